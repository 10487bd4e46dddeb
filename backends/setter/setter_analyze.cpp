// analyze: what a puzzle's clues decide. All on one incremental solver (clue_solver.hpp):
//
//  - Forced cells of a puzzle with several solutions: take a solution S; every cell is a
//    candidate for "forced"; while candidates are left, ask for a solution in which some
//    candidate differs from S (one clause over the candidates, switched by a fresh literal that
//    is retired afterwards). Each answer drops the cells that changed; UNSAT means the rest hold
//    their value of S in every solution. At most one solve per undecided cell, usually far fewer.
//  - Givens that make it unique, greedily: with S blocked, while another solution M exists, give
//    the cell where M differs from S that has differed most often among the solutions seen so
//    far (its value from S); then drop, one by one, every added given that the others make
//    unnecessary. The result is irredundant but not necessarily a smallest set.
//  - Redundant clues of a unique puzzle: with the solution blocked, each clue in turn is left out
//    of the assumptions; UNSAT means the puzzle stays unique without it. Then a minimal set of
//    clues that keeps it unique (clue_sets.hpp: a minimal core of the clues with the solution
//    blocked).
//  - Propagation alone: unit propagation on the puzzle's CNF (backends/unit_reducer.hpp), givens
//    and clues included, fixes every answer variable. This is exactly "no decision needed" for
//    this encoding; CaDiCaL's own `limit("decisions", 0)` would also let its preprocessing and
//    "lucky" phases in, which are more than propagation.
//  - Decisions and conflicts: CaDiCaL 1.5 reports neither through its API (only by printing its
//    statistics). Conflicts are counted by a Learner (one learned clause per conflict). Decisions
//    are found with `limit("decisions", k)`: a run is deterministic, and a run whose budget is
//    not exhausted is the unlimited run, so the smallest k with which a call still answers is
//    that call's decision count; it is found by doubling and bisection on fresh solvers.
//    Both are for what `unique` does: solve, block the solution, solve again.

#include <algorithm>
#include <chrono>
#include <optional>
#include <stdexcept>

#include "driver/cuts.hpp"
#include "puzzles/answer.hpp"
#include "puzzles/answer_kind.hpp"
#include "sat/cadical.hpp"
#include "sat/unit_reducer.hpp"
#include "setter/clue_sets.hpp"
#include "setter/clue_solver.hpp"
#include "setter/setter.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The answer grid's size (a loop's is its edge layout) and whether one of its cells is a given
// (a loop genre's givens are clues on its cells, not edges of its answer).
std::pair<int, int> answer_dims(const Puzzle& puzzle) {
  return answer_size(puzzle);
}

bool is_given(const Puzzle& puzzle, int cell) {
  return puzzle.answer_kind() != AnswerKind::Loop && puzzle.givens().cells[at(cell)] != kUnknown;
}

// A cell of the answer that the solution decides: not a given, and for a loop an edge (not the
// padding cell at the end of each h row, which has no variable).
bool is_open(const Puzzle& puzzle, int cell) {
  if (puzzle.answer_kind() == AnswerKind::Loop) {
    const LoopShape shape = puzzle.loop_shape();
    return edge_at(shape, cell / shape.grid_cols(), cell % shape.grid_cols()).has_value();
  }
  return !is_given(puzzle, cell);
}

// ---- CaDiCaL's effort for `unique` ----

// One `unique` run on a fresh solver: solve (with at most `budget1` decisions, -1: no limit),
// block the answer, solve again (at most `budget2`). Returns whether the call with a budget
// answered; `conflicts` gets the learned clauses of the whole run.
struct UniqueRun {
  const Puzzle& puzzle;
  const Cnf& cnf;
  const Limits& limits;
  int rows;
  int cols;

  bool operator()(int budget1, int budget2, long long* conflicts = nullptr) const {
    Cadical solver(limits);
    solver.add_literals(cnf.literals());
    if (budget1 >= 0) solver.limit_decisions(budget1);
    const SatResult first = solve_with_cuts(puzzle, cnf.answer(), solver);
    bool answered = first != SatResult::Unknown;
    if (first == SatResult::Sat && budget2 != -2) {
      const Grid answer =
          decode_grid(cnf.answer(), rows, cols, [&](int var) { return solver.value(var); });
      solver.add_clause(blocking_clause(cnf.answer(), answer));
      if (budget2 >= 0) solver.limit_decisions(budget2);
      answered = solve_with_cuts(puzzle, cnf.answer(), solver) != SatResult::Unknown;
    }
    if (conflicts) *conflicts = solver.conflicts();
    return answered;
  }
};

