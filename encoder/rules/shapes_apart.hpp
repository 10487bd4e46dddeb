// Shapes apart: where the shaded cells of two groups each form a polyomino of `size` cells (all
// connected through sides, exactly `size` of them) and the two are the same shape up to rotation
// and reflection, no shaded cell of one is a side neighbour of a shaded cell of the other (LITS:
// two equal tetrominoes never touch across a room's border; pzprjs's checkTetromino). Groups
// whose shaded cells form no such polyomino are left to the other rules. The groups are disjoint.
//
// Encoded per group over its placements (polyominoes.hpp): "a placement's cells shaded and the
// group's others unshaded -> the group holds the placement's shape" (one variable per group and
// shape it can hold), and per pair of side neighbours a, b in two groups and per shape both can
// hold, one clause "not (a and b shaded and both groups hold the shape)". A shape variable may be
// true without its shape (it only forbids more), so the clauses are as many as the placements plus
// the shared shapes per border. Its propagation waits for two neighbouring groups to be decided
// and then reads the rule plainly: it prunes nothing, the other rules of a genre (a count per
// room, connected within the room) settle the groups.
#pragma once

#include <string>
#include <vector>

#include "rules/groups.hpp"
#include "rules/polyominoes.hpp"
#include "rules/rule.hpp"

namespace gridsat::rules {

class ShapesApart final : public ShadingRule {
 public:
  // Throws std::logic_error for groups that share a cell or a size below 1.
  ShapesApart(GridShape shape, Groups groups, int size);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;

 private:
  // The free shape of the group's shaded cells (`shaded`: per cell, nonzero when shaded) when
  // they form a polyomino of size_ cells, or an empty shape.
  std::vector<std::pair<int, int>> shape_of(int group, const std::vector<char>& shaded) const;

  GridShape shape_;
  Groups groups_;
  int size_;
  std::vector<int> group_of_;                    // per cell, its group or -1
  std::vector<std::pair<int, int>> neighbours_;  // side neighbours in two groups (a < b)
};

}  // namespace gridsat::rules
