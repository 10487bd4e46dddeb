// Doppelblock, the declared values genre with a blank and side clues, with answers that do not
// come from gridsat: pzprjs's own example (test/script/doppelblock.js in pzprjs), its URL and the
// answer its check accepts, and its failcheck boards' breaks (nmDupRow, ceTooManyBlocks, nmSum);
// four gridpuzzle.com puzzles and two small ones with their solutions as a Python solver's tests
// state them (github.com/newtomsoft/Puzzles-Solver, its Doppelblock tests; row sums left, column
// sums on top); and every janko.at Doppelblock with its published solution
// (tests/data/doppelblock/janko.txt).
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

constexpr int B = 0;  // a shaded cell

// A doppelblock of side n with its top and left sums ("." for none).
std::string doppelblock(int n, const std::string& top, const std::string& left) {
  return "doppelblock " + std::to_string(n) + "\ntop: " + top + "\nleft: " + left + "\n";
}

}  // namespace

TEST_CASE("pzprjs's doppelblock example: unique, with the answer its check accepts",
          "[declared][doppelblock]") {
  const auto p = require_values_example(
      "https://puzz.link/p?doppelblock/5/5/g6g34g10h", "doppelblock",
      numbers(
          {{3, B, 2, 1, B}, {B, 1, B, 2, 3}, {2, 3, B, B, 1}, {B, 2, 1, 3, B}, {1, B, 3, B, 2}}));
  CHECK(write(*p, "native") == "doppelblock 5\ntop: . 6 . 3 4\nleft: . 1 0 . .\n");
  // nmDupRow: row 2 holds 1 twice.
  CHECK(
      broken_values(
          *p,
          {{3, B, 2, 1, B}, {1, B, 1, B, 3}, {2, 3, B, B, 1}, {B, 2, 1, 3, B}, {1, B, 3, B, 2}}) ==
      "r2c3: 1 appears twice in row 2");
  // ceTooManyBlocks: three shaded cells in row 3.
  CHECK(
      broken_values(
          *p,
          {{3, B, 2, 1, B}, {B, 1, B, 2, 3}, {B, B, 3, B, 1}, {B, 2, 1, 3, B}, {1, B, 3, B, 2}}) ==
      "r3c4: shaded cell appears 3 times in row 3");
  // nmSum: the answer with its first two rows swapped keeps every count; column 2 now holds 3 and
  // 2 between its shaded cells.
  CHECK(
      broken_values(
          *p,
          {{B, 1, B, 2, 3}, {3, B, 2, 1, B}, {2, 3, B, B, 1}, {B, 2, 1, 3, B}, {1, B, 3, B, 2}}) ==
      "r1c2: top clue 6 of column 2: the numbers between the blanks add up to 5");
  // The JSON answer writes a shaded cell as null; plain text as #.
  const CliRun json = run_cli({"solve", "--format", "json", "-"}, write(*p, "native"));
  CHECK(json.out.find("[3,null,2,1,null]") != std::string::npos);
  const CliRun plain = run_cli({"solve", "--format", "plain", "-"}, write(*p, "native"));
  CHECK(plain.out.rfind("3 # 2 1 #\n# 1 # 2 3\n", 0) == 0);
}

