// Clues around the grid (skyscrapers, easy as abc): the removable clues of a puzzle that has them
// are its givens and its border clues, written here once for every such genre.
#pragma once

#include <array>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "puzzles/clue.hpp"
#include "puzzles/grid.hpp"

namespace gridsat {

using BorderClues = std::array<std::vector<int>, 4>;  // [side][index], 0 = no clue

// The givens of `grid`, row by row, then the border clues (top, bottom, left, right).
std::vector<Clue> givens_and_border_clues(const Grid& grid, const BorderClues& clues);
// Splits `clues` into a grid of givens (rows x cols) and border clues (n per side).
void split_border_clues(std::span<const Clue> clues, int rows, int cols, Grid& grid,
                        BorderClues& border);
// The line a clue on `side` at `index` (0-based) looks along, for messages: "column 2", "row 3".
std::string line_name(Side side, int index);
// "top clue 3 of column 2" (1-based); `value` as the genre writes it.
std::string describe_border_clue(const Clue& clue, const std::string& value);
// Every border clue a solution of an n x n grid shows: `seen` gives the clue of a line of values
// read from its side (nearest first), 0 for none.
std::vector<Clue> border_clues_of(const Grid& solution,
                                  const std::function<int(const std::vector<int>&)>& seen);

}  // namespace gridsat
