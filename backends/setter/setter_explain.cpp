// explain: why a puzzle has no solution, as a minimal set of its clues that cannot hold together
// (clue_sets.hpp), its fixed clues (cages, ...) switched like the removable ones so that an
// explanation can name them.
#include "setter/clue_sets.hpp"
#include "setter/clue_solver.hpp"
#include "setter/setter.hpp"

namespace gridsat {

std::vector<Clue> explanation_clues(const Puzzle& puzzle) {
  std::vector<Clue> out = puzzle.removable_clues();
  for (const Clue& clue : puzzle.fixed_clues()) out.push_back(clue);
  return out;
}

Explanation explain(const Puzzle& puzzle, const ExplainOptions& options) {
  Explanation out;
  const std::vector<Clue> clues = explanation_clues(puzzle);
  ClueSolver solver(puzzle, options.encode, options.limits, true);
  std::vector<Lit> literals;
  for (const Clue& clue : clues) literals.push_back(solver.literal(clue));
  const Core core = minimal_core(solver, literals, {});
  switch (core.status) {
    case SatResult::Sat:
      out.status = Verdict::Solved;
      break;
    case SatResult::Unknown:
      out.status = Verdict::Unknown;
      out.stopped = solver.stop_reason();
      break;
    case SatResult::Unsat:
      out.status = Verdict::None;
      for (std::size_t i : core.kept) out.contradiction.push_back(clues[i]);
      break;
  }
  return out;
}

}  // namespace gridsat
