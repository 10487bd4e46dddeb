// Count read plainly: the shaded cells of each group, counted and compared.
#include "rules/count.hpp"

namespace gridsat::rules {

std::string Count::describe() const {
  const std::string relation = relation_ == Relation::Exactly  ? "exactly"
                               : relation_ == Relation::AtMost ? "at most"
                                                               : "at least";
  std::string what = targets_.size() == 1
                         ? std::to_string(targets_[0]) + " " + noun_.of(targets_[0])
                         : "its number of " + noun_.many;
  return "every group (" + std::to_string(groups_.size()) + ") holds " + relation + " " + what;
}

std::optional<Violation> Count::evaluate(const Grid& s) const {
  for (std::size_t g = 0; g < groups_.cells.size(); ++g) {
    const std::vector<int>& group = groups_.cells[g];
    int found = 0;
    for (int cell : group) found += s.cells[static_cast<std::size_t>(cell)] == 1;
    const int want = target(g);
    const bool kept = relation_ == Relation::Exactly  ? found == want
                      : relation_ == Relation::AtMost ? found <= want
                                                      : found >= want;
    if (kept) continue;
    const std::string relation = relation_ == Relation::Exactly  ? "not"
                                 : relation_ == Relation::AtMost ? "more than"
                                                                 : "fewer than";
    const int first = group.empty() ? -1 : group.front();
    return Violation{groups_.name(g) + " holds " + std::to_string(found) + " " + noun_.of(found) +
                         ", " + relation + " " + std::to_string(want),
                     first < 0 ? -1 : first / shape_.cols, first < 0 ? -1 : first % shape_.cols};
  }
  return std::nullopt;
}

}  // namespace gridsat::rules
