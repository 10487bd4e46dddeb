// Kojun and suguru, declared values genres of rooms and relations between neighbours, with answers
// that do not come from gridsat: pzprjs's own examples (test/script/cojun.js and suguru.js in
// pzprjs), their URLs and the answers their checks accept, unique by both backends, and complete
// answers breaking each of their failcheck rules (bkDupNum, nmAdjacent, bkSmallOnBig; bkDupNum,
// nmAround; ceNoNum, an empty cell, has no counterpart). All 110 janko.at Kojun and 190 Suguru
// with their published solutions were checked once (docs/kojun.md, docs/suguru.md); the ten
// largest of each are in the bench sets and tests/data_sets.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's kojun example: unique, with the answer its check accepts",
          "[declared][kojun]") {
  const auto p =
      require_values_example("https://puzz.link/p?cojun/4/4/pd0hsoh3p3h", "kojun",
                             numbers({{1, 2, 3, 4}, {3, 1, 2, 1}, {2, 4, 1, 2}, {1, 3, 2, 1}}));
  CHECK(write(*p, "native") ==
        "kojun 4x4\nrooms:\na b c c\nb b c c\nd e f f\nd e e e\n"
        "givens:\n. . 3 .\n. . . .\n. . . .\n. 3 . .\n");
  // bkDupNum: room 2 (r1c2, r2c1, r2c2) with two 2s.
  CHECK(broken_values(*p, {{1, 2, 3, 4}, {3, 2, 2, 1}, {2, 4, 1, 2}, {1, 3, 2, 1}}) ==
        "r2c2: room 2 holds 2 twice (r1c2 and r2c2)");
  // nmAdjacent: room 6's numbers swapped, its 2 under room 3's 2.
  CHECK(broken_values(*p, {{1, 2, 3, 4}, {3, 1, 2, 1}, {2, 4, 2, 1}, {1, 3, 2, 1}}) ==
        "r3c3: r2c3 and r3c3 both hold 2");
  // bkSmallOnBig: room 3's 4 and 1 in its last column swapped, the 1 above the 4.
  CHECK(broken_values(*p, {{1, 2, 3, 1}, {3, 1, 2, 4}, {2, 4, 1, 2}, {1, 3, 2, 1}}) ==
        "r2c4: r1c4 (1) is not greater than r2c4 (4)");
}

TEST_CASE("pzprjs's suguru example: unique, with the answer its check accepts",
          "[declared][suguru]") {
  const auto p = require_values_example(
      "https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g", "suguru",
      numbers(
          {{3, 2, 1, 2, 1}, {1, 4, 5, 3, 4}, {5, 2, 1, 2, 1}, {3, 4, 5, 4, 3}, {2, 1, 3, 2, 1}}));
  // bkDupNum: room 7 (the bottom row's last three) with two 2s; nmAround: room 6's 2 and 3
  // swapped, its 2 touching r3c2's diagonally.
  const std::vector<std::vector<int>> two_twos = {
      {3, 2, 1, 2, 1}, {1, 4, 5, 3, 4}, {5, 2, 1, 2, 1}, {3, 4, 5, 4, 3}, {2, 1, 3, 2, 2}};
  CHECK(broken_values(*p, two_twos) == "r5c5: room 7 holds 2 twice (r5c4 and r5c5)");
  const std::vector<std::vector<int>> touching = {
      {3, 2, 1, 2, 1}, {1, 4, 5, 3, 4}, {5, 2, 1, 2, 1}, {2, 4, 5, 4, 3}, {3, 1, 3, 2, 1}};
  CHECK(broken_values(*p, touching) == "r4c1: r3c2 and r4c1 both hold 2");
}

TEST_CASE("kojun and suguru: bad input is one error at its line and column",
          "[declared][kojun][suguru][errors]") {
  require_read_error("kojun 1x2\nrooms:\na a\ngivens:\n3 .\n", 5, 1, "can be 1 to 2");
  require_read_error("suguru/2/1/0.g", 1, 13, "a number, not '?'");
  // Two rooms of one cell side by side both hold 1: no solution, in either genre.
  require_verdict(*parse("kojun 1x2\nrooms:\na b\n"), Verdict::None);
  require_verdict(*parse("suguru 2x1\nrooms:\na\nb\n"), Verdict::None);
  // A kojun room of two, one above the other: 2 over 1, the only answer.
  const Grid answer = numbers({{2}, {1}});
  require_verdict(*parse("kojun 2x1\nrooms:\na\na\n"), Verdict::Unique, &answer);
}
