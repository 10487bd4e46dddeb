// Reasoning of a known strength over a puzzle's clauses, for hints (what follows next, and how)
// and ratings (how strong the reasoning that solves a puzzle must be). Three levels, each a
// person's way of solving, and one beyond them:
//
//   propagation  the rules applied to what is known (unit propagation on the puzzle's CNF: with
//                gridsat's one-hot encodings and "each value somewhere in each group" clauses,
//                the naked and hidden singles of sudoku and their like in every genre);
//   trial        one level of trial: put a value in a cell, propagate, and if that breaks a rule
//                the cell cannot hold that value (failed-literal probing);
//   deep-trial   a trial inside a trial: under a tried value, trials of the other cells (with what
//                fails there removed) until the first value breaks a rule;
//   search       anything stronger: a SAT solver's search with learning (CaDiCaL).
//
// Failed-literal probing is the lookahead of DPLL solvers (Freeman, "Improvements to
// propositional satisfiability search algorithms", 1995; Le Berre, "Exploiting the real power of
// unit propagation lookahead", 2001). Lynce and Ouaknine ("Sudoku as a SAT problem", 2006) showed
// that unit propagation and failed literals on such an encoding solve most sudokus people grade
// easy to hard, which is why the levels are a measure of difficulty: the trials a player makes
// with a pencil are these probes.
//
// Every literal the reasoning derives keeps the assumptions (clues, filled cells) it rests on, so
// a hint can say which clues force its cell before that set is shrunk.
#pragma once

#include <functional>
#include <map>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "puzzles/puzzle.hpp"
#include "sat/budget.hpp"
#include "sat/propagator.hpp"

namespace gridsat {

enum class Reasoning { Propagation = 0, Trial = 1, DeepTrial = 2, Search = 3 };

// "propagation", "trial", "deep-trial", "search".
std::string_view reasoning_name(Reasoning level);

// The encoding options reasoning works on: a connected area or a single loop encoded in full
// (static, unless the user asked for lazy), so that propagation and trials see that rule too;
// the lazy encoding's cuts come only between solver calls.
inline EncodeOptions reasoning_options(EncodeOptions options) {
  if (options.connectivity == Connectivity::Auto) options.connectivity = Connectivity::Static;
  return options;
}

// Per answer cell (row-major in the answer grid), its (value, literal) pairs; a boolean cell has
// one pair (1, var), and its value 0 is -var.
using CellLiterals = std::vector<std::vector<std::pair<int, Lit>>>;

class Reasoner {
 public:
  // `flat`: the clauses (each ended by 0) over variables 1..num_vars; `cells`: the answer cells'
  // literals; `wanted`: per answer cell, whether the reasoning is to decide it; `max_visits`:
  // the propagation work (clause visits) after which trials give up (-1: no limit); `budget`
  // (time, interrupt) is polled on every trial.
  Reasoner(std::span<const Lit> flat, int num_vars, CellLiterals cells, std::vector<char> wanted,
           long long max_visits, Budget& budget);

  // Starts again from these assumptions (clue literals and filled cells). False when
  // propagation finds them contradictory.
  bool start(std::span<const Lit> assumptions);

  // The value a cell holds by what is derived so far, or kUnknown.
  int decided(int cell) const;
  // +1 when `lit` is derived, -1 when its negation is, 0 when neither.
  int value(Lit lit) const { return propagator_.value(lit); }
  // The wanted cells not decided yet, row-major.
  std::vector<int> open_cells() const;
  // The wanted cells, row-major.
  std::vector<int> wanted_cells() const;
  // Drops from the wanted cells those that a unit clause decides (before start()): on a puzzle's
  // rules without its clues, the cells that are structure (a kakuro's black cells, a nurikabe's
  // numbered cells).
  void drop_decided();

