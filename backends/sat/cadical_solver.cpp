// The embedded CaDiCaL behind the SatSolver interface (the one wrapper is sat/cadical.hpp).
#include <cadical.hpp>

#include "sat/cadical.hpp"
#include "sat/sat_solver.hpp"

namespace gridsat {
namespace {

class CadicalSolver final : public SatSolver {
 public:
  CadicalSolver(const Limits& limits, const std::string& proof_path, const CadicalTuning& tuning)
      : solver_(limits, CadicalOptions{false, proof_path, tuning}) {}

  void add_cnf(const Cnf& cnf) override { solver_.add_literals(cnf.literals()); }
  void add_clause(std::span<const Lit> clause) override { solver_.add_clause(clause); }
  SatResult solve(std::span<const Lit> assumptions) override { return solver_.solve(assumptions); }
  bool value(int var) const override { return solver_.value(var); }
  SolverStats stats() const override { return {solver_.conflicts(), -1}; }
  StopReason stop_reason() const override { return solver_.stop_reason(); }

 private:
  Cadical solver_;
};

}  // namespace

std::unique_ptr<SatSolver> make_cadical_solver(const Limits& limits, const std::string& proof_path,
                                               const CadicalTuning& tuning) {
  return std::make_unique<CadicalSolver>(limits, proof_path, tuning);
}

std::string cadical_version() {
  return CaDiCaL::Solver::version();
}

}  // namespace gridsat
