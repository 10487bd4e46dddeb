// Light and Shadow, the declared genre of NumberedAreas on both colours with coloured numbers,
// with an answer that does not come from gridsat: pzprjs's own example (test/script/
// lightshadow.js in pzprjs), its URL and the answer its check accepts, unique by both backends,
// and its failcheck boards broken (their empty cells read as light: gridsat's answers have none;
// ceEmpty, an empty cell, has no counterpart).
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's light and shadow example: unique, with the answer its check accepts",
          "[declared][lightshadow]") {
  const auto p =
      require_example("https://puzz.link/p?lightshadow/6/6/g54i6k7p1k2i-149g", "lightshadow",
                      {"##..##", "..####", "#.####", "##...#", "...##.", "....##"});
  // A number's colour is a given of the puzzle, not a removable clue.
  CHECK(write(*p, "native").find("givens:\n. 1 0 . . .\n0 . . . . .\n1 . . . . .\n") !=
        std::string::npos);
  CHECK(p->removable_clues().empty());
  // pzprjs's failcheck boards: bkNumGe2 (twice), bkSizeLt, bkSizeGt, bkNoNum.
  CHECK(broken_rule(*p, {".#....", ".#....", "##....", ".....#", "......", "....#."})
            .find("holds two numbers") != std::string::npos);
  CHECK(broken_rule(*p, {".#....", "......", "#.....", ".....#", "......", "....#."})
            .find("holds two numbers") != std::string::npos);
  CHECK(broken_rule(*p, {"##.###", "..####", "#.####", "##...#", "...##.", "....##"}) ==
        "r1c3: the area at r1c3 holds 1 light cell, not 2");
  CHECK(broken_rule(*p, {"##....", "..####", "#.####", "##...#", "...##.", "....##"}) ==
        "r1c3: the area at r1c3 holds 4 light cells, not 2");
  // bkNoNum's board leaves a dark area without a number; the light cells' rule, checked first,
  // finds the light area of the 10 grown past it.
  CHECK(broken_rule(*p, {"##..#.", "..###.", "#.#...", "##...#", "...##.", "....##"}) ==
        "r6c4: the area at r6c4 holds 15 light cells, not 10");
}

TEST_CASE("light and shadow: bad input is one error at its line and column",
          "[declared][lightshadow][errors]") {
  // A number needs its colour.
  require_read_error("lightshadow 1x2\nnumbers:\n2 .\n", 3, 1, "needs its colour");
  require_read_error("lightshadow 1x2\nnumbers:\n3 .\ngivens:\n0 .\n", 3, 1, "can be 1 to 2");
  require_read_error("lightshadow/2/1/.g", 1, 17, "2n + its colour");
  require_read_error("lightshadow/2/1/h", 1, 17, "holds at least one number");
  // A light 1 beside a dark 1 is the whole 1x2; two light 1s side by side cannot be.
  const Grid answer = shading({".#"});
  require_verdict(*parse("lightshadow 1x2\nnumbers:\n1 1\ngivens:\n0 1\n"), Verdict::Unique,
                  &answer);
  require_verdict(*parse("lightshadow 1x2\nnumbers:\n1 1\ngivens:\n0 0\n"), Verdict::None);
}
