// Rectangles read plainly: each area of the colour, flood-filled, fills its bounding box.
#include "rules/rectangles.hpp"

#include <algorithm>

namespace gridsat::rules {

std::string Rectangles::describe() const {
  return "every area of " + noun_ + " is a rectangle";
}

std::optional<Violation> Rectangles::evaluate(const Grid& s) const {
  std::vector<char> seen(s.cells.size(), 0);
  for (int start = 0; start < s.rows * s.cols; ++start) {
    if (seen[static_cast<std::size_t>(start)] ||
        s.cells[static_cast<std::size_t>(start)] != colour_)
      continue;
    int top = s.rows, bottom = -1, left = s.cols, right = -1, size = 0;
    std::vector<int> stack{start};
    seen[static_cast<std::size_t>(start)] = 1;
    while (!stack.empty()) {
      const int cell = stack.back();
      stack.pop_back();
      const int r = cell / s.cols, c = cell % s.cols;
      ++size;
      top = std::min(top, r);
      bottom = std::max(bottom, r);
      left = std::min(left, c);
      right = std::max(right, c);
      const int near[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
      for (const auto& [nr, nc] : near) {
        if (nr < 0 || nr >= s.rows || nc < 0 || nc >= s.cols) continue;
        const auto other = static_cast<std::size_t>(nr * s.cols + nc);
        if (!seen[other] && s.cells[other] == colour_) {
          seen[other] = 1;
          stack.push_back(nr * s.cols + nc);
        }
      }
    }
    if (size != (bottom - top + 1) * (right - left + 1))
      return Violation{
          "the area of " + noun_ + " at " + cell_name(start, s.cols) + " is not a rectangle",
          start / s.cols, start % s.cols};
  }
  return std::nullopt;
}

}  // namespace gridsat::rules
