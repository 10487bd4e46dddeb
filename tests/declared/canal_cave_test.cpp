// Canal View and Cave, the declared genres of the Sight primitive (and Cave of ReachesEdge), with
// answers that do not come from gridsat: pzprjs's own examples (test/script/canal.js and
// cave.js in pzprjs), their URLs and the answers its check accepts, unique by both backends, and
// its failcheck boards broken for the reason pzprjs gives. The ten largest of janko.at's (Canal
// View, Corral) with their published solutions are held by tests/data_sets' published test.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's canal view example: unique, with the answer its check accepts",
          "[declared][canal]") {
  const auto p = require_example("https://puzz.link/p?canal/6/6/3i3h2z4h5i2", "canal",
                                 {".###..", "..#...", "..#.#.", ".#####", "##.#.#", "#.##.."});
  // cs2x2, nmShadeViewNe, csDivide.
  CHECK(broken_rule(*p, {".###..", "..#...", "#.#.#.", "######", "##.#.#", "#.##.."})
            .find("2 x 2 block of shaded cells") != std::string::npos);
  CHECK(
      broken_rule(*p, {".###.#", "..#..#", "..#.##", ".####.", "##.#..", "#..##."}).find("sees") !=
      std::string::npos);
  CHECK(broken_rule(*p, {".###..", "..#...", "....#.", ".#..##", "##.#.#", "#.##.."})
            .find("not connected") != std::string::npos);
  // A number is never shaded.
  CHECK(broken_rule(*p, {"####..", "..#...", "..#.#.", ".#####", "##.#.#", "#.##.."})
            .find("r1c1 holds 1 shaded cell") != std::string::npos);
}

TEST_CASE("pzprjs's cave example: unique, with the answer its check accepts", "[declared][cave]") {
  const auto p = require_example("https://puzz.link/p?cave/6/6/g3q2h3jbj3i3i2g", "cave",
                                 {"#...##", "###.##", "#.#..#", "......", ".#..##", ".##..#"});
  // pzprjs's other name for it.
  CHECK(write(*parse("https://puzz.link/p?bag/6/6/g3q2h3jbj3i3i2g"), "puzzlink") ==
        "https://puzz.link/p?cave/6/6/g3q2h3jbj3i3i2g\n");
  // cuDivide (completely divided; touching by a corner), csConnOut (enclosed; a checkerboard),
  // nmSumViewNe.
  CHECK(broken_rule(*p, {"#...#.", "#.#.##", "#.#..#", "......", ".#..##", ".##..#"})
            .find("unshaded cells are not connected") != std::string::npos);
  CHECK(broken_rule(*p, {"#...##", "#.#.#.", "#.#..#", "......", ".#..##", ".##..#"})
            .find("unshaded cells are not connected") != std::string::npos);
  CHECK(broken_rule(*p, {"#...##", "#.#.##", "#.#..#", "......", ".#..##", ".##..#"})
            .find("do not reach the edge") != std::string::npos);
  CHECK(broken_rule(*p, {"#...##", "##..##", "#.#..#", "......", ".#..##", ".##..#"})
            .find("do not reach the edge") != std::string::npos);
  CHECK(
      broken_rule(*p, {"#....#", "###.##", "#.#..#", ".....#", ".#..##", ".##..#"}).find("sees") !=
      std::string::npos);
  // pzprjs's check: at least one shaded cell.
  CHECK(broken_rule(*p, {"......", "......", "......", "......", "......", "......"})
            .find("the grid holds 0") != std::string::npos);
}

TEST_CASE("canal view and cave: bad input is one error at its line and column",
          "[declared][canal][cave][errors]") {
  // A number counts itself in a cave (1 to rows + cols - 1), not in a canal view (0 to
  // rows + cols - 2).
  require_read_error("cave 2x3\nnumbers:\n0 . .\n. . .\n", 3, 1, "can be 1 to 4");
  require_read_error("cave 2x3\nnumbers:\n. . 5\n. . .\n", 3, 5, "can be 1 to 4");
  require_read_error("canal 2x3\nnumbers:\n4 . .\n. . .\n", 3, 1, "can be 0 to 3");
  require_read_error("cave/3/3/h", 1, 11, "ends after 2 of the 9 cells");
  require_read_error("canal/3/3/5n", 1, 11, "can be 0 to 4");
  require_read_error("canal 2x2\nrooms:\nab\nab\n", 2, 1, "rooms");
}

TEST_CASE("a canal view and a cave without a solution are 'none' by both backends",
          "[declared][none]") {
  // A 2 in the middle of a 1x3 canal would need both ends shaded, cut apart by it.
  require_verdict(*parse("canal 1x3\nnumbers:\n. 2 .\n"), Verdict::None);
  // Two 3s in a 1x3 cave see all of it: nothing can be shaded.
  require_verdict(*parse("cave 1x3\nnumbers:\n3 . 3\n"), Verdict::None);
}
