#include "engine.hpp"

#include <chrono>

#include "backtrack.hpp"
#include "puzzles/answer.hpp"
#include "shape_cache.hpp"

namespace gridsat {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

long long wanted_solutions(Mode mode, const RunOptions& options) {
  switch (mode) {
    case Mode::Solve:
      return 1;
    case Mode::Unique:
      return 2;
    case Mode::Count:
      return options.count_limit;
  }
  return 1;
}

// Turns "found n solutions, search complete or not" into the verdict of the mode.
Verdict verdict_for(Mode mode, long long found, bool exhausted) {
  if (found == 0) return exhausted ? Verdict::None : Verdict::Unknown;
  if (mode == Mode::Solve) return Verdict::Solved;
  if (found >= 2) return Verdict::Multiple;
  return exhausted ? Verdict::Unique : Verdict::Unknown;
}

void keep(RunResult& result, Grid grid) {
  if (result.solutions.size() < 2) result.solutions.push_back(std::move(grid));
}

RunResult run_native(const Puzzle& puzzle, Mode mode, const RunOptions& options) {
  RunResult result;
  auto start = Clock::now();
  auto rules = puzzle.native_rules();
  result.stats.encode_ms = ms_since(start);
  start = Clock::now();
  long long wanted = wanted_solutions(mode, options);
  SearchOutcome out = backtrack(*rules, puzzle.rows(), puzzle.cols(), wanted, options.limits);
  result.stats.solve_ms = ms_since(start);
  result.stats.nodes = out.nodes;
  result.count = static_cast<long long>(out.solutions.size());
  bool exhausted = out.status == SatResult::Unsat;
  result.count_complete = exhausted;
  for (Grid& g : out.solutions) keep(result, std::move(g));
  result.verdict = verdict_for(mode, result.count, exhausted);
  return result;
}

RunResult run_sat(const Puzzle& puzzle, Mode mode, const RunOptions& options) {
  RunResult result;
  auto start = Clock::now();
  Cnf cnf = encode_puzzle(puzzle, options.encode);
  std::unique_ptr<SatSolver> solver =
      options.backend == Backend::External
          ? make_external_solver(options.solver_command, options.limits)
          : make_cadical_solver(options.limits);
  solver->add_cnf(cnf);
  result.stats.encode_ms = ms_since(start);
  result.stats.vars = cnf.num_vars();
  result.stats.clauses = static_cast<long long>(cnf.num_clauses());

  start = Clock::now();
  long long wanted = wanted_solutions(mode, options);
  bool exhausted = false;
  while (result.count < wanted) {
    SatResult r = solver->solve();
    if (r == SatResult::Unsat) {
      exhausted = true;
      break;
    }
    if (r == SatResult::Unknown) break;
    Grid g = decode_grid(cnf.answer(), puzzle.rows(), puzzle.cols(),
                         [&](int var) { return solver->value(var); });
    ++result.count;
    if (result.count < wanted) solver->add_clause(blocking_clause(cnf.answer(), g));
    keep(result, std::move(g));
  }
  result.stats.solve_ms = ms_since(start);
  SolverStats s = solver->stats();
  result.stats.conflicts = s.conflicts;
  result.stats.decisions = s.decisions;
  result.count_complete = exhausted;
  result.verdict = verdict_for(mode, result.count, exhausted);
  return result;
}

}  // namespace

Cnf encode_puzzle(const Puzzle& puzzle, const EncodeOptions& options) {
  Cnf cnf;
  puzzle.encode(cnf, options);
  return cnf;
}

namespace {
// Every answer a backend returns is held against the puzzle's rules before anyone sees it.
void check_answers(const Puzzle& puzzle, RunResult& result) {
  for (const Grid& g : result.solutions) {
    if (auto v = check_solution(puzzle, g)) {
      result.internal_error =
          "the backend returned an answer that breaks the rules: " + describe(*v);
      break;
    }
  }
  if (result.solutions.size() == 2 && result.solutions[0] == result.solutions[1])
    result.internal_error = "the backend returned the same solution twice";
}
}  // namespace

RunResult run(const Puzzle& puzzle, Mode mode, const RunOptions& options) {
  RunResult result = options.backend == Backend::Native ? run_native(puzzle, mode, options)
                                                        : run_sat(puzzle, mode, options);
  check_answers(puzzle, result);
  return result;
}

RunResult run_cached(const Puzzle& puzzle, Mode mode, const RunOptions& options,
                     ShapeCache& cache) {
  if (options.backend != Backend::Sat) return run(puzzle, mode, options);
  RunResult result = cache.run(puzzle, mode, options);
  check_answers(puzzle, result);
  return result;
}

std::vector<std::pair<int, int>> differing_cells(const Grid& a, const Grid& b) {
  std::vector<std::pair<int, int>> cells;
  for (int r = 0; r < a.rows; ++r)
    for (int c = 0; c < a.cols; ++c)
      if (a.at(r, c) != b.at(r, c)) cells.emplace_back(r, c);
  return cells;
}

std::string_view verdict_name(Verdict verdict) {
  switch (verdict) {
    case Verdict::Solved:
      return "solved";
    case Verdict::Unique:
      return "unique";
    case Verdict::Multiple:
      return "multiple";
    case Verdict::None:
      return "unsat";
    case Verdict::Unknown:
      return "unknown";
  }
  return "unknown";
}

}  // namespace gridsat
