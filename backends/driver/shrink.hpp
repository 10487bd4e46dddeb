// Shrinking a puzzle before it is encoded for solving. The genre's native rules (the
// backtracker's propagation: for a sudoku naked and hidden singles, locked candidates and the
// all-different matching of every group) run to a fixpoint on the givens; whatever they decide
// is handed to the encoder (Cnf::shrink_by), which then writes only the open part: no clause
// that a fixed cell satisfies, no literal that a ruled-out value falsifies, at-most-one
// constraints over the remaining candidates only. The known answer literals are kept as unit
// clauses, so the shrunk CNF has exactly the models of the whole one.
//
// Why: a hard 25 x 25 sudoku's full extended encoding has 15,625 variables and ~750,000
// clauses (pairwise at-most-one over 25 literals), and writing and loading it cost more than
// many a search; the propagation leaves a fraction of them open. It is the same idea as a CP
// solver's root propagation before search, and as SAT preprocessing with unit propagation
// (backends/sat/unit_reducer.hpp), but with the stronger reasoning of the puzzle's own rules
// (matching-based all-different, Régin 1994) that unit propagation on the CNF cannot do.
//
// Only for solving in process: `encode`, certificates and `verify` always use the whole
// encoding, which must stand on its own against the rules.
#pragma once

#include "cnf/cnf.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat {

// Encodes `puzzle` for solving: shrunk when the genre asks for it (Puzzle::
// shrinks_before_encoding), else whole. Returns false, with `cnf` untouched, when the
// propagation already finds the puzzle has no solution.
bool encode_for_solving(const Puzzle& puzzle, const EncodeOptions& options, Cnf& cnf);

}  // namespace gridsat
