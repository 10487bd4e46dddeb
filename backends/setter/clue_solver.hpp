// One incremental CaDiCaL holding a puzzle's fixed rules, with each removable clue switched on by
// an assumption: asking "how many solutions with this set of clues?" is then a solve call with
// the set's literals assumed, and everything the solver learns stays valid for every set.
//
// How a clue becomes a literal:
//  - a given is the answer variable "cell (r, c) holds v" itself (negated for a 0 in a boolean
//    binairo cell). The fixed part is the puzzle encoded without any removable clue, so it must not
//    depend on the givens: binairo's distinct-lines encoding does (it skips pairs of lines that
//    the givens already tell apart), which is why the fixed part is the puzzle without givens.
//  - any other clue (a border clue, a mark, a fixed clue switched for an explanation) gets an
//    activation literal a. The puzzle without clues is encoded (B), then the same with this one
//    clue (C). C must be B with clauses of the clue's own inserted, anywhere, over B's variables
//    and new auxiliary ones numbered after B's: B's clauses are found in C in their order, literal
//    by literal (an encoder that does otherwise makes this throw instead of answering wrongly).
//    The clue's clauses are added as (a -> clause), their auxiliaries renumbered past everything
//    the solver has. With a false, the clauses are satisfied and the auxiliaries are free, so the
//    models over B's variables are B's.
// Clauses added later (blocking a solution, "some cell differs") are over answer variables and
// activation literals only.
#pragma once

#include <map>
#include <memory>
#include <span>
#include <tuple>
#include <vector>

#include "sat/cadical.hpp"
#include "setter/setter.hpp"

namespace gridsat {

class ClueSolver {
 public:
  // `puzzle`'s removable clues are taken out (and with `switch_fixed` its fixed clues too, each
  // then switched like a removable one: Puzzle::fixed_clues); the rest is encoded and added.
  ClueSolver(const Puzzle& puzzle, const EncodeOptions& encode, const Limits& limits,
             bool switch_fixed = false);
  ~ClueSolver();
  ClueSolver(const ClueSolver&) = delete;
  ClueSolver& operator=(const ClueSolver&) = delete;

  // The literal that switches `clue` on (a border clue, a mark or a fixed clue is encoded on
  // first use).
  Lit literal(const Clue& clue);
  // "cell (row, col) holds value" (0 for a value the cell cannot take: never true).
  Lit cell_literal(int row, int col, int value) const;
  // The values a cell can take, ascending.
  std::vector<int> values(int row, int col) const;

  // Solves with the clues and the extra literals assumed.
  SatResult solve(std::span<const Clue> clues, std::span<const Lit> extra = {});
  SatResult solve_literals(std::span<const Lit> assumptions);
  // As solve_literals within `conflicts` conflicts in all (the lazy cuts' rounds together):
  // Unknown past them, the budget untouched (budget_over() tells the budget's own stop apart).
  SatResult probe(std::span<const Lit> assumptions, long long conflicts);
  bool budget_over() const;
  // The model's grid after Sat.
  Grid model() const;
  // After Unsat: whether the refutation used assumption `lit` (CaDiCaL's failed assumptions).
  bool failed(Lit lit) const;

  // The answer grid's size, and per answer cell (row-major) its (value, literal) pairs.
  int answer_rows() const { return rows_; }
  int answer_cols() const { return cols_; }
  const std::vector<std::vector<std::pair<int, Lit>>>& cell_literals() const { return cell_lits_; }
  // The puzzle's clauses as the solver has them: the fixed rules, then each clue's clauses
  // guarded by its literal (not the clauses add_clause() and block() add), each ended by 0;
  // over variables 1..num_vars().
  const std::vector<Lit>& rule_literals() const { return rule_lits_; }
  int num_vars() const { return next_var_; }

  int new_var() { return ++next_var_; }
  void add_clause(std::span<const Lit> clause);
  // Adds the clause "some cell differs from `grid`" (guarded by `guard` unless it is 0).
  void block(const Grid& grid, Lit guard = 0);

  long long conflicts() const;
  // Why the last solve that returned Unknown stopped.
  StopReason stop_reason() const;
  const Puzzle& base() const { return *base_; }

 private:
  std::unique_ptr<Puzzle> base_;  // the puzzle without its removable clues
  EncodeOptions encode_;
  Cnf base_cnf_;
  int next_var_ = 0;
  int rows_ = 0;  // the answer grid's size (a loop's is its edge layout)
  int cols_ = 0;
  // Per cell, the (value, literal) pairs of the answer map.
  std::vector<std::vector<std::pair<int, Lit>>> cell_lits_;
  std::map<std::tuple<int, int, int, int>, Lit> border_lits_;  // (kind, side, index, value) -> act.
  std::vector<Lit> rule_lits_;
  std::unique_ptr<Cadical> solver_;
};

}  // namespace gridsat
