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
#pragma once

#include <vector>

#include "rules/groups.hpp"
#include "rules/values.hpp"

namespace gridsat::rules {

class Distinct final : public ValueRule {
 public:
  Distinct(GridShape shape, Groups groups);

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
