#include <catch2/catch.hpp>

#include "genres/sudoku/constraints/palindrome.hpp"
#include "support/constraint_judge.hpp"
#include "support/support.hpp"

namespace gridsat::test {
namespace {

Palindrome palindrome(std::vector<int> cells) {
  Palindrome p;
  p.cells = std::move(cells);
  return p;
}

}  // namespace

TEST_CASE("a palindrome's check, clauses and propagation agree on every assignment",
          "[variants][palindrome]") {
  for (int n : {4, 5}) {
    for (const auto& cells : std::vector<std::vector<int>>{
             {0, 1}, {0, 1, 2}, {0, n + 1, 2 * n + 2, 2 * n + 1}, {0, 1, 2, n + 2, n + 3}}) {
      const Palindrome p = palindrome(cells);
      INFO("n = " << n << ", " << p.describe(n));
      CHECK(judge_constraint(p, cells, latin_background(n)) == "");
      const long long accepted = accepted_assignments(p, cells, latin_background(n));
      CHECK(accepted > 0);
      CHECK(accepted < assignments(n, cells.size()));
    }
  }
}

TEST_CASE("a palindrome's check on hand-made grids", "[variants][palindrome]") {
  const Grid g = latin_background(4);                  // 1 2 3 4 / 2 3 4 1 / 3 4 1 2 / 4 1 2 3
  CHECK_FALSE(palindrome({1, 5, 4}).check(g));         // 2 3 2
  CHECK_FALSE(palindrome({0, 5, 10}).check(g));        // 1 3 1
  const auto broken = palindrome({0, 1, 5}).check(g);  // 1 2 3
  REQUIRE(broken);
  CHECK(broken->row == 0);
  CHECK(broken->col == 0);
  CHECK(broken->message.find("r1c1 = 1 but r2c2 = 3") != std::string::npos);
  // Three cells: the ends equal (4 ways), the middle free (4 ways).
  CHECK(accepted_assignments(palindrome({0, 1, 2}), std::vector<int>{0, 1, 2}, g) == 16);
}

TEST_CASE("palindromes in the native format: read, solved by both backends, written back",
          "[variants][palindrome]") {
  const std::string text =
      "sudoku 4\ngrid:\n1...\n....\n4...\n3...\npalindrome:\nr1c1 r1c2 r2c1 r2c2 r3c3 r4c4 "
      "r4c3\n";
  auto puzzle = parse(text);
  // Solved by hand. Column 1 makes r2c1 = 2; the line pairs r4c3 = r1c1 = 1, r3c3 = r2c1 = 2 and
  // r4c4 = r1c2. Box 1 leaves r1c2 in {3, 4}, row 4 (3 . 1 .) leaves r4c4 in {2, 4}: both 4, so
  // r4c2 = 2, r2c2 = 3; box 3 gives r3c2 = 1, then r3c4 = 3, r1c3 = 3, r1c4 = 2, r2c3 = 4,
  // r2c4 = 1.
  Grid expected(4, 4);
  expected.cells = {1, 4, 3, 2, 2, 3, 4, 1, 4, 1, 2, 3, 3, 2, 1, 4};
  require_verdict(*puzzle, Verdict::Unique, &expected);
  std::string error;
  CHECK(write_puzzle(*puzzle, "native", error) == text);
}

TEST_CASE("a bad palindrome is one error at its place", "[variants][palindrome]") {
  auto bad = [](const std::string& line) { return bad_line("palindrome", line); };
  const ParseError gap = bad("r1c1 r1c3");
  CHECK(gap.message.find("do not touch") != std::string::npos);
  CHECK(gap.col == 6);
  CHECK(bad("r1c1 r1c2 r1c1").message.find("listed twice") != std::string::npos);
  CHECK(bad("r1c1").message.find("at least 2 cells") != std::string::npos);
  CHECK(bad("r1c1 x").col == 6);
}

}  // namespace gridsat::test
