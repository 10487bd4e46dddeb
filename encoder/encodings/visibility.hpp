// What is seen along a line of one-hot cells from one end: the buildings visible over a row of
// skyscrapers (counted, or their heights added up) and the first letter met past the blanks
// (Easy as ABC). Puzzle-agnostic: a line is a list of one-hot cells, nearest the viewer first.
//
// Two formulations behind one call shape, so that a caller switches with one word:
//
//  order      order literals "height >= h" per cell (shared by every line through the cell), the
//             prefix maximum "max of the first i heights >= h", a visibility literal per position
//             defined in both directions (visible <=> higher than the prefix maximum before it: a
//             one-way definition would let a solver call hidden buildings visible and over-count),
//             then exactly_k over the visibility literals (Card), or for the sum variant a literal
//             "height h is seen" per height and a sequential weighted counter over them.
//             First-seen: prefix literals "all blank so far".
//  automaton  the line as a regular constraint: a deterministic automaton over the cell values,
//             states (count or sum so far, maximum so far) for visibility and {all blank so far,
//             seen} for first-seen, unrolled into layers of state literals with the dead states
//             (unreachable from the start or unable to reach acceptance) removed beforehand
//             (after Bacchus, "GAC via unit propagation", CP 2007; line_automata.hpp).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "cnf/cnf.hpp"
#include "encodings/cardinality.hpp"

namespace gridsat {

enum class Visibility { Order, Automaton };

inline constexpr Visibility kAllVisibility[] = {Visibility::Order, Visibility::Automaton};

std::string_view visibility_name(Visibility encoding);  // "order" | "automaton"
std::optional<Visibility> parse_visibility(std::string_view name);

// What a visibility clue states about its line.
enum class Seen {
  Count,  // how many buildings are visible
  Sum,    // the sum of the visible buildings' heights
};

// The sides of an n x n grid, in the order clue lists give them.
enum class Side { Top, Bottom, Left, Right };
inline constexpr Side kAllSides[] = {Side::Top, Side::Bottom, Side::Left, Side::Right};
std::string_view side_name(Side side);  // "top", ...

// The cells (row-major indices of an n x n grid) of line `index` (a column for top and bottom, a
// row for left and right) as seen from `side`, nearest first.
std::vector<int> line_from_side(int n, Side side, int index);

// Visibility clues over height cells. `cells[c][h-1]` is the literal "cell c has height h",
// h = 1..H; each cell is assumed to hold exactly one height (the caller's clauses). A building is
// visible when it is higher than every building in front of it; the nearest one always is.
//
// `permutations`: the caller promises (by its own clauses) that every line given to require()
// holds the heights 1..H once each, as in a Latin square. The encodings then add what follows
// from it and unit propagation cannot see: the first i cells reach a height of at least i (so
// the order formulation fixes those prefix-maximum literals, and the automaton drops the states
// below), and the tallest building stands somewhere in the line.
class HeightLines {
 public:
  HeightLines(Cnf& cnf, std::vector<std::vector<Lit>> cells, Visibility encoding, Card card,
              bool permutations = false);

  // Exactly `clue` buildings of `line` (cell indices, nearest first) are visible (Seen::Count),
  // or the visible heights add up to `clue` (Seen::Sum). Impossible clues make the CNF
  // unsatisfiable.
  void require(const std::vector<int>& line, Seen what, int clue);

 private:
  // The order literals of a cell, made on first use: at_least[h-1] <=> height >= h (h >= 2).
  const std::vector<Lit>& at_least(int cell);
  void require_order(const std::vector<int>& line, Seen what, int clue);
  void require_automaton(const std::vector<int>& line, Seen what, int clue);

  Cnf& cnf_;
  std::vector<std::vector<Lit>> cells_;
  std::vector<std::vector<Lit>> at_least_;
  Visibility encoding_;
  Card card_;
  bool permutations_;
};

// Easy as ABC's first-seen rule: `line[i][v]` is "cell i holds v", v = 0 (a blank) .. K (the
// letters); exactly one per cell (the caller's clauses). The first non-blank cell from the near
// end holds `letter` (1..K); a line of blanks only breaks the rule.
void first_seen(Cnf& cnf, const std::vector<std::vector<Lit>>& line, int letter,
                Visibility encoding);

}  // namespace gridsat
