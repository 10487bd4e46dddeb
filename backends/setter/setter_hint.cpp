// hint: the next cell that follows from the clues and the filled cells, the weakest reasoning
// that finds it (reasoning.hpp), and the fewest clues and filled cells that force it.
//
//  1. A solution that keeps the filled cells, by a fresh solver on the puzzle's encoding. None:
//     either the puzzle itself has none, or the filled cells contradict it (then: the filled
//     cells that differ from the solution when there is exactly one, and a minimal set of
//     filled cells that cannot hold with the clues, clue_sets.hpp). The clues and the filled
//     cells are assumptions on one clue solver (clue_solver.hpp, fixed clues switched too, so a
//     cage can be named) for the rest.
//  2. Propagation from all of them; a cell it decides is the hint (the one resting on the fewest
//     assumptions). Else the easiest trials (those whose contradiction is shortest, as rate
//     takes them) until one decides a cell, then deep trials likewise. Else search: a cell with
//     the same value in every model (clue_sets.hpp forced_cells).
//  3. What it rests on: the assumptions the derivation used (each derived literal keeps them),
//     then shrunk by deletion: an assumption goes when the cell still follows without it by
//     reasoning of the same level (for search: by the solver, clue_sets.hpp minimal_core).
#include <algorithm>
#include <map>
#include <stdexcept>
#include <tuple>

#include "driver/cuts.hpp"
#include "puzzles/answer.hpp"
#include "puzzles/answer_kind.hpp"
#include "sat/cadical.hpp"
#include "setter/clue_sets.hpp"
#include "setter/clue_solver.hpp"
#include "setter/reasoning.hpp"
#include "setter/setter.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Why the hint stops when a solve call or the reasoning gives up.
Hint stopped(ClueSolver& solver, StopReason why = StopReason::None) {
  Hint out;
  out.status = Hint::Status::Unknown;
  out.stopped = why != StopReason::None ? why : solver.stop_reason();
  if (out.stopped == StopReason::None) out.stopped = StopReason::Timeout;
  return out;
}

struct Assumptions {
  std::vector<Lit> literals;      // the clues', then the filled cells'
  std::size_t clue_count = 0;     // the first clue_count are clues
  std::vector<CellValue> filled;  // the filled cells, in the order of their literals
};

// The cells of the state that count as filled: not a given (unless it contradicts the given),
// and an answer cell with a variable.
Assumptions assumptions_of(const Puzzle& puzzle, ClueSolver& solver, const std::vector<Clue>& clues,
                           const Grid& state, bool& impossible) {
  Assumptions out;
  for (const Clue& clue : clues) out.literals.push_back(solver.literal(clue));
  out.clue_count = out.literals.size();
  if (state.cells.empty()) return out;
  const bool loop = puzzle.answer_kind() == AnswerKind::Loop;
  for (int r = 0; r < state.rows; ++r)
    for (int c = 0; c < state.cols; ++c) {
      const int v = state.at(r, c);
      if (v == kUnknown) continue;
      if (solver.values(r, c).empty()) continue;  // the padding of a loop's layout
      if (!loop && puzzle.givens().at(r, c) == v) continue;
      const Lit lit = solver.cell_literal(r, c, v);
      if (lit == 0) {  // a value the cell cannot hold
        impossible = true;
        out.filled.push_back({r, c, v});
        continue;
      }
      out.literals.push_back(lit);
      out.filled.push_back({r, c, v});
    }
  return out;
}

// A solution of the puzzle that keeps the filled cells, by a fresh solver on the puzzle's own
// encoding (as `solve` finds one: the clue solver's assumptions would make a hard puzzle many
// times slower to solve). Unsat when there is none; Unknown when a limit stopped it (`why`).
SatResult solution_keeping(const Puzzle& puzzle, const HintOptions& options,
                           const std::vector<CellValue>& filled, Grid& solution, StopReason& why) {
  const Cnf cnf = encode_puzzle(puzzle, embedded_options(options.encode));
  std::map<std::tuple<int, int, int>, Lit> literal;  // (row, col, value) of the answer map
  std::map<std::pair<int, int>, int> entries;
  for (const CellVar& e : cnf.answer().entries()) {
    literal[{e.row, e.col, e.value}] = e.var;
    ++entries[{e.row, e.col}];
  }
  Cadical solver(options.limits);
  solver.add_literals(cnf.literals());
  for (const CellValue& f : filled) {
    Lit lit = 0;
    if (auto it = literal.find({f.row, f.col, f.value}); it != literal.end())
      lit = it->second;
    else if (f.value == 0 && entries[{f.row, f.col}] == 1 && literal.count({f.row, f.col, 1}))
      lit = -literal[{f.row, f.col, 1}];  // a boolean cell's 0
    if (lit == 0) return SatResult::Unsat;
    const Lit unit[] = {lit};
    solver.add_clause(unit);
  }
  const SatResult r = solve_with_cuts(puzzle, cnf.answer(), solver);
  why = solver.stop_reason();
  if (r == SatResult::Sat) {
    const auto [rows, cols] = answer_size(puzzle);
    solution = decode_grid(cnf.answer(), rows, cols, [&](int var) { return solver.value(var); });
  }
  return r;
}