// The smallest k >= 0 for which `answers(k)` holds (it is monotone in k), or nothing when
// `late()` first.
template <class F, class Late>
std::optional<long long> smallest_budget(F answers, Late late) {
  if (answers(0)) return 0;
  long long lo = 0, hi = 1;  // answers(lo) fails
  while (!answers(static_cast<int>(hi))) {
    if (late() || hi > (1LL << 29)) return std::nullopt;
    lo = hi;
    hi *= 2;
  }
  while (hi - lo > 1) {
    if (late()) return std::nullopt;
    long long mid = lo + (hi - lo) / 2;
    (answers(static_cast<int>(mid)) ? hi : lo) = mid;
  }
  return hi;
}

// The decision count is measured for at most a minute (or to --timeout); past that it is "not
// measured". An interrupt or --timeout that stops it leaves the whole analysis unknown.
void measure_effort(const Puzzle& puzzle, const AnalyzeOptions& options, Analysis& out) {
  const Cnf cnf = encode_puzzle(puzzle, embedded_options(options.encode));
  Budget budget(options.limits);
  const auto [rows, cols] = answer_dims(puzzle);
  const UniqueRun run{puzzle, cnf, options.limits, rows, cols};
  const bool answered = run(-1, -1, &out.conflicts);
  const auto cap = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  auto late = [&] { return budget.over() || std::chrono::steady_clock::now() > cap; };
  // -2 as the second budget: stop after the first call.
  auto first = answered ? smallest_budget([&](int k) { return run(k, -2); }, late) : std::nullopt;
  auto second = first ? smallest_budget([&](int k) { return run(-1, k); }, late) : std::nullopt;
  out.decisions = first && second ? *first + *second : -1;
  if (budget.over()) {
    out.status = Verdict::Unknown;
    out.stopped = budget.reason();
  }
}

// ---- several solutions ----

void find_forced(const Puzzle& puzzle, ClueSolver& solver, std::span<const Clue> clues,
                 const Grid& first, const Grid& second, std::vector<int>& differed, Analysis& out) {
  const auto [rows, cols] = answer_dims(puzzle);
  const int cells = rows * cols;
  std::vector<char> candidate(at(cells), 0);
  auto note = [&](const Grid& other) {
    for (int cell = 0; cell < cells; ++cell)
      if (other.cells[at(cell)] != first.cells[at(cell)]) {
        candidate[at(cell)] = 0;
        ++differed[at(cell)];
      }
  };
  for (int cell = 0; cell < cells; ++cell) candidate[at(cell)] = is_open(puzzle, cell);
  note(second);
  std::vector<Lit> assumptions;
  for (const Clue& clue : clues) assumptions.push_back(solver.literal(clue));
  if (forced_cells(solver, assumptions, first, candidate, note) == SatResult::Unknown) {
    out.status = Verdict::Unknown;
    return;
  }
  for (int cell = 0; cell < cells; ++cell) {
    const int r = cell / cols, c = cell % cols;
    if (candidate[at(cell)])
      out.forced.push_back({r, c, first.cells[at(cell)]});
    else if (is_open(puzzle, cell))
      out.undecided.emplace_back(r, c);
  }
}

void suggest_givens(const Puzzle& puzzle, ClueSolver& solver, std::span<const Clue> clues,
                    const Grid& first, std::vector<int>& differed, Analysis& out) {
  const auto [rows, cols] = answer_dims(puzzle);
  const int cells = rows * cols;
  solver.block(first);
  std::vector<Lit> added;
  std::vector<CellValue> chosen;
  for (;;) {
    SatResult r = solver.solve(clues, added);
    if (r == SatResult::Unknown) {
      out.status = Verdict::Unknown;
      return;
    }
    if (r == SatResult::Unsat) break;
    const Grid other = solver.model();
    int best = -1;
    for (int cell = 0; cell < cells; ++cell) {
      if (other.cells[at(cell)] == first.cells[at(cell)]) continue;
      ++differed[at(cell)];
      if (best < 0 || differed[at(cell)] > differed[at(best)]) best = cell;
    }
    const int row = best / cols, col = best % cols;
    chosen.push_back({row, col, first.cells[at(best)]});
    added.push_back(solver.cell_literal(row, col, first.cells[at(best)]));
  }
  // Drop what the others make unnecessary, oldest first (the first choices were made with the
  // least information).
  for (std::size_t i = 0; i < added.size();) {
    std::vector<Lit> without = added;
    without.erase(without.begin() + static_cast<std::ptrdiff_t>(i));
    SatResult r = solver.solve(clues, without);
    if (r == SatResult::Unknown) {
      out.status = Verdict::Unknown;
      return;
    }
    if (r == SatResult::Unsat) {
      added = std::move(without);
      chosen.erase(chosen.begin() + static_cast<std::ptrdiff_t>(i));
    } else {
      ++i;
    }
  }
  std::sort(chosen.begin(), chosen.end(), [](const CellValue& a, const CellValue& b) {
    return std::pair(a.row, a.col) < std::pair(b.row, b.col);
  });
  out.suggest = std::move(chosen);
}

