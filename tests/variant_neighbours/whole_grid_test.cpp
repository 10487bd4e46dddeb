#include <catch2/catch.hpp>

#include "genres/sudoku/constraints/anti_king.hpp"
#include "genres/sudoku/constraints/anti_knight.hpp"
#include "genres/sudoku/constraints/nonconsecutive.hpp"
#include "support/constraint_judge.hpp"
#include "support/support.hpp"
#include "variant_neighbours/neighbour_support.hpp"

namespace gridsat::test {
namespace {

// The 2x2 tile 1 2 / 3 4 repeated: the digit is fixed by the row's and the column's parity, and
// a king's step changes one parity or both, a knight's step exactly one (it moves 1 and 2), so
// anti-king and anti-knight hold on every pair outside the window.
Grid tile(int n) {
  Grid g(n, n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) g.at(r, c) = 2 * (r % 2) + c % 2 + 1;
  return g;
}

long long power(int n, std::size_t k) {
  long long p = 1;
  while (k--) p *= n;
  return p;
}

// The judge over three windows: a 2x3 block at the top left of a 4x4, the whole top two rows of
// a 4x4 (2x4), and the middle 2x2 of a 5x5, each over its background.
void judge_windows(const SudokuConstraint& rule, Grid (*background)(int)) {
  const std::vector<std::pair<int, std::vector<int>>> windows{
      {4, {0, 1, 2, 4, 5, 6}}, {4, {0, 1, 2, 3, 4, 5, 6, 7}}, {5, {6, 7, 11, 12}}};
  for (const auto& window : windows) {
    const int n = window.first;
    INFO(rule.describe(n) << ", n = " << n << ", " << window.second.size() << " cells");
    CHECK(background(n).cells.size() == static_cast<std::size_t>(n * n));
    CHECK(!rule.check(background(n)));  // the background keeps the rule
    CHECK(judge_constraint(rule, window.second, background(n)) == "");
    const long long accepted = accepted_assignments(rule, window.second, background(n));
    CHECK(accepted > 0);
    CHECK(accepted < power(n, window.second.size()));
  }
}

}  // namespace

TEST_CASE("nonconsecutive: check, clauses and propagation agree over windows",
          "[variants][nonconsecutive]") {
  judge_windows(Nonconsecutive{}, one_three);
}

TEST_CASE("anti-knight: check, clauses and propagation agree over windows",
          "[variants][anti-knight]") {
  judge_windows(AntiKnight{}, tile);
}

TEST_CASE("anti-king: check, clauses and propagation agree over windows", "[variants][anti-king]") {
  judge_windows(AntiKing{}, tile);
}

TEST_CASE("the whole-grid rules' checks on hand-made grids", "[variants][nonconsecutive]") {
  // The cyclic square puts r+c+1 (mod 4) in each cell: orthogonal neighbours are consecutive,
  // a knight's step changes r+c by 1 or 3 (never by 0 mod 4), a diagonal step up-right keeps it.
  const Grid cyclic = latin_background(4);
  const auto consecutive = Nonconsecutive{}.check(cyclic);
  REQUIRE(consecutive);
  CHECK(consecutive->row == 0);
  CHECK(consecutive->col == 1);
  CHECK(consecutive->message.find("hold 1 and 2") != std::string::npos);
  CHECK_FALSE(AntiKnight{}.check(cyclic));
  const auto king = AntiKing{}.check(cyclic);  // r1c2 and r2c1 both hold 2
  REQUIRE(king);
  CHECK(king->row == 1);
  CHECK(king->col == 0);
  CHECK(king->message.find("both hold 2") != std::string::npos);

  Grid checker = one_three(4);
  CHECK_FALSE(Nonconsecutive{}.check(checker));
  checker.at(1, 1) = 2;  // beside r1c2 = 3 (the first pair in reading order to break)
  const auto two = Nonconsecutive{}.check(checker);
  REQUIRE(two);
  CHECK(two->row == 1);
  CHECK(two->col == 1);

  Grid knight = tile(4);
  knight.at(2, 1) = 1;  // a knight's move from r1c1 = 1
  const auto jump = AntiKnight{}.check(knight);
  REQUIRE(jump);
  CHECK(jump->row == 2);
  CHECK(jump->col == 1);
  CHECK(AntiKing{}.check(knight));  // r3c2 = 1 now touches r3c1 = 1
}

TEST_CASE("whole-grid flags in the native header, decided by both backends",
          "[variants][anti-knight]") {
  std::string error;
  // Anti-knight with row 1 = 1 2 3 4, solved by hand: r2c1 (3 or 4) is a knight's move from
  // r1c3 = 3, so 4, r2c2 = 3; r2c3 (1 or 2) from r1c1 = 1, so 2, r2c4 = 1. Column 1 leaves 2 or
  // 3 for r3c1, a knight's move from r1c2 = 2: 3, r4c1 = 2. Column 2 leaves 1 or 4 for r3c2,
  // which r1c1 = 1 excludes: 4, r4c2 = 1. Column 3 leaves 1 or 4 for r3c3, which r1c4 = 4
  // excludes: 1, r4c3 = 4; column 4 leaves 2 or 3 for r3c4, which r1c3 = 3 excludes: 2, r4c4 = 3.
  const std::string knight_text = "sudoku 4 anti-knight\ngrid:\n1234\n....\n....\n....\n";
  auto knight = parse(knight_text);
  Grid expected(4, 4);
  expected.cells = {1, 2, 3, 4, 4, 3, 2, 1, 3, 4, 1, 2, 2, 1, 4, 3};
  require_verdict(*knight, Verdict::Unique, &expected);
  CHECK(write_puzzle(*knight, "native", error) == knight_text);

  // No 4x4 sudoku is anti-king: relabel the digits so that row 1 reads 1 2 3 4; then r2c2 (3
  // or 4 by the box) touches r1c3 = 3, so 4 and r2c1 = 3; r2c3 (1 or 2) touches r1c2 = 2, so 1;
  // and r3c2, 1 or 3 by column 2, touches both r2c1 = 3 and r2c3 = 1.
  const std::string king_text = "sudoku 4 anti-king\ngrid:\n....\n....\n....\n....\n";
  auto king = parse(king_text);
  require_verdict(*king, Verdict::None);
  CHECK(write_puzzle(*king, "native", error) == king_text);

  // Nor nonconsecutive: row 1 is 2 4 1 3 or 3 1 4 2 (the only orders of 1..4 with no
  // neighbours 1 apart), and r2c1 takes one of the two digits its box does not have in row 1
  // ({1, 3} under 2, {2, 4} under 3), each consecutive to r1c1.
  const std::string flags_text =
      "sudoku 4 nonconsecutive anti-knight\ngrid:\n....\n....\n....\n....\n";
  auto flags = parse(flags_text);
  require_verdict(*flags, Verdict::None);
  CHECK(write_puzzle(*flags, "native", error) == flags_text);
  auto alone = parse("sudoku 4 nonconsecutive\ngrid:\n....\n....\n....\n....\n");
  require_verdict(*alone, Verdict::None);
}

TEST_CASE("whole-grid flags are drawn as rules", "[variants][anti-king]") {
  Picture picture(9, 9);
  AntiKing{}.draw(picture);
  AntiKnight{}.draw(picture);
  Nonconsecutive{}.draw(picture);
  REQUIRE(picture.rules.size() == 3);
  CHECK(picture.rules[0].starts_with("anti-king"));
  CHECK(picture.rules[1].starts_with("anti-knight"));
  CHECK(picture.rules[2].starts_with("nonconsecutive"));
  CHECK(picture.marks.empty());
}

}  // namespace gridsat::test

namespace gridsat::test {

TEST_CASE("generate --variant makes unique 6x6 puzzles with the neighbour kinds",
          "[variants][generate]") {
  // Flags are set before the solution is drawn; kropki and xv sample signs the solution keeps.
  const std::vector<std::pair<std::string, std::string>> asked{
      {"kropki", "kropki:"},          {"xv", "xv:"},
      {"anti-knight", "anti-knight"}, {"nonconsecutive", "nonconsecutive"},
      {"anti-king", "anti-king"},     {"kropki,anti-knight", "kropki:"}};
  for (const auto& [variant, shows] : asked) {
    INFO("--variant " << variant);
    const CliRun run = run_cli(
        {"generate", "--type", "sudoku", "--size", "6", "--variant", variant, "--seed", "7"});
    REQUIRE(run.status == 0);
    CHECK(run.out.find(shows) != std::string::npos);
    auto puzzle = parse(run.out);
    require_verdict(*puzzle, Verdict::Unique);
  }
}

}  // namespace gridsat::test
