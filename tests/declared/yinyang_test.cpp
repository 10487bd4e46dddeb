// Yin-yang, the declared genre whose clues are given cells (circles), with an answer that does not
// come from gridsat: pzprjs's own example (test/script/yinyang.js in pzprjs), its URL and the
// answer its check accepts, unique by both backends. The ten largest of janko.at's with their
// published solutions are held by tests/data_sets' published test. Then its URL (pzprjs's
// circle code, three cells to a character) and bad inputs.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's yin-yang example: unique, with the answer its check accepts",
          "[declared][yinyang]") {
  const auto p = require_example("https://puzz.link/p?yinyang/5/5/016612300", "yinyang",
                                 {".....", ".###.", "##...", ".###.", "....."});
  // The circles: r2c1 white, r2c3 black, r3c1 black, r3c5 white, r4c3 black, r4c5 white.
  CHECK(p->givens().at(1, 0) == 0);
  CHECK(p->givens().at(1, 2) == 1);
  CHECK(p->givens().at(2, 0) == 1);
  CHECK(p->givens().at(3, 4) == 0);
  // pzprjs's failcheck boards, completed: a black 2 x 2, the black circles cut in two.
  CHECK(broken_rule(*p, {".....", ".###.", "###..", ".###.", "....."}).find("black") !=
        std::string::npos);
  CHECK(broken_rule(*p, {".....", ".###.", "#....", ".###.", "....."}).find("not connected") !=
        std::string::npos);
}

TEST_CASE("yin-yang URLs: bad input is one error at its column", "[declared][yinyang]") {
  require_read_error("yinyang/5/5/01661230", 1, 21, "end early");
  require_read_error("yinyang/5/5/0166123r0", 1, 20, "unexpected 'r'");
  require_read_error("yinyang/5/5/0166123000", 1, 22, "unexpected text after the circles");
  require_read_error("yinyang 2x2\nnumbers:\n. .\n. .\n", 2, 1, "numbers");
}
