// Sight read plainly: from each clue, walk the four ways while the cells have the colour (the ways
// are plain geometry, defined here).
#include "rules/sight.hpp"

namespace gridsat::rules {

std::string Sight::describe() const {
  return "every clue (" + std::to_string(clues_.size()) + ") sees its number of " + noun_.many +
         " along its row and column";
}

std::vector<std::vector<int>> Sight::ways(GridShape shape, int cell) {
  const int dr[4] = {1, 0, -1, 0}, dc[4] = {0, 1, 0, -1};
  std::vector<std::vector<int>> out(4);
  for (int d = 0; d < 4; ++d)
    for (int r = cell / shape.cols + dr[d], c = cell % shape.cols + dc[d];
         r >= 0 && r < shape.rows && c >= 0 && c < shape.cols; r += dr[d], c += dc[d])
      out[static_cast<std::size_t>(d)].push_back(r * shape.cols + c);
  return out;
}

int Sight::seen(const Grid& s, GridShape shape, int cell, int colour) {
  int count = 0;
  for (const std::vector<int>& way : ways(shape, cell))
    for (int next : way) {
      if (s.cells[static_cast<std::size_t>(next)] != colour) break;
      ++count;
    }
  return count;
}

std::optional<Violation> Sight::evaluate(const Grid& s) const {
  for (const SightClue& clue : clues_) {
    const int count = seen(s, shape_, clue.cell, colour_);
    if (count == clue.target) continue;
    const int shown = count + own_;
    return Violation{cell_name(clue.cell, shape_.cols) + " sees " + std::to_string(shown) + " " +
                         noun_.of(shown) + (own_ > 0 ? " (itself included)" : "") + ", not " +
                         std::to_string(clue.target + own_),
                     clue.cell / shape_.cols, clue.cell % shape_.cols};
  }
  return std::nullopt;
}

}  // namespace gridsat::rules
