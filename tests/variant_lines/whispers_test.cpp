#include <catch2/catch.hpp>

#include "genres/sudoku/constraints/whispers.hpp"
#include "support/constraint_judge.hpp"
#include "support/support.hpp"

namespace gridsat::test {
namespace {

Whispers whispers(std::vector<int> cells) {
  Whispers w;
  w.cells = std::move(cells);
  return w;
}

}  // namespace

TEST_CASE("a whispers line's check, clauses and propagation agree on every assignment",
          "[variants][whispers]") {
  for (int n : {4, 5, 6}) {
    for (const auto& cells :
         std::vector<std::vector<int>>{{0, 1}, {0, 1, 2}, {0, n + 1, 2 * n + 2, 2 * n + 3}}) {
      const Whispers w = whispers(cells);
      INFO("n = " << n << ", " << w.describe(n));
      CHECK(judge_constraint(w, cells, latin_background(n)) == "");
      const long long accepted = accepted_assignments(w, cells, latin_background(n));
      CHECK(accepted > 0);
      CHECK(accepted < assignments(n, cells.size()));
    }
  }
}

TEST_CASE("a whispers line's check on hand-made grids", "[variants][whispers]") {
  CHECK(Whispers::difference(4) == 2);
  CHECK(Whispers::difference(6) == 3);
  CHECK(Whispers::difference(9) == 5);
  const Grid g = latin_background(4);              // 1 2 3 4 / 2 3 4 1 / 3 4 1 2 / 4 1 2 3
  CHECK_FALSE(whispers({0, 5, 10, 15}).check(g));  // 1 3 1 3
  const auto close = whispers({0, 1}).check(g);    // 1 2
  REQUIRE(close);
  CHECK(close->row == 0);
  CHECK(close->col == 1);
  CHECK(close->message.find("1 then 2 differ by less than 2") != std::string::npos);
  const auto same = whispers({0, 5, 8}).check(g);  // 1 3 3
  REQUIRE(same);
  CHECK(same->row == 2);
  CHECK(same->col == 0);
  // Two cells on 4x4: 1-3, 1-4, 2-4 either way round.
  CHECK(accepted_assignments(whispers({0, 1}), std::vector<int>{0, 1}, g) == 6);
  // On 9x9 a 5 has no partner at all: 1 2 3 4 5 6 7 8 9 in row 1, 4 5 6 ... in row 2.
  Grid nine(9, 9);
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) nine.at(r, c) = (3 * r + r / 3 + c) % 9 + 1;
  CHECK_FALSE(whispers({0, 11}).check(nine));  // 1 then 6
  CHECK(whispers({3, 13}).check(nine));        // 4 then 8
  CHECK(whispers({4, 14}).check(nine));        // 5 then 9
}

TEST_CASE("whispers in the native format: read, solved by both backends, written back",
          "[variants][whispers]") {
  const std::string text =
      "sudoku 4\ngrid:\n.4..\n....\n....\n1...\nwhispers:\nr1c1 r1c2 r1c3 r2c3 r3c4 r4c3\n";
  auto puzzle = parse(text);
  // Solved by hand. On 4x4 neighbours differ by 2 or more, so the line alternates between {1, 2}
  // and {3, 4}, and a 2 needs a 4 beside it, a 3 a 1. From r1c2 = 4: r1c1, r1c3, r3c4 are low,
  // r2c3, r4c3 high; r1c4 = 3. r3c4 sits between r2c3 and r4c3 (column 3, so 3 and 4): a 2 there
  // would need two 4s, so r3c4 = 1, then r3c3 (column 3's other low cell, box 4) = 2, r1c3 = 1,
  // r1c1 = 2; box 4: r4c4 = 4 (column 4 leaves 2 or 4), r4c3 = 3, r2c3 = 4, r2c4 = 2, and the
  // rest follows by singles.
  Grid expected(4, 4);
  expected.cells = {2, 4, 1, 3, 3, 1, 4, 2, 4, 3, 2, 1, 1, 2, 3, 4};
  require_verdict(*puzzle, Verdict::Unique, &expected);
  std::string error;
  CHECK(write_puzzle(*puzzle, "native", error) == text);
}

TEST_CASE("a bad whispers line is one error at its place", "[variants][whispers]") {
  auto bad = [](const std::string& line) { return bad_line("whispers", line); };
  const ParseError gap = bad("r1c1 r2c2 r4c4");
  CHECK(gap.message.find("do not touch") != std::string::npos);
  CHECK(gap.col == 11);
  CHECK(bad("r1c1 r1c2 r1c1").message.find("listed twice") != std::string::npos);
  CHECK(bad("r1c1").message.find("at least 2 cells") != std::string::npos);
  CHECK(bad("r1c1 r0c1").message.find("outside") != std::string::npos);
}

}  // namespace gridsat::test
