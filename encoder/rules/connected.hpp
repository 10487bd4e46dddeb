// Connected: the cells of one colour (the unshaded cells of hitori, kurodoko and heyawake; the
// shaded wall of nurikabe) form one area through side neighbours. No cell of the colour at all
// keeps the rule.
//
// Encoded through encodings/connectivity (`--connectivity`): statically as a spanning tree with
// binary ranks, rooted at the first cell of the colour; or, in a lazy run, left out of the CNF
// and enforced by the cuts of a disconnected answer (the TSP's subtour cuts; they name only
// cells of this layer, so they hold for every puzzle of the grid's size). Its propagation is
// propagators/connectivity's: the cells that must have the colour can still be joined through
// cells that may, and a cell every such join passes through (an articulation point) has it. It
// is costly, so it runs once the cheap rules have nothing left to narrow (rule_set.hpp).
#pragma once

#include <memory>

#include "rules/rule.hpp"

namespace gridsat {
struct Graph;  // encodings/connectivity.hpp
}

namespace gridsat::rules {

class Connected final : public ShadingRule {
 public:
  // `colour`: 1 for the shaded cells, 0 for the unshaded ones; `noun` names them ("unshaded
  // cells"). `always_static`: encoded statically in lazy runs too (yin-yang, whose two areas
  // the cuts of a lazy run took 240 times longer to settle on janko.at's Yin-Yang 115).
  Connected(GridShape shape, int colour, std::string noun, bool always_static = false);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  std::vector<Cut> cuts(const Grid& answer) const override;
  bool costly() const override { return true; }

 private:
  GridShape shape_;
  int colour_;
  std::string noun_;
  bool always_static_;
  std::shared_ptr<const Graph> graph_;  // the cells, side neighbours linked
};

}  // namespace gridsat::rules
