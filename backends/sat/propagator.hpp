// Unit propagation with a trail and levels, for reasoning a person can follow: assume a literal,
// see what the clauses force, undo it. The setter's hints and ratings (setter/reasoning.hpp) are
// built on it: propagation alone, then "try a value and see it fail" (failed-literal probing,
// one level of trial), then trials within trials.
//
// Why its own propagator and not CaDiCaL: CaDiCaL answers "is there a model?" with everything it
// has (learning, restarts, preprocessing), while a step a person can follow must be made with a
// fixed, weak kind of reasoning, and its strength is what a hint names and a rating measures.
// The propagator is the textbook one with two watched literals per clause (Moskewicz et al.,
// "Chaff: engineering an efficient SAT solver", DAC 2001): a clause is looked at only when one of
// its two watched literals becomes false. Each implied literal keeps the clause that implied it,
// so that the assumptions behind a literal (or behind a conflict) can be read back, as a CDCL
// solver reads its implication graph (Marques-Silva and Sakallah, "GRASP", 1999).
#pragma once

#include <span>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

class Propagator {
 public:
  explicit Propagator(int num_vars = 0);

  // Clauses are added at level 0, before the first new_level(). A unit clause is assigned at
  // once; a clause that propagation at level 0 makes empty leaves the propagator inconsistent.
  void add_clause(std::span<const Lit> clause);
  // Clauses as a flat list, each ended by 0 (Cnf::literals()).
  void add_literals(std::span<const Lit> flat);
  // False once the clauses alone have no model by propagation at level 0.
  bool consistent() const { return !inconsistent_; }
  int num_vars() const { return num_vars_; }

  // Opens a new level; assume() then assigns in it.
  void new_level();
  int level() const { return static_cast<int>(level_start_.size()); }
  // Undoes every level above `level` (and the conflict, if any).
  void backtrack(int level);

  // Assigns `lit` (an assumption: no clause implies it) at the current level and propagates.
  // False on a conflict, which stays until backtrack() undoes the level: no more assume() then.
  // Assuming a literal already true does nothing; one already false is a conflict.
  bool assume(Lit lit);
  bool in_conflict() const { return conflict_ != kNone; }

  // +1 true, -1 false, 0 open.
  int value(Lit lit) const {
    const int v = values_[static_cast<std::size_t>(lit > 0 ? lit : -lit)];
    return lit > 0 ? v : -v;
  }
  // The level a variable was assigned at (meaningless for an open one).
  int level_of(int var) const { return levels_[static_cast<std::size_t>(var)]; }
  // Whether a unit clause assigned the variable (at level 0, before any propagation).
  bool unit(int var) const {
    const std::size_t v = static_cast<std::size_t>(var);
    return values_[v] != 0 && levels_[v] == 0 && reasons_[v] == kNone;
  }

  // The assumptions (literals passed to assume() at level 1 or above) that imply the true
  // literals `lits` through the clauses; after a conflict, called with no literals, the ones
  // behind the conflict. Each appears once.
  std::vector<Lit> assumptions_behind(std::span<const Lit> lits) const;

  // After a conflict: how many literals assigned at `from_level` or above the conflict rests on
  // (the length of the chain of implications from the assumptions there to the conflict),
  // counting only the variables `counted` marks (all when it is empty).
  int conflict_depth(int from_level, const std::vector<char>& counted = {}) const;
  // The same for a clause found false outside the clauses (`lits`, all false now): how many
  // literals assigned at `from_level` or above make it false.
  int depth_behind(std::span<const Lit> lits, int from_level,
                   const std::vector<char>& counted = {}) const;

  // The literals assigned so far, in order.
  const std::vector<Lit>& trail() const { return trail_; }
  // Work done: clause visits during propagation, for budgets (a measure that does not depend on
  // the machine, unlike time).
  long long visits() const { return visits_; }

 private:
  static constexpr int kNone = -1;
  static constexpr int kAssumed = -2;  // the reason of an assumption
  static std::size_t index(Lit lit) {
    return 2 * static_cast<std::size_t>(lit > 0 ? lit : -lit) + (lit < 0 ? 1 : 0);
  }
  void grow(int var);
  void assign(Lit lit, int reason);
  bool propagate();  // false on a conflict (conflict_ set)
  // depth_behind, the literals themselves left uncounted and unchecked with `reasons_only`.
  int depth_behind(std::span<const Lit> lits, int from_level, const std::vector<char>& counted,
                   bool reasons_only) const;

  int num_vars_ = 0;
  bool inconsistent_ = false;
  // Clause c has its literals at lits_[start_[c] .. start_[c + 1]); its first two are watched.
  std::vector<Lit> lits_;
  std::vector<std::size_t> start_{0};
  std::vector<std::vector<int>> watches_;  // per literal index: the clauses watching it
  std::vector<signed char> values_;        // per variable
  std::vector<int> reasons_;               // per variable: its clause, kAssumed, or kNone
  std::vector<int> levels_;                // per variable
  std::vector<Lit> trail_;
  std::vector<std::size_t> level_start_;  // per level above 0: where its part of the trail starts
  std::size_t queue_ = 0;                 // trail_[queue_ ..) is not propagated yet
  int conflict_ = kNone;                  // the clause found false, or kAssumed for a literal
  Lit conflict_lit_ = 0;                  // an assumed literal that was already false
  long long visits_ = 0;
};

}  // namespace gridsat
