// The native solver: depth-first search over candidate bitsets, with the puzzle's own propagator
// (singles and whatever its rules deduce) at every node and the puzzle's own choice of where to
// branch (NativeRules::choose: by default the cell with the fewest candidates).
#pragma once

#include <vector>

#include "puzzles/grid.hpp"
#include "puzzles/native_rules.hpp"
#include "sat/sat_solver.hpp"

namespace gridsat {

struct SearchOutcome {
  // Sat: stopped at max_solutions; Unsat: the search space is exhausted (solutions holds every
  // solution found, possibly none); Unknown: a limit stopped it.
  SatResult status = SatResult::Unknown;
  std::vector<Grid> solutions;
  long long nodes = 0;
  long long dead_ends = 0;                // nodes without a solution below: the conflicts
  StopReason stopped = StopReason::None;  // why, when status is Unknown
};

SearchOutcome backtrack(const NativeRules& rules, int rows, int cols, long long max_solutions,
                        const Limits& limits);

}  // namespace gridsat
