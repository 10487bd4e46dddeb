// Arithmetic cages for the native backtracker: the values of a cage's cells combine to a target
// with an operation (sum, product, difference or quotient of two cells, or "some operation"), as
// in Calcudoku / KenKen and killer sudoku, with some pairs of cells (or all) holding different
// values. The native twin of encodings/cages.hpp, written apart from the encoding's tuple
// enumeration so that a search driven by it stays an independent second opinion.
//
// What it removes: a value leaves a cell when no completion of the cage (one candidate per cell,
// the differing pairs respected) reaches the target with it. That is domain consistency on the
// cage, the strongest filtering of one constraint on its own, and it is what the tuples encoding
// gives unit propagation; here it comes from a search instead of a table:
// - a depth-first search over the completions, most constrained cell first, pruned by bounds on
//   the partial sum (what the cells still to come add at least and at most) and by divisibility
//   of the partial product, collecting for each cell the values some completion uses and
//   stopping as soon as every candidate is used; capped at a number of nodes;
// - when every pair of cells differs and the values are at most 16 (killer cages, straight
//   KenKen cages), a sweep over the sets of values used so far instead: cells taken one at a
//   time, a set kept only when it can still be completed, then the sets on a path to a complete
//   set that meets the target mark the values they use. Distinct values make the set (not the
//   order) the state, which is what keeps a nine-cell killer cage cheap: the same idea as the
//   value-layered decision diagram of encodings/cages.hpp;
// - past the node cap, or on cages of more than 64 cells, bounds only: a summand must fit
//   between what the other cells add at least and at most, a factor must divide the target; a
//   complete cage is checked exactly.
// The operations are read as the rules state them: `-` is larger minus smaller and `/` larger
// over smaller (exact), both on two cells only; no operation means the value itself on one cell,
// any of the four on two, `+` or `*` on more.
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "encodings/cages.hpp"
#include "puzzles/native_rules.hpp"

namespace gridsat {

// The cage's values against its target, read plainly as above: the reading the native search
// and the genres' `check` share, apart from the encodings' cage_holds (so that the encoding is
// held against a reading of its own).
bool cage_value_ok(CageOp op, long long target, std::span<const int> values);

// One cage as the propagator reads it. Candidate bit i of a cell stands for the value i + 1.
struct CageRule {
  std::span<const int> cells;  // the cage's positions: indices into the candidates
  CageOp op = CageOp::None;
  long long target = 0;
  // Which positions must hold different values: all of them (killer cages), or when all_differ
  // is false, differ[k] = the bitmask of the positions that must hold another value than
  // position k (one entry per position; zeros for none). Cages of more than 64 cells leave
  // these pairs to the caller's other rules.
  bool all_differ = true;
  std::span<const std::uint64_t> differ;
};

// Removes from the cage's cells the values that no completion of the cage uses (see above; exact
// unless the search hits its node cap or the cage has more than 64 cells, then bounds). Returns
// false only when the cage cannot be satisfied: always when exact, and with bounds when they
// show it or the cage is complete and wrong. Sets `changed` when it removed a value; touches no
// cell outside the cage.
bool propagate_cage(const CageRule& cage, std::vector<Candidates>& cand, bool& changed);

// The differ masks of CageRule from a list of pairs of positions (either order), for a cage of
// `size` positions; empty past 64 positions, where the masks would not fit.
std::vector<std::uint64_t> differ_masks(std::span<const std::pair<int, int>> pairs,
                                        std::size_t size);

}  // namespace gridsat