TEST_CASE("doppelblock: published puzzles with their published solutions",
          "[declared][doppelblock]") {
  struct Case {
    int n;
    std::string top, left;
    std::vector<std::vector<int>> answer;
  };
  const std::vector<Case> cases = {
      {4, "2 2 1 1", "2 2 1 1", {{1, B, 2, B}, {B, 2, B, 1}, {2, B, 1, B}, {B, 1, B, 2}}},
      {5,  // gridpuzzle.com/doppelblock/mny1w
       "0 2 . . .",
       "1 . 3 0 5",
       {{B, 1, B, 2, 3}, {B, 3, B, 1, 2}, {2, B, 3, B, 1}, {3, 2, 1, B, B}, {1, B, 2, 3, B}}},
      {6,  // gridpuzzle.com/doppelblock/vwk4k
       "4 . 0 0 . 0",
       "9 0 4 3 3 5",
       {{1, B, 2, 3, 4, B},
        {3, 2, 4, 1, B, B},
        {2, 1, B, 4, B, 3},
        {B, 3, B, 2, 1, 4},
        {4, B, 3, B, 2, 1},
        {B, 4, 1, B, 3, 2}}},
      {7,  // gridpuzzle.com/doppelblock/8d69k
       "12 3 3 . 2 11 .",
       "2 . 15 . . 2 10",
       {{1, B, 2, B, 4, 3, 5},
        {2, 1, B, 4, 5, B, 3},
        {B, 2, 3, 5, 1, 4, B},
        {4, B, B, 1, 3, 5, 2},
        {5, 4, 1, 3, B, 2, B},
        {3, 5, 4, B, 2, B, 1},
        {B, 3, 5, 2, B, 1, 4}}},
      {8,  // gridpuzzle.com/doppelblock/48w6p
       "7 15 . 3 0 18 11 16",
       "0 6 9 . 9 14 15 9",
       {{6, 4, 3, 1, 5, 2, B, B},
        {B, 2, 4, B, 6, 1, 5, 3},
        {5, B, 2, 3, 4, B, 1, 6},
        {2, 6, 5, B, B, 4, 3, 1},
        {B, 3, 1, 5, B, 6, 2, 4},
        {4, 1, B, 6, 3, 5, B, 2},
        {1, 5, B, 4, 2, 3, 6, B},
        {3, B, 6, 2, 1, B, 4, 5}}},
  };
  for (const Case& c : cases) {
    const auto p = parse(doppelblock(c.n, c.top, c.left));
    const Grid answer = numbers(c.answer);
    INFO(c.n << "x" << c.n);
    CHECK_FALSE(check_solution(*p, answer).has_value());
    require_verdict(*p, Verdict::Unique, &answer);
    CHECK(write(*parse(write(*p, "puzzlink")), "native") == write(*p, "native"));
  }
  // Givens without sums (the same source's 4 x 4): 1 . 2 . / . 2 . . / 2 . 1 . / . . . .
  const auto given = parse("doppelblock 4\ngivens:\n1 . 2 .\n. 2 . .\n2 . 1 .\n. . . .\n");
  const Grid answer = numbers({{1, B, 2, B}, {B, 2, B, 1}, {2, B, 1, B}, {B, 1, B, 2}});
  require_verdict(*given, Verdict::Unique, &answer);
}

TEST_CASE("doppelblock: every janko.at puzzle has its published solution, uniquely",
          "[declared][doppelblock][data]") {
  int puzzles = 0;
  for (const auto& field : data_set_lines("doppelblock/janko.txt", 5)) {
    INFO("janko.at Doppelblock " << field[0]);
    const auto p = parse(doppelblock(std::stoi(field[1]), field[2], field[3]));
    ParseError error;
    const auto answer = read_plain(*p, field[4], error);
    REQUIRE(answer.has_value());
    require_verdict(*p, Verdict::Unique, &*answer);
    ++puzzles;
  }
  CHECK(puzzles == 210);
}

TEST_CASE("doppelblock: bad input is one error at its line and column",
          "[declared][doppelblock][errors]") {
  require_read_error("doppelblock 4x5\n", 1, 13, "grid is square");
  require_read_error("doppelblock 4\ntop: 4 . . .\n", 2, 6, "can be 0 to 3");
  require_read_error("doppelblock 4\ngivens:\n3 . . .\n. . . .\n. . . .\n. . . .\n", 3, 1,
                     "can be 1 to 2 or x (none)");
  // A shaded given is `x` (`#` starts a comment), written back the same.
  const std::string shaded =
      "doppelblock 4\ntop: . . . .\nleft: . . . .\ngivens:\nx . . .\n. . . .\n. . . .\n. . . .\n";
  CHECK(write(*parse(shaded), "native") == shaded);
  require_read_error("doppelblock 4\nright: . . . .\n", 2, 1, "");
  require_read_error("doppelblock/4/5/g", 1, 13, "grid is square");
  require_read_error("doppelblock/4/4/.m", 1, 17, "a number, not '?'");
  require_read_error("doppelblock/4/4/4m", 1, 17, "can be 0 to 3");
  require_read_error("doppelblock/5/5/g6g34g1", 1, 24, "");
  require_read_error("doppelblock/4/4/jz", 1, 18, "");
  // Two columns whose only 1 stands in the middle row: no solution.
  require_verdict(*parse(doppelblock(3, "1 1 .", ". . .")), Verdict::None);
  // Without sums a 3 x 3 is any placement of its three 1s, one per row and column.
  require_verdict(*parse("doppelblock 3\n"), Verdict::Multiple);
  // puzz.link's doppelblock holds only the sums.
  const CliRun run = run_cli({"convert", "--to", "puzzlink", "-"},
                             "doppelblock 3\ngivens:\n1 . .\n. . .\n. . .\n");
  CHECK(run.status != 0);
  CHECK(run.err.find("cannot hold given numbers, only side clues") != std::string::npos);
}
