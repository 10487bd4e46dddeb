// Aquarium, the declared shading genre with side clues and a switch of its rules, with answers
// that do not come from gridsat:
//  - pzprjs's own example (test/script/aquarium.js in pzprjs): its URL and the answer its check
//    accepts, unique; its failcheck boards' breaks (brNoShade, csNoSupport, exShadeNe,
//    csNoLevel), and its board that is level per pool but not per tank (bkNoLevel, `r`);
//  - the example of another solver's tests (cspuz's aquarium, a 5x4 whose tank wraps around
//    another), with the answer they expect;
//  - the rules written out plainly here, in other words than pzprjs's checks (each pool is all
//    of its tank at or below its top row that it reaches; per tank, all of the tank at or below
//    some row), counted over every shading of small grids with random tanks against both
//    backends' counts.
// Then the formats and bad inputs.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"
#include "formats/puzzlink_codes.hpp"
#include "genres/genre.hpp"
#include "rules/declared.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

const char* const kExample = "https://puzz.link/p?aquarium/4/4/bu8i90/i3213g";

// The cells of `tank` (a label per cell) in rows `from` and below reached from `start` through
// sides, as a flag per cell.
std::vector<char> reached(const std::vector<int>& tank, int rows, int cols, int start, int from) {
  std::vector<char> in(tank.size(), 0);
  std::vector<int> todo = {start};
  in[static_cast<std::size_t>(start)] = 1;
  while (!todo.empty()) {
    const int x = todo.back();
    todo.pop_back();
    for (int y : {x - cols, x + cols, x % cols > 0 ? x - 1 : -1, x % cols + 1 < cols ? x + 1 : -1})
      if (y >= 0 && y < rows * cols && y / cols >= from && !in[static_cast<std::size_t>(y)] &&
          tank[static_cast<std::size_t>(y)] == tank[static_cast<std::size_t>(x)]) {
        in[static_cast<std::size_t>(y)] = 1;
        todo.push_back(y);
      }
  }
  return in;
}

