// A cell that holds a number sees that many blank cells: along its row and column, in each of
// the four directions, the blank cells up to the first cell that holds a number or the edge
// (view). Over a domain with the blank 0; a number n is held as the value n + `offset` (view's
// numbers start at 0, so its values are shifted by 1 past the blank).
//
// encode: per cell and direction, "the first j cells that way are blank" for each j, a chain
// (each implies the one before and its j-th cell blank; the one before and that cell blank imply
// it); the cell's count is the number of these that are true (they are prefixes, so the number
// true is the sum of the four runs), in unary through encodings/cardinality's totalizer cut past
// the cell's largest number; "it holds n" implies at least n and not n + 1.
// propagate: per cell, the runs of surely blank cells from it give the least it can see, the
// runs of cells that may be blank the most; a number outside is removed, and a cell sure to hold
// a number bounds each way's run by the others' (kurodoko's reasoning): the cells it must reach
// are blank, and where it can reach no further than its blank cells the next holds a number.
#pragma once

#include "rules/values.hpp"

namespace gridsat::rules {

class BlanksSeen final : public ValueRule {
 public:
  BlanksSeen(GridShape shape, int offset);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& values) const override;
  void encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const override;
  bool propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                 bool& changed) const override;

 private:
  GridShape shape_;
  int offset_;
  std::vector<std::vector<std::vector<int>>> ways_;  // per cell, its four lines, nearest first
};

}  // namespace gridsat::rules
