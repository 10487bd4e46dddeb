// hint against fresh solves: on 100 small generated puzzles of every genre (half from scratch,
// half with a third of the open cells filled from the solution), the hinted cell is open, its
// value is the solution's, and the clues and filled cells the hint names force it: re-encoded
// with only those clues and with those cells fixed, the puzzle has a model, and none with
// another value in that cell. A hint by propagation is held to unit propagation on that fresh
// encoding (UnitReducer, not the hint's own propagator), and on the first puzzles of each genre
// every clue and filled cell it names must be needed for it. Filled cells that contradict the
// clues are named (the wrong one, and a minimal set that cannot hold with the clues).
#include <catch2/catch.hpp>

#include <algorithm>

#include "puzzles/answer_kind.hpp"
#include "puzzles/random.hpp"
#include "setter/setter.hpp"
#include "setter/small_puzzles.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

template <class T>
std::vector<T> without(std::vector<T> items, std::size_t i) {
  items.erase(items.begin() + static_cast<std::ptrdiff_t>(i));
  return items;
}

bool contains(const std::vector<CellValue>& cells, int row, int col) {
  return std::any_of(cells.begin(), cells.end(),
                     [&](const CellValue& c) { return c.row == row && c.col == col; });
}

// Each clue and filled cell of a hint by propagation is needed for propagation to fix its cell.
void require_each_needed(const Puzzle& puzzle, const Hint& h) {
  for (std::size_t i = 0; i < h.because.size(); ++i) {
    INFO("without " << puzzle.describe_clue(h.because[i]));
    CHECK_FALSE(propagation_fixes(puzzle, without(h.because, i), h.because_filled, h.cell));
  }
  for (std::size_t i = 0; i < h.because_filled.size(); ++i) {
    INFO("without the filled cell " << i);
    CHECK_FALSE(propagation_fixes(puzzle, h.because, without(h.because_filled, i), h.cell));
  }
}

// A state with about one in `one_in` of the open cells filled from the solution; the filled cells
// are appended to `filled`.
Grid fill_some(const Grid& solution, const std::vector<int>& open, int one_in, Random& rng,
               std::vector<CellValue>& filled) {
  Grid state(solution.rows, solution.cols);
  for (int cell : open)
    if (rng.chance(1, one_in)) {
      const int value = solution.cells[static_cast<std::size_t>(cell)];
      state.cells[static_cast<std::size_t>(cell)] = value;
      filled.push_back({cell / solution.cols, cell % solution.cols, value});
    }
  return state;
}

}  // namespace

TEST_CASE(
    "hint: 100 puzzles of every genre, each hint the solution's value and forced by what it names",
    "[setter][hint]") {
  Random rng(18);
  for (const SmallKind& kind : small_kinds()) {
    INFO(kind.name);
    int levels[4] = {0, 0, 0, 0};
    const auto puzzles = static_cast<std::uint64_t>(sample_size(100, 20));
    for (std::uint64_t i = 0; i < puzzles; ++i) {
      INFO("puzzle " << i);
      const auto puzzle = generate(kind.spec, puzzle_seed(18, i));
      const Grid solution = only_solution(*puzzle);
      const std::vector<int> open = open_cells(*puzzle);
      const auto [rows, cols] = answer_size(*puzzle);
      HintOptions options;
      std::vector<CellValue> filled;
      if (i % 2 == 1) options.state = fill_some(solution, open, 3, rng, filled);
      const Hint h = hint(*puzzle, options);
      if (filled.size() == open.size()) {
        CHECK(h.status == Hint::Status::Solved);
        continue;
      }
      REQUIRE(hint_status_name(h.status) == std::string("hint"));
      const int cell = h.cell.row * cols + h.cell.col;
      CHECK(std::find(open.begin(), open.end(), cell) != open.end());
      CHECK_FALSE(contains(filled, h.cell.row, h.cell.col));
      CHECK(h.cell.value == solution.cells[static_cast<std::size_t>(cell)]);
      for (const CellValue& f : h.because_filled) CHECK(contains(filled, f.row, f.col));
      CHECK(has_model(*puzzle, h.because, h.because_filled));
      CHECK_FALSE(has_model(*puzzle, h.because, h.because_filled, &h.cell));
      ++levels[static_cast<int>(h.level)];
      if (h.level == Reasoning::Propagation) {
        CHECK(propagation_fixes(*puzzle, h.because, h.because_filled, h.cell));
        if (i < 10) require_each_needed(*puzzle, h);
      }
    }
    // Small generated puzzles mostly start with a cell that propagation finds.
    CHECK(levels[0] > 0);
  }
}

