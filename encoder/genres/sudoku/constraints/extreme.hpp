// Minimum and maximum cells: each listed cell holds a digit smaller (greater) than every one of
// its orthogonal neighbours.
#pragma once

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

class Extreme final : public SudokuConstraint {
 public:
  std::vector<int> cells;  // one or more cells, no two of them neighbours
  bool maximum = false;

  std::string_view kind() const override { return maximum ? "max" : "min"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;
};

ConstraintKind min_kind();
ConstraintKind max_kind();

}  // namespace gridsat
