#include "rules/same_neighbours.hpp"

#include <stdexcept>

#include "rules/groups.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Calls `use` with every subset of `items` of `size` elements, in order.
template <class Use>
void subsets(const std::vector<int>& items, int size, Use use) {
  std::vector<int> chosen;
  auto walk = [&](auto&& self, std::size_t from) -> void {
    if (static_cast<int>(chosen.size()) == size) {
      use(chosen);
      return;
    }
    for (std::size_t i = from; i < items.size(); ++i) {
      chosen.push_back(items[i]);
      self(self, i + 1);
      chosen.pop_back();
    }
  };
  walk(walk, 0);
}

}  // namespace

SameNeighbours::SameNeighbours(GridShape shape, int colour, int least, int most, Noun noun)
    : shape_(shape),
      colour_(colour),
      least_(least),
      most_(most),
      noun_(std::move(noun)),
      near_(neighbours(shape, Touch::Side)) {
  if (least < 0 || most > 4 || least > most)
    throw std::logic_error("same neighbours: bounds outside 0 <= least <= most <= 4");
}

void SameNeighbours::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions&) const {
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    const Lit x = vars.of(std::vector<int>{cell}, colour_)[0];
    const std::vector<int>& near = near_[at(cell)];
    const int n = static_cast<int>(near.size());
    if (least_ > n) {  // no cell here can have the colour
      cnf.add({-x});
      continue;
    }
    if (least_ > 0)
      subsets(near, n - least_ + 1, [&](const std::vector<int>& some) {
        std::vector<Lit> clause{-x};
        for (Lit l : vars.of(some, colour_)) clause.push_back(l);
        cnf.add(clause);
      });
    if (most_ < n)
      subsets(near, most_ + 1, [&](const std::vector<int>& some) {
        std::vector<Lit> clause{-x};
        for (Lit l : vars.of(some, colour_)) clause.push_back(-l);
        cnf.add(clause);
      });
  }
}

bool SameNeighbours::propagate(std::vector<Candidates>& cells, bool& changed) const {
  const Candidates mine = Candidates{1} << colour_, other = kEither & ~mine;
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    Candidates& x = cells[at(cell)];
    if (!(x & mine)) continue;
    int found = 0, open = 0;
    for (int u : near_[at(cell)]) {
      found += cells[at(u)] == mine;
      open += cells[at(u)] == kEither;
    }
    if (found > most_ || found + open < least_) {  // x cannot have the colour
      if (!remove(x, mine, changed)) return false;
      continue;
    }
    if (x != mine || open == 0) continue;
    const Candidates settle = found == most_ ? other : found + open == least_ ? mine : 0;
    if (settle)
      for (int u : near_[at(cell)])
        if (cells[at(u)] == kEither && !remove(cells[at(u)], kEither & ~settle, changed))
          return false;
  }
  return true;
}

}  // namespace gridsat::rules
