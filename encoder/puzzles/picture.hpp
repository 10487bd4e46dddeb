// What a drawing of a puzzle shows, whatever draws it: the walls between cells (boxes and jigsaw
// regions, calcudoku and killer cages), the cage targets, the clues around the grid, signs
// between neighbouring cells, and how values look. Each genre fills one (Puzzle::draw); the
// terminal renderer (cli/output.cpp) and the SVG renderer (cli/svg.cpp) both read only this, so
// that a new genre is taught to both in one place.
#pragma once

#include <array>
#include <string>
#include <vector>

namespace gridsat {

// How a wall between two cells (or a cell and the outside) is drawn.
enum class Wall { None, Thin, Thick };

// How a sign between two cells is drawn: its text, or a kropki dot (text empty).
enum class MarkStyle { Text, WhiteDot, BlackDot };

// A sign on the border between a cell and its right or lower neighbour (futoshiki's < and >,
// variant sudoku's kropki dots and X / V).
struct Mark {
  int cell = 0;
  int next = 0;      // cell + 1 or cell + cols
  std::string text;  // as written from `cell` towards `next`: "<" means cell < next
  MarkStyle style = MarkStyle::Text;
};

// Variant sudoku's lines through cell centres, drawn as f-puzzles draws them: a thermometer
// (grey, a bulb on its first cell), an arrow (a circle over its first `head` cells, then a thin
// line ending in an arrowhead), palindrome (grey), renban (purple), German whispers (green),
// between (thin, circles on both ends).
enum class LineStyle { Thermo, Arrow, Palindrome, Renban, Whispers, Between };
struct Line {
  LineStyle style = LineStyle::Thermo;
  std::vector<int> cells;  // in order along the line
  int head = 1;            // Arrow: how many leading cells the circle covers
};

// A shape drawn in a cell under its value: odd (circle), even (square), minimum and maximum
// (the cell smaller or greater than its orthogonal neighbours).
enum class CellShape { None, Circle, Square, Min, Max };

// A clue outside the grid pointing along a diagonal into it (a little killer): at the outside
// position (row, col), one of them -1 or rows/cols, with the direction (dr, dc) of its arrow.
struct DiagonalClue {
  int row = 0;
  int col = 0;
  int dr = 1;
  int dc = 1;
  std::string text;
};

// Digits written at the corner shared by four cells (a quadruple): the top-left corner of cell
// (row, col), 1 <= row < rows, 1 <= col < cols.
struct CornerClue {
  int row = 1;
  int col = 1;
  std::string text;
};

struct Picture {
  int rows = 0;
  int cols = 0;
  // Thick walls run between cells of different regions (sudoku boxes or jigsaw regions); one
  // region for the genres without boxes.
  std::vector<int> region;
  // The cage of every cell, -1 for none; `label` is the cage's target ("12+"), shown in the corner
  // of the cage's first cell (its smallest row-major index).
  std::vector<int> cage;
  std::vector<std::string> label;
  // Calcudoku: the cages are the grid's structure, drawn thick. Killer: the cages lie over the
  // boxes, drawn apart from them (blank inside in a terminal, dashed in SVG).
  bool cages_are_regions = false;
  bool diagonal = false;      // sudoku's diagonal variant: both main diagonals drawn
  bool circles = false;       // values drawn as circles: 0 white, 1 black (binairo)
  bool blank_shaded = false;  // a values answer's 0 drawn as a shaded cell (doppelblock)
  // Clues by side (top, bottom, left, right), "" for no clue; empty when the genre has none. A
  // clue with spaces is a list (a nonogram's runs, "3 1 2"): stacked one item per line above or
  // below its column (the last item next to the grid), written in a row beside its row.
  std::array<std::vector<std::string>, 4> clues;
  std::vector<Mark> marks;
  // Clues written in the cells themselves (hitori's numbers, nurikabe's and kurodoko's), "" for
  // none; empty when the genre has none. Drawn over a shading answer: light on a shaded cell.
  std::vector<std::string> cell_text;
  // How a shaded (1) cell of a shading answer is drawn: "" filled (nurikabe, hitori), else this
  // symbol in the cell ("●" a bulb, "▲" a tent, "★" a star).
  std::string shade_symbol;
  // The SVG fill of a shaded cell where it is not black ("#4a90d9" aquarium's water), drawn under
  // the thick walls, which then stay in sight; empty for black.
  std::string shade_colour;
  // Cells the puzzle itself makes black, whatever the answer holds there (light up's walls,
  // kakuro's clue cells), drawn filled with their cell_text light on them; empty when none.
  std::vector<char> blocked;
  // Kakuro's sums on a blocked cell, {across, down} ("" for none), drawn with a diagonal: across
  // in the upper right half, down in the lower left. Empty when the genre has none.
  std::vector<std::array<std::string, 2>> sums;

  // Variant sudoku (see Line, CellShape, DiagonalClue, CornerClue above); all empty when none.
  std::vector<Line> lines;
  std::vector<CellShape> shapes;  // per cell, or empty
  std::vector<int> tint;          // per cell: the extra region it lies in (-1 none), or empty
  std::vector<DiagonalClue> diagonal_clues;
  std::vector<CornerClue> corner_clues;
  // Rules over the whole grid that nothing in it shows, in words ("anti-knight"), written with it.
  std::vector<std::string> rules;

  // An empty picture of a rows x cols grid: one region, no cage, no clue.
  Picture(int rows, int cols);

  bool has_clues() const;
  bool has_cages() const;
  bool is_blocked(int cell) const;  // false for -1 (outside)
  int cell(int r, int c) const;     // row-major index, -1 outside the grid
  bool same_cage(int a, int b) const;
  // The wall between cells a and b (-1 = outside) as the terminal draws it.
  Wall text_wall(int a, int b) const;
  // The wall of the underlying grid, cages of killer sudoku left out (SVG draws them apart).
  Wall grid_wall(int a, int b) const;
  // The sign between cells a and b (b right of or below a), "" for none.
  std::string mark(int a, int b) const;
};

// The cells a picture's variant drawings touch (lines, signs, shapes, tints, the four cells of a
// corner clue, the first cell a diagonal clue points at), ascending: the cells of one variant
// constraint drawn alone, for highlighting it.
std::vector<int> drawn_cells(const Picture& picture);

}  // namespace gridsat
