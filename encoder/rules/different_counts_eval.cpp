// Different counts read plainly: each pair's groups counted and compared.
#include "rules/different_counts.hpp"

namespace gridsat::rules {

std::string DifferentCounts::describe() const {
  return "neighbouring groups (" + std::to_string(pairs_.size()) +
         " pairs) hold different numbers of " + noun_.many;
}

std::optional<Violation> DifferentCounts::evaluate(const Grid& s) const {
  auto count = [&](int group) {
    int found = 0;
    for (int cell : groups_.cells[static_cast<std::size_t>(group)])
      found += s.cells[static_cast<std::size_t>(cell)] == 1;
    return found;
  };
  for (auto [a, b] : pairs_) {
    const int n = count(a);
    if (n != count(b)) continue;
    const int first = groups_.cells[static_cast<std::size_t>(b)].front();
    return Violation{groups_.name(static_cast<std::size_t>(a)) + " and " +
                         groups_.name(static_cast<std::size_t>(b)) + " both hold " +
                         std::to_string(n) + " " + noun_.of(n),
                     first / shape_.cols, first % shape_.cols};
  }
  return std::nullopt;
}

}  // namespace gridsat::rules
