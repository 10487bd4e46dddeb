// A numbered cell has exactly that many of its four borders on the loop (slitherlink's numbers),
// on a loop along the cells' borders: the cells are the lattice's inner faces.
//
// encode: exactly_k over the four borders with the chosen cardinality encoding; four literals
// make the counter tiny, and it is arc consistent, so a 3 with one border off puts the other
// three on at once. A number no cell can show (below 0, above 4) is the empty clause.
// propagate: per numbered cell, the patterns of its borders with that many on, against the
// decided borders and the sides known of the cell and its four neighbours (neighbour k lies on
// the other side exactly when border k is on; propagators/loop_sides.hpp). Two neighbours whose
// relative side every remaining pattern agrees on are joined, so "exactly one of these two
// borders" reaches every other rule.
// choose: without a better place (the loop's loose ends), a border of the largest number.
#pragma once

#include "rules/loop.hpp"

namespace gridsat::rules {

class BorderCount final : public LoopRule {
 public:
  // `numbers`: per inner face (row-major), its number or kUnknown.
  BorderCount(LoopGeometryPtr geometry, std::vector<int> numbers);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& answer) const override;
  void encode(Cnf& cnf, const LoopVars& vars, const EncodeOptions& options) const override;
  bool propagate(LoopState& state, bool& changed) const override;
  bool choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override;
  EncodingSize size(const EncodeOptions& options) const override;

 private:
  LoopGeometryPtr geo_;
  std::vector<int> numbers_;
};

// What a loop gives every inner face: its count of borders on the loop (the numbers of a
// complete answer, for the generator).
std::vector<int> border_counts(const LoopGeometry& geometry, const Grid& answer);

}  // namespace gridsat::rules
