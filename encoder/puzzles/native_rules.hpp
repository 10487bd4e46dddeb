// What the native backtracker needs from a puzzle: a finite domain per cell (at most 64 values,
// held as a bitset of value indices), a propagator written from the puzzle's rules — never from
// its CNF, so that the backtracker is an independent second opinion on the encoding — and,
// optionally, where to branch.
#pragma once

#include <cstdint>
#include <vector>

#include "puzzles/grid.hpp"

namespace gridsat {

using Candidates = std::uint64_t;  // bit i set: the cell may still take value_of(i)

// One branch of a choice point: `cell` takes the single value bit `value`.
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
struct DistinctGroups {
  std::vector<std::vector<int>> groups;
  std::vector<std::vector<int>> groups_of_cell;  // filled by index()

  // A full group `from` sharing at least two cells with another group `to`, as index() finds
  // them for the locked-candidates rule (cell lists: from ∩ to, from \ to, to \ from).
  struct Overlap {
    int from = 0;
    int to = 0;
    std::vector<int> shared;
    std::vector<int> rest_of_from;
    std::vector<int> rest_of_to;
  };
  std::vector<Overlap> overlaps;       // filled by index(), grouped by `from`
  std::vector<int> overlaps_of_group;  // filled by index(): overlaps of group g are
                                       // [overlaps_of_group[g], overlaps_of_group[g + 1])
  int num_values = 0;

  void index(int num_cells);

  // Runs these rules to a fixpoint, revisiting only the groups whose cells lost candidates:
  // - naked singles: a fixed cell removes its value from every group mate;
  // - hidden singles (full groups): a value with one place left goes there, none is a conflict;
  // - locked candidates (a full group A and any group B sharing cells with it): when every
  //   place left for value v in A lies inside B, v is in A ∩ B, so it leaves B \ A. On a sudoku
  //   this is "pointing" (box -> row/column) and "claiming" (row/column -> box).
  // Returns false on a contradiction. Sets `changed` when it removed anything.
  bool propagate(std::vector<Candidates>& cells, bool& changed) const;

  // Branching for puzzles made of full groups: the fewer of (a) the undecided cell with the
  // fewest candidates and (b) the (full group, value) pair with the fewest places left, whose
  // alternatives put the value in each of its places in turn (the value is in exactly one of
  // them). Among cells with equally few candidates it prefers the one whose groups hold the
  // most undecided cells: deciding it constrains the most. Empty when every cell is decided.
  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const;
};

inline int popcount(Candidates c) {
  return __builtin_popcountll(c);
}
inline int lowest_index(Candidates c) {
  return __builtin_ctzll(c);
}

}  // namespace gridsat
