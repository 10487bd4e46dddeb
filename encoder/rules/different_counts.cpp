#include "rules/different_counts.hpp"

#include <algorithm>
#include <stdexcept>

#include "encodings/cardinality.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

DifferentCounts::DifferentCounts(GridShape shape, Groups groups,
                                 std::vector<std::pair<int, int>> pairs, Noun noun)
    : shape_(shape), groups_(std::move(groups)), pairs_(std::move(pairs)), noun_(std::move(noun)) {
  for (auto [a, b] : pairs_)
    if (a < 0 || b < 0 || a >= groups_.size() || b >= groups_.size() || a == b ||
        groups_.cells[at(a)].empty() || groups_.cells[at(b)].empty())
      throw std::logic_error("different counts: a pair that is not two groups with cells");
}

void DifferentCounts::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions&) const {
  // Each group in a pair counted once, on first use (a group in a pair has cells, so an empty
  // count is one not made yet).
  std::vector<std::vector<Lit>> counts(at(groups_.size()));
  auto unary = [&](int g) -> const std::vector<Lit>& {
    if (counts[at(g)].empty()) counts[at(g)] = unary_count(cnf, vars.of(groups_.cells[at(g)]));
    return counts[at(g)];
  };
  for (auto [a, b] : pairs_) {
    const std::vector<Lit>& ca = unary(a);
    const std::vector<Lit>& cb = unary(b);
    // "holds exactly k" is o(k) and not o(k+1); o(0) is true and o(n+1) false.
    auto exactly = [](const std::vector<Lit>& o, int k, std::vector<Lit>& clause) {
      if (k > 0) clause.push_back(-o[at(k - 1)]);
      if (k < static_cast<int>(o.size())) clause.push_back(o[at(k)]);
    };
    const int most = static_cast<int>(std::min(ca.size(), cb.size()));
    for (int k = 0; k <= most; ++k) {
      std::vector<Lit> clause;
      exactly(ca, k, clause);
      exactly(cb, k, clause);
      cnf.add(clause);
    }
  }
}

bool DifferentCounts::propagate(std::vector<Candidates>& cells, bool& changed) const {
  struct Tally {
    int shaded = 0, open = 0, last_open = -1;
  };
  auto tally = [&](int g) {
    Tally t;
    for (int cell : groups_.cells[at(g)]) {
      const Candidates c = cells[at(cell)];
      if (c == kShaded) ++t.shaded;
      if (c == kEither) {
        ++t.open;
        t.last_open = cell;
      }
    }
    return t;
  };
  for (auto [a, b] : pairs_) {
    Tally ta = tally(a), tb = tally(b);
    if (ta.open > 0) std::swap(ta, tb);  // ta complete, when either is
    if (ta.open > 0) continue;
    if (tb.open == 0 && ta.shaded == tb.shaded) return false;
    if (tb.open != 1) continue;
    // tb holds tb.shaded or tb.shaded + 1: the one that equals ta's is out.
    if (tb.shaded == ta.shaded && !remove(cells[at(tb.last_open)], kUnshaded, changed))
      return false;
    if (tb.shaded + 1 == ta.shaded && !remove(cells[at(tb.last_open)], kShaded, changed))
      return false;
  }
  return true;
}

}  // namespace gridsat::rules
