// Areas and the numbers that measure them: the areas of one colour (cells of the colour
// connected through sides), sized by numbers in cells.
//
// NumberedAreas: a numbered cell has the colour; an area holds at most one numbered cell; a
// number is the size of its area (a `?` any size); and, where every area must hold a number
// (nurikabe's islands, norinuri's), an area without one breaks the rule (mochikoro's may have
// none).
//
// AreasAround: a numbered cell has not the colour, and the areas of the colour beside it (across
// its sides; an area that touches it twice counts once) hold its number of cells together
// (kurotto's circles; a `?` is a cell without the colour and nothing more).
//
// Both are encoded per number through encodings/areas ("in the area joined to the number", the
// number a member of its area or only joining the areas around it, and the size). For
// NumberedAreas, "at most one number per area" goes through one claim variable per cell,
// allocated with no clause whatever the numbers: number k sets claim[x] and forbids in_k[v] at
// every other claimed cell, so that each number's clauses are its own, added to those of the
// numbers without it, as the clue solver switches numbers (backends/setter/clue_solver.hpp).
// "Every area holds a number" is a clause per cell, "of the colour -> in_k for some k that
// reaches it", which changes as numbers come and go: a genre that asks for it keeps its numbers
// fixed.
//
// Their propagation: the known cells of the colour split into pieces. NumberedAreas: a piece with
// two numbers, or with more cells than its number, fails, and one with exactly its number closes
// (its open neighbours take the other colour); a number whose piece cannot grow to its size
// through open cells fails, and one that can just reach it takes every cell it reaches; where
// every area needs a number, an open cell that no number can reach within its size takes the
// other colour, and a known one fails. AreasAround: the pieces beside a number hold at most its
// number, and at it close (with the number's open sides); the cells within reach of the number
// must be able to hold it, and when they are just enough they all take the colour. Costly
// (breadth-first searches per number), they run once the cheap rules are done.
#pragma once

#include <vector>

#include "rules/rule.hpp"

namespace gridsat::rules {

// A number: its cell and the size it gives, or kAnySize for `?`.
inline constexpr int kAnySize = -1;
struct AreaNumber {
  int cell = 0;
  int size = kAnySize;
};

class NumberedAreas final : public ShadingRule {
 public:
  // `colour`: 1 for the shaded areas, 0 for the unshaded ones; `noun` names their cells.
  // Throws std::logic_error for a number outside the grid, two numbers on one cell or a size
  // below 1.
  NumberedAreas(GridShape shape, int colour, std::vector<AreaNumber> numbers, bool every_area,
                Noun noun = {});

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  bool costly() const override { return true; }

  // The area of `colour` holding `cell` in a complete shading, `cell` first (empty when the
  // cell is not of the colour).
  static std::vector<int> area(const Grid& shading, int cell, int colour);
  // The size of the area of `colour` at `cell` when `cell` is its middle cell in reading order,
  // else -1: one number per area, for a generator.
  static int middle_size(const Grid& shading, int cell, int colour);

 private:
  GridShape shape_;
  int colour_;
  std::vector<AreaNumber> numbers_;
  bool every_area_;
  Noun noun_;
  std::vector<std::vector<int>> near_;  // each cell's side neighbours
};

class AreasAround final : public ShadingRule {
 public:
  // As NumberedAreas; a size may be 0 (no cell of the colour beside the number).
  AreasAround(GridShape shape, int colour, std::vector<AreaNumber> numbers, Noun noun = {});

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  bool costly() const override { return true; }

  // The cells of `colour` in the areas beside `cell` in a complete shading.
  static int around(const Grid& shading, int cell, int colour);

 private:
  GridShape shape_;
  int colour_;
  std::vector<AreaNumber> numbers_;
  Noun noun_;
  std::vector<std::vector<int>> near_;
};

}  // namespace gridsat::rules
