// German whispers: neighbours on the line differ by at least ceil(n/2) (5 on a 9x9 sudoku).
#pragma once

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

class Whispers final : public SudokuConstraint {
 public:
  std::vector<int> cells;  // along the line; consecutive cells touch

  std::string_view kind() const override { return "whispers"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;

  // The least difference between neighbours on an n x n sudoku: ceil(n/2).
  static int difference(int n) { return (n + 1) / 2; }
};

ConstraintKind whispers_kind();

}  // namespace gridsat
