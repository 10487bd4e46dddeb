// A shading rule read on the values layer: the "shaded" cells are those that hold a number, the
// others those that hold the blank (sukoro's and view's numbers connected). The shading
// primitives then serve the values genres with blanks as they are, each with its three readings:
//  - evaluate: the shading of the answer (number or not) read by the rule's evaluator;
//  - encode: a shading variable per cell, unnamed, equal to "not blank" (two binary clauses; a
//    unit where the cell cannot be blank), then the rule's clauses over them;
//  - propagate: the candidates read as shading candidates (blank: unshaded; a number: shaded),
//    the rule's propagation, and back: a cell the rule shades loses its blank, one it leaves
//    unshaded keeps only the blank;
//  - cuts: the rule's cuts, a literal "shaded" becoming "holds one of its numbers" (one literal
//    per number the cell's domain allows) and "unshaded" "holds the blank".
#pragma once

#include <memory>

#include "rules/rule.hpp"
#include "rules/values.hpp"

namespace gridsat::rules {

class OnNumbers final : public ValueRule {
 public:
  // `domain`: the layer's, whose value `blank` is the cell without a number.
  OnNumbers(GridShape shape, ValueDomain domain, std::shared_ptr<const ShadingRule> rule,
            int blank = 0);

  std::string describe() const override { return rule_->describe(); }
  std::optional<Violation> evaluate(const Grid& values) const override;
  void encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const override;
  bool propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                 bool& changed) const override;
  std::vector<Cut> cuts(const Grid& answer) const override;

 private:
  Grid shading(const Grid& values) const;

  GridShape shape_;
  ValueDomain domain_;
  std::shared_ptr<const ShadingRule> rule_;
  int blank_;
};

}  // namespace gridsat::rules
