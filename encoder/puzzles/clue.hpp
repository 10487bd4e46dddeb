// A clue of a puzzle. Removable clues are what analyze reports as redundant and generate takes
// away; each genre says which of its clues are removable (Puzzle::removable_clues). The clues
// that are the puzzle's structure (a calcudoku's cages, ...) are not removable, but explanations
// (hint, --explain) name them too, as Part clues (Puzzle::fixed_clues).
#pragma once

#include <vector>

#include "encodings/visibility.hpp"  // Side
#include "puzzles/grid.hpp"

namespace gridsat {

struct Clue {
  // Given: a cell's value. Border: a clue outside the grid (side, line). Mark: the genre's
  // `index`-th clue of another kind (a sign between two cells, ...), `value` its value. Part:
  // the genre's `index`-th fixed clue (a cage with its target, ...), never removable.
  enum class Kind { Given, Border, Mark, Part };
  Kind kind = Kind::Given;
  int row = 0;  // Given: the cell, 0-based
  int col = 0;
  Side side = Side::Top;  // Border: the side and the line, 0-based
  int index = 0;          // Border: the line; Mark, Part: the genre's numbering
  int value = 0;          // the given's value, or the clue (a count, a sum, a letter 1..K)
  bool operator==(const Clue&) const = default;
};

// Every cell of a solution as a given, row by row: what a generator offers first when the
// givens are the clues.
std::vector<Clue> every_cell_given(const Grid& solution);

}  // namespace gridsat
