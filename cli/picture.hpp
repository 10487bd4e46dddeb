// What the renderers share: the picture of a puzzle (puzzles/picture.hpp, filled by its genre),
// how a value is shown, how wide text is on a terminal, and how variant sudoku's drawings are
// named in words where text cannot draw them (the legend under a pretty grid).
#pragma once

#include <string>
#include <vector>

#include "puzzles/picture.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat::cli {

using gridsat::CellShape;
using gridsat::LineStyle;
using gridsat::Mark;
using gridsat::MarkStyle;
using gridsat::Picture;
using gridsat::Wall;

// What a picture marks besides the puzzle and its grid: the cell a hint names (`target`, a cell
// of the answer grid: a loop's edge), and the cells and the clues around the grid that a hint
// rests on or that contradict each other (`cells`, row-major in the puzzle's grid; `border`,
// (side, line) with sides numbered top, bottom, left, right as Picture::clues).
struct Highlight {
  int target = -1;  // -1: none
  std::vector<int> cells;
  std::vector<std::pair<int, int>> border;
  bool has_cell(int cell) const;
  bool has_border(int side, int line) const;
};
// The highlight of these clues: their cells (Puzzle::cells_of_clue), border clues where written.
Highlight clue_highlight(const Puzzle& puzzle, const std::vector<Clue>& clues);

// A value as the pictures show it (Puzzle::shown_value), "" for kUnknown.
std::string shown_value(const Puzzle& puzzle, int value);

// The items of a clue (Picture::clues): a list "3 1 2" split at its spaces, else the clue alone;
// none for "".
std::vector<std::string> clue_items(const std::string& clue);

// The most items a clue of `side` has (0 when the side has no clue).
std::size_t clue_depth(const Picture& picture, int side);

// A kakuro clue cell's text (Picture::sums, {across, down}) as players write it, down\across:
// "16\23", "\7", "12\"; "" for a cell without sums.
std::string sums_text(const Picture& picture, int cell);

// The sign between cells a and b (b right of or below a) as text shows it, "" for none: a text
// sign as written, a white kropki dot "○", a black one "●".
std::string sign_text(const Picture& picture, int a, int b);

// The small symbol pretty output writes after a value for a cell's shape: odd "°", even "▫",
// minimum "⁻", maximum "⁺"; "" for none.
std::string shape_symbol(CellShape shape);

// What a pretty grid cannot draw, a line each (in this order): every variant line with its cells
// ("thermo r1c1 → r1c2 → r1c3", "arrow (r1c1) r1c2 r1c3", "between (r1c1) r1c2 (r1c3)"), the
// cells of each shape ("odd (°) r1c1 r3c4") and of each extra region ("extra region r1c1 r1c2"),
// the diagonal clues ("diagonal 15 ↘ r1c2": the number, its direction, the first cell it points
// at), the corner clues ("corner r1c1-r2c2: 1 2") and the rules as written, one a line
// ("anti-knight"). None for a picture without variant drawings.
std::vector<std::string> legend_lines(const Picture& picture);

// Terminal columns taken by UTF-8 text of narrow characters (code points, not bytes).
std::size_t display_width(const std::string& text);

}  // namespace gridsat::cli
