// A grid of cell values. Values are small integers: 1..N for numeric types, 0..K for abc (0 is a
// blank, 1 = A), 0/1 for binairo. kUnknown marks a cell without a given or not yet solved.
#pragma once

#include <string>
#include <vector>

namespace gridsat {

inline constexpr int kUnknown = -1;

struct Grid {
  int rows = 0;
  int cols = 0;
  std::vector<int> cells;  // row-major

  Grid() = default;
  Grid(int r, int c, int fill = kUnknown)
      : rows(r), cols(c), cells(static_cast<std::size_t>(r) * static_cast<std::size_t>(c), fill) {}
  int& at(int r, int c) { return cells[static_cast<std::size_t>(r * cols + c)]; }
  int at(int r, int c) const { return cells[static_cast<std::size_t>(r * cols + c)]; }
  bool operator==(const Grid&) const = default;
};

// A cell of a row-major grid `width` cells wide as messages name it: "r3c4", 1-based.
inline std::string cell_name(int cell, int width) {
  return "r" + std::to_string(cell / width + 1) + "c" + std::to_string(cell % width + 1);
}

}  // namespace gridsat
