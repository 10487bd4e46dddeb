// Polyominoes read plainly: each group's shaded cells counted and flood-filled; and the free
// shape of a set of cells, brought to its smallest image under rotation and reflection.
#include <algorithm>

#include "rules/polyominoes.hpp"

namespace gridsat::rules {

std::vector<std::pair<int, int>> free_shape(const std::vector<int>& cells, int cols) {
  std::vector<std::pair<int, int>> best;
  for (int image = 0; image < 8; ++image) {
    std::vector<std::pair<int, int>> points;
    for (int cell : cells) {
      int r = cell / cols, c = cell % cols;
      if (image & 1) std::swap(r, c);  // a reflection in the diagonal
      if (image & 2) r = -r;
      if (image & 4) c = -c;
      points.emplace_back(r, c);
    }
    int top = 0, left = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
      top = i == 0 ? points[i].first : std::min(top, points[i].first);
      left = i == 0 ? points[i].second : std::min(left, points[i].second);
    }
    for (auto& [r, c] : points) {
      r -= top;
      c -= left;
    }
    std::sort(points.begin(), points.end());
    if (image == 0 || points < best) best = std::move(points);
  }
  return best;
}

std::string tetromino_name(const std::vector<std::pair<int, int>>& shape) {
  if (shape.size() != 4) return "";
  int rows = 0, cols = 0;
  for (auto [r, c] : shape) {
    rows = std::max(rows, r + 1);
    cols = std::max(cols, c + 1);
  }
  if (rows == 1 || cols == 1) return "I";
  if (rows == 2 && cols == 2) return "O";
  // Three long: T has a cell beside the middle of the long side, S beside its second and one
  // end, L beside an end only.
  const bool wide = cols == 3;
  std::vector<int> count(3, 0);  // cells per position along the long side
  for (auto [r, c] : shape) ++count[static_cast<std::size_t>(wide ? c : r)];
  if (count[1] == 2 && count[0] == 1 && count[2] == 1) {
    // T or S: in a T the cells off the long side's line are one, and it sits at the middle.
    int line = -1;
    for (int k = 0; k < 2; ++k) {
      int on = 0;
      for (auto [r, c] : shape) on += (wide ? r : c) == k;
      if (on == 3) line = k;
    }
    return line >= 0 ? "T" : "S";
  }
  return "L";
}

int cut_off_cell(const std::vector<int>& cells, int cols) {
  std::vector<int> reached = {cells[0]};
  for (std::size_t i = 0; i < reached.size(); ++i)
    for (int b : cells) {
      const int a = reached[i];
      const bool side =
          (a / cols == b / cols && (a - b == 1 || b - a == 1)) || a - b == cols || b - a == cols;
      if (side && std::find(reached.begin(), reached.end(), b) == reached.end())
        reached.push_back(b);
    }
  for (int cell : cells)
    if (std::find(reached.begin(), reached.end(), cell) == reached.end()) return cell;
  return -1;
}

std::string Polyominoes::describe() const {
  return "the shaded cells of every group form one piece of " + std::to_string(size_) + " cells";
}

// As pzprjs checks LITS: first a group with too many shaded cells, then one whose shaded cells
// are not connected, then one with too few.
std::optional<Violation> Polyominoes::evaluate(const Grid& s) const {
  std::vector<std::vector<int>> shaded(groups_.cells.size());
  for (std::size_t g = 0; g < groups_.cells.size(); ++g)
    for (int cell : groups_.cells[g])
      if (s.cells[static_cast<std::size_t>(cell)] == 1) shaded[g].push_back(cell);
  auto count_off = [&](std::size_t g) {
    const int first = groups_.cells[g].empty() ? 0 : groups_.cells[g].front();
    return Violation{groups_.name(g) + " holds " + std::to_string(shaded[g].size()) +
                         " shaded cells, not " + std::to_string(size_),
                     first / s.cols, first % s.cols};
  };
  for (std::size_t g = 0; g < groups_.cells.size(); ++g)
    if (static_cast<int>(shaded[g].size()) > size_) return count_off(g);
  for (std::size_t g = 0; g < groups_.cells.size(); ++g) {
    if (shaded[g].empty()) continue;
    if (const int cell = cut_off_cell(shaded[g], s.cols); cell >= 0)
      return Violation{"the shaded cells of " + groups_.name(g) +
                           " are not connected: " + cell_name(cell, s.cols) + " is cut off from " +
                           cell_name(shaded[g][0], s.cols),
                       cell / s.cols, cell % s.cols};
  }
  for (std::size_t g = 0; g < groups_.cells.size(); ++g)
    if (static_cast<int>(shaded[g].size()) < size_) return count_off(g);
  return std::nullopt;
}

}  // namespace gridsat::rules
