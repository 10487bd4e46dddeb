// Water read plainly, as pzprjs's aquarium checks it: every water cell's left, right and lower
// neighbours in its tank hold water; then per pool (a flood fill of water through sides inside
// a tank) no cell below the pool's top row has an empty cell of its tank above it, or per tank
// no empty cell lies in the row of a water cell or below it.
#include <algorithm>

#include "rules/water.hpp"

namespace gridsat::rules {

std::string Water::describe() const {
  return per_tank_ ? "water is held by its tank and stands at one level in each tank"
                   : "water is held by its tank and stands level in each pool";
}

std::optional<Violation> Water::evaluate(const Grid& s) const {
  const int rows = s.rows, cols = s.cols;
  auto tank = [&](int r, int c) { return tanks_[static_cast<std::size_t>(r * cols + c)]; };
  auto name = [&](int r, int c) { return cell_name(r * cols + c, cols); };
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (s.at(r, c) != 1) continue;
      const int next[3][2] = {{r, c - 1}, {r, c + 1}, {r + 1, c}};
      for (const auto& [nr, nc] : next)
        if (nr < rows && nc >= 0 && nc < cols && tank(nr, nc) == tank(r, c) && s.at(nr, nc) != 1)
          return Violation{"the water at " + name(r, c) + " runs into the empty cell " +
                               name(nr, nc) + " of its tank",
                           nr, nc};
    }
  if (per_tank_) {
    std::vector<int> tanks;  // each tank once, by its first cell
    for (int t : tanks_)
      if (std::find(tanks.begin(), tanks.end(), t) == tanks.end()) tanks.push_back(t);
    for (int t : tanks) {
      int highest_water = rows, lowest_empty = -1, er = 0, ec = 0;
      for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
          if (tank(r, c) != t) continue;
          if (s.at(r, c) == 1) highest_water = std::min(highest_water, r);
          if (s.at(r, c) != 1 && r > lowest_empty) lowest_empty = r, er = r, ec = c;
        }
      if (lowest_empty >= highest_water)
        return Violation{name(er, ec) + " is empty at or below the water of its tank (row " +
                             std::to_string(highest_water + 1) + ")",
                         er, ec};
    }
    return std::nullopt;
  }
  std::vector<int> pool(static_cast<std::size_t>(rows * cols), -1);
  for (int start = 0; start < rows * cols; ++start) {
    if (s.cells[static_cast<std::size_t>(start)] != 1 || pool[static_cast<std::size_t>(start)] >= 0)
      continue;
    std::vector<int> cells = {start};
    pool[static_cast<std::size_t>(start)] = start;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const int r = cells[i] / cols, c = cells[i] % cols;
      const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
      for (const auto& [nr, nc] : next) {
        if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || tank(nr, nc) != tank(r, c)) continue;
        const int y = nr * cols + nc;
        if (s.cells[static_cast<std::size_t>(y)] != 1 || pool[static_cast<std::size_t>(y)] >= 0)
          continue;
        pool[static_cast<std::size_t>(y)] = start;
        cells.push_back(y);
      }
    }
    int top = rows;
    for (int x : cells) top = std::min(top, x / cols);
    for (int x : cells) {
      const int r = x / cols, c = x % cols;
      if (r > top && tank(r - 1, c) == tank(r, c) && s.at(r - 1, c) != 1)
        return Violation{
            "the water of the pool at " + name(r, c) + " is not level: " + name(r - 1, c) +
                " above it is empty, and the pool reaches row " + std::to_string(top + 1),
            r - 1, c};
    }
  }
  return std::nullopt;
}

}  // namespace gridsat::rules
