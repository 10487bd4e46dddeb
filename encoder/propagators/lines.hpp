// Visibility clues for the native backtracker: what is seen along a line from one end. The native
// twin of encodings/visibility.hpp, written from the rules alone so that a search driven by it is
// an independent second opinion on the encodings. Two kinds of clue:
//
// Skylines (skyscrapers, pyramids): a line of n cells holds the heights 1..n once each; a
// building is visible when it is taller than every one in front of it, and a clue counts the
// visible buildings (Seen::Count) or adds up their heights (Seen::Sum). Three propagators:
// - the exact pass over a whole line with its clues at one end or both (SkylinePropagator::
//   search): a height stays in a cell exactly when some arrangement of distinct heights that
//   meets the clues puts it there. The tallest building n splits the line: the cells in front of
//   it show the front clue less what n adds, and the cells behind it, read from the back, the
//   back clue; so the line is swept from each end over states (the set of heights used, the
//   count or sum seen), and two sweeps meet where n stands. Exponential in n (the sets), so it
//   gives up past a budget of states, and for lines longer than 20;
// - the pass per clue (SkylinePropagator::pass), the cheaper fallback: the automaton of the
//   encoding's `automaton` formulation (states: count or sum so far, tallest so far) run forward
//   and backward over the candidates, the classic filtering of a regular constraint (G. Pesant,
//   "A regular language membership constraint for finite sequences of variables", CP 2004). It
//   ignores that the heights differ, keeping only that the tallest is n, and is exact for that;
// - the deductions of a count clue on its own, which the Pyramids solvers (and anyone solving
//   skyscrapers by hand) apply once at the start: a clue 1 puts n next to it, a clue n fixes the
//   line to 1..n, a clue c bars heights above n - c + 1 + p from position p (0-based): at most
//   p + 1 buildings are seen up to that cell, and behind a height h only the n - h taller ones.
//
// First letter seen (Easy as ABC): cells hold a blank or a letter; the clue is the first letter
// met from its end, past the blanks. One forward pass keeps a value in a cell exactly when some
// line (blanks and letters placed freely, ignoring the rows' "each letter once") meets the clue.
//
// Candidates: for skylines bit h - 1 stands for height h; for letters bit 0 is the blank and bit
// v the letter v. Lines list cells (indices into the candidates) nearest the clue first.
#pragma once

#include <cstddef>
#include <memory>
#include <span>
#include <vector>

#include "encodings/visibility.hpp"
#include "puzzles/native_rules.hpp"

namespace gridsat {

// One skyline clue and the cells of its line, nearest first; the line holds n cells.
struct SeenClue {
  std::vector<int> cells;
  int clue = 0;
};

// A row or column of n cells with a clue at one end or both (0: none), cells in the order seen
// from the front end; `views` holds the same clues as seen from their ends, for the pass per clue.
struct SkylineLine {
  SkylineLine(std::vector<int> cells_from_front, int front_clue, int back_clue);
  std::vector<int> cells;
  int front = 0;
  int back = 0;
  std::vector<SeenClue> views;
};

enum class SkylineResult {
  Done,        // narrowed to exactly the supported heights
  Unsolvable,  // no arrangement meets the clues
  TooLarge,    // past the budget of states (or n > 20): nothing changed
};

// The skyline propagators for lines of n cells (heights 1..n, n <= 63) and one kind of clue. The
// object holds work space reused from one call to the next; it serves one search at a time.
class SkylinePropagator {
 public:
  // `max_states`: the exact pass's budget of states per call; 0 makes run() use the pass per
  // clue only.
  SkylinePropagator(int n, Seen what, std::size_t max_states);
  ~SkylinePropagator();
  SkylinePropagator(SkylinePropagator&&) noexcept;
  SkylinePropagator& operator=(SkylinePropagator&&) noexcept;

  // The exact pass over a whole line. Sets `changed` when it removed a height.
  SkylineResult search(const SkylineLine& line, std::vector<Candidates>& cells, bool& changed);
  // The pass per clue: keeps a height in a cell when some sequence of heights 1..n over the
  // candidates, repeats allowed but with n among them, meets the clue and puts it there. False
  // when there is none.
  bool pass(const SeenClue& clue, std::vector<Candidates>& cells, bool& changed);
  // The exact pass, or when it is too large the pass per clue on each of the line's views.
  // False when the line cannot meet its clues.
  bool run(const SkylineLine& line, std::vector<Candidates>& cells, bool& changed);

 private:
  struct Work;
  std::unique_ptr<Work> work_;
};

// The deductions of a count clue alone on a line of n = clue.cells.size() distinct heights (see
// above). Candidates only shrink; a cell left empty is for the caller's propagation to report.
void apply_count_clue_bounds(const SeenClue& clue, std::vector<Candidates>& cells);

// The first-seen pass: `line` nearest first, `clue` the letter to be met first (bit 0 of a cell:
// the blank, bit v: the letter v). Keeps exactly the values some line meeting the clue uses (see
// above); false when none does. Sets `changed` when it removed a value.
bool propagate_first_seen(std::span<const int> line, int clue, std::vector<Candidates>& cells,
                          bool& changed);

}  // namespace gridsat
