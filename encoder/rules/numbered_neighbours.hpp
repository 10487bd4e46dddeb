// A cell that holds a number n has exactly n side neighbours that hold numbers, the others
// holding the blank (sukoro). Over a domain with the blank 0 and numbers from 1 up.
//
// encode: per cell and number n it may hold, "it holds n" implies that no n + 1 of its k
// neighbours all hold numbers and that no k - n + 1 of them are all blank: one clause per subset
// (at most 4 of 5 and 4 of 4 on four neighbours; binomial, the plainest cardinality over so few
// literals, and unit propagation on it finds everything the count gives). A number above k is
// excluded by a unit.
// propagate: per cell, a number stays while the neighbours that must hold numbers are at most it
// and those that may are at least it; a cell sure to hold a number whose largest candidate
// equals the sure neighbours blanks the others, whose smallest equals the possible ones fills
// them.
#pragma once

#include "rules/values.hpp"

namespace gridsat::rules {

class NumberedNeighbours final : public ValueRule {
 public:
  explicit NumberedNeighbours(GridShape shape);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& values) const override;
  void encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const override;
  bool propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                 bool& changed) const override;

 private:
  GridShape shape_;
  std::vector<std::vector<int>> near_;  // each cell's side neighbours
};

}  // namespace gridsat::rules