// The filled cells that differ from the solution (when the puzzle has exactly one) and a minimal
// set of filled cells that contradicts the clues.
Hint contradiction(ClueSolver& solver, const Assumptions& a, bool impossible) {
  Hint out;
  const std::span<const Lit> clue_lits(a.literals.data(), a.clue_count);
  SatResult r = solver.solve_literals(clue_lits);
  if (r == SatResult::Unknown) return stopped(solver);
  if (r == SatResult::Unsat) {
    out.status = Hint::Status::NoSolution;
    return out;
  }
  out.status = Hint::Status::Contradiction;
  const Grid solution = solver.model();
  const Lit guard = solver.new_var();
  solver.block(solution, guard);
  std::vector<Lit> assume(clue_lits.begin(), clue_lits.end());
  assume.push_back(guard);
  r = solver.solve_literals(assume);
  const Lit retire[] = {-guard};
  solver.add_clause(retire);
  if (r == SatResult::Unknown) return stopped(solver);
  const std::size_t literal_count = a.literals.size() - a.clue_count;
  if (r == SatResult::Unsat)  // exactly one solution: the filled cells that differ are wrong
    for (const CellValue& f : a.filled)
      if (solution.at(f.row, f.col) != f.value) out.wrong.push_back(f);
  if (impossible) {  // a value no cell of its kind holds: that cell alone
    for (const CellValue& f : a.filled)
      if (solver.cell_literal(f.row, f.col, f.value) == 0) {
        out.conflict = {f};
        return out;
      }
  }
  const Core core = minimal_core(
      solver, std::span<const Lit>(a.literals.data() + a.clue_count, literal_count), clue_lits);
  if (core.status == SatResult::Unknown) return stopped(solver);
  for (std::size_t i : core.kept) out.conflict.push_back(a.filled[i]);
  return out;
}

class HintFinder {
 public:
  HintFinder(ClueSolver& solver, const Assumptions& a, Reasoner& reasoner)
      : solver_(solver), a_(a), reasoner_(reasoner), open_(reasoner.wanted_cells()) {}

  // The cell (answer-grid index) and the level, or nothing when no cell follows.
  std::optional<std::pair<int, Reasoning>> find(const Grid& model, bool& stopped_early) {
    if (!reasoner_.start(a_.literals))
      throw std::logic_error("propagation refutes assumptions the solver satisfies");
    auto any_decided = [&] {
      for (int cell : open_)
        if (reasoner_.decided(cell) != kUnknown) return true;
      return false;
    };
    if (any_decided()) return std::pair(fewest_support(), Reasoning::Propagation);
    // The easiest trials first (the shortest contradictions), as rate() takes them.
    while (!reasoner_.exhausted() && reasoner_.easiest_trials().first > 0)
      if (any_decided()) return std::pair(fewest_support(), Reasoning::Trial);
    if (!reasoner_.exhausted() && reasoner_.close(Reasoning::DeepTrial, any_decided))
      return std::pair(fewest_support(), Reasoning::DeepTrial);
    // Search: a cell with the same value in every model.
    std::vector<char> candidate(at(solver_.answer_rows() * solver_.answer_cols()), 0);
    for (int cell : open_) candidate[at(cell)] = 1;
    const SatResult r = forced_cells(solver_, a_.literals, model, candidate);
    if (r == SatResult::Unknown) {
      stopped_early = true;
      return std::nullopt;
    }
    for (int cell : open_)
      if (candidate[at(cell)]) return std::pair(cell, Reasoning::Search);
    return std::nullopt;
  }

 private:
  // Of the decided open cells, the one whose value rests on the fewest assumptions.
  int fewest_support() const {
    int best = -1;
    std::size_t best_size = 0;
    for (int cell : open_) {
      const int v = reasoner_.decided(cell);
      if (v == kUnknown) continue;
      const Lit lit = reasoner_.literal(cell, v);
      const std::size_t size = reasoner_.support(std::span<const Lit>(&lit, 1)).size();
      if (best < 0 || size < best_size) {
        best = cell;
        best_size = size;
      }
    }
    return best;
  }

  ClueSolver& solver_;
  const Assumptions& a_;
  Reasoner& reasoner_;
  std::vector<int> open_;  // the cells to decide
};

// Whether `target` follows from `assumptions` by reasoning of `level` (not Search).
bool follows(Reasoner& reasoner, std::span<const Lit> assumptions, Lit target, Reasoning level) {
  if (!reasoner.start(assumptions)) return false;
  auto holds = [&] { return reasoner.value(target) > 0; };
  if (holds()) return true;
  return level != Reasoning::Propagation && reasoner.close(level, holds);
}

