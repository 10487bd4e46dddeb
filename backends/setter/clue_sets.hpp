// Two questions about sets of clues that the setter's commands share, both asked of one
// incremental solver (clue_solver.hpp) with the clues as assumptions:
//
//  - minimal_core: of a set of assumptions that cannot hold together, a subset that cannot
//    either, and from which none can be left out (a minimal unsatisfiable subset over the
//    assumptions, i.e. over the clues they switch on). Deletion-based: each element in turn is
//    left out, and the set shrinks to the solver's failed assumptions when that stays
//    unsatisfiable (clause-set refinement). After one pass every element left is needed: an
//    element whose removal was satisfiable stays needed in every smaller set, since the model
//    found satisfies every subset. The idea is the classic deletion filter (Bakker, Dikker,
//    Timmermans and Tison, "Diagnosing and solving over-determined constraint satisfaction
//    problems", IJCAI 1993) with the refinement of MUS extractors such as MUSer2 (Belov and
//    Marques-Silva, JSAT 2012). Used by `--explain` (clues that contradict each other), `hint`
//    (the clues that force a cell, and filled cells that contradict the clues) and `analyze`
//    (a minimal set of clues that keeps a puzzle unique).
//  - forced_cells: the cells that hold the same value in every model under some assumptions,
//    found with few solve calls (ask for a model in which some candidate differs; the cells that
//    differ drop out; UNSAT means the rest are forced).
#pragma once

#include <functional>
#include <span>
#include <vector>

#include "setter/clue_solver.hpp"

namespace gridsat {

struct Core {
  SatResult status = SatResult::Unknown;  // Unsat: `kept` is a minimal core; Sat: none exists
  std::vector<std::size_t> kept;          // indices into the candidates, ascending
};

// A minimal subset of `candidates` that, together with `fixed` (always assumed), has no model.
// `candidates` + `fixed` themselves may have one: then the status is Sat. Unknown when a limit
// stopped a solve call.
Core minimal_core(ClueSolver& solver, std::span<const Lit> candidates, std::span<const Lit> fixed);

// Narrows `candidate` (per answer cell) to the cells that hold their value of `first` (a model
// under `assumptions`) in every model under them; every other model met is passed to `seen`
// (may be empty). Returns Unsat when done, Unknown when a limit stopped it.
SatResult forced_cells(ClueSolver& solver, std::span<const Lit> assumptions, const Grid& first,
                       std::vector<char>& candidate,
                       const std::function<void(const Grid&)>& seen = {});

}  // namespace gridsat
