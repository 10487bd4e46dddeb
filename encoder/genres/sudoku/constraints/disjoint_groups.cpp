// Disjoint groups. The n groups (one per position inside a box) each hold 1..n once, so they are
// returned by groups(n) and the sudoku adds them to its rows, columns and boxes: the same
// "each value exactly once" clauses and the same all-different propagator, nothing of its own
// here. The groups need boxes: on jigsaw regions the kind does not apply.
#include "genres/sudoku/constraints/disjoint_groups.hpp"

#include <stdexcept>

namespace gridsat {

std::string DisjointGroups::describe(int) const {
  return "disjoint group";
}

std::vector<std::vector<int>> DisjointGroups::groups(int n) const {
  std::vector<std::vector<int>> out;
  for (int r = 0; r < box_rows; ++r)
    for (int c = 0; c < box_cols; ++c) {
      std::vector<int> group;
      for (int br = 0; br < n / box_rows; ++br)
        for (int bc = 0; bc < n / box_cols; ++bc)
          group.push_back((br * box_rows + r) * n + bc * box_cols + c);
      out.push_back(std::move(group));
    }
  return out;
}

std::optional<Violation> DisjointGroups::check(const Grid&) const {
  return std::nullopt;  // the sudoku checks its groups
}

void DisjointGroups::encode(SudokuVars&, const EncodeOptions&) const {}

bool DisjointGroups::propagate(std::vector<Candidates>&, int, bool&) const {
  return true;
}

void DisjointGroups::draw(Picture& picture) const {
  picture.rules.push_back("disjoint groups");
}

std::string DisjointGroups::native_line(int) const {
  return "";
}

namespace {

ConstraintPtr make_disjoint_groups(const FlagContext& context) {
  if (context.jigsaw)
    throw std::invalid_argument(
        "disjoint groups need boxes: the cells of jigsaw regions have no common position");
  auto d = std::make_shared<DisjointGroups>();
  d->box_rows = context.box_rows;
  d->box_cols = context.box_cols;
  return d;
}

}  // namespace

ConstraintKind disjoint_groups_kind() {
  return {"disjoint",
          "disjoint groups: cells in the same place of their boxes differ",
          true,
          nullptr,
          make_disjoint_groups,
          nullptr};
}

}  // namespace gridsat
