// One incremental CaDiCaL holding a puzzle's fixed rules, with each removable clue switched on by
// an assumption: asking "how many solutions with this set of clues?" is then a solve call with
// the set's literals assumed, and everything the solver learns stays valid for every set.
//
// How a clue becomes a literal:
//  - a given is the answer variable "cell (r, c) holds v" itself (negated for a 0 in a boolean
//    binairo cell). The fixed part is the puzzle encoded without any removable clue, so it must not
//    depend on the givens: binairo's distinct-lines encoding does (it skips pairs of lines that
//    the givens already tell apart), which is why the fixed part is the puzzle without givens.
//  - a border clue gets an activation literal a. The puzzle without clues is encoded (B), then
//    the same with this one clue (C). Every encoder here writes the clue's clauses last, so C is
//    B followed by the clue's clauses over B's variables and new auxiliary ones; those clauses
//    are added as (a -> clause), their auxiliaries renumbered past everything the solver has.
//    With a false, the clauses are satisfied and the auxiliaries are free, so the models over
//    B's variables are B's. The prefix is checked literal by literal: an encoder that ever
//    interleaves its clauses differently makes this throw instead of answering wrongly.
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
  // `puzzle`'s removable clues are taken out; the rest is encoded and added.
  ClueSolver(const Puzzle& puzzle, const EncodeOptions& encode, const Limits& limits);
  ~ClueSolver();
  ClueSolver(const ClueSolver&) = delete;
  ClueSolver& operator=(const ClueSolver&) = delete;

  // The literal that switches `clue` on (a border clue is encoded on first use).
  Lit literal(const Clue& clue);
  // "cell (row, col) holds value" (0 for a value the cell cannot take: never true).
  Lit cell_literal(int row, int col, int value) const;
  // The values a cell can take, ascending.
  std::vector<int> values(int row, int col) const;

  // Solves with the clues and the extra literals assumed.
  SatResult solve(std::span<const Clue> clues, std::span<const Lit> extra = {});
  SatResult solve_literals(std::span<const Lit> assumptions);
  // The model's grid after Sat.
  Grid model() const;

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
  std::unique_ptr<Cadical> solver_;
};

}  // namespace gridsat
