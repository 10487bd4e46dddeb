// The embedded solver's side of the lazy encodings (encodings/connectivity.hpp): solve, ask the
// puzzle whether the model's answer keeps its global rules (Puzzle::cuts), add the clauses that
// forbid what it found, solve again — until the answer keeps them or there is none. Every place
// that runs CaDiCaL on a puzzle's encoding (the engine, the shape cache, the setter) solves this
// way, so a lazily encoded rule is never missing from an answer; a CNF that leaves gridsat
// (encode, certificates) is encoded with Static and never needs it.
#pragma once

#include <span>
#include <stdexcept>
#include <vector>

#include "puzzles/answer.hpp"
#include "puzzles/answer_kind.hpp"
#include "puzzles/puzzle.hpp"
#include "sat/sat_solver.hpp"

namespace gridsat {

// The options a run of the embedded solver encodes with: Auto connectivity becomes Lazy.
inline EncodeOptions embedded_options(EncodeOptions options) {
  if (options.connectivity == Connectivity::Auto) options.connectivity = Connectivity::Lazy;
  return options;
}

// The options a CNF written out is encoded with: Auto connectivity becomes Static. Lazy there is
// refused by the cli before it gets here.
inline EncodeOptions written_options(EncodeOptions options) {
  if (options.connectivity != Connectivity::Static) options.connectivity = Connectivity::Static;
  return options;
}

// The solver's literals of a puzzle's cuts, through the answer map its encoding wrote.
class CutLiterals {
 public:
  CutLiterals(const Puzzle& puzzle, const AnswerMap& answer);
  std::vector<Lit> clause(const Cut& cut) const;

 private:
  int cols_ = 0;
  std::vector<std::vector<std::pair<int, Lit>>> cells_;  // per answer cell: (value, literal)
};

// Solves until the model's answer has no cuts: `solve()` returns the solver's answer, `value(var)`
// a variable of `answer` in its model, `add(clause)` adds a clause over `answer`'s variables (a
// solver on a reduced formula translates it).
template <class Solve, class Value, class Add>
SatResult solve_with_cuts(const Puzzle& puzzle, const AnswerMap& answer, Solve&& solve,
                          Value&& value, Add&& add) {
  std::optional<CutLiterals> literals;
  const auto [rows, cols] = answer_size(puzzle);
  for (;;) {
    const SatResult result = solve();
    if (result != SatResult::Sat) return result;
    const std::vector<Cut> cuts = puzzle.cuts(decode_grid(answer, rows, cols, value));
    if (cuts.empty()) return result;
    if (!literals) literals.emplace(puzzle, answer);
    for (const Cut& cut : cuts) add(literals->clause(cut));
  }
}

// The same on a solver of the whole formula, under `assumptions`; `solver` has solve(span),
// value(var) and add_clause(span) (SatSolver, Cadical).
template <class Solver>
SatResult solve_with_cuts(const Puzzle& puzzle, const AnswerMap& answer, Solver& solver,
                          std::span<const Lit> assumptions = {}) {
  return solve_with_cuts(
      puzzle, answer, [&] { return solver.solve(assumptions); },
      [&](int var) { return solver.value(var); },
      [&](const std::vector<Lit>& clause) { solver.add_clause(std::span<const Lit>(clause)); });
}

}  // namespace gridsat
