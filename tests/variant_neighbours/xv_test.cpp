#include <catch2/catch.hpp>

#include "genres/sudoku/constraints/xv.hpp"
#include "support/constraint_judge.hpp"
#include "support/support.hpp"
#include "variant_neighbours/neighbour_support.hpp"

namespace gridsat::test {
namespace {

Xv sign(int a, int b, int sum) {
  Xv x;
  x.a = a;
  x.b = b;
  x.sum = sum;
  return x;
}

XvNegative negative(std::vector<std::pair<int, int>> marked) {
  XvNegative x;
  x.marked = std::move(marked);
  return x;
}

long long power(int n, std::size_t k) {
  long long p = 1;
  while (k--) p *= n;
  return p;
}

}  // namespace

TEST_CASE("an X's or a V's check, clauses and propagation agree on every assignment",
          "[variants][xv]") {
  for (int n : {4, 5, 6}) {
    for (int sum : {5, 10}) {
      if (sum > 2 * n) continue;  // an X on a 4x4 has nothing to accept
      for (const auto& pair : std::vector<std::pair<int, int>>{{0, 1}, {n + 2, 2 * n + 2}}) {
        const Xv x = sign(pair.first, pair.second, sum);
        INFO("n = " << n << ", " << x.describe(n));
        // A third cell the sign does not read, beside the pair: it multiplies the count only.
        const int free = pair.second == pair.first + 1 ? pair.first + n : pair.first + 1;
        const std::vector<int> cells{pair.first, pair.second, free};
        CHECK(judge_constraint(x, cells, latin_background(n)) == "");
        const long long accepted = accepted_assignments(x, cells, latin_background(n));
        CHECK(accepted > 0);
        CHECK(accepted < power(n, cells.size()));
      }
    }
  }
}

TEST_CASE("an X or a V admits exactly the pairs counted by hand", "[variants][xv]") {
  const std::vector<int> pair{0, 1};
  CHECK(accepted_assignments(sign(0, 1, 5), pair, latin_background(4)) == 4);  // 1+4, 2+3 both ways
  CHECK(accepted_assignments(sign(0, 1, 10), pair, latin_background(5)) == 1);  // 5+5 only
  CHECK(accepted_assignments(sign(0, 1, 10), pair, latin_background(6)) == 3);  // 4+6, 5+5, 6+4
  CHECK(accepted_assignments(sign(0, 1, 10), pair, latin_background(9)) == 9);  // 1+9 .. 9+1
}

TEST_CASE("an X's or a V's check on hand-made grids", "[variants][xv]") {
  Grid g = latin_background(6);               // 1 2 3 4 5 6 / 2 3 4 5 6 1 / ...
  CHECK_FALSE(sign(1, 7, 5).check(g));        // r1c2 = 2 over r2c2 = 3
  const auto nine = sign(3, 9, 10).check(g);  // r1c4 = 4 over r2c4 = 5
  REQUIRE(nine);
  CHECK(nine->row == 1);
  CHECK(nine->col == 3);
  CHECK(nine->message.find("4 + 5 is 9, not 10") != std::string::npos);
  g.cells[0] = 4;
  g.cells[1] = 6;
  CHECK_FALSE(sign(0, 1, 10).check(g));
  CHECK(sign(0, 1, 5).check(g));
}

TEST_CASE("the XV negative constraint agrees with brute force over a window", "[variants][xv]") {
  // A 2x3 block at the top left of a 4x4, the middle 2x2 of a 5x5 and of a 6x6 (where 4+6 and
  // 5+5 make tens too); the checkerboard of 1 and 3 keeps the rule on every pair outside them.
  const std::vector<int> corner{0, 1, 2, 4, 5, 6};
  const XvNegative four = negative({{0, 1}, {2, 6}});
  CHECK(judge_constraint(four, corner, one_three(4)) == "");
  const long long accepted = accepted_assignments(four, corner, one_three(4));
  CHECK(accepted > 0);
  CHECK(accepted < power(4, corner.size()));
  CHECK(accepted_assignments(negative({}), corner, one_three(4)) < accepted);
  for (int n : {5, 6}) {
    const int m = n / 2 - 1;  // the 2x2 starting at row and column m
    const std::vector<int> middle{m * n + m, m * n + m + 1, (m + 1) * n + m, (m + 1) * n + m + 1};
    const XvNegative x = negative({{middle[0], middle[1]}});
    INFO("n = " << n);
    CHECK(judge_constraint(x, middle, one_three(n)) == "");
    const long long some = accepted_assignments(x, middle, one_three(n));
    CHECK(some > 0);
    CHECK(some < power(n, middle.size()));
  }
}

TEST_CASE("the XV negative constraint's check on hand-made grids", "[variants][xv]") {
  const Grid g = latin_background(4);  // 1 2 3 4 / 2 3 4 1 / ...
  // In reading order: r1c1-r1c2 = 3, r1c1-r2c1 = 3, r1c2-r1c3 = 2 + 3 = 5 unmarked.
  const auto first = negative({}).check(g);
  REQUIRE(first);
  CHECK(first->row == 0);
  CHECK(first->col == 2);
  CHECK(first->message.find("no X or V") != std::string::npos);
  // Marked, the next is r1c2-r2c2 = 2 + 3.
  const auto next = negative({{1, 2}}).check(g);
  REQUIRE(next);
  CHECK(next->row == 1);
  CHECK(next->col == 1);
  CHECK(!negative({}).check(one_three(4)));
}

TEST_CASE("X and V in the native format: read, solved by both backends, written back",
          "[variants][xv]") {
  // Solved by hand. Row 1 is 1 2 3 4, and only pairs with a V may add up to 5. r2c1 is 3 or 4
  // (box); 1 + 4 over it would need a V, so 3, and r2c2 = 4. r2c3 is 1 or 2; 3 + 2 would need a
  // V, so 1, and r2c4 = 2. Column 1 leaves 2 or 4 for r3c1; 3 + 2 again: 4, and r4c1 = 2.
  // Column 2 leaves 1 or 3 for r3c2; 4 + 1 beside r3c1: 3, and r4c2 = 1. Row 3 then ends 2 1 and
  // row 4 4 3, and the V pairs in column 2 and 3 all add up to 5.
  const std::string text =
      "sudoku 4 xv-negative\ngrid:\n1234\n....\n....\n....\nxv:\nv r1c2 r1c3\nv r2c2 r2c3\n"
      "v r3c2 r3c3\nv r4c2 r4c3\n";
  auto puzzle = parse(text);
  Grid expected(4, 4);
  expected.cells = {1, 2, 3, 4, 3, 4, 1, 2, 4, 3, 2, 1, 2, 1, 4, 3};
  require_verdict(*puzzle, Verdict::Unique, &expected);
  std::string error;
  CHECK(write_puzzle(*puzzle, "native", error) == text);
  // Without the negative constraint 1234 / 3412 / 2143 / 4321 keeps the four Vs as well (2+3,
  // 4+1, 1+4, 3+2), so there are at least two answers.
  auto positive = parse(
      "sudoku 4\ngrid:\n1234\n....\n....\n....\nxv:\nv r1c2 r1c3\nv r2c2 r2c3\nv r3c2 r3c3\n"
      "v r4c2 r4c3\n");
  require_verdict(*positive, Verdict::Multiple);
  Grid other(4, 4);
  other.cells = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
  CHECK_FALSE(positive->check(other));
  CHECK_FALSE(positive->check(expected));
}

TEST_CASE("X and V are drawn as letters and the negative flag as a rule", "[variants][xv]") {
  Picture picture(6, 6);
  sign(0, 6, 10).draw(picture);
  sign(2, 3, 5).draw(picture);
  negative({}).draw(picture);
  CHECK(picture.mark(0, 6) == "X");
  CHECK(picture.mark(2, 3) == "V");
  REQUIRE(picture.rules.size() == 1);
  CHECK(picture.rules[0].find("5 or 10") != std::string::npos);
}

TEST_CASE("a bad X or V line is one error at its place", "[variants][xv]") {
  auto bad = [](const std::string& lines) {
    ReadResult read = read_puzzle("sudoku 4\nxv:\n" + lines + "\n", "", "");
    REQUIRE(read.error);
    return *read.error;
  };
  const auto ten = bad("x r1c1 r1c2");
  CHECK(ten.message.find("no two different digits of 1..4 add up to 10") != std::string::npos);
  CHECK(ten.col == 1);
  CHECK(bad("w r1c1 r1c2").message.find("expected 'x'") != std::string::npos);
  const auto apart = bad("v r1c1 r2c2");
  CHECK(apart.message.find("do not share a side") != std::string::npos);
  CHECK(apart.col == 8);
  CHECK(bad("v r1c1 r1c2 r1c3").col == 13);
  CHECK(bad("v").message.find("expected two cells") != std::string::npos);
  ReadResult valued = read_puzzle("sudoku 4 xv-negative=1\n", "", "");
  REQUIRE(valued.error);
  CHECK(valued.error->message.find("takes no value") != std::string::npos);
}

}  // namespace gridsat::test
