// X and V between orthogonal neighbours: the two digits add up to 10 (X) or 5 (V). The negative
// constraint (header flag `xv-negative`) says every pair without an X or a V adds up to neither.
#pragma once

#include <utility>

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

class Xv final : public SudokuConstraint {
 public:
  int a = 0;  // orthogonal neighbours, a < b
  int b = 0;
  int sum = 10;  // 10 for an X, 5 for a V

  std::string_view kind() const override { return "xv"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;
};

class XvNegative final : public SudokuConstraint {
 public:
  std::vector<std::pair<int, int>> marked;  // the pairs with an X or a V

  std::string_view kind() const override { return "xv-negative"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;
  bool removable() const override { return false; }
  std::string_view negates() const override { return "xv"; }
};

ConstraintKind xv_kind();
ConstraintKind xv_negative_kind();

}  // namespace gridsat
