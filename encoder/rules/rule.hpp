// A rule of a shading puzzle, stated once in each of the three readings gridsat holds against
// each other:
//  - evaluate: the rule on a finished answer, read plainly. It lives in the primitive's
//    `*_eval.cpp`, which includes neither encodings/ nor propagators/ (tests/layers holds it), so
//    that the rules check is an opinion independent of the clauses and of the native search;
//  - encode: clauses over the layer's variables, through encodings/ (a tuned encoding is an
//    option of its primitive, chosen by EncodeOptions);
//  - propagate: the native search's rule on partial answers, through propagators/.
// A global rule (connectivity) also gives lazy cuts when the run leaves it out of the CNF. A
// genre's rules are a list of such rules (rule_set.hpp); tests/rules holds every primitive's
// three readings against each other on every shading of small grids.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "cnf/cnf.hpp"
#include "puzzles/native_rules.hpp"
#include "puzzles/puzzle.hpp"
#include "rules/shading.hpp"

namespace gridsat::rules {

// What a rule guarantees of every answer that keeps it, for the rules whose propagation relies
// on it (a rule set refuses a rule whose needs no other rule meets).
enum Fact : unsigned {
  kNoFacts = 0,
  kAtMostOnePerBlock = 1,  // no 2 x 2 block holds two shaded cells (never touching, king)
  kNoSideNeighbours = 2,   // no two shaded cells share a side (never touching)
  kBalancedLines = 4,      // every line holds as many shaded as unshaded cells (short runs)
  kKnownCells = 8,         // the KnownCells of a colour that the rule's data names (below)
};

// What a rule fixes of the cells of one colour in every answer that keeps it, for a rule tuned
// by it (NumberedAreas in islands style fixes the other colour's cells: a numbered cell never
// has it, a cell no number's area reaches always has it, and the numbers add up to the count;
// Connected encodes its wall with them, and relies on them through kKnownCells).
struct KnownCells {
  std::vector<int> never;   // cells that never have the colour
  std::vector<int> always;  // cells that always have it (they may meet `never`: no answer)
  long long count = -1;     // how many cells have it; -1 for not known
};

class ShadingRule {
 public:
  virtual ~ShadingRule() = default;

  // For messages and declarations: "no two stars touch, not even diagonally".
  virtual std::string describe() const = 0;
  // The rule on a complete shading of its grid (values 0 and 1): the first break, or nothing.
  virtual std::optional<Violation> evaluate(const Grid& shading) const = 0;
  // The rule as clauses over the layer's variables.
  virtual void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const = 0;
  // Removes the candidates the rule excludes (rules::remove sets `changed`); false when a cell is
  // left without a candidate or the rule is broken. Must accept every complete assignment that
  // keeps the rule and reject every complete one that breaks it; on partial ones it may remove
  // only what no answer keeping the rule has.
  virtual bool propagate(std::vector<Candidates>& cells, bool& changed) const = 0;
  // The same, on candidates that were a fixpoint of this rule until the cells in `touched`
  // narrowed: a rule whose parts each read a few cells (sight clues) propagates only the parts
  // that read a touched cell, where the search would otherwise run every part at every node.
  // The default propagates everything.
  virtual bool propagate_near(std::vector<Candidates>& cells, bool& changed,
                              std::span<const int> touched) const {
    (void)touched;
    return propagate(cells, changed);
  }
  // Whether propagate and propagate_near leave the cells at the rule's own fixpoint (a queue of
  // its parts run until empty): the next round after a decision then spares the rule the cells
  // it narrowed itself, where it alone narrowed any.
  virtual bool closed() const { return false; }
  // A global rule that encode leaves out when options.connectivity is Lazy: for a complete
  // answer, clauses over answer cells that the answer breaks and every answer keeping the rule
  // keeps (on any grid of this shape, whatever the clues); none when the answer keeps it.
  virtual std::vector<Cut> cuts(const Grid& answer) const {
    (void)answer;
    return {};
  }
  // Where the native search branches, when this rule knows better than the fewest candidates:
  // fills `out` as NativeRules::choose does and returns true; false to leave it to others.
  virtual bool choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const {
    (void)cells;
    (void)out;
    return false;
  }
  // A rule whose propagation is dear (connectivity): the native rules run it only once the others
  // have nothing left to narrow.
  virtual bool costly() const { return false; }
  // An upper estimate of what encode writes (puzzles/encoding_size.hpp), for refusing a puzzle
  // too large for memory before encoding it, where `kept` marks the cells the set keeps unshaded
  // (per cell; empty for none: kept_unshaded); zero where the rule gives none.
  virtual EncodingSize size(const EncodeOptions& options, std::span<const char> kept) const {
    (void)options;
    (void)kept;
    return {};
  }
  // The cells the rule keeps unshaded in every answer that keeps it, whatever the other cells
  // (tents: the trees and the cells beside none). Its encode writes their units; a rule set
  // marks them in its variables before any rule encodes (ShadingVars::kept_unshaded), so that
  // the other rules leave them out of their clauses.
  virtual std::vector<int> kept_unshaded() const { return {}; }
  // What the rule guarantees, and what its propagation needs from the others (Fact bits).
  virtual unsigned facts() const { return kNoFacts; }
  virtual unsigned needs() const { return kNoFacts; }
};

}  // namespace gridsat::rules
