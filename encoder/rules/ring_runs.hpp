// Runs around a cell: a clue cell lists the lengths of the runs of shaded cells among the eight
// cells around it, read round the ring (tapa's clues: "1 3" is a run of one and a run of three,
// apart; 0 no shaded cell at all). The lengths may stand in any order; a `?` (kAnyRun) is a
// run of any length, at least one cell; cells past the grid's edge are unshaded. As pzprjs's
// checkCountOfClueCell, the ring's runs are as many as the clue's entries, and each given length
// is one of them; unlike it, a lone `?` does not allow a ring without shading (pzprjs counts
// that as one run of 0): a `?` is a run, as the genre's rules and janko.at's puzzles have it
// (two of its ten largest have a second solution otherwise).
//
// A ring has at most 256 shadings, so the rule is exact and local: encoded per clue as one
// clause against each shading of its ring the clue forbids (over the ring's cells inside the
// grid, at most 8 literals each), and propagated per clue by keeping a cell's colour exactly when
// some shading the clue allows and the candidates permit gives it that colour. The evaluator reads
// the runs off a finished shading plainly.
#pragma once

#include <string>
#include <vector>

#include "rules/groups.hpp"
#include "rules/rule.hpp"

namespace gridsat::rules {

inline constexpr int kAnyRun = -2;  // a `?`: a run of any length

struct RingClue {
  int cell = 0;
  std::vector<int> runs;  // lengths 0 to 8 or kAnyRun, in the order written
};

// The runs of shaded cells round `cell` in a finished shading, clockwise from its upper left ({0}
// when none): the clue a solution shows there (the generator's).
std::vector<int> runs_around(const Grid& shading, int cell);

class RingRuns final : public ShadingRule {
 public:
  RingRuns(GridShape shape, std::vector<RingClue> clues);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  bool propagate_near(std::vector<Candidates>& cells, bool& changed,
                      std::span<const int> touched) const override;

 private:
  // The ring of `cell`: its eight neighbours clockwise from the upper left, -1 past the edge.
  std::vector<int> ring(int cell) const;
  bool propagate_clue(std::size_t k, std::vector<Candidates>& cells, bool& changed) const;

  GridShape shape_;
  std::vector<RingClue> clues_;
  std::vector<std::vector<int>> rings_;  // per clue
  // Per clue, the shadings of its ring it allows (bit i: ring cell i), none past the edge.
  std::vector<std::vector<unsigned>> allowed_;
  CellIndex index_;  // per cell, the clues whose ring holds it
};

}  // namespace gridsat::rules
