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
