// Depth-first search over candidate bitsets. At each node the puzzle's own propagator runs to a
// fixpoint, then a choice point is picked and each of its alternatives is tried on a copy of the
// candidates. The copies live in one preallocated array per depth, reused for the whole search:
// a node copies one row of bitsets and allocates nothing.
//
// The search runs in two modes. It starts plain: the puzzle's rules pick the choice point
// (NativeRules::choose), which costs little per node and settles nearly every puzzle up to 16x16
// within a few thousand nodes. When that budget is spent, the search starts again from the root
// with lookahead at every node, the technique of lookahead SAT solvers (march, kcnfs) applied to
// the cells that have two candidates left:
// - each such cell is tried both ways, each trial propagated on a scratch copy;
// - a value whose trial fails leaves the cell (failed-literal probing); both failing prove the
//   node dead;
// - a candidate that neither trial keeps leaves its cell anyway, since one of the two holds
//   (constructive disjunction);
// - the search branches on the cell whose two trials removed the most candidates (the product of
//   the two counts: both sides should shrink), the side that removed more first.
// A lookahead node costs two propagations per two-candidate cell, a hundred times a plain node,
// but on hard 25x25 sudokus it shrinks the tree a hundred times and more. The restart is
// sound: the lookahead search is complete on its own, and a solution found twice is kept once.
//
// Depth is bounded by the number of cells: every alternative decides a cell that propagation had
// left undecided.
#include "native/backtrack.hpp"

#include <chrono>
#include <optional>
#include <span>

namespace gridsat {
namespace {

// Plain nodes before the search starts again with lookahead: four times what `unique` needs on
// the hardest 9x9 of the shared sets (forum-hardest-1106: 1157 at most), a fraction of a second
// on a 25x25. The blue-ultimate 16x16 puzzles cross it and take as long as before in all.
constexpr long long kPlainNodes = 5000;

class Search {
 public:
  Search(const NativeRules& rules, int rows, int cols, long long max_solutions,
         const Limits& limits)
      : rules_(rules), rows_(rows), cols_(cols), max_solutions_(max_solutions), budget_(limits) {
    budget_.start();
  }

  SearchOutcome run() {
    const std::vector<Candidates> root = rules_.initial();
    // One more level than there are cells: the deepest node has every cell decided.
    levels_.resize(root.size() + 2);
    choices_.resize(root.size() + 2);
    plain_nodes_left_ = kPlainNodes;
    lookahead_ = false;
    bool finished = search_from(root);
    if (out_of_plain_nodes_ && !stopped_) {
      lookahead_ = true;
      found_plain_ = out_.solutions.size();
      finished = search_from(root);
    }
    if (stopped_) {
      out_.status = SatResult::Unknown;
      out_.stopped = budget_.reason() == StopReason::None ? StopReason::Solver : budget_.reason();
    } else
      out_.status = finished ? SatResult::Unsat : SatResult::Sat;
    return std::move(out_);
  }

 private:
  bool search_from(const std::vector<Candidates>& root) {
    levels_[0] = root;
    return descend(0, std::nullopt);
  }

  // Searches below levels_[depth], whose candidates were a fixpoint of propagate except for
  // `narrowed` (at the root: nothing is known). Returns false when the search must end (enough
  // solutions, a limit, or the end of the plain mode's budget).
  bool descend(std::size_t depth, std::optional<int> narrowed) {
    ++out_.nodes;
    // A lookahead node is slow enough to read the clock at every one.
    if ((lookahead_ || (out_.nodes & 255) == 0) && limit_hit()) {
      stopped_ = true;
      return false;
    }
    if (!lookahead_ && --plain_nodes_left_ < 0) {
      out_of_plain_nodes_ = true;
      return false;
    }
    std::vector<Candidates>& cells = levels_[depth];
    const bool consistent = narrowed ? rules_.propagate_after(cells, std::span(&*narrowed, 1))
                                     : rules_.propagate(cells);
    if (!consistent) return dead_end();
    std::vector<Alternative>& alternatives = choices_[depth];
    if (lookahead_) {
      if (!look_ahead(cells, alternatives)) return dead_end();
    } else {
      rules_.choose(cells, alternatives);
    }
    if (alternatives.empty()) return record(cells);
    if (depth + 1 >= levels_.size()) {  // a choose() that decides nothing: stop, unknown
      stopped_ = true;
      return false;
    }
    for (const Alternative& alternative : alternatives) {
      std::vector<Candidates>& next = levels_[depth + 1];
      next = cells;  // same size after the first use: copies without allocating
      Candidates& chosen = next[static_cast<std::size_t>(alternative.cell)];
      chosen &= alternative.value;  // never more than the cell still has
      if (!descend(depth + 1, alternative.cell)) return false;
    }
    return true;
  }

