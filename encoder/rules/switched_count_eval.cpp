// Switched counts read plainly: each group whose switch cell has the colour, its shaded cells
// counted.
#include "rules/switched_count.hpp"

namespace gridsat::rules {

std::string SwitchedCount::describe() const {
  return "every group (" + std::to_string(groups_.size()) + ") whose switch cell is " +
         (on_ == 1 ? "shaded" : "unshaded") + " holds exactly its number of " + noun_.many;
}

std::optional<Violation> SwitchedCount::evaluate(const Grid& s) const {
  for (std::size_t g = 0; g < groups_.cells.size(); ++g) {
    const int key = switches_[g];
    if (s.cells[static_cast<std::size_t>(key)] != on_) continue;
    int found = 0;
    for (int cell : groups_.cells[g]) found += s.cells[static_cast<std::size_t>(cell)] == 1;
    if (found == targets_[g]) continue;
    return Violation{groups_.name(g) + " counts " + std::to_string(found) + " " + noun_.of(found) +
                         ", not " + std::to_string(targets_[g]),
                     key / shape_.cols, key % shape_.cols};
  }
  return std::nullopt;
}

}  // namespace gridsat::rules
