// Native sudoku grids written the way people draw them: rows run together inside their boxes,
// `|` between boxes and ruler lines between box rows (FORMATS.md: the run-together rule plus the
// rulers). The expected grid is the rows as written, cell by cell; the classic 9x9 from the
// Wikipedia article "Sudoku", whose solution is printed there.
#include <catch2/catch.hpp>

#include "format_helpers.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

const std::string kRuled =
    "sudoku 9\n"
    "grid:\n"
    "53. | .7. | ...\n"
    "6.. | 195 | ...\n"
    ".98 | ... | .6.\n"
    "----+-----+----\n"
    "8.. | .6. | ..3\n"
    "4.. | 8.3 | ..1\n"
    "7.. | .2. | ..6\n"
    "----+-----+----\n"
    ".6. | ... | 28.\n"
    "... | 419 | ..5\n"
    "... | .8. | .79\n";

const std::string kSpaced =
    "sudoku 9\n"
    "grid:\n"
    "5 3 . . 7 . . . .\n"
    "6 . . 1 9 5 . . .\n"
    ". 9 8 . . . . 6 .\n"
    "8 . . . 6 . . . 3\n"
    "4 . . 8 . 3 . . 1\n"
    "7 . . . 2 . . . 6\n"
    ". 6 . . . . 2 8 .\n"
    ". . . 4 1 9 . . 5\n"
    ". . . . 8 . . 7 9\n";

}  // namespace

TEST_CASE("native sudoku: rows run together inside boxes with rulers", "[formats][native]") {
  auto ruled = parse(kRuled, "");
  auto spaced = parse(kSpaced, "");
  CHECK(as_sudoku(*ruled).grid == as_sudoku(*spaced).grid);
  CHECK(as_sudoku(*ruled).grid.at(1, 3) == 1);
  CHECK(as_sudoku(*ruled).grid.at(8, 8) == 9);
  // Groups without `|` are read the same way.
  std::string grouped = kRuled;
  for (char& c : grouped)
    if (c == '|') c = ' ';
  CHECK(as_sudoku(*parse(grouped, "")).grid == as_sudoku(*spaced).grid);
  Grid solution = grid_of(
      "5 3 4 6 7 8 9 1 2 / 6 7 2 1 9 5 3 4 8 / 1 9 8 3 4 2 5 6 7 / 8 5 9 7 6 1 4 2 3 / "
      "4 2 6 8 5 3 7 9 1 / 7 1 3 9 2 4 8 5 6 / 9 6 1 5 3 7 2 8 4 / 2 8 7 4 1 9 6 3 5 / "
      "3 4 5 2 8 6 1 7 9");
  require_verdict(*ruled, Verdict::Unique, &solution);
}

TEST_CASE("native sudoku: a run-together row one character short is still an error at its line",
          "[formats][native]") {
  std::string short_row = kRuled;
  short_row.replace(short_row.find("6.. | 195"), 9, "6.. | 19");
  ParseError e = read_error(short_row);
  CHECK(e.line == 4);
  CHECK(e.message.find("row 2 of 'grid:' has 3 cells, expected 9") != std::string::npos);
}

TEST_CASE("native sudoku 16: groups of two digits are not split into cells", "[formats][native]") {
  // 16 characters in 8 groups: on a 16x16 the values 10..16 are two characters, so the row is
  // not read as 16 cells.
  std::string text = "sudoku 16\ngrid:\n10 11 12 13 14 15 16 1\n";
  ParseError e = read_error(text);
  CHECK(e.line == 3);
  CHECK(e.message.find("has 8 cells, expected 16") != std::string::npos);
}

TEST_CASE("line ends: LF, CR LF and a lone CR read the same, errors on the same lines",
          "[formats][native]") {
  auto with_ends = [](std::string text, const std::string& end) {
    std::string out;
    for (char c : text) out += c == '\n' ? end : std::string(1, c);
    return out;
  };
  const Grid expected = as_sudoku(*parse(kRuled, "")).grid;
  for (const std::string end : {"\r\n", "\r"}) {
    INFO("line end " << (end == "\r" ? "CR" : "CR LF"));
    CHECK(as_sudoku(*parse(with_ends(kRuled, end), "")).grid == expected);
    std::string broken = kRuled;
    broken.replace(broken.find("4.. | 8.3"), 3, "4x.");
    ParseError e = read_error(with_ends(broken, end));
    CHECK(e.line == 8);
    CHECK(e.col == 2);
  }
}
