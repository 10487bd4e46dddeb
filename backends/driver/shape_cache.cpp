// See shape_cache.hpp for what this does and why it is sound. Inside: the two ways to find a
// shape, and the shared solve / block loop (driver/solve_block.hpp) on a shape's solver, whose
// limits are re-armed for every puzzle.
#include "driver/shape_cache.hpp"

#include "driver/cuts.hpp"
#include "driver/solve_block.hpp"
#include "sat/cadical.hpp"

#include <time.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <list>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "puzzles/answer.hpp"
#include "sat/unit_reducer.hpp"

namespace gridsat {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// The processor time this thread has used: unlike the wall clock, not disturbed by other
// processes on a busy machine.
double thread_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// A solver is rebuilt from its shape after this many puzzles have each fixed an activation
// variable: it keeps the variable count and the retired clauses bounded.
constexpr int kMaxActivations = 8192;

// The shape's solver: the one CaDiCaL wrapper (sat/cadical.hpp), its limits re-armed for every
// puzzle.
using Solver = Cadical;

// The shared loop (driver/solve_block.hpp) on a shape's solver, under `assumptions`; `value`
// reads and `add` adds (the cuts of a lazy encoding, driver/cuts.hpp) over the shape's variables.
template <class Value, class Block, class Add>
void search(Solver& solver, const AnswerMap& answer, const Puzzle& puzzle, Mode mode,
            const RunOptions& options, std::span<const Lit> assumptions, Value&& value,
            Block&& block, Add&& add, RunResult& result) {
  const long long conflicts_before = solver.conflicts();
  solver.rearm(options.limits);
  const std::pair<int, int> size = answer_size(puzzle);  // a loop's answer grid: its edges
  solve_and_block(
      result, mode, options,
      [&] {
        return solve_with_cuts(
            puzzle, answer, [&] { return solver.solve(assumptions); }, value, add);
      },
      [&] { return decode_grid(answer, size.first, size.second, value); }, block,
      [&] { return solver.stop_reason(); });
  result.stats.conflicts = solver.conflicts() - conflicts_before;
}

// A CNF split into its unit clauses and the rest (a flat store, each clause ended by 0).
struct Split {
  std::vector<Lit> units;
  std::vector<Lit> rest;
  long long rest_clauses = 0;
};

Split split_units(const Cnf& cnf) {
  Split s;
  s.rest.reserve(cnf.literals().size());
  cnf.for_each_clause([&](std::span<const Lit> clause) {
    if (clause.size() == 1) {
      s.units.push_back(clause[0]);
    } else {
      s.rest.insert(s.rest.end(), clause.begin(), clause.end());
      s.rest.push_back(0);
      ++s.rest_clauses;
    }
  });
  return s;
}

std::uint64_t hash_literals(const std::vector<Lit>& lits, std::uint64_t h) {
  for (Lit lit : lits) {  // FNV-1a over the literals
    h ^= static_cast<std::uint32_t>(lit);
    h *= 1099511628211ULL;
  }
  return h;
}

std::uint64_t hash_shape(const Split& split, const Cnf& cnf, const Puzzle& puzzle) {
  std::uint64_t h = 14695981039346656037ULL;
  h = hash_literals({cnf.num_vars(), puzzle.rows(), puzzle.cols()}, h);
  for (const CellVar& cv : cnf.answer().entries())
    h = hash_literals({cv.row, cv.col, cv.value, cv.var}, h);
  return hash_literals(split.rest, h);
}

bool same_answer(const AnswerMap& a, const AnswerMap& b) {
  const auto& x = a.entries();
  const auto& y = b.entries();
  if (x.size() != y.size()) return false;
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i].row != y[i].row || x[i].col != y[i].col || x[i].value != y[i].value ||
        x[i].var != y[i].var)
      return false;
  return true;
}

