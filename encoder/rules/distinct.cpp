#include "rules/distinct.hpp"

#include "encodings/amo.hpp"
#include "propagators/all_different.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The values the cells of `group` may take between them, by their domains.
Candidates union_of(const std::vector<Candidates>& allowed, const std::vector<int>& group) {
  Candidates all = 0;
  for (int cell : group) all |= allowed[at(cell)];
  return all;
}

}  // namespace

Distinct::Distinct(GridShape shape, Groups groups, int hall_values, bool singles_first)
    : shape_(shape),
      groups_(std::move(groups)),
      hall_values_(hall_values),
      singles_first_(singles_first) {}

// Built on the first propagation, so that a rule set made for a check or an encoding pays
// nothing for it.
const DistinctGroups* Distinct::hall() const {
  if (hall_values_ <= 0) return nullptr;
  std::call_once(hall_once_, [&] {
    auto hall = std::make_shared<DistinctGroups>();
    hall->groups = groups_.cells;
    hall->num_values = hall_values_;
    hall->index(shape_.cells());
    hall_ = std::move(hall);
  });
  return hall_.get();
}

void Distinct::encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const {
  const ValueDomain& domain = vars.domain();
  for (const std::vector<int>& group : groups_.cells) {
    const Candidates all = union_of(domain.allowed, group);
    const bool full = popcount(all) == static_cast<int>(group.size());
    for (std::size_t i = 0; i < domain.values.size(); ++i) {
      if (!((all >> i) & 1)) continue;
      std::vector<Lit> holding;
      for (int cell : group)
        if (const Lit lit = vars.is(cell, domain.values[i])) holding.push_back(lit);
      if (full && singles_first_) {
        exactly_one(cnf, holding, options.amo);
        continue;
      }
      at_most_one(cnf, holding, options.amo);
      if (full) cnf.add(holding);
    }
  }
}

bool Distinct::propagate_near(const ValueDomain& domain, std::vector<Candidates>& cells,
                              bool& changed, std::span<const int> touched) const {
  if (const DistinctGroups* h = hall()) return h->propagate(cells, changed, touched);
  return propagate(domain, cells, changed);
}

bool Distinct::choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const {
  const DistinctGroups* h = hall();
  if (!h) return false;
  h->choose(cells, out);
  return true;
}

bool Distinct::propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                         bool& changed) const {
  if (const DistinctGroups* h = hall()) return h->propagate(cells, changed);
  for (const std::vector<int>& group : groups_.cells) {
    // Naked singles.
    for (int cell : group) {
      const Candidates c = cells[at(cell)];
      if (popcount(c) != 1) continue;
      for (int mate : group)
        if (mate != cell && !remove(cells[at(mate)], c, changed)) return false;
    }
    // Too few values left for the cells.
    Candidates left = 0;
    for (int cell : group) left |= cells[at(cell)];
    if (popcount(left) < static_cast<int>(group.size())) return false;
    // Hidden singles of a full group: each of its values has a place.
    const Candidates all = union_of(domain.allowed, group);
    if (popcount(all) != static_cast<int>(group.size())) continue;
    for (Candidates rest = all; rest != 0; rest &= rest - 1) {
      const Candidates bit = rest & (~rest + 1);
      int place = -1, places = 0;
      for (int cell : group)
        if (cells[at(cell)] & bit) {
          place = cell;
          ++places;
        }
      if (places == 0) return false;
      if (places == 1) remove(cells[at(place)], ~bit, changed);
    }
  }
  return true;
}

}  // namespace gridsat::rules
