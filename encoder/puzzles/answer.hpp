// Between a model and a grid, through the answer map that encode() wrote.
#pragma once

#include <functional>
#include <vector>

#include "cnf/cnf.hpp"
#include "puzzles/grid.hpp"

namespace gridsat {

// The grid a model describes: each cell takes the value of its true answer variable; a boolean
// cell (one variable, value 1) whose variable is false takes 0; a cell with no true variable
// stays kUnknown. `rows` x `cols` is the puzzle's size; a loop map (AnswerMap::loop) makes the
// grid of its loop layout instead (puzzles/answer_kind.hpp), its padding cells 0.
Grid decode_grid(const AnswerMap& answer, int rows, int cols,
                 const std::function<bool(int var)>& value);

// For every cell of `grid` that the map covers, the literal that says "the cell has this value".
// Negated and joined into one clause, they forbid this solution and no other.
std::vector<Lit> solution_literals(const AnswerMap& answer, const Grid& grid);

std::vector<Lit> blocking_clause(const AnswerMap& answer, const Grid& grid);

}  // namespace gridsat
