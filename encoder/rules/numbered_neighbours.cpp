#include "rules/numbered_neighbours.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Calls f(subset) for every subset of `items` with exactly `size` elements.
template <class F>
void each_subset(const std::vector<Lit>& items, int size, F f) {
  const int k = static_cast<int>(items.size());
  if (size < 0 || size > k) return;
  for (unsigned mask = 0; mask < (1u << k); ++mask) {
    if (__builtin_popcount(mask) != size) continue;
    std::vector<Lit> subset;
    for (int i = 0; i < k; ++i)
      if ((mask >> i) & 1) subset.push_back(items[at(i)]);
    f(subset);
  }
}

}  // namespace

void NumberedNeighbours::encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions&) const {
  const ValueDomain& domain = vars.domain();
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    // Per neighbour, "it is blank" (0: it cannot be).
    std::vector<Lit> blank;
    int never_blank = 0;
    for (int u : near_[at(cell)]) {
      if (const Lit b = vars.is(u, 0))
        blank.push_back(b);
      else
        ++never_blank;
    }
    const int k = static_cast<int>(near_[at(cell)].size());
    for (int n : domain.values) {
      const Lit holds = n == 0 ? 0 : vars.is(cell, n);
      if (holds == 0) continue;
      if (n > k || n < never_blank) {
        cnf.add({-holds});
        continue;
      }
      // At most n numbers: of the neighbours that may be blank, no (n + 1 - never_blank) all
      // numbered. At least n: no (k - n + 1) all blank.
      each_subset(blank, n + 1 - never_blank, [&](const std::vector<Lit>& s) {
        std::vector<Lit> clause{-holds};
        clause.insert(clause.end(), s.begin(), s.end());
        cnf.add(clause);
      });
      each_subset(blank, k - n + 1, [&](const std::vector<Lit>& s) {
        std::vector<Lit> clause{-holds};
        for (Lit b : s) clause.push_back(-b);
        cnf.add(clause);
      });
    }
  }
}

bool NumberedNeighbours::propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                                   bool& changed) const {
  const int index = domain.index_of(0);
  const Candidates blank = index < 0 ? 0 : Candidates{1} << index;
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    Candidates& here = cells[at(cell)];
    if ((here & ~blank) == 0) continue;  // blank: nothing to count
    int sure = 0, may = 0;
    for (int u : near_[at(cell)]) {
      const Candidates c = cells[at(u)];
      sure += (c & blank) == 0;
      may += (c & ~blank) != 0;
    }
    for (std::size_t i = 0; i < domain.values.size(); ++i) {
      const int n = domain.values[i];
      if (n != 0 && ((here >> i) & 1) && (n < sure || n > may) &&
          !remove(here, Candidates{1} << i, changed))
        return false;
    }
    if ((here & blank) != 0 || here == 0) continue;
    int low = 64, high = -1;
    for (std::size_t i = 0; i < domain.values.size(); ++i)
      if ((here >> i) & 1) {
        low = std::min(low, domain.values[i]);
        high = std::max(high, domain.values[i]);
      }
    for (int u : near_[at(cell)]) {
      Candidates& c = cells[at(u)];
      if ((c & blank) == 0 || (c & ~blank) == 0) continue;  // decided number or blank
      if (high == sure && !remove(c, ~blank, changed)) return false;
      if (low == may && !remove(c, blank, changed)) return false;
    }
  }
  return true;
}

}  // namespace gridsat::rules
