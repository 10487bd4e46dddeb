// What the native backtracker needs from a puzzle: a finite domain per cell (at most 64 values,
// held as a bitset of value indices) and a propagator written from the puzzle's rules — never
// from its CNF, so that the backtracker is an independent second opinion on the encoding.
#pragma once

#include <cstdint>
#include <vector>

#include "puzzles/grid.hpp"

namespace gridsat {

using Candidates = std::uint64_t;  // bit i set: the cell may still take value_of(i)

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
};

// Helpers shared by the puzzles whose rules include "these cells hold distinct values" (and,
// when a group has as many cells as values, "each value exactly once": hidden singles).
struct DistinctGroups {
  std::vector<std::vector<int>> groups;
  std::vector<std::vector<int>> groups_of_cell;  // filled by index()
  int num_values = 0;

  void index(int num_cells);
  // Naked singles (a fixed cell removes its value from every group mate) and, for full groups,
  // hidden singles (a value with one place left goes there). Returns false on a contradiction.
  // Sets `changed` when it removed anything.
  bool propagate(std::vector<Candidates>& cells, bool& changed) const;
};

inline int popcount(Candidates c) {
  return __builtin_popcountll(c);
}
inline int lowest_index(Candidates c) {
  return __builtin_ctzll(c);
}

}  // namespace gridsat
