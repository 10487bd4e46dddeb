// Loopy game IDs. The IDs Tatham's own generator printed (tests/slitherlink/data/loopy-ids.txt:
// 5x5 to 25x25, every difficulty, square and oblong) each have exactly one solution by both
// backends, the one Loopy's own solver draws, and check accepts it. The normal run decides the
// IDs up to 15x15 and one 25x25; `[.full]` decides them all. Reading an ID and writing it back
// gives Loopy's text; a bad ID is reported at the character that is wrong; Loopy's other grid
// types are refused by name.
#include <catch2/catch.hpp>

#include "driver/engine.hpp"
#include "formats/tatham.hpp"
#include "slitherlink/slitherlink_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// The column (1-based) and message of the error reading `id`.
std::pair<int, std::string> error_of(const std::string& id) {
  try {
    read_loopy_id(id);
  } catch (const ParseFailure& failure) {
    return {failure.error.col, failure.error.message};
  }
  return {0, "no error"};
}

void decide_cases(bool all) {
  const auto cases = loopy_cases();
  REQUIRE(cases.size() >= 45);
  int decided = 0, large = 0;
  for (const TathamCase& c : cases) {
    std::unique_ptr<Slitherlink> p;
    REQUIRE_NOTHROW(p = read_loopy_id(c.id));
    const bool is_large = p->height * p->width > 15 * 15;
    if (is_large && !all && large++ > 0) continue;  // the normal run: one large one
    INFO("line " << c.line << ": " << c.id.substr(0, 40));
    const Grid solution = tatham_solution(*p, c);
    CHECK_FALSE(check_solution(*p, solution).has_value());
    require_verdict(*p, Verdict::Unique, &solution);
    ++decided;
  }
  CHECK(decided >= (all ? 48 : 43));
}

}  // namespace

TEST_CASE("Loopy's own IDs have Loopy's solution, and only it, by both backends",
          "[slitherlink][tatham]") {
  decide_cases(false);
}

TEST_CASE("every Loopy ID up to 25x25 hard, by both backends", "[slitherlink][tatham][.full]") {
  decide_cases(true);
}

TEST_CASE("a Loopy ID read and written back is Loopy's own text", "[slitherlink][tatham]") {
  int oblong = 0;
  for (const TathamCase& c : loopy_cases()) {
    INFO("line " << c.line);
    const auto p = read_loopy_id(c.id);
    oblong += p->height != p->width;
    const std::string id = c.id.substr(6);  // without "loopy:"
    CHECK(write_loopy(*p) == id);
    // Through the native format and back, too.
    const auto again = read_slitherlink(write_slitherlink_native(*p), "native");
    CHECK(*again == *p);
    CHECK(write_loopy(*again) == id);
  }
  CHECK(oblong >= 4);
  // W x H: 7 columns, 5 rows.
  const auto wide = read_loopy_id("loopy:7x5t0dh:" + std::string("z") + "i");
  CHECK(wide->width == 7);
  CHECK(wide->height == 5);
  // `N` alone is N x N, the grid type may be left out (squares), the difficulty is ignored; 26
  // blank cells are one `z`, more take another letter.
  CHECK(write_loopy(*read_loopy_id("6:zj")) == "6x6t0:zj");
  CHECK(write_loopy(*read_loopy_id("loopy:3x3dh:4h")) == "3x3t0:4h");
  Slitherlink blank(6, 6);
  CHECK(write_loopy(blank) == "6x6t0:zj");
  blank.grid.at(5, 5) = 2;
  CHECK(write_loopy(blank) == "6x6t0:zi2");
}

TEST_CASE("the example of docs/slitherlink.md in Loopy's format", "[slitherlink][tatham]") {
  const auto id = read_loopy_id("loopy:5x5t0:a123b00b21a33b3c2a3a");
  const auto native = read_slitherlink(R"(slitherlink 5x5
grid:
.123.
.00..
21.33
..3..
.2.3.
)",
                                       "native");
  CHECK(*id == *native);
}

TEST_CASE("Loopy's other grids and sizes are refused with the reason", "[slitherlink][tatham]") {
  using E = std::pair<int, std::string>;
  CHECK(error_of("loopy:5x5t1:" + std::string(25, '2')) ==
        E{10, "gridsat reads Loopy's square grid (t0) only, not the Triangular grid (t1)"});
  CHECK(error_of("7x7t2dh:a") ==
        E{4, "gridsat reads Loopy's square grid (t0) only, not the Honeycomb grid (t2)"});
  CHECK(error_of("7x7t17:a").second ==
        "gridsat reads Loopy's square grid (t0) only, not the Spectres grid (t17)");
  CHECK(error_of("7x7t40:a").second ==
        "gridsat reads Loopy's square grid (t0) only, not grid "
        "type t40");
  CHECK(error_of("2x5:j") == E{1, "Loopy's square grids are at least 3 cells wide and high"});
  Slitherlink small(2, 5);
  try {
    loopy_game().write(small);
    FAIL("no error");
  } catch (const ParseFailure& failure) {
    CHECK(failure.error.line == 0);
    CHECK(failure.error.message ==
          "Loopy's square grids are at least 3 cells wide and high, this one is 2x5");
  }
}

TEST_CASE("a bad Loopy ID is reported where it goes wrong", "[slitherlink][tatham]") {
  using E = std::pair<int, std::string>;
  // PARAMS
  CHECK(error_of("x5:a") == E{1, "expected Loopy's grid size, such as 10x10"});
  CHECK(error_of("5x5q:y") == E{4, "unknown Loopy parameter 'q'"});
  CHECK(error_of("301x5:a") == E{1, "Loopy width 301 is too large (at most 300)"});
  CHECK(error_of("5x5d:y") == E{5, "expected a difficulty letter after 'd'"});
  CHECK(error_of("5xq:y") == E{3, "expected Loopy height (a number)"});
  // DESC
  CHECK(error_of("3x3:4h5") == E{7, "the description runs past the 9 cells of a 3x3 grid"});
  CHECK(error_of("3x3:5h") == E{5,
                                "clue 5 of r1c1 is out of range 0..4 (a square has four "
                                "borders)"});
  CHECK(error_of("3x3:hB") == E{6,
                                "clue 11 of r3c3 is out of range 0..4 (a square has four "
                                "borders)"});
  CHECK(error_of("3x3:a-g") ==
        E{6, "unexpected '-' in a Loopy description (a digit is a clue, a-z skip 1-26 cells)"});
  CHECK(error_of("3x3:j") == E{5, "skipping cells runs past the 9 cells of a 3x3 grid"});
  CHECK(error_of("3x3:h") == E{6, "the description ends after 8 of the 9 cells"});
  CHECK(error_of("3x3:ab_i") ==
        E{7, "Loopy's square grid has no grid description before the clues ('_')"});
}
