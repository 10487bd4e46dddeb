// Printing results: plain (the spec's exact grid), pretty (for a terminal), json and svg.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

#include "driver/engine.hpp"
#include "picture.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat::cli {

// The output format and whether to colour it, from --format and --color: an empty format is pretty
// on a terminal and plain otherwise; --color auto colours a terminal unless NO_COLOR is set (and
// not empty). An unknown value is a usage error (CliError, exit 64).
struct OutputChoice {
  std::string format;
  bool color = false;
};
OutputChoice output_choice(const std::string& format, const std::string& color);
// A usage error (CliError, exit 64) when the chosen format cannot print this puzzle (a seed
// program's format, seed_output.hpp, on a puzzle of another genre); called before any work.
void require_printable(const OutputChoice& output, const Puzzle& puzzle);

nlohmann::json grid_json(const Puzzle& puzzle, const Grid& grid);
// The JSON object of CLI.md for one result.
nlohmann::json result_json(const Puzzle& puzzle, Mode mode, const RunResult& result);

void print_result(std::ostream& out, const std::string& format, const Puzzle& puzzle, Mode mode,
                  const RunResult& result, bool color);
void print_stats(std::ostream& err, const RunResult& result);

// A box-drawn grid: thick walls around boxes, regions and calcudoku cages, killer cages blank
// inside, cage targets in the corner of each cage's first cell, clues around the grid, signs
// between cells in the wall between them (Picture::marks; one between a cell and the cell below
// turned a quarter, turned_mark), shaded cells filled. A loop (answer_kind.hpp) is drawn as its
// lattice in box-drawing lines, its clues in their cells or at their points; `grid` may then be
// the puzzle's givens, drawn without a loop. With `color`, givens are bold and the cells (edges)
// that differ from `highlight_against` (may be null) red; a `highlight` (may be null) paints a
// hint's cell black on green and the cells and clues it rests on black on yellow.
std::string pretty_grid(const Puzzle& puzzle, const Grid& grid, const Grid* highlight_against,
                        bool color, const Highlight* highlight = nullptr);

}  // namespace gridsat::cli
