// The first value seen from a side: clues on the sides of an n x n grid whose value 0 is a blank;
// a clue is the first non-blank value met from its end of the row or column (Easy as ABC's
// letters). A line of blanks shows no value and breaks every clue on it.
//
// Encoded by encodings/visibility's first_seen (an automaton over "met a value yet" in the
// formulation `--visibility` picks); propagated by propagators/lines' first-seen pass, which
// keeps a value in a cell exactly when some line over the candidates (values placed freely)
// meets the clue.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "rules/groups.hpp"
#include "rules/values.hpp"

namespace gridsat::rules {

class FirstSeen final : public ValueRule {
 public:
  // `clues[side][index]` as kAllSides orders the sides (top, bottom, left, right), index left to
  // right or top to bottom, 0 for none; values 0 (the blank) to `largest`, the domain's values
  // in order. `names[v]`: the value v in messages ("B"); `noun`: what the values are ("letter").
  FirstSeen(int n, int largest, std::array<std::vector<int>, 4> clues,
            std::vector<std::string> names, std::string noun);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& values) const override;
  void encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const override;
  bool propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                 bool& changed) const override;
  bool local() const override { return true; }
  bool propagate_near(const ValueDomain& domain, std::vector<Candidates>& cells, bool& changed,
                      std::span<const int> touched) const override;

 private:
  int n_;
  int largest_;
  std::array<std::vector<int>, 4> clues_;
  std::vector<std::string> names_;
  std::string noun_;
  std::vector<std::pair<std::vector<int>, int>> lines_;  // each clue's line, nearest first
  CellIndex index_;                                      // per cell, the clues reading it
};

}  // namespace gridsat::rules
