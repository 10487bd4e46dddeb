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
// NumberedAreas has a second style, islands (islands.cpp, nurikabe's tuned encoding and
// propagation), for a rule where every area holds a number: each number owns the cells its area
// can reach, joined to it by distance layers, and the other colour's cells are known where the
// numbers fix them (KnownCells, for Connected's wall).
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

#include <optional>
#include <vector>

#include "rules/rule.hpp"

namespace gridsat::rules {

// A number: its cell and the size it gives, or kAnySize for `?`.
inline constexpr int kAnySize = -1;
struct AreaNumber {
  int cell = 0;
  int size = kAnySize;
};

// How the islands style encodes (islands.cpp): in lazy runs, whether the areas' connection is
// left to cuts (their owners and sizes stay); and the most layer variables an area is connected
// by (cells it reaches times its size - 1): beyond, a spanning tree (static) or cuts (lazy).
inline constexpr long long kMaxIslandLayers = 200'000;
struct IslandOptions {
  bool lazy_connection = false;
  long long layer_limit = kMaxIslandLayers;
};

// The cells each number's area can reach: breadth-first from the number through cells that are
// neither another number nor beside one (such a cell, of the colour, would join two numbers), at
// most size - 1 steps (any number for `?`). One per number, in the numbers' order; the cells in
// breadth-first order (the number's own first) with their distances. A number beside another
// number reaches nothing, not even its own cell.
struct AreaReach {
  int cell = 0;
  int size = kAnySize;
  std::vector<int> cells;
  std::vector<int> dist;
};
std::vector<AreaReach> area_reaches(GridShape shape, const std::vector<AreaNumber>& numbers);

class NumberedAreas final : public ShadingRule {
 public:
  // `colour`: 1 for the shaded areas, 0 for the unshaded ones; `noun` names their cells.
  // Throws std::logic_error for a number outside the grid, two numbers on one cell or a size
  // below 1.
  NumberedAreas(GridShape shape, int colour, std::vector<AreaNumber> numbers, bool every_area,
                Noun noun = {});
  // The islands style: every area holds a number.
  NumberedAreas(GridShape shape, int colour, std::vector<AreaNumber> numbers, IslandOptions islands,
                Noun noun = {});

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  bool costly() const override { return true; }
  // The islands style's: cuts of its connection, a branch beside the area with the least room
  // left, its size.
  std::vector<Cut> cuts(const Grid& answer) const override;
  bool choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override;
  EncodingSize size(const EncodeOptions& options, std::span<const char> kept) const override;
  unsigned facts() const override { return islands_ ? kKnownCells : kNoFacts; }

  // What the islands style fixes of the other colour's cells (rule.hpp): the numbered cells
  // never have it, the cells no number reaches always, and without `?` the numbers leave it
  // the cells they do not add up to. Throws std::logic_error in the other style.
  KnownCells known_other() const;

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
  std::optional<IslandOptions> islands_;
  std::vector<int> size_at_;  // the islands style's: per cell, its number's size (0: none)

  // The islands style (islands.cpp).
  void encode_islands(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const;
  bool propagate_islands(std::vector<Candidates>& cells, bool& changed) const;
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
