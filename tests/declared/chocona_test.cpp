// Chocona, the declared genre of the Rectangles primitive, with an answer that does not come from
// gridsat: pzprjs's own example (test/script/chocona.js in pzprjs), its URL and the answer its
// check accepts, unique by both backends. The ten largest of janko.at's with their published
// solutions are held by tests/data_sets' published test.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's chocona example: unique, with the answer its check accepts",
          "[declared][chocona]") {
  const auto p =
      require_example("https://puzz.link/p?chocona/6/6/8guumlfvo1eq33122g21g32", "chocona",
                      {"##.###", "##....", "##.#.#", "##.#..", "....##", ".##.##"});
  // pzprjs's failcheck boards, completed: an area that is no rectangle, a room's count wrong,
  // nothing shaded.
  CHECK(broken_rule(*p, {"##.###", "######", "##.#.#", "##.#..", "....##", ".##.##"})
            .find("is not a rectangle") != std::string::npos);
  CHECK(
      broken_rule(*p, {"##.###", "##....", "##.#.#", "##.#..", "......", ".##..."}).find("room") !=
      std::string::npos);
  CHECK(broken_rule(*p, {"......", "......", "......", "......", "......", "......"})
            .find("the grid holds 0") != std::string::npos);
}
