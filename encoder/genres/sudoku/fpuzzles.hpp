// The f-puzzles format's two directions (fpuzzles.cpp reads, fpuzzles_write.cpp writes); its
// entry in the registry is fpuzzles_format() (sudoku.hpp).
#pragma once

#include <string>

#include "puzzles/puzzle.hpp"

namespace gridsat {

// An f-puzzles link of a sudoku; throws ParseFailure (line 0) for what f-puzzles cannot hold.
std::string write_fpuzzles(const Puzzle& puzzle);

}  // namespace gridsat
