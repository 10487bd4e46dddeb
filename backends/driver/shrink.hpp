// Shrinking a puzzle before it is encoded for solving. The genre's native rules (the
// backtracker's propagation: for a sudoku naked and hidden singles, locked candidates and the
// all-different matching of every group) run to a fixpoint on the givens. When they decide every
// cell, that grid is the one solution and no SAT solver is needed; when they find a
// contradiction, there is none. Otherwise whatever they decided is handed to the encoder
// (Cnf::shrink_by), which then writes only the open part: no clause that a fixed cell
// satisfies, no literal that a ruled-out value falsifies, at-most-one constraints over the
// remaining candidates only. The known answer literals are kept as unit clauses, so the shrunk
// CNF has exactly the models of the whole one.
//
// Why: a hard 25 x 25 sudoku's full extended encoding has 15,625 variables and ~750,000
// clauses (pairwise at-most-one over 25 literals), and writing and loading it cost more than
// many a search; the propagation leaves a fraction of them open. And most 9 x 9 puzzles of the
// 17-clue set are decided by the propagation alone, in a fraction of a SAT call, for `unique` as
// for `solve`. It is the same idea as a CP solver's root propagation before search, and as SAT
// preprocessing with unit propagation (backends/sat/unit_reducer.hpp), but with the stronger
// reasoning of the puzzle's own rules (matching-based all-different, Régin 1994) that unit
// propagation on the CNF cannot do.
//
// Only for solving in process: `encode`, certificates and `verify` always use the whole
// encoding, which must stand on its own against the rules.
#pragma once

#include <memory>
#include <optional>

#include "cnf/cnf.hpp"
#include "driver/engine.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat {

// The native rules' propagation of a puzzle's givens, for a genre that asks for it
// (Puzzle::shrinks_before_encoding).
class Shrink {
 public:
  explicit Shrink(const Puzzle& puzzle);
  // The answer when the propagation alone knows it: no solution (a contradiction), or the one
  // solution (every cell decided); nothing when cells stay open. Settled for `mode`.
  std::optional<RunResult> answer(Mode mode, const RunOptions& options) const;
  // Encodes the puzzle with what the propagation decided (see above).
  void encode(const EncodeOptions& options, Cnf& cnf) const;

 private:
  const Puzzle& puzzle_;
  std::unique_ptr<NativeRules> rules_;
  std::vector<Candidates> cells_;
  bool consistent_ = true;
};

}  // namespace gridsat
