#include <stdexcept>

#include "genres/sudoku/constraints/disjoint_groups.hpp"
#include "genres/sudoku/sudoku.hpp"
#include "variant_areas/area_support.hpp"

namespace gridsat::test {

TEST_CASE("disjoint groups are the cells at one place of every box", "[variants][disjoint]") {
  DisjointGroups d;
  d.box_rows = 2;
  d.box_cols = 2;
  const auto four = d.groups(4);
  REQUIRE(four.size() == 4);
  CHECK(four[0] == std::vector<int>{0, 2, 8, 10});   // r1c1 r1c3 r3c1 r3c3
  CHECK(four[3] == std::vector<int>{5, 7, 13, 15});  // r2c2 r2c4 r4c2 r4c4
  d.box_cols = 3;  // 6x6 of 2x3 boxes: the place (row 2, column 3) of each box
  const auto six = d.groups(6);
  REQUIRE(six.size() == 6);
  CHECK(six[5] == std::vector<int>{8, 11, 20, 23, 32, 35});
  CHECK_FALSE(d.removable());
}

TEST_CASE("disjoint groups need boxes", "[variants][disjoint]") {
  const ConstraintKind* kind = find_constraint_kind("disjoint");
  REQUIRE(kind);
  CHECK(kind->flag);
  CHECK_THROWS_AS(kind->make({4, 2, 2, true, {}}), std::invalid_argument);
  auto made = kind->make({6, 2, 3, false, {}});
  CHECK(made->groups(6).size() == 6);
}

TEST_CASE("disjoint groups on 4x4: both backends count what brute force counts",
          "[variants][disjoint]") {
  long long disjoint = 0;
  for (const auto& g : all_4x4_sudokus()) {
    bool ok = true;  // the four cells at each place of the four boxes differ
    for (int place = 0; place < 4 && ok; ++place) {
      int seen = 0;
      for (int box = 0; box < 4; ++box) {
        const int cell = (box / 2 * 2 + place / 2) * 4 + box % 2 * 2 + place % 2;
        seen |= 1 << g[static_cast<std::size_t>(cell)];
      }
      ok = seen == 0b11110;
    }
    disjoint += ok;
  }
  REQUIRE(disjoint > 0);
  REQUIRE(disjoint < 288);
  auto empty = parse("sudoku 4 disjoint\n");
  for (Backend backend : {Backend::Sat, Backend::Native})
    CHECK(counted(*empty, backend) == disjoint);
}

TEST_CASE("disjoint groups in the native format: read, solved by both backends, written back",
          "[variants][disjoint]") {
  // The four givens 1 at r1c1, 4 at r2c2, 3 at r3c4, 2 at r4c3 leave two sudokus: A
  // (area_support.hpp) and N = 1 3 4 2 / 2 4 3 1 / 4 2 1 3 / 3 1 2 4 (found by enumerating every
  // 4x4 sudoku). N repeats 4 (r1c3, r3c1) and 1 (r1c1, r3c3) at the top left places of the
  // boxes: the disjoint rule breaks there, and A keeps it (its places hold 1 3 2 4, 2 4 1 3, 3 1 4
  // 2, 4 2 3 1).
  const std::string text = "sudoku 4 disjoint\ngrid:\n1...\n.4..\n...3\n..2.\n";
  auto puzzle = parse(text);
  const Grid expected = grid_of(4, kSudokuA);
  require_verdict(*puzzle, Verdict::Unique, &expected);
  std::string error;
  CHECK(write_puzzle(*puzzle, "native", error) == text);
  auto plain = parse("sudoku 4\ngrid:\n1...\n.4..\n...3\n..2.\n");
  CHECK(counted(*plain, Backend::Sat) == 2);
  const auto broken = puzzle->check(grid_of(4, {1, 3, 4, 2, 2, 4, 3, 1, 4, 2, 1, 3, 3, 1, 2, 4}));
  REQUIRE(broken);
  CHECK(broken->message == "disjoint group 1 holds 1 twice (r1c1 and r3c3)");
  CHECK(broken->row == 2);
  CHECK(broken->col == 2);
}

}  // namespace gridsat::test
