// See unit_reducer.hpp. Propagation is the textbook one with counters: a binary clause (a or b)
// is the two implications not-a -> b and not-b -> a; a longer clause counts its literals that
// propagation has made false, and once at most one is left it is looked at whole (true literal:
// satisfied; one open literal: implied; none: conflict). Clauses are compiled once per shape and
// nothing is allocated per puzzle once the scratch vectors have grown.
#include "sat/unit_reducer.hpp"

#include <algorithm>
#include <cstdlib>

namespace gridsat {
namespace {

// Compressed rows: for each key, the values pushed for it, in one array.
struct Rows {
  std::vector<int> start;
  std::vector<int> values;
};

template <class Pairs>
Rows build_rows(std::size_t keys, const Pairs& pairs) {
  Rows rows;
  rows.start.assign(keys + 1, 0);
  for (const auto& [key, value] : pairs) ++rows.start[key + 1];
  for (std::size_t k = 0; k < keys; ++k) rows.start[k + 1] += rows.start[k];
  rows.values.resize(pairs.size());
  std::vector<int> fill(rows.start.begin(), rows.start.end() - 1);
  for (const auto& [key, value] : pairs) rows.values[static_cast<std::size_t>(fill[key]++)] = value;
  return rows;
}

}  // namespace

UnitReducer::UnitReducer(std::span<const Lit> flat, int num_vars) : num_vars_(num_vars) {
  const std::size_t literal_slots = 2 * (static_cast<std::size_t>(num_vars) + 1);
  std::vector<std::pair<std::size_t, int>> implications;  // (index of l, implied literal)
  std::vector<std::pair<std::size_t, int>> occurrences;   // (index of l, long clause)
  std::vector<signed char> mark(static_cast<std::size_t>(num_vars) + 1, 0);
  std::vector<Lit> clause;
  long_start_.push_back(0);
  std::size_t start = 0;
  for (std::size_t i = 0; i < flat.size(); ++i) {
    if (flat[i] != 0) continue;
    // Drop repeated literals; a clause with both signs of a variable is always true.
    clause.clear();
    bool tautology = false;
    for (std::size_t k = start; k < i; ++k) {
      const Lit lit = flat[k];
      signed char& m = mark[static_cast<std::size_t>(std::abs(lit))];
      const signed char sign = lit > 0 ? 1 : -1;
      if (m == sign) continue;
      if (m == -sign) tautology = true;
      m = sign;
      clause.push_back(lit);
    }
    for (Lit lit : clause) mark[static_cast<std::size_t>(std::abs(lit))] = 0;
    start = i + 1;
    if (tautology) continue;
    if (clause.empty()) {
      empty_clause_ = true;
    } else if (clause.size() == 1) {
      units_.push_back(clause[0]);
    } else if (clause.size() == 2) {
      implications.emplace_back(index(-clause[0]), clause[1]);
      implications.emplace_back(index(-clause[1]), clause[0]);
    } else {
      const int c = static_cast<int>(long_start_.size()) - 1;
      for (Lit lit : clause) {
        long_lits_.push_back(lit);
        occurrences.emplace_back(index(lit), c);
      }
      long_start_.push_back(static_cast<int>(long_lits_.size()));
    }
  }
  // The same binary clause often comes from two groups (two cells sharing a row and a box).
  Rows implied = build_rows(literal_slots, implications);
  implied_start_.assign(literal_slots + 1, 0);
  for (std::size_t k = 0; k < literal_slots; ++k) {
    auto first = implied.values.begin() + implied.start[k];
    auto last = implied.values.begin() + implied.start[k + 1];
    std::sort(first, last);
    auto end = std::unique(first, last);
    implied_.insert(implied_.end(), first, end);
    implied_start_[k + 1] = static_cast<int>(implied_.size());
  }
  Rows occurs = build_rows(literal_slots, occurrences);
  occurs_start_ = std::move(occurs.start);
  occurs_ = std::move(occurs.values);
  values_.assign(static_cast<std::size_t>(num_vars) + 1, 0);
  dense_.assign(static_cast<std::size_t>(num_vars) + 1, 0);
  false_count_.assign(long_start_.size() - 1, 0);
}

bool UnitReducer::assign(Lit lit) {
  const int v = value_of(lit);
  if (v != 0) return v > 0;
  values_[static_cast<std::size_t>(std::abs(lit))] = static_cast<signed char>(lit > 0 ? 1 : -1);
  trail_.push_back(lit);
  return true;
}

bool UnitReducer::propagate() {
  for (std::size_t next = 0; next < trail_.size(); ++next) {
    const Lit lit = trail_[next];
    const std::size_t li = index(lit);
    for (int k = implied_start_[li]; k < implied_start_[li + 1]; ++k)
      if (!assign(implied_[static_cast<std::size_t>(k)])) return false;
    const std::size_t falsified = index(-lit);
    for (int k = occurs_start_[falsified]; k < occurs_start_[falsified + 1]; ++k) {
      const auto c = static_cast<std::size_t>(occurs_[static_cast<std::size_t>(k)]);
      const int size = long_start_[c + 1] - long_start_[c];
      if (++false_count_[c] < size - 1) continue;
      Lit open = 0;
      int open_count = 0;
      bool satisfied = false;
      for (int j = long_start_[c]; j < long_start_[c + 1] && !satisfied; ++j) {
        const Lit l = long_lits_[static_cast<std::size_t>(j)];
        const int v = value_of(l);
        if (v > 0) satisfied = true;
        if (v == 0) {
          open = l;
          ++open_count;
        }
      }
      if (satisfied || open_count > 1) continue;
      if (open_count == 0 || !assign(open)) return false;
    }
  }
  return true;
}

int UnitReducer::number(int var) {
  int& d = dense_[static_cast<std::size_t>(var)];
  if (d == 0) {
    d = ++dense_count_;
    numbered_.push_back(var);
  }
  return d;
}

void UnitReducer::clear() {
  // Counters: zero them all when that is cheaper than finding the ones the trail touched.
  const bool zero_all = false_count_.size() <= 4 * trail_.size();
  if (zero_all) std::fill(false_count_.begin(), false_count_.end(), 0);
  for (Lit lit : trail_) {
    values_[static_cast<std::size_t>(std::abs(lit))] = 0;
    if (zero_all) continue;
    const std::size_t falsified = index(-lit);
    for (int k = occurs_start_[falsified]; k < occurs_start_[falsified + 1]; ++k)
      false_count_[static_cast<std::size_t>(occurs_[static_cast<std::size_t>(k)])] = 0;
  }
  trail_.clear();
  for (int var : numbered_) dense_[static_cast<std::size_t>(var)] = 0;
  numbered_.clear();
  dense_count_ = 0;
}

bool UnitReducer::reduce(std::span<const Lit> units, std::span<const int> keep,
                         std::vector<Lit>& out) {
  clear();
  out.clear();
  if (empty_clause_) return false;
  for (Lit lit : units_)
    if (!assign(lit)) return false;
  for (Lit lit : units)
    if (!assign(lit)) return false;
  if (!propagate()) return false;
  auto dense_lit = [&](Lit lit) { return lit > 0 ? number(lit) : -number(-lit); };
  // Binary clauses (not-l or m), stored as l -> m and as not-m -> not-l: written once, from the
  // side with the smaller index. At the fixpoint an open l never implies a false m.
  for (int var = 1; var <= num_vars_; ++var) {
    if (values_[static_cast<std::size_t>(var)] != 0) continue;
    for (Lit l : {var, -var}) {
      const std::size_t li = index(l);
      for (int k = implied_start_[li]; k < implied_start_[li + 1]; ++k) {
        const Lit m = implied_[static_cast<std::size_t>(k)];
        if (value_of(m) != 0 || index(-m) < li) continue;
        out.push_back(dense_lit(-l));
        out.push_back(dense_lit(m));
        out.push_back(0);
      }
    }
  }
  for (std::size_t c = 0; c + 1 < long_start_.size(); ++c) {
    bool satisfied = false;
    for (int j = long_start_[c]; j < long_start_[c + 1] && !satisfied; ++j)
      satisfied = value_of(long_lits_[static_cast<std::size_t>(j)]) > 0;
    if (satisfied) continue;
    for (int j = long_start_[c]; j < long_start_[c + 1]; ++j) {
      const Lit l = long_lits_[static_cast<std::size_t>(j)];
      if (value_of(l) == 0) out.push_back(dense_lit(l));
    }
    out.push_back(0);
  }
  for (int var : keep)
    if (values_[static_cast<std::size_t>(var)] == 0) number(var);
  return true;
}

}  // namespace gridsat
