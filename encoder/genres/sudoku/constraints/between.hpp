// Between line: every cell of the line lies strictly between its two ends (the circles) in
// value, the ends in either order.
#pragma once

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

class Between final : public SudokuConstraint {
 public:
  std::vector<int> cells;  // the two ends first and last; at least one cell between them

  std::string_view kind() const override { return "between"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;
};

ConstraintKind between_kind();

}  // namespace gridsat
