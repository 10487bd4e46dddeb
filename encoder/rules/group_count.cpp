#include "rules/group_count.hpp"

#include "encodings/cardinality.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

void GroupCount::encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions&) const {
  const ValueDomain& domain = vars.domain();
  for (const auto& cells : groups_.cells) {
    // Per cell, "it holds a number": not blank, or a constant where it cannot be blank.
    std::vector<Lit> numbered;
    for (int cell : cells) {
      if (const Lit blank = vars.is(cell, 0)) {
        numbered.push_back(-blank);
      } else {
        const Lit always = cnf.new_var();
        cnf.add({always});
        numbered.push_back(always);
      }
    }
    const std::vector<Lit> at_least = unary_count(cnf, numbered);  // at_least[j]: j + 1 or more
    const int size = static_cast<int>(cells.size());
    for (int cell : cells)
      for (int n : domain.values) {
        const Lit holds = n == 0 ? 0 : vars.is(cell, n);
        if (holds == 0) continue;
        if (n > size) {
          cnf.add({-holds});
          continue;
        }
        cnf.add({-holds, at_least[at(n - 1)]});
        if (n < size) cnf.add({-holds, -at_least[at(n)]});
      }
  }
}

bool GroupCount::propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                           bool& changed) const {
  const int index = domain.index_of(0);
  const Candidates blank = index < 0 ? 0 : Candidates{1} << index;
  for (const auto& group : groups_.cells) {
    int sure = 0, may = 0;
    Candidates common = ~blank;  // the numbers every cell sure to hold one may hold
    for (int cell : group) {
      const Candidates c = cells[at(cell)];
      if ((c & blank) == 0) {
        ++sure;
        common &= c;
      }
      may += (c & ~blank) != 0;
    }
    // The numbers left: the common ones, within the bounds.
    Candidates allowed = common;
    for (std::size_t i = 0; i < domain.values.size(); ++i) {
      const int n = domain.values[i];
      if (n != 0 && (n < sure || n > may)) allowed &= ~(Candidates{1} << i);
    }
    for (int cell : group)
      if (!remove(cells[at(cell)], ~blank & ~allowed, changed)) return false;
    if ((allowed & (allowed - 1)) != 0 || allowed == 0) continue;
    // The count is known: at it, the open cells are blank; with just enough, they hold it.
    int n = 0;
    for (std::size_t i = 0; i < domain.values.size(); ++i)
      if ((allowed >> i) & 1) n = domain.values[i];
    for (int cell : group) {
      Candidates& c = cells[at(cell)];
      if ((c & blank) == 0 || (c & ~blank) == 0) continue;
      if (n == sure && !remove(c, ~blank, changed)) return false;
      if (n == may && !remove(c, blank, changed)) return false;
    }
  }
  return true;
}

}  // namespace gridsat::rules
