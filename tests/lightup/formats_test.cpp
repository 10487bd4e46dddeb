// Light Up's native format and puzz.link akari URLs: what they read, what they write back, and
// every reader error at its line and column. (Tatham's IDs: tatham_test.cpp.)
#include <catch2/catch.hpp>

#include "lightup/lightup_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::string written(const Puzzle& p, const std::string& to) {
  std::string error;
  const auto text = write_puzzle(p, to, error);
  INFO(error);
  REQUIRE(text.has_value());
  return text->ends_with("\n") && text->find('\n') + 1 == text->size()
             ? text->substr(0, text->size() - 1)
             : *text;
}

std::string error_of(const std::string& text, const std::string& from = "") {
  const ParseError e = read_error(text, from, from.empty() ? "" : "lightup");
  return std::to_string(e.line) + ":" + std::to_string(e.col) + ": " + e.message;
}

}  // namespace

TEST_CASE("the native format: walls, numbers, given cells, written back", "[lightup][formats]") {
  const auto p = read_lightup(R"(# a comment
lightup 3x4
grid:
. B . *
2 . + .
. . . 0
)");
  REQUIRE(p->rows() == 3);
  REQUIRE(p->cols() == 4);
  CHECK(p->numbers().at(0, 1) == kLightupWall);
  CHECK(p->numbers().at(1, 0) == 2);
  CHECK(p->numbers().at(2, 3) == 0);
  CHECK(p->numbers().at(0, 0) == kLightupWhite);
  CHECK(p->givens().at(0, 3) == 1);
  CHECK(p->givens().at(1, 2) == 0);
  CHECK(p->givens().at(1, 0) == 0);  // a wall never holds a bulb
  CHECK(p->givens().at(0, 0) == kUnknown);
  CHECK(written(*p, "native") == "lightup 3x4\ngrid:\n. B . *\n2 . + .\n. . . 0\n");
  // Run together, a square size, no grid at all, the type's other names.
  CHECK(native_text(*read_lightup("lightup 3x4\ngrid:\n.B.*\n2.+.\n...0\n")) == native_text(*p));
  CHECK(read_lightup("lightup 5")->rows() == 5);
  CHECK(read_lightup("lightup 5")->numbers() == Grid(5, 5));
  CHECK(read_lightup("akari 2x3")->cols() == 3);
  CHECK(read_lightup("light-up 2x3")->rows() == 2);
}

TEST_CASE("native format errors at their place", "[lightup][formats]") {
  CHECK(error_of("lightup 2x2\ngrid:\n. 5\n. .\n") ==
        "3:3: unexpected '5' in a lightup grid (expected '.', 'B', a wall number 0 to 4, '*' or "
        "'+')");
  CHECK(error_of("lightup 101x2\n") == "1:9: lightup size 101x2 is out of range (sides 1 to 100)");
  CHECK(error_of("lightup 2x2\ngrid:\n. .\n") != "0:0: no error");
}

TEST_CASE("puzz.link akari URLs read and written as pzprjs does", "[lightup][formats]") {
  // pzprjs's own example (test/script/lightup.js): 4 at r2c3, 2 at r3c5, 0 at r4c2, 1 at r5c4.
  const auto p = read_lightup("https://puzz.link/p?akari/6/6/nekcakbl");
  CHECK(p->numbers().at(1, 2) == 4);
  CHECK(p->numbers().at(2, 4) == 2);
  CHECK(p->numbers().at(3, 1) == 0);
  CHECK(p->numbers().at(4, 3) == 1);
  int walls = 0;
  for (int v : p->numbers().cells) walls += v != kLightupWhite;
  CHECK(walls == 4);
  CHECK(written(*p, "puzzlink") == "https://puzz.link/p?akari/6/6/nekcakbl");
  // pzprjs's `lightup` name reads too.
  CHECK(native_text(*read_lightup("https://puzz.link/p?lightup/6/6/nekcakbl")) == native_text(*p));
  // The codes one by one, worked out from pzprjs's encode4Cell: a wall followed by a wall is a
  // digit; followed by one white cell and a wall, 5..9; by two white cells (or the end), a..e;
  // `.` a wall without a number; g..z runs of 1..20 white cells.
  Lightup q = lightup(2, 4);
  set_cell(q, 0, 0, 1);
  set_cell(q, 0, 1, kLightupWall);
  set_cell(q, 0, 3, 2);
  set_cell(q, 1, 1, 3);
  // 1 (a wall follows), `.`, one white cell `g`, the 2 followed by the white r2c1 and the wall
  // r2c2 (`7`), the 3 followed by two white cells (`d`).
  CHECK(written(q, "puzzlink") == "https://puzz.link/p?akari/4/2/1.g7d");
  CHECK(native_text(*read_lightup("akari/4/2/1.g7d")) == native_text(q));
  // The same grid spelled without the skips reads the same.
  CHECK(native_text(*read_lightup("akari/4/2/1.g2g3h")) == native_text(q));
  Lightup last = lightup(1, 3);
  set_cell(last, 0, 2, 4);
  CHECK(written(last, "puzzlink") == "https://puzz.link/p?akari/3/1/he");
}

TEST_CASE("puzz.link akari errors at their place", "[lightup][formats]") {
  CHECK(error_of("akari/3/1/hf", "puzzlink") ==
        "1:12: unexpected 'f' in an akari grid (expected 0-9, a-e, '.' or g-z)");
  CHECK(error_of("akari/3/1/j", "puzzlink") == "1:11: j runs past the last of the 3 cells");
  CHECK(error_of("akari/3/1/h", "puzzlink") == "1:12: the grid ends after 2 of 3 cells");
  CHECK(error_of("akari/3/1/i0", "puzzlink") == "1:12: unexpected text after the 3 cells");
}
