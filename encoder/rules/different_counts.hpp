// Different counts: two groups that neighbour each other never hold the same number of shaded
// cells (shimaguni's rooms across a border: "islands side by side differ in size").
//
// Encoded with each group's count in unary (encodings/cardinality's unary_count: o_j = "at least
// j shaded", both directions) and per pair and per count k both could hold one clause, "not
// (A holds k and B holds k)": not o_A(k) or o_A(k+1) or not o_B(k) or o_B(k+1). Its propagation
// looks at a pair once one group is complete: the other with no open cell must differ, and with
// one open cell left, where one of its two counts is the complete group's, takes the other.
#pragma once

#include <utility>
#include <vector>

#include "rules/groups.hpp"
#include "rules/rule.hpp"

namespace gridsat::rules {

class DifferentCounts final : public ShadingRule {
 public:
  // `pairs`: indices into `groups`, each pair of groups whose counts differ.
  DifferentCounts(GridShape shape, Groups groups, std::vector<std::pair<int, int>> pairs,
                  Noun noun = {});

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;

 private:
  GridShape shape_;
  Groups groups_;
  std::vector<std::pair<int, int>> pairs_;
  Noun noun_;
};

}  // namespace gridsat::rules
