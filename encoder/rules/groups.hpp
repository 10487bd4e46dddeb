// Groups: the sets of cells that rules are stated over (rows, columns, rooms given by a label per
// cell) with the names messages give them ("row 3", "region 2"), and the neighbourhoods of a cell
// (side: the four orthogonal neighbours; king: the eight around it).
#pragma once

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rules/shading.hpp"

namespace gridsat::rules {

struct Groups {
  std::vector<std::vector<int>> cells;  // each group's cells, row-major
  std::vector<std::string> names;       // "row 1", for messages
  // Or, for groups added without a name, the name made from a group's cells when a message asks
  // for it: for a group per cell (light up's), whose names would cost more than the rest of the
  // rules while the rules are built for every puzzle read and messages are rare.
  std::function<std::string(const std::vector<int>& cells)> name_of;

  void add(std::string name, std::vector<int> group) {
    names.push_back(std::move(name));
    cells.push_back(std::move(group));
  }
  // A group that name_of names (every group of these must be).
  void add(std::vector<int> group) { cells.push_back(std::move(group)); }
  std::string name(std::size_t group) const {
    return names.empty() && name_of ? name_of(cells[group]) : names[group];
  }
  // The groups of `other` after these, both named (throws std::logic_error for groups that
  // name_of names).
  void append(const Groups& other);
  int size() const { return static_cast<int>(cells.size()); }
};

Groups whole_grid(GridShape shape);  // one group, "the grid": every cell
Groups rows_of(GridShape shape);     // "row 1" .. "row R"
Groups columns_of(GridShape shape);  // "column 1" .. "column C"
// One group per label 0..count-1 of `label` (one per cell, row-major), named `word` and the
// label + 1 ("region 1"); a label used by no cell gives an empty group.
Groups rooms_of(const std::vector<int>& label, int count, std::string_view word = "region");

// Per cell, the parts (groups, clues) that read it: for the propagation near narrowed cells. Kept
// flat, one allocation for every cell, since a rule set is built for every puzzle read.
class CellIndex {
 public:
  // `parts[k]` lists the cells part k reads; `cells` is the grid's size.
  CellIndex(int cells, const std::vector<std::vector<int>>& parts);
  // The parts that read any of `cells`, each once, in the order first met (the list lives until
  // the thread's next call).
  const std::vector<int>& parts_of(std::span<const int> cells) const;
  std::span<const int> of(int cell) const {
    const auto c = static_cast<std::size_t>(cell);
    return std::span<const int>(items_).subspan(start_[c], start_[c + 1] - start_[c]);
  }

 private:
  std::vector<std::size_t> start_;  // cell c's parts are items_[start_[c] .. start_[c + 1])
  std::vector<int> items_;
};

enum class Touch { Side, King };
// Each cell's neighbours: the orthogonal ones (Side) or all eight around it (King), in reading
// order.
std::vector<std::vector<int>> neighbours(GridShape shape, Touch touch);
// Every pair of side neighbours once, cell by cell in reading order: the cell and the one to its
// right, then the cell and the one below it.
std::vector<std::pair<int, int>> side_pairs(GridShape shape);

// Clues on the sides of an n x n grid (skylines, first seen), side 0 to 3 for top, bottom, left
// and right (kAllSides' order), `index` left to right or top to bottom: the cells the clue's line
// reads, nearest first, and the clue's place in messages ("top clue 3 of column 2"). Written
// here for the evaluators, apart from the encodings' line_from_side.
std::vector<int> side_line(int n, std::size_t side, int index);
// The same on a rectangle: columns from the top and bottom, rows from the left and right.
std::vector<int> side_line(GridShape shape, std::size_t side, int index);
std::string side_clue_name(std::size_t side, int index, const std::string& clue);

}  // namespace gridsat::rules
