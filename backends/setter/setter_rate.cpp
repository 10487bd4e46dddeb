// rate: how strong the reasoning that solves a puzzle must be (reasoning.hpp), measured by
// solving it step by step the way a careful player does, always with the easiest step there is:
//
//   1. propagation from the clues (the rules applied to what is known);
//   2. while cells are open, every value of every open cell is tried; of the trials that fail,
//      the ones whose contradiction comes by the shortest chain are the easiest step, and those
//      values are removed (then propagated). The chain is counted in answer literals ("r3c4 is
//      7") the contradiction rests on, the probe's own included, so that it does not depend on
//      an encoding's auxiliary variables (a skyscraper line's automaton states);
//   3. when no trial fails, a sweep of deep trials (a trial inside a trial);
//   4. when that fails too (or the work limit is reached), what is left goes to the search, whose
//      effort is CaDiCaL's conflicts to solve it and prove the solution unique from there.
//
// A puzzle is as hard as its hardest step on that easiest path (the rating of step-by-step
// sudoku solvers such as Sudoku Explainer, which rates a puzzle by its hardest technique and
// forcing chains by their length): the score is 0 when propagation alone solves it,
// 1 + log2(chain) for a hardest trial of that chain (1 for a chain of 1, 3 for 4, capped below
// 7), 7 and up when a deep trial is needed, 8 + log10(1 + conflicts) when only search finishes
// it. docs/hints.md has the grades and how the score orders Tatham's graded puzzles.
#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>
#include <tuple>

#include "driver/cuts.hpp"
#include "puzzles/answer_kind.hpp"
#include "sat/cadical.hpp"
#include "setter/reasoning.hpp"
#include "setter/setter.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The search's effort for what the reasoning (over `reasoned`'s variables) left open: CaDiCaL's
// conflicts to find the solution and prove it the only one on the embedded solver's encoding
// `cnf`, with every literal the reasoning derived about the answer assumed. `stopped` says why a
// limit stopped it (None when it did not).
long long search_conflicts(const Puzzle& puzzle, const Cnf& cnf, const Cnf& reasoned,
                           const Reasoner& reasoner, const Limits& limits, StopReason& stopped) {
  std::map<std::tuple<int, int, int>, int> var_of;  // (row, col, value) -> variable of `cnf`
  for (const CellVar& e : cnf.answer().entries()) var_of[{e.row, e.col, e.value}] = e.var;
  std::vector<Lit> known;
  for (const CellVar& e : reasoned.answer().entries()) {
    const int v = reasoner.value(e.var);
    auto it = var_of.find({e.row, e.col, e.value});
    if (v != 0 && it != var_of.end()) known.push_back(v > 0 ? it->second : -it->second);
  }
  Cadical solver(limits);
  solver.add_literals(cnf.literals());
  SatResult r = solve_with_cuts(puzzle, cnf.answer(), solver, known);
  if (r == SatResult::Sat) {
    const auto [rows, cols] = answer_size(puzzle);
    const Grid answer =
        decode_grid(cnf.answer(), rows, cols, [&](int var) { return solver.value(var); });
    solver.add_clause(blocking_clause(cnf.answer(), answer));
    r = solve_with_cuts(puzzle, cnf.answer(), solver, known);
  }
  stopped = r == SatResult::Unknown ? solver.stop_reason() : StopReason::None;
  return solver.conflicts();
}

// Per answer cell, its (value, literal) pairs in `cnf`'s answer map.
CellLiterals cell_literals(const Cnf& cnf, int rows, int cols) {
  CellLiterals cells(at(rows * cols));
  for (const CellVar& e : cnf.answer().entries())
    cells[at(e.row * cols + e.col)].emplace_back(e.value, e.var);
  return cells;
}

// The score of what the steps needed (the top comment), to two decimals.
double score_of(const Rating& r) {
  double score = 0;
  switch (r.hardest) {
    case Reasoning::Propagation:
      break;
    case Reasoning::Trial:
      score = std::min(6.99, 1 + std::log2(std::max(1, r.trial_depth)));
      break;
    case Reasoning::DeepTrial:
      score = 7 + std::min(0.99, std::log2(1.0 + r.deep_removals) / 8);
      break;
    case Reasoning::Search:
      score = 8 + std::log10(1.0 + static_cast<double>(r.search_conflicts));
      break;
  }
  return std::round(score * 100) / 100;
}

}  // namespace

