// See reasoning.hpp. Levels of the propagator: 0 holds what the clauses alone force, kBase the
// assumptions and everything derived from them, kBase + 1 a trial, kBase + 2 a trial inside it.
#include "setter/reasoning.hpp"

#include <algorithm>
#include <cstdlib>

#include "puzzles/answer_kind.hpp"
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

bool Reasoner::trial_fails(Lit probe, std::vector<Lit>& refuted) {
  propagator_.new_level();
  if (!propagator_.assume(probe)) return true;
  if (refute_) refuted = refute_(*this);
  return !refuted.empty();
}

std::vector<Lit> Reasoner::failure_support(Lit probe, const std::vector<Lit>& refuted) const {
  if (refuted.empty()) return conflict_support(probe);
  std::vector<Lit> held;  // the refuted clause's literals are false: their negations hold
  for (Lit lit : refuted) held.push_back(-lit);
  std::vector<Lit> out = support(held);
  out.erase(std::remove(out.begin(), out.end(), probe), out.end());
  return out;
}

int Reasoner::failure_depth(const std::vector<Lit>& refuted) const {
  if (refuted.empty()) return propagator_.conflict_depth(kBase + 1, answer_vars_);
  return std::max(refutation_depth_, propagator_.depth_behind(refuted, kBase + 1, answer_vars_));
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
      std::vector<Lit> refuted;
      if (!trial_fails(probe, refuted)) {
        backtrack(level);
        continue;
      }
      std::vector<Lit> reason = failure_support(probe, refuted);
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
    std::vector<Lit> refuted;
    bool fails = trial_fails(probe, refuted);
    if (!fails && level == Reasoning::DeepTrial) {
      if (!inner_sweeps(fails)) {  // out of work or time
        backtrack(kBase);
        break;
      }
    }
    std::vector<Lit> reason;
    if (fails) reason = failure_support(probe, refuted);
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
    std::vector<Lit> refuted;
    if (trial_fails(probe, refuted)) {
      const int depth = failure_depth(refuted);
      if (easiest.empty() || depth < shortest) {
        easiest.clear();
        shortest = depth;
      }
      if (depth == shortest) easiest.emplace_back(probe, failure_support(probe, refuted));
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

namespace gridsat {

Reasoner::Refutation closed_loop_refutation(const Puzzle& puzzle) {
  if (puzzle.answer_kind() != AnswerKind::Loop) return {};
  const LoopShape shape = puzzle.loop_shape();
  const int cols = lattice_cols(shape);
  struct Link {
    int cell;  // in the answer grid, row-major
    int a, b;  // its end points, row-major on the lattice
  };
  std::vector<Link> links;
  for (int row = 0; row < shape.grid_rows(); ++row)
    for (int col = 0; col < shape.grid_cols(); ++col)
      if (const auto e = edge_at(shape, row, col)) {
        const int a = e->i * cols + e->j;
        links.push_back(
            {row * shape.grid_cols() + col, a, e->kind == EdgeKind::H ? a + 1 : a + cols});
      }
  const int points = lattice_rows(shape) * cols;
  return [&puzzle, shape, links, points](const Reasoner& r) -> std::vector<Lit> {
    // Per point its on links (a point of the loop has two; three or more: not closed), kept
    // between calls, since every trial asks.
    thread_local std::vector<int> ends, degree;
    thread_local std::vector<char> seen;
    ends.assign(2 * static_cast<std::size_t>(points), -1);
    degree.assign(static_cast<std::size_t>(points), 0);
    seen.assign(links.size(), 0);
    std::vector<int> on;
    auto add = [&](int point, int k) {
      const auto p = static_cast<std::size_t>(point);
      if (degree[p] < 2) ends[2 * p + static_cast<std::size_t>(degree[p])] = k;
      ++degree[p];
    };
    for (int k = 0; k < static_cast<int>(links.size()); ++k) {
      const Link& link = links[static_cast<std::size_t>(k)];
      const Lit lit = r.literal(link.cell, 1);
      if (lit == 0 || r.value(lit) != 1) continue;
      on.push_back(k);
      add(link.a, k);
      add(link.b, k);
    }
    for (int first : on) {
      if (seen[static_cast<std::size_t>(first)]) continue;
      // Walk from `first` along points of two on links: a closed loop when it comes back.
      std::vector<int> piece{first};
      seen[static_cast<std::size_t>(first)] = 1;
      int at_link = first, point = links[static_cast<std::size_t>(first)].b;
      bool closed = false;
      for (;;) {
        const auto p = static_cast<std::size_t>(point);
        if (degree[p] != 2) break;
        const int next = ends[2 * p] == at_link ? ends[2 * p + 1] : ends[2 * p];
        if (next == first) {
          closed = true;
          break;
        }
        seen[static_cast<std::size_t>(next)] = 1;
        piece.push_back(next);
        const Link& link = links[static_cast<std::size_t>(next)];
        point = link.a == point ? link.b : link.a;
        at_link = next;
      }
      if (!closed) continue;
      std::vector<Lit> clause;
      Grid answer = loop_grid(shape, 0);
      for (int k : piece) {
        const int cell = links[static_cast<std::size_t>(k)].cell;
        answer.cells[static_cast<std::size_t>(cell)] = 1;
        clause.push_back(-r.literal(cell, 1));
      }
      if (puzzle.check(answer)) return clause;
      if (piece.size() < on.size()) {  // the whole answer, but another line is on
        for (int k : on)
          if (std::find(piece.begin(), piece.end(), k) == piece.end()) {
            clause.push_back(-r.literal(links[static_cast<std::size_t>(k)].cell, 1));
            return clause;
          }
      }
    }
    return {};
  };
}

}  // namespace gridsat
