// Odd and even cells: each listed cell holds an odd (even) digit.
#pragma once

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

class Parity final : public SudokuConstraint {
 public:
  std::vector<int> cells;  // one or more cells, each odd (or each even)
  bool even = false;

  std::string_view kind() const override { return even ? "even" : "odd"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;
};

ConstraintKind odd_kind();
ConstraintKind even_kind();

}  // namespace gridsat
