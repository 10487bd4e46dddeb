// See reasoning.hpp. Levels of the propagator: 0 holds what the clauses alone force, kBase the
// assumptions and everything derived from them, kBase + 1 a trial, kBase + 2 a trial inside it.
#include "setter/reasoning.hpp"

#include <algorithm>
#include <cstdlib>

#include "puzzles/grid.hpp"

namespace gridsat {

std::string_view reasoning_name(Reasoning level) {
  switch (level) {
    case Reasoning::Propagation:
      return "propagation";
    case Reasoning::Trial:
      return "trial";
    case Reasoning::DeepTrial:
      return "deep-trial";
    case Reasoning::Search:
      return "search";
  }
  return "search";
}

Reasoner::Reasoner(std::span<const Lit> flat, int num_vars, CellLiterals cells,
                   std::vector<char> wanted, long long max_visits, Budget& budget)
    : propagator_(num_vars),
      cells_(std::move(cells)),
      wanted_(std::move(wanted)),
      max_visits_(max_visits),
      budget_(budget) {
  propagator_.add_literals(flat);
  for (std::size_t cell = 0; cell < cells_.size(); ++cell)  // a loop's padding has no variable
    if (cells_[cell].empty()) wanted_[cell] = 0;
  answer_vars_.assign(static_cast<std::size_t>(num_vars) + 1, 0);
  for (const auto& cell : cells_)
    for (auto [value, lit] : cell)
      if (static_cast<std::size_t>(std::abs(lit)) < answer_vars_.size())
        answer_vars_[static_cast<std::size_t>(std::abs(lit))] = 1;
}

void Reasoner::backtrack(int level) {
  propagator_.backtrack(level);
  for (auto it = derived_.begin(); it != derived_.end();)
    it = it->second.first > level ? derived_.erase(it) : std::next(it);
}

bool Reasoner::start(std::span<const Lit> assumptions) {
  backtrack(0);
  exhausted_ = false;
  if (!propagator_.consistent()) return false;
  propagator_.new_level();
  for (Lit lit : assumptions)
    if (!propagator_.assume(lit)) return false;
  return true;
}

Lit Reasoner::literal(int cell, int value) const {
  const auto& lits = cells_[static_cast<std::size_t>(cell)];
  for (auto [v, lit] : lits)
    if (v == value) return lit;
  if (lits.size() == 1 && lits.front().first == 1 && value == 0) return -lits.front().second;
  return 0;
}

int Reasoner::decided(int cell) const {
  const auto& lits = cells_[static_cast<std::size_t>(cell)];
  if (lits.size() == 1 && lits.front().first == 1) {  // a boolean cell
    const int v = propagator_.value(lits.front().second);
    return v == 0 ? kUnknown : v > 0 ? 1 : 0;
  }
  for (auto [value, lit] : lits)
    if (propagator_.value(lit) > 0) return value;
  return kUnknown;
}

std::vector<int> Reasoner::open_cells() const {
  std::vector<int> out;
  for (std::size_t cell = 0; cell < cells_.size(); ++cell)
    if (wanted_[cell] && decided(static_cast<int>(cell)) == kUnknown)
      out.push_back(static_cast<int>(cell));
  return out;
}

std::vector<int> Reasoner::wanted_cells() const {
  std::vector<int> out;
  for (std::size_t cell = 0; cell < cells_.size(); ++cell)
    if (wanted_[cell]) out.push_back(static_cast<int>(cell));
  return out;
}

void Reasoner::drop_decided() {
  for (std::size_t cell = 0; cell < cells_.size(); ++cell) {
    const auto& lits = cells_[cell];
    const bool boolean = lits.size() == 1 && lits.front().first == 1;
    for (auto [value, lit] : lits)
      if (propagator_.unit(std::abs(lit)) && (boolean || propagator_.value(lit) > 0))
        wanted_[cell] = 0;
  }
}

std::vector<Lit> Reasoner::probes() const {
  std::vector<Lit> out;
  for (int cell : open_cells()) {
    const auto& lits = cells_[static_cast<std::size_t>(cell)];
    if (lits.size() == 1 && lits.front().first == 1) {
      out.push_back(lits.front().second);
      out.push_back(-lits.front().second);
      continue;
    }
    for (auto [value, lit] : lits)
      if (propagator_.value(lit) == 0) out.push_back(lit);
  }
  return out;
}

std::vector<Lit> Reasoner::support(std::span<const Lit> lits) const {
  std::vector<Lit> out;
  for (Lit lit : propagator_.assumptions_behind(lits)) {
    auto it = derived_.find(lit);
    const std::vector<Lit> one = {lit};
    for (Lit a : it == derived_.end() ? one : it->second.second)
      if (std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
  }
  return out;
}

std::vector<Lit> Reasoner::conflict_support(Lit tried) const {
  std::vector<Lit> out = support({});
  out.erase(std::remove(out.begin(), out.end(), tried), out.end());
  return out;
}

bool Reasoner::derive(Lit lit, std::vector<Lit> reason) {
  derived_[lit] = {propagator_.level(), std::move(reason)};
  return propagator_.assume(lit);
}

bool Reasoner::spent() {
  if (max_visits_ >= 0 && propagator_.visits() > max_visits_) exhausted_ = true;
  if (budget_.poll()) exhausted_ = true;
  return exhausted_;
}

bool Reasoner::inner_sweeps(bool& failed) {
  const int level = propagator_.level();
  for (bool found = true; found;) {
    found = false;
    for (Lit probe : probes()) {
      if (propagator_.value(probe) != 0) continue;
      if (spent()) return false;
      propagator_.new_level();
      if (propagator_.assume(probe)) {
        backtrack(level);
        continue;
      }
      std::vector<Lit> reason = conflict_support(probe);
      backtrack(level);
      found = true;
      if (!derive(-probe, std::move(reason))) {
        failed = true;
        return true;
      }
    }
  }
  return true;
}

int Reasoner::sweep(Reasoning level, const std::function<bool()>& stop) {
  if (level != Reasoning::Trial && level != Reasoning::DeepTrial) return 0;
  int removed = 0;
  for (Lit probe : probes()) {
    if (propagator_.value(probe) != 0) continue;  // decided by an earlier removal
    if (spent()) break;
    propagator_.new_level();
    bool fails = !propagator_.assume(probe);
    if (!fails && level == Reasoning::DeepTrial) {
      if (!inner_sweeps(fails)) {  // out of work or time
        backtrack(kBase);
        break;
      }
    }
    std::vector<Lit> reason;
    if (fails) reason = conflict_support(probe);
    backtrack(kBase);
    if (!fails) continue;
    ++removed;
    if (!derive(-probe, std::move(reason))) return removed;  // contradictory assumptions
    if (stop && stop()) return removed;
  }
  return removed;
}

std::pair<int, int> Reasoner::easiest_trials() {
  std::vector<std::pair<Lit, std::vector<Lit>>> easiest;
  int shortest = 0;
  for (Lit probe : probes()) {
    if (spent()) break;
    propagator_.new_level();
    if (!propagator_.assume(probe)) {
      const int depth = propagator_.conflict_depth(kBase + 1, answer_vars_);
      if (easiest.empty() || depth < shortest) {
        easiest.clear();
        shortest = depth;
      }
      if (depth == shortest) easiest.emplace_back(probe, conflict_support(probe));
    }
    backtrack(kBase);
  }
  int removed = 0;
  for (auto& [probe, reason] : easiest) {
    if (propagator_.value(probe) != 0) continue;
    ++removed;
    if (!derive(-probe, std::move(reason))) break;
  }
  return {removed, shortest};
}

bool Reasoner::close(Reasoning level, const std::function<bool()>& stop) {
  auto stopped = [&] { return stop && stop(); };
  if (stopped()) return true;
  for (;;) {
    if (level >= Reasoning::Trial && sweep(Reasoning::Trial, stop) > 0) {
      if (stopped()) return true;
      continue;
    }
    if (level >= Reasoning::DeepTrial && !exhausted_ && sweep(Reasoning::DeepTrial, stop) > 0) {
      if (stopped()) return true;
      continue;
    }
    return false;
  }
}

}  // namespace gridsat
