// Minesweeper and mosaic, declared genres whose numbers stand in cells, with answers that do not
// come from gridsat:
//  - pzprjs's minesweeper example (test/script/mines.js in pzprjs): the URL and the answer its
//    check accepts, unique by both backends;
//  - Tatham's Mosaic: puzzles of every size from 3x3 to 50x50 made by sgt-mosaic, each with the
//    solution Tatham's own solver saves (tests/data/declared/mosaic-tatham.txt, made by
//    scripts/make-mosaic-set), unique with that solution by both backends.
// Then their formats (the URL and the IDs written back byte for byte) and bad inputs.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's minesweeper example: unique, with the answer its check accepts",
          "[declared][mines]") {
  const auto p = require_example("https://puzz.link/p?mines/5/5/g2m13l13g0j", "mines",
                                 {".....", "##...", ".#..#", "....#", "....#"});
  // pzprjs's failcheck boards: a count short, and a mine on a number.
  CHECK(broken_rule(*p, {".....", "##...", ".#..#", "....#", "....."}).find("not 3") !=
        std::string::npos);
  CHECK(broken_rule(*p, {".#...", "##...", ".#..#", "....#", "....#"}).find("r1c2") !=
        std::string::npos);
  require_read_error("mines 2x2\nnumbers:\n4 .\n. .\n", 3, 1, "can be 0 to 3");
  require_read_error("mines/3/3/9n", 1, 11, "can be 0 to 3");
}

TEST_CASE("Tatham's Mosaic: its own solutions, unique by both backends, IDs written back",
          "[declared][mosaic]") {
  const auto cases = read_tatham_set(test_data() / "declared" / "mosaic-tatham.txt");
  REQUIRE(cases.size() == 27);
  for (const TathamCase& c : sample_of(cases, 12)) {
    INFO(c.id);
    const auto p = parse(c.id);
    CHECK(p->type() == "mosaic");
    const Grid solution = tatham_solution(*p, c);
    CHECK_FALSE(check_solution(*p, solution).has_value());
    require_verdict(*p, Verdict::Unique, &solution);
    CHECK(write(*p, "tatham") == c.id + "\n");
  }
}

TEST_CASE("Tatham's Mosaic IDs: bad input is one error at its column", "[declared][mosaic]") {
  require_read_error("mosaic:2x3:f", 1, 8, "3x3 to 50x50");
  require_read_error("mosaic:3x3:b03b3a", 1, 18, "covers 8 of the 9 cells");
  require_read_error("mosaic:3x3:b03b3!", 1, 17, "unexpected '!'");
  require_read_error("mosaic:3x3:9h", 1, 12, "can be 0 to 4");
  require_read_error("mosaic:3x3:b03b3a2a", 1, 19, "runs past");
}
