// generate: a random solution, every clue it implies, then clues taken away in random order for
// as long as the puzzle stays unique. The genre unit says what its puzzles are made of
// (genres/genre.hpp: Generator); this file is the part every genre shares.
//
//  - The solution: the genre's frame (its rules without clues) on one solver; the cells are
//    visited in random order, each offered a random value as an assumption (kept when the
//    current model already has it, else kept when the solver finds a model with it, else the
//    model's value is kept).
//  - The clues: what the genre says the solution implies (every cell as a given for sudoku and
//    binairo, every border clue for skyscrapers and abc, ...), plus, only if those leave the
//    puzzle ambiguous, givens at random cells where a second solution differs (a loop genre,
//    whose edges are never given, draws another solution instead). A genre whose
//    clues are not removable one by one (calcudoku's cages) finishes the puzzle itself.
//  - The removal: one ClueSolver (clue_solver.hpp) with the solution blocked; a clue goes when the
//    other clues, assumed, leave no other solution (UNSAT). Givens go before other clues, so a
//    puzzle with border clues keeps only the givens it needs. Without --minimal the removal
//    stops at the first clue that must stay (a quicker, easier puzzle; the givens of a puzzle
//    with other clues are all tried, they are extras); with it, every clue is tried once, and
//    that is enough: a clue that was needed once stays needed, because the second solution that
//    needed it also satisfies every smaller set of clues.
//  - Progress (GenerateSpec::progress) is reported at each phase's start and end and, between,
//    at most five times a second, so that a display costs nothing next to the solve calls.
//  - Randomness comes from puzzles/random.hpp only, so that a seed gives the same puzzle with any
//    standard library; CaDiCaL is deterministic for the same clauses and assumptions.
#include <algorithm>
#include <chrono>
#include <map>
#include <numeric>
#include <stdexcept>

#include "genres/genre.hpp"
#include "puzzles/answer_kind.hpp"
#include "sat/budget.hpp"
#include "setter/clue_solver.hpp"
#include "setter/setter.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// ---- progress ----

// Passes GenerateSpec::progress the current phase: always at a phase's start and end, in between
// only when 0.2 s have gone by since the last call.
class ProgressReporter {
 public:
  explicit ProgressReporter(const GenerateSpec& spec) : callback_(spec.progress) {}

  void start(GenerateProgress::Phase phase, std::size_t total) {
    current_ = {phase, 0, total};
    report();
  }
  void step(std::size_t done) {
    current_.done = done;
    if (callback_ && Clock::now() - last_ >= kInterval) report();
  }
  void end() { report(); }

 private:
  using Clock = std::chrono::steady_clock;
  static constexpr std::chrono::milliseconds kInterval{200};

  void report() {
    if (!callback_) return;
    last_ = Clock::now();
    callback_(current_);
  }

  const std::function<void(const GenerateProgress&)>& callback_;
  GenerateProgress current_;
  Clock::time_point last_;
};

// ---- the random solution ----

// The conflicts one step of the walk may spend on trying a cell's other value (all the lazy
// cuts' rounds together); past them the cell keeps its value in the model at hand.
constexpr long long kProbeConflicts = 1000;

// A random solution of `empty` (a puzzle without clues), or nothing when it has none.
std::optional<Grid> random_solution(const Puzzle& empty, const GenerateSpec& spec, Random& rng,
                                    ProgressReporter& progress) {
  const auto [rows, cols] = answer_size(empty);  // a loop's answer grid holds its edges
  progress.start(GenerateProgress::Phase::Solution, at(rows * cols));
  ClueSolver solver(empty, spec.encode, spec.limits);
  SatResult r = solver.solve({});
  if (r == SatResult::Unknown) throw GenerateStopped(solver.stop_reason());
  if (r == SatResult::Unsat) return std::nullopt;
  Grid model = solver.model();
  std::vector<int> order(at(rows * cols));
  std::iota(order.begin(), order.end(), 0);
  rng.shuffle(order);
  std::vector<Lit> fixed;
  for (std::size_t visited = 0; visited < order.size(); ++visited) {
    progress.step(visited);
    const int cell = order[visited];
    const int row = cell / cols, col = cell % cols;
    const std::vector<int> values = solver.values(row, col);
    if (values.empty()) continue;  // no variable: the padding cell of a row of h edges
    const int value = rng.pick(values);
    if (model.cells[at(cell)] != value) {
      // A probe that the bound cuts short keeps the model's value, which is known to work: the
      // walk stays a solution, and a rare hard question (under lazy cuts of two connections, a
      // proof that no connected answer exists took minutes) costs a bounded time.
      fixed.push_back(solver.cell_literal(row, col, value));
      r = solver.probe(fixed, kProbeConflicts);
      fixed.pop_back();
      if (r == SatResult::Unknown && solver.budget_over())
        throw GenerateStopped(solver.stop_reason());
      if (r == SatResult::Sat) model = solver.model();
    }
    fixed.push_back(solver.cell_literal(row, col, model.cells[at(cell)]));
  }
  progress.step(order.size());
  progress.end();
  return model;
}

