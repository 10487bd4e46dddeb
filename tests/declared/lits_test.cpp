// LITS, the declared genre of tetrominoes in rooms, with an answer that does not come from
// gridsat: pzprjs's own example (test/script/lits.js in pzprjs), its URL and the answer its check
// accepts, unique by both backends, and its failcheck boards broken (their empty cells read as
// unshaded: gridsat's answers have none). All 341 janko.at LITS without holes were checked once
// with their published solutions (docs/lits.md); the ten largest are in the bench set and
// tests/data_sets.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's lits example: unique, with the answer its check accepts", "[declared][lits]") {
  const auto p = require_example("https://puzz.link/p?lits/4/4/9q02jg", "lits",
                                 {"#.##", "###.", "#.#.", "####"});
  // The rooms are the puzzle: nothing to take away.
  CHECK(p->removable_clues().empty());
  // cs2x2, bkShadeGt4, bkShadeDivide, bsSameShape, csDivide, bkNoShade, bkShadeLt4.
  CHECK(broken_rule(*p, {"##..", "##..", "....", "...."}) ==
        "r1c1: a 2 x 2 block of shaded cells at r1c1");
  CHECK(broken_rule(*p, {"..##", "..#.", ".##.", "...."}) ==
        "r1c3: room 2 holds 5 shaded cells, not 4");
  CHECK(broken_rule(*p, {"..##", "....", ".###", "...."}).find("room 2 are not connected") !=
        std::string::npos);
  CHECK(broken_rule(*p, {"####", "#.#.", "#.#.", "...."}) ==
        "r1c2: room 1 and room 2 hold the same shape (L), touching at r1c2 and r1c3");
  CHECK(broken_rule(*p, {"#.##", "#.#.", "#.#.", "...."}) ==
        "r1c1: room 1 holds 3 shaded cells, not 4");
  CHECK(broken_rule(*p, {"#.##", "###.", "#.#.", "...."}) ==
        "r2c4: room 3 holds 0 shaded cells, not 4");
  CHECK(broken_rule(*p, {"#.##", "###.", "#.#.", "..##"}) ==
        "r2c4: room 3 holds 2 shaded cells, not 4");
}

TEST_CASE("lits: the shapes, the connection and bad input", "[declared][lits][errors]") {
  // Two rooms of four in a row, side by side or end to end: two I tetrominoes touching.
  require_verdict(*parse("lits 2x4\nrooms:\naaaa\nbbbb\n"), Verdict::None);
  require_verdict(*parse("lits 1x8\nrooms:\naaaabbbb\n"), Verdict::None);
  // With a room of five the I's can also stand apart, and then the shaded cells are not one area.
  require_verdict(*parse("lits 1x9\nrooms:\naaaabbbbb\n"), Verdict::None);
  // Below the I row, a 2x4 room holds an L or an S (an I there would touch the row lengthwise).
  require_verdict(*parse("lits 3x4\nrooms:\naaaa\nbbbb\nbbbb\n"), Verdict::Multiple);
  require_read_error("lits 2x2\nrooms:\nab\nba\n", 4, 1, "not one connected piece");
  require_read_error("lits/4/4/9q02j", 1, 15, "end early");
  require_read_error("lits/4/4/9q02jgg", 1, 16, "unexpected text after the walls");
}
