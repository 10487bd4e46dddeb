#include "genres/sudoku/constraints/extreme.hpp"
#include "support/constraint_judge.hpp"
#include "variant_areas/area_support.hpp"

namespace gridsat::test {
namespace {

Extreme extreme(std::vector<int> cells, bool maximum) {
  Extreme e;
  e.cells = std::move(cells);
  e.maximum = maximum;
  return e;
}

}  // namespace

TEST_CASE("minimum and maximum cells: check, clauses and propagation agree on every assignment",
          "[variants][extreme]") {
  struct Case {
    int n;
    std::vector<int> cells;     // the constraint's cells
    std::vector<int> assigned;  // the cells the judge assigns: them and their neighbours
    bool maximum;
  };
  for (const Case& c : std::vector<Case>{{4, {0}, {0, 1, 4}, false},
                                         {4, {0}, {0, 1, 4}, true},
                                         {4, {5}, {5, 1, 4, 6, 9}, true},
                                         {4, {0, 2}, {0, 1, 2, 3, 4, 6}, false},
                                         {5, {12}, {12, 7, 11, 13, 17}, false},
                                         {5, {4}, {4, 3, 9}, true}}) {
    const Extreme e = extreme(c.cells, c.maximum);
    INFO(e.describe(c.n) << " on " << c.n << "x" << c.n);
    CHECK(judge_constraint(e, c.assigned, latin_background(c.n)) == "");
    const long long accepted = accepted_assignments(e, c.assigned, latin_background(c.n));
    long long all = 1;
    for (std::size_t k = 0; k < c.assigned.size(); ++k) all *= c.n;
    CHECK(accepted > 0);
    CHECK(accepted < all);
  }
}

TEST_CASE("minimum and maximum cells: check on hand-made grids", "[variants][extreme]") {
  const Grid g = latin_background(4);         // 1 2 3 4 / 2 3 4 1 / 3 4 1 2 / 4 1 2 3
  CHECK_FALSE(extreme({0}, false).check(g));  // 1 below 2 and 2
  CHECK_FALSE(extreme({6}, true).check(g));   // r2c3 = 4 above 3, 1, 3, 1
  const auto not_min = extreme({1}, false).check(g);
  REQUIRE(not_min);
  CHECK(not_min->message == "r1c2 holds 2, not smaller than its neighbour r1c1 (1)");
  CHECK(not_min->col == 1);
  const auto not_max = extreme({0}, true).check(g);
  REQUIRE(not_max);
  CHECK(not_max->message == "r1c1 holds 1, not greater than its neighbour r2c1 (2)");
  // By hand: a corner minimum with value v leaves each of its two neighbours 4 - v values:
  // 9 + 4 + 1 + 0 = 14 of the 64 assignments.
  CHECK(accepted_assignments(extreme({0}, false), std::vector<int>{0, 1, 4}, g) == 14);
}

TEST_CASE(
    "minimum and maximum cells in the native format: read, solved by both backends, "
    "written back",
    "[variants][extreme]") {
  // kTwoWays leaves A and B (area_support.hpp). r1c1 is 1 next to 2 and 3 in A, 2 next to 1 in B:
  // only A keeps the minimum. r2c2 = 4 and r4c1 = 4 are maxima in both.
  const std::string text = kTwoWays + "min:\nr1c1\nmax:\nr2c2 r4c1\n";
  auto puzzle = parse(text);
  const Grid expected = grid_of(4, kSudokuA);
  require_verdict(*puzzle, Verdict::Unique, &expected);
  std::string error;
  CHECK(write_puzzle(*puzzle, "native", error) == text);
}

TEST_CASE("a bad minimum or maximum line is one error at its place", "[variants][extreme]") {
  const ParseError touching = bad_line("min", "r1c1 r1c2");
  CHECK(touching.message.find("are neighbours") != std::string::npos);
  CHECK(touching.col == 6);
  CHECK(bad_line("max", "r3c3 r1c1 r2c1 r1c1").col == 16);
  CHECK(bad_line("max", "r9c1").message.find("outside") != std::string::npos);
}

}  // namespace gridsat::test