// ---- clue removal ----

// `frame`: the puzzle's fixed part (no removable clues). Returns the clues that are kept, or
// nothing when all of them leave the puzzle ambiguous and its answer cells cannot be givens (a
// loop's edges, or `gives_cells` false), with a second solution in `other`: then the frame must
// change or another solution be drawn.
std::optional<std::vector<Clue>> reduce_clues(const Puzzle& frame, const Grid& solution,
                                              std::vector<Clue> clues, bool gives_cells,
                                              Grid& other, const GenerateSpec& spec, Random& rng,
                                              ProgressReporter& progress) {
  ClueSolver solver(frame, spec.encode, spec.limits);
  solver.block(solution);
  auto solve = [&](const std::vector<Clue>& set) {
    SatResult r = solver.solve(set);
    if (r == SatResult::Unknown) throw GenerateStopped(solver.stop_reason());
    return r;
  };
  // Border clues alone may leave it ambiguous: add givens where a second solution differs.
  std::vector<Clue> givens;
  while (solve(clues) == SatResult::Sat) {
    other = solver.model();
    if (!gives_cells || frame.answer_kind() == AnswerKind::Loop) return std::nullopt;
    std::vector<int> differ;
    for (int cell = 0; cell < solution.rows * solution.cols; ++cell)
      if (other.cells[at(cell)] != solution.cells[at(cell)]) differ.push_back(cell);
    const int cell = rng.pick(differ);
    const Clue given{
        Clue::Kind::Given,       cell / solution.cols, cell % solution.cols, Side::Top, 0,
        solution.cells[at(cell)]};
    clues.push_back(given);
  }
  std::vector<Clue> order, borders;  // givens first, then the genre's other clues
  for (const Clue& clue : clues) (clue.kind == Clue::Kind::Given ? order : borders).push_back(clue);
  rng.shuffle(order);
  rng.shuffle(borders);
  order.insert(order.end(), borders.begin(), borders.end());
  std::vector<Clue> kept = clues;
  progress.start(GenerateProgress::Phase::Clues, order.size());
  std::size_t tried = 0;
  for (const Clue& clue : order) {
    progress.step(tried++);
    std::vector<Clue> without;
    for (const Clue& k : kept)
      if (!(k == clue)) without.push_back(k);
    if (solve(without) == SatResult::Unsat)
      kept = std::move(without);
    else if (!spec.minimal && (clue.kind != Clue::Kind::Given || borders.empty()))
      break;
  }
  progress.step(tried);
  progress.end();
  // The order of a puzzle's own listing, whatever the removal order was.
  std::vector<Clue> out;
  for (const Clue& clue : clues)
    if (std::find(kept.begin(), kept.end(), clue) != kept.end()) out.push_back(clue);
  return out;
}

const Generator& generator_of(const GenerateSpec& spec) {
  const Genre* genre = find_genre(spec.type);
  if (!genre || !genre->generator)
    throw std::invalid_argument("cannot generate puzzles of type '" + spec.type + "'");
  return *genre->generator;
}

}  // namespace

std::optional<std::string> generate_spec_problem(const GenerateSpec& spec) {
  const Genre* genre = find_genre(spec.type);
  if (!genre || !genre->generator) return "cannot generate puzzles of type '" + spec.type + "'";
  if (!spec.difficulty.empty()) {
    std::string names;
    bool known = false;
    for (const Grade& g : grades()) {
      names += (names.empty() ? "" : ", ") + std::string(g.name);
      known = known || g.name == spec.difficulty;
    }
    if (!known) return "unknown difficulty '" + spec.difficulty + "' (" + names + ")";
  }
  return genre->generator->problem ? genre->generator->problem(spec.params) : std::nullopt;
}

std::unique_ptr<Puzzle> generate_frame(const GenerateSpec& spec) {
  Random rng(0);
  return generator_of(spec).frame(spec.params, rng);
}

