// sudoku-boxes: the "n x n boxes" sudoku input. Line 1 `cells-per-box-row cells-per-box-column`,
// line 2 `boxes-per-row boxes-per-column`, then the N*N values row by row, whitespace separated
// (any line breaks), `0` (or `.`) empty.
//
// How the numbers map to the box: a box with C cells per row is C columns wide, and with R cells
// per column it is R rows tall (native box=RxC, N = R*C). A row of the grid then holds N / C = R
// boxes and a column N / R = C boxes, so line 2 must be line 1 swapped: a 6x6 sudoku with boxes
// 2 rows tall and 3 columns wide is `3 2` / `2 3`; a 9x9 one is `3 3` / `3 3`. Any other line 2
// describes no square grid of boxes holding 1..N each, and is reported against the number that
// does not fit.
//
// Detected only when the first two lines are such a consistent pair of pairs and N >= 3: with
// N = 2 the text can also be a 2x2 pyramids guide (four lines of two numbers).
#include "formats/registry.hpp"
#include "genres/sudoku/sudoku.hpp"

namespace gridsat {
namespace {

constexpr int kMaxSide = 64;  // as the native format

struct BoxHeader {
  int width = 0;   // cells per box row
  int height = 0;  // cells per box column
  int n = 0;
};

// A line of exactly two positive numbers, or nothing (`error` says why, at which token).
struct Pair {
  int first = 0, second = 0;
};

std::optional<Pair> read_pair(const TextLine& line, std::string& error, Token& where) {
  if (line.tokens.size() != 2) {
    where = line.tokens.size() > 2 ? line.tokens[2] : line.tokens[0];
    error = line.tokens.size() > 2 ? "unexpected third number on this line"
                                   : "expected two numbers on this line";
    return std::nullopt;
  }
  int values[2];
  for (int k = 0; k < 2; ++k) {
    const Token& t = line.tokens[static_cast<std::size_t>(k)];
    auto v = parse_integer(t.text);
    if (!v || *v < 1 || *v > kMaxSide) {
      where = t;
      error = "expected a number 1.." + std::to_string(kMaxSide) + ", found '" + t.text + "'";
      return std::nullopt;
    }
    values[k] = static_cast<int>(*v);
  }
  return Pair{values[0], values[1]};
}

Pair require_pair(const TextLine& line, const std::string& what) {
  std::string error;
  Token where;
  auto pair = read_pair(line, error, where);
  if (!pair) throw ParseFailure(where, error + " (" + what + ")");
  return *pair;
}

// Lines 1 and 2, checked against each other.
BoxHeader read_header(const std::vector<TextLine>& lines) {
  if (lines.empty())
    throw ParseFailure(1, 1, "empty input: expected cells per box row and per box column");
  const Pair cells = require_pair(lines[0], "cells per box row, cells per box column");
  if (lines.size() < 2)
    throw ParseFailure(lines[0].number + 1, 1,
                       "expected a second line: boxes per row, boxes per column");
  const Pair boxes = require_pair(lines[1], "boxes per row, boxes per column");
  BoxHeader h{cells.first, cells.second, cells.first * cells.second};
  if (h.n > kMaxSide)
    throw ParseFailure(lines[0].tokens[0], "boxes of " + std::to_string(h.n) +
                                               " cells make a sudoku too large (at most " +
                                               std::to_string(kMaxSide) + ")");
  const std::string grid = std::to_string(h.n) + "x" + std::to_string(h.n);
  if (boxes.first != h.height)
    throw ParseFailure(lines[1].tokens[0], "boxes " + std::to_string(h.width) + " cells wide fit " +
                                               std::to_string(h.height) + " to a row of a " + grid +
                                               " sudoku, not " + std::to_string(boxes.first));
  if (boxes.second != h.width)
    throw ParseFailure(lines[1].tokens[1], "boxes " + std::to_string(h.height) +
                                               " cells tall fit " + std::to_string(h.width) +
                                               " to a column of a " + grid + " sudoku, not " +
                                               std::to_string(boxes.second));
  return h;
}

std::unique_ptr<Puzzle> read_sudoku_boxes(std::string_view text, std::string_view type) {
  if (!type.empty() && type != "sudoku")
    throw ParseFailure(0, 0, "sudoku-boxes holds sudoku puzzles, not " + std::string(type));
  const std::vector<TextLine> lines = split_lines(text);
  const BoxHeader h = read_header(lines);
  const int n = h.n;
  auto s = std::make_unique<Sudoku>();
  s->n = n;
  s->box_rows = h.height;
  s->box_cols = h.width;
  s->grid = Grid(n, n);
  std::size_t count = 0;
  const std::size_t expected = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
  for (std::size_t l = 2; l < lines.size(); ++l) {
    for (const Token& t : lines[l].tokens) {
      if (count == expected)
        throw ParseFailure(t, "more than the " + std::to_string(expected) + " values of a " +
                                  std::to_string(n) + "x" + std::to_string(n) + " sudoku");
      auto v = parse_integer(t.text);
      if (t.text != "." && (!v || *v < 0 || *v > n))
        throw ParseFailure(
            t, "expected a value 0.." + std::to_string(n) + " (0 = empty), found '" + t.text + "'");
      if (v && *v > 0) s->grid.cells[count] = static_cast<int>(*v);
      ++count;
    }
  }
  if (count != expected) {
    const TextLine& last = lines.back();
    const Token& t = last.tokens.back();
    throw ParseFailure(
        t.line, t.col + static_cast<int>(t.text.size()),
        "expected " + std::to_string(expected) + " values, found " + std::to_string(count));
  }
  return s;
}

bool detect_sudoku_boxes(std::string_view text, std::string_view type) {
  if (!type.empty() && type != "sudoku") return false;
  const std::vector<TextLine> lines = split_lines(text);
  if (lines.size() < 3) return false;
  std::string error;
  Token where;
  auto cells = read_pair(lines[0], error, where);
  auto boxes = read_pair(lines[1], error, where);
  if (!cells || !boxes) return false;
  const int n = cells->first * cells->second;
  return n >= 3 && n <= kMaxSide && boxes->first == cells->second && boxes->second == cells->first;
}

std::string write_sudoku_boxes(const Puzzle& puzzle) {
  const auto* s = dynamic_cast<const Sudoku*>(&puzzle);
  if (!s) throw ParseFailure(0, 0, "sudoku-boxes holds only sudoku puzzles");
  if (s->diagonal || !s->regions.empty() || !s->cages.empty())
    throw ParseFailure(0, 0, "sudoku-boxes has no diagonal, jigsaw or killer variant");
  std::string out = std::to_string(s->box_cols) + " " + std::to_string(s->box_rows) + "\n" +
                    std::to_string(s->box_rows) + " " + std::to_string(s->box_cols) + "\n";
  for (int r = 0; r < s->n; ++r) {
    for (int c = 0; c < s->n; ++c) {
      const int v = s->grid.at(r, c);
      out += (c > 0 ? " " : "") + std::to_string(v == kUnknown ? 0 : v);
    }
    out += '\n';
  }
  return out;
}

}  // namespace

FormatEntry sudoku_boxes_format() {
  return {"sudoku-boxes",
          "n x n boxes sudoku: 'cells-per-box-row cells-per-box-column', 'boxes-per-row "
          "boxes-per-column', then the values, 0 empty",
          read_sudoku_boxes, detect_sudoku_boxes, write_sudoku_boxes};
}

}  // namespace gridsat
