// Palindrome line: the digits read the same from either end.
#pragma once

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

class Palindrome final : public SudokuConstraint {
 public:
  std::vector<int> cells;  // along the line; consecutive cells touch

  std::string_view kind() const override { return "palindrome"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;
};

ConstraintKind palindrome_kind();

}  // namespace gridsat
