// See shape_cache.hpp for what this does and why it is sound. Inside: a thin incremental CaDiCaL
// wrapper whose limits are re-armed for every puzzle (the one in cadical_solver.cpp counts its
// deadline from its first solve, which is right for one puzzle per solver and wrong here), the
// two ways to find a shape, and the solve / block / solve loop that run_sat also follows.
#include "shape_cache.hpp"

#include <cadical.hpp>

#include <algorithm>
#include <chrono>
#include <list>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "puzzles/answer.hpp"
#include "puzzles/sudoku.hpp"

namespace gridsat {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// A solver is rebuilt from its shape after this many puzzles have each fixed an activation
// variable: it keeps the variable count and the retired clauses bounded.
constexpr int kMaxActivations = 8192;

// Stops a solve call at the puzzle's deadline or on the interrupt flag. The clock is read on
// every 16th call only: CaDiCaL asks very often and a sudoku is solved in microseconds.
class PuzzleLimits : public CaDiCaL::Terminator {
 public:
  void arm(const Limits& limits) {
    interrupt_ = limits.interrupt;
    has_deadline_ = limits.timeout_seconds > 0;
    if (has_deadline_)
      deadline_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                     std::chrono::duration<double>(limits.timeout_seconds));
    calls_ = 0;
  }
  bool expired() const { return has_deadline_ && Clock::now() >= deadline_; }
  bool terminate() override {
    if (interrupt_ && interrupt_->load(std::memory_order_relaxed)) return true;
    return has_deadline_ && (++calls_ & 15) == 0 && Clock::now() >= deadline_;
  }

 private:
  const std::atomic<bool>* interrupt_ = nullptr;
  bool has_deadline_ = false;
  Clock::time_point deadline_{};
  unsigned calls_ = 0;
};

// Counts learned clauses (one per conflict) without copying any.
class ConflictCounter : public CaDiCaL::Learner {
 public:
  bool learning(int) override {
    ++count;
    return false;
  }
  void learn(int) override {}
  long long count = 0;
};

class Solver {
 public:
  Solver() {
    solver_.set("quiet", 1);
    solver_.connect_learner(&counter_);
    solver_.connect_terminator(&limits_);
  }
  ~Solver() {
    solver_.disconnect_terminator();
    solver_.disconnect_learner();
  }
  Solver(const Solver&) = delete;
  Solver& operator=(const Solver&) = delete;

  void add_literals(const std::vector<Lit>& flat) {
    for (Lit lit : flat) solver_.add(lit);
  }
  void add_clause(std::span<const Lit> clause) {
    for (Lit lit : clause) solver_.add(lit);
    solver_.add(0);
  }
  void freeze(int var) { solver_.freeze(var); }
  void arm(const Limits& limits) { limits_.arm(limits); }
  SatResult solve(std::span<const Lit> assumptions, const Limits& limits) {
    if (limits.interrupt && limits.interrupt->load()) return SatResult::Unknown;
    if (limits_.expired()) return SatResult::Unknown;
    if (limits.max_conflicts >= 0)
      solver_.limit("conflicts", static_cast<int>(std::min<long long>(limits.max_conflicts,
                                                                      1LL << 30)));
    for (Lit lit : assumptions) solver_.assume(lit);
    int result = solver_.solve();
    if (result == 10) return SatResult::Sat;
    if (result == 20) return SatResult::Unsat;
    return SatResult::Unknown;
  }
  bool value(int var) { return solver_.val(var) > 0; }
  long long conflicts() const { return counter_.count; }

 private:
  CaDiCaL::Solver solver_;
  PuzzleLimits limits_;
  ConflictCounter counter_;
};

long long wanted_solutions(Mode mode, const RunOptions& options) {
  return mode == Mode::Solve ? 1 : mode == Mode::Unique ? 2 : options.count_limit;
}

Verdict verdict_for(Mode mode, long long found, bool exhausted) {
  if (found == 0) return exhausted ? Verdict::None : Verdict::Unknown;
  if (mode == Mode::Solve) return Verdict::Solved;
  if (found >= 2) return Verdict::Multiple;
  return exhausted ? Verdict::Unique : Verdict::Unknown;
}

