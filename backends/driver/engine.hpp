// Where a puzzle meets a backend: encode, solve (incrementally, blocking each answer over the
// cell variables for `unique` and `count`), decode, and hold every answer against the puzzle's
// rules check before anyone sees it. Only the Puzzle interface is known here.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzles/puzzle.hpp"
#include "sat/sat_solver.hpp"

namespace gridsat {

enum class Mode { Solve, Unique, Count };
enum class Backend { Sat, Native, External };

struct RunOptions {
  Backend backend = Backend::Sat;
  std::string solver_command;  // for Backend::External
  EncodeOptions encode;
  Limits limits;
  long long count_limit = 1000;
  // Solvers raced on threads of their own by the sat backend (driver/portfolio.hpp); 0: chosen
  // from the machine and the puzzle's size (the command line's default). One is deterministic.
  int threads = 1;
  // Only member k of that race (portfolio_member), on one thread; -1: the race as `threads`
  // says. What scripts/portfolio-scaling runs one after another to tell how the race scales.
  int member = -1;
};

struct RunStats {
  int vars = 0;
  long long clauses = 0;
  double encode_ms = 0;
  double solve_ms = 0;
  long long conflicts = 0;
  long long decisions = -1;
  long long nodes = 0;  // native backend
};

enum class Verdict { Solved, Unique, Multiple, None, Unknown };

struct RunResult {
  Verdict verdict = Verdict::Unknown;
  std::vector<Grid> solutions;  // at most two are kept
  long long count = 0;          // solutions found (count mode: up to the limit)
  bool count_complete = false;  // count is exact (not cut by the limit or a time limit)
  RunStats stats;
  // Why the run stopped before its answer was known (then verdict is Unknown); None when the
  // answer is known, a count that reached count_limit included ("at least count_limit").
  StopReason stopped = StopReason::None;
  // Set when a backend returned an answer that breaks the rules: a bug, never printed as an answer.
  std::optional<std::string> internal_error;
};

RunResult run(const Puzzle& puzzle, Mode mode, const RunOptions& options);

// How many solutions a mode looks for: 1, 2, or the count limit.
long long wanted_solutions(Mode mode, const RunOptions& options);
// Sets `result`'s verdict, count_complete and stopped once a search has found result.count
// solutions: `exhausted` when it went through the whole search space, `why` the reason a search
// that did neither (exhausted, or found all it wanted) stopped. Every backend ends this way, so
// that a search cut short is never taken for an answer.
void settle(RunResult& result, Mode mode, const RunOptions& options, bool exhausted,
            StopReason why);

class ShapeCache;  // backends/shape_cache.hpp
// As run(), for many puzzles in a row: with the sat backend, same-shaped puzzles share one
// incremental solver kept in `cache` (one cache per thread), their givens passed as assumptions.
// Same verdicts, and every answer passes the same rules check. Other backends, and puzzles of
// kPortfolioCells cells or more (driver/portfolio.hpp), go through run().
RunResult run_cached(const Puzzle& puzzle, Mode mode, const RunOptions& options, ShapeCache& cache);

// Encodes the puzzle once (the same CNF `encode` writes).
Cnf encode_puzzle(const Puzzle& puzzle, const EncodeOptions& options);

// Cells (row-major, 0-based) where two grids differ.
std::vector<std::pair<int, int>> differing_cells(const Grid& a, const Grid& b);

std::string_view verdict_name(Verdict verdict);

}  // namespace gridsat
