// Groups: the sets of cells that rules are stated over (rows, columns, rooms given by a label per
// cell) with the names messages give them ("row 3", "region 2"), and the neighbourhoods of a cell
// (side: the four orthogonal neighbours; king: the eight around it).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rules/shading.hpp"

namespace gridsat::rules {

struct Groups {
  std::vector<std::vector<int>> cells;  // each group's cells, row-major
  std::vector<std::string> names;       // "row 1", for messages

  void add(std::string name, std::vector<int> group) {
    names.push_back(std::move(name));
    cells.push_back(std::move(group));
  }
  // The groups of `other` after these.
  void append(const Groups& other);
  int size() const { return static_cast<int>(cells.size()); }
};

Groups whole_grid(GridShape shape);  // one group, "the grid": every cell
Groups rows_of(GridShape shape);     // "row 1" .. "row R"
Groups columns_of(GridShape shape);  // "column 1" .. "column C"
// One group per label 0..count-1 of `label` (one per cell, row-major), named `word` and the
// label + 1 ("region 1"); a label used by no cell gives an empty group.
Groups rooms_of(const std::vector<int>& label, int count, std::string_view word = "region");

enum class Touch { Side, King };
// Each cell's neighbours: the orthogonal ones (Side) or all eight around it (King), in reading
// order.
std::vector<std::vector<int>> neighbours(GridShape shape, Touch touch);

}  // namespace gridsat::rules
