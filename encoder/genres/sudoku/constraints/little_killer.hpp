// Little killer: a sum outside the grid at the end of a diagonal; the digits along that whole
// diagonal (repeats allowed) add up to it.
#pragma once

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

class LittleKiller final : public SudokuConstraint {
 public:
  std::vector<int> cells;  // a whole diagonal, edge to edge, in order away from the clue
  int sum = 0;

  std::string_view kind() const override { return "little-killer"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;
};

ConstraintKind little_killer_kind();

}  // namespace gridsat
