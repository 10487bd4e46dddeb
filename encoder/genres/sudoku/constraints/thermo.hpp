// Thermometer: the digits strictly increase from the bulb (the first cell) along the line.
#pragma once

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

class Thermo final : public SudokuConstraint {
 public:
  std::vector<int> cells;  // bulb first; consecutive cells touch (by a side or a corner)

  std::string_view kind() const override { return "thermo"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;
};

ConstraintKind thermo_kind();

}  // namespace gridsat
