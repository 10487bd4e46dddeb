// The one wrapper around the embedded CaDiCaL that every part of gridsat uses: silent, with the
// run's limits (a Budget: deadline, interrupt, conflicts per call) through CaDiCaL's terminator,
// conflicts counted, assumptions, frozen variables, an optional DRAT proof, and a decision limit
// for the one caller that measures effort. Keeping it in one place means one answer to "why did
// this call stop", and one set of CaDiCaL API rules kept (no callback calls on a solver that ran
// out of memory).
#pragma once

#include <memory>
#include <span>
#include <string>

#include "cnf/cnf.hpp"
#include "sat/sat_solver.hpp"

namespace gridsat {

struct CadicalOptions {
  // A throwaway solver for a few hundred variables: without CaDiCaL's "lucky" phases (which
  // never succeed on a puzzle) and chronological backtracking (which does not pay there).
  bool small = false;
  // When set, a text DRAT proof of the unsatisfiability results, traced from before the first
  // clause; complete once the solver is destroyed.
  std::string proof_path;
  CadicalTuning tuning;
};

class Cadical {
 public:
  explicit Cadical(const Limits& limits = {}, const CadicalOptions& options = {});
  Cadical(const Limits& limits, bool small) : Cadical(limits, CadicalOptions{small, "", {}}) {}
  ~Cadical();
  Cadical(const Cadical&) = delete;
  Cadical& operator=(const Cadical&) = delete;

  // Clauses as a flat list, each ended by 0 (Cnf::literals()).
  void add_literals(std::span<const Lit> flat);
  void add_clause(std::span<const Lit> clause);
  void freeze(int var);
  void reserve(int vars);
  // The next solve call stops after this many decisions (for measuring effort).
  void limit_decisions(int decisions);

  // Unknown when the budget is over (before or during the call) or the conflict limit is met.
  SatResult solve(std::span<const Lit> assumptions = {});
  // As solve, stopping also after `conflicts` conflicts (fewer where the limits' own bound is
  // lower); a stop at that bound is Unknown without spending the budget (stop_reason stays as
  // it was), for a probe whose answer the caller can do without.
  SatResult solve_within(std::span<const Lit> assumptions, long long conflicts);
  bool value(int var) const;
  // After Unsat under assumptions: whether assumption `lit` is among those the refutation used
  // (CaDiCaL's failed assumptions; a core, not necessarily a minimal one).
  bool failed(Lit lit) const;
  long long conflicts() const;     // learned clauses so far, one per conflict
  StopReason stop_reason() const;  // why the last Unknown

  // A new run on the same solver (the next puzzle of a batch): its own limits and deadline.
  void rearm(const Limits& limits);

 private:
  struct State;
  // One CaDiCaL call under an Alarm, with at most `conflicts` conflicts (-1: the limits' bound).
  int solve_once(std::span<const Lit> assumptions, long long conflicts = -1);
  // solve_once, again when the alarm cut a call the budget would have let go on; Unknown when
  // it stopped.
  SatResult answer(std::span<const Lit> assumptions, long long conflicts);
  std::unique_ptr<State> state_;
};

}  // namespace gridsat