TEST_CASE("hint: filled cells that contradict the clues are named", "[setter][hint]") {
  Random rng(19);
  for (const SmallKind& kind : small_kinds()) {
    INFO(kind.name);
    for (std::uint64_t i = 0; i < 10; ++i) {
      INFO("puzzle " << i);
      const auto puzzle = generate(kind.spec, puzzle_seed(19, i));
      const Grid solution = only_solution(*puzzle);
      const std::vector<int> open = open_cells(*puzzle);
      const auto [rows, cols] = answer_size(*puzzle);
      // Some cells from the solution, and one with another value the cell can hold.
      HintOptions options;
      std::vector<CellValue> filled;
      options.state = fill_some(solution, open, 4, rng, filled);
      const int wrong = rng.pick(open);
      const int right = solution.cells[static_cast<std::size_t>(wrong)];
      std::vector<int> others;
      const bool boolean = puzzle->answer_kind() != AnswerKind::Values;
      for (int v : boolean ? std::vector<int>{0, 1} : std::vector<int>{})
        if (v != right) others.push_back(v);
      if (!boolean)
        for (int v = 0; v <= std::max(puzzle->rows(), 9); ++v)
          if (v != right && puzzle->parse_value(puzzle->value_text(v)) == v &&
              has_model(*puzzle, {}, {{wrong / cols, wrong % cols, v}}))
            others.push_back(v);
      if (others.empty()) continue;
      const int value = rng.pick(others);
      options.state.cells[static_cast<std::size_t>(wrong)] = value;
      std::erase_if(filled, [&](const CellValue& c) { return c.row * cols + c.col == wrong; });
      filled.push_back({wrong / cols, wrong % cols, value});

      const Hint h = hint(*puzzle, options);
      REQUIRE(hint_status_name(h.status) == std::string("contradiction"));
      REQUIRE(h.wrong.size() == 1);  // the puzzle is unique: only that cell differs
      CHECK(h.wrong.front().row * cols + h.wrong.front().col == wrong);
      // The conflict: filled cells that cannot hold with all the clues, each needed.
      const std::vector<Clue> clues = explanation_clues(*puzzle);
      REQUIRE_FALSE(h.conflict.empty());
      CHECK_FALSE(has_model(*puzzle, clues, h.conflict));
      for (std::size_t k = 0; k < h.conflict.size(); ++k) {
        CHECK(contains(filled, h.conflict[k].row, h.conflict[k].col));
        CHECK(has_model(*puzzle, clues, without(h.conflict, k)));
      }
    }
  }
}

TEST_CASE("hint: a full grid is solved, a puzzle without a solution says so", "[setter][hint]") {
  const auto puzzle = generate(small_kinds().front().spec, 7);
  HintOptions options;
  options.state = only_solution(*puzzle);
  CHECK(hint(*puzzle, options).status == Hint::Status::Solved);

  // Two givens of one value in one row: no solution whatever is filled.
  std::vector<Clue> clues = {{Clue::Kind::Given, 0, 0, Side::Top, 0, 1},
                             {Clue::Kind::Given, 0, 1, Side::Top, 0, 1}};
  CHECK(hint(*with_clues(*puzzle, clues), HintOptions{}).status == Hint::Status::NoSolution);
}
