// Quadruple: the digits written on the corner of four cells all appear among those four cells
// (a digit written twice appears at least twice).
#pragma once

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

class Quadruple final : public SudokuConstraint {
 public:
  int corner = 0;           // the top-left cell of the 2x2
  std::vector<int> digits;  // 1 to 4 digits, ascending, repeats allowed

  std::string_view kind() const override { return "quadruple"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;

  // The four cells, row-major: corner, right of it, below it, diagonally below.
  std::vector<int> cells(int n) const { return {corner, corner + 1, corner + n, corner + n + 1}; }
};

ConstraintKind quadruple_kind();

}  // namespace gridsat
