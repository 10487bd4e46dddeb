// Skylines: clues on the sides of an n x n grid of heights 1..n whose rows and columns each hold
// every height once (a Latin square: Distinct over the rows and columns, with the rule set). A
// building is seen from a side when it is taller than every one in front of it; a clue counts
// the buildings seen from its end of the line (skyscrapers, Tatham's Towers), or with `Seen::Sum`
// adds up their heights (pyramids' sum variant).
//
// It is stated for lines that are permutations, and its encoding and propagation use that:
//  - encode: encodings/visibility's HeightLines over the one-hot cells, with `permutations`
//    (the first i cells reach a height of at least i, the tallest stands somewhere), in the
//    formulation `--visibility` picks (order literals, or an automaton over "seen so far,
//    tallest so far");
//  - propagate: per row or column with a clue at one end or both, propagators/lines' exact pass
//    (a height stays in a cell exactly when some arrangement of distinct heights meets the
//    line's clues), or past its budget of states the pass per clue; and on a whole propagation
//    the deductions of a count clue alone (a 1 puts n next to it, a clue c bars heights above
//    n - c + 1 + p from position p), which the pyramids solvers apply at the start.
// The evaluator counts what is seen, plainly, on any answer.
#pragma once

#include <array>
#include <cstddef>
#include <memory>
#include <mutex>
#include <vector>

#include "rules/values.hpp"

namespace gridsat::rules {

class Skyline final : public ValueRule {
 public:
  // `clues[side][index]` as kAllSides orders the sides (top, bottom, left, right), index left to
  // right or top to bottom, 0 for none. `max_states`: the exact pass's budget per line (0: the
  // pass per clue only). Its propagation keeps work space and a memo of each line's last pass,
  // which makes the rule serve one search at a time (a rule set per search).
  Skyline(int n, std::array<std::vector<int>, 4> clues, Seen what, std::size_t max_states);
  ~Skyline() override;

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& values) const override;
  void encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const override;
  bool propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                 bool& changed) const override;
  bool local() const override { return true; }
  bool propagate_near(const ValueDomain& domain, std::vector<Candidates>& cells, bool& changed,
                      std::span<const int> touched) const override;

 private:
  struct Lines;          // the propagation's lines, work space and memo (skyline.cpp)
  Lines& lines() const;  // built on first use

  int n_;
  std::array<std::vector<int>, 4> clues_;
  Seen what_;
  std::size_t max_states_;
  mutable std::once_flag lines_once_;
  mutable std::unique_ptr<Lines> lines_;
};

}  // namespace gridsat::rules
