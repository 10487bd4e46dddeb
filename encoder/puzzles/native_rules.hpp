// What the native backtracker needs from a puzzle: a finite domain per cell (at most 64 values,
// held as a bitset of value indices), a propagator written from the puzzle's rules — never from
// its CNF, so that the backtracker is an independent second opinion on the encoding — and,
// optionally, where to branch.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "puzzles/grid.hpp"

namespace gridsat {

using Candidates = std::uint64_t;  // bit i set: the cell may still take value_of(i)

// One branch of a choice point: `cell` keeps only the value bit `value`.
struct Alternative {
  int cell = 0;
  Candidates value = 0;
};

class NativeRules {
 public:
  virtual ~NativeRules() = default;
  // The values a cell can take, in index order (bit i of Candidates <-> values()[i]).
  virtual const std::vector<int>& values() const = 0;
  // Initial candidates of every cell (givens already applied).
  virtual std::vector<Candidates> initial() const = 0;
  // Removes candidates that the rules exclude, until nothing changes. Returns false when some
  // cell has no candidate left or the rules are broken. Must accept every complete assignment
  // that satisfies the rules, and reject every complete one that does not.
  virtual bool propagate(std::vector<Candidates>& cells) const = 0;
  // The same, for candidates that were a fixpoint of propagate until the search narrowed the
  // cells listed in `narrowed`: rules that can start from those cells override it to save a
  // full pass at every search node. The default calls propagate(cells).
  virtual bool propagate_after(std::vector<Candidates>& cells, std::span<const int> narrowed) const;
  // Where to branch, after a successful propagate: fills `out` (cleared first) with alternatives
  // such that every solution of `cells` satisfies at least one of them; leaves it empty when
  // every cell has a single candidate. The default takes the undecided cell with the fewest
  // candidates (the first such cell) and tries its values in index order.
  virtual void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const;
};

// The default branching rule on its own: the first undecided cell with the fewest candidates.
void choose_fewest_candidates(const std::vector<Candidates>& cells, std::vector<Alternative>& out);

// Helpers shared by the puzzles whose rules include "these cells hold distinct values" (and,
// when a group has as many cells as values, a "full" group: each value exactly once). Fill
// `groups` and `num_values`, then call index() once before propagate or choose.
//
// What index() computes depends only on the puzzle's shape (its groups and sizes), never on its
// givens, and a solver that runs thousands of puzzles of one shape would otherwise spend most of
// its time rebuilding it: so it lives in an immutable Shape shared by every DistinctGroups with
// the same groups, taken from a small cache of the shapes each thread met last. A DistinctGroups
// itself holds only that pointer and the statistics of its own search.
struct DistinctGroups {
  std::vector<std::vector<int>> groups;
  int num_values = 0;

  // The index, filled by index(): the groups flattened, the groups of each cell, each cell's
  // peers (the cells sharing a group with it), and where the locked-candidates rule looks.
  // Defined in native_rules.cpp; shared, never changed once built.
  struct Shape;
  std::shared_ptr<const Shape> shape;

  // How often each group's rules met a contradiction in this search (sized by index()):
  // choose() branches where the failures gather, the "weighted degree" heuristic of constraint
  // solvers. A statistic of one search, not a rule, so propagate may update it although it is
  // const: a DistinctGroups serves one search at a time.
  mutable std::vector<std::uint64_t> failures;

  // Points `shape` at the index of these groups over cells 0 .. num_cells - 1 (built on the
  // first call for a shape, shared afterwards) and sizes `failures`. Call again after changing
  // `groups` or `num_values`.
  void index(int num_cells);

  // Runs these rules to a fixpoint, revisiting only what changed:
  // - naked singles: a fixed cell removes its value from every group mate;
  // - hidden singles (full groups): a value with one place left goes there, none is a conflict;
  // - locked candidates (a full group A and any group B sharing cells with it): when every
  //   place left for value v in A lies inside B, v is in A ∩ B, so it leaves B \ A. On a sudoku
  //   this is "pointing" (box -> row/column) and "claiming" (row/column -> box);
  // - Hall sets: k cells of a group holding only k values between them keep those values to
  //   themselves, and k values with only k places keep those places (naked and hidden pairs,
  //   triples, ...).
  // Without index(), only the singles, in rounds over every group. Returns false on a
  // contradiction. Sets `changed` when it removed anything.
  bool propagate(std::vector<Candidates>& cells, bool& changed) const;
  // The same when `cells` was a fixpoint of these rules until the cells in `narrowed` lost
  // candidates: only their groups are read at first.
  bool propagate(std::vector<Candidates>& cells, bool& changed,
                 std::span<const int> narrowed) const;

  // Branching for puzzles made of full groups: the fewer of (a) the undecided cell with the
  // fewest candidates and (b) the (full group, value) pair with the fewest places left, whose
  // alternatives put the value in each of its places in turn (the value is in exactly one of
  // them). Among cells with equally few candidates it prefers the one whose groups hold the
  // most undecided cells: deciding it constrains the most. Empty when every cell is decided.
  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const;
};

// Bit counting without a library call (the build targets plain x86-64, without POPCNT).
inline int popcount(Candidates c) {
  c = c - ((c >> 1) & 0x5555555555555555ULL);
  c = (c & 0x3333333333333333ULL) + ((c >> 2) & 0x3333333333333333ULL);
  c = (c + (c >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return static_cast<int>((c * 0x0101010101010101ULL) >> 56);
}
inline int lowest_index(Candidates c) {
  return __builtin_ctzll(c);
}

}  // namespace gridsat