  // One pass of lookahead over the two-candidate cells of a propagated node (see the top of the
  // file); narrows `cells` (propagating what it narrows) and fills `out` with the choice point.
  // False when the node has no solution.
  bool look_ahead(std::vector<Candidates>& cells, std::vector<Alternative>& out) {
    out.clear();
    long long best_score = -1;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (popcount(cells[i]) != 2) continue;
      const Alternative first{static_cast<int>(i), cells[i] & (~cells[i] + 1)};
      const Alternative second{static_cast<int>(i), cells[i] & ~first.value};
      const bool first_holds = try_alternative(cells, first, trial_first_);
      const bool second_holds = try_alternative(cells, second, trial_second_);
      if (!first_holds && !second_holds) return false;
      if (!first_holds || !second_holds) {
        cells = first_holds ? trial_first_ : trial_second_;  // already propagated
        continue;
      }
      if (!keep_common(cells)) return false;
      const long long removed_first = removed(cells, trial_first_);
      const long long removed_second = removed(cells, trial_second_);
      const long long score = (removed_first + 1) * (removed_second + 1);
      if (score > best_score) {
        best_score = score;
        // The side that removed more first (it has fewer candidates left below it): on the
        // 25x25 set this order found more solutions within a minute than index order or the
        // reverse, though which one is quickest varies from puzzle to puzzle.
        const bool swap = removed_first < removed_second;
        out.assign({swap ? second : first, swap ? first : second});
      }
    }
    // The pass may have decided the chosen cell after choosing it; then the cell's alternatives
    // would decide nothing, and the rules choose instead.
    if (!out.empty() && popcount(cells[static_cast<std::size_t>(out.front().cell)]) != 2)
      out.clear();
    if (out.empty()) rules_.choose(cells, out);
    return true;
  }

  // `trial` := cells with `alternative` applied and propagated; false when that fails.
  bool try_alternative(const std::vector<Candidates>& cells, const Alternative& alternative,
                       std::vector<Candidates>& trial) {
    trial = cells;
    trial[static_cast<std::size_t>(alternative.cell)] &= alternative.value;
    return rules_.propagate_after(trial, std::span(&alternative.cell, 1));
  }

  // Constructive disjunction: removes from `cells` what neither trial kept, and propagates.
  bool keep_common(std::vector<Candidates>& cells) {
    narrowed_.clear();
    for (std::size_t j = 0; j < cells.size(); ++j) {
      const Candidates keep = trial_first_[j] | trial_second_[j];
      if (cells[j] & ~keep) {
        cells[j] &= keep;
        narrowed_.push_back(static_cast<int>(j));
      }
    }
    return narrowed_.empty() || rules_.propagate_after(cells, narrowed_);
  }

  static long long removed(const std::vector<Candidates>& before,
                           const std::vector<Candidates>& after) {
    long long n = 0;
    for (std::size_t j = 0; j < before.size(); ++j)
      if (before[j] != after[j]) n += popcount(before[j]) - popcount(after[j]);
    return n;
  }

  bool record(const std::vector<Candidates>& cells) {
    Grid g(rows_, cols_);
    const std::vector<int>& values = rules_.values();
    for (std::size_t i = 0; i < cells.size(); ++i)
      g.cells[i] = values[static_cast<std::size_t>(lowest_index(cells[i]))];
    // Within one mode the alternatives of a choice point exclude each other, so only the
    // solutions of the plain mode can come again.
    for (std::size_t k = 0; k < found_plain_; ++k)
      if (out_.solutions[k] == g) return true;
    out_.solutions.push_back(std::move(g));
    return static_cast<long long>(out_.solutions.size()) < max_solutions_;
  }

  bool limit_hit() { return budget_.over(); }

  // A node without a solution below it: the native search's conflict. Returns whether the
  // search goes on (false once --max-conflicts of them have been met).
  bool dead_end() {
    const long long max = budget_.limits().max_conflicts;
    if (++out_.dead_ends <= max || max < 0) return true;
    budget_.conflicts_exhausted();
    stopped_ = true;
    return false;
  }

  const NativeRules& rules_;
  int rows_;
  int cols_;
  long long max_solutions_;
  Budget budget_;
  bool stopped_ = false;
  bool lookahead_ = false;
  long long plain_nodes_left_ = 0;
  bool out_of_plain_nodes_ = false;
  std::size_t found_plain_ = 0;                  // solutions found before the lookahead mode began
  std::vector<std::vector<Candidates>> levels_;  // levels_[d]: the candidates at depth d
  std::vector<std::vector<Alternative>> choices_;       // choices_[d]: the choice point at depth d
  std::vector<Candidates> trial_first_, trial_second_;  // look_ahead's scratch copies
  std::vector<int> narrowed_;
  SearchOutcome out_;
};

}  // namespace

SearchOutcome backtrack(const NativeRules& rules, int rows, int cols, long long max_solutions,
                        const Limits& limits) {
  return Search(rules, rows, cols, max_solutions, limits).run();
}

}  // namespace gridsat
