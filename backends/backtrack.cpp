#include "backtrack.hpp"

#include <chrono>
#include <optional>

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
    std::vector<Candidates> cells = rules_.initial();
    bool finished = descend(cells);
    if (stopped_)
      out_.status = SatResult::Unknown;
    else
      out_.status = finished ? SatResult::Unsat : SatResult::Sat;
    return std::move(out_);
  }

 private:
  // Returns false when the search must end (enough solutions, or a limit).
  bool descend(std::vector<Candidates>& cells) {
    ++out_.nodes;
    if ((out_.nodes & 255) == 0 && limit_hit()) {
      stopped_ = true;
      return false;
    }
    if (!rules_.propagate(cells)) return true;
    int best = -1;
    int best_count = 65;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      int count = popcount(cells[i]);
      if (count > 1 && count < best_count) {
        best = static_cast<int>(i);
        best_count = count;
        if (count == 2) break;
      }
    }
    if (best < 0) return record(cells);
    Candidates options = cells[static_cast<std::size_t>(best)];
    while (options) {
      Candidates pick = options & (~options + 1);
      options &= options - 1;
      std::vector<Candidates> next = cells;
      next[static_cast<std::size_t>(best)] = pick;
      if (!descend(next)) return false;
    }
    return true;
  }

  bool record(const std::vector<Candidates>& cells) {
    Grid g(rows_, cols_);
    const std::vector<int>& values = rules_.values();
    for (std::size_t i = 0; i < cells.size(); ++i)
      g.cells[i] = values[static_cast<std::size_t>(lowest_index(cells[i]))];
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
  SearchOutcome out_;
};

}  // namespace

SearchOutcome backtrack(const NativeRules& rules, int rows, int cols, long long max_solutions,
                        const Limits& limits) {
  return Search(rules, rows, cols, max_solutions, limits).run();
}

}  // namespace gridsat
