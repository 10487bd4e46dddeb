// Masyu's formats: the native text (every spelling of a pearl, written back run together),
// puzz.link mashu URLs (pzprjs's own example with pzprjs's own answer, and a URL made by hand from
// Pearl's 5x5:dBbBlBcB, solved by hand), and each reader's errors at their line and column.
#include <catch2/catch.hpp>

#include "formats/formats.hpp"
#include "masyu/masyu_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::string written(const Puzzle& p, const std::string& to) {
  std::string error;
  const auto text = write_puzzle(p, to, error);
  INFO(error);
  REQUIRE(text.has_value());
  return *text;
}

std::string error(const std::string& text, const std::string& from = "") {
  const ReadError e = read_error(text, from);
  return std::to_string(e.line) + ":" + std::to_string(e.col) + ": " + e.message;
}

// A loop answer grid from pzprjs's file format for its lines: the rows of the borders between
// horizontally adjacent cells (the h edges), then those between vertically adjacent cells (the v
// edges); 1 a line, 0 none, -1 a cross (no line).
Grid from_pzprv3(const Masyu& m, const std::vector<std::vector<int>>& rows) {
  const LoopShape shape = m.loop_shape();
  Grid g = loop_grid(shape);
  REQUIRE(static_cast<int>(rows.size()) == shape.grid_rows());
  for (int r = 0; r < shape.grid_rows(); ++r) {
    const auto& row = rows[static_cast<std::size_t>(r)];
    for (std::size_t c = 0; c < row.size(); ++c) g.at(r, static_cast<int>(c)) = row[c] == 1;
  }
  return g;
}

}  // namespace

TEST_CASE("the native format: pearls in any spelling, written back as W and B",
          "[masyu][formats]") {
  const auto m = read_masyu(R"(masyu 4x5   # four rows, five columns
grid:
. w o 1 .
.....
0 0 0 . .
.B*x2
)");
  CHECK(m->height == 4);
  CHECK(m->width == 5);
  CHECK(*m == masyu_from_rows({".WWW.", ".....", ".....", ".BBBB"}));
  CHECK(written(*m, "native") == "masyu 4x5\ngrid:\n.WWW.\n.....\n.....\n.BBBB\n");
  // N alone is N x N; no grid, no pearls.
  const auto empty = read_masyu("masyu 4\n");
  CHECK(*empty == Masyu(4, 4));
  CHECK(read_masyu("pearl 2x2\ngrid:\n..\n..\n")->type() == "masyu");
}

TEST_CASE("puzz.link mashu: pzprjs's example and its answer", "[masyu][formats]") {
  // pzprjs's test/script/mashu.js: the URL, and the answer its checker accepts (failcode null).
  const auto m = read_masyu("https://puzz.link/p?mashu/6/6/1063000i3000");
  CHECK(*m == masyu_from_rows({"..W...", ".B..W.", "......", "...B..", ".W....", "......"}));
  const Grid answer = from_pzprv3(*m, {{1, 1, 1, 0, 1},
                                       {0, 1, 1, -1, 0},
                                       {0, 0, 1, 1, 0},
                                       {0, 1, -1, 1, 1},
                                       {1, 1, 0, 0, 0},
                                       {0, 0, 1, 0, 0},
                                       {1, 0, 0, 1, 1, 1},
                                       {1, 1, 0, 0, 1, 1},
                                       {1, 1, 1, -1, 0, 1},
                                       {1, -1, 0, 1, 0, 0},
                                       {0, 0, 1, 1, 0, 0}});
  CHECK_FALSE(check_solution(*m, answer).has_value());
  require_verdict(*m, Verdict::Unique, &answer);
  CHECK(written(*m, "puzzlink") == "https://puzz.link/p?mashu/6/6/1063000i3000\n");
  // The alias pearl, and a body that stops early (the rest has no pearl), as pzprjs reads it.
  CHECK(*read_masyu("https://puzz.link/p?pearl/6/6/1063000i3") == *m);
}

TEST_CASE("puzz.link mashu: a URL made by hand, solved by hand", "[masyu][formats]") {
  // Pearl's 5x5:dBbBlBcB (black pearls at r1c5, r2c3, r5c1, r5c5), three cells a character:
  // 0 | 0 2 0 = 6 | 0 2 0 = 6 | 0 | 0 | 0 | 0 0 2 = 2 | 0 | 2 0 0 = 18 = i.
  const auto m = read_masyu("https://puzz.link/p?mashu/5/5/06600020i");
  CHECK(*m == *read_masyu("pearl:5x5:dBbBlBcB"));
  // Each corner pearl sends both arms two cells along the border; r2c3 cannot go up (no room),
  // so it goes down to r4c3 and left to r2c1 (right, r2c5 is already a straight); the rest
  // follows one forced step at a time.
  const Grid solution = loop_from_drawing(*m, R"(+---+---+---+---B
|               |
+---+---B   +   +
        |       |
+---+   +   +   +
|   |   |       |
+   +---+   +   +
|               |
B---+---+---+---B
)");
  CHECK_FALSE(check_solution(*m, solution).has_value());
  require_verdict(*m, Verdict::Unique, &solution);
}

