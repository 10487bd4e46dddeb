// sudoku-boxes: which number is which side of a box (a 6x6 with boxes 2 tall and 3 wide solved to
// its known solution), the two header lines held against each other, bad values and counts at
// their line and column, detection, and round trips of the generated sudokus.
#include <catch2/catch.hpp>

#include "format_helpers.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

const std::string kSixBySix =
    "3 2\n"
    "2 3\n"
    "0 1 0 4 0 0\n"
    "0 4 0 0 0 0\n"
    "5 0 0 0 0 6\n"
    "6 0 0 0 0 3\n"
    "0 0 0 0 6 0\n"
    "0 0 2 0 1 0\n";

void require_boxes_error(const std::string& text, int line, int col, const std::string& message) {
  ParseError e = read_error(text, "sudoku-boxes");
  INFO("input:\n" << text << "error: " << e.line << ":" << e.col << ": " << e.message);
  CHECK(e.line == line);
  CHECK(e.col == col);
  CHECK(e.message.find(message) != std::string::npos);
}

}  // namespace

TEST_CASE("sudoku-boxes: 3 cells per box row and 2 per box column is a box 3 wide, 2 tall",
          "[formats][sudoku-boxes]") {
  ReadResult r = read_puzzle(kSixBySix, "", "");
  REQUIRE(r.puzzle);
  CHECK(r.format == "sudoku-boxes");
  const Sudoku& s = as_sudoku(*r.puzzle);
  CHECK((s.n == 6 && s.box_rows == 2 && s.box_cols == 3));
  // The 2x3 Solo example of foreign-ids.md, whose boxes are 2 rows tall and 3 columns wide.
  Grid solution = grid_of(
      "3 1 6 4 5 2 / 2 4 5 6 3 1 / 5 3 4 1 2 6 / 6 2 1 5 4 3 / "
      "1 5 3 2 6 4 / 4 6 2 3 1 5");
  require_verdict(*r.puzzle, Verdict::Unique, &solution);
  CHECK(write_as(*r.puzzle, "sudoku-boxes") == kSixBySix);

  // The same values with the header swapped are boxes 3 tall and 2 wide.
  std::string swapped = "2 3\n3 2\n" + kSixBySix.substr(8);
  auto tall = parse(swapped, "sudoku-boxes");
  const Sudoku& t = as_sudoku(*tall);
  CHECK((t.box_rows == 3 && t.box_cols == 2));
  CHECK(t.grid == s.grid);
}

TEST_CASE("sudoku-boxes: values may wrap freely, '.' is empty too", "[formats][sudoku-boxes]") {
  auto p = parse("2 2\n2 2\n0 1 . 0 0 0\n0 2 3 0 0 0 0 0\n3 0\n", "sudoku-boxes");
  CHECK(as_sudoku(*p).grid == grid_of(". 1 . . / . . . 2 / 3 . . . / . . 3 ."));
  CHECK(write_as(*p, "sudoku-boxes") == "2 2\n2 2\n0 1 0 0\n0 0 0 2\n3 0 0 0\n0 0 3 0\n");
}

TEST_CASE("sudoku-boxes: inconsistent headers and bad values", "[formats][sudoku-boxes]") {
  const std::string values =
      "0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n"
      "0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n";
  require_boxes_error("3 2\n3 2\n" + values, 2, 1,
                      "boxes 3 cells wide fit 2 to a row of a 6x6 sudoku, not 3");
  require_boxes_error("3 2\n2 2\n" + values, 2, 3,
                      "boxes 2 cells tall fit 3 to a column of a 6x6 sudoku, not 2");
  require_boxes_error("3 2 1\n2 3\n" + values, 1, 5, "unexpected third number");
  require_boxes_error("3\n2 3\n" + values, 1, 1, "expected two numbers");
  require_boxes_error("3 x\n2 3\n" + values, 1, 3, "found 'x'");
  require_boxes_error("3 0\n2 3\n" + values, 1, 3, "found '0'");
  require_boxes_error("9 9\n9 9\n", 1, 1, "too large");
  require_boxes_error("3 2\n", 2, 1, "expected a second line");
  require_boxes_error("", 1, 1, "empty input");
  require_boxes_error("3 2\n2 3\n0 0 7 0 0 0\n" + values.substr(12), 3, 5,
                      "expected a value 0..6 (0 = empty), found '7'");
  require_boxes_error("3 2\n2 3\n0 0 x 0 0 0\n" + values.substr(12), 3, 5, "found 'x'");
  require_boxes_error("3 2\n2 3\n" + values.substr(0, values.size() - 3) + "\n", 8, 10,
                      "expected 36 values, found 35");
  require_boxes_error("3 2\n2 3\n" + values + "0\n", 9, 1, "more than the 36 values");
  ParseError wrong_type = read_error(kSixBySix, "sudoku-boxes", "binairo");
  CHECK(wrong_type.message.find("holds sudoku puzzles, not binairo") != std::string::npos);
}

TEST_CASE("sudoku-boxes is detected only when the header is unambiguous",
          "[formats][sudoku-boxes]") {
  // N = 2 could be a pyramids guide (four lines of two numbers): read with --from only.
  const std::string two = "2 1\n1 2\n1 0\n0 0\n";
  ReadResult r = read_puzzle(two, "", "");
  CHECK(r.format != "sudoku-boxes");
  CHECK(as_sudoku(*parse(two, "sudoku-boxes")).grid == grid_of("1 . / . ."));
  // An inconsistent header is not taken for sudoku-boxes without --from.
  std::string zeros;
  for (int k = 0; k < 36; ++k) zeros += "0 ";
  CHECK(read_puzzle("3 2\n2 3\n" + zeros, "", "").format == "sudoku-boxes");
  r = read_puzzle("3 2\n3 2\n" + zeros, "", "");
  CHECK(r.format != "sudoku-boxes");
  // A binairo table starts with two numbers too, but its second line is a row of cells.
  r = read_puzzle("4 4\n1 0 - -\n- - - -\n- - 0 -\n- - - 1\n", "", "");
  CHECK(r.format != "sudoku-boxes");
}

TEST_CASE("generated sudokus round-trip through sudoku-boxes", "[formats][sudoku-boxes]") {
  int written = 0;
  for (const auto& path : files_in(shared_data() / "sudoku" / "generated", ".gsp")) {
    INFO(path.filename().string());
    auto puzzle = parse(read_text(path));
    const Sudoku& s = as_sudoku(*puzzle);
    if (s.diagonal || !s.regions.empty()) {
      require_write_error(*puzzle, "sudoku-boxes", "no diagonal, jigsaw or killer variant");
      continue;
    }
    const std::string text = write_as(*puzzle, "sudoku-boxes");
    ReadResult back = read_puzzle(text, "", "");
    REQUIRE(back.puzzle);
    CHECK(back.format == "sudoku-boxes");
    require_same_sudoku(as_sudoku(*back.puzzle), s);
    ++written;
  }
  CHECK(written >= 42);  // 7 shapes x 6 files
}
