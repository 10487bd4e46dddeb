// `--format svg`: a standalone SVG picture of a puzzle and its solutions, for a web page or a
// print. Geometry (documented in docs/output.md, checked by tests/cli/svg_test.cpp): cells are
// kSvgCell pixels square, kSvgMargin pixels of white around each grid, one more cell-wide band on
// every side when the puzzle has clues, and the grids of two solutions side by side.
#pragma once

#include <string>
#include <vector>

#include "puzzles/puzzle.hpp"

namespace gridsat::cli {

inline constexpr int kSvgCell = 48;
inline constexpr int kSvgMargin = 16;

// The puzzle alone when `solutions` is empty, else one panel per solution (givens drawn black and
// bold, solved values blue); with two solutions the cells where they differ are shaded. `title`
// (may be empty) becomes the SVG's <title>, e.g. "sudoku 9: unique".
std::string render_svg(const Puzzle& puzzle, const std::vector<Grid>& solutions,
                       const std::string& title = "");

}  // namespace gridsat::cli
