// Answer kinds (DESIGN.md): an answer is values per cell, a shading (0/1 per cell) or a loop of
// edges. Each kind is an answer Grid, so that the engine, blocking clauses, counting and `differ`
// work on every kind unchanged; what differs between kinds is written once per kind, by these
// rules (GENRES.md, "Answer kinds"):
//
//   values   plain: value_text per cell, one space between (FORMATS.md 4); read: parse_value.
//            JSON: rows of integers (letter_values: strings, null for a blank).
//            differ: [r, c], 1-based; plain differ: rRcC.
//            DIMACS: `c cell r<row>c<col> <value> <var>`. Pretty and SVG: the values.
//   shading  As values, except: plain writes `#` for 1 and `.` for 0; reading takes `#`, `.`, 0
//            and 1 (before the genre's parse_value), and '#' starts no comment there. Pretty
//            and SVG draw a 1 as a filled cell.
//            The exception: a genre whose picture draws its cells as circles (Picture::circles,
//            binairo's white 0 and black 1) has two symbols rather than shaded and blank cells;
//            it writes its value_text (binairo: 0 and 1, as it always has), and pretty and SVG
//            draw the circles (shading_symbols() below).
//   loop     plain: a drawing of the lattice (loop_drawing() below); read: that drawing, or the
//            JSON object {"h": [[0/1, ...], ...], "v": [[...], ...]}.
//            JSON: {"h": rows of 0/1, "v": rows of 0/1}.
//            differ: ["h"|"v", i, j], 0-based as the edges are numbered; plain: h[i][j], v[i][j].
//            DIMACS: `c edge h <i> <j> <var>` / `c edge v <i> <j> <var>`, no `c cell` lines.
//            Pretty: the drawing in box-drawing lines. SVG: the loop's segments over the grid.
//
// Where: plain writing and reading in formats/formats.cpp (write_plain, read_plain), JSON and
// pretty in cli/output.cpp, SVG in cli/svg.cpp, DIMACS names in cnf/dimacs.cpp, decoding and
// blocking in puzzles/answer.cpp.
//
// The loop layout. A loop runs on a lattice of points, P rows by Q columns: for slitherlink the
// grid's vertices ((H+1) x (W+1) for H x W cells), for masyu the cells' centres (H x W). Its edges
// (LoopShape, cnf/cnf.hpp) are numbered from 0 as GENRES.md numbers them:
//
//   h[i][j]  joins points (i, j) and (i, j+1)     P rows of Q-1 edges    (h_rows x h_cols)
//   v[i][j]  joins points (i, j) and (i+1, j)     P-1 rows of Q edges    (v_rows x v_cols)
//
// The answer Grid has h_rows + v_rows rows and max(h_cols, v_cols) = Q columns: row i < h_rows
// holds h[i][0..Q-2] and one padding cell, row h_rows + i holds v[i][0..Q-1]; 1 = the edge is on
// the loop, 0 = it is not; the padding cell is always 0 and has no variable. A slitherlink of
// 2 x 2 cells (3 x 3 vertices) has a 5 x 3 answer grid:
//
//   h[0][0] h[0][1] pad        rows 0..2: the horizontal edges, top to bottom
//   h[1][0] h[1][1] pad
//   h[2][0] h[2][1] pad
//   v[0][0] v[0][1] v[0][2]    rows 3..4: the vertical edges
//   v[1][0] v[1][1] v[1][2]
//
// A loop genre names each edge's variable with name_edge(), which also makes the CNF's answer map
// a loop map (decode_grid then makes a grid of this layout, write_dimacs writes `c edge` lines).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cnf/cnf.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat {

// ---- the loop layout ----

enum class EdgeKind : char { H = 'h', V = 'v' };

struct Edge {
  EdgeKind kind = EdgeKind::H;
  int i = 0;
  int j = 0;
  bool operator==(const Edge&) const = default;
};

// The edges of a loop along the borders of rows x cols cells (slitherlink): h (rows+1) x cols,
// v rows x (cols+1). Puzzle::loop_shape's default.
LoopShape border_loop(int rows, int cols);
// The edges of a loop through the centres of rows x cols cells (masyu): h rows x (cols-1),
// v (rows-1) x cols.
LoopShape centre_loop(int rows, int cols);

// The lattice of a shape: points rows x cols (h_rows x v_cols).
int lattice_rows(const LoopShape& shape);
int lattice_cols(const LoopShape& shape);
// The edges of a lattice of at least one point: h_rows = v_rows + 1 and v_cols = h_cols + 1.
bool is_lattice(const LoopShape& shape);

