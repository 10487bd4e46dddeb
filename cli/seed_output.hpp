// The seed programs' outputs: a solved grid printed the way each of the five programs gridsat grew
// out of prints it, one --format per program, named after its input format (FORMATS.md section
// 3). abc-lines: compact rows, a space for a blank; sudoku-boxes: the drawn grid with column and
// row numbers and heavy box lines; binairo-table and pyramids: the table run together;
// calcudoku-cages: the course output, which is plain. docs/output.md describes each exactly.
#pragma once

#include <string>
#include <vector>

#include "puzzles/puzzle.hpp"

namespace gridsat::cli {

// The seed formats' names, in the order --help and the usage errors list them.
const std::vector<std::string>& seed_formats();
bool is_seed_format(const std::string& format);

// Throws CliError{kUsage} when the seed format `format` cannot print `puzzle`: a puzzle of another
// genre ("--format abc-lines is for abc puzzles; this is a sudoku"), or a jigsaw sudoku (no boxes)
// for sudoku-boxes.
void require_seed_genre(const std::string& format, const Puzzle& puzzle);

// One solved grid of `puzzle` as the seed program of `format` prints it, every line ending in a
// newline. The puzzle must have passed require_seed_genre.
std::string seed_grid(const std::string& format, const Puzzle& puzzle, const Grid& grid);

}  // namespace gridsat::cli
