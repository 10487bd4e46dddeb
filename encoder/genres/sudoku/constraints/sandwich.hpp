// Sandwich: the digits strictly between the 1 and the n of a row or column add up to the clue
// written outside it (0 when the 1 and the n touch).
#pragma once

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

class Sandwich final : public SudokuConstraint {
 public:
  bool column = false;
  int line = 0;  // 0-based row or column
  int sum = 0;

  std::string_view kind() const override { return "sandwich"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;

  void encode_implied(SudokuVars& vars) const override;

  // The row's (column's) cells in order, left to right (top to bottom).
  std::vector<int> cells(int n) const;
};

ConstraintKind sandwich_kind();

}  // namespace gridsat