// ---- one solution ----

// With the solution blocked: each clue left out alone, then a minimal set of them that keeps
// the puzzle unique (clue_sets.hpp: with the solution blocked, unsatisfiable means unique).
void find_redundant(ClueSolver& solver, const std::vector<Clue>& clues, const Grid& solution,
                    Analysis& out) {
  solver.block(solution);
  for (std::size_t i = 0; i < clues.size(); ++i) {
    std::vector<Clue> without = clues;
    without.erase(without.begin() + static_cast<std::ptrdiff_t>(i));
    SatResult r = solver.solve(without);
    if (r == SatResult::Unknown) {
      out.status = Verdict::Unknown;
      return;
    }
    if (r == SatResult::Unsat) out.redundant.push_back(clues[i]);
  }
  std::vector<Lit> literals;
  for (const Clue& clue : clues) literals.push_back(solver.literal(clue));
  const Core core = minimal_core(solver, literals, {});
  if (core.status != SatResult::Unsat) {
    out.status = Verdict::Unknown;
    return;
  }
  for (std::size_t i : core.kept) out.minimal.push_back(clues[i]);
}

}  // namespace

bool solved_by_propagation(const Puzzle& puzzle, const EncodeOptions& encode) {
  const Cnf cnf = encode_puzzle(puzzle, encode);
  UnitReducer reducer(cnf.literals(), cnf.num_vars());
  std::vector<Lit> open;
  if (!reducer.reduce({}, {}, open)) return false;  // a conflict: no solution at all
  for (const CellVar& e : cnf.answer().entries())
    if (reducer.value(e.var) == 0) return false;
  return true;
}

namespace {

// A solution the analysis reports (or reads forced cells and suggested givens from), held against
// the puzzle's rules first, as the engine holds every answer: a model that breaks them is a bug.
Grid rules_checked(const Puzzle& puzzle, Grid grid) {
  if (auto v = check_solution(puzzle, grid))
    throw std::logic_error("the solver's model breaks the rules: " + describe(*v));
  return grid;
}

// The analysis itself; analyze() adds why it stopped, when it did.
void analyze_with(const Puzzle& puzzle, const AnalyzeOptions& options, ClueSolver& solver,
                  const std::vector<Clue>& clues, Analysis& out) {
  SatResult r = solver.solve(clues);
  if (r != SatResult::Sat) {
    out.status = r == SatResult::Unsat ? Verdict::None : Verdict::Unknown;
    return;
  }
  const Grid first = rules_checked(puzzle, solver.model());
  const Lit guard = solver.new_var();
  solver.block(first, guard);
  const Lit assume[] = {guard};
  r = solver.solve(clues, assume);
  const Grid second = r == SatResult::Sat ? rules_checked(puzzle, solver.model()) : Grid();
  const Lit retire[] = {-guard};
  solver.add_clause(retire);
  if (r == SatResult::Unknown) {
    out.status = Verdict::Unknown;
    return;
  }

  if (r == SatResult::Sat) {
    out.status = Verdict::Multiple;
    const auto [rows, cols] = answer_dims(puzzle);
    std::vector<int> differed(at(rows * cols), 0);
    find_forced(puzzle, solver, clues, first, second, differed, out);
    if (out.status == Verdict::Multiple)
      suggest_givens(puzzle, solver, clues, first, differed, out);
    return;
  }
  out.status = Verdict::Unique;
  out.solution = first;
  find_redundant(solver, clues, first, out);
  if (out.status != Verdict::Unique) return;
  out.propagation_only = solved_by_propagation(puzzle, options.encode);
  measure_effort(puzzle, options, out);
}

}  // namespace

Analysis analyze(const Puzzle& puzzle, const AnalyzeOptions& options) {
  Analysis out;
  const std::vector<Clue> clues = removable_clues(puzzle);
  out.clue_count = clues.size();
  ClueSolver solver(puzzle, options.encode, options.limits);

  analyze_with(puzzle, options, solver, clues, out);
  if (out.status == Verdict::Unknown && out.stopped == StopReason::None)
    out.stopped = solver.stop_reason();
  return out;
}

}  // namespace gridsat