// The rules, plainly: some water; per pool, the water of a pool whose top row is t is all that
// its tank holds at row t and below, reached from the pool's cells (so it is held and level);
// per tank, a tank's water is all of it at or below its highest water.
bool settles(const std::vector<int>& water, const std::vector<int>& tank, int rows, int cols,
             bool per_tank) {
  if (std::count(water.begin(), water.end(), 1) == 0) return false;
  for (int x = 0; x < rows * cols; ++x) {
    if (water[static_cast<std::size_t>(x)] != 1) continue;
    if (per_tank) {
      int top = rows;
      for (int y = 0; y < rows * cols; ++y)
        if (tank[static_cast<std::size_t>(y)] == tank[static_cast<std::size_t>(x)] &&
            water[static_cast<std::size_t>(y)] == 1)
          top = std::min(top, y / cols);
      for (int y = 0; y < rows * cols; ++y)
        if (tank[static_cast<std::size_t>(y)] == tank[static_cast<std::size_t>(x)] &&
            y / cols >= top && water[static_cast<std::size_t>(y)] != 1)
          return false;
      continue;
    }
    // x's pool: the water reached from it through sides inside its tank.
    std::vector<int> pool_water(water.size(), 0);
    for (int y = 0; y < rows * cols; ++y)
      pool_water[static_cast<std::size_t>(y)] =
          water[static_cast<std::size_t>(y)] == 1 ? tank[static_cast<std::size_t>(y)] : -1 - y;
    const std::vector<char> pool = reached(pool_water, rows, cols, x, 0);
    int top = rows;
    for (int y = 0; y < rows * cols; ++y)
      if (pool[static_cast<std::size_t>(y)]) top = std::min(top, y / cols);
    const std::vector<char> basin = reached(tank, rows, cols, x, top);
    if (basin != pool) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("pzprjs's aquarium example: unique, with the answer its check accepts",
          "[declared][aquarium]") {
  const auto p = require_example(kExample, "aquarium", {"..##", "..#.", "#.##", "####"});
  CHECK(write(*p, "native") ==
        "aquarium 4x4\nrooms:\na a b b\nc a b d\nc a c d\nc c c d\n"
        "top: . . . 3\nleft: 2 1 3 .\n");
  // brNoShade: no water at all.
  CHECK(broken_rule(*p, {"....", "....", "....", "...."})
            .find("the grid holds 0 water cells, "
                  "fewer than 1") != std::string::npos);
  // csNoSupport: the water of r1c3 runs down into the empty r2c3 of its tank.
  CHECK(broken_rule(*p, {"..##", "...#", "...#", "...."})
            .find("the water at r1c3 runs into the empty cell r2c3 of its tank") !=
        std::string::npos);
  // exShadeNe: the water settles, but column 4 holds two water cells where its clue says 3.
  CHECK(broken_rule(*p, {"....", "#...", "#.##", "####"})
            .find("column 4 holds 2 water cells, "
                  "not 3") != std::string::npos);
  // csNoLevel: the pool of r3c1 and r4c1..r4c3 reaches row 3, with r3c3 of its tank empty.
  CHECK(broken_rule(*p, {"....", "....", "#...", "###."}) ==
        "r3c3: the water of the pool at r4c3 is not level: r3c3 above it is empty, and the pool "
        "reaches row 3");
  // The answer as JSON and plain text.
  const CliRun json = run_cli({"solve", "--format", "json", "-"}, kExample);
  CHECK(json.out.find("[[0,0,1,1],[0,0,1,0],[1,0,1,1],[1,1,1,1]]") != std::string::npos);
}

TEST_CASE("cspuz's aquarium example: unique, with the answer its tests expect",
          "[declared][aquarium]") {
  require_example("https://puzz.link/p?aquarium/5/4/9lqgfk4/3h12h13", "aquarium",
                  {"#####", "#....", "..#..", "##..#"});
}

TEST_CASE("aquarium's regions switch (puzz.link's r flag): one level per tank",
          "[declared][aquarium]") {
  // pzprjs's board: its water is level in its pool but not in its tank.
  const std::string pools = "aquarium 3x4\nrooms:\na a a a\na b a a\na b a a\n";
  const std::vector<std::string> answer = {"....", "..##", "..##"};
  const auto per_pool = parse(pools);
  CHECK_FALSE(check_solution(*per_pool, shading(answer)).has_value());
  const auto per_tank = parse("aquarium 3x4 regions\nrooms:\na a a a\na b a a\na b a a\n");
  CHECK(broken_rule(*per_tank, answer)
            .find("r3c1 is empty at or below the water of its tank (row 2)") != std::string::npos);
  // The flag read and written back; the native header names the switch.
  const std::string url = "https://puzz.link/p?aquarium/r/4/4/bu8i90/i3213g";
  const auto flagged = parse(url);
  CHECK(write(*flagged, "puzzlink") == url + "\n");
  CHECK(write(*flagged, "native").rfind("aquarium 4x4 regions\n", 0) == 0);
  CHECK(write(*parse(write(*flagged, "native")), "puzzlink") == url + "\n");
}

TEST_CASE("aquarium's rules as written out by hand: every shading of small grids, counted",
          "[declared][aquarium]") {
  const Genre* genre = find_genre("aquarium");
  REQUIRE(genre);
  const rules::GridShape shapes[] = {{2, 3}, {3, 3}, {3, 4}, {4, 3}};
  int puzzles = 0;
  for (rules::GridShape s : shapes)
    for (std::uint64_t seed = 1; seed <= 4; ++seed)
      for (bool per_tank : {false, true}) {
        INFO(s.rows << "x" << s.cols << " seed " << seed << (per_tank ? " per tank" : ""));
        Random rng(seed);
        GenerateParams params;
        params.rows = s.rows;
        params.cols = s.cols;
        auto frame = genre->generator->frame(params, rng);
        auto& p = dynamic_cast<rules::DeclaredShading&>(*frame);
        Borders walls;  // random tanks, arches among them
        for (int i = 0; i < s.rows * (s.cols - 1); ++i) walls.side.push_back(rng.below(3) == 0);
        for (int i = 0; i < (s.rows - 1) * s.cols; ++i) walls.below.push_back(rng.below(3) == 0);
        int count = 0;
        p.set_rooms(pieces_of(walls, s.rows, s.cols, count));
        p.set_switched(per_tank);
        const std::vector<int>& tank = p.rooms();
        std::vector<std::vector<int>> valid;
        for (int code = 0; code < 1 << s.cells(); ++code) {
          std::vector<int> w;
          for (int cell = 0; cell < s.cells(); ++cell) w.push_back((code >> cell) & 1);
          if (settles(w, tank, s.rows, s.cols, per_tank)) valid.push_back(w);
        }
        REQUIRE(!valid.empty());
        const std::vector<int>& chosen =
            valid[static_cast<std::size_t>(rng.below(static_cast<int>(valid.size())))];
        auto water_in = [&](const std::vector<int>& w, std::size_t side, int i) {
          int n = 0;
          for (int cell : p.sides().line(side, i)) n += w[static_cast<std::size_t>(cell)];
          return n;
        };
        for (std::size_t side : {std::size_t{0}, std::size_t{2}})
          for (int i = 0; i < static_cast<int>(p.sides().clues()[side].size()); ++i)
            if (rng.below(2) == 0) p.set_side_clue(side, i, water_in(chosen, side, i));
        long long expected = 0;
        for (const std::vector<int>& w : valid) {
          bool keeps = true;
          for (std::size_t side : {std::size_t{0}, std::size_t{2}})
            for (int i = 0; i < static_cast<int>(p.sides().clues()[side].size()); ++i) {
              const int clue = p.sides().clues()[side][static_cast<std::size_t>(i)];
              keeps = keeps && (clue == kUnknown || water_in(w, side, i) == clue);
            }
          expected += keeps;
        }
        require_count(p, expected);
        CHECK(expected >= 1);
        ++puzzles;
      }
  CHECK(puzzles == 32);
}

TEST_CASE("aquarium: formats and bad input", "[declared][aquarium][errors]") {
  require_read_error("https://puzz.link/p?aquarium/4/4/bu8i90i3213g", 1, 40,
                     "expected '/' and the side clues");
  require_read_error("https://puzz.link/p?aquarium/4/4/bu8i90/i5213g", 1, 42,
                     "the top clue of column 4 is 5; it can be 0 to 4");
  require_read_error("https://puzz.link/p?aquarium/4/4/bu8i90/i3213", 1, 46,
                     "ends after 7 of the 8 side clues");
  require_read_error("https://puzz.link/p?aquarium/4/4/bu8i90/i3213gg", 1, 47,
                     "unexpected text after the side clues");
  require_read_error("https://puzz.link/p?aquarium/x/4/4/bu8i90/i3213g", 1, 30,
                     "takes no flag 'x'");
  require_read_error("aquarium 2x2\nrooms:\na a\nb b\nbottom: 1 1\n", 5, 1, "bottom");
  require_read_error("aquarium 2x2\nrooms:\na a\nb b\nleft: 3 .\n", 5, 7, "can be 0 to 2");
  require_read_error("aquarium 2x2 regions=yes\nrooms:\na a\nb b\n", 1, 14, "regions");
  // Counts that no water keeps: no solution; no counts: several.
  require_verdict(*parse("aquarium 2x2\nrooms:\na a\nb b\ntop: 2 0\n"), Verdict::None);
  require_verdict(*parse("aquarium 2x2\nrooms:\na a\nb b\n"), Verdict::Multiple);
}
