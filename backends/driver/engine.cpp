#include "driver/engine.hpp"

#include <chrono>
#include <new>

#include "driver/cuts.hpp"
#include "driver/portfolio.hpp"
#include "driver/shape_cache.hpp"
#include "driver/shrink.hpp"
#include "driver/solve_block.hpp"
#include "native/backtrack.hpp"
#include "puzzles/answer.hpp"
#include "puzzles/answer_kind.hpp"

namespace gridsat {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
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
  const auto [rows, cols] = answer_size(puzzle);  // a loop's answer grid holds its edges
  SearchOutcome out = backtrack(*rules, rows, cols, wanted, options.limits);
  result.stats.solve_ms = ms_since(start);
  result.stats.nodes = out.nodes;
  result.count = static_cast<long long>(out.solutions.size());
  for (Grid& g : out.solutions) keep(result, std::move(g));
  settle(result, mode, options, out.status == SatResult::Unsat, out.stopped);
  return result;
}

// One solver's run: `tuning` on the shrunk CNF, solve and block until the mode has its answers.
RunResult solve_cnf(const Puzzle& puzzle, const Cnf& cnf, Mode mode, const RunOptions& options,
                    const Limits& limits, const CadicalTuning& tuning) {
  RunResult result;
  std::unique_ptr<SatSolver> solver = options.backend == Backend::External
                                          ? make_external_solver(options.solver_command, limits)
                                          : make_cadical_solver(limits, "", tuning);
  solver->add_cnf(cnf);
  solve_and_block(
      result, mode, options, [&] { return solve_with_cuts(puzzle, cnf.answer(), *solver); },
      [&] {
        return decode_grid(cnf.answer(), puzzle.rows(), puzzle.cols(),
                           [&](int var) { return solver->value(var); });
      },
      [&](const Grid& g) {
        solver->add_clause(blocking_clause(cnf.answer(), g));
        return true;
      },
      [&] { return solver->stop_reason(); });
  SolverStats s = solver->stats();
  result.stats.conflicts = s.conflicts;
  result.stats.decisions = s.decisions;
  return result;
}

RunResult run_sat(const Puzzle& puzzle, Mode mode, const RunOptions& options) {
  auto start = Clock::now();
  Cnf cnf;
  // The limits bound the encoding too: a huge puzzle's takes seconds.
  Budget encoding(options.limits);
  cnf.stop_when([&] { return encoding.over(); });
  try {
    // An external solver gets the whole encoding, as `encode` writes it.
    if (puzzle.shrinks_before_encoding() && options.backend == Backend::Sat) {
      const Shrink shrink(puzzle);
      if (std::optional<RunResult> known = shrink.answer(mode, options)) {
        known->stats.encode_ms = ms_since(start);
        return *known;
      }
      shrink.encode(embedded_options(options.encode), cnf);
    } else {
      puzzle.encode(cnf, embedded_options(options.encode));
    }
  } catch (const EncodingStopped&) {
    RunResult stopped;
    stopped.stopped = encoding.reason();
    stopped.stats.encode_ms = ms_since(start);
    return stopped;
  }
  cnf.stop_when(nullptr);
  const double encode_ms = ms_since(start);
  start = Clock::now();
  const int racers = portfolio_size(puzzle, mode, options);
  RunResult result =
      racers == 1 ? solve_cnf(puzzle, cnf, mode, options, options.limits,
                              portfolio_member(std::max(0, options.member)))
                  : race(racers, options.limits, [&](int k, const Limits& limits) {
                      return solve_cnf(puzzle, cnf, mode, options, limits, portfolio_member(k));
                    });
  result.stats.encode_ms = encode_ms;
  result.stats.solve_ms = ms_since(start);
  result.stats.vars = cnf.num_vars();
  result.stats.clauses = static_cast<long long>(cnf.num_clauses());
  return result;
}

}  // namespace

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

void settle(RunResult& result, Mode mode, const RunOptions& options, bool exhausted,
            StopReason why) {
  const long long found = result.count;
  result.count_complete = exhausted;
  result.stopped = StopReason::None;
  if (exhausted) {
    result.verdict = found == 0            ? Verdict::None
                     : mode == Mode::Solve ? Verdict::Solved
                     : found == 1          ? Verdict::Unique
                                           : Verdict::Multiple;
  } else if (found > 0 && found >= wanted_solutions(mode, options)) {
    // All that was asked for: one solution, two (so more than one), or --limit of them.
    result.verdict = found >= 2 && mode != Mode::Solve ? Verdict::Multiple : Verdict::Solved;
  } else {
    result.verdict = Verdict::Unknown;
    result.stopped = why == StopReason::None ? StopReason::Solver : why;
  }
}

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

// Runs a backend and checks its answers; running out of memory leaves the answer unknown.
template <class Solve>
RunResult checked(const Puzzle& puzzle, Solve&& solve) {
  RunResult result;
  try {
    result = solve();
  } catch (const std::bad_alloc&) {
    result = RunResult{};
    result.stopped = StopReason::Memory;
    return result;
  }
  check_answers(puzzle, result);
  return result;
}
}  // namespace

RunResult run(const Puzzle& puzzle, Mode mode, const RunOptions& options) {
  return checked(puzzle, [&] {
    return options.backend == Backend::Native ? run_native(puzzle, mode, options)
                                              : run_sat(puzzle, mode, options);
  });
}

RunResult run_cached(const Puzzle& puzzle, Mode mode, const RunOptions& options,
                     ShapeCache& cache) {
  // A large puzzle's search dwarfs what the cache saves on encoding, and it gains from shrinking
  // before encoding (driver/shrink.hpp): it takes run()'s path, with the batch's one thread.
  if (options.backend != Backend::Sat || puzzle.rows() * puzzle.cols() >= kPortfolioCells)
    return run(puzzle, mode, options);
  return checked(puzzle, [&] {
    // What the propagation alone decides needs no solver (driver/shrink.hpp).
    if (puzzle.shrinks_before_encoding())
      if (std::optional<RunResult> known = Shrink(puzzle).answer(mode, options)) return *known;
    return cache.run(puzzle, mode, options);
  });
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
