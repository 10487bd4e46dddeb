// What the format tests share: reading text that must fail (and where), comparing two sudokus
// field by field, and grids written as "1 2 / 3 4" the way foreign-ids.md states solutions.
#pragma once

#include <catch2/catch.hpp>
#include <sstream>
#include <string>

#include "formats/formats.hpp"
#include "genres/sudoku/sudoku.hpp"

namespace gridsat::test {

// Reads text that must not parse; returns the error.
inline ParseError read_error(const std::string& text, const std::string& from = "",
                             const std::string& type = "") {
  ReadResult r = read_puzzle(text, from, type);
  INFO("input: " << text);
  REQUIRE_FALSE(r.puzzle);
  REQUIRE(r.error.has_value());
  return *r.error;
}

// Requires that text fails with `message` (a substring of the error) at line 1, column `col`.
inline void require_error_at(const std::string& text, int col, const std::string& message,
                             const std::string& from = "", const std::string& type = "") {
  ParseError e = read_error(text, from, type);
  INFO("input: " << text << "\nerror: " << e.line << ":" << e.col << ": " << e.message);
  CHECK(e.message.find(message) != std::string::npos);
  CHECK(e.line == 1);
  CHECK(e.col == col);
}

inline const Sudoku& as_sudoku(const Puzzle& p) {
  const auto* s = dynamic_cast<const Sudoku*>(&p);
  REQUIRE(s != nullptr);
  return *s;
}

inline void require_same_sudoku(const Sudoku& a, const Sudoku& b) {
  CHECK(a.n == b.n);
  CHECK(a.diagonal == b.diagonal);
  CHECK(a.regions == b.regions);
  if (a.regions.empty()) {
    CHECK(a.box_rows == b.box_rows);
    CHECK(a.box_cols == b.box_cols);
  }
  CHECK(a.grid == b.grid);
  REQUIRE(a.cages.size() == b.cages.size());
  for (std::size_t k = 0; k < a.cages.size(); ++k) {
    CHECK(a.cages[k].cells == b.cages[k].cells);
    CHECK(a.cages[k].sum == b.cages[k].sum);
  }
}

// "3 1 6 / 2 4 5 / ..." (cells by spaces, rows by '/'); `.` is kUnknown.
inline Grid grid_of(const std::string& text) {
  Grid g;
  std::istringstream rows(text);
  std::string row;
  std::vector<std::vector<int>> cells;
  while (std::getline(rows, row, '/')) {
    std::istringstream in(row);
    std::string cell;
    cells.emplace_back();
    while (in >> cell) cells.back().push_back(cell == "." ? kUnknown : std::stoi(cell));
  }
  g = Grid(static_cast<int>(cells.size()), static_cast<int>(cells.front().size()));
  for (int r = 0; r < g.rows; ++r) {
    REQUIRE(static_cast<int>(cells[static_cast<std::size_t>(r)].size()) == g.cols);
    for (int c = 0; c < g.cols; ++c)
      g.at(r, c) = cells[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
  }
  return g;
}

// Writes `puzzle` in `format`, requiring success.
inline std::string write_as(const Puzzle& puzzle, const std::string& format) {
  std::string error;
  auto text = write_puzzle(puzzle, format, error);
  INFO("writing " << format << ": " << error);
  REQUIRE(text.has_value());
  return *text;
}

// Writing `puzzle` in `format` fails with `message` in the error.
inline void require_write_error(const Puzzle& puzzle, const std::string& format,
                                const std::string& message) {
  std::string error;
  auto text = write_puzzle(puzzle, format, error);
  INFO("writing " << format << ", error: " << error);
  CHECK_FALSE(text.has_value());
  CHECK(error.find(message) != std::string::npos);
}

}  // namespace gridsat::test
