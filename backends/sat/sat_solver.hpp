// The SAT solvers gridsat drives, behind one incremental interface: add clauses, solve under
// assumptions, read the model. Backends know CNF and nothing about puzzles.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "cnf/cnf.hpp"
#include "sat/budget.hpp"

namespace gridsat {

enum class SatResult { Sat, Unsat, Unknown };

struct SolverStats {
  long long conflicts = 0;
  long long decisions = -1;  // -1: the backend does not report it
};

class SatSolver {
 public:
  virtual ~SatSolver() = default;
  virtual void add_cnf(const Cnf& cnf) = 0;
  virtual void add_clause(std::span<const Lit> clause) = 0;
  virtual SatResult solve(std::span<const Lit> assumptions = {}) = 0;
  // The model's value of a variable after Sat.
  virtual bool value(int var) const = 0;
  virtual SolverStats stats() const = 0;
  // Why the last solve() returned Unknown.
  virtual StopReason stop_reason() const = 0;
};

// A CaDiCaL configuration other than its default: one of its named configurations ("sat",
// "unsat", "plain"; empty: the default) and options set after it, by name ("seed", "phase", ...).
// A portfolio (driver/portfolio.hpp) races differently tuned solvers.
struct CadicalTuning {
  std::string configuration;
  std::vector<std::pair<std::string, int>> options;
};

// `proof_path`: when not empty, CaDiCaL writes a text DRAT proof of its unsatisfiability results
// there, traced from before the first clause; the file is complete once the solver is destroyed.
std::unique_ptr<SatSolver> make_cadical_solver(const Limits& limits,
                                               const std::string& proof_path = "",
                                               const CadicalTuning& tuning = {});

// Runs `command` (through /bin/sh) for each solve: the DIMACS goes to its standard input, the
// model is read from its standard output (SAT-competition `s`/`v` lines or a plain literal list).
std::unique_ptr<SatSolver> make_external_solver(const std::string& command, const Limits& limits);

// The version string of the embedded CaDiCaL.
std::string cadical_version();

}  // namespace gridsat
