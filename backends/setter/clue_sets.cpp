// See clue_sets.hpp.
#include "setter/clue_sets.hpp"

#include <algorithm>

namespace gridsat {

Core minimal_core(ClueSolver& solver, std::span<const Lit> candidates, std::span<const Lit> fixed) {
  Core out;
  std::vector<std::size_t> set(candidates.size());
  for (std::size_t i = 0; i < set.size(); ++i) set[i] = i;
  // Solves with `fixed` and the candidates in `s` assumed.
  auto solve = [&](const std::vector<std::size_t>& s) {
    std::vector<Lit> assumptions(fixed.begin(), fixed.end());
    for (std::size_t i : s) assumptions.push_back(candidates[i]);
    return solver.solve_literals(assumptions);
  };
  // After Unsat: only the candidates the refutation used.
  auto refine = [&](std::vector<std::size_t>& s) {
    std::vector<std::size_t> used;
    for (std::size_t i : s)
      if (solver.failed(candidates[i])) used.push_back(i);
    s = std::move(used);
  };
  out.status = solve(set);
  if (out.status != SatResult::Unsat) return out;
  refine(set);
  // Each element once, in order; `needed` counts the ones already known to stay.
  for (std::size_t needed = 0; needed < set.size();) {
    std::vector<std::size_t> without = set;
    without.erase(without.begin() + static_cast<std::ptrdiff_t>(needed));
    const SatResult r = solve(without);
    if (r == SatResult::Unknown) {
      out.status = SatResult::Unknown;
      return out;
    }
    if (r == SatResult::Sat) {
      ++needed;
      continue;
    }
    // Still no model: the element goes, and so do the others the refutation did not use (the
    // ones before `needed` are needed, so it used them all).
    refine(without);
    set = std::move(without);
  }
  out.kept = std::move(set);
  std::sort(out.kept.begin(), out.kept.end());
  return out;
}

SatResult forced_cells(ClueSolver& solver, std::span<const Lit> assumptions, const Grid& first,
                       std::vector<char>& candidate, const std::function<void(const Grid&)>& seen) {
  const int cols = solver.answer_cols();
  for (;;) {
    std::vector<Lit> clause;
    for (std::size_t cell = 0; cell < candidate.size(); ++cell)
      if (candidate[cell]) {
        const int r = static_cast<int>(cell) / cols, c = static_cast<int>(cell) % cols;
        clause.push_back(-solver.cell_literal(r, c, first.cells[cell]));
      }
    if (clause.empty()) return SatResult::Unsat;
    // "Some candidate differs", switched by a fresh literal that is retired afterwards.
    const Lit guard = solver.new_var();
    clause.push_back(-guard);
    solver.add_clause(clause);
    std::vector<Lit> assume(assumptions.begin(), assumptions.end());
    assume.push_back(guard);
    const SatResult r = solver.solve_literals(assume);
    const Grid other = r == SatResult::Sat ? solver.model() : Grid();
    const Lit retire[] = {-guard};
    solver.add_clause(retire);  // (a new clause ends the model: it was read first)
    if (r != SatResult::Sat) return r;
    for (std::size_t cell = 0; cell < candidate.size(); ++cell)
      if (other.cells[cell] != first.cells[cell]) candidate[cell] = 0;
    if (seen) seen(other);
  }
}

}  // namespace gridsat
