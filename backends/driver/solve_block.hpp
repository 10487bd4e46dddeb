// Solve, block the answer, solve again: the one loop by which a SAT solver gives the solutions a
// mode asks for (one for solve, two for unique, --limit for count), shared by the engine's
// run_sat and the shape cache. The idea is the standard one for enumerating models incrementally:
// each found answer is forbidden by a clause over the answer variables only, so the next call
// finds a different answer or proves there is none, with everything learned kept.
#pragma once

#include <new>

#include "driver/engine.hpp"

namespace gridsat {

// `solve()` returns the solver's answer, `decode()` the grid of its model, `block(grid)` adds the
// clause that forbids that grid and returns false when that clause would be empty (the grid is
// forced: there is no other one), `why()` why an Unknown stopped. Running out of memory stops it
// as a limit does. Ends with settle().
template <class Solve, class Decode, class Block, class Why>
void solve_and_block(RunResult& result, Mode mode, const RunOptions& options, Solve&& solve,
                     Decode&& decode, Block&& block, Why&& why) {
  const long long wanted = wanted_solutions(mode, options);
  bool exhausted = false;
  StopReason stopped = StopReason::None;
  try {
    while (result.count < wanted) {
      const SatResult r = solve();
      if (r == SatResult::Unsat) {
        exhausted = true;
        break;
      }
      if (r == SatResult::Unknown) {
        stopped = why();
        break;
      }
      Grid g = decode();
      ++result.count;
      const bool more = result.count < wanted;
      if (result.solutions.size() < 2) result.solutions.push_back(g);
      if (more && !block(g)) {
        exhausted = true;
        break;
      }
    }
  } catch (const std::bad_alloc&) {
    stopped = StopReason::Memory;
  }
  settle(result, mode, options, exhausted, stopped);
}

}  // namespace gridsat
