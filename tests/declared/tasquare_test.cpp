// Tasquare, the declared genre of Squares (and of AreasAround), with an answer that does not come
// from gridsat: pzprjs's own example (test/script/tasquare.js in pzprjs), its URL and the answer
// its check accepts, unique by both backends, and its failcheck boards broken for the reason
// pzprjs gives.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's tasquare example: unique, with the answer its check accepts",
          "[declared][tasquare]") {
  const auto p = require_example("https://puzz.link/p?tasquare/6/6/1g.i4j1i3j5i5j.i2g1", "tasquare",
                                 {".#...#", "...#..", "##..#.", "##.#.#", "......", "#.#.#."});
  // pzprjs's failcheck boards, in its order: brNoShade, csNotSquare, cuDivide, nmSumSizeNe,
  // nmNoSideShade.
  CHECK(broken_rule(*p, {"......", "......", "......", "......", "......", "......"})
            .find("the grid holds 0") != std::string::npos);
  CHECK(broken_rule(*p, {".#....", ".##...", "......", "......", "......", "......"}) ==
        "r1c2: the area of shaded cells at r1c2 is not a square");
  CHECK(broken_rule(*p, {"...#..", "..#...", ".#....", "#.....", "......", "......"})
            .find("unshaded cells are not connected") != std::string::npos);
  CHECK(broken_rule(*p, {".#....", "......", "##....", "##....", "......", "......"}) ==
        "r2c6: the areas beside r2c6 hold 0 shaded cells, not 1");
  CHECK(broken_rule(*p, {".#...#", "...#..", "##..#.", "##.#..", "......", "#.#.#."})
            .find("the cells beside r5c6") != std::string::npos);
}

TEST_CASE("tasquare: bad input is one error at its line and column",
          "[declared][tasquare][errors]") {
  require_read_error("tasquare 2x3\nnumbers:\n0 . .\n. . .\n", 3, 1, "can be 1 to 5");
  require_read_error("tasquare/3/3/h", 1, 15, "ends after 2 of the 9 cells");
  // A 2 in a corner of a 2x2 would need a square of two cells beside it.
  require_verdict(*parse("tasquare 2x2\nnumbers:\n2 .\n. .\n"), Verdict::None);
}
