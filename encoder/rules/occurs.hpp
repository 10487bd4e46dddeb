// How often each value occurs in each group: per group and value a count the group holds exactly
// (Easy as ABC: each letter once in every row and column, and n - k blanks). `Distinct` is the
// case "at most once"; this is for a line that is not a permutation of the domain.
//
// Encoded per group: the values held once by "exactly one of the group's cells holds it"
// (`encodings/amo`, `--amo`), then the others, and those marked `cardinality`, by a cardinality
// constraint over the cells that may hold them (`encodings/cardinality`, `--card`), the order and
// the encodings of easy as ABC's hand-written rules (its blank count, n - k, which may be 1, is
// implied by the letters, and lets propagation count blanks). Its propagation counts, per group and
// value, the cells that hold it and those that may: more than the count, or fewer, fails; with the
// count held the value leaves the other cells, and with just enough places they take it.
#pragma once

#include <string>
#include <vector>

#include "rules/groups.hpp"
#include "rules/values.hpp"

namespace gridsat::rules {

// How often one value occurs in each group, and how messages name it.
struct Occurrence {
  int value = 0;
  int times = 0;
  std::string name;          // "letter A"; empty: the number itself
  bool cardinality = false;  // encoded by a cardinality constraint even when `times` is 1
};

class Occurs final : public ValueRule {
 public:
  // `occurrences[i]` for the i-th value of the domain the rule set gives, every one of them.
  Occurs(GridShape shape, Groups groups, std::vector<Occurrence> occurrences);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& values) const override;
  void encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const override;
  bool propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                 bool& changed) const override;
  bool local() const override { return true; }
  bool propagate_near(const ValueDomain& domain, std::vector<Candidates>& cells, bool& changed,
                      std::span<const int> touched) const override;

 private:
  std::string name(std::size_t i) const;
  // Per occurrence, the index of its value in `domain` (-1: none).
  std::vector<int> indices(const ValueDomain& domain) const;
  bool propagate_group(const ValueDomain& domain, const std::vector<int>& at,
                       const std::vector<int>& group, std::vector<Candidates>& cells,
                       bool& changed) const;

  GridShape shape_;
  Groups groups_;
  std::vector<Occurrence> occurrences_;
  CellIndex index_;  // per cell, the groups it is in
};

}  // namespace gridsat::rules
