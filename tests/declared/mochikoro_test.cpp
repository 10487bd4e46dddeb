// Mochikoro, the declared genre of NumberedAreas (and of Connected through corners), with an
// answer that does not come from gridsat: pzprjs's own example (test/script/mochikoro.js in
// pzprjs), its URL and the answer its check accepts, unique by both backends, and its failcheck
// boards broken for the reason pzprjs gives. The ten largest of janko.at's with their published
// solutions are held by tests/data_sets' published test.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's mochikoro example: unique, with the answer its check accepts",
          "[declared][mochikoro]") {
  const auto p = require_example("https://puzz.link/p?mochikoro/5/5/4p2n1i1", "mochikoro",
                                 {"....#", "####.", "#.#.#", "#.#.#", ".#.#."});
  // pzprjs's failcheck boards, in its order: brNoShade, cs2x2, csDivide8, cuNotRect, bkNumGe2,
  // bkSizeNe.
  CHECK(broken_rule(*p, {".....", ".....", ".....", ".....", "....."}).find("the grid holds 0") !=
        std::string::npos);
  CHECK(broken_rule(*p, {"...##", "...##", ".....", ".....", "....."}) ==
        "r1c4: a 2 x 2 block of shaded cells at r1c4");
  CHECK(broken_rule(*p, {"....#", "#####", ".....", ".....", "....."}).find("not connected") !=
        std::string::npos);
  CHECK(broken_rule(*p, {"....#", "####.", "..#..", "...##", "....."}).find("not a rectangle") !=
        std::string::npos);
  CHECK(broken_rule(*p, {"..#..", "..#..", "..#..", "##.##", "..#.."}) ==
        "r3c2: the area of unshaded cells at r1c1 holds two numbers");
  CHECK(broken_rule(*p, {"....#", "####.", "#..#.", ".##.#", ".#.#."}) ==
        "r5c1: the area at r5c1 holds 2 unshaded cells, not 1");
  // Corners join the unshaded cells: a checkerboard of single cells is connected.
  CHECK_FALSE(check_solution(*parse("mochikoro 2x2\nnumbers:\n1 .\n. 1\n"), shading({".#", "#."}))
                  .has_value());
}

TEST_CASE("mochikoro: a `?` is a number of any size, and no area holds two",
          "[declared][mochikoro]") {
  // pzprjs writes `?` as '.'. The 2 takes r1c2 (with r2c1 its area could not meet the `?` even
  // at a corner); without the `?`, r2c3 could be shaded too.
  const auto p = parse("https://puzz.link/p?mochikoro/3/2/2j.");
  CHECK(write(*p, "native") == "mochikoro 2x3\nnumbers:\n2 . .\n. . ?\n");
  const Grid answer = shading({"..#", "##."});
  require_verdict(*p, Verdict::Unique, &answer);
  require_verdict(*parse("mochikoro 2x3\nnumbers:\n2 . .\n. . .\n"), Verdict::Multiple);
  CHECK(broken_rule(*p, {"...", "###"}) == "r2c3: the number at r2c3 stands on a shaded cell");
}

TEST_CASE("mochikoro: bad input is one error at its line and column",
          "[declared][mochikoro][errors]") {
  require_read_error("mochikoro 2x3\nnumbers:\n0 . .\n. . .\n", 3, 1, "can be 1 to 6");
  require_read_error("mochikoro 2x3\nnumbers:\n. . 7\n. . .\n", 3, 5, "can be 1 to 6");
  require_read_error("mochikoro/3/3/h", 1, 16, "ends after 2 of the 9 cells");
  require_read_error("mochikoro 2x2\nrooms:\nab\nab\n", 2, 1, "rooms");
  // Two 2s in a 1x3 row cannot both have areas of two cells.
  require_verdict(*parse("mochikoro 1x3\nnumbers:\n2 . 2\n"), Verdict::None);
}
