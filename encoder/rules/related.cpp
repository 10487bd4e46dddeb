#include "rules/related.hpp"

namespace gridsat::rules {
namespace {

// The numbers of `to` (by its domain) that keep the relation with `value` of the other cell:
// value - 1 and value + 1, or 2 value and value / 2, or every other number.
Candidates supports(const ValueDomain& domain, int to, PairKind kind, int value) {
  Candidates near = 0;  // the consecutive or the double ones, as the kind says
  auto add = [&](int v) {
    if (const int i = domain.index_of(v); i >= 0) near |= Candidates{1} << i;
  };
  if (kind != PairKind::Double) {
    add(value - 1);
    add(value + 1);
  }
  if (kind != PairKind::Consecutive) {
    add(2 * value);
    if (value % 2 == 0) add(value / 2);
  }
  const Candidates allowed = domain.allowed[static_cast<std::size_t>(to)];
  return allowed & (kind == PairKind::Neither ? ~near : near);
}

}  // namespace

Related::Related(GridShape shape, std::vector<CellPair> pairs)
    : shape_(shape), pairs_(std::move(pairs)) {}

void Related::encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions&) const {
  const ValueDomain& domain = vars.domain();
  for (const CellPair& pair : pairs_)
    for (const auto& [from, to] : {std::pair{pair.first, pair.second}, {pair.second, pair.first}})
      for (int value : domain.values) {
        const Lit holds = vars.is(from, value);
        if (!holds) continue;
        std::vector<Lit> clause{-holds};
        const Candidates ok = supports(domain, to, pair.kind, value);
        for (std::size_t i = 0; i < domain.values.size(); ++i)
          if ((ok >> i) & 1) clause.push_back(vars.is(to, domain.values[i]));
        cnf.add(clause);
      }
}

bool Related::propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                        bool& changed) const {
  for (const CellPair& pair : pairs_)
    for (const auto& [from, to] : {std::pair{pair.first, pair.second}, {pair.second, pair.first}}) {
      Candidates& mine = cells[static_cast<std::size_t>(from)];
      const Candidates theirs = cells[static_cast<std::size_t>(to)];
      for (Candidates rest = mine; rest != 0; rest &= rest - 1) {
        const int i = lowest_index(rest);
        if ((supports(domain, to, pair.kind, domain.values[static_cast<std::size_t>(i)]) &
             theirs) == 0 &&
            !remove(mine, Candidates{1} << i, changed))
          return false;
      }
    }
  return true;
}

}  // namespace gridsat::rules
