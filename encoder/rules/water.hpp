// Water in tanks (aquarium): the grid is cut into tanks (a label per cell, each tank one piece),
// shaded cells hold water, and water settles as it would:
//  - it is held: a water cell's left, right and lower neighbours in its tank hold water;
//  - it stands level: in each pool (water cells joined through sides inside a tank), every cell
//    below the pool's top row whose upper neighbour is in its tank has water above it; or, per
//    tank (puzz.link's `r` flag), every water cell of a tank lies below every empty cell of it.
// These are pzprjs's aquarium checks (checkSupports, checkPoolLevel, checkRegionLevel).
//
// Encoded as clauses, with one variable per basin (below). Held: a binary clause per pair. Per
// tank: the cells of a row of a tank are equal and water in a row of a tank fills its next row
// down, binary clauses along a chain. Per pool, the pools are not known before the answer, but
// their surfaces fix them: a pool whose top row is r is exactly the piece of its tank, in rows r
// and below, that its cells reach through sides (held water spreads sideways and down, level water
// up to row r), and no cell of row r - 1 above it holds water (it would join the pool). So for each
// row r and each basin, a piece of a tank's cells in rows r and below joined through sides that
// reaches row r, a cell c of the basin's row r under a cell u of its tank is a surface when c
// holds water and u does not, and a surface fills the basin and empties every such u; with the
// held clauses this is exactly the level rule (a pool with a surface below its top row would
// leave its basin through a u' above). In clauses through a variable per basin, L: (¬c ∨ u ∨ L)
// per surface, (¬L ∨ x) per cell of the basin, (¬L ∨ ¬u) per cell above it. Propagation: unit
// propagation of the clauses without L, (¬c ∨ u ∨ x) and (¬c ∨ u ∨ ¬u').
#pragma once

#include <utility>
#include <vector>

#include "rules/rule.hpp"

namespace gridsat::rules {

class Water final : public ShadingRule {
 public:
  // `tanks`: a label per cell, row-major; `per_tank`: one level per tank, not per pool.
  Water(GridShape shape, std::vector<int> tanks, bool per_tank);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  EncodingSize size(const EncodeOptions& options, std::span<const char> kept) const override;

 private:
  // Cells in rows r and below of a tank, joined through sides, that reach row r; `surfaces` the
  // (c, u) pairs of a cell c of row r and the cell u above it in its tank.
  struct Basin {
    std::vector<int> cells;
    std::vector<std::pair<int, int>> surfaces;
  };
  bool open(int a, int b) const {  // two side neighbours in one tank
    return tanks_[static_cast<std::size_t>(a)] == tanks_[static_cast<std::size_t>(b)];
  }
  bool propagate_basin(const Basin& basin, std::vector<Candidates>& cells, bool& changed) const;

  GridShape shape_;
  std::vector<int> tanks_;
  bool per_tank_;
  std::vector<std::pair<int, int>> implied_;  // (a, b): water in a means water in b
  std::vector<Basin> basins_;
};

}  // namespace gridsat::rules
