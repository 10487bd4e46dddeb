// Kurodoko's native format and puzz.link URLs: what they read, what they write back, and every
// reader error at its line and column. (Range IDs: tatham_test.cpp.)
#include <catch2/catch.hpp>

#include "kurodoko/kurodoko_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::string written(const Puzzle& p, const std::string& to) {
  std::string error;
  const auto text = write_puzzle(p, to, error);
  INFO(error);
  REQUIRE(text.has_value());
  // One line for an ID or a URL: without its newline.
  return text->ends_with("\n") && text->find('\n') + 1 == text->size()
             ? text->substr(0, text->size() - 1)
             : *text;
}

std::string error_of(const std::string& text, const std::string& from = "") {
  const ParseError e = read_error(text, from, from.empty() ? "" : "kurodoko");
  return std::to_string(e.line) + ":" + std::to_string(e.col) + ": " + e.message;
}

}  // namespace

TEST_CASE("the native format: numbers, '.', '?', and the grid written back",
          "[kurodoko][formats]") {
  const auto k = read_kurodoko(R"(# a comment
kurodoko 3x4
grid:
. 2 . ?
. . 6 .
3 . . 0
)");
  REQUIRE(k->rows() == 3);
  REQUIRE(k->cols() == 4);
  CHECK(number_at(*k, 0, 1) == 2);
  CHECK(number_at(*k, 0, 3) == rules::kQuestionNumber);
  CHECK(number_at(*k, 1, 2) == 6);
  CHECK(number_at(*k, 2, 0) == 3);
  CHECK(number_at(*k, 2, 3) == kUnknown);  // 0 is a cell without a number
  CHECK(number_at(*k, 0, 0) == kUnknown);
  CHECK(written(*k, "native") == "kurodoko 3x4\ngrid:\n. 2 . ?\n. . 6 .\n3 . . .\n");
  // Run together, a square size, no grid at all, the type's other names.
  CHECK(same(*read_kurodoko("kurodoko 3x4\ngrid:\n.2.?\n..6.\n3...\n"), *k));
  CHECK(read_kurodoko("kurodoko 5")->rows() == 5);
  CHECK(read_kurodoko("kurodoko 5")->numbers() == Grid(5, 5));
  CHECK(read_kurodoko("kuromasu 2x3")->cols() == 3);
  CHECK(read_kurodoko("range 2x3")->rows() == 2);
  // Two-digit numbers: the writer right-aligns the columns.
  Kurodoko wide = kurodoko(6, 7);
  set(wide, 0, 1, 12);
  set(wide, 5, 6, 3);
  const std::string text = written(wide, "native");
  CHECK(text.starts_with("kurodoko 6x7\ngrid:\n . 12  .  .  .  .  .\n"));
  CHECK(same(*read_kurodoko(text), wide));
}

TEST_CASE("native format errors at their place", "[kurodoko][formats]") {
  CHECK(error_of("kurodoko 3x4\ngrid:\n. 2 . .\n. . 7 .\n. . . .\n") ==
        "4:5: the number in r2c3 is 7; it can be 1 to 6");
  CHECK(error_of("kurodoko 2x2\ngrid:\n. x\n. .\n") ==
        "3:3: expected a number, '?' or '.', found 'x'");
  CHECK(error_of("kurodoko 2x2\ngrid:\n. -1\n. .\n") ==
        "3:3: expected a number, '?' or '.', found '-1'");
  CHECK(error_of("kurodoko 101x2\n") == "1:10: kurodoko sides are 1 to 100, not 101x2");
  CHECK(error_of("kurodoko 2x2\ngrid:\n. . .\n. .\n") ==
        "3:1: row 1 of 'grid:' has 3 cells, expected 2");
  const ParseError option = read_error("kurodoko 2x2 diagonal\n");
  CHECK(option.line == 1);
  CHECK(option.col == 14);
}

TEST_CASE("puzz.link kurodoko URLs", "[kurodoko][formats]") {
  // pzprjs's own example (test/script/kurodoko.js), written back as pzprjs writes it.
  const std::string url = "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i";
  const auto k = read_kurodoko(url);
  CHECK(number_at(*k, 0, 3) == 7);
  CHECK(number_at(*k, 1, 0) == 5);
  CHECK(number_at(*k, 4, 1) == 4);
  CHECK(written(*k, "puzzlink") == url);
  CHECK(same(*read_kurodoko("http://pzv.jp/p.html?kurodoko/5/5/i7g5l2l2g4i"), *k));
  // `.` is a number not shown; columns and rows in that order; `-` and two hex digits.
  const auto hidden = read_kurodoko("kurodoko/3/2/h.i", "puzzlink");
  CHECK(hidden->rows() == 2);
  CHECK(hidden->cols() == 3);
  CHECK(number_at(*hidden, 0, 2) == rules::kQuestionNumber);
  CHECK(written(*hidden, "puzzlink") == "https://puzz.link/p?kurodoko/3/2/h.i");
  const auto big = read_kurodoko("kurodoko/13/4/-10zzq", "puzzlink");
  CHECK(number_at(*big, 0, 0) == 16);
  CHECK(written(*big, "puzzlink") == "https://puzz.link/p?kurodoko/13/4/-10zzq");
}

TEST_CASE("puzz.link errors at their place", "[kurodoko][formats]") {
  CHECK(error_of("kurodoko/3/3/0n", "puzzlink") ==
        "1:14: the number in r1c1 is 0; it can be 1 to 5");
  CHECK(error_of("kurodoko/3/3/g6m", "puzzlink") ==
        "1:15: the number in r1c2 is 6; it can be 1 to 5");
  CHECK(error_of("kurodoko/2/2/j1", "puzzlink") == "1:15: unexpected text after the 4 cells");
  CHECK(error_of("kurodoko/3/3/i", "puzzlink") ==
        "1:15: the puzzle data ends after 3 of the 9 cells");
  CHECK(
      error_of("kurodoko/b/2/2/j", "puzzlink") ==
      "1:10: puzz.link kurodoko takes no flag 'b' (a variant of the rules gridsat does not read)");
  CHECK(error_of("kurodoko/101/2/j", "puzzlink") == "1:10: kurodoko sides are 1 to 100, not 2x101");
}
