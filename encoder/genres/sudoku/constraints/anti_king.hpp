// Anti-king: cells a king's move apart never hold the same digit (a header flag).
#pragma once

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

class AntiKing final : public SudokuConstraint {
 public:
  std::string_view kind() const override { return "anti-king"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;
  bool removable() const override { return false; }
};

ConstraintKind anti_king_kind();

}  // namespace gridsat