// A puzzle's shape, read without encoding (Puzzle::shape_key) with the encoding options: empty
// when the genre offers none.
std::string read_key(const Puzzle& puzzle, const EncodeOptions& e) {
  std::string key = puzzle.shape_key();
  if (key.empty()) return "";
  return key + " amo=" + std::string(amo_name(e.amo)) +
         " card=" + std::to_string(static_cast<int>(e.card)) +
         " visibility=" + std::to_string(static_cast<int>(e.visibility)) +
         " cages=" + std::to_string(static_cast<int>(e.cages));
}

// Auto picks, per shape and mode, the strategy whose puzzles have cost less: the mean of the log
// of the processor time per puzzle (a geometric mean, so that one slow puzzle moves it little),
// over all puzzles at first and then with 1/32 weight on the newest, each strategy measured on
// a few puzzles before choosing, and the other one tried again on every 32nd puzzle in case the
// mix of puzzles changed. Reduce goes first; Assumptions is only tried while reduced puzzles need
// few conflicts (under 500, geometric mean): on long searches the incremental solver is slower,
// since every restart propagates the givens again and the other puzzles' learned clauses weigh
// on it (several times slower on 25 x 25 sudokus). Measured: assumptions win on the 17-clue set
// and on 16 x 16 sudokus (building a solver for the open part costs more than the search);
// reducing wins on the hardest 9 x 9 sets.
struct StrategyCosts {
  static constexpr int kFirstTries = 8;
  static constexpr int kExploreEvery = 32;
  static constexpr double kAssumeBelowConflicts = 500;
  std::array<double, 2> average{};  // [0] Reduce, [1] Assumptions: mean log seconds
  std::array<int, 2> tries{};
  double reduce_conflicts = 0;  // mean log(1 + conflicts) of reduced puzzles
  long long puzzles = 0;

  CacheStrategy pick() {
    ++puzzles;
    if (tries[0] < kFirstTries) return CacheStrategy::Reduce;
    if (reduce_conflicts > std::log1p(kAssumeBelowConflicts)) return CacheStrategy::Reduce;
    if (tries[1] < kFirstTries) return CacheStrategy::Assumptions;
    const int best = average[1] < average[0] ? 1 : 0;
    return strategy(puzzles % kExploreEvery == 0 ? 1 - best : best);
  }
  void record(CacheStrategy used, double seconds, long long conflicts) {
    const auto s = static_cast<std::size_t>(used == CacheStrategy::Reduce ? 0 : 1);
    // The first try pays for building the shape's solver or propagator: not counted.
    if (tries[s]++ == 0) return;
    const double weight = 1.0 / std::min(tries[s] - 1, 32);
    average[s] += (std::log(seconds + 1e-7) - average[s]) * weight;
    if (s == 0)
      reduce_conflicts += (std::log1p(static_cast<double>(conflicts)) - reduce_conflicts) * weight;
  }
  static CacheStrategy strategy(int s) {
    return s == 0 ? CacheStrategy::Reduce : CacheStrategy::Assumptions;
  }
};

// One cached shape: its clauses, its answer map, and what a strategy keeps for it.
struct Shape {
  std::string key;         // the sudoku key, or empty for a generic shape
  std::uint64_t hash = 0;  // generic shapes: hash_shape()
  Cnf cnf;                 // the shape's clauses (no givens) and its answer map
  int rows = 0;
  int cols = 0;
  // Sudoku key: the variable of "cell (r, c) holds v" at ((r * cols + c) * stride + v), 0 if none.
  std::vector<int> value_var;
  int stride = 0;
  std::vector<int> answer_vars;
  long long last_used = 0;
  // Reduce
  std::unique_ptr<UnitReducer> reducer;
  // Assumptions
  std::unique_ptr<Solver> solver;
  int activations = 0;
  // Auto: per mode, the running cost of each strategy on this shape.
  std::array<StrategyCosts, 3> costs;
};

