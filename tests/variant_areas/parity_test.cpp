#include "genres/sudoku/constraints/parity.hpp"
#include "support/constraint_judge.hpp"
#include "variant_areas/area_support.hpp"

namespace gridsat::test {
namespace {

Parity parity(std::vector<int> cells, bool even) {
  Parity p;
  p.cells = std::move(cells);
  p.even = even;
  return p;
}

}  // namespace

TEST_CASE("odd and even cells: check, clauses and propagation agree on every assignment",
          "[variants][parity]") {
  struct Case {
    int n;
    std::vector<int> cells;
    bool even;
  };
  for (const Case& c : std::vector<Case>{{4, {0}, false},
                                         {4, {0}, true},
                                         {4, {0, 5, 10}, false},
                                         {4, {3, 6}, true},
                                         {5, {0, 1}, false},
                                         {5, {12}, true},
                                         {6, {7, 8, 20}, true}}) {
    const Parity p = parity(c.cells, c.even);
    INFO(p.describe(c.n) << " on " << c.n << "x" << c.n);
    CHECK(judge_constraint(p, c.cells, latin_background(c.n)) == "");
    const long long accepted = accepted_assignments(p, c.cells, latin_background(c.n));
    long long all = 1;
    for (std::size_t k = 0; k < c.cells.size(); ++k) all *= c.n;
    CHECK(accepted > 0);
    CHECK(accepted < all);
  }
}

TEST_CASE("odd and even cells: check on hand-made grids", "[variants][parity]") {
  const Grid g = latin_background(4);  // row 1: 1 2 3 4
  CHECK_FALSE(parity({0, 2}, false).check(g));
  CHECK_FALSE(parity({1, 3}, true).check(g));
  const auto wrong = parity({0, 1}, false).check(g);
  REQUIRE(wrong);
  CHECK(wrong->message == "r1c2 should be odd, holds 2");
  CHECK(wrong->col == 1);
  // By hand: two odd cells of 1..4 take 1 or 3 each (4 ways); one odd cell of 1..5 takes 1, 3, 5.
  CHECK(accepted_assignments(parity({0, 5}, false), std::vector<int>{0, 5}, g) == 4);
  CHECK(accepted_assignments(parity({0}, false), std::vector<int>{0}, latin_background(5)) == 3);
  CHECK(parity({0}, true).kind() == "even");
  CHECK(parity({0}, false).kind() == "odd");
}

TEST_CASE("odd and even cells in the native format: read, solved by both backends, written back",
          "[variants][parity]") {
  // kTwoWays leaves A and B (area_support.hpp): r1c1 is 1 in A, 2 in B, and r3c1 is 2 in A, 1 in
  // B, so only A keeps both lines; r1c3 (3) and r4c1 (4) are the same in both.
  const std::string text = kTwoWays + "odd:\nr1c1 r1c3\neven:\nr3c1 r4c1\n";
  auto puzzle = parse(text);
  const Grid expected = grid_of(4, kSudokuA);
  require_verdict(*puzzle, Verdict::Unique, &expected);
  std::string error;
  CHECK(write_puzzle(*puzzle, "native", error) == text);
}

TEST_CASE("a bad odd or even line is one error at its place", "[variants][parity]") {
  CHECK(bad_line("odd", "r1c1 r1c1").message.find("listed twice") != std::string::npos);
  CHECK(bad_line("odd", "r1c1 r1c1").col == 6);
  CHECK(bad_line("even", "r0c1").message.find("outside") != std::string::npos);
  CHECK(bad_line("even", "r1c1 r2").col == 6);
}

}  // namespace gridsat::test