// The answer-grid cell (row, col) of an edge, and the edge of a cell (nothing for padding and
// for cells outside the grid).
std::pair<int, int> cell_of(const LoopShape& shape, const Edge& edge);
std::optional<Edge> edge_at(const LoopShape& shape, int row, int col);
// Whether the edge exists in the shape.
bool has_edge(const LoopShape& shape, const Edge& edge);

// An answer grid of the shape with every edge `value` (0: no edge on the loop; kUnknown: not
// solved), padding 0.
Grid loop_grid(const LoopShape& shape, int value = 0);
// Whether `grid` has the shape's size (a loop answer rather than, say, the puzzle's givens).
bool is_loop_grid(const LoopShape& shape, const Grid& grid);
// The value of an edge in a loop answer grid.
int edge_value(const LoopShape& shape, const Grid& grid, const Edge& edge);

// Names the variable of an edge in the CNF's answer map (a boolean: true = on the loop) and makes
// the map a loop map of `shape`.
void name_edge(AnswerMap& answer, const LoopShape& shape, const Edge& edge, int var);

// The h and v rows of a loop answer grid, as JSON writes them.
struct LoopEdges {
  std::vector<std::vector<int>> h;
  std::vector<std::vector<int>> v;
};
LoopEdges loop_edges(const LoopShape& shape, const Grid& grid);

// ---- per puzzle ----

// What the lattice's points are in the puzzle's grid of rows() x cols() cells: its vertices
// (border loops), its cell centres, or neither (a shape of some other size; no clues drawn).
enum class LoopPoints { Vertices, Centres, Other };
LoopPoints loop_points(const Puzzle& puzzle);

// The size of the puzzle's answer grid: rows() x cols(), or the loop layout's.
std::pair<int, int> answer_size(const Puzzle& puzzle);

// A shading genre whose cells are two symbols (drawn as circles, binairo) rather than shaded and
// blank cells: it writes its value_text and is drawn with circles, not filled cells.
bool shading_symbols(const Puzzle& puzzle);

// The plain text of one shading cell (`#`, `.`, or `?` for kUnknown), for genres that are not
// shading_symbols.
std::string shading_text(int value);
// A shading cell as read: `#` or 1 is 1, `.` or 0 is 0.
std::optional<int> parse_shading(std::string_view text);

// The check of an answer's cells that comes before the genre's rules, by kind: the answer grid
// has the puzzle's answer size; values and shading: every cell filled and the givens kept;
// loop: every edge 0 or 1 and the padding 0 (a loop genre's givens are clues on its cells, its
// check holds the loop to them). Violations name answer-grid cells.
std::optional<Violation> check_answer_cells(const Puzzle& puzzle, const Grid& answer);

// A place where two answers differ: a cell (kind 'c', i = row, j = column, 0-based) or an edge
// (kind 'h' or 'v').
struct AnswerPlace {
  char kind = 'c';
  int i = 0;
  int j = 0;
  bool operator==(const AnswerPlace&) const = default;
};
// Where two answers of the puzzle differ: cells row-major, or the h edges then the v edges.
std::vector<AnswerPlace> answer_differences(const Puzzle& puzzle, const Grid& a, const Grid& b);
// "r2c3" (1-based) for a cell, "h[0][1]" / "v[1][2]" (0-based) for an edge.
std::string place_name(const AnswerPlace& place);

// The plain drawing of a loop answer, one text line per lattice row and one between each two.
// Points are `+`; an edge on the loop is `---` (h) or `|` (v), kLoopSpan columns apart, blanks
// otherwise; a `?` marks an unknown edge. The puzzle's givens are its clues: for a border loop
// each is written in the middle of its cell, between the points; for a loop through the cell
// centres a one-character given takes the place of its point's `+`. Trailing blanks are cut.
// A 2 x 2 slitherlink whose loop goes round all four cells, a clue 3 in its top left cell:
//
//   +---+---+
//   | 3     |
//   +   +   +
//   |       |
//   +---+---+
//
// read_plain reads this back (from any span of columns, and `─` `│` for `-` `|`, so pretty
// output without colour reads too); clue characters are not read.
inline constexpr int kLoopSpan = 3;
std::string loop_drawing(const Puzzle& puzzle, const Grid& answer);

}  // namespace gridsat
