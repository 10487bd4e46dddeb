#include "encodings/sight_lines.hpp"

#include <algorithm>

namespace gridsat {

void encode_sight(Cnf& cnf, const std::vector<std::vector<Lit>>& ways, int target, Card card) {
  const int t = target;
  std::vector<Lit> visible;  // every way's v_1 .. v_min(length, t)
  for (const std::vector<Lit>& way : ways) {
    Lit previous = 0;  // v_{k-1}; 0 for k = 1 (true)
    const int length = static_cast<int>(way.size());
    for (int k = 1; k <= std::min(length, t); ++k) {
      const Lit seen = way[static_cast<std::size_t>(k - 1)];
      Lit v = seen;
      if (previous != 0) {
        v = cnf.new_var();
        cnf.add({-v, previous});
        cnf.add({-v, seen});
        cnf.add({v, -previous, -seen});
      }
      visible.push_back(v);
      previous = v;
    }
    // Not t + 1 cells this way: a_1 .. a_{t+1} are not all true.
    if (t >= 0 && length > t) {
      const Lit blocker = -way[static_cast<std::size_t>(t)];
      if (previous == 0)
        cnf.add({blocker});
      else
        cnf.add({-previous, blocker});
    }
  }
  exactly_k(cnf, visible, t, card);
}

}  // namespace gridsat
