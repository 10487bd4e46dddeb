// Ripple effect, the first declared values genre, with an answer that does not come from gridsat:
// pzprjs's own example (test/script/ripple.js in pzprjs), its URL and the answer its check
// accepts, unique by both backends, and its failcheck boards' breaks (bkDupNum, nmSmallGap) on
// complete answers (ceNoNum, an empty cell, has no counterpart: gridsat's answers fill every
// cell). All 469 janko.at Hakyuu with their published solutions are in the bench set and
// tests/data_sets.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's ripple effect example: unique, with the answer its check accepts",
          "[declared][ripple]") {
  const auto p =
      require_values_example("https://puzz.link/p?ripple/4/4/9n8rigk14h32k", "ripple",
                             numbers({{1, 2, 3, 1}, {2, 1, 4, 2}, {4, 3, 2, 1}, {1, 2, 1, 3}}));
  CHECK(write(*p, "native") ==
        "ripple 4x4\nrooms:\na a b b\nc c b d\ne e b d\nf e e d\n"
        "givens:\n. . . .\n. 1 4 .\n. 3 2 .\n. . . .\n");
  // bkDupNum: a second 3 in the room of r3c2.
  CHECK(broken_values(*p, {{1, 2, 3, 1}, {2, 1, 4, 2}, {4, 3, 2, 1}, {1, 2, 3, 3}}) ==
        "r4c3: room 5 holds 3 twice (r3c2 and r4c3)");
  // nmSmallGap: the room of r2c4 reordered, its 3 one cell from r3c2's.
  CHECK(broken_values(*p, {{1, 2, 3, 1}, {2, 1, 4, 2}, {4, 3, 2, 3}, {1, 2, 1, 1}}) ==
        "r3c4: the 3s at r3c2 and r3c4 have 1 cell between them, fewer than 3");
}

TEST_CASE("ripple effect: bad input is one error at its line and column",
          "[declared][ripple][errors]") {
  require_read_error("ripple 2x2\nrooms:\na a\na a\ngivens:\n5 .\n. .\n", 6, 1, "can be 1 to 4");
  require_read_error("ripple 2x2\nrooms:\na b\nb a\n", 4, 1, "not one connected piece");
  require_read_error("ripple 61x2\nrooms:\n", 1, 8, "sides are 1 to 60");
  require_read_error("ripple 9x9\ngivens:\n", 3, 1, "needs a rooms: section");
  require_read_error("ripple/2/1/0.g", 1, 13, "a number, not '?'");
  require_read_error("ripple/2/1/0g1a", 1, 15, "unexpected text after the 2 cells");
  require_read_error("ripple/4/4/9n8rigk14h32", 1, 24, "");
  // One room of 81 cells would need the numbers 1 to 81.
  std::string big = "ripple 9x9\nrooms:\n";
  for (int r = 0; r < 9; ++r) big += "a a a a a a a a a\n";
  require_read_error(big, 2, 1, "holds at most 64");
  // Two rooms of one cell side by side both hold 1, too close: no solution.
  require_verdict(*parse("ripple 1x2\nrooms:\na b\n"), Verdict::None);
  // One room of two: 1 2 and 2 1.
  require_verdict(*parse("ripple 1x2\nrooms:\na a\n"), Verdict::Multiple);
  const Grid answer = numbers({{2, 1}});
  require_verdict(*parse("ripple 1x2\nrooms:\na a\ngivens:\n2 .\n"), Verdict::Unique, &answer);
}
