// The defaults of NativeRules. The rules of distinct-value groups that most genres share live in
// propagators/all_different.cpp.
#include "puzzles/native_rules.hpp"

namespace gridsat {

bool NativeRules::propagate_after(std::vector<Candidates>& cells,
                                  std::span<const int> narrowed) const {
  (void)narrowed;
  return propagate(cells);
}

void NativeRules::choose(const std::vector<Candidates>& cells,
                         std::vector<Alternative>& out) const {
  choose_fewest_candidates(cells, out);
}

void choose_fewest_candidates(const std::vector<Candidates>& cells, std::vector<Alternative>& out) {
  out.clear();
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
  if (best < 0) return;
  for (Candidates options = cells[static_cast<std::size_t>(best)]; options; options &= options - 1)
    out.push_back(Alternative{best, options & (~options + 1)});
}

}  // namespace gridsat