void index_values(Shape& shape) {
  int max_value = 0;
  for (const CellVar& cv : shape.cnf.answer().entries()) max_value = std::max(max_value, cv.value);
  shape.stride = max_value + 1;
  shape.value_var.assign(static_cast<std::size_t>(shape.rows) *
                             static_cast<std::size_t>(shape.cols) *
                             static_cast<std::size_t>(shape.stride),
                         0);
  for (const CellVar& cv : shape.cnf.answer().entries())
    if (cv.value >= 0)
      shape.value_var[static_cast<std::size_t>((cv.row * shape.cols + cv.col) * shape.stride +
                                               cv.value)] = cv.var;
}

// The literals that say "the givens hold", or nothing when a given has no variable.
std::optional<std::vector<Lit>> given_literals(const Shape& shape, const Grid& givens) {
  std::vector<Lit> lits;
  for (int r = 0; r < givens.rows; ++r)
    for (int c = 0; c < givens.cols; ++c) {
      int v = givens.at(r, c);
      if (v == kUnknown) continue;
      if (v < 0 || v >= shape.stride) return std::nullopt;
      int var = shape.value_var[static_cast<std::size_t>((r * shape.cols + c) * shape.stride + v)];
      if (var == 0) return std::nullopt;
      lits.push_back(var);
    }
  return lits;
}

Cnf cnf_from(const std::vector<Lit>& flat, int num_vars, const AnswerMap& answer) {
  Cnf cnf;
  cnf.reserve(flat.size());
  if (num_vars > 0) cnf.new_vars(num_vars);
  std::size_t start = 0;
  for (std::size_t i = 0; i < flat.size(); ++i)
    if (flat[i] == 0) {
      cnf.add(std::span<const Lit>(flat.data() + start, i - start));
      start = i + 1;
    }
  cnf.answer() = answer;  // a loop's map keeps its shape (the edge layout decode_grid makes)
  return cnf;
}

}  // namespace

struct ShapeCache::Impl {
  CacheStrategy strategy = CacheStrategy::Reduce;
  std::size_t max_shapes = 4;
  std::list<Shape> shapes;
  std::unordered_set<std::string> split_refused;  // sudoku keys whose split did not verify
  long long clock = 0;
  ShapeCacheCounters counters;
  std::vector<Lit> open_clauses;  // Reduce: scratch, reused from puzzle to puzzle

  Shape& insert(Shape shape) {
    while (shapes.size() >= max_shapes) {
      auto oldest = std::min_element(
          shapes.begin(), shapes.end(),
          [](const Shape& a, const Shape& b) { return a.last_used < b.last_used; });
      shapes.erase(oldest);
    }
    for (const CellVar& cv : shape.cnf.answer().entries()) shape.answer_vars.push_back(cv.var);
    ++counters.shapes_built;
    shapes.push_back(std::move(shape));
    return shapes.back();
  }

  Shape* find_key(const std::string& key) {
    for (Shape& s : shapes)
      if (s.key == key) return &s;
    return nullptr;
  }

  // The sudoku shape for `key`, built and verified on first use; null when the split is refused.
  Shape* keyed_shape(const std::string& key, const Puzzle& puzzle, const EncodeOptions& options) {
    if (Shape* s = find_key(key)) return s;
    if (split_refused.count(key)) return nullptr;
    const std::unique_ptr<Puzzle> blank = with_clues(puzzle, {});
    Shape shape;
    shape.key = key;
    shape.rows = puzzle.rows();
    shape.cols = puzzle.cols();
    shape.cnf = encode_puzzle(*blank, options);
    index_values(shape);
    if (!split_verified(shape, puzzle, options)) {
      split_refused.insert(key);
      return nullptr;
    }
    return &insert(std::move(shape));
  }

  // Encoding the whole puzzle gives the shape's clauses plus one unit per given, nothing else.
  static bool split_verified(const Shape& shape, const Puzzle& puzzle,
                             const EncodeOptions& options) {
    Cnf whole = encode_puzzle(puzzle, options);
    Split w = split_units(whole);
    Split s = split_units(shape.cnf);
    auto givens = given_literals(shape, puzzle.givens());
    if (!givens || whole.num_vars() != shape.cnf.num_vars() || w.rest != s.rest ||
        !same_answer(whole.answer(), shape.cnf.answer()))
      return false;
    std::vector<Lit> expected = s.units;
    expected.insert(expected.end(), givens->begin(), givens->end());
    std::sort(expected.begin(), expected.end());
    std::sort(w.units.begin(), w.units.end());
    return expected == w.units;
  }

