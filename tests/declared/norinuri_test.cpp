// Norinuri, the declared genre of NumberedAreas with every area numbered (and of SameNeighbours'
// dominoes), with an answer that does not come from gridsat: pzprjs's own example
// (test/script/norinuri.js in pzprjs), its URL and the answer its check accepts, unique by both
// backends, and its failcheck boards broken for the reason pzprjs gives. Its numbers are fixed:
// analyze has nothing to take away, and the generator keeps every number it places.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's norinuri example: unique, with the answer its check accepts",
          "[declared][norinuri]") {
  const auto p = require_example("https://puzz.link/p?norinuri/6/6/1l4i.o1h5p4", "norinuri",
                                 {".##...", "#..#..", "#..#..", ".##.##", "...#..", "##.#.."});
  CHECK(write(*p, "native") ==
        "norinuri 6x6\nnumbers:\n1 . . . . .\n. 4 . . . ?\n. . . . . .\n. . . 1 . .\n"
        "5 . . . . .\n. . . . . 4\n");
  // pzprjs's failcheck boards, in its order: csLt2, csGt2, bkNoNum, bkNumGe2, bkSizeNe.
  CHECK(broken_rule(*p, {".#....", "#.....", "#.....", "......", "......", "......"}) ==
        "r1c2: r1c2 has 0 shaded cells beside it, not 1");
  CHECK(broken_rule(*p, {".###..", "#.....", "#.....", "......", "......", "......"}) ==
        "r1c3: r1c3 has 2 shaded cells beside it, not 1");
  CHECK(broken_rule(*p, {"......", "......", "..#...", "..#...", ".#.#..", ".#.#.."}) ==
        "r5c3: the area of unshaded cells at r5c3 holds no number");
  CHECK(broken_rule(*p, {".##...", "#..#..", "#..#.#", ".##..#", "...##.", ".##..."})
            .find("holds two numbers") != std::string::npos);
  CHECK(broken_rule(*p, {".##...", "#..#..", "#..#..", ".##.##", "...#..", "...#.."}) ==
        "r5c1: the area at r5c1 holds 7 unshaded cells, not 5");
  // The numbers are the puzzle: nothing for analyze to take away.
  CHECK(p->removable_clues().empty());
}

TEST_CASE("norinuri: bad input is one error at its line and column",
          "[declared][norinuri][errors]") {
  require_read_error("norinuri 2x3\nnumbers:\n0 . .\n. . .\n", 3, 1, "can be 1 to 6");
  require_read_error("norinuri/3/3/h", 1, 15, "ends after 2 of the 9 cells");
  // Without a number no cell could be unshaded: refused, not solved.
  require_read_error("norinuri 2x2\nnumbers:\n. .\n. .\n", 1, 10, "holds at least one number");
  require_read_error("norinuri/2/2/j", 1, 14, "holds at least one number");
  // A 1x3 with a 1 in the middle has no domino beside it.
  require_verdict(*parse("norinuri 1x3\nnumbers:\n. 1 .\n"), Verdict::None);
}

TEST_CASE("norinuri: generate keeps every number it places", "[declared][norinuri][generate]") {
  for (const char* seed : {"1", "2", "3"}) {
    const CliRun run = run_cli({"generate", "--type", "norinuri", "--size", "6", "--seed", seed});
    INFO(run.err);
    REQUIRE(run.status == 0);
    const auto p = parse(run.out);
    const Grid* none = nullptr;
    require_verdict(*p, Verdict::Unique, none);
    // One number per area of the solution: every unshaded area holds one.
    CHECK_FALSE(p->removable_clues().size());
  }
}
