#include "rules/group_count.hpp"

namespace gridsat::rules {

GroupCount::GroupCount(GridShape shape, Groups groups)
    : shape_(shape), groups_(std::move(groups)) {}

std::string GroupCount::describe() const {
  return "every number in a room is the count of the room's numbers";
}

std::optional<Violation> GroupCount::evaluate(const Grid& values) const {
  for (std::size_t g = 0; g < groups_.cells.size(); ++g) {
    const auto& cells = groups_.cells[g];
    int numbers = 0;
    for (int cell : cells) numbers += values.cells[static_cast<std::size_t>(cell)] != 0;
    for (int cell : cells) {
      const int n = values.cells[static_cast<std::size_t>(cell)];
      if (n != 0 && n != numbers)
        return Violation{groups_.name(g) + " holds " + std::to_string(numbers) +
                             (numbers == 1 ? " number" : " numbers") + ", not " + std::to_string(n),
                         cell / shape_.cols, cell % shape_.cols};
    }
  }
  return std::nullopt;
}

}  // namespace gridsat::rules
