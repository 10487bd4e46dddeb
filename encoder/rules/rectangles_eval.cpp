// Rectangles and Squares read plainly: each area of the colour, flood-filled, fills its
// bounding box (a square one, for Squares).
#include "rules/groups.hpp"
#include "rules/rectangles.hpp"

#include <algorithm>

namespace gridsat::rules {

std::string Rectangles::describe() const {
  return "every area of " + noun_ + " is a rectangle";
}

namespace {

// The first area of `colour` whose size and bounding box (height, width) `broken` refuses, or -1.
template <typename Broken>
int first_area(const Grid& s, int colour, Broken broken) {
  std::vector<char> seen(s.cells.size(), 0);
  for (int start = 0; start < s.rows * s.cols; ++start) {
    if (seen[static_cast<std::size_t>(start)] || s.cells[static_cast<std::size_t>(start)] != colour)
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
        if (!seen[other] && s.cells[other] == colour) {
          seen[other] = 1;
          stack.push_back(nr * s.cols + nc);
        }
      }
    }
    if (broken(size, bottom - top + 1, right - left + 1)) return start;
  }
  return -1;
}

}  // namespace

std::optional<Violation> Rectangles::evaluate(const Grid& s) const {
  const int start = first_area(s, colour_, [](int size, int h, int w) { return size != h * w; });
  if (start < 0) return std::nullopt;
  return Violation{
      "the area of " + noun_ + " at " + cell_name(start, s.cols) + " is not a rectangle",
      start / s.cols, start % s.cols};
}

Squares::Squares(GridShape shape, int colour, std::string noun)
    : rectangles_(shape, colour, noun),
      shape_(shape),
      colour_(colour),
      noun_(std::move(noun)),
      near_(neighbours(shape, Touch::Side)) {}

std::string Squares::describe() const {
  return "every area of " + noun_ + " is a square";
}

std::optional<Violation> Squares::evaluate(const Grid& s) const {
  const int start =
      first_area(s, colour_, [](int size, int h, int w) { return size != h * w || h != w; });
  if (start < 0) return std::nullopt;
  return Violation{"the area of " + noun_ + " at " + cell_name(start, s.cols) + " is not a square",
                   start / s.cols, start % s.cols};
}

}  // namespace gridsat::rules
