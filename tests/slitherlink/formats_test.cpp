// Slitherlink's native format and puzz.link's `slither` URLs: examples read into the puzzle they
// mean, with answers checked by hand; writing and reading back; errors at their line and column.
#include <catch2/catch.hpp>
#include <random>

#include "driver/engine.hpp"
#include "formats/formats.hpp"
#include "slitherlink/slitherlink_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// The line, column and message of the error reading `text`.
std::tuple<int, int, std::string> error_of(const std::string& text, const std::string& from = "") {
  ReadResult r = read_puzzle(text, from, "");
  if (!r.error) return {0, 0, "no error"};
  return {r.error->line, r.error->col, r.error->message};
}

Grid clues(int h, int w, const std::vector<int>& cells) {
  Grid g(h, w);
  g.cells = cells;
  return g;
}

constexpr int _ = kUnknown;

}  // namespace

TEST_CASE("native slitherlink: read, written, read back", "[slitherlink][formats]") {
  const auto p = read_slitherlink("slitherlink 2x3\ngrid:\n3 . 0\n.4.\n");
  CHECK(p->height == 2);
  CHECK(p->width == 3);
  CHECK(p->grid == clues(2, 3, {3, _, 0, _, 4, _}));
  CHECK(write_slitherlink_native(*p) == "slitherlink 2x3\ngrid:\n3.0\n.4.\n");
  // `N` is N x N; no grid is no clue; the aliases name the type.
  const auto empty = read_slitherlink("slither 4\n");
  CHECK(empty->height == 4);
  CHECK(empty->width == 4);
  CHECK(empty->grid == Grid(4, 4));
  CHECK(read_slitherlink("loopy 1x2\ngrid:\n2.\n")->grid == clues(1, 2, {2, _}));
  std::mt19937 rng(3);
  for (int round = 0; round < 50; ++round) {
    Slitherlink q(1 + round % 7, 1 + round % 5);
    for (int& c : q.grid.cells) c = std::uniform_int_distribution<int>(-1, 4)(rng);
    for (int& c : q.grid.cells)
      if (c < 0) c = kUnknown;
    CHECK(*read_slitherlink(write_slitherlink_native(q), "native") == q);
    CHECK(*read_slitherlink(std::string("https://puzz.link/p?") + write_slither_path(q)) == q);
  }
}

TEST_CASE("native slitherlink errors", "[slitherlink][formats]") {
  using E = std::tuple<int, int, std::string>;
  CHECK(error_of("slitherlink 3x3\ngrid:\n.5.\n...\n...\n") ==
        E{3, 2, "unexpected '5' in a slitherlink grid (expected a clue 0 to 4, or '.' for none)"});
  CHECK(error_of("slitherlink 3x3\ngrid:\n...\n...\n") ==
        E{5, 1, "'grid:' has 2 rows, expected 3"});
  CHECK(error_of("slitherlink 3x3\ngrid:\n....\n...\n...\n") ==
        E{3, 1, "row 1 of 'grid:' has 4 cells, expected 3"});
  CHECK(error_of("slitherlink 301x3\n") ==
        E{1, 13, "a slitherlink is 1 to 300 cells on each side, not 301x3"});
  CHECK(error_of("slitherlink 3 diagonal\n") ==
        E{1, 15, "unknown option 'diagonal' for slitherlink"});
  CHECK(error_of("slitherlink 3\ntop: 1 2 3\n") ==
        E{2, 1, "section 'top:' does not apply to slitherlink"});
}

