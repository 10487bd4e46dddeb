// --explain against fresh solves: for every `none` instance of the shared generated sets, and for
// a puzzle of every genre made unsolvable by a wrong given, the explanation is a set of the
// puzzle's clues that has no solution (re-encoded with only those clues) and from which no clue
// can be left out (each one left out gives a solution; of a contradiction of more than 24 clues,
// 24 spread over it are left out). A puzzle with some of its fixed clues switched off is one
// puzzle for the encoding, the rules check and the native rules alike. analyze's minimal clues of a
// unique puzzle keep it unique, and each is needed.
#include <catch2/catch.hpp>

#include <algorithm>
#include <stdexcept>

#include "puzzles/random.hpp"
#include "setter/setter.hpp"
#include "setter/small_puzzles.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::vector<Clue> without(std::vector<Clue> clues, std::size_t i) {
  clues.erase(clues.begin() + static_cast<std::ptrdiff_t>(i));
  return clues;
}

// The explanation of a puzzle without a solution: found, made of the puzzle's clues, with no
// solution, and minimal.
std::vector<Clue> require_minimal_contradiction(const Puzzle& puzzle) {
  const Explanation e = explain(puzzle, ExplainOptions{});
  REQUIRE(e.status == Verdict::None);
  const std::vector<Clue> clues = explanation_clues(puzzle);
  for (const Clue& clue : e.contradiction)
    CHECK(std::find(clues.begin(), clues.end(), clue) != clues.end());
  CHECK_FALSE(has_model(puzzle, e.contradiction, {}));
  // Each clue left out in turn gives a solution; of a long contradiction (a 16 x 16 sudoku's
  // wrong given needs 96 givens to show it) 24 clues spread over it.
  const std::size_t n = e.contradiction.size(), step = n > 24 ? n / 24 : 1;
  for (std::size_t i = 0; i < n; i += step) {
    INFO("without " << puzzle.describe_clue(e.contradiction[i]));
    CHECK(has_model(puzzle, without(e.contradiction, i), {}));
  }
  return e.contradiction;
}

Verdict verdict(const Puzzle& puzzle, const std::vector<Clue>& clues) {
  RunResult r = run(*with_parts(puzzle, clues), Mode::Unique, RunOptions{});
  REQUIRE_FALSE(r.internal_error.has_value());
  return r.verdict;
}

}  // namespace

TEST_CASE("explain: every none instance of the shared sets, a minimal contradiction",
          "[setter][explain]") {
  int instances = 0;
  for (const fs::path& dir : fs::directory_iterator(shared_data())) {
    if (!fs::is_directory(dir / "generated")) continue;
    for (const fs::path& path : files_in(dir / "generated", ".gsp")) {
      const std::string text = read_text(path);
      if (gsp_status(text) != "none") continue;
      INFO(path);
      ++instances;
      const auto puzzle = parse(text);
      const std::vector<Clue> core = require_minimal_contradiction(*puzzle);
      // The engine agrees, from scratch, through the genre's rules check.
      CHECK(verdict(*puzzle, core) == Verdict::None);
    }
  }
  CHECK(instances >= 40);
}

TEST_CASE("explain: a wrong given in a puzzle of every genre that has givens",
          "[setter][explain]") {
  int genres = 0;
  for (const SmallKind& kind : small_kinds()) {
    INFO(kind.name);
    const auto puzzle = generate(kind.spec, 23);
    const Grid solution = only_solution(*puzzle);
    // The first open cell of the picture's grid given a value the solution does not have.
    const std::vector<int> open = open_cells(*puzzle);
    if (solution.cols != puzzle->cols()) continue;  // a loop: its givens are not its answer
    const int cell = open.front();
    const int row = cell / solution.cols, col = cell % solution.cols;
    const int right = solution.cells[static_cast<std::size_t>(cell)];
    std::vector<Clue> clues = puzzle->removable_clues();
    std::unique_ptr<Puzzle> broken;
    for (int value = 0; value <= 9 && !broken; ++value) {
      if (value == right || !has_model(*puzzle, {}, {{row, col, value}})) continue;
      clues.push_back({Clue::Kind::Given, row, col, Side::Top, 0, value});
      try {
        broken = with_clues(*puzzle, clues);
      } catch (const std::invalid_argument&) {
        break;  // a genre whose answer cells are never given (nurikabe, star battle)
      }
    }
    if (!broken) continue;
    ++genres;
    const std::vector<Clue> core = require_minimal_contradiction(*broken);
    CHECK(std::find(core.begin(), core.end(), clues.back()) != core.end());
  }
  CHECK(genres >= 12);
}

TEST_CASE("analyze: the minimal clues of a unique puzzle keep it unique, each needed",
          "[setter][analyze]") {
  for (const SmallKind& kind : small_kinds()) {
    INFO(kind.name);
    for (std::uint64_t seed : {31, 32, 33}) {
      const auto puzzle = generate(kind.spec, seed);
      const Analysis a = analyze(*puzzle, AnalyzeOptions{});
      REQUIRE(a.status == Verdict::Unique);
      CHECK(a.minimal.size() <= a.clue_count);
      std::vector<Clue> kept = a.minimal;
      for (const Clue& fixed : puzzle->fixed_clues()) kept.push_back(fixed);
      CHECK(verdict(*puzzle, kept) == Verdict::Unique);
      for (std::size_t i = 0; i < a.minimal.size(); ++i) {
        INFO("without " << puzzle->describe_clue(a.minimal[i]));
        CHECK(verdict(*puzzle, without(kept, i)) == Verdict::Multiple);
      }
    }
  }
}

TEST_CASE("fixed clues switched off: the encoding, the rules check and the native rules agree",
          "[setter][explain]") {
  Random rng(41);
  int switched = 0;
  for (const SmallKind& kind : small_kinds()) {
    INFO(kind.name);
    for (std::uint64_t seed : {41, 42}) {
      const auto puzzle = generate(kind.spec, seed);
      const std::vector<Clue> fixed = puzzle->fixed_clues();
      if (fixed.empty()) continue;
      // The removable clues, and about half of the fixed ones.
      std::vector<Clue> kept = puzzle->removable_clues();
      for (const Clue& clue : fixed)
        if (rng.chance(1, 2)) kept.push_back(clue);
      const auto reduced = with_parts(*puzzle, kept);
      CHECK(reduced->fixed_clues().size() == kept.size() - puzzle->removable_clues().size());
      // Both backends, from scratch; every answer passes the rules check of the reduced puzzle.
      const RunResult sat = run(*reduced, Mode::Count, RunOptions{});
      RunOptions native;
      native.backend = Backend::Native;
      const RunResult backtracked = run(*reduced, Mode::Count, native);
      REQUIRE_FALSE(sat.internal_error.has_value());
      REQUIRE_FALSE(backtracked.internal_error.has_value());
      CHECK(sat.count == backtracked.count);
      CHECK(sat.count >= 1);  // the puzzle's solution keeps every clue left
      ++switched;
    }
  }
  CHECK(switched >= 12);  // calcudoku, killer, hitori, star battle, nonogram, kakuro
}
