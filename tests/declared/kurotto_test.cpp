// Kurotto, the declared genre of AreasAround, with an answer that does not come from gridsat:
// pzprjs's own example (test/script/kurotto.js in pzprjs), its URL and the answer its check
// accepts, unique by both backends, and its failcheck boards broken for the reason pzprjs
// gives. The ten largest of janko.at's with their published solutions are held by
// tests/data_sets' published test.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's kurotto example: unique, with the answer its check accepts",
          "[declared][kurotto]") {
  const auto p = require_example("https://puzz.link/p?kurotto/5/5/30m4h6h4m02", "kurotto",
                                 {".....", "#.##.", "##..#", "..#.#", "#...."});
  // pzprjs's failcheck boards: brNoShade, nmSumSizeNe.
  CHECK(broken_rule(*p, {".....", ".....", ".....", ".....", "....."}).find("the grid holds 0") !=
        std::string::npos);
  CHECK(broken_rule(*p, {".....", "#....", "##..#", "....#", "#...."}) ==
        "r2c5: the areas beside r2c5 hold 2 shaded cells, not 4");
  // An area beside a circle on two sides counts once: a 3 in the corner of a 2x2 is the L
  // around it, and nothing else.
  const Grid around = shading({".#", "##"});
  require_verdict(*parse("kurotto 2x2\nnumbers:\n3 .\n. .\n"), Verdict::Unique, &around);
}

TEST_CASE("kurotto: a circle without a number is an unshaded cell and nothing more",
          "[declared][kurotto]") {
  // pzprjs writes it as '.'. A 1x3 with a circle in the middle and a 1 at the left: the 1's
  // area is r1c2's, which the circle keeps unshaded, so nothing is shaded there and the 1
  // cannot be met.
  const auto p = parse("https://puzz.link/p?kurotto/3/1/1.g");
  CHECK(write(*p, "native") == "kurotto 1x3\nnumbers:\n1 ? .\n");
  require_verdict(*p, Verdict::None);
  // With the circle gone, r1c2 is the 1's area, and r1c3 stays unshaded beside it.
  const Grid answer = shading({".#."});
  require_verdict(*parse("kurotto 1x3\nnumbers:\n1 . .\n"), Verdict::Unique, &answer);
  CHECK(broken_rule(*p, {".##"}) == "r1c2: numbered cell r1c2 holds 1 shaded cell, more than 0");
}

TEST_CASE("kurotto: bad input is one error at its line and column", "[declared][kurotto][errors]") {
  require_read_error("kurotto 2x3\nnumbers:\n6 . .\n. . .\n", 3, 1, "can be 0 to 5");
  require_read_error("kurotto/3/3/h", 1, 14, "ends after 2 of the 9 cells");
  require_read_error("kurotto 2x2\nrooms:\nab\nab\n", 2, 1, "rooms");
}
