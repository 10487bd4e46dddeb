// Norinori, the declared genre of SameNeighbours whose only clues are its rooms, with an answer
// that does not come from gridsat: pzprjs's own example (test/script/norinori.js in pzprjs), its
// URL and the answer its check accepts, unique by both backends, and its failcheck boards broken.
// The ten largest of janko.at's with their published solutions are held by tests/data_sets'
// published test.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's norinori example: unique, with the answer its check accepts",
          "[declared][norinori]") {
  const auto p = require_example("https://puzz.link/p?norinori/5/5/cag4ocjo", "norinori",
                                 {"##...", "..##.", "##..#", "....#", "##..."});
  // pzprjs's failcheck boards: csGt2, bkShadeGt2 (which leaves r1c5 alone too), csLt2,
  // bkShadeLt2, bkNoShade.
  CHECK(broken_rule(*p, {"##...", ".#...", ".....", ".....", "....."}) ==
        "r1c2: r1c2 has 2 shaded cells beside it, not 1");
  CHECK(broken_rule(*p, {"##..#", "..##.", "#...#", "....#", "....."}) ==
        "r1c5: r1c5 has 0 shaded cells beside it, not 1");
  CHECK(broken_rule(*p, {"##...", "..##.", "#....", ".....", "##..."}) ==
        "r3c1: r3c1 has 0 shaded cells beside it, not 1");
  CHECK(broken_rule(*p, {"##...", "..##.", "##...", ".....", "##..."}) ==
        "r1c4: room 3 holds 1 shaded cell, not 2");
  CHECK(broken_rule(*p, {"##...", ".....", ".....", ".....", "##..."}) ==
        "r1c3: room 2 holds 0 shaded cells, not 2");
}

TEST_CASE("norinori: bad input is one error at its line and column",
          "[declared][norinori][errors]") {
  require_read_error("norinori 2x2\nrooms:\naa\nbb\nnumbers:\n2 .\n. .\n", 5, 1, "numbers");
  require_read_error("norinori/5/5/cag4oc", 1, 20, "end early");
  require_read_error("norinori/5/5/cag4ocjo1", 1, 22, "unexpected text after the walls");
  // A 2x2 is one room with two shaded cells in four ways: no layout of it is unique. The
  // generator says so (exit 1), and writes nothing.
  const CliRun run = run_cli({"generate", "--type", "norinori", "--size", "2", "--seed", "1"});
  CHECK(run.status == 1);
  CHECK(run.out.empty());
  CHECK(run.err.find("no norinori solution that its clues make unique found") != std::string::npos);
}
