// All different read plainly: every pair of cells of each group.
#include "rules/distinct.hpp"

namespace gridsat::rules {

std::string Distinct::describe() const {
  return "the cells of each group hold different numbers";
}

std::optional<Violation> Distinct::evaluate(const Grid& values) const {
  for (int g = 0; g < groups_.size(); ++g) {
    const std::vector<int>& group = groups_.cells[static_cast<std::size_t>(g)];
    for (std::size_t i = 0; i < group.size(); ++i)
      for (std::size_t j = i + 1; j < group.size(); ++j) {
        const int a = group[i], b = group[j];
        const int v = values.cells[static_cast<std::size_t>(a)];
        if (v == values.cells[static_cast<std::size_t>(b)])
          return Violation{groups_.name(static_cast<std::size_t>(g)) + " holds " +
                               std::to_string(v) + " twice (" + cell_name(a, shape_.cols) +
                               " and " + cell_name(b, shape_.cols) + ")",
                           b / shape_.cols, b % shape_.cols};
      }
  }
  return std::nullopt;
}

}  // namespace gridsat::rules
