// The MiniZinc side of the comparison: which model (encoder/genres/<type>/<type>.mzn) a puzzle goes
// to, its data file (.dzn), and reading the grid MiniZinc prints (the models print the cells
// row-major on one line, numbers separated by spaces; abc blanks are 0, letters 1..K; shading
// 0/1; a loop genre prints its answer grid, the h rows then the v rows with each h row's padding
// 0, as puzzles/answer_kind.hpp lays them out).
#pragma once

#include <optional>
#include <string>

#include "puzzles/grid.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat::bench {

// The model's file name ("sudoku.mzn", ...) and the data for it, or nothing for a puzzle type
// that has no model.
struct MiniZincInput {
  std::string model;
  std::string data;
};
std::optional<MiniZincInput> minizinc_input(const Puzzle& puzzle);

// The grid in MiniZinc's output, or nothing when it printed none (no solution, or cut short).
std::optional<Grid> read_minizinc_grid(const std::string& output, int rows, int cols);

}  // namespace gridsat::bench
