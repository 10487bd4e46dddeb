// All-different for the native backtracker: "the cells of a group hold distinct values", and for
// a full group (as many cells as values) "each value exactly once". The native twin of the
// encodings' "each value at most / exactly once" groups (encodings/latin.hpp), written from the
// rule alone and never from its clauses, so that a search driven by it is an independent second
// opinion on the encoding.
//
// What it removes, cheapest rule first (each one a deduction every sudoku solver by hand knows):
// - naked singles: a cell with one candidate left takes that value away from its group mates;
// - hidden singles: in a full group a value with one place left goes there (none: a conflict);
// - locked candidates ("pointing" and "claiming" on a sudoku): when every place left for a value
//   in a full group A lies inside another group B, the value leaves B's cells outside A. A rule
//   from sudoku solving practice, where it is the first technique past the singles;
// - Hall sets (naked and hidden pairs, triples, ...): k cells of a group holding only k values
//   between them keep those values, and k values with only k places keep those places. By Hall's
//   marriage theorem the cells of a group can all get distinct values exactly when no k of them
//   hold fewer than k values between them, and a value no such assignment gives a cell is one a
//   tight set (k cells, k values) keeps from it; so all of them are found at once by the
//   matching argument of Régin's all-different filter (J.-C. Régin, "A filtering algorithm for
//   constraints of difference in CSPs", AAAI 1994): a value stays in a cell exactly when some
//   assignment of distinct values to the whole group gives it that value. On one group alone (of at
//   most 64 cells, indexed) the rules leave only such values: tests/propagators holds them to it.
//
// Why this way: a search node usually narrows one cell, so the rules revisit only what changed
// (work lists per rule, the cheap ones drained first), and everything that depends on the groups
// alone is built once per shape and shared (DistinctGroups::index). Across several groups the
// rules are sound but not complete: deciding whether overlapping groups can all be satisfied is
// as hard as the puzzles themselves, which is what the search is for.
//
// PermutationFilter is Régin's filter alone, for one group of n cells over n values, at every
// call (no work lists, no index): what a genre runs when it wants the full filter on every group
// at each node regardless of what changed.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace gridsat {

// The candidates of a cell and one branch of a choice point, as puzzles/native_rules.hpp defines
// them (that header includes this one; the alias must name the same type, or neither compiles).
using Candidates = std::uint64_t;  // bit i set: the cell may still take value index i
struct Alternative;

// The rules of "distinct values" groups (and, when a group has as many cells as values, a "full"
// group: each value exactly once). Fill `groups` and `num_values`, then call index() once before
// propagate or choose.
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
  // Defined in all_different.cpp; shared, never changed once built.
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

// Régin's filter for "these n cells hold the n values once each" (n <= 64; the cells'
// candidates lie within value indices 0 .. n - 1): a value stays in a cell only when some
// perfect matching of cells to values gives it to that cell. With one perfect matching in hand,
// cell x may take the value matched to cell y when y reaches x in the graph "a cell points to
// the cells whose matched value it could take" (the swap closes a cycle). Reachability is a
// bitset closure, cheap for a line of at most 64 cells. Subsumes naked and hidden singles,
// pairs, triples... The object is only work space, reused from one call to the next.
class PermutationFilter {
 public:
  // Narrows the cells of `group` to the values some perfect matching gives them; false when
  // there is none. Sets `changed` when it removed anything.
  bool run(std::span<const int> group, std::vector<Candidates>& cells, bool& changed);

 private:
  bool augment(int i, Candidates& visited);

  std::array<Candidates, 64> domain_{};
  std::array<int, 64> owner_{};  // per value, the cell it is matched to
  std::array<Candidates, 64> reach_{};
};

}  // namespace gridsat
