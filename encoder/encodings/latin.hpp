// One-hot cells over a grid and the "each value exactly once per group of cells" constraint that
// sudoku boxes, rows, columns (the Latin square), diagonals and jigsaw regions share.
#pragma once

#include <vector>

#include "cnf/cnf.hpp"
#include "encodings/amo.hpp"

namespace gridsat {

// Variables x(cell, value) for `cells` cells and values 0..values-1, allocated consecutively.
class OneHotGrid {
 public:
  OneHotGrid() = default;
  OneHotGrid(Cnf& cnf, int cells, int values)
      : first_(cnf.new_vars(cells * values)), cells_(cells), values_(values) {}
  // The grid over variables made elsewhere: first, first + 1, ... (cell-major).
  OneHotGrid(Lit first, int cells, int values) : first_(first), cells_(cells), values_(values) {}
  Lit lit(int cell, int value_index) const { return first_ + cell * values_ + value_index; }
  int cells() const { return cells_; }
  int values() const { return values_; }
  // The literals of one cell, all values.
  std::vector<Lit> cell_lits(int cell) const;

 private:
  int first_ = 1;
  int cells_ = 0;
  int values_ = 0;
};

// Each cell takes exactly one value.
void one_value_per_cell(Cnf& cnf, const OneHotGrid& grid, Amo amo);

// Each value occurs exactly once among `group` (a group of exactly grid.values() cells):
// the at-most-one half is the rule, the at-least-one half is the redundant "hidden single"
// clause of the extended encoding that makes propagation far stronger.
void each_value_once(Cnf& cnf, const OneHotGrid& grid, const std::vector<int>& group, Amo amo);

// Each value occurs at most once among `group` (any size; e.g. a killer cage).
void each_value_at_most_once(Cnf& cnf, const OneHotGrid& grid, const std::vector<int>& group,
                             Amo amo);

// The rows and columns of an n x n grid (cells numbered row-major), as groups.
std::vector<std::vector<int>> rows_and_columns(int n);

// An n x n Latin square of the values 1..n, the start of every genre built on one: one-hot cells
// named in cnf.answer() (cell (r, c) holds v + 1), exactly one value per cell, and each value
// once in every row and every column.
OneHotGrid latin_square(Cnf& cnf, int n, Amo amo);

}  // namespace gridsat