// Solve, block the answer, solve again, as run_sat does. With `activation` != 0 every blocking
// clause is guarded by it (the caller assumes it, last in `assumptions`, and retires it).
void search(Solver& solver, const AnswerMap& answer, const Puzzle& puzzle, Mode mode,
            const RunOptions& options, std::span<const Lit> assumptions, int activation,
            RunResult& result) {
  const long long wanted = wanted_solutions(mode, options);
  const long long conflicts_before = solver.conflicts();
  solver.arm(options.limits);
  bool exhausted = false;
  std::vector<Lit> clause;
  while (result.count < wanted) {
    SatResult r = solver.solve(assumptions, options.limits);
    if (r == SatResult::Unsat) {
      exhausted = true;
      break;
    }
    if (r == SatResult::Unknown) break;
    Grid g = decode_grid(answer, puzzle.rows(), puzzle.cols(),
                         [&](int var) { return solver.value(var); });
    ++result.count;
    if (result.count < wanted) {
      clause.clear();
      if (activation != 0) clause.push_back(-activation);
      for (Lit lit : blocking_clause(answer, g)) clause.push_back(lit);
      solver.add_clause(clause);
    }
    if (result.solutions.size() < 2) result.solutions.push_back(std::move(g));
  }
  result.stats.conflicts = solver.conflicts() - conflicts_before;
  result.count_complete = exhausted;
  result.verdict = verdict_for(mode, result.count, exhausted);
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

// A sudoku's shape, read without encoding: empty for any other puzzle or a killer sudoku.
std::string sudoku_key(const Puzzle& puzzle, const EncodeOptions& e) {
  const auto* s = dynamic_cast<const Sudoku*>(&puzzle);
  if (!s || !s->cages.empty()) return "";
  std::string key = "sudoku " + std::to_string(s->n) + " " + std::to_string(s->box_rows) + "x" +
                    std::to_string(s->box_cols) + (s->diagonal ? " diagonal" : "") +
                    " amo=" + std::string(amo_name(e.amo)) + " card=" +
                    std::to_string(static_cast<int>(e.card)) + " visibility=" + e.visibility +
                    " sum=" + e.sum;
  if (!s->regions.empty()) {
    key += " regions";
    for (int r : s->regions) key += " " + std::to_string(r);
  }
  return key;
}

// One cached shape: its clauses (to build the solver again), its answer map, and the solver.
struct Shape {
  std::string key;         // the sudoku key, or empty for a generic shape
  std::uint64_t hash = 0;  // generic shapes: hash_shape()
  Cnf cnf;                 // the shape's clauses (no givens) and its answer map
  int rows = 0;
  int cols = 0;
  // Sudoku key: the variable of "cell (r, c) holds v" at ((r * cols + c) * stride + v), 0 if none.
  std::vector<int> value_var;
  int stride = 0;
  std::unique_ptr<Solver> solver;
  int activations = 0;
  long long last_used = 0;
};

void build_solver(Shape& shape, ShapeCacheCounters& counters) {
  shape.solver = std::make_unique<Solver>();
  shape.solver->add_literals(shape.cnf.literals());
  // Answer variables are assumed by later puzzles: never let inprocessing eliminate them.
  for (const CellVar& cv : shape.cnf.answer().entries()) shape.solver->freeze(cv.var);
  shape.activations = 0;
  ++counters.solvers_built;
}

void index_values(Shape& shape) {
  int max_value = 0;
  for (const CellVar& cv : shape.cnf.answer().entries()) max_value = std::max(max_value, cv.value);
  shape.stride = max_value + 1;
  shape.value_var.assign(
      static_cast<std::size_t>(shape.rows) * static_cast<std::size_t>(shape.cols) *
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
  for (const CellVar& cv : answer.entries()) cnf.answer().add(cv.row, cv.col, cv.value, cv.var);
  return cnf;
}

}  // namespace

struct ShapeCache::Impl {
  std::size_t max_shapes;
  std::list<Shape> shapes;
  std::unordered_set<std::uint64_t> seen_once;  // generic shapes met once, by hash
  std::unordered_set<std::string> split_refused;  // sudoku keys whose split did not verify
  long long clock = 0;
  ShapeCacheCounters counters;

  Shape& insert(Shape shape) {
    while (shapes.size() >= max_shapes) {
      auto oldest = std::min_element(shapes.begin(), shapes.end(), [](const Shape& a, const Shape& b) {
        return a.last_used < b.last_used;
      });
      shapes.erase(oldest);
    }
    shapes.push_back(std::move(shape));
    build_solver(shapes.back(), counters);
    return shapes.back();
  }

  Shape* find_key(const std::string& key) {
    for (Shape& s : shapes)
      if (s.key == key) return &s;
    return nullptr;
  }

  // The sudoku shape for `key`, built and verified on first use; null when the split is refused.
  Shape* sudoku_shape(const std::string& key, const Puzzle& puzzle, const EncodeOptions& options) {
    if (Shape* s = find_key(key)) return s;
    if (split_refused.count(key)) return nullptr;
    const auto& sudoku = dynamic_cast<const Sudoku&>(puzzle);
    Sudoku blank = sudoku;
    blank.grid = Grid(sudoku.n, sudoku.n);
    Shape shape;
    shape.key = key;
    shape.rows = puzzle.rows();
    shape.cols = puzzle.cols();
    shape.cnf = encode_puzzle(blank, options);
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

  void solve_on_shape(Shape& shape, const Puzzle& puzzle, Mode mode, const RunOptions& options,
                      std::vector<Lit>& assumptions, RunResult& result, Clock::time_point start) {
    shape.last_used = ++clock;
    if (!shape.solver || shape.activations >= kMaxActivations) build_solver(shape, counters);
    int activation = 0;
    if (mode != Mode::Solve) {
      activation = shape.cnf.num_vars() + 1 + shape.activations++;
      assumptions.push_back(activation);
    }
    result.stats.vars = shape.cnf.num_vars();
    result.stats.clauses = static_cast<long long>(shape.cnf.num_clauses()) +
                           static_cast<long long>(assumptions.size()) - (activation ? 1 : 0);
    result.stats.encode_ms = ms_since(start);
    start = Clock::now();
    search(*shape.solver, shape.cnf.answer(), puzzle, mode, options, assumptions, activation,
           result);
    if (activation != 0) {
      const Lit retire = -activation;
      shape.solver->add_clause(std::span<const Lit>(&retire, 1));
    }
    result.stats.solve_ms = ms_since(start);
  }

  RunResult run(const Puzzle& puzzle, Mode mode, const RunOptions& options) {
    RunResult result;
    auto start = Clock::now();
    if (std::string key = sudoku_key(puzzle, options.encode); !key.empty()) {
      if (Shape* shape = sudoku_shape(key, puzzle, options.encode)) {
        if (auto givens = given_literals(*shape, puzzle.givens())) {
          ++counters.fast_hits;
          solve_on_shape(*shape, puzzle, mode, options, *givens, result, start);
          return result;
        }
      }
    }
    Cnf cnf = encode_puzzle(puzzle, options.encode);
    Split split = split_units(cnf);
    const std::uint64_t hash = hash_shape(split, cnf, puzzle);
    Shape* shape = find_generic(hash, split, cnf);
    if (!shape && seen_once.count(hash)) {
      Shape fresh;
      fresh.hash = hash;
      fresh.rows = puzzle.rows();
      fresh.cols = puzzle.cols();
      fresh.cnf = cnf_from(split.rest, cnf.num_vars(), cnf.answer());
      shape = &insert(std::move(fresh));
    }
    if (shape) {
      ++counters.generic_hits;
      solve_on_shape(*shape, puzzle, mode, options, split.units, result, start);
      return result;
    }
    if (seen_once.size() > 4096) seen_once.clear();
    seen_once.insert(hash);
    ++counters.misses;
    Solver solver;
    solver.add_literals(cnf.literals());
    result.stats.vars = cnf.num_vars();
    result.stats.clauses = static_cast<long long>(cnf.num_clauses());
    result.stats.encode_ms = ms_since(start);
    start = Clock::now();
    search(solver, cnf.answer(), puzzle, mode, options, {}, 0, result);
    result.stats.solve_ms = ms_since(start);
    return result;
  }
};

ShapeCache::ShapeCache(std::size_t max_shapes) : impl_(std::make_unique<Impl>()) {
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
