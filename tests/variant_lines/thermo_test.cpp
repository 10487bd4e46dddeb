#include <catch2/catch.hpp>

#include "genres/sudoku/constraints/thermo.hpp"
#include "support/constraint_judge.hpp"
#include "support/support.hpp"

namespace gridsat::test {
namespace {

Thermo thermo(std::vector<int> cells) {
  Thermo t;
  t.cells = std::move(cells);
  return t;
}

}  // namespace

TEST_CASE("a thermometer's check, clauses and propagation agree on every assignment",
          "[variants][thermo]") {
  for (int n : {4, 5}) {
    for (const auto& cells : std::vector<std::vector<int>>{
             {0, 1}, {0, 1, 2}, {0, n + 1, 2 * n + 2, 2 * n + 3}, {n - 1, n - 2, 2 * n - 1}}) {
      const Thermo t = thermo(cells);
      INFO("n = " << n << ", " << t.describe(n));
      CHECK(judge_constraint(t, cells, latin_background(n)) == "");
    }
  }
}

TEST_CASE("a thermometer's check on hand-made grids", "[variants][thermo]") {
  Grid g = latin_background(4);  // row 1: 1 2 3 4, row 2: 2 3 4 1
  CHECK_FALSE(thermo({0, 1, 2, 3}).check(g));
  const auto falls = thermo({3, 2}).check(g);
  REQUIRE(falls);
  CHECK(falls->row == 0);
  CHECK(falls->col == 2);
  CHECK(thermo({0, 4}).check(g) == std::nullopt);  // r1c1 = 1 below r2c1 = 2
  CHECK(thermo({4, 5, 6, 7}).check(g));            // 2 3 4 1 falls at the end
  CHECK(accepted_assignments(thermo({0, 1, 2}), std::vector<int>{0, 1, 2}, g) == 4);  // C(4,3)
}

TEST_CASE("thermometers in the native format: read, solved by both backends, written back",
          "[variants][thermo]") {
  const std::string text =
      "sudoku 4\ngrid:\n....\n....\n....\n....\nthermo:\nr1c1 r1c2 r1c3 r1c4\nr2c4 r3c4 r4c4\n"
      "r3c1 r4c2\n";
  auto puzzle = parse(text);
  // Row 1 rises 1 2 3 4, column 4 then 4 1 2 3; the rest follows (solved by hand).
  Grid expected(4, 4);
  expected.cells = {1, 2, 3, 4, 4, 3, 2, 1, 3, 1, 4, 2, 2, 4, 1, 3};
  require_verdict(*puzzle, Verdict::Unique, &expected);
  std::string error;
  CHECK(write_puzzle(*puzzle, "native", error) == text);
}

TEST_CASE("a bad thermometer is one error at its place", "[variants][thermo]") {
  auto bad = [](const std::string& lines) {
    ReadResult read = read_puzzle("sudoku 4\nthermo:\n" + lines + "\n", "", "");
    REQUIRE(read.error);
    return *read.error;
  };
  CHECK(bad("r1c1 r1c3").message.find("do not touch") != std::string::npos);
  CHECK(bad("r1c1 r1c2 r1c1").message.find("listed twice") != std::string::npos);
  CHECK(bad("r1c1").message.find("at least 2 cells") != std::string::npos);
  CHECK(bad("r1c1 r5c1").message.find("outside") != std::string::npos);
  CHECK(bad("r1c1 x").col == 6);
  CHECK(bad("r1c1 r1c2 r2c2 r2c1 r3c1").message.find("cannot rise") != std::string::npos);
}

}  // namespace gridsat::test
