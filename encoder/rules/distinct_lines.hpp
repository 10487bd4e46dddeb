// Distinct lines: no two lines of a set (binairo's rows; its columns), all of one length, are
// alike cell by cell.
//
// Encoded per pair through encodings/distinct_lines (a difference literal per position and a
// clause "they differ somewhere"), leaving out what the puzzle's given cells settle: a pair whose
// givens differ somewhere needs nothing, and a position given alike in both cannot be where they
// differ (two lines given alike in full keep every position, and the givens' units refute them).
// The givens are the puzzle's answer cells that its encoding fixes by units beside the rule (a
// declared puzzle's givens); a setter's clue solver, which switches givens, encodes the rule
// without them. Propagated: two complete lines alike fail; a line with one open cell that would
// copy a complete line takes the other colour there; and with `balanced` (every line holds as
// many shaded as unshaded cells: the fact kBalancedLines, which short runs give), a line with
// two open cells keeps the ways of filling them that balance it and copy no complete line.
#pragma once

#include <set>
#include <vector>

#include "rules/groups.hpp"
#include "rules/rule.hpp"

namespace gridsat::rules {

class DistinctLines final : public ShadingRule {
 public:
  // `lines`: the groups, each a line in order, all of one length; `givens`: 0, 1 or kUnknown per
  // cell (an empty grid: none). Throws std::logic_error for lines of different lengths.
  DistinctLines(GridShape shape, Groups lines, Grid givens = {}, bool balanced = false);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  EncodingSize size(const EncodeOptions& options, std::span<const char> kept) const override;
  unsigned needs() const override { return balanced_ ? kBalancedLines : kNoFacts; }

 private:
  int given(int cell) const;
  bool complete_few_open(const std::vector<int>& line, std::vector<Candidates> state,
                         const std::set<std::vector<Candidates>>& complete,
                         std::vector<Candidates>& cells, bool& changed) const;

  GridShape shape_;
  Groups lines_;
  Grid givens_;
  bool balanced_;
};

}  // namespace gridsat::rules
