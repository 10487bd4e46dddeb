// Nurimisaki, the declared genre of dead ends, with an answer that does not come from gridsat:
// pzprjs's own example (test/script/nurimisaki.js in pzprjs), its URL and the answer its check
// accepts, unique by both backends, and its failcheck boards broken (their empty cells read as
// unshaded: gridsat's answers have none). All 70 janko.at Nurimisaki with their published
// solutions were checked once (docs/nurimisaki.md); the ten largest are in the bench set and
// tests/data_sets.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's nurimisaki example: unique, with the answer its check accepts",
          "[declared][nurimisaki]") {
  const auto p = require_example("https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j", "nurimisaki",
                                 {"#....", ".###.", "..#..", "#.##.", "....."});
  // The circles are the puzzle: nothing to take away.
  CHECK(p->removable_clues().empty());
  // brNoShade, cs2x2, cuDivide, nmSumViewNe, cu2x2, circleNotPromontory, nonCirclePromontory.
  CHECK(broken_rule(*p, {".....", ".....", ".....", ".....", "....."})
            .find("holds 0 shaded cells, fewer than 1") != std::string::npos);
  CHECK(broken_rule(*p, {"#.##.", "..###", ".....", ".....", "....."}) ==
        "r1c3: a 2 x 2 block of shaded cells at r1c3");
  CHECK(broken_rule(*p, {"#...#", ".###.", "..#..", "#.##.", "....#"}).find("not connected") !=
        std::string::npos);
  CHECK(broken_rule(*p, {"#.###", "....#", "###.#", "....#", ".####"}) ==
        "r3c4: r3c4 sees 3 unshaded cells (itself included), not 2");
  CHECK(broken_rule(*p, {"#...#", "...##", "##..#", "...##", ".#..#"}) ==
        "r1c2: a 2 x 2 block of unshaded cells at r1c2");
  CHECK(broken_rule(*p, {"....#", ".#.##", "##..#", "...##", ".#..#"}) ==
        "r1c2: the circle at r1c2 has 2 unshaded cells beside it, not 1: it is no dead end");
  CHECK(broken_rule(*p, {"#.##.", "...#.", "#.#..", "...#.", ".#..."}) ==
        "r1c5: the unshaded cell r1c5 is a dead end, not a circle");
}

TEST_CASE("nurimisaki: bad input is one error at its line and column",
          "[declared][nurimisaki][errors]") {
  require_read_error("nurimisaki 2x2\nnumbers:\n4 .\n. .\n", 3, 1, "can be 1 to 3");
  require_read_error("nurimisaki/2/2/j", 1, 16, "holds at least one number");
  require_read_error("nurimisaki/2/2/1", 1, 17, "ends after 1 of the 4 cells");
  // A lone circle in a 1x2 is a dead end only with its neighbour unshaded, and then the
  // neighbour is one too: no solution.
  require_verdict(*parse("nurimisaki 1x3\nnumbers:\n? . .\n"), Verdict::None);
  const Grid answer = shading({"..#"});
  require_verdict(*parse("nurimisaki 1x3\nnumbers:\n2 ? .\n"), Verdict::Unique, &answer);
}
