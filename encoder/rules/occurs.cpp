#include "rules/occurs.hpp"

#include <algorithm>
#include <array>

#include "encodings/amo.hpp"
#include "encodings/cardinality.hpp"

namespace gridsat::rules {

Occurs::Occurs(GridShape shape, Groups groups, std::vector<Occurrence> occurrences)
    : shape_(shape),
      groups_(std::move(groups)),
      occurrences_(std::move(occurrences)),
      index_(shape.cells(), groups_.cells) {}

void Occurs::encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const {
  for (const std::vector<int>& group : groups_.cells)
    for (const bool once : {true, false})
      for (const Occurrence& o : occurrences_) {
        if ((o.times == 1 && !o.cardinality) != once) continue;
        std::vector<Lit> places;
        for (int cell : group)
          if (const Lit lit = vars.is(cell, o.value)) places.push_back(lit);
        if (once)
          exactly_one(cnf, places, options.amo);
        else
          exactly_k(cnf, places, o.times, options.card);
      }
}

std::vector<int> Occurs::indices(const ValueDomain& domain) const {
  std::vector<int> out;
  for (const Occurrence& o : occurrences_) out.push_back(domain.index_of(o.value));
  return out;
}

bool Occurs::propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                       bool& changed) const {
  const std::vector<int> at = indices(domain);
  for (const std::vector<int>& group : groups_.cells)
    if (!propagate_group(domain, at, group, cells, changed)) return false;
  return true;
}

bool Occurs::propagate_near(const ValueDomain& domain, std::vector<Candidates>& cells,
                            bool& changed, std::span<const int> touched) const {
  const std::vector<int> at = indices(domain);
  for (int g : index_.parts_of(touched))
    if (!propagate_group(domain, at, groups_.cells[static_cast<std::size_t>(g)], cells, changed))
      return false;
  return true;
}

// One group: the cells holding each value and those that may, counted in one pass, then the
// values whose count is held leave the open cells and those with just enough places take them.
bool Occurs::propagate_group(const ValueDomain& domain, const std::vector<int>& at,
                             const std::vector<int>& group, std::vector<Candidates>& cells,
                             bool& changed) const {
  std::array<int, 64> held, may;  // per value index, zeroed as far as the domain goes
  std::fill_n(held.begin(), domain.values.size(), 0);
  std::fill_n(may.begin(), domain.values.size(), 0);
  for (int cell : group) {
    const Candidates c = cells[static_cast<std::size_t>(cell)];
    if (c == 0) return false;
    if (popcount(c) == 1) ++held[static_cast<std::size_t>(lowest_index(c))];
    for (Candidates rest = c; rest != 0; rest &= rest - 1)
      ++may[static_cast<std::size_t>(lowest_index(rest))];
  }
  Candidates leave = 0, take = 0;
  for (std::size_t k = 0; k < occurrences_.size(); ++k) {
    const Occurrence& o = occurrences_[k];
    const int i = at[k];
    if (i < 0) {
      if (o.times > 0) return false;
      continue;
    }
    const int h = held[static_cast<std::size_t>(i)], m = may[static_cast<std::size_t>(i)];
    if (h > o.times || m < o.times) return false;
    if (h == m) continue;
    if (h == o.times) leave |= Candidates{1} << i;  // the count is held: not in the open cells
    if (m == o.times) take |= Candidates{1} << i;   // just enough places: each takes it
  }
  if ((leave | take) == 0) return true;
  for (int cell : group) {
    Candidates& c = cells[static_cast<std::size_t>(cell)];
    if (popcount(c) == 1) continue;
    if (!remove(c, leave, changed)) return false;
    if (const Candidates mine = c & take) {
      if (popcount(mine) > 1) return false;  // two values can only go to this one cell
      remove(c, ~mine, changed);
    }
  }
  return true;
}

}  // namespace gridsat::rules
