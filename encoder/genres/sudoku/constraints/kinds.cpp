// The registry of variant constraint kinds, in three families, each listed by its own file:
// lines (line_kinds.cpp), signs between neighbours and rules over the whole grid
// (neighbour_kinds.cpp), sums and areas (area_kinds.cpp).
#include "genres/sudoku/constraints/kinds.hpp"

namespace gridsat {

const std::vector<ConstraintKind>& constraint_kinds() {
  static const std::vector<ConstraintKind> kinds = [] {
    std::vector<ConstraintKind> all;
    for (auto family : {line_kinds, neighbour_kinds, area_kinds})
      for (ConstraintKind& kind : family()) all.push_back(kind);
    return all;
  }();
  return kinds;
}

const ConstraintKind* find_constraint_kind(std::string_view name) {
  for (const ConstraintKind& kind : constraint_kinds())
    if (kind.name == name) return &kind;
  return nullptr;
}

}  // namespace gridsat
