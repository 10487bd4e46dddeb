#include "puzzles/answer.hpp"

#include <stdexcept>

namespace gridsat {

namespace {
std::vector<int> entries_per_cell(const AnswerMap& answer, int rows, int cols) {
  std::vector<int> entries(static_cast<std::size_t>(rows * cols), 0);
  for (const CellVar& cv : answer.entries())
    ++entries[static_cast<std::size_t>(cv.row * cols + cv.col)];
  return entries;
}
}  // namespace

Grid decode_grid(const AnswerMap& answer, int rows, int cols,
                 const std::function<bool(int var)>& value) {
  if (answer.loop()) {
    rows = answer.loop()->grid_rows();
    cols = answer.loop()->grid_cols();
  }
  Grid g(rows, cols);
  std::vector<int> entries = entries_per_cell(answer, rows, cols);
  for (const CellVar& cv : answer.entries())
    if (value(cv.var)) g.cells[static_cast<std::size_t>(cv.row * cols + cv.col)] = cv.value;
  for (const CellVar& cv : answer.entries()) {
    std::size_t i = static_cast<std::size_t>(cv.row * cols + cv.col);
    if (entries[i] == 1 && cv.value == 1 && g.cells[i] == kUnknown) g.cells[i] = 0;
  }
  if (answer.loop())  // the padding of the loop layout: no variable, never on the loop
    for (std::size_t i = 0; i < g.cells.size(); ++i)
      if (entries[i] == 0) g.cells[i] = 0;
  return g;
}

std::vector<Lit> solution_literals(const AnswerMap& answer, const Grid& grid) {
  std::vector<int> entries = entries_per_cell(answer, grid.rows, grid.cols);
  std::vector<Lit> lits;
  for (const CellVar& cv : answer.entries()) {
    int v = grid.at(cv.row, cv.col);
    if (v == cv.value)
      lits.push_back(cv.var);
    else if (v == 0 && cv.value == 1 &&
             entries[static_cast<std::size_t>(cv.row * grid.cols + cv.col)] == 1)
      lits.push_back(-cv.var);  // a boolean cell holding 0
  }
  return lits;
}

std::vector<Lit> blocking_clause(const AnswerMap& answer, const Grid& grid) {
  std::vector<Lit> clause = solution_literals(answer, grid);
  for (Lit& lit : clause) lit = -lit;
  return clause;
}

}  // namespace gridsat