// `set` shrunk by deletion to assumptions from which `target` still follows by reasoning of
// `level`, each needed; after each successful deletion the set narrows to what that derivation
// used. The reasoner has just derived `target` from `set`.
std::vector<Lit> shrink(Reasoner& reasoner, Lit target, Reasoning level) {
  std::vector<Lit> set = reasoner.support(std::span<const Lit>(&target, 1));
  for (std::size_t needed = 0; needed < set.size();) {
    std::vector<Lit> without = set;
    without.erase(without.begin() + static_cast<std::ptrdiff_t>(needed));
    if (!follows(reasoner, without, target, level)) {
      ++needed;
      continue;
    }
    const std::vector<Lit> used = reasoner.support(std::span<const Lit>(&target, 1));
    std::erase_if(without,
                  [&](Lit lit) { return std::find(used.begin(), used.end(), lit) == used.end(); });
    set = std::move(without);
  }
  return set;
}

}  // namespace

std::string_view hint_status_name(Hint::Status status) {
  switch (status) {
    case Hint::Status::Found:
      return "hint";
    case Hint::Status::Solved:
      return "solved";
    case Hint::Status::Contradiction:
      return "contradiction";
    case Hint::Status::NoSolution:
      return "unsat";
    case Hint::Status::Open:
      return "open";
    case Hint::Status::Unknown:
      return "unknown";
  }
  return "unknown";
}

Hint hint(const Puzzle& puzzle, const HintOptions& options) {
  const std::vector<Clue> clues = explanation_clues(puzzle);
  ClueSolver solver(puzzle, reasoning_options(options.encode), options.limits, true);
  const auto [rows, cols] = answer_size(puzzle);
  if (!options.state.cells.empty() && (options.state.rows != rows || options.state.cols != cols))
    throw std::invalid_argument("the state is not the size of the puzzle's answer");
  bool impossible = false;
  const Assumptions a = assumptions_of(puzzle, solver, clues, options.state, impossible);

  Grid model;
  StopReason why = StopReason::None;
  const SatResult r =
      impossible ? SatResult::Unsat : solution_keeping(puzzle, options, a.filled, model, why);
  if (r == SatResult::Unknown) return stopped(solver, why);
  if (r == SatResult::Unsat) return contradiction(solver, a, impossible);

  // The cells to decide: every answer cell with a variable, but givens and filled cells.
  const bool loop = puzzle.answer_kind() == AnswerKind::Loop;
  std::vector<char> wanted(at(rows * cols), 0);
  for (int cell = 0; cell < rows * cols; ++cell) {
    const int r0 = cell / cols, c0 = cell % cols;
    wanted[at(cell)] = !solver.values(r0, c0).empty() &&
                       (loop || puzzle.givens().at(r0, c0) == kUnknown) &&
                       (options.state.cells.empty() || options.state.at(r0, c0) == kUnknown);
  }
  Hint out;
  Budget budget(options.limits);
  Reasoner reasoner(solver.rule_literals(), solver.num_vars(), solver.cell_literals(), wanted,
                    options.max_visits, budget);
  reasoner.drop_decided();  // the clue solver's clauses without assumptions: the rules alone
  if (reasoner.wanted_cells().empty()) {
    out.status = Hint::Status::Solved;
    return out;
  }
  HintFinder finder(solver, a, reasoner);
  bool stopped_early = false;
  const auto found = finder.find(model, stopped_early);
  if (budget.over()) return stopped(solver, budget.reason());
  if (stopped_early) return stopped(solver);
  if (!found) {
    out.status = Hint::Status::Open;
    return out;
  }
  const auto [cell, level] = *found;
  const int row = cell / cols, col = cell % cols;
  const int value = model.at(row, col);
  if (level != Reasoning::Search && reasoner.decided(cell) != value)
    throw std::logic_error("the reasoning decided a cell against a model of the puzzle");
  const Lit target = solver.cell_literal(row, col, value);

  std::vector<Lit> because;
  if (level == Reasoning::Search) {
    const Lit differs[] = {-target};
    const Core core = minimal_core(solver, a.literals, differs);
    if (core.status == SatResult::Unknown) return stopped(solver);
    if (core.status != SatResult::Unsat)
      throw std::logic_error("a forced cell has a model with another value");
    for (std::size_t i : core.kept) because.push_back(a.literals[i]);
  } else {
    because = shrink(reasoner, target, level);
    if (budget.over()) return stopped(solver, budget.reason());
  }

  out.status = Hint::Status::Found;
  out.cell = {row, col, value};
  out.level = level;
  for (std::size_t i = 0; i < a.literals.size(); ++i) {
    if (std::find(because.begin(), because.end(), a.literals[i]) == because.end()) continue;
    if (i < a.clue_count)
      out.because.push_back(clues[i]);
    else
      out.because_filled.push_back(a.filled[i - a.clue_count]);
  }
  return out;
}

}  // namespace gridsat
