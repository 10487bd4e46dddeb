// Tapa, the declared shading genre whose clues are lists, with answers that do not come from
// gridsat: pzprjs's own example (test/script/tapa.js in pzprjs), its URL and the answer its
// check accepts, and its failcheck boards' breaks (brNoShade, cs2x2, ceTapaNe, csDivide); and
// every janko.at Tapa with its published solution (tests/data/tapa/janko.txt), unique by both
// backends, which holds a `?` to be a run of at least one cell.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's tapa example: unique, with the answer its check accepts", "[declared][tapa]") {
  const auto p = require_example("https://puzz.link/p?tapa/5/5/3n5hchhajn2", "tapa",
                                 {".####", "##.#.", "#..##", ".#.#.", "####."});
  CHECK(write(*p, "native") ==
        "tapa 5x5\nnumbers:\n  3   .   .   .   .\n  .   .   .   .   5\n"
        "  .   . 311   .   .\n 31   .   .   .   .\n  .   .   .   .   2\n");
  // brNoShade.
  CHECK(broken_rule(*p, {".....", ".....", ".....", ".....", "....."}) ==
        "r1c1: the grid holds 0 shaded cells, fewer than 1");
  // cs2x2, ceTapaNe and csDivide: pzprjs's boards (its unmarked cells unshaded).
  CHECK(broken_rule(*p, {".#...", "##...", "##...", ".....", "....."}) ==
        "r2c1: a 2 x 2 block of shaded cells at r2c1");
  CHECK(broken_rule(*p, {".#...", "##...", "#....", ".....", "....."}) ==
        "r2c5: the runs of shaded cells around r2c5 are not 5");
  CHECK(broken_rule(*p, {".#.##", "##.#.", "#..##", ".#.#.", "####."}) ==
        "r1c4: the shaded cells are not connected: r1c4 is cut off from r1c2");
  // The answer with r1c5 unshaded: still connected, the 5 at r2c5 sees a run of four.
  CHECK(broken_rule(*p, {".###.", "##.#.", "#..##", ".#.#.", "####."}) ==
        "r2c5: the runs of shaded cells around r2c5 are not 5");
}

TEST_CASE("tapa: every janko.at puzzle has its published solution, uniquely",
          "[declared][tapa][data]") {
  int puzzles = 0;
  for (const auto& field : data_set_lines("tapa/janko.txt", 5)) {
    INFO("janko.at Tapa " << field[0]);
    const auto p = parse("tapa " + field[1] + "x" + field[2] + "\nnumbers:\n" + field[3] + "\n");
    ParseError error;
    const auto answer = read_plain(*p, field[4], error);
    REQUIRE(answer.has_value());
    require_verdict(*p, Verdict::Unique, &*answer);
    ++puzzles;
  }
  CHECK(puzzles == 390);
}

TEST_CASE("tapa: bad input is one error at its line and column", "[declared][tapa][errors]") {
  require_read_error("tapa 3x3\nnumbers:\n. . .\n. 9 .\n. . .\n", 4, 3, "expected a clue");
  require_read_error("tapa 3x3\nnumbers:\n. . .\n. 44 .\n. . .\n", 4, 3, "that fit around it");
  require_read_error("tapa 3x3\nnumbers:\n. . .\n. 10 .\n. . .\n", 4, 3, "that fit around it");
  require_read_error("tapa 3x3\nnumbers:\n. . .\n. 11111 .\n. . .\n", 4, 3, "expected a clue");
  require_read_error("tapa/3/3/z", 1, 10, "skips past the 9 cells");
  require_read_error("tapa/3/3/d", 1, 11, "ends inside a list of numbers");
  require_read_error("tapa/3/3/dz", 1, 10, "no list of numbers");
  require_read_error("tapa/3/3/h8h", 1, 13, "ends after 5 of the 9 cells");
  // A clue 8 in the middle of a 3 x 3 shades its whole ring; a 7 in a corner of a 3 x 3 asks for
  // more cells than its three neighbours: no solution.
  const Grid ring = shading({"###", "#.#", "###"});
  require_verdict(*parse("tapa 3x3\nnumbers:\n. . .\n. 8 .\n. . .\n"), Verdict::Unique, &ring);
  require_verdict(*parse("tapa 3x3\nnumbers:\n7 . .\n. . .\n. . .\n"), Verdict::None);
  // A lone 1 in a corner of a 2 x 2: any one of its three neighbours.
  require_verdict(*parse("tapa 2x2\nnumbers:\n1 .\n. .\n"), Verdict::Multiple);
  // A `?` is a run: with no room for one, no solution.
  require_verdict(*parse("tapa 1x1\nnumbers:\n?\n"), Verdict::None);
}
