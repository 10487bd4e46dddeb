#include <catch2/catch.hpp>

#include "genres/sudoku/constraints/renban.hpp"
#include "support/constraint_judge.hpp"
#include "support/support.hpp"

namespace gridsat::test {
namespace {

Renban renban(std::vector<int> cells) {
  Renban r;
  r.cells = std::move(cells);
  return r;
}

}  // namespace

TEST_CASE("a renban line's check, clauses and propagation agree on every assignment",
          "[variants][renban]") {
  for (int n : {4, 5}) {
    for (const auto& cells : std::vector<std::vector<int>>{
             {0, 1}, {0, 1, 2}, {0, n + 1, 2 * n + 2, 2 * n + 1}, {0, 1, 2, 3, 4}}) {
      if (static_cast<int>(cells.size()) > n) continue;
      const Renban r = renban(cells);
      INFO("n = " << n << ", " << r.describe(n));
      CHECK(judge_constraint(r, cells, latin_background(n)) == "");
      const long long accepted = accepted_assignments(r, cells, latin_background(n));
      CHECK(accepted > 0);
      CHECK(accepted < assignments(n, cells.size()));
    }
  }
}

TEST_CASE("a renban line's check on hand-made grids", "[variants][renban]") {
  const Grid g = latin_background(4);              // 1 2 3 4 / 2 3 4 1 / 3 4 1 2 / 4 1 2 3
  CHECK_FALSE(renban({0, 1, 2}).check(g));         // 1 2 3
  CHECK_FALSE(renban({5, 6, 1}).check(g));         // 3 4 2
  const auto repeat = renban({0, 5, 2}).check(g);  // 1 3 3
  REQUIRE(repeat);
  CHECK(repeat->row == 0);
  CHECK(repeat->col == 2);
  CHECK(repeat->message.find("repeats 3") != std::string::npos);
  const auto gap = renban({0, 1, 6}).check(g);  // 1 2 4
  REQUIRE(gap);
  CHECK(gap->row == 0);
  CHECK(gap->col == 0);
  CHECK(gap->message.find("1 2 4 are not consecutive") != std::string::npos);
  // Three cells: the run 1..3 or 2..4, in any of 3! orders.
  CHECK(accepted_assignments(renban({0, 1, 2}), std::vector<int>{0, 1, 2}, g) == 12);
}

TEST_CASE("renban lines in the native format: read, solved by both backends, written back",
          "[variants][renban]") {
  const std::string text =
      "sudoku 4\ngrid:\n....\n....\n.3..\n.1..\nrenban:\nr1c1 r2c2 r2c3\nr3c3 r3c2 r2c1\n";
  auto puzzle = parse(text);
  // Solved by hand. A renban of three on 4x4 holds 2 and 3 and one of 1 or 4. Column 2 leaves
  // r1c2, r2c2 in {2, 4}. If r2c2 = 4, then r1c2 = 2, the first line's 2 and 3 sit in r1c1 and
  // r2c3 with r1c1 != 2 (box 1), so r2c3 = 2; the second line (with r3c2 = 3) needs a 2 in
  // r2c1 (row 2 has it) or r3c3 (column 3 has it): impossible. So r2c2 = 2, r1c2 = 4; the second
  // line's 2 is r3c3 and r2c1 is its 1 or 4: 1 (box 1 has 4); box 1 gives r1c1 = 3, the first
  // line's last value r2c3 = 4 (row 2 has 1), and the rest follows by singles.
  Grid expected(4, 4);
  expected.cells = {3, 4, 1, 2, 1, 2, 4, 3, 4, 3, 2, 1, 2, 1, 3, 4};
  require_verdict(*puzzle, Verdict::Unique, &expected);
  std::string error;
  CHECK(write_puzzle(*puzzle, "native", error) == text);
}

TEST_CASE("a bad renban line is one error at its place", "[variants][renban]") {
  auto bad = [](const std::string& line) { return bad_line("renban", line); };
  const ParseError gap = bad("r1c1 r2c3");
  CHECK(gap.message.find("do not touch") != std::string::npos);
  CHECK(gap.col == 6);
  const ParseError longer = bad("r1c1 r1c2 r1c3 r1c4 r2c4");
  CHECK(longer.message.find("cannot hold") != std::string::npos);
  CHECK(longer.col == 21);
  CHECK(bad("r1c1 r1c2 r1c1").message.find("listed twice") != std::string::npos);
  CHECK(bad("r1c1").message.find("at least 2 cells") != std::string::npos);
}

}  // namespace gridsat::test
