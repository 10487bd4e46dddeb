// libFuzzer target for the readers of what SAT solvers exchange: DIMACS CNF (read_dimacs, used
// by `verify`) and solver models (read_model, used by `decode`), then the decode path itself
// against a fixed 4x4 sudoku: a model that reads is turned into a grid and judged by the rules
// check, as `gridsat decode` does.
//
// Invariants: errors carry a message; a formula's literals are non-zero and within its declared
// variables; a model's values are -1, 0 or +1; a decoded grid that passes the rules check is
// complete and keeps the givens.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "driver/engine.hpp"
#include "fuzz_support.hpp"
#include "puzzles/answer.hpp"
#include "sat/model.hpp"

using namespace gridsat;

namespace {

const Puzzle& small_sudoku() {
  static const std::unique_ptr<Puzzle> puzzle = [] {
    ReadResult r = read_puzzle("sudoku 4\ngrid:\n1 . . .\n. . 3 .\n. 4 . .\n. . . 2\n", "", "");
    if (!r.puzzle) fuzz::fail("the fixed 4x4 sudoku does not read");
    return std::move(r.puzzle);
  }();
  return *puzzle;
}

const Cnf& small_cnf() {
  static const Cnf cnf = encode_puzzle(small_sudoku(), {});
  return cnf;
}

void fuzz_formula(std::string_view text) {
  DimacsError error;
  auto formula = read_dimacs(text, error);
  if (!formula) {
    fuzz::require(!error.message.empty(), "a DIMACS error without a message");
    return;
  }
  fuzz::require(formula->num_vars >= 0, "a negative variable count");
  for (const auto& clause : formula->clauses)
    for (Lit lit : clause)
      fuzz::require(lit != 0 && std::abs(lit) <= formula->num_vars,
                    "a literal outside the declared variables");
}

void fuzz_model(std::string_view text, int max_var) {
  DimacsError error;
  auto model = read_model(text, error, max_var);
  if (!model) {
    fuzz::require(!error.message.empty(), "a model error without a message");
    return;
  }
  for (signed char v : model->values)
    fuzz::require(v >= -1 && v <= 1, "a model value other than -1, 0, +1");
  if (max_var > 0)
    fuzz::require(model->values.size() <= static_cast<std::size_t>(max_var) + 1,
                  "a model variable above max_var");
  if (max_var != small_cnf().num_vars() || model->status != SatResult::Sat) return;
  const Puzzle& puzzle = small_sudoku();
  Grid grid = decode_grid(small_cnf().answer(), puzzle.rows(), puzzle.cols(),
                          [&](int var) { return model->value(var); });
  if (check_solution(puzzle, grid)) return;  // a broken rule is the expected verdict
  for (std::size_t i = 0; i < grid.cells.size(); ++i) {
    fuzz::require(grid.cells[i] >= 1 && grid.cells[i] <= 4, "a valid grid with a bad cell");
    const int given = puzzle.givens().cells[i];
    fuzz::require(given == kUnknown || given == grid.cells[i], "a valid grid that drops a given");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  fuzz_formula(text);
  // A bound well below read_model's own (100,000,000) keeps each run cheap; the range check is
  // the same code either way.
  fuzz_model(text, 1 << 20);
  fuzz_model(text, small_cnf().num_vars());
  return 0;
}
