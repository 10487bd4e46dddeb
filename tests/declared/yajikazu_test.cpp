// Yajisan-Kazusan, the declared genre of arrows that count, with an answer that does not come
// from gridsat: pzprjs's own example (test/script/yajikazu.js in pzprjs), its URL and the answer
// its check accepts, unique by both backends, and its failcheck boards broken (their empty cells
// read as unshaded: gridsat's answers have none). All 210 janko.at Yajisan-Kazusan with their
// published solutions were checked once (docs/yajikazu.md); the ten largest are in the bench set
// and tests/data_sets.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's yajisan-kazusan example: unique, with the answer its check accepts",
          "[declared][yajikazu]") {
  const auto p =
      require_example("https://puzz.link/p?yajikazu/6/6/40d23663i32h12b32a12a11c", "yajikazu",
                      {"......", "#.#..#", ".#.#..", ".....#", ".#.#..", "#....#"});
  CHECK(parse("yajisan-kazusan 1x1\n")->type() == "yajikazu");
  // Its numbers are the clues: 0 right, 3 down, 99 up (a two-digit code), 2 left, ...
  CHECK(p->removable_clues().size() == 8);
  CHECK(p->describe_clue(p->removable_clues()[1]) == "number r1c6 = ↓3");
  // brNoShade, csAdjacent, cuDivideRB, anShadeNe.
  CHECK(broken_rule(*p, {"......", "......", "......", "......", "......", "......"}) ==
        "r1c1: the grid holds 0 shaded cells, fewer than 1");
  CHECK(broken_rule(*p, {"......", "#.....", "#.....", "......", "......", "......"}) ==
        "r2c1: shaded cells r2c1 and r3c1 touch");
  CHECK(broken_rule(*p, {"......", "#....#", ".#....", "..#..#", "...#..", "..#..#"})
            .find("not connected") != std::string::npos);
  CHECK(broken_rule(*p, {"......", "#....#", ".#.#..", ".....#", "......", ".....#"}) ==
        "r5c2: the arrow at r5c2 counts 1 shaded cell, not 2");
}

TEST_CASE("yajisan-kazusan: a shaded number says nothing, and one past its cells is shaded",
          "[declared][yajikazu]") {
  // 2 to the right with one cell there: its cell must be shaded.
  const Grid shaded_clue = shading({"#."});
  require_verdict(*parse("yajikazu 1x2\nnumbers:\n2> .\n"), Verdict::Unique, &shaded_clue);
  // Either number unshaded sees the other shaded, 1 against its 0; both shaded touch; and
  // neither shaded leaves the grid without a shaded cell.
  require_verdict(*parse("yajikazu 1x2\nnumbers:\n0> 0<\n"), Verdict::None);
  // A number without an arrow says nothing: two solutions.
  require_verdict(*parse("yajikazu 1x2\nnumbers:\n5 .\n"), Verdict::Multiple);
}

TEST_CASE("yajisan-kazusan: bad input is one error at its line and column",
          "[declared][yajikazu][errors]") {
  require_read_error("yajikazu 2x2\nnumbers:\n1000> .\n. .\n", 3, 1, "can be 0 to 999");
  require_read_error("yajikazu 2x2\nnumbers:\n3x .\n. .\n", 3, 1, "with an arrow ^ v < >");
  require_read_error("yajikazu/2/2/5", 1, 15, "expected 2 hex digits after '5'");
  require_read_error("yajikazu/2/2/-5123", 1, 15, "direction 0-4");
  require_read_error("yajikazu/2/2/+", 1, 14, "unexpected '+'");
  require_read_error("yajikazu/2/2/c", 1, 15, "ends after 3 of the 4 cells");
  require_read_error("yajikazu/2/2/40d", 1, 16, "skips past the 4 cells");
}
