// Polyominoes: the shaded cells of every group form one polyomino of exactly `size` cells,
// connected through sides (LITS's tetromino in each room): `Count` exactly `size` and
// `ConnectedWithin` in one rule, whose native search reads the group's placements (the connected
// `size`-cell sets inside it).
//
// Encoded as the count and the connection within (their clauses, and the connection's lazy
// cuts), so that its CNF is theirs. Its propagation per group reads the placements: those that
// fit the known cells (none of theirs unshaded, every shaded cell of the group in them); none
// fails, a cell in every one is shaded, a cell in none is unshaded. Where the count and the
// connection's propagation took 14 s to over 30 s on janko.at's 10x10 to 14x14 LITS, the native
// search with it decided them in 0.1 to 0.6 s (docs/lits.md).
#pragma once

#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "rules/connected.hpp"
#include "rules/count.hpp"
#include "rules/groups.hpp"
#include "rules/rule.hpp"

namespace gridsat::rules {

// A set of cells (row-major indices of a grid `cols` wide) up to rotation and reflection: the
// smallest of its eight images, each moved to the origin and written as sorted (row, col) pairs.
std::vector<std::pair<int, int>> free_shape(const std::vector<int>& cells, int cols);
// The name of a tetromino's shape ("L", "I", "T", "S", "O"), or "" for any other set.
std::string tetromino_name(const std::vector<std::pair<int, int>>& shape);
// The first of `cells` (non-empty) that a flood fill through their sides from the first does not
// reach, or -1 when they are connected.
int cut_off_cell(const std::vector<int>& cells, int cols);
// The connected sets of `size` cells inside `group` (each sorted), each grown from its smallest
// cell by adding side neighbours above it inside the group.
std::vector<std::vector<int>> placements(GridShape shape, const std::vector<int>& group, int size);

class Polyominoes final : public ShadingRule {
 public:
  // Throws std::logic_error for a size below 1.
  Polyominoes(GridShape shape, Groups groups, int size);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  std::vector<Cut> cuts(const Grid& answer) const override { return within_.cuts(answer); }

 private:
  GridShape shape_;
  Groups groups_;
  int size_;
  Count count_;
  ConnectedWithin within_;
  // Per group, its placements: found on the first propagation (the encoding, the cuts and the
  // rules check, for which the rule set is built again each time, do not need them).
  const std::vector<std::vector<std::vector<int>>>& placed() const;
  mutable std::once_flag placed_once_;
  mutable std::vector<std::vector<std::vector<int>>> placed_;
};

}  // namespace gridsat::rules
