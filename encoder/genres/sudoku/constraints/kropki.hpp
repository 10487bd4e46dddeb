// Kropki dots between orthogonal neighbours: a white dot joins consecutive digits, a black dot
// digits of which one is double the other. The negative constraints (header flags
// `white-negative`, `black-negative`) say the same of every pair without a dot: not consecutive,
// not in ratio 2.
#pragma once

#include <utility>

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

class Kropki final : public SudokuConstraint {
 public:
  int a = 0;  // orthogonal neighbours, a < b
  int b = 0;
  bool black = false;

  std::string_view kind() const override { return "kropki"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;
};

class KropkiNegative final : public SudokuConstraint {
 public:
  bool black = false;  // black-negative (no dot: not in ratio 2), else white-negative
  std::vector<std::pair<int, int>> dotted;  // the pairs with a dot of either colour

  std::string_view kind() const override { return black ? "black-negative" : "white-negative"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;
  bool removable() const override { return false; }
  std::string_view negates() const override { return "kropki"; }
};

ConstraintKind kropki_kind();
ConstraintKind white_negative_kind();
ConstraintKind black_negative_kind();

}  // namespace gridsat
