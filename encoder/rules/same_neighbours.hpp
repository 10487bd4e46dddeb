// Same neighbours: every cell of one colour has between `least` and `most` side neighbours of
// that colour (norinori's shaded cells exactly one: its shaded areas are dominoes).
//
// Encoded per cell x of its colour over its side neighbours N: "at least `least`" as one clause
// per set of |N| - least + 1 neighbours, (x not of the colour, or one of them is), and "at most
// `most`" as one clause per set of most + 1 neighbours, (x not of the colour, or one of them is
// not): with four neighbours at most a handful of short clauses per cell. Its propagation: a
// cell of the colour with too many or too few of its neighbours possible fails, at `most` its
// open neighbours take the other colour and at `least` (with just enough open) the colour; an
// open cell that could not meet the bounds takes the other colour.
#pragma once

#include <vector>

#include "rules/rule.hpp"

namespace gridsat::rules {

class SameNeighbours final : public ShadingRule {
 public:
  SameNeighbours(GridShape shape, int colour, int least, int most, Noun noun = {});

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;

 private:
  GridShape shape_;
  int colour_;
  int least_;
  int most_;
  Noun noun_;
  std::vector<std::vector<int>> near_;  // each cell's side neighbours
};

}  // namespace gridsat::rules