const std::vector<Grade>& grades() {
  static const std::vector<Grade> table = {
      {"easy", 0},      // propagation alone, or trials that fail on the tried cell alone
      {"medium", 2},    // trials whose contradiction comes within 2 or 3 cells
      {"hard", 3},      // within 4 to 7 cells
      {"fiendish", 4},  // longer chains
      {"extreme", 7},   // trials inside trials, or search
  };
  return table;
}

std::string_view grade_of(double score) {
  std::string_view name = grades().front().name;
  for (const Grade& g : grades())
    if (score >= g.from) name = g.name;
  return name;
}

Rating rate(const Puzzle& puzzle, const RateOptions& options) {
  Rating out;
  RunOptions run_options;
  run_options.encode = options.encode;
  run_options.limits = options.limits;
  const RunResult result = run(puzzle, Mode::Unique, run_options);
  if (result.internal_error) throw std::logic_error(*result.internal_error);
  out.status = result.verdict;
  out.stopped = result.stopped;
  if (result.verdict != Verdict::Unique) return out;

  // The cells to decide: not given, and not decided by the rules without any clue (structure).
  // The reasoning sees every rule (a connected area or a loop encoded in full, not left to cuts
  // between solver calls, unless --connectivity lazy asks for it); the search runs as gridsat's
  // embedded solver does. A genre whose players take the single loop for a harder rule than
  // its local ones (Puzzle::loop_step_depth: masyu) is the exception: its reasoning sees the
  // local rules only (the loop left to cuts) and the loop through the closed-loop refutation,
  // each failure it finds a chain of at least that depth.
  const int loop_depth = puzzle.loop_step_depth();
  EncodeOptions reasoned = reasoning_options(options.encode);
  if (loop_depth > 0) reasoned.connectivity = Connectivity::Lazy;
  const Cnf cnf = encode_puzzle(puzzle, reasoned);
  const auto [rows, cols] = answer_size(puzzle);
  const bool loop = puzzle.answer_kind() == AnswerKind::Loop;
  std::vector<char> wanted(at(rows * cols), 0);
  for (int cell = 0; cell < rows * cols; ++cell)
    wanted[at(cell)] = loop || puzzle.givens().cells[at(cell)] == kUnknown;
  Budget budget(options.limits);
  const Cnf bare = encode_puzzle(*with_parts(puzzle, {}), reasoned);
  Reasoner rules(bare.literals(), bare.num_vars(), cell_literals(bare, rows, cols), wanted, -1,
                 budget);
  rules.drop_decided();
  for (int cell = 0; cell < rows * cols; ++cell) wanted[at(cell)] = 0;
  for (int cell : rules.wanted_cells()) wanted[at(cell)] = 1;
  Reasoner reasoner(cnf.literals(), cnf.num_vars(), cell_literals(cnf, rows, cols), wanted,
                    options.max_visits, budget);
  reasoner.set_refutation(closed_loop_refutation(puzzle), loop_depth);
  if (!reasoner.start({}))
    throw std::logic_error("propagation refutes a puzzle that has a solution");
  out.cells = static_cast<int>(reasoner.wanted_cells().size());
  out.by_propagation = out.cells - static_cast<int>(reasoner.open_cells().size());
  while (!reasoner.open_cells().empty()) {
    if (const auto [n, depth] = reasoner.easiest_trials(); n > 0) {
      ++out.trial_steps;
      out.trial_removals += n;
      out.trial_depth = std::max(out.trial_depth, depth);
      out.hardest = std::max(out.hardest, Reasoning::Trial);
      continue;
    }
    if (reasoner.exhausted()) break;
    if (const int n = reasoner.sweep(Reasoning::DeepTrial); n > 0) {
      ++out.deep_rounds;
      out.deep_removals += n;
      out.hardest = std::max(out.hardest, Reasoning::DeepTrial);
      continue;
    }
    break;
  }
  if (budget.over()) {
    out.status = Verdict::Unknown;
    out.stopped = budget.reason();
    return out;
  }
  out.search_cells = static_cast<int>(reasoner.open_cells().size());
  if (out.search_cells > 0) {
    out.hardest = Reasoning::Search;
    StopReason stopped = StopReason::None;
    const Cnf embedded = encode_puzzle(puzzle, embedded_options(options.encode));
    out.search_conflicts =
        search_conflicts(puzzle, embedded, cnf, reasoner, options.limits, stopped);
    if (stopped != StopReason::None) {
      out.status = Verdict::Unknown;
      out.stopped = stopped;
      return out;
    }
  }
  out.score = score_of(out);
  out.grade = std::string(grade_of(out.score));
  return out;
}

}  // namespace gridsat