TEST_CASE("puzz.link slither examples", "[slitherlink][formats]") {
  // cspuz-rs's example (its source says: originally http://pzv.jp/p.html?slither/4/4/dgdh2c7b),
  // in the form cspuz-rs writes (`71` at the end) and the one pzprjs writes (`7b`: a clue in the
  // last cell claims two blanks past the end).
  const Grid expected_clues = clues(4, 4, {3, _, _, _, 3, _, _, _, _, 2, 2, _, _, 2, _, 1});
  for (const char* url : {"https://puzz.link/p?slither/4/4/dgdh2c71",
                          "http://pzv.jp/p.html?slither/4/4/dgdh2c7b", "slither/4/4/dgdh2c7b"}) {
    INFO(url);
    const auto p = read_slitherlink(url);
    CHECK(p->grid == expected_clues);
  }
  const auto p = read_slitherlink("slither/4/4/dgdh2c71");
  CHECK(write_slither_path(*p) == "slither/4/4/dgdh2c7b");
  // Its loop (cspuz-rs's expected answer, checked by hand: each clue counts its borders, and
  // the loop runs (0,0) (0,4) (3,4) (3,3) (1,3) (1,2) (3,2) (3,1) (4,1) (4,0) (3,0) (2,0) (2,1)
  // (1,1) (1,0) (0,0) through the grid points, no point twice).
  const std::vector<std::vector<int>> h = {
      {1, 1, 1, 1}, {1, 0, 1, 0}, {1, 0, 0, 0}, {0, 1, 0, 1}, {1, 0, 0, 0}};
  const std::vector<std::vector<int>> v = {
      {1, 0, 0, 0, 1}, {0, 1, 1, 1, 1}, {1, 0, 1, 1, 1}, {1, 1, 0, 0, 0}};
  Grid loop(9, 5, 0);
  for (int i = 0; i < 5; ++i)
    for (int j = 0; j < 4; ++j)
      loop.at(i, j) = h[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 5; ++j)
      loop.at(5 + i, j) = v[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
  CHECK_FALSE(check_solution(*p, loop).has_value());
  require_verdict(*p, Verdict::Unique, &loop);

  // Loopy's 5x5 example (docs/slitherlink.md) encoded by hand with encode4Cell's rules: a blank
  // (g), 1, 2, a 3 and two blanks (d), 0, a 0 and two blanks (a), 2, a 1 and one blank (6), 3,
  // a 3 and two blanks (d) twice, a blank (g), a 2 and one blank (7), a 3 and two blanks (d).
  const auto loopy = read_loopy_id("loopy:5x5t0:a123b00b21a33b3c2a3a");
  const auto url = read_slitherlink("https://puzz.link/p?slither/5/5/g12d0a263ddg7d");
  CHECK(*url == *loopy);
  CHECK(write_slither_path(*loopy) == "slither/5/5/g12d0a263ddg7d");
  // A 1 x 25 row: runs of blanks longer than 20 are split (z = 20, then e = 5 ... as g..z).
  Slitherlink row(1, 25);
  row.grid.at(0, 24) = 2;
  CHECK(write_slither_path(row) == "slither/25/1/zjc");
  CHECK(*read_slitherlink("slither/25/1/zjc") == row);
  // A body that ends early leaves the rest without clues, as pzprjs reads it; `.` (a number
  // not shown) is no clue.
  CHECK(read_slitherlink("slither/3/3/g0h")->grid == clues(3, 3, {_, 0, _, _, _, _, _, _, _}));
  CHECK(read_slitherlink("slither/2/1/.3")->grid == clues(1, 2, {_, 3}));
}

TEST_CASE("puzz.link slither with pzprjs's flag f: a loop through every point",
          "[slitherlink][formats]") {
  // A 3 in r1c2 of a 3 x 3 grid. Of the six Hamiltonian cycles of the 4 x 4 grid points, the
  // only one with three borders of r1c2 on it goes down the left and right sides, up and down
  // around r1c2 from the top, and along the bottom in two U turns: it is the answer.
  const std::string url = "https://puzz.link/p?slither/f/3/3/gdk";
  const auto p = read_slitherlink(url);
  CHECK(p->full);
  CHECK(p->grid == clues(3, 3, {_, 3, _, _, _, _, _, _, _}));
  CHECK(write_slither_path(*p) == "slither/f/3/3/gdk");
  CHECK(write_slitherlink_native(*p).starts_with("slitherlink 3x3 full\n"));
  CHECK(*read_slitherlink(write_slitherlink_native(*p)) == *p);
  const std::vector<std::vector<int>> h = {{1, 0, 1}, {0, 1, 0}, {0, 1, 0}, {1, 0, 1}};
  const std::vector<std::vector<int>> v = {{1, 1, 1, 1}, {1, 0, 0, 1}, {1, 1, 1, 1}};
  Grid loop(7, 4, 0);
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 3; ++j)
      loop.at(i, j) = h[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 4; ++j)
      loop.at(4 + i, j) = v[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
  require_verdict(*p, Verdict::Unique, &loop);
  // Without the flag the same clue has other loops (one round r1c1..r1c2, say).
  Slitherlink plain = *p;
  plain.full = false;
  CHECK_FALSE(check_solution(plain, loop).has_value());
  require_verdict(plain, Verdict::Multiple);
  // A loop that leaves a point out breaks the full rule, with a message that says so.
  Grid small(7, 4, 0);
  for (auto [r, c] : cell_borders(*p, 0, 1)) small.at(r, c) = 1;
  const auto why = check_solution(*p, small);
  REQUIRE(why.has_value());
  CHECK(why->message.find("full loop") != std::string::npos);
  // Loopy has no such rule: the ID writer refuses.
  std::string error;
  CHECK_FALSE(write_puzzle(*p, "tatham", error).has_value());
  CHECK(error.find("full") != std::string::npos);
}

TEST_CASE("puzz.link slither errors", "[slitherlink][formats]") {
  using E = std::tuple<int, int, std::string>;
  CHECK(error_of("https://puzz.link/p?slither/3/3/g0f") ==
        E{1, 35,
          "unexpected 'f' in a slither body (0-4 are clues, 5-9 and a-e clues followed by blanks, "
          "g-z skip 1-20 cells)"});
  CHECK(error_of("slither/3/3/z") == E{1, 13, "skipping cells runs past the last of 9 cells"});
  CHECK(error_of("slither/2/2/00000") == E{1, 17, "unexpected '0' after the last of 4 cells"});
  CHECK(error_of("slither/v/3/3/j") ==
        E{1, 9, "puzz.link slither takes the flag 'f' (a loop through every point) only, not 'v'"});
  CHECK(error_of("slither/301/3/j") ==
        E{1, 9, "a slitherlink is 1 to 300 cells on each side, not 3x301"});
}
