// The native backtracker on 25x25 sudokus that its plain search does not settle within its node
// budget, so that the lookahead mode (backends/backtrack.cpp) has to decide them: lines 2 and 3 of
// the Gecode 25x25 set, each a fraction of a second in Release. Both are known to be unique (the
// set's .status twin), so a grid that passes check_solution (the rules and the givens) is the
// solution: `solve` must return that same grid, and `unique` must prove that no other exists.
#include <catch2/catch.hpp>

#include "data_sets/sudoku_sets.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

RunResult run_native(const Puzzle& puzzle, Mode mode) {
  RunOptions options;
  options.backend = Backend::Native;
  options.limits.timeout_seconds = 300;  // generous: CI also runs this under the sanitizers
  return run(puzzle, mode, options);
}

}  // namespace

TEST_CASE("native lookahead: 25x25 sudokus past the plain search, solve and unique",
          "[native][sudoku]") {
  const SudokuSet set = read_sudoku_set("large/gecode-25x25.txt", 25);
  REQUIRE(set.cases.size() == 18);
  for (const SetCase& c : {set.cases[1], set.cases[2]}) {
    INFO("gecode-25x25 line " << c.line);
    REQUIRE(c.expected == Verdict::Unique);
    auto puzzle = parse(c.text, "sudoku-line", "sudoku");

    const RunResult unique = run_native(*puzzle, Mode::Unique);
    CHECK_FALSE(unique.internal_error.has_value());
    REQUIRE(unique.verdict == Verdict::Unique);
    REQUIRE(unique.solutions.size() == 1);
    const Grid& answer = unique.solutions.front();
    CHECK_FALSE(check_solution(*puzzle, answer).has_value());  // the rules and the givens

    const RunResult solved = run_native(*puzzle, Mode::Solve);
    CHECK_FALSE(solved.internal_error.has_value());
    REQUIRE(solved.verdict == Verdict::Solved);
    REQUIRE(solved.solutions.size() == 1);
    CHECK(solved.solutions.front() == answer);
  }
}
