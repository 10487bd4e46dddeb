// The seed programs' outputs (seed_output.hpp). Each format belongs to one genre; the sudoku
// drawing is built from three parts: the column numbers, the lines between rows (thin inside a
// box, heavy around and between boxes) and the rows of values with their row numbers.
#include "seed_output.hpp"

#include <algorithm>
#include <optional>

#include "common.hpp"
#include "formats/formats.hpp"
#include "puzzles/picture.hpp"

namespace gridsat::cli {

namespace {

// A seed format and the puzzle type (Puzzle::type) it prints.
struct SeedFormat {
  std::string name;
  std::string type;
};

const std::vector<SeedFormat>& seed_table() {
  static const std::vector<SeedFormat> table = {{"abc-lines", "abc"},
                                                {"sudoku-boxes", "sudoku"},
                                                {"binairo-table", "binairo"},
                                                {"pyramids", "skyscrapers"},
                                                {"calcudoku-cages", "calcudoku"}};
  return table;
}

const SeedFormat& seed_entry(const std::string& format) {
  for (const SeedFormat& entry : seed_table())
    if (entry.name == format) return entry;
  throw CliError{kSoftware, "internal error: '" + format + "' is not a seed format"};
}

// "a sudoku", "an abc": the type with its article, for messages.
std::string with_article(std::string_view type) {
  const bool vowel = !type.empty() && std::string_view("aeiou").find(type[0]) != std::string::npos;
  return (vowel ? "an " : "a ") + std::string(type);
}

std::string padded_left(const std::string& text, std::size_t width) {
  return std::string(width > text.size() ? width - text.size() : 0, ' ') + text;
}

// A cell's text as the plain writer spells it, "?" for a cell without a value.
std::string cell_text(const Puzzle& puzzle, int value) {
  return value == kUnknown ? "?" : puzzle.value_text(value);
}

// abc-lines: each row's letters run together, a space for a blank cell (value 0).
std::string abc_lines(const Puzzle& puzzle, const Grid& grid) {
  std::string out;
  for (int r = 0; r < grid.rows; ++r) {
    for (int c = 0; c < grid.cols; ++c) {
      const int v = grid.at(r, c);
      out += v == 0 ? " " : cell_text(puzzle, v);
    }
    out += '\n';
  }
  return out;
}

// binairo-table and pyramids: each row's values run together, or separated by one space when
// some value may take two digits (`spaced`).
std::string table_rows(const Puzzle& puzzle, const Grid& grid, bool spaced) {
  std::string out;
  for (int r = 0; r < grid.rows; ++r) {
    for (int c = 0; c < grid.cols; ++c) {
      if (spaced && c > 0) out += ' ';
      out += cell_text(puzzle, grid.at(r, c));
    }
    out += '\n';
  }
  return out;
}

// The symbol of a sudoku value: 1-9 then A = 10 ... Z = 35, as sudoku-line writes them, while the
// side is at most 35; past that every value as a number padded to the width of the largest.
std::string sudoku_symbol(int value, int side) {
  if (value == kUnknown) return side <= 35 ? "?" : padded_left("?", std::to_string(side).size());
  if (side > 35) return padded_left(std::to_string(value), std::to_string(side).size());
  if (value <= 9) return std::to_string(value);
  return std::string(1, static_cast<char>('A' + value - 10));
}

// The sudoku drawing: where the heavy lines run and how wide the cells and margin are.
struct BoxGeometry {
  int side = 9;
  int box_rows = 3;  // a box's height in cells
  int box_cols = 3;  // a box's width in cells
  std::size_t value_width = 1;
  std::size_t margin = 2;  // the row numbers and a space

