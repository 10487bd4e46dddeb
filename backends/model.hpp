// Reading a SAT solver's answer: SAT-competition output (`s SATISFIABLE`, `v` lines ending in 0,
// `s UNSATISFIABLE`, `s UNKNOWN`) or a plain list of literals (minisat's result file `SAT` /
// `UNSAT` header is accepted too).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "cnf/dimacs.hpp"
#include "sat_solver.hpp"

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

// Returns nullopt and fills `error` (line, column, what) on text that is not a model.
std::optional<SolverModel> read_model(std::string_view text, DimacsError& error);

}  // namespace gridsat
