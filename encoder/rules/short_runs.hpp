// Short runs: along every line of its groups (rows, columns), no run of more than `longest`
// cells of one colour; `balanced`, every line also holds as many shaded as unshaded cells
// (binairo's "no three equal cells in a row" and "as many 0s as 1s").
//
// Encoded as two clauses per window of longest + 1 consecutive cells ("not all shaded", "not
// all unshaded") and, balanced, exactly_k(line, L / 2) through encodings/cardinality (`--card`):
// the windows are what unit propagation uses best, and the count is the tuned one of every count
// rule. Propagated as a line automaton: the states after each cell (shaded cells so far, the
// last colour, the length of its run) reachable from the line's start and reaching its end
// through the candidates; a colour stays in a cell only when some accepted line puts it there
// (the forward and backward reachability of nonogram line solvers), O(L^2 * longest) per line,
// which finds all that the players' window and balance rules find, and more. A
// line that changes a cell queues the other lines through it; near a decision only the lines
// of narrowed cells start the queue.
#pragma once

#include <array>
#include <string>

#include "rules/groups.hpp"
#include "rules/rule.hpp"

namespace gridsat::rules {

class ShortRuns final : public ShadingRule {
 public:
  // `lines`: the groups, each a line in order; `names`: the cells of each colour as messages
  // count them ({"0s", "1s"}). Throws std::logic_error for `longest` below 1.
  ShortRuns(GridShape shape, Groups lines, int longest, bool balanced,
            std::array<std::string, 2> names = {"unshaded cells", "shaded cells"});

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  bool propagate_near(std::vector<Candidates>& cells, bool& changed,
                      std::span<const int> touched) const override;
  bool closed() const override { return true; }
  EncodingSize size(const EncodeOptions& options, std::span<const char> kept) const override;
  unsigned facts() const override { return balanced_ ? kBalancedLines : kNoFacts; }

 private:
  bool run(std::vector<Candidates>& cells, bool& changed, std::vector<int> queue) const;
  bool automaton(const std::vector<int>& line, std::vector<Candidates>& cells, bool& changed) const;

  GridShape shape_;
  Groups lines_;
  int longest_;
  bool balanced_;
  std::array<std::string, 2> names_;
  CellIndex index_;  // per cell, the lines through it
};

}  // namespace gridsat::rules
