// Reading and writing Easy as ABC: the native format (letters in either case, `-` for a given
// blank, `.` unknown, bad letters and counts at their place), the abc-lines tutorial input (spaces
// as "no clue", short and missing lines), puzz.link easyasabc URLs (the foreign-ids.md vector),
// and every writer read back to the same puzzle.
#include <catch2/catch.hpp>

#include "formats/format_helpers.hpp"
#include "genres/abc/abc.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

const Abc& as_abc(const Puzzle& p) {
  const auto* a = dynamic_cast<const Abc*>(&p);
  REQUIRE(a != nullptr);
  return *a;
}

void require_same(const Puzzle& a, const Puzzle& b) {
  const Abc& x = as_abc(a);
  const Abc& y = as_abc(b);
  CHECK(x.n == y.n);
  CHECK(x.letters == y.letters);
  CHECK(x.clues == y.clues);
  CHECK(x.grid == y.grid);
}

const char* kSpecExample =
    "abc 5 letters=4\n"
    "top:    . . . C .\n"
    "bottom: . . D . D\n"
    "left:   . B . . .\n"
    "right:  B C . A .\n";

}  // namespace

TEST_CASE("native abc: the spec's example, givens and spellings", "[abc][formats]") {
  auto p = parse(kSpecExample);
  const Abc& a = as_abc(*p);
  CHECK(a.n == 5);
  CHECK(a.letters == 4);
  CHECK(a.side(Side::Top) == std::vector<int>{0, 0, 0, 3, 0});
  CHECK(a.side(Side::Right) == std::vector<int>{2, 3, 0, 1, 0});
  CHECK(run(*p, Mode::Unique, {}).verdict == Verdict::Unique);

  auto q =
      parse("EASY-AS-ABC 5 LETTERS=4\nTOP: 000c0\nBottom: ..d.D\nleft: 0 b 0 0 0\nright: BC0A.\n");
  require_same(*p, *q);

  auto g = parse("abc 3 letters=2\ngrid:\nA - .\n. . .\n. . b\nleft: A . .\n");
  Grid expected(3, 3);
  expected.at(0, 0) = 1;
  expected.at(0, 1) = 0;
  expected.at(2, 2) = 2;
  CHECK(as_abc(*g).grid == expected);
  auto compact = parse("abc 3 letters=2\ngrid:\nA-.\n...\n..B\nleft: A..\n");
  require_same(*g, *compact);
  for (const Puzzle* x : {p.get(), g.get()}) require_same(*x, *parse(write_as(*x, "native")));
  CHECK(write_as(*g, "native") == "abc 3 letters=2\ngrid:\nA - .\n. . .\n. . B\nleft: A . .\n");
}

TEST_CASE("native abc: bad letters, counts and headers are errors at their place",
          "[abc][formats][bad]") {
  require_read_error("abc 5 letters=4\ntop: . . . E .\n", 2, 12,
                     "letter E is past the 4 letters of this puzzle (A to D)");
  require_read_error(
      "abc 5 letters=4\ngrid:\n. . . . .\n. . F . .\n. . . . .\n. . . . .\n. . . . .\n", 4, 5,
      "letter F is past the 4 letters of this puzzle (A to D)");
  require_read_error("abc 5 letters=4\ntop: . . . C\n", 2, 6, "'top:' has 4 clues, expected 5");
  require_read_error("abc 5 letters=4\nleft: . 1 . . .\n", 2, 9,
                     "expected a letter clue, or '.' for none, found '1'");
  require_read_error("abc 5 letters=4\nleft: . - . . .\n", 2, 9,
                     "expected a letter clue, or '.' for none, found '-'");
  require_read_error("abc 5\ntop: A . . . .\n", 1, 1,
                     "an abc puzzle needs its number of letters in the header: letters=K");
  require_read_error("abc 5 letters=6\n", 1, 7,
                     "letters=6 is out of range (1 to 5 for a 5x5 grid)");
  require_read_error("abc 5 letters=0\n", 1, 7, "letters=0 is out of range");
  require_read_error("abc 5 letters=x\n", 1, 7, "expected letters=K, found 'letters=x'");
  require_read_error("abc 3 letters=2\ngrid:\nA 0 .\n. . .\n. . .\n", 3, 3,
                     "expected a letter, '-' (blank) or '.' (unknown), found '0'");
  require_read_error("abc 4x3 letters=2\n", 1, 5, "an abc grid is square");
}

