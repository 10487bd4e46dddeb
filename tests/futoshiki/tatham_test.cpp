// Unequal game IDs. The IDs Tatham's own generator printed (tests/futoshiki/data/unequal-ids.txt:
// sizes 4..9, every difficulty, plain and adjacent) each have exactly one solution by both
// backends, the one Unequal's own solver prints, and check accepts it. Reading an ID and writing
// it back gives Unequal's text; writing any puzzle Unequal can express and reading it back gives
// the same puzzle; a bad ID is reported at the character that is wrong.
#include <catch2/catch.hpp>
#include <random>

#include "futoshiki/futoshiki_helpers.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// The column (1-based) and message of the error reading `id`.
std::pair<int, std::string> error_of(const std::string& id) {
  try {
    read_unequal_id(id);
  } catch (const ParseFailure& failure) {
    return {failure.error.col, failure.error.message};
  }
  return {0, "no error"};
}

}  // namespace

TEST_CASE("Unequal's own IDs have Unequal's solution, and only it, by both backends",
          "[futoshiki][tatham]") {
  const auto cases = unequal_cases();
  REQUIRE(cases.size() >= 100);
  int adjacent = 0;
  for (const TathamCase& c : cases) {
    INFO("line " << c.line << ": " << c.id);
    std::unique_ptr<Futoshiki> p;
    REQUIRE_NOTHROW(p = read_unequal_id(c.id));
    adjacent += p->adjacent;
    const Grid solution = tatham_solution(*p, c);
    CHECK_FALSE(check_solution(*p, solution).has_value());
    require_verdict(*p, Verdict::Unique, &solution);
  }
  CHECK(adjacent >= 30);
}

TEST_CASE("an Unequal ID read and written back is Unequal's own text", "[futoshiki][tatham]") {
  for (const TathamCase& c : unequal_cases()) {
    INFO("line " << c.line);
    const auto p = read_unequal_id(c.id);
    const std::string id = c.id.substr(c.id.find(':') + 1);  // without "unequal:"
    CHECK(write_unequal(*p) == id);
    // Through the native format and back, too.
    const auto again = read_native(write_futoshiki_native(*p));
    CHECK(*again == *p);
    CHECK(write_unequal(*again) == id);
  }
  // The difficulty is read and ignored; the trailing comma may be left out; Unequal's reader
  // takes letters that skip empty cells, and flags in any order.
  CHECK(write_unequal(*read_unequal_id("unequal:3adx:0,0,0,0,0,0,0,0,1")) ==
        "3a:0,0,0,0,0,0,0,0,1,");
  CHECK(write_unequal(*read_unequal_id("3:c0,2DR,0,0,0,0L")) == "3:0,0,0,0,2RD,0,0,0,0L,");
}

TEST_CASE("the example of docs/futoshiki.md in both formats", "[futoshiki][tatham]") {
  const auto native = read_native(R"(futoshiki 4
grid:
2 < 4 > . < .
^   v   ^   v
. > . < . > .
^   ^   v   v
. > . < . > .
v   ^   v   ^
. < . > . < .
)");
  const std::string id = "4:2,4RDL,0,0DL,0UR,0,0URDL,0D,0URD,0U,0RDL,0,0,0URL,0,0UL,";
  CHECK(*read_unequal_id("unequal:" + id) == *native);
  CHECK(write_unequal(*native) == id);
}

TEST_CASE("any puzzle Unequal can express is written and read back unchanged",
          "[futoshiki][tatham]") {
  std::mt19937 rng(42);
  for (int round = 0; round < 200; ++round) {
    const int n = 3 + round % 10;
    const bool adjacent = round % 3 == 0;
    const Grid truth = random_latin(n, rng);
    Futoshiki p = round % 2 == 0 ? random_futoshiki(n, adjacent, 0.4, 0.2, false, rng, &truth)
                                 : random_futoshiki(n, adjacent, 0.4, 0.2, false, rng);
    INFO(write_futoshiki_native(p));
    REQUIRE_FALSE(unequal_limitation(p).has_value());
    const auto text = write_unequal(p);
    REQUIRE(text);
    CHECK(*read_unequal_id(*text) == p);
  }
}