std::uint64_t puzzle_seed(std::uint64_t seed, std::uint64_t index) {
  // splitmix64 of the pair: neighbouring seeds and indices give unrelated streams.
  std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (index + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::optional<int> generate_size_limit(const GenerateSpec& spec) {
  const Generator& generator = generator_of(spec);
  std::optional<int> limit;
  auto consider = [&](std::string_view key) {
    auto it = generator.largest.find(key);
    if (it != generator.largest.end() && it->second > 0)
      limit = limit ? std::min(*limit, it->second) : it->second;
  };
  bool variant = false;
  for (const auto& [key, side] : generator.largest)
    if (!key.empty() && spec.params.has(std::string(key))) {
      consider(key);
      variant = true;
    }
  if (!variant) consider("");
  return limit;
}

namespace {

std::unique_ptr<Puzzle> generate_any(const GenerateSpec& spec, std::uint64_t seed);

// Puzzles of the seed's sequence until one rates as `spec.difficulty` asks.
std::unique_ptr<Puzzle> generate_graded(const GenerateSpec& spec, std::uint64_t seed) {
  std::map<std::string, int> seen;  // the grades that came instead
  const bool easiest = spec.difficulty == grades().front().name;
  for (int attempt = 0; attempt < spec.difficulty_attempts; ++attempt) {
    GenerateSpec one = spec;
    one.difficulty.clear();
    one.minimal = spec.minimal || (!easiest && attempt % 2 == 1);
    auto puzzle = generate_any(one, puzzle_seed(seed, static_cast<std::uint64_t>(attempt)));
    const Rating rating = rate(*puzzle, RateOptions{spec.encode, spec.limits});
    if (rating.status == Verdict::Unknown) throw GenerateStopped(rating.stopped);
    if (rating.grade == spec.difficulty) return puzzle;
    ++seen[rating.grade];
  }
  std::string came;
  for (const auto& [grade, count] : seen)
    came += (came.empty() ? "" : ", ") + grade + " " + std::to_string(count);
  throw GenerateNotFound("no " + spec.difficulty + " puzzle in " +
                         std::to_string(spec.difficulty_attempts) + " attempts (they rated " +
                         came + ")");
}

}  // namespace

std::unique_ptr<Puzzle> generate(const GenerateSpec& spec, std::uint64_t seed) {
  if (auto problem = generate_spec_problem(spec)) throw std::invalid_argument(*problem);
  return spec.difficulty.empty() ? generate_any(spec, seed) : generate_graded(spec, seed);
}

namespace {

std::unique_ptr<Puzzle> generate_any(const GenerateSpec& spec, std::uint64_t seed) {
  const Generator& generator = generator_of(spec);
  ProgressReporter progress(spec);
  Random rng(seed);
  std::unique_ptr<Puzzle> frame;
  std::optional<Grid> solution;
  // A random frame (a jigsaw layout) may have no solution at all: draw another.
  auto draw = [&] {
    solution.reset();
    for (int attempt = 0; !solution; ++attempt) {
      if (attempt == 100)
        throw GenerateNotFound("no " + spec.type + " layout with a solution found in 100 draws");
      frame = generator.frame(spec.params, rng);
      solution = random_solution(*frame, spec, rng, progress);
    }
  };
  draw();
  if (generator.finish) {
    progress.start(GenerateProgress::Phase::Finish, 0);
    std::size_t solves = 0;
    auto puzzle = generator.finish(*solution, spec.params, rng, [&](const Puzzle& puzzle) {
      RunOptions options;
      options.encode = spec.encode;
      options.limits = spec.limits;
      RunResult r = run(puzzle, Mode::Unique, options);
      if (r.verdict == Verdict::Unknown) throw GenerateStopped(r.stopped);
      progress.step(++solves);
      return r.solutions;
    });
    progress.end();
    return puzzle;
  }
  GenerateParams params = spec.params;
  Budget budget(spec.limits);
  budget.start();
  params.should_stop = [&budget] { return budget.over(); };
  // A loop whose every clue still allows another loop cannot be given edges (nor can the cells
  // of a genre that gives none): the genre refines its frame against the second solution while
  // it can (a room cut in two), else another frame and solution are drawn.
  int refined = 0;
  for (int attempt = 0;;) {
    std::vector<Clue> clues = generator.clues(*frame, *solution, params, rng);
    if (budget.over()) throw GenerateStopped(budget.reason());
    Grid other;
    const auto kept = reduce_clues(*frame, *solution, std::move(clues), generator.gives_cells,
                                   other, spec, rng, progress);
    if (kept) {
      auto puzzle = with_clues(*frame, *kept);
      // The solution the clues were measured from must be the puzzle's (a frame the genre
      // refined, or a genre's clues, that broke it would make a puzzle without a solution).
      if (auto broken = check_solution(*puzzle, *solution))
        throw std::logic_error("a generated " + spec.type +
                               " lost its solution: " + describe(*broken));
      return puzzle;
    }
    if (generator.refine && refined < solution->rows * solution->cols &&
        generator.refine(*frame, *solution, other, rng)) {
      ++refined;
      continue;
    }
    if (++attempt == 100)
      throw GenerateNotFound("no " + spec.type +
                             " solution that its clues make unique found in 100 draws");
    draw();
    refined = 0;
  }
}

}  // namespace

}  // namespace gridsat