  bool heavy_row_line(int r) const { return r % box_rows == 0; }  // the line above row r
  bool heavy_col_line(int c) const { return c % box_cols == 0; }  // the line left of column c
  std::size_t cell_width() const { return value_width + 2; }
};

// The junction on the line above row r (r == side: the bottom line) left of column c.
const char* box_junction(const BoxGeometry& g, int r, int c) {
  const bool left = c == 0, right = c == g.side, heavy_down = g.heavy_col_line(c);
  if (r == 0) return left ? "┏" : right ? "┓" : heavy_down ? "┳" : "┯";
  if (r == g.side) return left ? "┗" : right ? "┛" : heavy_down ? "┻" : "┷";
  const bool heavy_across = g.heavy_row_line(r);
  if (left) return heavy_across ? "┣" : "┠";
  if (right) return heavy_across ? "┫" : "┨";
  if (heavy_down) return heavy_across ? "╋" : "╂";
  return heavy_across ? "┿" : "┼";
}

// The line above row r, or the bottom line for r == side.
std::string box_line(const BoxGeometry& g, int r) {
  const char* across = g.heavy_row_line(r) ? "━" : "─";
  std::string out(g.margin, ' ');
  for (int c = 0; c <= g.side; ++c) {
    out += box_junction(g, r, c);
    if (c == g.side) break;
    for (std::size_t k = 0; k < g.cell_width(); ++k) out += across;
  }
  return out + "\n";
}

// The column numbers, each ending where the values of its column end.
std::string column_numbers(const BoxGeometry& g) {
  std::string out(g.margin, ' ');
  for (int c = 0; c < g.side; ++c)
    out += " " + padded_left(std::to_string(c + 1), g.cell_width() - 1) + " ";
  out.erase(out.find_last_not_of(' ') + 1);
  return out + "\n";
}

// Row r: its number, then each value between the lines left and right of it.
std::string box_row(const BoxGeometry& g, const Grid& grid, int r) {
  std::string out = padded_left(std::to_string(r + 1), g.margin - 1) + " ";
  for (int c = 0; c <= g.side; ++c) {
    out += g.heavy_col_line(c) ? "┃" : "│";
    if (c == g.side) break;
    out += " " + sudoku_symbol(grid.at(r, c), g.side) + " ";
  }
  return out + "\n";
}

// The boxes of a sudoku from its picture's regions (the layer below draws them; the sudoku's own
// fields belong to its genre unit): boxes of box_rows x box_cols cells tiling the grid, or nothing
// for jigsaw regions.
std::optional<BoxGeometry> box_geometry(const Puzzle& puzzle) {
  const Picture picture = picture_of(puzzle);
  BoxGeometry g;
  g.side = puzzle.rows();
  const auto region = [&](int r, int c) {
    return picture.region[static_cast<std::size_t>(r * g.side + c)];
  };
  g.box_cols = g.box_rows = g.side;
  for (int c = 1; c < g.side && g.box_cols == g.side; ++c)
    if (region(0, c) != region(0, 0)) g.box_cols = c;
  for (int r = 1; r < g.side && g.box_rows == g.side; ++r)
    if (region(r, 0) != region(0, 0)) g.box_rows = r;
  for (int r = 0; r < g.side; ++r)
    for (int c = 0; c < g.side; ++c) {
      const bool same_box = r / g.box_rows == 0 && c / g.box_cols == 0;
      if ((region(r, c) == region(0, 0)) != same_box) return std::nullopt;
      // Cells of one box share its region; neighbours across a box line do not.
      if (c + 1 < g.side && (region(r, c) == region(r, c + 1)) == ((c + 1) % g.box_cols == 0))
        return std::nullopt;
      if (r + 1 < g.side && (region(r, c) == region(r + 1, c)) == ((r + 1) % g.box_rows == 0))
        return std::nullopt;
    }
  return g;
}

std::string sudoku_boxes(BoxGeometry g, const Grid& grid) {
  g.value_width = sudoku_symbol(1, g.side).size();
  g.margin = std::to_string(g.side).size() + 1;
  std::string out = column_numbers(g);
  for (int r = 0; r < g.side; ++r) out += box_line(g, r) + box_row(g, grid, r);
  return out + box_line(g, g.side);
}

}  // namespace

const std::vector<std::string>& seed_formats() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const SeedFormat& entry : seed_table()) out.push_back(entry.name);
    return out;
  }();
  return names;
}

bool is_seed_format(const std::string& format) {
  const auto& names = seed_formats();
  return std::find(names.begin(), names.end(), format) != names.end();
}

void require_seed_genre(const std::string& format, const Puzzle& puzzle) {
  const SeedFormat& entry = seed_entry(format);
  if (puzzle.type() != entry.type)
    throw CliError{kUsage, "--format " + format + " is for " + entry.type + " puzzles; this is " +
                               with_article(puzzle.type())};
  if (format == "sudoku-boxes" && !box_geometry(puzzle))
    throw CliError{kUsage,
                   "--format sudoku-boxes draws a sudoku's boxes; this one has jigsaw regions "
                   "(try --format pretty)"};
}

std::string seed_grid(const std::string& format, const Puzzle& puzzle, const Grid& grid) {
  if (format == "abc-lines") return abc_lines(puzzle, grid);
  if (format == "sudoku-boxes") {
    const std::optional<BoxGeometry> boxes = box_geometry(puzzle);
    if (!boxes) throw CliError{kSoftware, "internal error: sudoku-boxes needs a sudoku's boxes"};
    return sudoku_boxes(*boxes, grid);
  }
  if (format == "binairo-table") return table_rows(puzzle, grid, false);
  if (format == "pyramids") return table_rows(puzzle, grid, puzzle.rows() > 9);
  return write_plain(puzzle, grid);  // calcudoku-cages: the course output is plain
}

}  // namespace gridsat::cli