TEST_CASE("what Unequal cannot express is refused with the reason", "[futoshiki][tatham]") {
  Futoshiki small(2);
  CHECK_FALSE(write_unequal(small).has_value());
  CHECK(unequal_limitation(small).value_or("").starts_with("Unequal grids are 3 to 32"));
  Futoshiki bar(4);
  bar.set_relation(1, 2, Direction::Down, Relation::Adjacent);
  CHECK_FALSE(write_unequal(bar).has_value());
  CHECK(unequal_limitation(bar).value_or("").find("r2c3 has a bar") != std::string::npos);
  Futoshiki sign(4, true);
  sign.set_relation(0, 0, Direction::Right, Relation::Less);
  CHECK(unequal_limitation(sign).value_or("").find("r1c1 has a sign") != std::string::npos);
  try {
    unequal_game().write(sign);
    FAIL("no error");
  } catch (const ParseFailure& failure) {
    CHECK(failure.error.line == 0);
    CHECK(failure.error.message == *unequal_limitation(sign));
  }
}

TEST_CASE("a bad Unequal ID is reported where it goes wrong", "[futoshiki][tatham]") {
  using E = std::pair<int, std::string>;
  // PARAMS
  CHECK(error_of("2:0,0,0,0,") == E{1, "Unequal grids are 3 to 32 cells wide"});
  CHECK(error_of("33:0,") == E{1, "Unequal grid size 33 is too large (at most 32)"});
  CHECK(error_of("4q:0,").first == 2);
  CHECK(error_of("unequal:4dea:0,") == E{12, "the adjacent flag 'a' goes before the difficulty"});
  CHECK(error_of("4d:0,") == E{3, "expected a difficulty letter after 'd'"});
  // DESC: numbers and separators
  CHECK(error_of("3:0,0,4,0,0,0,0,0,0,") == E{7, "number 4 of r1c3 is out of range 0..3"});
  CHECK(error_of("3:0,0X,0,0,0,0,0,0,0,") ==
        E{6, "expected a flag (U, R, D, L) or ',' after r1c2, found 'X'"});
  CHECK(error_of("3:0,,0,0,0,0,0,0,0,") ==
        E{5, "expected the number of r1c2 (0 for an empty cell), found ','"});
  CHECK(error_of("3:0,0,0") == E{8, "the description ends after 3 of 9 cells"});
  CHECK(error_of("3:0,0,0,0,0,0,0,0,0,") == E{0, "no error"});
  CHECK(error_of("3:0,0,0,0,0,0,0,0,0,0") == E{21, "unexpected '0' after the last of 9 cells"});
  CHECK(error_of("3:0,0,0,0,0,0,0,0,0,,") == E{21, "unexpected ',' after the last of 9 cells"});
  CHECK(error_of("3:0,0,0,0,0,0,0,h0,") == E{17, "skipping cells runs past the last of 9 cells"});
  // DESC: flags
  CHECK(error_of("3:0,0U,0,0,0,0,0,0,0,") == E{6, "flag 'U' of r1c2 points off the grid"});
  CHECK(error_of("3:0,0,0,0,0,0,0,0,0R,") == E{20, "flag 'R' of r3c3 points off the grid"});
  CHECK(error_of("3:0,0,0,0R,0L,0,0,0,0,") ==
        E{13, "r2c1 and r2c2 each carry a flag saying they are the greater of the two"});
  CHECK(error_of("3:0,0,0D,0,0,0U,0,0,0,") ==
        E{15, "r1c3 and r2c3 each carry a flag saying they are the greater of the two"});
  CHECK(error_of("3a:0,0,0,0R,0,0,0,0,0,") ==
        E{11, "the bar flag 'R' of r2c1 needs a 'L' on r2c2, its other end"});
  CHECK(error_of("3a:0,0,0,0,0,0,0,0U,0,") ==
        E{19, "the bar flag 'U' of r3c2 needs a 'D' on r2c2, its other end"});
}
