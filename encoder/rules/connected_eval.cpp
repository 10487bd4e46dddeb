// Connected read plainly: a flood fill from the first cell of the colour reaches every other.
#include "rules/connected.hpp"

namespace gridsat::rules {

std::string Connected::describe() const {
  return "the " + noun_ + " are connected";
}

std::optional<Violation> Connected::evaluate(const Grid& s) const {
  const int rows = s.rows, cols = s.cols, n = rows * cols;
  auto has = [&](int cell) { return s.cells[static_cast<std::size_t>(cell)] == colour_; };
  int start = 0;
  while (start < n && !has(start)) ++start;
  if (start == n) return std::nullopt;
  std::vector<char> reached(static_cast<std::size_t>(n), 0);
  std::vector<int> stack{start};
  reached[static_cast<std::size_t>(start)] = 1;
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    const int r = cell / cols, c = cell % cols;
    const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
    for (const auto& rc : next) {
      if (rc[0] < 0 || rc[0] >= rows || rc[1] < 0 || rc[1] >= cols) continue;
      const int u = rc[0] * cols + rc[1];
      if (has(u) && !reached[static_cast<std::size_t>(u)]) {
        reached[static_cast<std::size_t>(u)] = 1;
        stack.push_back(u);
      }
    }
  }
  for (int cell = 0; cell < n; ++cell)
    if (has(cell) && !reached[static_cast<std::size_t>(cell)])
      return Violation{"the " + noun_ + " are not connected: " + cell_name(cell, cols) +
                           " is cut off from " + cell_name(start, cols),
                       cell / cols, cell % cols};
  return std::nullopt;
}

}  // namespace gridsat::rules
