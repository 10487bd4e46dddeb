#include "rules/numbered_neighbours.hpp"

#include "rules/groups.hpp"

namespace gridsat::rules {

NumberedNeighbours::NumberedNeighbours(GridShape shape)
    : shape_(shape), near_(neighbours(shape, Touch::Side)) {}

std::string NumberedNeighbours::describe() const {
  return "a number counts its side neighbours that hold numbers";
}

std::optional<Violation> NumberedNeighbours::evaluate(const Grid& values) const {
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    const int n = values.cells[static_cast<std::size_t>(cell)];
    if (n == 0) continue;
    int numbered = 0;
    for (int u : near_[static_cast<std::size_t>(cell)])
      numbered += values.cells[static_cast<std::size_t>(u)] != 0;
    if (numbered != n)
      return Violation{"the " + std::to_string(n) + " has " + std::to_string(numbered) +
                           (numbered == 1 ? " number" : " numbers") + " beside it",
                       cell / shape_.cols, cell % shape_.cols};
  }
  return std::nullopt;
}

}  // namespace gridsat::rules
