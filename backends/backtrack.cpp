// Depth-first search over candidate bitsets. At each node the puzzle's own propagator runs to a
// fixpoint, then the puzzle's rules pick a choice point (NativeRules::choose) and each of its
// alternatives is tried on a copy of the candidates. The copies live in one preallocated array
// per depth, reused for the whole search: a node copies one row of bitsets and allocates
// nothing. Depth is bounded by the number of cells, since every alternative decides a cell that
// propagation had left undecided.
#include "backtrack.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <span>

namespace gridsat {
namespace {

class Search {
 public:
  Search(const NativeRules& rules, int rows, int cols, long long max_solutions,
         const Limits& limits)
      : rules_(rules), rows_(rows), cols_(cols), max_solutions_(max_solutions), limits_(limits) {
    if (limits.timeout_seconds > 0)
      deadline_ = std::chrono::steady_clock::now() +
                  std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                      std::chrono::duration<double>(limits.timeout_seconds));
  }

  SearchOutcome run() {
    const std::vector<Candidates> root = rules_.initial();
    // One more level than there are cells: the deepest node has every cell decided.
    levels_.resize(root.size() + 2);
    choices_.resize(root.size() + 2);
    static const double first =
        std::getenv("RESTART") ? std::atof(std::getenv("RESTART")) : 0;  // EXPERIMENT
    static const double growth =
        std::getenv("GROWTH") ? std::atof(std::getenv("GROWTH")) : 2;  // EXPERIMENT
    double budget = first > 0 ? first : 1e300;
    for (;;) {
      levels_[0] = root;
      attempt_nodes_ = 0;
      budget_ = budget;
      cut_ = false;
      bool finished = descend(0, std::nullopt);
      if (cut_ && !stopped_) {
        ++restarts_;
        budget *= growth;
        continue;
      }
      if (stopped_)
        out_.status = SatResult::Unknown;
      else
        out_.status = finished ? SatResult::Unsat : SatResult::Sat;
      if (std::getenv("RESTART")) fprintf(stderr, "restarts %d\n", restarts_);
      return std::move(out_);
    }
  }

 private:
  // Searches below levels_[depth], whose candidates were a fixpoint of propagate except for
  // `narrowed` (at the root: nothing is known). Returns false when the search must end (enough
  // solutions, or a limit).
  bool descend(std::size_t depth, std::optional<int> narrowed) {
    ++out_.nodes;
    if ((out_.nodes & 255) == 0 && limit_hit()) {
      stopped_ = true;
      return false;
    }
    if (++attempt_nodes_ > budget_) {
      cut_ = true;
      return false;
    }
    std::vector<Candidates>& cells = levels_[depth];
    const bool consistent = narrowed ? rules_.propagate_after(cells, std::span(&*narrowed, 1))
                                     : rules_.propagate(cells);
    if (!consistent) return true;
    std::vector<Alternative>& alternatives = choices_[depth];
    rules_.choose(cells, alternatives);
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

  bool record(const std::vector<Candidates>& cells) {
    Grid g(rows_, cols_);
    const std::vector<int>& values = rules_.values();
    for (std::size_t i = 0; i < cells.size(); ++i)
      g.cells[i] = values[static_cast<std::size_t>(lowest_index(cells[i]))];
    for (const Grid& seen : out_.solutions)
      if (seen == g) return true;
    out_.solutions.push_back(std::move(g));
    return static_cast<long long>(out_.solutions.size()) < max_solutions_;
  }

  bool limit_hit() const {
    if (limits_.interrupt && limits_.interrupt->load(std::memory_order_relaxed)) return true;
    return deadline_ && std::chrono::steady_clock::now() >= *deadline_;
  }

  const NativeRules& rules_;
  int rows_;
  int cols_;
  long long max_solutions_;
  Limits limits_;
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  bool stopped_ = false;
  long long attempt_nodes_ = 0;
  double budget_ = 0;
  bool cut_ = false;
  int restarts_ = 0;
  std::vector<std::vector<Candidates>> levels_;    // levels_[d]: the candidates at depth d
  std::vector<std::vector<Alternative>> choices_;  // choices_[d]: the choice point at depth d
  SearchOutcome out_;
};

}  // namespace

SearchOutcome backtrack(const NativeRules& rules, int rows, int cols, long long max_solutions,
                        const Limits& limits) {
  return Search(rules, rows, cols, max_solutions, limits).run();
}

}  // namespace gridsat
