// Paired read plainly: no shaded marked cell, as many shaded cells as marked ones, each shaded
// cell beside a marked one, and a pairing found by breadth-first augmenting paths from each
// marked cell in turn (the propagation's matching is written apart, depth first).
#include <algorithm>
#include <deque>

#include "rules/paired.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Whether every marked cell of `s` gets its own shaded side neighbour.
bool every_mark_paired(const Grid& s, const std::vector<int>& marks) {
  const int n = s.rows * s.cols;
  std::vector<int> partner_of(at(n), -1);  // per cell, the cell paired with it, or -1
  auto beside = [&](int cell) {
    std::vector<int> out;
    const int r = cell / s.cols, c = cell % s.cols;
    if (r > 0) out.push_back(cell - s.cols);
    if (c > 0) out.push_back(cell - 1);
    if (c + 1 < s.cols) out.push_back(cell + 1);
    if (r + 1 < s.rows) out.push_back(cell + s.cols);
    std::erase_if(out, [&](int u) { return s.cells[at(u)] != 1; });
    return out;
  };
  for (int start : marks) {
    // Alternating paths: from a marked cell to a shaded neighbour, and on through the marked
    // cell already paired with it, until a shaded cell that is free.
    std::vector<int> came_from(at(n), -2);  // per shaded cell reached, the marked cell before it
    std::deque<int> queue{start};
    int free_cell = -1;
    while (!queue.empty() && free_cell < 0) {
      const int mark = queue.front();
      queue.pop_front();
      for (int u : beside(mark)) {
        if (came_from[at(u)] != -2) continue;
        came_from[at(u)] = mark;
        if (partner_of[at(u)] < 0) {
          free_cell = u;
          break;
        }
        queue.push_back(partner_of[at(u)]);
      }
    }
    if (free_cell < 0) return false;
    // Flip the path: each shaded cell on it takes the marked cell before it, which leaves its
    // old partner to the marked cell before that.
    for (int u = free_cell; u >= 0;) {
      const int mark = came_from[at(u)];
      const int old = partner_of[at(mark)];
      partner_of[at(u)] = mark;
      partner_of[at(mark)] = u;
      u = old;
    }
  }
  return true;
}

}  // namespace

std::string Paired::describe() const {
  return "each " + mark_.one + " is paired with one " + noun_.one + " beside it and each " +
         noun_.one + " with one " + mark_.one + ", one to one";
}

std::optional<Violation> Paired::evaluate(const Grid& s) const {
  const int n = s.rows * s.cols;
  std::vector<int> marks;
  for (int cell = 0; cell < n; ++cell) {
    if (!marked(cell)) continue;
    marks.push_back(cell);
    if (s.cells[at(cell)] == 1)
      return Violation{"a " + noun_.one + " stands on a " + mark_.one, cell / s.cols,
                       cell % s.cols};
  }
  const auto shaded = static_cast<int>(std::count(s.cells.begin(), s.cells.end(), 1));
  if (shaded != static_cast<int>(marks.size()))
    return Violation{"there are " + std::to_string(shaded) + " " + noun_.many + " for " +
                     std::to_string(marks.size()) + " " + mark_.many};
  for (int r = 0; r < s.rows; ++r)
    for (int c = 0; c < s.cols; ++c) {
      if (s.at(r, c) != 1) continue;
      const bool beside_mark = (r > 0 && marked((r - 1) * s.cols + c)) ||
                               (r + 1 < s.rows && marked((r + 1) * s.cols + c)) ||
                               (c > 0 && marked(r * s.cols + c - 1)) ||
                               (c + 1 < s.cols && marked(r * s.cols + c + 1));
      if (!beside_mark)
        return Violation{"the " + noun_.one + " has no " + mark_.one + " next to it", r, c};
    }
  if (!every_mark_paired(s, marks))
    return Violation{"the " + noun_.many + " cannot be paired one to one with orthogonally " +
                     "adjacent " + mark_.many};
  return std::nullopt;
}

}  // namespace gridsat::rules
