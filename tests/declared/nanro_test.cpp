// Nanro, a declared values genre of rooms whose empty cells are the blank, with answers that do
// not come from gridsat: pzprjs's own example (test/script/nanro.js in pzprjs), its URL and the
// answer its check accepts, and its failcheck boards on that example, each broken where pzprjs
// says (nm2x2, cbSameNum, bkPlNum, nmCountGt, nmDivide, nmCountLt).
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

constexpr int E = 0;  // an empty cell

}  // namespace

TEST_CASE("pzprjs's nanro example: unique, with the answer its check accepts",
          "[declared][nanro]") {
  const auto p =
      require_values_example("https://puzz.link/p?nanro/4/4/6r0s1oi13n1h", "nanro",
                             numbers({{E, 2, 2, 1}, {3, 1, E, E}, {3, E, E, E}, {3, 1, E, E}}));
  CHECK(write(*p, "native") ==
        "nanro 4x4\nrooms:\na a a b\nc d d b\nc d d b\nc e e e\n"
        "givens:\n. . . 1\n3 . . .\n. . . .\n. 1 . .\n");
  // nm2x2: the bottom left block all numbers.
  CHECK(broken_values(*p, {{E, E, E, 1}, {3, E, E, E}, {3, 2, E, E}, {3, 1, E, E}}) ==
        "r3c1: a 2 x 2 block of numbers at r3c1");
  // cbSameNum: two 3s side by side across a wall.
  CHECK(broken_values(*p, {{E, E, E, 1}, {3, 3, 3, E}, {3, E, 3, E}, {3, 1, E, E}}) ==
        "r2c2: r2c1 and r2c2 both hold 3");
  // bkPlNum: a 1 and a 2 in the middle room.
  CHECK(broken_values(*p, {{E, E, E, 1}, {3, E, 1, E}, {3, E, 2, E}, {3, 1, E, E}}) ==
        "r2c3: room 4 holds 2 numbers, not 1");
  // nmCountGt: two 1s in the middle room.
  CHECK(broken_values(*p, {{E, E, E, 1}, {3, E, 1, E}, {3, E, 1, E}, {3, 1, E, E}}) ==
        "r2c3: room 4 holds 2 numbers, not 1");
  // nmDivide: the 1 in the top right corner cut off.
  CHECK(broken_values(*p, {{E, E, E, 1}, {3, 2, 2, E}, {3, E, E, E}, {3, 1, E, E}}) ==
        "r2c1: the numbers are not connected: r2c1 is cut off from r1c4");
  // nmCountLt: two 3s in the top room.
  CHECK(broken_values(*p, {{E, 3, 3, 1}, {3, 1, E, E}, {3, E, E, E}, {3, 1, E, E}}) ==
        "r1c2: room 1 holds 2 numbers, not 3");
}