TEST_CASE("abc clues that each make sense but contradict each other have no solution",
          "[abc][bad]") {
  // Row 1 starts with A from the left, but a given B stands in its first cell.
  auto p = parse("abc 4 letters=3\ngrid:\nB . . .\n. . . .\n. . . .\n. . . .\nleft: A . . .\n");
  RunOptions native;
  native.backend = Backend::Native;
  CHECK(run(*p, Mode::Unique, {}).verdict == Verdict::None);
  CHECK(run(*p, Mode::Unique, native).verdict == Verdict::None);
  // With one letter and no blanks (K = N = 1 would be trivial): two letters in a 2x2 grid, the
  // top of column 1 seeing A and the left of row 1 seeing B.
  auto q = parse("abc 2 letters=2\ntop: A .\nleft: B .\n");
  CHECK(run(*q, Mode::Unique, {}).verdict == Verdict::None);
  CHECK(run(*q, Mode::Unique, native).verdict == Verdict::None);
}

TEST_CASE("abc-lines: size, letters and four raw clue lines", "[abc][formats]") {
  auto p = parse(kSpecExample);
  auto q = parse("5\n4\n   C \n  D D\n B\nBC A\n");  // detected; spaces are no clue
  require_same(*p, *q);
  require_same(*p, *parse("5\n4\n...C.\n00D0D\n.B...\nBC.A.\n", "abc-lines"));
  require_same(*p, *parse("5\n4\n. . . C .\n. . D . D\n. B . . .\nB C . A .\n", "abc-lines"));
  // A blank clue line is a line; missing lines at the end have no clues.
  auto r = parse("4\n2\n\nAB\n", "abc-lines");
  CHECK(as_abc(*r).side(Side::Top) == std::vector<int>{0, 0, 0, 0});
  CHECK(as_abc(*r).side(Side::Bottom) == std::vector<int>{1, 2, 0, 0});
  CHECK(as_abc(*r).side(Side::Right) == std::vector<int>{0, 0, 0, 0});
  CHECK(write_as(*p, "abc-lines") == "5\n4\n...C.\n..D.D\n.B...\nBC.A.\n");
  require_same(*p, *parse(write_as(*p, "abc-lines")));

  require_read_error("5\n4\n...C.\n..E.D\n", 4, 3, "letter E is past the 4 letters", "abc-lines");
  require_read_error("5\n4\n...C..\n", 3, 6, "the top line has 6 characters, expected 5",
                     "abc-lines");
  require_read_error("5\n6\n", 2, 1, "number of letters 6 is out of range (1 to 5)", "abc-lines");
  require_read_error("5\n4\n...C.\n.....\n.....\n.....\nA\n", 7, 1,
                     "unexpected text after the four clue lines", "abc-lines");
  require_read_error("5\n4\n..#C.\n", 3, 3, "expected a letter clue", "abc-lines");
  require_write_error(*parse("abc 2 letters=1\ngrid:\nA .\n. .\n"), "abc-lines", "givens");
}

TEST_CASE("puzz.link easyasabc: the foreign-ids vector and round trips", "[abc][puzzlink]") {
  auto p = parse("https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h");
  const Abc& a = as_abc(*p);
  CHECK(a.letters == 3);
  CHECK(a.side(Side::Top) == std::vector<int>{1, 0, 0, 0});
  CHECK(a.side(Side::Bottom) == std::vector<int>{0, 0, 0, 0});
  CHECK(a.side(Side::Left) == std::vector<int>{2, 0, 0, 3});
  CHECK(a.side(Side::Right) == std::vector<int>{0, 3, 0, 0});
  CHECK(write_as(*p, "puzzlink") == "https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h\n");
  auto g = parse("abc 4 letters=3\ngrid:\n. . . .\n. C . .\n. . . .\nA . . .\nleft: B . . C\n");
  require_same(*g, *parse(write_as(*g, "puzzlink")));
  require_same(*g, *parse(write_as(*g, "native")));

  require_error_at("https://puzz.link/p?easyasabc/4/4/3/4m2h3g3h", 37,
                   "top clue 4 is impossible: this puzzle has the letters A to C");
  require_error_at("https://puzz.link/p?easyasabc/4/4/5/1m2h3g3h", 35,
                   "number of letters 5 is out of range (1 to 4)");
  require_error_at("https://puzz.link/p?easyasabc/4/4/1m2h3g3h", 35,
                   "expected the number of letters and '/' before the clues");
  require_write_error(*parse("abc 2 letters=1\ngrid:\n- .\n. .\n"), "puzzlink",
                      "cannot express a given blank");
}
