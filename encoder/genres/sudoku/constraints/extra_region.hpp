// Extra regions: the digits of the listed cells are all different. A region of exactly n cells
// then holds 1..n once, like a box: it is one of the sudoku's groups and needs nothing else.
#pragma once

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

class ExtraRegion final : public SudokuConstraint {
 public:
  std::vector<int> cells;  // 2..n cells, none twice

  std::string_view kind() const override { return "extra-region"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;
  bool removable() const override { return false; }
  std::vector<std::vector<int>> groups(int n) const override;

 private:
  // A region of n cells is a group of the sudoku, which then checks, encodes and propagates it.
  bool is_group(int n) const { return static_cast<int>(cells.size()) == n; }
};

ConstraintKind extra_region_kind();

}  // namespace gridsat
