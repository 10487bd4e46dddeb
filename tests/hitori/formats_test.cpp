// Hitori's readers and writers: Singles IDs (read, written back as Singles writes them, errors at
// the character that is wrong), puzz.link URLs (pzprjs's own example with the answer pzprjs's
// test accepts; two-digit numbers and blank cells, with solutions counted by hand; errors), and
// the native format (round trips through every format, errors at line and column).
#include <catch2/catch.hpp>
#include <random>

#include "hitori/hitori_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::string written(const Puzzle& p, const std::string& to) {
  std::string error;
  auto text = write_puzzle(p, to, error);
  if (!text) return "error: " + error;
  if (to != "native" && text->ends_with("\n")) text->pop_back();
  return *text;
}

bool same(const Hitori& a, const Hitori& b) {
  return a.rows() == b.rows() && a.cols() == b.cols() && a.numbers() == b.numbers() &&
         a.givens() == b.givens();
}

}  // namespace

TEST_CASE("a Singles ID is read as Singles defines it, and written back unchanged",
          "[hitori][formats]") {
  const auto p = read_hitori("singles:4x2:31243223");
  CHECK(p->cols() == 4);
  CHECK(p->rows() == 2);
  CHECK(p->numbers().cells == std::vector<int>{3, 1, 2, 4, 3, 2, 2, 3});
  CHECK(p->givens() == Grid(2, 4));  // no givens
  // Base 62 as Singles' c2n: a = 10, z = 35, A = 36; `N` alone is N x N; difficulty ignored.
  const auto big = read_hitori("singles:12dk:" + std::string(143, '1') + "c");
  CHECK(big->rows() == 12);
  CHECK(big->numbers().cells.back() == 12);
  CHECK(written(*big, "tatham") == "singles:12x12:" + std::string(143, '1') + "c");
  for (const SinglesCase& c : singles_cases()) {
    INFO("line " << c.line);
    const auto h = read_hitori(c.id);
    CHECK(written(*h, "tatham") == c.id);
    CHECK(same(*read_hitori(written(*h, "native")), *h));
    CHECK(same(*read_hitori(written(*h, "puzzlink")), *h));
  }
}

TEST_CASE("what Singles cannot hold is refused with the reason", "[hitori][formats]") {
  Hitori blank = *make_hitori(3, 3);
  fill_numbers(blank, 1);
  blank.set_number(4, kUnknown);
  CHECK(written(blank, "tatham").find("Singles has no cell without a number") != std::string::npos);
  Hitori high = *make_hitori(3, 3);
  fill_numbers(high, 4);
  CHECK(written(high, "tatham").find("Singles' numbers on this grid are 1 to 3, not 4") !=
        std::string::npos);
  Hitori thin = *make_hitori(1, 3);
  fill_numbers(thin, 1);
  CHECK(written(thin, "tatham").find("Singles grids are 2 to 62") != std::string::npos);
}

TEST_CASE("a bad Singles ID is reported where it goes wrong", "[hitori][formats]") {
  CHECK(read_error("singles:3x3:123231312") == "no error");
  CHECK(read_error("singles:3x3:12323131") == "1:21: the description ends after 8 of the 9 cells");
  CHECK(read_error("singles:3x3:1232313121") ==
        "1:22: the description has more than the 9 cells of a 3x3 grid");
  CHECK(read_error("singles:3x3:1234") ==
        "1:16: number 4 ('4') is out of range: Singles' numbers on a 3x3 grid are 1 to 3");
  CHECK(read_error("singles:3x3:1230") ==
        "1:16: number 0 ('0') is out of range: Singles' numbers on a 3x3 grid are 1 to 3");
  CHECK(read_error("singles:3x3:12-") ==
        "1:15: unexpected '-' in a Singles description (a number 1-9, a-z or A-Z per cell)");
  CHECK(read_error("singles:1x3:123") == "1:9: Singles grids are 2 to 62 cells wide and high");
  CHECK(read_error("singles:3q:123231312").starts_with("1:10: "));
  CHECK(read_error("singles:x3:1").starts_with("1:9: expected Singles' grid size"));
}

TEST_CASE("pzprjs's own hitori example reads with the answer pzprjs accepts", "[hitori][formats]") {
  // robx/pzprjs test/script/hitori.js: url "4/4/1114142333214213", and the shading its checker
  // accepts (`# + # . / + + + . / # + # . / + + + #`; rules_test.cpp solves it by hand).
  const auto p = read_hitori("https://puzz.link/p?hitori/4/4/1114142333214213");
  CHECK(p->numbers().cells == std::vector<int>{1, 1, 1, 4, 1, 4, 2, 3, 3, 3, 2, 1, 4, 2, 1, 3});
  CliRun run = run_cli({"unique", "--cross-check", "-"},
                       "https://puzz.link/p?hitori/4/4/1114142333214213\n");
  CHECK(run.status == 0);
  CHECK(run.out == "# . # .\n. . . .\n# . # .\n. . . #\n");
  CHECK(written(*p, "puzzlink") == "https://puzz.link/p?hitori/4/4/1114142333214213");
}

