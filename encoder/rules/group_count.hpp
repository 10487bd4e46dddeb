// Every number in a group equals the count of the group's cells that hold numbers, the others
// holding the blank 0 (nanro's rooms: a room with three numbers holds three 3s). Over a domain
// with the blank 0 and numbers from 1 up.
//
// encode: per group, the count of its numbered cells in unary (encodings/cardinality's
// unary_count, a totalizer with both directions), and per cell and number n "it holds n" implies
// "at least n" and "not n + 1" of the count; a number past the group's size is excluded by a
// unit.
// propagate: per group, a number stays while the cells sure to hold numbers are at most it and
// those that may are at least it; the numbers of a group are one (they all equal the count), so
// a cell sure to hold a number narrows the others' numbers to its own; once that number is
// known, the count at it blanks the open cells, and just enough possible cells fill them.
#pragma once

#include <string>

#include "rules/groups.hpp"
#include "rules/values.hpp"

namespace gridsat::rules {

class GroupCount final : public ValueRule {
 public:
  GroupCount(GridShape shape, Groups groups);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& values) const override;
  void encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const override;
  bool propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                 bool& changed) const override;

 private:
  GridShape shape_;
  Groups groups_;
};

}  // namespace gridsat::rules
