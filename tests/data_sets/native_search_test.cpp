// The native backtracker's contract (SearchOutcome): it lists every solution when asked for
// more than exist (then the space is exhausted: Unsat), stops at max_solutions (Sat), reports
// none for a broken puzzle, and stops with Unknown on a timeout or an interrupt — checked on
// counts known by other means (288 4x4 sudokus, 576 4x4 Latin squares).
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <set>

#include "data_sets/sudoku_sets.hpp"
#include "encodings/latin.hpp"
#include "formats/formats.hpp"
#include "native/backtrack.hpp"
#include "propagators/all_different.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::unique_ptr<Puzzle> sudoku_line(const std::string& line) {
  return parse(line, "sudoku-line", "sudoku");
}

// A Latin square from DistinctGroups alone, with the default branching of NativeRules.
class LatinRules final : public NativeRules {
 public:
  explicit LatinRules(int n) : n_(n) {
    for (int v = 1; v <= n; ++v) values_.push_back(v);
    distinct_.groups = rows_and_columns(n);
    distinct_.num_values = n;
    distinct_.index(n * n);
  }
  const std::vector<int>& values() const override { return values_; }
  std::vector<Candidates> initial() const override {
    return std::vector<Candidates>(static_cast<std::size_t>(n_ * n_), (Candidates{1} << n_) - 1);
  }
  bool propagate(std::vector<Candidates>& cells) const override {
    bool changed = false;
    return distinct_.propagate(cells, changed);
  }

 private:
  int n_;
  std::vector<int> values_;
  DistinctGroups distinct_;
};

bool is_latin(const Grid& g) {
  for (int i = 0; i < g.rows; ++i) {
    std::set<int> row, col;
    for (int j = 0; j < g.cols; ++j) {
      row.insert(g.at(i, j));
      col.insert(g.at(j, i));
    }
    if (static_cast<int>(row.size()) != g.cols || static_cast<int>(col.size()) != g.rows)
      return false;
  }
  return true;
}

}  // namespace

TEST_CASE("the backtracker lists all 288 sudokus of 4x4 and then reports the space exhausted",
          "[native]") {
  auto puzzle = sudoku_line(std::string(16, '.'));
  auto rules = puzzle->native_rules();
  SearchOutcome out = backtrack(*rules, 4, 4, 1000, Limits{});
  CHECK(out.status == SatResult::Unsat);
  REQUIRE(out.solutions.size() == 288);
  std::set<std::vector<int>> distinct;
  for (const Grid& g : out.solutions) {
    CHECK_FALSE(check_solution(*puzzle, g).has_value());
    distinct.insert(g.cells);
  }
  CHECK(distinct.size() == 288);
}

TEST_CASE("the default branching (fewest candidates) lists all 576 Latin squares of order 4",
          "[native]") {
  LatinRules rules(4);
  SearchOutcome out = backtrack(rules, 4, 4, 10000, Limits{});
  CHECK(out.status == SatResult::Unsat);
  REQUIRE(out.solutions.size() == 576);
  std::set<std::vector<int>> distinct;
  for (const Grid& g : out.solutions) {
    CHECK(is_latin(g));
    distinct.insert(g.cells);
  }
  CHECK(distinct.size() == 576);
}

TEST_CASE("the backtracker stops at max_solutions and reports a broken puzzle as unsat",
          "[native]") {
  auto empty = sudoku_line(std::string(81, '.'));
  SearchOutcome one = backtrack(*empty->native_rules(), 9, 9, 1, Limits{});
  CHECK(one.status == SatResult::Sat);
  REQUIRE(one.solutions.size() == 1);
  CHECK_FALSE(check_solution(*empty, one.solutions[0]).has_value());

  // Two 5s in the first row; the rest would be solvable.
  auto broken = sudoku_line("55" + std::string(79, '.'));
  SearchOutcome none = backtrack(*broken->native_rules(), 9, 9, 2, Limits{});
  CHECK(none.status == SatResult::Unsat);
  CHECK(none.solutions.empty());
}

TEST_CASE("the backtracker stops on an interrupt and on a timeout", "[native]") {
  // The hardest 25x25 of the shared sets for both backends: far more than a second of search.
  const SudokuSet set = read_sudoku_set("large/gecode-25x25.txt", 25);
  auto puzzle = sudoku_line(set.cases.front().text);
  auto rules = puzzle->native_rules();

  std::atomic<bool> interrupt{true};
  Limits interrupted;
  interrupted.interrupt = &interrupt;
  SearchOutcome stopped = backtrack(*rules, 25, 25, 2, interrupted);
  CHECK(stopped.status == SatResult::Unknown);
  CHECK(stopped.nodes <= 256);

  Limits short_time;
  short_time.timeout_seconds = 0.2;
  const auto start = std::chrono::steady_clock::now();
  SearchOutcome timed_out = backtrack(*rules, 25, 25, 2, short_time);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(timed_out.status == SatResult::Unknown);
  CHECK(seconds < 5);  // the clock is read every 256 nodes
}
