// Line runs: each line of its groups (a row, a column) holds, in order, exactly its list of runs
// of shaded cells (a nonogram's clues: "3 1" a run of three, a gap, a run of one; an empty list,
// no shaded cell).
//
// Encoded per line by encodings/runs (the runs' starts in the order encoding, or, as the rule is
// told, the regular constraint's unrolled automaton). Propagated by line solving,
// the rule players use: the states of the line's automaton reachable from its start over the
// candidates, and of them those that reach acceptance; a colour stays in a cell when some live
// state reads it into a live one (the line DP of nonogram solvers: Batenburg and Kosters,
// "Solving nonograms by combining relaxations", 2009), exactly the colours some placement of the
// runs gives the cell; a line that changes a cell queues the other lines through it, and near a
// decision only the lines of narrowed cells start the queue.
#pragma once

#include <string>
#include <vector>

#include "rules/groups.hpp"
#include "rules/rule.hpp"

namespace gridsat::rules {

// The runs of shaded cells (value 1) of a line, in order.
std::vector<int> runs_of(const std::vector<int>& line);
// "3 1 2", or "0" for a line without runs.
std::string runs_text(const std::vector<int>& runs);

class LineRuns final : public ShadingRule {
 public:
  // `lines`: the groups, each a line in order; `runs`: per line its runs (each at least 1);
  // `automaton`: encoded as the unrolled automaton rather than by the runs' starts. Throws
  // std::logic_error when the lists are not one per line.
  LineRuns(GridShape shape, Groups lines, std::vector<std::vector<int>> runs,
           bool automaton = false);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  bool propagate_near(std::vector<Candidates>& cells, bool& changed,
                      std::span<const int> touched) const override;
  bool closed() const override { return true; }
  EncodingSize size(const EncodeOptions& options, std::span<const char> kept) const override;

 private:
  // One line's automaton as two transition tables.
  struct Automaton {
    std::vector<int> on_unshaded;  // per state, the state after an unshaded cell, or -1
    std::vector<int> on_shaded;    // per state, the state after a shaded cell, or -1
    int accept = 0;                // the one accepting state
  };
  bool run(std::vector<Candidates>& cells, bool& changed, std::vector<int> queue) const;
  bool solve_line(int k, const std::vector<Candidates>& cells, std::vector<char>& reach,
                  std::vector<Candidates>& keep) const;

  GridShape shape_;
  Groups lines_;
  std::vector<std::vector<int>> runs_;
  bool automaton_;
  std::vector<Automaton> automata_;
  CellIndex index_;  // per cell, the lines through it
};

}  // namespace gridsat::rules
