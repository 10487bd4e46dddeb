// A variant constraint of a sudoku (a thermometer, a kropki dot, anti-knight, ...): the sudoku
// genre composes any number of them over its classic rules. Each kind is one unit in this folder
// with the same three readings of its rule as a genre has: `check` (plain loops), `encode`
// (clauses over the sudoku's one-hot cells), `propagate` (the native backtracker's rule, written
// from the rule and not from the clauses); plus how it is drawn, written and described.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cnf/cnf.hpp"
#include "encodings/latin.hpp"
#include "formats/text.hpp"
#include "puzzles/native_rules.hpp"
#include "puzzles/picture.hpp"
#include "puzzles/puzzle.hpp"
#include "puzzles/random.hpp"

namespace gridsat {

// The one-hot cells of an n x n sudoku as the constraints see them, with order literals
// ("cell >= v") made on first use and shared by every constraint of one encoding. Cells are
// row-major indices, values 1..n.
class SudokuVars {
 public:
  SudokuVars(Cnf& cnf, const OneHotGrid& x, int n);
  int n() const { return n_; }
  Cnf& cnf() { return cnf_; }
  // "cell holds value" (1 <= value <= n).
  Lit is(int cell, int value) const { return x_.lit(cell, value - 1); }
  // "cell holds value or more" (2 <= value <= n), defined both ways by clauses over is(): the
  // order encoding laid over the one-hot one (Tamura et al., "Compiling finite linear CSP into
  // SAT", 2009), which sums and comparisons want.
  Lit at_least(int cell, int value);

 private:
  Cnf& cnf_;
  const OneHotGrid& x_;
  int n_;
  std::vector<Lit> at_least_;  // cell * n + value - 1, 0 until made
};

class SudokuConstraint {
 public:
  virtual ~SudokuConstraint() = default;

  // The kind's name (ConstraintKind::name): "thermo".
  virtual std::string_view kind() const = 0;
  // For messages (analyze's clues, violations): "thermometer r1c1 r1c2 r1c3".
  virtual std::string describe(int n) const = 0;
  // The rule on a complete n x n solution (values 1..n): the first break, or nothing.
  virtual std::optional<Violation> check(const Grid& solution) const = 0;
  // The rule as clauses over the one-hot cells (and order literals).
  virtual void encode(SudokuVars& vars, const EncodeOptions& options) const = 0;
  // Clauses the rule implies together with the sudoku's groups (its rows and columns hold
  // distinct digits), which unit propagation does not find from the two apart: they remove no
  // sudoku solution and prune the search. The sudoku adds them right after encode; none by
  // default.
  virtual void encode_implied(SudokuVars&) const {}
  // The native rule: removes values (bit v-1 of a cell's Candidates is value v) that it
  // excludes; sets `changed` when it removed any; false when a cell is left without a value or
  // the rule is broken. Must accept every complete assignment that keeps the rule and reject
  // every complete one that breaks it.
  virtual bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const = 0;
  // Adds its drawing to a picture of the n x n grid (picture.hpp's lines, marks, shapes, ...).
  virtual void draw(Picture& picture) const = 0;
  // Its line in its native section ("r1c1 r1c2 r1c3"); empty for a flag kind.
  virtual std::string native_line(int n) const = 0;

  // False for a rule over the whole grid (anti-knight, extra regions, negative constraints),
  // which analyze and generate treat as structure, never as a removable clue.
  virtual bool removable() const { return true; }
  // A negative constraint ("no dot means no relation") names the kind it completes: while it
  // holds, the dots of that kind are structure, not removable clues.
  virtual std::string_view negates() const { return ""; }
  // Groups of exactly n cells that hold 1..n once (disjoint groups, extra regions of n cells):
  // the sudoku adds them to its rows, columns and boxes, so they need nothing else.
  virtual std::vector<std::vector<int>> groups(int n) const {
    (void)n;
    return {};
  }
};

using ConstraintPtr = std::shared_ptr<const SudokuConstraint>;

// What a flag kind is made from: the grid's shape and the section constraints already read.
struct FlagContext {
  int n = 9;
  int box_rows = 3;
  int box_cols = 3;
  bool jigsaw = false;                    // irregular regions instead of boxes
  std::span<const ConstraintPtr> others;  // a negative constraint takes its dots from them
};

// A kind of constraint: how the native format and the generator find it.
struct ConstraintKind {
  std::string_view name;  // the native section (`thermo:`) or header flag (`anti-knight`)
  std::string_view help;  // one line, for the docs and `generate --help`
  bool flag = false;      // a header flag (no data), else a section with one constraint per line
  // Section kinds: one constraint from one line's tokens of an n x n sudoku; throws
  // ParseFailure at the offending token.
  ConstraintPtr (*read)(std::span<const Token> line, int n) = nullptr;
  // Flag kinds: the constraint; throws std::invalid_argument when it does not apply to the
  // grid (disjoint groups on jigsaw regions), with the message a reader reports.
  ConstraintPtr (*make)(const FlagContext& context) = nullptr;
  // generate --variant: random constraints of this kind that `solution` keeps (null for kinds
  // the generator does not offer). Flag kinds without one are set before the solution is drawn;
  // a negative flag samples its dots and itself.
  std::vector<ConstraintPtr> (*sample)(const Grid& solution, Random& rng) = nullptr;
};

// Every kind, in the order the native format writes them (constraints/kinds.cpp).
const std::vector<ConstraintKind>& constraint_kinds();
const ConstraintKind* find_constraint_kind(std::string_view name);

// Shared by the kinds' readers: a cell written `rRcC` (1-based) in an n x n grid, as its
// row-major index; throws ParseFailure at the token otherwise.
int read_cell(const Token& token, int n);
// The cells of a line or area, each `rRcC`, at least `min` of them and none twice.
std::vector<int> read_cells(std::span<const Token> tokens, int n, std::size_t min);
// Cells written back, separated by spaces.
std::string cells_text(std::span<const int> cells, int n);
// Candidates by value (bit v-1 is value v, as the native rules hold them): the smallest and
// largest value of a non-empty set, and every value above / below v.
inline int lowest_value(Candidates c) {
  return lowest_index(c) + 1;
}
inline int highest_value(Candidates c) {
  return 64 - __builtin_clzll(c);
}
inline Candidates values_above(int v) {  // v+1 .. 64
  return v >= 64 ? 0 : ~((Candidates{1} << v) - 1);
}
inline Candidates values_below(int v) {  // 1 .. v-1
  return v <= 1 ? 0 : v > 64 ? ~Candidates{0} : (Candidates{1} << (v - 1)) - 1;
}

// Consecutive cells of a line (read from `line`, one token per cell) touch by a side or a
// corner; throws at the first that does not: "r1c1 and r1c3 do not touch: `what`".
void require_touching(std::span<const Token> line, std::span<const int> cells, int n,
                      std::string_view what);
// Keeps only `keep` of a cell's candidates, setting `changed` when some went; false when none is
// left (every kind's propagate narrows this way).
bool narrow(Candidates& cell, Candidates keep, bool& changed);
// True when a and b share a side.
bool orthogonal_neighbours(int a, int b, int n);
// True when a and b touch, by a side or a corner (consecutive cells of a line).
bool king_neighbours(int a, int b, int n);

}  // namespace gridsat
