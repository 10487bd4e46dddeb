// Sums between blanks: clues on the sides of an n x n grid whose value 0 is a blank (doppelblock's
// shaded cells). A clued row or column holds exactly two blanks, and the numbers between them add
// up to its clue (0: the two blanks side by side); with `distinct`, its numbers also differ (as
// doppelblock's do, each once). pzprjs's checkBlockSum, with the two blanks of its
// checkTwoBlocks made part of the clue, so that the rule is whole on its own.
//
// Encoded per clued line as a regular constraint (encodings/line_automata: Bacchus's unrolled
// automaton, arc-consistent under unit propagation) over the states "no blank yet", "between the
// blanks with sum s" for s = 0..clue, and "past both", the domain's values its letters; with
// `distinct`, at most one cell of the line per number besides (encodings/amo).
//
// Propagated per line by the forward and backward pass of propagators/automaton, which keeps a
// value exactly when some line over the candidates meets the rule. With `distinct` the pass runs
// on the automaton whose states also hold the set of numbers used (built on the first
// propagation; past a budget of states, the plain one): the numbers' difference then takes part,
// so that a gap between the blanks too short or too long for distinct numbers to make the clue
// is seen at once. The evaluator adds the numbers up plainly.
#pragma once

#include <array>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "rules/groups.hpp"
#include "rules/values.hpp"

namespace gridsat::rules {

class SumBetween final : public ValueRule {
 public:
  // `clues[side][index]` as kAllSides orders the sides (top, bottom, left, right), index left to
  // right or top to bottom, kUnknown for none; the domain holds the blank 0 and numbers >= 1.
  SumBetween(int n, std::array<std::vector<int>, 4> clues, const ValueDomain& domain,
             bool distinct);
  ~SumBetween() override;

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& values) const override;
  void encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const override;
  bool propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                 bool& changed) const override;
  bool local() const override { return true; }
  bool propagate_near(const ValueDomain& domain, std::vector<Candidates>& cells, bool& changed,
                      std::span<const int> touched) const override;

 private:
  struct Line;                             // a clue's cells and automata (sum_between.cpp)
  const std::vector<Line>& lines() const;  // the exact automata built on first use
  bool propagate_line(const Line& line, std::vector<Candidates>& cells, bool& changed) const;

  int n_;
  std::array<std::vector<int>, 4> clues_;
  bool distinct_;
  std::vector<int> values_;  // the domain's values, by index
  mutable std::vector<Line> lines_;
  mutable std::once_flag exact_once_;
  CellIndex index_;  // per cell, the clues reading it
};

}  // namespace gridsat::rules