  Shape* find_generic(std::uint64_t hash, const Split& split, const Cnf& cnf) {
    for (Shape& s : shapes)
      if (s.key.empty() && s.hash == hash && s.cnf.num_vars() == cnf.num_vars() &&
          s.cnf.literals() == split.rest && same_answer(s.cnf.answer(), cnf.answer()))
        return &s;
    return nullptr;
  }

  // Reduce: propagate the givens over the compiled shape, solve the open part on a fresh solver.
  void solve_reduced(Shape& shape, const Puzzle& puzzle, Mode mode, const RunOptions& options,
                     std::span<const Lit> givens, RunResult& result, Clock::time_point start) {
    if (!shape.reducer)
      shape.reducer = std::make_unique<UnitReducer>(shape.cnf.literals(), shape.cnf.num_vars());
    UnitReducer& reducer = *shape.reducer;
    const bool consistent = reducer.reduce(givens, shape.answer_vars, open_clauses);
    result.stats.encode_ms = ms_since(start);
    start = Clock::now();
    const AnswerMap& answer = shape.cnf.answer();
    if (!consistent) {  // propagation alone refutes the givens
      ++counters.by_propagation;
      settle(result, mode, options, true, StopReason::None);
    } else if (open_clauses.empty() && reducer.dense_vars() == 0) {
      // Every answer variable is fixed and nothing is left to satisfy: one solution, forced.
      ++counters.by_propagation;
      const auto [rows, cols] = answer_size(puzzle);
      result.solutions.push_back(
          decode_grid(answer, rows, cols, [&](int var) { return reducer.value(var) > 0; }));
      result.count = 1;
      settle(result, mode, options, true, StopReason::None);
    } else {
      // A throwaway solver for the open part: ~10% less time on the forum-hardest set without
      // CaDiCaL's lucky phases and chronological backtracking (600 puzzles, three rounds).
      Solver solver(options.limits, true);
      solver.reserve(reducer.dense_vars());
      solver.add_literals(open_clauses);
      auto value = [&](int var) {
        const int fixed = reducer.value(var);
        if (fixed != 0) return fixed > 0;
        const int d = reducer.dense(var);
        return d != 0 && solver.value(d);
      };
      std::vector<Lit> clause;
      auto block = [&](const Grid& g) {
        clause.clear();
        for (Lit lit : blocking_clause(answer, g)) {  // fixed literals are false: left out
          const int d = reducer.dense(std::abs(lit));
          if (d != 0) clause.push_back(lit > 0 ? d : -d);
        }
        if (clause.empty()) return false;
        solver.add_clause(clause);
        return true;
      };
      // A cut is over answer variables, each fixed or kept dense: its fixed literals are false
      // (the model keeps them and breaks the cut) and left out, the rest renumbered.
      auto add = [&](const std::vector<Lit>& cut) {
        clause.clear();
        for (Lit lit : cut) {
          const int d = reducer.dense(std::abs(lit));
          if (d != 0) clause.push_back(lit > 0 ? d : -d);
        }
        solver.add_clause(clause);
      };
      search(solver, answer, puzzle, mode, options, {}, value, block, add, result);
    }
    result.stats.solve_ms = ms_since(start);
  }