TEST_CASE("puzz.link two-digit numbers and blank cells", "[hitori][formats]") {
  // 36 36 .      Row 1's 36s: one is shaded. Counted by hand (cells 0..5 row-major):
  //  5 .  36     r1c1 shaded: alone, with r1c3, or with r2c3 (with r2c2 it cuts r2c1 off);
  // r1c2 shaded: alone (adding r2c1 cuts r1c1 off, adding r2c3 cuts r1c3 off). 4 solutions.
  const std::string url = "https://puzz.link/p?hitori/3/2/-10-10.5.-10";
  const auto p = read_hitori(url);
  CHECK(p->numbers().cells == std::vector<int>{36, 36, kUnknown, 5, kUnknown, 36});
  CHECK(written(*p, "puzzlink") == url);
  for (const char* backend : {"sat", "native"}) {
    CliRun run = run_cli({"count", "--backend", backend, "-"}, url + "\n");
    CHECK(run.status == 0);
    CHECK(run.out.find("4") != std::string::npos);
  }
  // The native format writes blanks as '.', numbers apart.
  CHECK(written(*p, "native") == "hitori 2x3\ngrid:\n36 36  .\n 5  . 36\n");
  CHECK(same(*read_hitori(written(*p, "native")), *p));
  // 1295 is the largest number a URL holds; Singles cannot hold these at all.
  Hitori top = *make_hitori(1, 2);
  set_numbers(top, {1295, 35});
  CHECK(written(top, "puzzlink") == "https://puzz.link/p?hitori/2/1/-zzz");
  set_numbers(top, {1296, 35});
  CHECK(written(top, "puzzlink").find("up to 1295") != std::string::npos);
}

TEST_CASE("a bad puzz.link hitori URL is reported where it goes wrong", "[hitori][formats]") {
  const std::string head = "https://puzz.link/p?hitori/3/1/";  // the body starts at column 32
  CHECK(read_error(head + "123") == "no error");
  CHECK(read_error(head + "12") == "1:34: the body ends after 2 of the 3 cells");
  CHECK(read_error(head + "1234") == "1:35: the body goes on after the last of the 3 cells");
  CHECK(read_error(head + "102") == "1:33: hitori numbers start at 1, not 0");
  CHECK(read_error(head + "1@2") == "1:33: a cell with a hidden number ('@') cannot be solved");
  CHECK(read_error(head + "1-1") == "1:33: '-' must be followed by two base-36 digits");
  CHECK(read_error(head + "1-1A") == "1:34: '-' must be followed by two base-36 digits (0-9, a-z)");
  CHECK(read_error(head + "1A2").starts_with("1:33: unexpected 'A' in a hitori body"));
}

TEST_CASE("the native format: numbers apart or run together, errors at line and column",
          "[hitori][formats]") {
  const auto a = read_hitori("hitori 2x3\ngrid:\n1 2 3\n3 . 1\n");
  const auto b = read_hitori("# a comment\nHITORI 2x3\ngrid:\n123\n3.1\n");
  CHECK(same(*a, *b));
  CHECK(a->numbers().cells == std::vector<int>{1, 2, 3, 3, kUnknown, 1});
  CHECK(written(*a, "native") == "hitori 2x3\ngrid:\n1 2 3\n3 . 1\n");
  CHECK(read_hitori("singles 2\ngrid:\n12\n21\n")->cols() == 2);  // the alias
  CHECK(read_error("hitori 2\n") ==
        "2:1: a hitori needs a grid: section with the number of every cell");
  CHECK(read_error("hitori 2\ngrid:\n1 0\n2 1\n") == "3:3: value 0 is out of range (1 to 9999)");
  CHECK(read_error("hitori 2\ngrid:\n1 x\n2 1\n") == "3:3: unexpected 'x' in the grid");
  CHECK(read_error("hitori 0\ngrid:\n").starts_with("1:8: "));
  CHECK(read_error("hitori 101x2\ngrid:\n") ==
        "1:8: hitori size 101x2 is out of range (sides 1 to 100)");
  CHECK(read_error("hitori 2 sum\ngrid:\n12\n21\n").starts_with("1:10: "));
  CHECK(read_error("hitori 2\ntop: 1 2\ngrid:\n12\n21\n").starts_with("2:1: "));
  CliRun bad = run_cli({"solve", "-"}, "hitori 2\ngrid:\n1 0\n2 1\n");
  CHECK(bad.status == 65);
  CHECK(bad.err.find(":3:3: value 0 is out of range") != std::string::npos);
}
