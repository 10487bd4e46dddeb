// See propagator.hpp. The watch scheme keeps the two watched literals of a clause at its first
// two places: when one becomes false the clause looks for another literal that is not false to
// watch instead; if there is none, the other watched literal is implied (or, false too, the
// clause is a conflict). Nothing is done on backtracking but unassigning.
#include "sat/propagator.hpp"

#include <algorithm>
#include <cstdlib>

namespace gridsat {

Propagator::Propagator(int num_vars) {
  grow(num_vars);
}

void Propagator::grow(int var) {
  if (var <= num_vars_) return;
  num_vars_ = var;
  const std::size_t vars = static_cast<std::size_t>(var) + 1;
  values_.resize(vars, 0);
  reasons_.resize(vars, kNone);
  levels_.resize(vars, 0);
  watches_.resize(2 * vars);
}

void Propagator::assign(Lit lit, int reason) {
  const std::size_t var = static_cast<std::size_t>(std::abs(lit));
  values_[var] = lit > 0 ? 1 : -1;
  reasons_[var] = reason;
  levels_[var] = level();
  trail_.push_back(lit);
}

void Propagator::add_clause(std::span<const Lit> clause) {
  if (inconsistent_) return;
  std::vector<Lit> distinct;
  distinct.reserve(clause.size());
  for (Lit lit : clause) {
    grow(std::abs(lit));
    if (std::find(distinct.begin(), distinct.end(), -lit) != distinct.end()) return;  // tautology
    if (std::find(distinct.begin(), distinct.end(), lit) == distinct.end()) distinct.push_back(lit);
  }
  if (distinct.size() == 1) {  // a unit clause: its literal is given, whatever implied it before
    const Lit lit = distinct.front();
    if (value(lit) == -1) {
      inconsistent_ = true;
    } else if (value(lit) == 1) {
      reasons_[static_cast<std::size_t>(std::abs(lit))] = kNone;
    } else {
      assign(lit, kNone);
      if (!propagate()) inconsistent_ = true;
    }
    return;
  }
  // Literals true at level 0 satisfy the clause for good; false ones stay in it, behind the
  // others, so that it can be the reason of what it implies.
  std::vector<Lit> open, gone;
  for (Lit lit : distinct) {
    if (value(lit) == 1) return;
    (value(lit) == -1 ? gone : open).push_back(lit);
  }
  if (open.empty()) {
    inconsistent_ = true;
    return;
  }
  const int c = static_cast<int>(start_.size()) - 1;
  lits_.insert(lits_.end(), open.begin(), open.end());
  lits_.insert(lits_.end(), gone.begin(), gone.end());
  start_.push_back(lits_.size());
  // Watched: the first two, which are open unless only one is (then the second is false at
  // level 0, never unassigned again, and the first is implied now).
  watches_[index(lits_[start_[static_cast<std::size_t>(c)]])].push_back(c);
  watches_[index(lits_[start_[static_cast<std::size_t>(c)] + 1])].push_back(c);
  if (open.size() == 1) {
    assign(open.front(), c);
    if (!propagate()) inconsistent_ = true;
  }
}

void Propagator::add_literals(std::span<const Lit> flat) {
  std::size_t start = 0;
  for (std::size_t i = 0; i < flat.size(); ++i) {
    if (flat[i] != 0) continue;
    add_clause(flat.subspan(start, i - start));
    start = i + 1;
  }
}

void Propagator::new_level() {
  level_start_.push_back(trail_.size());
}

void Propagator::backtrack(int to) {
  if (to < 0) to = 0;
  if (to < level()) {
    const std::size_t keep = level_start_[static_cast<std::size_t>(to)];
    for (std::size_t k = keep; k < trail_.size(); ++k) {
      const std::size_t var = static_cast<std::size_t>(std::abs(trail_[k]));
      values_[var] = 0;
      reasons_[var] = kNone;
    }
    trail_.resize(keep);
    level_start_.resize(static_cast<std::size_t>(to));
  }
  queue_ = trail_.size();
  conflict_ = kNone;
  conflict_lit_ = 0;
}

bool Propagator::assume(Lit lit) {
  if (in_conflict() || inconsistent_) return false;
  grow(std::abs(lit));
  if (value(lit) == 1) return true;
  if (value(lit) == -1) {
    conflict_ = kAssumed;
    conflict_lit_ = lit;
    return false;
  }
  assign(lit, kAssumed);
  return propagate();
}

bool Propagator::propagate() {
  while (queue_ < trail_.size()) {
    const Lit falsified = -trail_[queue_++];
    std::vector<int>& ws = watches_[index(falsified)];
    std::size_t i = 0, j = 0;
    while (i < ws.size()) {
      const int c = ws[i++];
      ++visits_;
      Lit* cl = lits_.data() + start_[static_cast<std::size_t>(c)];
      const std::size_t n =
          start_[static_cast<std::size_t>(c) + 1] - start_[static_cast<std::size_t>(c)];
      if (cl[0] == falsified) std::swap(cl[0], cl[1]);
      if (value(cl[0]) == 1) {  // satisfied by the other watch
        ws[j++] = c;
        continue;
      }
      bool moved = false;
      for (std::size_t k = 2; k < n; ++k)
        if (value(cl[k]) != -1) {
          std::swap(cl[1], cl[k]);
          watches_[index(cl[1])].push_back(c);
          moved = true;
          break;
        }
      if (moved) continue;
      ws[j++] = c;
      if (value(cl[0]) == -1) {
        conflict_ = c;
        while (i < ws.size()) ws[j++] = ws[i++];
        ws.resize(j);
        queue_ = trail_.size();
        if (level() == 0) inconsistent_ = true;
        return false;
      }
      assign(cl[0], c);
    }
    ws.resize(j);
  }
  return true;
}

int Propagator::conflict_depth(int from_level, const std::vector<char>& counted) const {
  if (conflict_ == kNone) return 0;
  if (conflict_ == kAssumed) {  // the assumption itself, then what made it false
    const std::size_t var = static_cast<std::size_t>(std::abs(conflict_lit_));
    return (counted.empty() || (var < counted.size() && counted[var])) +
           depth_behind(std::span<const Lit>(&conflict_lit_, 1), from_level, counted, true);
  }
  const auto c = static_cast<std::size_t>(conflict_);
  return depth_behind(std::span<const Lit>(lits_).subspan(start_[c], start_[c + 1] - start_[c]),
                      from_level, counted);
}

int Propagator::depth_behind(std::span<const Lit> lits, int from_level,
                             const std::vector<char>& counted) const {
  return depth_behind(lits, from_level, counted, false);
}

int Propagator::depth_behind(std::span<const Lit> lits, int from_level,
                             const std::vector<char>& counted, bool reasons_only) const {
  std::vector<char> seen(values_.size(), 0);
  std::vector<int> stack;
  int count = 0;
  auto visit = [&](Lit lit) {
    const std::size_t var = static_cast<std::size_t>(std::abs(lit));
    if (seen[var] || values_[var] == 0 || levels_[var] < from_level) return;
    seen[var] = 1;
    if (counted.empty() || (var < counted.size() && counted[var])) ++count;
    stack.push_back(static_cast<int>(var));
  };
  if (reasons_only) {  // the literals themselves are counted by the caller: their reasons only
    for (Lit lit : lits) {
      const std::size_t var = static_cast<std::size_t>(std::abs(lit));
      seen[var] = 1;
      stack.push_back(static_cast<int>(var));
    }
  } else {
    for (Lit lit : lits) visit(lit);
  }
  while (!stack.empty()) {
    const int reason = reasons_[static_cast<std::size_t>(stack.back())];
    stack.pop_back();
    if (reason < 0) continue;
    for (std::size_t k = start_[static_cast<std::size_t>(reason)];
         k < start_[static_cast<std::size_t>(reason) + 1]; ++k)
      visit(lits_[k]);
  }
  return count;
}

std::vector<Lit> Propagator::assumptions_behind(std::span<const Lit> lits) const {
  std::vector<Lit> out;
  std::vector<char> seen(values_.size(), 0);
  std::vector<int> stack;
  auto visit = [&](Lit lit) {
    const std::size_t var = static_cast<std::size_t>(std::abs(lit));
    if (seen[var] || values_[var] == 0 || levels_[var] == 0) return;
    seen[var] = 1;
    stack.push_back(static_cast<int>(var));
  };
  auto visit_clause = [&](int c) {
    for (std::size_t k = start_[static_cast<std::size_t>(c)];
         k < start_[static_cast<std::size_t>(c) + 1]; ++k)
      visit(lits_[k]);
  };
  for (Lit lit : lits) visit(lit);
  if (lits.empty() && conflict_ == kAssumed) {
    out.push_back(conflict_lit_);
    visit(conflict_lit_);
  } else if (lits.empty() && conflict_ >= 0) {
    visit_clause(conflict_);
  }
  while (!stack.empty()) {
    const std::size_t var = static_cast<std::size_t>(stack.back());
    stack.pop_back();
    const int reason = reasons_[var];
    if (reason == kAssumed) {
      const Lit lit = values_[var] > 0 ? static_cast<Lit>(var) : -static_cast<Lit>(var);
      if (std::find(out.begin(), out.end(), lit) == out.end()) out.push_back(lit);
    } else if (reason >= 0) {
      visit_clause(reason);
    }
  }
  return out;
}

}  // namespace gridsat
