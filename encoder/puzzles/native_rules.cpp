#include "puzzles/native_rules.hpp"

namespace gridsat {

void DistinctGroups::index(int num_cells) {
  groups_of_cell.assign(static_cast<std::size_t>(num_cells), {});
  for (std::size_t g = 0; g < groups.size(); ++g)
    for (int cell : groups[g])
      groups_of_cell[static_cast<std::size_t>(cell)].push_back(static_cast<int>(g));
}

bool DistinctGroups::propagate(std::vector<Candidates>& cells, bool& changed) const {
  const Candidates all = num_values >= 64 ? ~Candidates{0} : (Candidates{1} << num_values) - 1;
  for (const std::vector<int>& group : groups) {
    // Naked singles: fixed values leave every other cell of the group.
    Candidates fixed = 0;
    for (int cell : group) {
      Candidates c = cells[static_cast<std::size_t>(cell)];
      if (c == 0) return false;
      if (popcount(c) == 1) {
        if (fixed & c) return false;
        fixed |= c;
      }
    }
    Candidates once = 0, twice = 0;
    for (int cell : group) {
      Candidates& c = cells[static_cast<std::size_t>(cell)];
      if (popcount(c) > 1 && (c & fixed)) {
        c &= ~fixed;
        changed = true;
        if (c == 0) return false;
      }
      twice |= once & c;
      once |= c;
    }
    if (static_cast<int>(group.size()) != num_values) continue;
    // Hidden singles: in a full group every value must have a place; one place means it is there.
    if (once != all) return false;
    Candidates single = once & ~twice & ~fixed;
    if (single == 0) continue;
    for (int cell : group) {
      Candidates& c = cells[static_cast<std::size_t>(cell)];
      Candidates mine = c & single;
      if (mine == 0) continue;
      if (popcount(mine) > 1) return false;  // two values can only go to this one cell
      c = mine;
      changed = true;
    }
  }
  return true;
}

}  // namespace gridsat
