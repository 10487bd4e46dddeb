// The native format for tents: `tents N` (N x N) or `tents HxW` (H rows, W columns), then
//   grid:    H rows of W cells: `T` a tree, `.` an empty cell, and the answer's givens `^` (a
//            tent) and `-` (no tent), which only the setter's tools need;
//   right:   the row counts, top to bottom (`.` no count; `0` is a count of zero tents);
//   bottom:  the column counts, left to right.
// The grid is required (the trees are the puzzle); the count lines are optional. Rows of
// one-character cells may be run together. The writer writes the grid run together and the
// count lines when they hold a count:
//
//     tents 5
//     grid:
//     ..T..
//     ...
//     right: 1 . . . 1
//     bottom: 2 . 0 . .
#include "formats/native_types.hpp"
#include "genres/genre.hpp"
#include "genres/tents/tents.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

std::vector<int> read_counts(const NativeDoc& doc, const NativeSection& section, int count,
                             int length) {
  const int max = (length + 1) / 2;  // tents that do not touch, in a line of `length` cells
  std::vector<int> out;
  for (const Token& t : doc.read_clue_line(section, count)) {
    if (t.text == ".") {
      out.push_back(kUnknown);
      continue;
    }
    auto v = parse_integer(t.text);
    if (!v)
      throw ParseFailure(
          t, "expected a tent count (a number, or '.' for none), found '" + t.text + "'");
    if (*v < 0 || *v > max)
      throw ParseFailure(t, "tent count " + t.text + " is impossible: a line of " +
                                std::to_string(length) + " cells holds 0 to " +
                                std::to_string(max) + " tents that do not touch");
    out.push_back(static_cast<int>(*v));
  }
  return out;
}

std::unique_ptr<Puzzle> build_tents(NativeDoc& doc) {
  if (auto problem = tents_size_error(doc.rows, doc.cols))
    throw ParseFailure(doc.size_token, *problem);
  doc.reject_unused_options();
  doc.reject_sections_except({"grid", "right", "bottom"});
  const NativeSection* g = doc.section("grid");
  if (!g)
    throw ParseFailure(doc.last_line + 1, 1,
                       "a tents puzzle needs a grid: section with its trees ('T') and empty "
                       "cells ('.')");
  auto t = std::make_unique<Tents>(doc.rows, doc.cols);
  const auto rows = doc.read_rows(*g, doc.rows, doc.cols, false);
  for (int r = 0; r < doc.rows; ++r)
    for (int c = 0; c < doc.cols; ++c) {
      const Token& token = rows[at(r)][at(c)];
      const int cell = r * doc.cols + c;
      if (token.text == "T" || token.text == "t") {
        t->trees[at(cell)] = 1;
      } else if (token.text == "^") {
        t->grid.cells[at(cell)] = 1;
      } else if (token.text == "-") {
        t->grid.cells[at(cell)] = 0;
      } else if (token.text != ".") {
        throw ParseFailure(token,
                           "expected a tents cell ('T' a tree, '.' empty, '^' a given "
                           "tent, '-' a given empty cell), found '" +
                               token.text + "'");
      }
    }
  if (const NativeSection* s = doc.section("right"))
    t->row_counts = read_counts(doc, *s, doc.rows, doc.cols);
  if (const NativeSection* s = doc.section("bottom"))
    t->col_counts = read_counts(doc, *s, doc.cols, doc.rows);
  return t;
}

std::string write_counts(const std::vector<int>& counts) {
  std::string out;
  for (int k : counts) out += " " + (k == kUnknown ? std::string(".") : std::to_string(k));
  return out;
}

std::string write_tents(const Puzzle& p) {
  const auto& t = dynamic_cast<const Tents&>(p);
  std::string out = "tents " + t.header_options() + "\ngrid:\n";
  for (int r = 0; r < t.height; ++r) {
    for (int c = 0; c < t.width; ++c) {
      const int cell = r * t.width + c;
      const int given = t.grid.cells[at(cell)];
      out += t.tree(cell) ? 'T' : given == 1 ? '^' : given == 0 ? '-' : '.';
    }
    out += '\n';
  }
  auto any = [](const std::vector<int>& counts) {
    for (int k : counts)
      if (k != kUnknown) return true;
    return false;
  };
  if (any(t.row_counts)) out += "right:" + write_counts(t.row_counts) + "\n";
  if (any(t.col_counts)) out += "bottom:" + write_counts(t.col_counts) + "\n";
  return out;
}

}  // namespace

NativeFormat tents_native() {
  return {build_tents, write_tents};
}

}  // namespace gridsat
