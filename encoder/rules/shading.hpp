// The shading layer of an answer: one boolean per cell, answer value 1 for a shaded cell (a
// star, a black cell, a tent) and 0 for an unshaded one. The rules of encoder/rules/ are stated
// over it in three readings (rule.hpp); this file holds what the three share: the grid's shape,
// the CNF's variables of the layer, and the native search's candidate bits.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "cnf/cnf.hpp"
#include "puzzles/native_rules.hpp"

namespace gridsat::rules {

// The grid a rule is stated on; cells are row-major indices.
struct GridShape {
  int rows = 0;
  int cols = 0;
  int cells() const { return rows * cols; }
  bool operator==(const GridShape&) const = default;
};

// The native search's candidates of a shading cell: bit 0 is value 0, bit 1 value 1.
inline constexpr Candidates kUnshaded = 1;
inline constexpr Candidates kShaded = 2;
inline constexpr Candidates kEither = kUnshaded | kShaded;

// Removes `bits` from a cell's candidates, setting `changed` when any were there; false when the
// cell is left with none. Every propagator of the layer narrows cells through it.
inline bool remove(Candidates& cell, Candidates bits, bool& changed) {
  if (cell & bits) {
    cell &= ~bits;
    changed = true;
  }
  return cell != 0;
}

// The pieces of a partial shading: the cells whose candidates are exactly `mine`, split into
// areas through `near` (each cell's neighbours). Per cell its piece (-1 for none), and per piece
// its cells, the first in reading order first.
struct Pieces {
  std::vector<int> of;
  std::vector<std::vector<int>> cells;
};
Pieces known_pieces(const std::vector<Candidates>& cells, Candidates mine,
                    const std::vector<std::vector<int>>& near);

// How messages name a shaded cell: {"star", "stars"}.
struct Noun {
  std::string one = "shaded cell";
  std::string many = "shaded cells";
  const std::string& of(int count) const { return count == 1 ? one : many; }
};

// The layer's variables in one encoding: one per cell, consecutive, each named in the answer map
// as the cell's value 1 (true = shaded).
class ShadingVars {
 public:
  ShadingVars(Cnf& cnf, GridShape shape);
  // Variables not named in the answer map: a shading that another layer defines (rules/
  // on_numbers.hpp: "the cell holds a number").
  struct Unnamed {};
  ShadingVars(Cnf& cnf, GridShape shape, Unnamed);
  Lit shaded(int cell) const { return first_ + cell; }
  // The literals of `cells`, in their order: shaded(cell) or, with `colour` 0, its negation.
  std::vector<Lit> of(std::span<const int> cells, int colour = 1) const;
  GridShape shape() const { return shape_; }

  // Whether a rule of the set keeps the cell unshaded in every answer, whatever the other cells
  // (ShadingRule::kept_unshaded: tents away from every tree): that rule writes its unit, and the
  // others may leave the cell out of their clauses.
  bool kept_unshaded(int cell) const {
    return !kept_unshaded_.empty() && kept_unshaded_[static_cast<std::size_t>(cell)] != 0;
  }
  // Marks the kept cells: per cell nonzero where kept (empty: none).
  void keep_unshaded(std::vector<char> kept) { kept_unshaded_ = std::move(kept); }
  // The shaded literals of `cells` that are not kept unshaded, in their order.
  std::vector<Lit> open_of(std::span<const int> cells) const;

 private:
  int first_ = 1;
  GridShape shape_;
  std::vector<char> kept_unshaded_;  // per cell, or empty for none
};

}  // namespace gridsat::rules
