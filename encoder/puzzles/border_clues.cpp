#include "puzzles/border_clues.hpp"

#include "encodings/visibility.hpp"

namespace gridsat {

std::vector<Clue> givens_and_border_clues(const Grid& grid, const BorderClues& clues) {
  std::vector<Clue> out;
  for (int r = 0; r < grid.rows; ++r)
    for (int c = 0; c < grid.cols; ++c)
      if (int v = grid.at(r, c); v != kUnknown)
        out.push_back({Clue::Kind::Given, r, c, Side::Top, 0, v});
  for (Side side : kAllSides)
    for (std::size_t i = 0; i < clues[static_cast<std::size_t>(side)].size(); ++i)
      if (int v = clues[static_cast<std::size_t>(side)][i]; v != 0)
        out.push_back({Clue::Kind::Border, 0, 0, side, static_cast<int>(i), v});
  return out;
}

void split_border_clues(std::span<const Clue> clues, int rows, int cols, Grid& grid,
                        BorderClues& border) {
  grid = Grid(rows, cols);
  for (auto& side : border) std::fill(side.begin(), side.end(), 0);
  for (const Clue& clue : clues) {
    if (clue.kind == Clue::Kind::Given)
      grid.at(clue.row, clue.col) = clue.value;
    else
      border[static_cast<std::size_t>(clue.side)][static_cast<std::size_t>(clue.index)] =
          clue.value;
  }
}

std::string line_name(Side side, int index) {
  const bool column = side == Side::Top || side == Side::Bottom;
  return (column ? "column " : "row ") + std::to_string(index + 1);
}

std::string describe_border_clue(const Clue& clue, const std::string& value) {
  return std::string(side_name(clue.side)) + " clue " + value + " of " +
         line_name(clue.side, clue.index);
}

std::vector<Clue> border_clues_of(const Grid& solution,
                                  const std::function<int(const std::vector<int>&)>& seen) {
  std::vector<Clue> out;
  const int n = solution.rows;
  for (Side side : kAllSides)
    for (int i = 0; i < n; ++i) {
      std::vector<int> values;
      for (int cell : line_from_side(n, side, i))
        values.push_back(solution.cells[static_cast<std::size_t>(cell)]);
      if (int clue = seen(values); clue != 0)
        out.push_back({Clue::Kind::Border, 0, 0, side, i, clue});
    }
  return out;
}

}  // namespace gridsat
