// Switched counts: every group whose switch cell has a given colour holds exactly its target of
// shaded cells; where the switch cell has the other colour, the group may hold any number
// (Yajisan-Kazusan's arrows: an unshaded clue counts the shaded cells it points at, a shaded one
// says nothing; pzprjs's checkArrowNumber). A switch cell lies outside its group.
//
// Encoded per group as the unary count of its cells cut just above the target (the totalizer of
// Bailleux and Boufkhad 2003 through encodings/cardinality, both directions, so that it is
// arc-consistent under unit propagation) and two clauses that carry the switch: "switch ->
// at least target" and "switch -> not target + 1"; a target above the group's size leaves the
// single clause "not switch". Its propagation per group: with the switch on, Count's (past the
// target fails, at it the open cells are unshaded, with just enough open cells they are shaded);
// with the switch open, a group that can no longer hold its target turns the switch off. With
// `apart` (the groups are lines of side neighbours in order, and another rule keeps shaded cells
// from touching: kNoSideNeighbours), a run of m open cells holds at most ceil(m / 2) shaded
// cells: a group that cannot reach its target that way turns its switch off, and one that just
// reaches it shades every other cell of each odd run, from its ends (star battle's counting
// argument along a line). The native search branches where a count is tightest (choose).
#pragma once

#include <string>
#include <vector>

#include "rules/groups.hpp"
#include "rules/rule.hpp"

namespace gridsat::rules {

class SwitchedCount final : public ShadingRule {
 public:
  // One target and one switch cell per group; `on` the switch cell's colour that makes its
  // group count. Throws std::logic_error for lists of other lengths, or a switch cell inside its
  // group or outside the grid, or with `apart` a group that is not a line of side neighbours.
  SwitchedCount(GridShape shape, Groups groups, std::vector<int> targets, std::vector<int> switches,
                int on, Noun noun = {}, bool apart = false);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  // Branches in the group, switched on, with the least slack (open cells beyond those it
  // misses), on its first open cell, shaded first; with none, on an open switch cell, on first.
  bool choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override;
  unsigned needs() const override { return apart_ ? kNoSideNeighbours : kNoFacts; }

 private:
  // The most shaded cells the open cells of `line` can hold when no two touch.
  static int most_apart(const std::vector<int>& line, const std::vector<Candidates>& cells);

  GridShape shape_;
  Groups groups_;
  std::vector<int> targets_;
  std::vector<int> switches_;
  int on_;
  Noun noun_;
  bool apart_;
};

}  // namespace gridsat::rules
