// No block: no 2 x 2 block of cells all of one colour (nurikabe's pools of the wall: shaded;
// the unshaded 2 x 2 of LITS, mochikoro, yin-yang).
//
// Encoded as one clause per block, "one of its four cells has the other colour"; its
// propagation: a block with three cells of the colour gives its fourth the other colour.
#pragma once

#include "rules/rule.hpp"

namespace gridsat::rules {

class NoBlock final : public ShadingRule {
 public:
  // `colour`: 1 no all-shaded block, 0 no all-unshaded one; `noun` names the cells ("shaded
  // cells").
  NoBlock(GridShape shape, int colour, std::string noun);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  EncodingSize size(const EncodeOptions& options, std::span<const char> kept) const override;

 private:
  GridShape shape_;
  int colour_;
  std::string noun_;
};

}  // namespace gridsat::rules
