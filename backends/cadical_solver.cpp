// The embedded CaDiCaL: one incremental solver per puzzle, silent, stoppable by a deadline, a
// conflict budget or an interrupt flag through CaDiCaL's terminator callback.
#include <cadical.hpp>

#include <algorithm>
#include <climits>
#include <stdexcept>

#include "conflict_counter.hpp"
#include "sat_solver.hpp"

namespace gridsat {
namespace {

// CaDiCaL asks its terminator often; the budget reads the clock on every 16th call.
class Stopper : public CaDiCaL::Terminator {
 public:
  explicit Stopper(Budget& budget) : budget_(budget) {}
  bool terminate() override { return budget_.poll(); }

 private:
  Budget& budget_;
};

class CadicalSolver final : public SatSolver {
 public:
  CadicalSolver(const Limits& limits, const std::string& proof_path)
      : budget_(limits), stopper_(budget_) {
    solver_.set("quiet", 1);
    if (!proof_path.empty()) {
      solver_.set("binary", 0);
      if (!solver_.trace_proof(proof_path.c_str()))
        throw std::runtime_error("cannot write the proof to " + proof_path);
    }
    solver_.connect_learner(&counter_);
    if (limits.timeout_seconds > 0 || limits.interrupt) solver_.connect_terminator(&stopper_);
  }
  ~CadicalSolver() override { disconnect_callbacks(solver_); }

  void add_cnf(const Cnf& cnf) override {
    for (Lit lit : cnf.literals()) solver_.add(lit);
  }
  void add_clause(std::span<const Lit> clause) override {
    for (Lit lit : clause) solver_.add(lit);
    solver_.add(0);
  }
  SatResult solve(std::span<const Lit> assumptions) override {
    if (budget_.over()) return SatResult::Unknown;
    const long long max_conflicts = budget_.limits().max_conflicts;
    if (max_conflicts >= 0)
      solver_.limit("conflicts", static_cast<int>(std::min<long long>(max_conflicts, INT_MAX)));
    for (Lit lit : assumptions) solver_.assume(lit);
    int result = solver_.solve();
    if (result == 10) return SatResult::Sat;
    if (result == 20) return SatResult::Unsat;
    if (!budget_.over()) budget_.conflicts_exhausted();
    return SatResult::Unknown;
  }
  bool value(int var) const override { return const_cast<CaDiCaL::Solver&>(solver_).val(var) > 0; }
  SolverStats stats() const override { return {counter_.count, -1}; }
  StopReason stop_reason() const override { return budget_.reason(); }

 private:
  Budget budget_;
  CaDiCaL::Solver solver_;
  Stopper stopper_;
  ConflictCounter counter_;
};

}  // namespace

std::unique_ptr<SatSolver> make_cadical_solver(const Limits& limits,
                                               const std::string& proof_path) {
  return std::make_unique<CadicalSolver>(limits, proof_path);
}

std::string cadical_version() {
  return CaDiCaL::Solver::version();
}

}  // namespace gridsat
