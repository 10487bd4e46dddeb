#include "encodings/latin.hpp"

namespace gridsat {

std::vector<Lit> OneHotGrid::cell_lits(int cell) const {
  std::vector<Lit> lits(static_cast<std::size_t>(values_));
  for (int v = 0; v < values_; ++v) lits[static_cast<std::size_t>(v)] = lit(cell, v);
  return lits;
}

void one_value_per_cell(Cnf& cnf, const OneHotGrid& grid, Amo amo) {
  for (int cell = 0; cell < grid.cells(); ++cell) exactly_one(cnf, grid.cell_lits(cell), amo);
}

namespace {
std::vector<Lit> value_lits(const OneHotGrid& grid, const std::vector<int>& group, int value) {
  std::vector<Lit> lits;
  lits.reserve(group.size());
  for (int cell : group) lits.push_back(grid.lit(cell, value));
  return lits;
}
}  // namespace

void each_value_once(Cnf& cnf, const OneHotGrid& grid, const std::vector<int>& group, Amo amo) {
  for (int v = 0; v < grid.values(); ++v) exactly_one(cnf, value_lits(grid, group, v), amo);
}

void each_value_at_most_once(Cnf& cnf, const OneHotGrid& grid, const std::vector<int>& group,
                             Amo amo) {
  for (int v = 0; v < grid.values(); ++v) at_most_one(cnf, value_lits(grid, group, v), amo);
}

std::vector<std::vector<int>> rows_and_columns(int n) {
  std::vector<std::vector<int>> groups;
  groups.reserve(static_cast<std::size_t>(2 * n));
  for (int r = 0; r < n; ++r) {
    std::vector<int> row;
    row.reserve(static_cast<std::size_t>(n));
    for (int c = 0; c < n; ++c) row.push_back(r * n + c);
    groups.push_back(std::move(row));
  }
  for (int c = 0; c < n; ++c) {
    std::vector<int> col;
    col.reserve(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r) col.push_back(r * n + c);
    groups.push_back(std::move(col));
  }
  return groups;
}

OneHotGrid latin_square(Cnf& cnf, int n, Amo amo) {
  OneHotGrid x(cnf, n * n, n);
  for (int cell = 0; cell < n * n; ++cell)
    for (int v = 0; v < n; ++v) cnf.answer().add(cell / n, cell % n, v + 1, x.lit(cell, v));
  one_value_per_cell(cnf, x, amo);
  for (const auto& line : rows_and_columns(n)) each_value_once(cnf, x, line, amo);
  return x;
}

}  // namespace gridsat
