#include "genres/sudoku/constraints/quadruple.hpp"
#include "support/constraint_judge.hpp"
#include "variant_areas/area_support.hpp"

namespace gridsat::test {
namespace {

Quadruple quadruple(int corner, std::vector<int> digits) {
  Quadruple q;
  q.corner = corner;
  q.digits = std::move(digits);
  return q;
}

}  // namespace

TEST_CASE("a quadruple's check, clauses and propagation agree on every assignment",
          "[variants][quadruple]") {
  struct Case {
    int n;
    int corner;
    std::vector<int> digits;
  };
  for (const Case& c : std::vector<Case>{{4, 0, {3}},
                                         {4, 0, {1, 2}},
                                         {4, 0, {1, 1}},
                                         {4, 0, {2, 2, 2}},
                                         {4, 0, {1, 1, 2, 2}},
                                         {4, 0, {1, 2, 3, 4}},
                                         {4, 10, {2, 4, 4}},
                                         {5, 6, {1, 1, 5}},
                                         {5, 18, {2, 3, 5}}}) {
    const Quadruple q = quadruple(c.corner, c.digits);
    const std::vector<int> cells = q.cells(c.n);
    INFO(q.describe(c.n) << " on " << c.n << "x" << c.n);
    CHECK(judge_constraint(q, cells, latin_background(c.n)) == "");
    const long long accepted = accepted_assignments(q, cells, latin_background(c.n));
    CHECK(accepted > 0);
    CHECK(accepted < static_cast<long long>(c.n) * c.n * c.n * c.n);
  }
}

TEST_CASE("a quadruple's check on hand-made grids", "[variants][quadruple]") {
  const Grid g = latin_background(4);  // r1c1 r1c2 r2c1 r2c2 hold 1 2 2 3
  CHECK_FALSE(quadruple(0, {1, 2, 3}).check(g));
  CHECK_FALSE(quadruple(0, {2, 2}).check(g));
  const auto twice = quadruple(0, {1, 1}).check(g);
  REQUIRE(twice);
  CHECK(twice->message == "quadruple at r1c1 lacks a second digit 1");
  CHECK(twice->row == 0);
  CHECK(twice->col == 0);
  const auto missing = quadruple(5, {1, 4}).check(g);  // r2c2 r2c3 r3c2 r3c3 hold 3 4 4 1
  CHECK_FALSE(missing);
  const auto absent = quadruple(5, {2}).check(g);
  REQUIRE(absent);
  CHECK(absent->message == "quadruple at r2c2 lacks digit 2");
  // By hand: all four digits on four cells are the 4! orders; 1 1 1 1 is one assignment.
  const std::vector<int> cells{0, 1, 4, 5};
  CHECK(accepted_assignments(quadruple(0, {1, 2, 3, 4}), cells, g) == 24);
  CHECK(accepted_assignments(quadruple(0, {1, 1, 1, 1}), cells, g) == 1);
}

TEST_CASE("quadruples in the native format: read, solved by both backends, written back",
          "[variants][quadruple]") {
  // kTwoWays leaves A and B (area_support.hpp). Around the corner below r1c2 (r1c2 r1c3 r2c2
  // r2c3) A has 2 3 4 1, one 1; B has 1 3 4 1: only B keeps "1 1 3". The bottom right square is
  // 4 3 2 1 in both.
  const std::string text = kTwoWays + "quadruple:\nr1c2 1 1 3\nr3c3 1 2 3 4\n";
  auto puzzle = parse(text);
  const Grid expected = grid_of(4, kSudokuB);
  require_verdict(*puzzle, Verdict::Unique, &expected);
  std::string error;
  CHECK(write_puzzle(*puzzle, "native", error) == text);
  // Digits are kept sorted: "3 1" is written back "1 3".
  auto unsorted = parse(kTwoWays + "quadruple:\nr1c2 3 1\n");
  CHECK(write_puzzle(*unsorted, "native", error) == kTwoWays + "quadruple:\nr1c2 1 3\n");
}

TEST_CASE("a bad quadruple is one error at its place", "[variants][quadruple]") {
  const ParseError edge = bad_line("quadruple", "r4c1 1");
  CHECK(edge.message.find("last row or column") != std::string::npos);
  CHECK(edge.col == 1);
  CHECK(bad_line("quadruple", "r1c1").message.find("1 to 4 digits") != std::string::npos);
  const ParseError many = bad_line("quadruple", "r1c1 1 2 3 4 1");
  CHECK(many.message.find("at most 4") != std::string::npos);
  CHECK(many.col == 14);
  CHECK(bad_line("quadruple", "r1c1 5").col == 6);
  CHECK(bad_line("quadruple", "r1c1 2 x").col == 8);
  CHECK(bad_line("quadruple", "x 1").col == 1);
}

}  // namespace gridsat::test
