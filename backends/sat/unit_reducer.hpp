// Simplifying a puzzle's CNF by its givens before a SAT solver sees it. The shape's clauses are
// compiled once (binary clauses as implication lists, longer ones with occurrence lists and a
// false-literal counter); per puzzle the givens are propagated to a fixpoint and only the open
// part is written out: clauses that are not yet satisfied, without their false literals, over
// the open variables renumbered 1..k.
//
// Why: on a 9 x 9 sudoku the one-hot encoding has 729 variables and ~12,000 clauses, while the
// givens and what unit propagation derives from them (naked and hidden singles, through the
// at-least-one clauses of the extended encoding) leave a hard puzzle with ~230 open variables
// and ~1,700 clauses, and an easy one with nothing at all. A solver built on the open part pays
// for a small formula, and every watch list it visits is short.
//
// Why it is sound: every literal unit propagation fixes holds in every model of clauses +
// givens, so the models of the open part, extended by the fixed literals, are exactly the
// models of the whole (variables left in no open clause are free and keep the count right only
// when they carry the answer: such variables are kept and numbered too).
#pragma once

#include <span>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

class UnitReducer {
 public:
  // `flat`: clauses each ended by 0, over variables 1..num_vars.
  UnitReducer(std::span<const Lit> flat, int num_vars);

  // Fixes `units`, propagates, and writes the open clauses to `out` (cleared first; each clause
  // ended by 0, over dense variables). Open variables listed in `keep` get a dense number even
  // when no open clause mentions them. Returns false when propagation meets a conflict (the
  // clauses and the units have no model); `out` is then empty.
  bool reduce(std::span<const Lit> units, std::span<const int> keep, std::vector<Lit>& out);

  // After reduce(): +1 / -1 for a variable fixed true / false, 0 for an open one.
  int value(int var) const { return values_[static_cast<std::size_t>(var)]; }
  // After reduce(): the dense number of an open variable that was written out or kept, else 0.
  int dense(int var) const { return dense_[static_cast<std::size_t>(var)]; }
  int dense_vars() const { return dense_count_; }
  int num_vars() const { return num_vars_; }

 private:
  static std::size_t index(Lit lit) {
    return 2 * static_cast<std::size_t>(lit > 0 ? lit : -lit) + (lit < 0 ? 1 : 0);
  }
  int value_of(Lit lit) const {
    int v = values_[static_cast<std::size_t>(lit > 0 ? lit : -lit)];
    return lit > 0 ? v : -v;
  }
  bool assign(Lit lit);  // false on a conflict
  bool propagate();
  int number(int var);
  void clear();

  int num_vars_ = 0;
  bool empty_clause_ = false;
  std::vector<Lit> units_;  // the shape's own unit clauses
  // Literal l true implies every literal in implied_[implied_start_[index(l)] ..).
  std::vector<int> implied_start_;
  std::vector<Lit> implied_;
  // Clauses of three or more literals: literals of clause c in long_lits_[long_start_[c] ..).
  std::vector<int> long_start_;
  std::vector<Lit> long_lits_;
  // The long clauses that contain a literal: occurs_[occurs_start_[index(l)] ..).
  std::vector<int> occurs_start_;
  std::vector<int> occurs_;

  // Per reduce() call, reset by clear().
  std::vector<signed char> values_;
  std::vector<Lit> trail_;
  std::vector<int> false_count_;
  std::vector<int> dense_;
  std::vector<int> numbered_;  // variables with a dense number, to reset them
  int dense_count_ = 0;
};

}  // namespace gridsat
