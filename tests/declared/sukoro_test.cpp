// Sukoro, the declared values genre whose empty cells are the blank, with answers that do not come
// from gridsat: pzprjs's own example (test/script/sukoro.js in pzprjs), its URL in the decimal
// code and the answer its check accepts, and its failcheck boards' breaks on that example
// (nmAdjacent, nmNumberNe). tests/rules/numbers_test.cpp holds its rule set three ways.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

constexpr int E = 0;  // an empty cell

}  // namespace

TEST_CASE("pzprjs's sukoro example: unique, with the answer its check accepts",
          "[declared][sukoro]") {
  const auto p = require_values_example(
      "https://puzz.link/p?sukoro/5/5/2a2c4a2g2a4c2a2", "sukoro",
      numbers(
          {{2, 3, 2, E, E}, {3, 4, 3, 2, E}, {2, 3, E, 3, 2}, {E, 2, 3, 4, 3}, {E, E, 2, 3, 2}}));
  CHECK(write(*p, "native") ==
        "sukoro 5x5\ngivens:\n2 . 2 . .\n. 4 . 2 .\n. . . . .\n. 2 . 4 .\n. . 2 . 2\n");
  // nmAdjacent: pzprjs's board puts a 2 under the given 2 in r4c2 (and beside another).
  CHECK(
      broken_values(
          *p,
          {{2, 3, 2, E, E}, {3, 4, 3, 2, E}, {2, 3, E, E, E}, {E, 2, 3, 4, E}, {E, 2, 2, E, 2}}) ==
      "r5c2: r4c2 and r5c2 both hold 2");
  // nmNumberNe: the 2 in r2c4 has one number beside it (r2c3).
  CHECK(
      broken_values(
          *p,
          {{2, 3, 2, E, E}, {3, 4, 3, 2, E}, {2, 3, E, E, E}, {E, 2, 3, 4, E}, {E, E, 2, E, 2}}) ==
      "r2c4: the 2 has 1 number beside it");
}

TEST_CASE("sukoro: the numbers connected, at least one, and bad input at its place",
          "[declared][sukoro]") {
  // Two numbers apart in a row of three: each counts no neighbour.
  CHECK(describe(*check_solution(*parse("sukoro 1x3\n"), numbers({{1, E, 1}}))) ==
        "r1c1: the 1 has 0 numbers beside it");
  // Two pieces 1 2 1 in a row of seven: every count right, the numbers in two areas.
  CHECK(describe(*check_solution(*parse("sukoro 1x7\n"), numbers({{1, 2, 1, E, 1, 2, 1}}))) ==
        "r1c5: the numbers are not connected: r1c5 is cut off from r1c1");
  CHECK(describe(*check_solution(*parse("sukoro 1x2\n"), numbers({{E, E}}))) ==
        "r1c1: the grid holds 0 numbers, fewer than 1");
  // 1 x 2: two numbers side by side would be two 1s, which never touch; one number alone counts
  // none. No answer. 1 x 3: only 1 2 1.
  require_verdict(*parse("sukoro 1x2\n"), Verdict::None);
  const Grid one_two_one = numbers({{1, 2, 1}});
  require_verdict(*parse("sukoro 1x3\n"), Verdict::Unique, &one_two_one);
  require_read_error("sukoro 2x2\ngivens:\n3 . \n. .\n", 3, 1, "can be 1 to 2");
  require_read_error("sukoro/2/2/5c", 1, 12, "can be 1 to 2");
  require_read_error("sukoro/2/2/.c", 1, 12, "a number, not '?'");
  require_read_error("sukoro/2/2/1e", 1, 13, "skips past the 4 cells");
}
