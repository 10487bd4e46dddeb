// Reading a SAT solver's answer. Solvers do not agree on a format, so the reader takes what the
// common ones print:
//   - SAT-competition output: `s SATISFIABLE` / `s UNSATISFIABLE` / `s UNKNOWN`, `v` lines of
//     literals ending in 0, `c` comment lines (CaDiCaL, Kissat, PicoSAT, Lingeling);
//   - MiniSat's result file (`SAT` / `UNSAT` / `INDET`, then a plain literal line) and its standard
//     output (`SATISFIABLE`, `UNSATISFIABLE`, `INDETERMINATE` as bare words, statistics lines);
//   - a plain list of literals, taken as a model.
// A line that starts with a word and is none of the above is solver chatter (MiniSat prints a
// warning and its statistics on the same stream as the model) and is skipped; a line that starts
// with a literal must be literals only. Anything that could be a half-read model is an error.
#pragma once

#include <optional>
#include <span>
#include <stdexcept>
#include <string_view>
#include <vector>

#include "cnf/cnf.hpp"
#include "cnf/dimacs.hpp"
#include "sat/sat_solver.hpp"

namespace gridsat {

struct SolverModel {
  SatResult status = SatResult::Unknown;
  // values[v]: +1 true, -1 false, 0 not given (index 0 unused).
  std::vector<signed char> values;
  bool value(int var) const {
    return var >= 0 && static_cast<std::size_t>(var) < values.size() &&
           values[static_cast<std::size_t>(var)] > 0;
  }
};

// Returns nullopt and fills `error` (line, column, what) on text that is not a model: binary data,
// a literal that is not an integer, a variable above `max_var` (when max_var > 0; 100,000,000 is
// the limit in any case), a variable given both true and false, two different status lines, or
// SATISFIABLE without any literal.
std::optional<SolverModel> read_model(std::string_view text, DimacsError& error, int max_var = 0);

// The 1-based number of the first clause of `cnf`, then of `units` (one unit clause each, after
// the others, as an external solver's DIMACS lists assumptions), that `model` leaves without a
// true literal (a variable it does not give counts as false, as decoding reads it); nothing when
// the model satisfies them all.
std::optional<std::size_t> first_falsified_clause(const Cnf& cnf, std::span<const Lit> units,
                                                  const SolverModel& model);

// An external solver that could not be run or whose output is not an answer: the environment's
// fault or the solver's, not gridsat's (the cli gives it its own exit status).
class ExternalSolverError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace gridsat