  // One sweep of trials (Trial or DeepTrial): every value of every open cell is tried, and each
  // that fails is removed at once (then propagated). Returns how many were removed; stops after a
  // removal when `stop()` says so. Stops early, too, when the work limit or the budget is spent
  // (then exhausted() is true and what was found is kept).
  int sweep(Reasoning level, const std::function<bool()>& stop = {});
  // The easiest trials: every value of every open cell is tried, and of those that fail, the ones
  // whose contradiction comes by the shortest chain of implications are removed. Returns how many
  // were removed and the length of that chain (0, 0 when nothing fails).
  std::pair<int, int> easiest_trials();
  // Sweeps of level up to `level` until `stop()` or nothing more is found (the weakest first:
  // after any removal it goes back to plain trials). Returns whether `stop()` ended it.
  bool close(Reasoning level, const std::function<bool()>& stop);
  bool exhausted() const { return exhausted_; }

  // The assumptions of start() that the current value of these true literals rests on.
  std::vector<Lit> support(std::span<const Lit> lits) const;
  // The literal "cell holds value" (its negation for a boolean 0), 0 when there is none.
  Lit literal(int cell, int value) const;

  long long visits() const { return propagator_.visits(); }

  // A rule that the clauses leave to search, checked after each trial's propagation: given the
  // reasoner, a clause over answer literals that the rules imply and that what is derived makes
  // false (the trial fails), or none. A loop closed too soon is one (closed_loop_refutation).
  // `least_depth`: a failure it finds counts a chain of at least that many (a genre whose players
  // take the rule for a harder step than those the clauses see at once).
  using Refutation = std::function<std::vector<Lit>(const Reasoner&)>;
  void set_refutation(Refutation refute, int least_depth = 0) {
    refute_ = std::move(refute);
    refutation_depth_ = least_depth;
  }

 private:
  static constexpr int kBase = 1;  // the level of the assumptions and of what is derived from them
  // Assumes `lit` at the current level as derived from `reason` (assumptions of start() and, in
  // a deep trial, the tried literal); false on a conflict.
  bool derive(Lit lit, std::vector<Lit> reason);
  // What the conflict rests on, without `tried`.
  std::vector<Lit> conflict_support(Lit tried) const;
  void backtrack(int level);
  // The literals to try: "cell holds v" for each value still open, both values of a boolean.
  std::vector<Lit> probes() const;
  // Under a trial: sweeps of trials one level deeper, each value that fails removed, until
  // nothing more fails or a removal conflicts (then `failed`: the trial itself fails). False
  // when the work limit or the budget stopped it.
  bool inner_sweeps(bool& failed);
  bool spent();
  // Assumes `probe` at a new level: whether it fails, by propagation or by the refutation (whose
  // clause, then, is `refuted`).
  bool trial_fails(Lit probe, std::vector<Lit>& refuted);
  // What a failed trial rests on (its support without `probe`), and its chain's length.
  std::vector<Lit> failure_support(Lit probe, const std::vector<Lit>& refuted) const;
  int failure_depth(const std::vector<Lit>& refuted) const;

  Propagator propagator_;
  CellLiterals cells_;
  std::vector<char> wanted_;
  std::vector<char> answer_vars_;  // per variable: whether it carries the answer
  long long max_visits_;
  Budget& budget_;
  bool exhausted_ = false;
  // Derived literals (at level >= kBase) and the assumptions they rest on, with their level.
  std::map<Lit, std::pair<int, std::vector<Lit>>> derived_;
  Refutation refute_;
  int refutation_depth_ = 0;
};

// The refutation of single-loop puzzles (slitherlink, masyu): when the edges derived on close a
// loop, that loop is the whole answer (every other edge off); where that answer breaks the rules
// (a clue it does not meet) the clause is "not every edge of the loop on", and where it keeps
// them but another edge is on, "not every edge of the loop, nor that one". The clauses' static
// encoding (ranks along a spanning tree) leaves this step, a player's first, to search. The
// puzzle must outlive the refutation; none (an empty function) for other answer kinds.
Reasoner::Refutation closed_loop_refutation(const Puzzle& puzzle);

}  // namespace gridsat
