// Shrinking before encoding (driver/shrink.hpp) and the portfolio (driver/portfolio.hpp): the
// shrunk CNF has the solutions of the whole one, counted against brute force on every 4 x 4
// sudoku grid; a race returns the first known answer and stops the other racers; two racing
// solvers give the verdicts of one.
#include <catch2/catch.hpp>
#include <chrono>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "driver/portfolio.hpp"
#include "driver/shrink.hpp"
#include "puzzles/answer.hpp"
#include "support/support.hpp"

namespace gridsat::test {
namespace {

// Every 4 x 4 sudoku grid (2 x 2 boxes), by plain backtracking: 288 of them.
std::vector<Grid> all_4x4_grids() {
  std::vector<Grid> out;
  Grid g(4, 4);
  auto fits = [&](int cell, int v) {
    const int r = cell / 4, c = cell % 4;
    for (int k = 0; k < cell; ++k) {
      const int kr = k / 4, kc = k % 4;
      const bool same_box = kr / 2 == r / 2 && kc / 2 == c / 2;
      if ((kr == r || kc == c || same_box) && g.at(kr, kc) == v) return false;
    }
    return true;
  };
  auto fill = [&](auto&& self, int cell) -> void {
    if (cell == 16) {
      out.push_back(g);
      return;
    }
    for (int v = 1; v <= 4; ++v) {
      if (!fits(cell, v)) continue;
      g.at(cell / 4, cell % 4) = v;
      self(self, cell + 1);
      g.at(cell / 4, cell % 4) = kUnknown;
    }
  };
  fill(fill, 0);
  return out;
}

// A 4 x 4 puzzle in the native format: `rules` after the size ("diagonal"), the givens, and
// killer cages when `cages` is not empty (one letter per cell, row by row, then the targets).
std::string puzzle_text(const std::string& rules, const Grid& givens, const std::string& cages,
                        const std::string& targets) {
  std::ostringstream s;
  s << "sudoku 4" << (rules.empty() ? "" : " " + rules) << "\ngrid:\n";
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c)
      s << (givens.at(r, c) == kUnknown ? std::string(".") : std::to_string(givens.at(r, c)))
        << (c == 3 ? "\n" : " ");
  if (!cages.empty()) {
    s << "cages:\n";
    for (int r = 0; r < 4; ++r)
      for (int c = 0; c < 4; ++c)
        s << cages[static_cast<std::size_t>(r * 4 + c)] << (c == 3 ? "\n" : " ");
    s << "targets: " << targets << "\n";
  }
  return s.str();
}

TEST_CASE(
    "a shrunk encoding has the solutions of the whole one: random 4x4 puzzles against brute "
    "force") {
  const std::vector<Grid> grids = all_4x4_grids();
  REQUIRE(grids.size() == 288);
  std::mt19937 rng(20);
  // Plain, diagonal, and killer (cages over pairs of cells, sums taken from a random grid).
  for (int round = 0; round < 240; ++round) {
    const int kind = round % 3;
    const Grid& source = grids[rng() % grids.size()];
    Grid givens(4, 4);
    const int count = static_cast<int>(rng() % 7);
    for (int k = 0; k < count; ++k) {
      const int cell = static_cast<int>(rng() % 16);
      // Mostly the source grid's values; sometimes any value (possibly no solution at all).
      givens.at(cell / 4, cell % 4) =
          rng() % 4 ? source.at(cell / 4, cell % 4) : static_cast<int>(rng() % 4) + 1;
    }
    std::string cages, targets;
    if (kind == 2) {  // cages a..h over horizontal pairs
      for (int cell = 0; cell < 16; ++cell) cages += static_cast<char>('a' + cell / 2);
      for (int k = 0; k < 8; ++k)
        targets += std::string(k ? " " : "") + static_cast<char>('a' + k) + " " +
                   std::to_string(source.at(k / 2, k % 2 * 2) + source.at(k / 2, k % 2 * 2 + 1));
    }
    const std::string text = puzzle_text(kind == 1 ? "diagonal" : "", givens, cages, targets);
    INFO(text);
    std::unique_ptr<Puzzle> puzzle = parse(text, "native");
    long long expected = 0;
    for (const Grid& g : grids) {
      bool matches = !puzzle->check(g).has_value();
      for (int cell = 0; cell < 16 && matches; ++cell)
        matches =
            givens.cells[static_cast<std::size_t>(cell)] == kUnknown ||
            givens.cells[static_cast<std::size_t>(cell)] == g.cells[static_cast<std::size_t>(cell)];
      if (matches) ++expected;
    }
    RunResult counted = run(*puzzle, Mode::Count, {});
    REQUIRE_FALSE(counted.internal_error);
    REQUIRE(counted.count_complete);
    REQUIRE(counted.count == expected);
    RunResult unique = run(*puzzle, Mode::Unique, {});
    REQUIRE(unique.verdict == (expected == 0   ? Verdict::None
                               : expected == 1 ? Verdict::Unique
                                               : Verdict::Multiple));
  }
}

TEST_CASE("the propagation answers what it decides, what it leaves open is encoded smaller") {
  // The first of the 17-clue set: the native rules alone fill it in.
  std::unique_ptr<Puzzle> easy =
      parse(".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
            "sudoku-line");
  std::optional<RunResult> decided = Shrink(*easy).answer(Mode::Unique, {});
  REQUIRE(decided);
  CHECK(decided->verdict == Verdict::Unique);
  REQUIRE(decided->solutions.size() == 1);
  CHECK_FALSE(check_solution(*easy, decided->solutions[0]));
  // Two 1s in the first row: no solution, known before any encoding.
  std::unique_ptr<Puzzle> broken =
      parse("11...............................................................................",
            "sudoku-line");
  std::optional<RunResult> none = Shrink(*broken).answer(Mode::Solve, {});
  REQUIRE(none);
  CHECK(none->verdict == Verdict::None);
  CHECK(run(*broken, Mode::Unique, {}).verdict == Verdict::None);
  // The first of the forum's hardest: open after the propagation, and a third the clauses.
  std::unique_ptr<Puzzle> hard =
      parse("98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
            "sudoku-line");
  const Shrink shrink(*hard);
  CHECK_FALSE(shrink.answer(Mode::Solve, {}));
  const Cnf whole = encode_puzzle(*hard, {});
  Cnf shrunk;
  shrink.encode({}, shrunk);
  CHECK(shrunk.num_clauses() * 3 < whole.num_clauses());
  CHECK(shrunk.num_vars() == whole.num_vars());  // the answer variables keep their numbers
}

TEST_CASE("a race returns the first known answer and stops the other racers") {
  const auto start = std::chrono::steady_clock::now();
  bool loser_cancelled = false;
  RunResult r = race(2, {}, [&](int k, const Limits& limits) {
    RunResult result;
    if (k == 1) {
      result.verdict = Verdict::Solved;
      result.count = 1;
      return result;
    }
    // Racer 0 would run for ever: it ends only when the race cancels it (bounded, to fail).
    while (std::chrono::steady_clock::now() - start < std::chrono::seconds(60)) {
      if (limits.cancel && limits.cancel->load()) {
        loser_cancelled = true;
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    result.stopped = StopReason::Interrupt;
    return result;
  });
  CHECK(loser_cancelled);
  CHECK(r.verdict == Verdict::Solved);
  CHECK(r.count == 1);
}

TEST_CASE("a race with no known answer returns the first racer's, and rethrows a racer's error") {
  RunResult r = race(2, {}, [](int k, const Limits&) {
    RunResult result;
    result.stopped = k == 0 ? StopReason::Timeout : StopReason::Conflicts;
    return result;
  });
  CHECK(r.verdict == Verdict::Unknown);
  CHECK(r.stopped == StopReason::Timeout);
  CHECK_THROWS_AS(race(2, {},
                       [](int k, const Limits&) -> RunResult {
                         if (k == 1) throw std::logic_error("broken racer");
                         return {};
                       }),
                  std::logic_error);
}

TEST_CASE("the race's members: the default first, each one tuned apart, any number of them") {
  CHECK(portfolio_member(0).configuration.empty());
  CHECK(portfolio_member(0).options.empty());  // a single thread: CaDiCaL as it comes
  std::set<std::vector<std::pair<std::string, int>>> seen;
  for (int k = 0; k < kMostMembers; ++k) seen.insert(portfolio_member(k).options);
  CHECK(seen.size() == static_cast<std::size_t>(kMostMembers));
  const std::unique_ptr<Puzzle> puzzle = parse(std::string(81, '.'), "sudoku-line");
  RunOptions options;
  options.threads = 100;
  CHECK(portfolio_size(*puzzle, Mode::Solve, options) == kMostMembers);
  options.member = 5;  // one member alone
  CHECK(portfolio_size(*puzzle, Mode::Solve, options) == 1);
}

TEST_CASE("racing solvers give the verdicts and counts of one, as does each member alone") {
  RunOptions one, two, five, seventh;
  two.threads = 2;
  five.threads = 5;
  seventh.member = 7;
  const char* lines[] = {
      // unique (the first of the 17-clue set), 1,158 solutions (its last clue taken away),
      // none (two 9s in the first column)
      ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
      ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962.......",
      "9.......................................................................9........",
  };
  for (const char* line : lines) {
    INFO(line);
    std::unique_ptr<Puzzle> puzzle = parse(line, "sudoku-line");
    for (Mode mode : {Mode::Solve, Mode::Unique}) {
      const RunResult a = run(*puzzle, mode, one);
      for (const RunOptions* other : {&two, &five, &seventh}) {
        const RunResult b = run(*puzzle, mode, *other);
        REQUIRE_FALSE(b.internal_error);
        CHECK(a.verdict == b.verdict);
        if (a.verdict == Verdict::Unique) CHECK(a.solutions == b.solutions);
      }
    }
  }
  RunOptions many = one;
  many.count_limit = 100000;
  RunOptions many_two = many;
  many_two.threads = 2;
  RunOptions many_third = many;
  many_third.member = 3;
  std::unique_ptr<Puzzle> open = parse(lines[1], "sudoku-line");
  for (const RunOptions* options : {&many, &many_two, &many_third}) {
    const RunResult r = run(*open, Mode::Count, *options);
    CHECK(r.count_complete);
    CHECK(r.count == 1158);
  }
}

}  // namespace
}  // namespace gridsat::test
