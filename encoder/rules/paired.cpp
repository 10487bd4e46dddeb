#include "rules/paired.hpp"

#include <algorithm>

#include "encodings/amo.hpp"
#include "rules/groups.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// A bipartite graph for Kuhn's augmenting paths, kept as scratch between calls (the search checks
// the matchings at every node): the left vertices' edges in one list, the right vertices' owners
// and a stamp per right vertex for "seen in this search" (no clearing per left vertex).
struct Matcher {
  std::vector<int> start;  // left vertex u's edges are edges[start[u] .. start[u + 1])
  std::vector<int> edges;
  std::vector<int> owner;  // per right vertex, its left vertex or -1
  std::vector<unsigned> seen;
  unsigned stamp = 0;

  void reset(int right_count) {
    start.assign(1, 0);
    edges.clear();
    owner.assign(at(right_count), -1);
    if (seen.size() < at(right_count)) seen.assign(at(right_count), 0);
  }
  void add(int v) { edges.push_back(v); }
  void close_left() { start.push_back(static_cast<int>(edges.size())); }

  bool augment(int u) {
    for (int e = start[at(u)]; e < start[at(u + 1)]; ++e) {
      const int v = edges[at(e)];
      if (seen[at(v)] == stamp) continue;
      seen[at(v)] = stamp;
      if (owner[at(v)] < 0 || augment(owner[at(v)])) {
        owner[at(v)] = u;
        return true;
      }
    }
    return false;
  }
  // Whether every left vertex gets its own right vertex.
  bool saturates_left() {
    for (int u = 0; u + 1 < static_cast<int>(start.size()); ++u) {
      if (++stamp == 0) {  // wrapped: start the stamps again
        std::fill(seen.begin(), seen.end(), 0);
        stamp = 1;
      }
      if (!augment(u)) return false;
    }
    return true;
  }
};

}  // namespace

Paired::Paired(GridShape shape, std::vector<char> marked, Noun noun, Noun mark)
    : shape_(shape),
      marked_(std::move(marked)),
      noun_(std::move(noun)),
      mark_(std::move(mark)),
      near_(neighbours(shape, Touch::Side)),
      mark_of_(at(shape.cells()), -1) {
  std::vector<char> beside_mark(at(shape.cells()), 0);
  for (int cell = 0; cell < shape.cells(); ++cell) {
    if (!this->marked(cell)) continue;
    mark_of_[at(cell)] = static_cast<int>(marks_.size());
    marks_.push_back(cell);
    std::vector<int> partners;
    for (int u : near_[at(cell)])
      if (!this->marked(u)) {
        partners.push_back(u);
        beside_mark[at(u)] = 1;
      }
    partners_.push_back(std::move(partners));
  }
  for (int cell = 0; cell < shape.cells(); ++cell)
    if (this->marked(cell) || !beside_mark[at(cell)]) kept_.push_back(cell);
}

void Paired::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const {
  for (int cell : kept_) cnf.add({-vars.shaded(cell)});
  std::vector<std::vector<Lit>> into(at(shape_.cells()));  // per cell, its pairings
  for (const std::vector<int>& partners : partners_) {
    std::vector<Lit> pairings;
    for (int u : partners) {
      const Lit p = cnf.new_var();
      cnf.add({-p, vars.shaded(u)});
      pairings.push_back(p);
      into[at(u)].push_back(p);
    }
    exactly_one(cnf, pairings, options.amo);
  }
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    if (into[at(cell)].empty()) continue;
    std::vector<Lit> clause{-vars.shaded(cell)};
    clause.insert(clause.end(), into[at(cell)].begin(), into[at(cell)].end());
    cnf.add(clause);
    at_most_one(cnf, into[at(cell)], options.amo);
  }
}

// The units; per mark a pairing variable per partner, its implication and exactly one of them;
// per partner cell the clause of its pairings and at most one of them.
EncodingSize Paired::size(const EncodeOptions& options, std::span<const char>) const {
  EncodingSize out = clauses_of_width(static_cast<double>(kept_.size()), 1);
  std::vector<int> into(at(shape_.cells()), 0);
  for (const std::vector<int>& partners : partners_) {
    const auto k = static_cast<double>(partners.size());
    out.vars += k;
    out += clauses_of_width(k, 2);
    out += exactly_one_size(k, options.amo);
    for (int u : partners) ++into[at(u)];
  }
  for (int k : into)
    if (k > 0) {
      out += clauses_of_width(1, 1 + k);
      out += amo_size(k, options.amo, amo_pairwise_up_to(options.amo));
    }
  return out;
}

bool Paired::propagate(std::vector<Candidates>& cells, bool& changed) const {
  bool narrowed = false;
  for (int cell : kept_)
    if (!remove(cells[at(cell)], kShaded, narrowed)) return false;
  for (const std::vector<int>& partners : partners_) {
    int open = 0, last = -1;
    for (int u : partners)
      if (cells[at(u)] & kShaded) {
        ++open;
        last = u;
      }
    if (open == 0) return false;
    if (open == 1 && !remove(cells[at(last)], kUnshaded, narrowed)) return false;
  }
  // As many shaded cells as marked ones.
  const auto marks = static_cast<int>(marks_.size());
  int shaded = 0, open = 0;
  for (Candidates c : cells) {
    shaded += c == kShaded;
    open += c == kEither;
  }
  if (shaded > marks || shaded + open < marks) return false;
  if (open > 0 && (shaded == marks || shaded + open == marks)) {
    const Candidates drop = shaded == marks ? kShaded : kUnshaded;
    for (Candidates& c : cells)
      if (c == kEither) remove(c, drop, narrowed);
  }
  if (narrowed) {
    changed = true;
    return true;
  }
  return matchings_hold(cells);
}

bool Paired::matchings_hold(const std::vector<Candidates>& cells) const {
  thread_local Matcher m;
  // The marked cells into distinct neighbours that may be shaded.
  m.reset(shape_.cells());
  for (const std::vector<int>& partners : partners_) {
    for (int u : partners)
      if (cells[at(u)] & kShaded) m.add(u);
    m.close_left();
  }
  if (!m.saturates_left()) return false;
  // The shaded cells into distinct marked neighbours.
  m.reset(static_cast<int>(marks_.size()));
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    if (cells[at(cell)] != kShaded) continue;
    for (int u : near_[at(cell)])
      if (mark_of_[at(u)] >= 0) m.add(mark_of_[at(u)]);
    m.close_left();
  }
  return m.saturates_left();
}

bool Paired::choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const {
  int best = -1, best_score = 1 << 30;
  for (const std::vector<int>& partners : partners_) {
    int open = 0, placed = 0, undecided = -1;
    for (int u : partners) {
      if (cells[at(u)] == kEither) {
        ++open;
        if (undecided < 0) undecided = u;
      } else if (cells[at(u)] == kShaded) {
        ++placed;
      }
    }
    if (undecided < 0) continue;
    const int score = open + 8 * placed;
    if (score < best_score) {
      best_score = score;
      best = undecided;
    }
  }
  if (best < 0) return false;
  out.push_back({best, kShaded});
  out.push_back({best, kUnshaded});
  return true;
}

}  // namespace gridsat::rules
