#include <catch2/catch.hpp>

#include "genres/sudoku/constraints/between.hpp"
#include "support/constraint_judge.hpp"
#include "support/support.hpp"

namespace gridsat::test {
namespace {

Between between(std::vector<int> cells) {
  Between b;
  b.cells = std::move(cells);
  return b;
}

}  // namespace

TEST_CASE("a between line's check, clauses and propagation agree on every assignment",
          "[variants][between]") {
  for (int n : {4, 5}) {
    for (const auto& cells : std::vector<std::vector<int>>{
             {0, 1, 2}, {0, 1, 2, 3}, {0, n + 1, 2 * n + 2, 2 * n + 1}, {0, 1, 2, 3, 4}}) {
      if (static_cast<int>(cells.size()) > n) continue;
      const Between b = between(cells);
      INFO("n = " << n << ", " << b.describe(n));
      CHECK(judge_constraint(b, cells, latin_background(n)) == "");
      const long long accepted = accepted_assignments(b, cells, latin_background(n));
      CHECK(accepted > 0);
      CHECK(accepted < assignments(n, cells.size()));
    }
  }
}

TEST_CASE("a between line's check on hand-made grids", "[variants][between]") {
  const Grid g = latin_background(4);                // 1 2 3 4 / 2 3 4 1 / 3 4 1 2 / 4 1 2 3
  CHECK_FALSE(between({0, 1, 2, 3}).check(g));       // 1 2 3 4
  CHECK_FALSE(between({3, 2, 1, 0}).check(g));       // 4 3 2 1: the ends in either order
  const auto outside = between({1, 2, 0}).check(g);  // 2 3 1
  REQUIRE(outside);
  CHECK(outside->row == 0);
  CHECK(outside->col == 2);
  CHECK(outside->message.find("r1c3 = 3 is not strictly between 2 and 1") != std::string::npos);
  CHECK_FALSE(between({0, 4, 8}).check(g));       // 1 2 3
  const auto high = between({0, 8, 4}).check(g);  // 1 3 2
  REQUIRE(high);
  CHECK(high->row == 2);
  CHECK(high->col == 0);
  // Three cells: lower end, middle, upper end with a gap (1 3 = 1 way, 1 4 = 2, 2 4 = 1), either
  // end first: 8 of 64.
  CHECK(accepted_assignments(between({0, 1, 2}), std::vector<int>{0, 1, 2}, g) == 8);
}

TEST_CASE("between lines in the native format: read, solved by both backends, written back",
          "[variants][between]") {
  const std::string text =
      "sudoku 4\ngrid:\n...4\n.3..\n....\n....\nbetween:\nr1c1 r1c2 r2c2 r3c3 r4c3\n";
  auto puzzle = parse(text);
  // Solved by hand. r1c2 and r2c2 share box 1, so two different digits lie strictly between the
  // ends: the ends are 1 and 4 and the inner cells 2 or 3. r2c2 = 3 gives r1c2 = 2; r1c4 = 4
  // makes r1c1 = 1, r4c3 = 4; row 1 gives r1c3 = 3, so r3c3 = 2; box 1 gives r2c1 = 4, and the
  // rest follows by singles.
  Grid expected(4, 4);
  expected.cells = {1, 2, 3, 4, 4, 3, 1, 2, 3, 4, 2, 1, 2, 1, 4, 3};
  require_verdict(*puzzle, Verdict::Unique, &expected);
  std::string error;
  CHECK(write_puzzle(*puzzle, "native", error) == text);
}

TEST_CASE("a bad between line is one error at its place", "[variants][between]") {
  auto bad = [](const std::string& line) { return bad_line("between", line); };
  const ParseError two = bad("r1c1 r1c2");
  CHECK(two.message.find("needs a cell between") != std::string::npos);
  CHECK(two.col == 6);
  const ParseError gap = bad("r1c1 r1c2 r3c2");
  CHECK(gap.message.find("do not touch") != std::string::npos);
  CHECK(gap.col == 11);
  CHECK(bad("r1c1 r1c2 r1c1").message.find("listed twice") != std::string::npos);
}

}  // namespace gridsat::test