TEST_CASE("puzz.link mashu with pzprjs's flag f: a loop through every cell", "[masyu][formats]") {
  // `0003i0`: `3` = 010 puts a white pearl in r3c3, `i` = 200 a black one in r4c1. Of the six
  // Hamiltonian cycles of the 4 x 4 cells, the only one that turns on r4c1 with straight arms
  // (up to r2c1, right to r4c3) and runs straight through r3c3 with a turn beside it:
  const std::string url = "https://puzz.link/p?mashu/f/4/4/0003i0";
  const auto m = read_masyu(url);
  CHECK(m->full);
  CHECK(written(*m, "puzzlink") == url + "\n");
  CHECK(written(*m, "native").starts_with("masyu 4x4 full\n"));
  CHECK(*read_masyu(written(*m, "native")) == *m);
  const Grid solution = loop_from_drawing(*m, R"(+---+---+---+
|           |
+   +---+---+
|   |
+   +---W---+
|           |
B---+---+---+
)");
  require_verdict(*m, Verdict::Unique, &solution);
  // Without the flag the loop may leave cells out: more than one solution.
  Masyu plain = *m;
  plain.full = false;
  require_verdict(plain, Verdict::Multiple);
  CHECK(error("https://puzz.link/p?mashu/x/4/4/0003i0").find("the flag 'f'") != std::string::npos);
}

TEST_CASE("a masyu with one row or column holds no loop: a format error", "[masyu][formats]") {
  CHECK(error("masyu 1x5\n") ==
        "1:7: no loop fits in a masyu grid 1x5: it needs at least two rows and two columns");
  CHECK(error("masyu 1\n") ==
        "1:7: no loop fits in a masyu grid 1x1: it needs at least two rows and two columns");
  CHECK(error("https://puzz.link/p?mashu/5/1/00") ==
        "1:29: no loop fits in a masyu grid 1x5: it needs at least two rows and two columns");
  CHECK(error("https://puzz.link/p?mashu/1/4/00") ==
        "1:27: no loop fits in a masyu grid 4x1: it needs at least two rows and two columns");
  CHECK(error("masyu 101x5\n") == "1:7: masyu size 101x5 is too large (at most 100 a side)");
}

TEST_CASE("native format errors, at their line and column", "[masyu][formats]") {
  CHECK(error("masyu 3x3\ngrid:\n...\n.Q.\n...\n") ==
        "4:2: unexpected 'Q' in a masyu grid (expected W for a white pearl, B for a black one, "
        "or '.' for none)");
  CHECK(error("masyu 3x3\ngrid:\n...\n...\n") == "5:1: 'grid:' has 2 rows, expected 3");
  CHECK(error("masyu 3x3\ngrid:\n...\n....\n...\n") ==
        "4:1: row 2 of 'grid:' has 4 cells, expected 3");
  CHECK(error("masyu 3x3 diagonal\n") == "1:11: unknown option 'diagonal' for masyu");
  CHECK(error("masyu 3x3\ntop: 1 2 3\n") == "2:1: section 'top:' does not apply to masyu");
  // Pearls no loop can satisfy, at the pearl.
  CHECK(error("masyu 2x4\ngrid:\n....\n..B.\n") ==
        "4:3: the black pearl at r2c3 has no room to turn: the loop leaves a black pearl for two "
        "cells straight on, one way across and one way up or down, and this grid has no two cells "
        "above or below it");
  CHECK(error("masyu 3x3\ngrid:\nW..\n...\n...\n") ==
        "3:1: the white pearl at r1c1 is in a corner of the grid, where the loop cannot go "
        "straight through it");
}

TEST_CASE("puzz.link mashu errors, at their column", "[masyu][formats]") {
  CHECK(error("https://puzz.link/p?mashu/3/3/00r") ==
        "1:33: unexpected 'r' in a mashu URL (each character, 0-9 or a-q, holds three cells)");
  CHECK(error("https://puzz.link/p?mashu/3/3/0000") ==
        "1:34: text after the 3 characters that hold the pearls of 9 cells");
  CHECK(error("https://puzz.link/p?mashu/2/2/03") == "1:32: a pearl past the last of the 4 cells");
  CHECK(error("https://puzz.link/p?mashu/3/3/900") ==
        "1:31: the white pearl at r1c1 is in a corner of the grid, where the loop cannot go "
        "straight through it");
  CHECK(error("https://puzz.link/p?mashu/v:/3/3/000").find("takes the flag 'f'") !=
        std::string::npos);
}
