// Arrow: the digits on the arrow add up to the number in its circle. A circle of two or three
// cells reads as one number, its digits in the order listed (f-puzzles' reading): 10a + b.
#pragma once

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

class Arrow final : public SudokuConstraint {
 public:
  std::vector<int> circle;  // 1 to 3 cells, most significant digit first
  std::vector<int> arrow;   // from the circle outwards; digits may repeat

  std::string_view kind() const override { return "arrow"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;

 private:
  // The values of each cell that some choice of the others' candidates completes the equation
  // with; false when a cell has none left.
  bool supports(std::vector<Candidates>& cells, bool& changed) const;
};

ConstraintKind arrow_kind();

}  // namespace gridsat
