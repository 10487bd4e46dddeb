// All different: the cells of each group hold different values (a ripple effect's rooms, a
// kropki square's rows and columns). A group whose cells can take, between them, only as many
// values as it has cells is full: it holds each of those values once.
//
// Encoded as "at most one cell of the group holds v" for every value (encodings/amo, `--amo`),
// and for a full group also "some cell holds v": implied by the first with each cell holding a
// value (pigeonhole), and the clause that finds a hidden single by unit propagation, as a
// sudoku's groups have always had it. Its propagation is the pencil-and-paper one: a decided
// cell's value leaves its group mates, a value of a full group with one place left goes there,
// and a group whose cells have fewer values left between them than it has cells fails.
//
// A Latin square's or a sudoku's groups, each holding every value once, may ask for the stronger
// propagation of propagators/all_different (DistinctGroups: locked candidates and Hall sets by
// Régin's matching, branching where failures gather), which the genres built on them have always
// had: `hall_values`, the number of values (the domain's values are then its indices 0 to
// hall_values - 1 and a group of hall_values cells is full).
#pragma once

#include <memory>
#include <mutex>
#include <vector>

#include "rules/groups.hpp"
#include "rules/values.hpp"

namespace gridsat {
struct DistinctGroups;  // propagators/all_different.hpp
}

namespace gridsat::rules {

class Distinct final : public ValueRule {
 public:
  // `hall_values` 0: the pencil-and-paper propagation; otherwise DistinctGroups', whose search
  // statistics make the rule serve one search at a time (a rule set per search).
  // `singles_first`: a full group's "some cell holds v" before its "at most one", which leaves
  // out the literals a shrinking CNF knows (encodings/amo's exactly_one: a sudoku's groups),
  // else after.
  Distinct(GridShape shape, Groups groups, int hall_values = 0, bool singles_first = false);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& values) const override;
  void encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const override;
  bool propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                 bool& changed) const override;
  bool local() const override { return hall_values_ > 0; }
  bool closed() const override { return hall_values_ > 0; }
  bool propagate_near(const ValueDomain& domain, std::vector<Candidates>& cells, bool& changed,
                      std::span<const int> touched) const override;
  bool choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override;

 private:
  GridShape shape_;
  Groups groups_;
  const DistinctGroups* hall() const;  // with hall_values only; else null

  int hall_values_;
  bool singles_first_;
  mutable std::once_flag hall_once_;
  mutable std::shared_ptr<const DistinctGroups> hall_;
};

}  // namespace gridsat::rules
