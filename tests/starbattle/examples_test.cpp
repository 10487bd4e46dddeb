// Star battles with answers that do not come from gridsat:
//  - pzprjs's own example (test/script/starbattle.js in pzprjs): its URL, the regions pzprjs's
//    file format writes for it, and the answer pzprjs's check accepts (the entry of its
//    `failcheck` list with no error);
//  - cspuz-rs's example (src/puzzles/star_battle.rs in semiexp's cspuz_rs_puzzles): its URL, the
//    walls its serializer test holds the URL to, and the answer of its solver test;
//  - the two 10x10 two-star puzzles of the Kattis problem "Star Battles II" (CCPC 2021), with
//    the solutions the problem publishes;
//  - a 5x5 one-star puzzle solved by hand below.
// Each is decided unique with that answer by both backends (and both --card encodings), and the
// small ones also by the brute force of starbattle_helpers, which judges with check alone.
#include <catch2/catch.hpp>

#include "starbattle/starbattle_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Unique with `answer` by both backends and both cardinality encodings.
void require_unique(const StarBattle& p, const Grid& answer) {
  REQUIRE_FALSE(check_solution(p, answer).has_value());
  for (Card card : kAllCard) {
    INFO(card_name(card));
    RunOptions options;
    options.encode.card = card;
    require_verdict(p, Verdict::Unique, &answer, options);
  }
}

// Whether cells a and b lie in different regions, for every pair of side neighbours: `side` has
// n rows of n - 1 (a wall right of (r, c)), `below` n - 1 rows of n (a wall under (r, c)).
void require_walls(const StarBattle& p, const std::vector<std::vector<int>>& side,
                   const std::vector<std::vector<int>>& below) {
  const int n = p.rows();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c + 1 < n; ++c) {
      INFO("right of r" << r + 1 << "c" << c + 1);
      CHECK((p.rooms()[at(r * n + c)] != p.rooms()[at(r * n + c + 1)]) ==
            (side[at(r)][at(c)] == 1));
    }
  for (int r = 0; r + 1 < n; ++r)
    for (int c = 0; c < n; ++c) {
      INFO("below r" << r + 1 << "c" << c + 1);
      CHECK((p.rooms()[at(r * n + c)] != p.rooms()[at((r + 1) * n + c)]) ==
            (below[at(r)][at(c)] == 1));
    }
}

}  // namespace

TEST_CASE("pzprjs's star battle example: its regions and the answer its check accepts",
          "[starbattle][examples]") {
  const auto p = read_starbattle("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou");
  CHECK(p->rows() == 6);
  CHECK(p->parameter() == 1);
  // pzprjs's file of this puzzle numbers the regions (its room numbers) so:
  const StarBattle regions =
      starbattle_from_rows(1, {"000111", "011122", "033442", "553342", "544442", "522222"});
  CHECK(p->rooms() == regions.rooms());
  // The answer of the `failcheck` entry whose expected error is null ('#' a star, '+' and '.'
  // marks of empty cells in pzprjs's file).
  const Grid answer = stars_from_rows({".*....", "...*..", ".....*", "..*...", "....*.", "*....."});
  require_unique(*p, answer);
  const std::vector<Grid> all = brute_force(*p);
  REQUIRE(all.size() == 1);
  CHECK(all[0] == answer);
}

TEST_CASE("cspuz-rs's star battle example: the walls its serializer test expects",
          "[starbattle][examples]") {
  const auto p = read_starbattle("https://puzz.link/p?starbattle/6/6/1/2u9gn9c9jpmk");
  CHECK(p->parameter() == 1);
  require_walls(*p,
                {{0, 0, 0, 1, 0},
                 {1, 1, 1, 1, 0},
                 {0, 1, 0, 0, 1},
                 {1, 0, 0, 0, 0},
                 {1, 0, 1, 1, 1},
                 {0, 1, 0, 0, 1}},
                {{0, 1, 1, 0, 0, 0},
                 {1, 0, 0, 1, 1, 0},
                 {0, 1, 1, 1, 1, 0},
                 {0, 1, 1, 0, 1, 1},
                 {0, 1, 0, 1, 0, 0}});
  const Grid answer = stars_from_rows({".*....", "....*.", "..*...", "*.....", ".....*", "...*.."});
  require_unique(*p, answer);
  const std::vector<Grid> all = brute_force(*p);
  REQUIRE(all.size() == 1);
  CHECK(all[0] == answer);
}

TEST_CASE("the published 10x10 two-star puzzles of Kattis' Star Battles II",
          "[starbattle][examples]") {
  // Sample 1: regions as digits, and the published solution ('*' a star).
  const auto first = read_starbattle(
      "starbattle 10 stars=2\nregions:\n0001111223\n0001221223\n0001222223\n0000224433\n"
      "5544444433\n5555466663\n5575566663\n8877666663\n8997777663\n8999976666\n");
  require_unique(*first, stars_from_rows({"......*.*.", ".*.*......", ".....*...*", "...*...*..",
                                          ".*...*....", ".......*.*", "..*.*.....", "*.......*.",
                                          "..*...*...", "*...*....."}));
  // Sample 2.
  const auto second = read_starbattle(
      "starbattle 10 stars=2\nregions:\n0000001111\n0022221111\n3322222111\n3322222141\n"
      "3355511144\n3555516664\n3771116664\n7788811644\n7888919944\n7999999444\n");
  require_unique(*second, stars_from_rows({"...*.*....", ".......*.*", ".*.*......", "......*.*.",
                                           "*.*.......", "....*...*.", ".*....*...", "....*....*",
                                           "..*....*..", "*....*...."}));
}

TEST_CASE("a 5x5 one-star puzzle solved by hand", "[starbattle][examples]") {
  //   a b b b b    1. Region a is r1c1 alone: a star. Row 1, column 1 and the neighbours r1c2,
  //   c c c b b       r2c1, r2c2 are empty; region c keeps r2c3 and r5c2, region b keeps r2c4,
  //   c d d d b       r2c5, r3c5.
  //   c d e e e    2. Rows 4 and 5 hold two stars; region e lies in them, and the other star is
  //   c c e e e       r4c2 (d) or r5c2 (c). Say it is r5c2: then c's star is not r2c3, row 2's
  //                   star is b's (r2c4 or r2c5), d's star is in row 3 (r3c3 or r3c4: column 2 is
  //                   full), e's in row 4 (r4c4 or r4c5: r4c3 touches r5c2). Rows 2, 3, 4 take
  //                   columns 3, 4, 5 with stars in rows 2 and 3 two columns apart: r2c5 and
  //                   r3c3; row 4's star must then be two columns from r3c3, at c5, which r2c5
  //                   already fills. So c's star is r2c3.
  //                3. Row 2 is full: b's star is r3c5. r2c3's neighbours r3c2..r3c4 are empty,
  //                   so d's star is r4c2; r5c3 touches it and r5c5 shares column 5 with r3c5:
  //                   e's star is r5c4.
  const StarBattle p = starbattle_from_rows(1, {"abbbb", "cccbb", "cdddb", "cdeee", "cceee"});
  const Grid answer = stars_from_rows({"*....", "..*..", "....*", ".*...", "...*."});
  require_unique(p, answer);
  const std::vector<Grid> all = brute_force(p);
  REQUIRE(all.size() == 1);
  CHECK(all[0] == answer);
}
