#include "genres/sudoku/constraints/little_killer.hpp"
#include "support/constraint_judge.hpp"
#include "variant_areas/area_support.hpp"

namespace gridsat::test {
namespace {

LittleKiller little_killer(std::vector<int> cells, int sum) {
  LittleKiller k;
  k.cells = std::move(cells);
  k.sum = sum;
  return k;
}

long long power(int n, std::size_t k) {
  long long p = 1;
  for (std::size_t i = 0; i < k; ++i) p *= n;
  return p;
}

}  // namespace

TEST_CASE("a little killer's check, clauses and propagation agree on every assignment",
          "[variants][little-killer]") {
  struct Case {
    int n;
    std::vector<int> cells;
    int sum;
  };
  for (const Case& c : std::vector<Case>{{4, {0, 5, 10, 15}, 10},
                                         {4, {0, 5, 10, 15}, 5},
                                         {4, {15, 10, 5, 0}, 7},
                                         {4, {1, 6, 11}, 6},
                                         {4, {4, 9, 14}, 11},
                                         {4, {12, 9, 6, 3}, 8},
                                         {4, {2, 7}, 5},
                                         {5, {1, 7, 13, 19}, 10},
                                         {5, {0, 6, 12, 18, 24}, 15}}) {
    const LittleKiller k = little_killer(c.cells, c.sum);
    INFO(k.describe(c.n) << " on " << c.n << "x" << c.n);
    CHECK(judge_constraint(k, c.cells, latin_background(c.n)) == "");
    const long long accepted = accepted_assignments(k, c.cells, latin_background(c.n));
    CHECK(accepted > 0);
    CHECK(accepted < power(c.n, c.cells.size()));
  }
}

TEST_CASE("a little killer's check on hand-made grids", "[variants][little-killer]") {
  const Grid g = latin_background(4);  // main diagonal 1 3 1 3, anti-diagonal 4 4 4 4
  CHECK_FALSE(little_killer({0, 5, 10, 15}, 8).check(g));
  CHECK_FALSE(little_killer({12, 9, 6, 3}, 16).check(g));
  const auto wrong = little_killer({15, 10, 5, 0}, 9).check(g);
  REQUIRE(wrong);
  CHECK(wrong->message == "little killer from r4c4 sums to 8, not 9");
  CHECK(wrong->row == 3);
  CHECK(wrong->col == 3);
  // By hand: two cells of 1..4 add up to 5 in 4 ways (1+4, 2+3, 3+2, 4+1), to 2 in one.
  CHECK(accepted_assignments(little_killer({2, 7}, 5), std::vector<int>{2, 7}, g) == 4);
  CHECK(accepted_assignments(little_killer({2, 7}, 2), std::vector<int>{2, 7}, g) == 1);
}

TEST_CASE("little killers in the native format: read, solved by both backends, written back",
          "[variants][little-killer]") {
  // kTwoWays leaves A and B (area_support.hpp). r1c2 r2c3 r3c4 is 2 1 3 = 6 in A, 1 1 3 in B;
  // r4c1 r3c2 r2c3 r1c4 is 4 1 1 4 = 10 in A, 4 2 1 4 in B: only A keeps them.
  const std::string text = kTwoWays + "little-killer:\n6 r1c2 r2c3 r3c4\n10 r4c1 r3c2 r2c3 r1c4\n";
  auto puzzle = parse(text);
  const Grid expected = grid_of(4, kSudokuA);
  require_verdict(*puzzle, Verdict::Unique, &expected);
  std::string error;
  CHECK(write_puzzle(*puzzle, "native", error) == text);
}

TEST_CASE("a bad little killer is one error at its place", "[variants][little-killer]") {
  const std::string kind = "little-killer";
  CHECK(bad_line(kind, "x r1c1 r2c2").message.find("sum") != std::string::npos);
  CHECK(bad_line(kind, "x r1c1 r2c2").col == 1);
  CHECK(bad_line(kind, "5").message.find("at least 2 cells") != std::string::npos);
  const ParseError jump = bad_line(kind, "5 r1c1 r2c3");
  CHECK(jump.message.find("not diagonal neighbours") != std::string::npos);
  CHECK(jump.col == 8);
  const ParseError turn = bad_line(kind, "5 r1c2 r2c3 r3c3");
  CHECK(turn.message.find("does not continue") != std::string::npos);
  CHECK(turn.col == 13);
  const ParseError inner = bad_line(kind, "5 r2c2 r3c3 r4c4");
  CHECK(inner.message.find("starts at the edge") != std::string::npos);
  CHECK(inner.col == 3);
  const ParseError short_ = bad_line(kind, "5 r1c1 r2c2 r3c3");
  CHECK(short_.message.find("runs to the edge") != std::string::npos);
  CHECK(short_.col == 13);
  CHECK(bad_line(kind, "17 r1c1 r2c2 r3c3 r4c4").message.find("no 4 digits") != std::string::npos);
  CHECK(bad_line(kind, "5 r1c1 r2c2 r1c1").message.find("listed twice") != std::string::npos);
  // A two-cell diagonal along a corner is whole.
  CHECK_FALSE(read_puzzle("sudoku 4\nlittle-killer:\n5 r1c2 r2c1\n", "", "").error);
}

}  // namespace gridsat::test