  // Assumptions: the givens are assumed on the shape's incremental solver.
  void solve_assuming(Shape& shape, const Puzzle& puzzle, Mode mode, const RunOptions& options,
                      std::vector<Lit> assumptions, RunResult& result, Clock::time_point start) {
    if (!shape.solver || shape.activations >= kMaxActivations) {
      shape.solver = std::make_unique<Solver>();
      shape.solver->add_literals(shape.cnf.literals());
      // Answer variables are assumed by later puzzles: never let inprocessing eliminate them.
      for (int var : shape.answer_vars) shape.solver->freeze(var);
      shape.activations = 0;
    }
    Solver& solver = *shape.solver;
    int activation = 0;
    if (mode != Mode::Solve) {
      activation = shape.cnf.num_vars() + ++shape.activations;
      assumptions.push_back(activation);
    }
    result.stats.encode_ms = ms_since(start);
    start = Clock::now();
    auto value = [&](int var) { return solver.value(var); };
    std::vector<Lit> clause;
    auto block = [&](const Grid& g) {
      clause.assign(1, -activation);
      for (Lit lit : blocking_clause(shape.cnf.answer(), g)) clause.push_back(lit);
      solver.add_clause(clause);
      return true;
    };
    auto add = [&](const std::vector<Lit>& cut) { solver.add_clause(cut); };
    search(solver, shape.cnf.answer(), puzzle, mode, options, assumptions, value, block, add,
           result);
    if (activation != 0) {
      const Lit retire = -activation;
      solver.add_clause(std::span<const Lit>(&retire, 1));
    }
    result.stats.solve_ms = ms_since(start);
  }

  void solve_on(Shape& shape, const Puzzle& puzzle, Mode mode, const RunOptions& options,
                std::vector<Lit> givens, RunResult& result, Clock::time_point start) {
    shape.last_used = ++clock;
    result.stats.vars = shape.cnf.num_vars();
    result.stats.clauses =
        static_cast<long long>(shape.cnf.num_clauses()) + static_cast<long long>(givens.size());
    const double cpu_before = thread_seconds();
    CacheStrategy use = strategy;
    StrategyCosts& costs = shape.costs[static_cast<std::size_t>(mode)];
    if (use == CacheStrategy::Auto) use = costs.pick();
    ++(use == CacheStrategy::Reduce ? counters.reduced : counters.assumed);
    if (use == CacheStrategy::Reduce)
      solve_reduced(shape, puzzle, mode, options, givens, result, start);
    else
      solve_assuming(shape, puzzle, mode, options, std::move(givens), result, start);
    costs.record(use, thread_seconds() - cpu_before, result.stats.conflicts);
  }

  RunResult run(const Puzzle& puzzle, Mode mode, const RunOptions& options) {
    RunResult result;
    auto start = Clock::now();
    const EncodeOptions encode = embedded_options(options.encode);
    if (std::string key = read_key(puzzle, encode); !key.empty()) {
      if (Shape* shape = keyed_shape(key, puzzle, encode)) {
        if (auto givens = given_literals(*shape, puzzle.givens())) {
          ++counters.read_key;
          solve_on(*shape, puzzle, mode, options, std::move(*givens), result, start);
          return result;
        }
      }
    }
    Cnf cnf = encode_puzzle(puzzle, encode);
    Split split = split_units(cnf);
    const std::uint64_t hash = hash_shape(split, cnf, puzzle);
    Shape* shape = find_generic(hash, split, cnf);
    if (!shape) {
      Shape fresh;
      fresh.hash = hash;
      fresh.rows = puzzle.rows();
      fresh.cols = puzzle.cols();
      fresh.cnf = cnf_from(split.rest, cnf.num_vars(), cnf.answer());
      shape = &insert(std::move(fresh));
    }
    ++counters.encoded_key;
    solve_on(*shape, puzzle, mode, options, std::move(split.units), result, start);
    return result;
  }
};

ShapeCache::ShapeCache(CacheStrategy strategy, std::size_t max_shapes)
    : impl_(std::make_unique<Impl>()) {
  impl_->strategy = strategy;
  impl_->max_shapes = std::max<std::size_t>(1, max_shapes);
}

ShapeCache::~ShapeCache() = default;

RunResult ShapeCache::run(const Puzzle& puzzle, Mode mode, const RunOptions& options) {
  return impl_->run(puzzle, mode, options);
}

const ShapeCacheCounters& ShapeCache::counters() const {
  return impl_->counters;
}

}  // namespace gridsat
