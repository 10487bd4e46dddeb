// Disjoint groups: cells in the same position of their boxes hold different digits (the n cells
// at a box's top left, the n at the next position, ...).
#pragma once

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

class DisjointGroups final : public SudokuConstraint {
 public:
  int box_rows = 3;
  int box_cols = 3;

  std::string_view kind() const override { return "disjoint"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;
  bool removable() const override { return false; }
  std::vector<std::vector<int>> groups(int n) const override;
};

ConstraintKind disjoint_groups_kind();

}  // namespace gridsat
