// `--format svg`: a standalone SVG picture of a puzzle and its solutions, for a web page or a
// print. Geometry (documented in docs/output.md, checked by tests/cli/svg_test.cpp): cells are
// kSvgCell pixels square, kSvgMargin pixels of white around each grid, one more cell-wide band on
// every side when the puzzle has clues (a band per item of a side's longest clue list), and the
// grids of two solutions side by side.
#pragma once

#include <string>
#include <vector>

#include "picture.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat::cli {

inline constexpr int kSvgCell = 48;
inline constexpr int kSvgMargin = 16;

// The puzzle alone when `solutions` is empty, else one panel per solution (givens drawn black and
// bold, solved values blue, shading filled, a loop's segments blue, signs between cells on their
// wall); with two solutions the cells where they differ are shaded (a loop: its differing edges
// red, the other solution's dashed). `title` (may be empty) becomes the SVG's <title>, e.g.
// "sudoku 9: unique"; `caption` (may be empty) is written under the panels, for the eye: "no
// solution". A `highlight` (may be null) puts the cells and border clues it names on a yellow
// ground and its target cell on a green one (a loop's edge: green).
std::string render_svg(const Puzzle& puzzle, const std::vector<Grid>& solutions,
                       const std::string& title = "", const std::string& caption = "",
                       const Highlight* highlight = nullptr);

// A sign between a cell and the one below it (Picture::marks, written as from the upper cell
// towards the lower one), turned a quarter as pretty and SVG show it: "<" is "∧", ">" is "∨",
// "|" is "─", "-" is "|"; other signs stay as they are.
std::string turned_mark(const std::string& sign);

}  // namespace gridsat::cli
