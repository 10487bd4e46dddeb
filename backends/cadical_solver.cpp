// The embedded CaDiCaL: one incremental solver per puzzle, silent, stoppable by a deadline, a
// conflict budget or an interrupt flag through CaDiCaL's terminator callback.
#include <cadical.hpp>

#include <algorithm>
#include <chrono>
#include <climits>
#include <optional>
#include <stdexcept>

#include "conflict_counter.hpp"
#include "sat_solver.hpp"

namespace gridsat {
namespace {

class Stopper : public CaDiCaL::Terminator {
 public:
  explicit Stopper(const Limits& limits) : limits_(limits) {}
  void start() {
    if (limits_.timeout_seconds > 0 && !deadline_)
      deadline_ = limits_.since.value_or(std::chrono::steady_clock::now()) +
                  std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                      std::chrono::duration<double>(limits_.timeout_seconds));
  }
  bool terminate() override {
    if (limits_.interrupt && limits_.interrupt->load(std::memory_order_relaxed)) return true;
    return deadline_ && std::chrono::steady_clock::now() >= *deadline_;
  }

 private:
  Limits limits_;
  std::optional<std::chrono::steady_clock::time_point> deadline_;
};

class CadicalSolver final : public SatSolver {
 public:
  CadicalSolver(const Limits& limits, const std::string& proof_path)
      : limits_(limits), stopper_(limits) {
    solver_.set("quiet", 1);
    if (!proof_path.empty()) {
      solver_.set("binary", 0);
      if (!solver_.trace_proof(proof_path.c_str()))
        throw std::runtime_error("cannot write the proof to " + proof_path);
    }
    solver_.connect_learner(&counter_);
    if (limits.timeout_seconds > 0 || limits.interrupt) solver_.connect_terminator(&stopper_);
  }
  ~CadicalSolver() override {
    solver_.disconnect_terminator();
    solver_.disconnect_learner();
  }

  void add_cnf(const Cnf& cnf) override {
    for (Lit lit : cnf.literals()) solver_.add(lit);
  }
  void add_clause(std::span<const Lit> clause) override {
    for (Lit lit : clause) solver_.add(lit);
    solver_.add(0);
  }
  SatResult solve(std::span<const Lit> assumptions) override {
    stopper_.start();
    if (stopper_.terminate()) return SatResult::Unknown;
    if (limits_.max_conflicts >= 0)
      solver_.limit("conflicts",
                    static_cast<int>(std::min<long long>(limits_.max_conflicts, INT_MAX)));
    for (Lit lit : assumptions) solver_.assume(lit);
    int result = solver_.solve();
    if (result == 10) return SatResult::Sat;
    if (result == 20) return SatResult::Unsat;
    return SatResult::Unknown;
  }
  bool value(int var) const override { return const_cast<CaDiCaL::Solver&>(solver_).val(var) > 0; }
  SolverStats stats() const override { return {counter_.count, -1}; }

 private:
  Limits limits_;
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
