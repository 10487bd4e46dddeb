#include "genres/sudoku/constraints/sandwich.hpp"
#include "support/constraint_judge.hpp"
#include "variant_areas/area_support.hpp"

namespace gridsat::test {
namespace {

Sandwich sandwich(bool column, int line, int sum) {
  Sandwich w;
  w.column = column;
  w.line = line;
  w.sum = sum;
  return w;
}

}  // namespace

TEST_CASE("a sandwich's check, clauses and propagation agree on every assignment",
          "[variants][sandwich]") {
  struct Case {
    int n;
    bool column;
    int line;
    int sum;
  };
  for (const Case& c : std::vector<Case>{{4, false, 0, 0},
                                         {4, false, 0, 2},
                                         {4, false, 0, 5},
                                         {4, true, 1, 3},
                                         {5, false, 2, 5},
                                         {5, true, 4, 0},
                                         {5, true, 0, 9},
                                         {6, false, 3, 7}}) {
    const Sandwich w = sandwich(c.column, c.line, c.sum);
    const std::vector<int> cells = w.cells(c.n);
    INFO(w.describe(c.n) << " on " << c.n << "x" << c.n);
    CHECK(judge_constraint(w, cells, latin_background(c.n)) == "");
    CHECK(judge_implied(w, cells, latin_background(c.n)) == "");
    const long long accepted = accepted_assignments(w, cells, latin_background(c.n));
    CHECK(accepted > 0);
    long long all = 1;
    for (int k = 0; k < c.n; ++k) all *= c.n;
    CHECK(accepted < all);
  }
}

TEST_CASE("a sandwich's check on hand-made grids", "[variants][sandwich]") {
  const Grid g =
      latin_background(4);  // rows 1 2 3 4 / 2 3 4 1 / 3 4 1 2 / 4 1 2 3, column 1 is 1 2 3 4
  CHECK_FALSE(sandwich(false, 0, 5).check(g));  // 1 [2 3] 4
  CHECK_FALSE(sandwich(true, 0, 5).check(g));
  CHECK_FALSE(sandwich(false, 1, 0).check(g));  // 2 3 4 1: the 4 and the 1 touch
  const auto wrong = sandwich(false, 1, 3).check(g);
  REQUIRE(wrong);
  CHECK(wrong->message == "sandwich in row 2 sums to 0, not 3");
  CHECK(wrong->row == 1);
  CHECK(wrong->col == 2);  // the first crust, the 4 at r2c3
  const auto twice =
      sandwich(false, 0, 0).check(grid_of(4, {1, 1, 3, 4, 2, 3, 4, 1, 3, 4, 1, 2, 4, 1, 2, 3}));
  REQUIRE(twice);
  CHECK(twice->col == 1);
  CHECK(twice->message.find("holds 1 twice") != std::string::npos);
  const auto none =
      sandwich(false, 0, 0).check(grid_of(4, {1, 2, 3, 3, 2, 3, 4, 1, 3, 4, 1, 2, 4, 1, 2, 3}));
  REQUIRE(none);
  CHECK(none->message.find("lacks") != std::string::npos);
  // By hand: sum 5 on 4 cells needs the crusts at both ends and 2, 3 between (2 x 2 ways);
  // sum 0 needs the crusts side by side (3 places x 2 orders) and 2 or 3 in the other two
  // cells (4 ways): 24.
  const std::vector<int> row{0, 1, 2, 3};
  CHECK(accepted_assignments(sandwich(false, 0, 5), row, g) == 4);
  CHECK(accepted_assignments(sandwich(false, 0, 0), row, g) == 24);
}

TEST_CASE("sandwiches in the native format: read, solved by both backends, written back",
          "[variants][sandwich]") {
  // kTwoWays leaves A and B (area_support.hpp). Row 1 of A is 1 [2 3] 4 (5), of B 2 1 [3] 4 (3):
  // only A keeps r1 5. Column 1 of A is 1 [3 2] 4 (5) and row 2 is 3 4 1 2 (0) in both.
  const std::string text = kTwoWays + "sandwich:\nr1 5\nc1 5\nr2 0\n";
  auto puzzle = parse(text);
  const Grid expected = grid_of(4, kSudokuA);
  require_verdict(*puzzle, Verdict::Unique, &expected);
  std::string error;
  CHECK(write_puzzle(*puzzle, "native", error) == text);
}

TEST_CASE("a bad sandwich is one error at its place", "[variants][sandwich]") {
  CHECK(bad_line("sandwich", "x1 5").message.find("expected a row") != std::string::npos);
  CHECK(bad_line("sandwich", "x1 5").col == 1);
  CHECK(bad_line("sandwich", "r5 3").message.find("outside") != std::string::npos);
  CHECK(bad_line("sandwich", "r1").message.find("sum after") != std::string::npos);
  const ParseError high = bad_line("sandwich", "r1 6");
  CHECK(high.message.find("0..5") != std::string::npos);
  CHECK(high.col == 4);
  CHECK(bad_line("sandwich", "c2 x").col == 4);
  CHECK(bad_line("sandwich", "r1 3 4").col == 6);
}

}  // namespace gridsat::test
