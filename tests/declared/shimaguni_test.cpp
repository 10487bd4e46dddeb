// Shimaguni, the declared genre of ConnectedWithin and DifferentCounts, with an answer that does
// not come from gridsat: pzprjs's own example (test/script/shimaguni.js in pzprjs), its URL and
// the answer its check accepts, unique by both backends, and its failcheck boards broken for the
// reason pzprjs gives. The ten largest of janko.at's with their published solutions are held by
// tests/data_sets' published test.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's shimaguni example: unique, with the answer its check accepts",
          "[declared][shimaguni]") {
  const auto p =
      require_example("https://puzz.link/p?shimaguni/6/6/7fe608s0e3uf3g3g2g43", "shimaguni",
                      {"###..#", "...#..", "##.#.#", "..#.##", "##....", "##.###"});
  // pzprjs's failcheck boards: cbShade, bkShadeDivide, bsEqShade, bkNoShade (its bkShadeNe board
  // leaves two rooms side by side empty, which the rule of different sizes reports first).
  CHECK(broken_rule(*p, {"###...", "##....", "......", "......", "......", "......"})
            .find("r1c1 and r2c1 holds 2") != std::string::npos);
  CHECK(broken_rule(*p, {"###...", "......", "##....", "..#...", "##.###", "##...."})
            .find("are not connected") != std::string::npos);
  CHECK(broken_rule(*p, {"###...", "......", "##.#.#", "..#.##", "##....", "##.###"}) ==
        "r2c3: room 2 and room 6 both hold 1 shaded cell");
  CHECK(broken_rule(*p, {"###...", "...#..", "##.#.#", "..#.##", "##....", "##.###"}) ==
        "r1c6: room 4 holds 0 shaded cells, fewer than 1");
  // The answer against a wrong number: room 1 given 2 where it holds 3.
  std::string text = write(*p, "native");
  text.replace(text.find("numbers:\n3"), 10, "numbers:\n2");
  CHECK(broken_rule(*parse(text), {"###..#", "...#..", "##.#.#", "..#.##", "##....", "##.###"})
            .find("holds 3 shaded cells, not 2") != std::string::npos);
}

TEST_CASE("shimaguni: bad input is one error at its line and column",
          "[declared][shimaguni][errors]") {
  // A room's number is 1 (an island) to its size.
  require_read_error("shimaguni 2x2\nrooms:\naa\nbb\nnumbers:\n0 .\n. .\n", 6, 1, "can be 1 to 2");
  require_read_error("shimaguni 2x2\nrooms:\naa\nbb\nnumbers:\n3 .\n. .\n", 6, 1, "can be 1 to 2");
  require_read_error("shimaguni/2/2/0", 1, 16, "end early");
}

TEST_CASE("a shimaguni without a solution is 'none' by both backends", "[declared][none]") {
  // Two rooms of one cell each side by side: both shaded, touching across their border.
  require_verdict(*parse("shimaguni 1x2\nrooms:\nab\n"), Verdict::None);
}
