// Killer cages on a sudoku: the digits of a cage are distinct and add up to the cage's sum.
#include <stdexcept>

#include "puzzles/sudoku.hpp"

namespace gridsat {

void encode_killer_cages(Cnf& cnf, const Sudoku& s, const OneHotGrid& x,
                         const EncodeOptions& options) {
  if (s.cages.empty()) return;
  for (const KillerCage& cage : s.cages) each_value_at_most_once(cnf, x, cage.cells, options.amo);
  throw std::logic_error("killer cage sums are not encoded yet");
}

bool propagate_killer_cages(const Sudoku& s, std::vector<Candidates>& cells, bool& changed) {
  (void)changed;
  for (const KillerCage& cage : s.cages) {
    int fixed_sum = 0;
    bool complete = true;
    for (int cell : cage.cells) {
      Candidates c = cells[static_cast<std::size_t>(cell)];
      if (popcount(c) == 1)
        fixed_sum += lowest_index(c) + 1;
      else
        complete = false;
    }
    if (fixed_sum > cage.sum || (complete && fixed_sum != cage.sum)) return false;
  }
  return true;
}

}  // namespace gridsat
