#include "rules/count.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include "encodings/amo.hpp"
#include "encodings/cardinality.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

Count::Count(GridShape shape, Groups groups, Relation relation, std::vector<int> targets, Noun noun,
             CountOptions options)
    : shape_(shape),
      groups_(std::move(groups)),
      relation_(relation),
      targets_(std::move(targets)),
      noun_(std::move(noun)),
      options_(options),
      groups_at_(shape.cells(), groups_.cells) {
  if (targets_.size() != 1 && targets_.size() != groups_.cells.size())
    throw std::logic_error("a count needs one target, or one per group");
}

void Count::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const {
  for (std::size_t g = 0; g < groups_.cells.size(); ++g) {
    const std::vector<Lit> lits = vars.open_of(groups_.cells[g]);
    switch (relation_) {
      case Relation::Exactly:
        exactly_k(cnf, lits, target(g), options.card);
        break;
      case Relation::AtMost:
        if (uses_amo(g))
          at_most_one(cnf, lits, options.amo);
        else
          at_most_k(cnf, lits, target(g), options.card);
        break;
      case Relation::AtLeast:
        at_least_k(cnf, lits, target(g), options.card);
        break;
    }
  }
  if (options_.pairs_apart) encode_pairs_apart(cnf, vars);
}

// Pairs apart: units implied by "one of each pair shaded" and "no two shaded side neighbours".
// A cell beside both cells of a pair is unshaded (the pair's shaded cell would touch it: the
// middle of "3 5 3"); a cell paired with both cells of a side-neighbour pair is shaded (they are
// not both shaded, so one of its pairs needs it: the third 3 of "3 3 ... 3").
void Count::encode_pairs_apart(Cnf& cnf, const ShadingVars& vars) const {
  const std::vector<std::vector<int>> near = neighbours(shape_, Touch::Side);
  auto beside = [&](int a, int b) {
    const std::vector<int>& n = near[at(a)];
    return std::find(n.begin(), n.end(), b) != n.end();
  };
  for (std::size_t g = 0; g < groups_.cells.size(); ++g) {
    if (!holds_pair(g)) continue;
    const int a = groups_.cells[g][0], b = groups_.cells[g][1];
    for (int u : near[at(a)])
      if (u != b && beside(u, b)) cnf.add({-vars.shaded(u)});
  }
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    std::vector<int> partners;
    for (int g : groups_at_.of(cell))
      if (holds_pair(at(g)))
        partners.push_back(groups_.cells[at(g)][0] == cell ? groups_.cells[at(g)][1]
                                                           : groups_.cells[at(g)][0]);
    bool shade = false;
    for (std::size_t i = 0; i < partners.size() && !shade; ++i)
      for (std::size_t j = i + 1; j < partners.size() && !shade; ++j)
        shade = beside(partners[i], partners[j]);
    if (shade) cnf.add({vars.shaded(cell)});
  }
}

// Per group a counter over its cells not kept unshaded (exactly_k's is the largest of the
// three), or what encodings/cardinality writes instead: units for none or all, a single clause
// for at least one or at most all but one.
EncodingSize Count::size(const EncodeOptions& options, std::span<const char> kept) const {
  EncodingSize out;
  for (std::size_t g = 0; g < groups_.cells.size(); ++g) {
    int n = 0;
    for (int cell : groups_.cells[g]) n += kept.empty() || !kept[at(cell)];
    const int k = target(g);
    const auto counter = exactly_k_size(n, k, options.card);
    const EncodingSize units = clauses_of_width(n, 1), clause = clauses_of_width(1, n);
    if (uses_amo(g)) {
      out += amo_size(n, options.amo, amo_pairwise_up_to(options.amo));
      continue;
    }
    if (relation_ == Relation::Exactly && k > 1 && k < n - 1) {
      out += counter;
      continue;
    }
    if (relation_ != Relation::AtLeast && k < n)
      out += k <= 0 ? units : k == n - 1 ? clause : counter;
    if (relation_ != Relation::AtMost && k > 0) out += k >= n ? units : k == 1 ? clause : counter;
  }
  // Pairs apart: a unit per pair two cells apart in a line (its middle), and per cell in two pairs
  // or more, at most.
  if (options_.pairs_apart) {
    double units = 0;
    for (std::size_t g = 0; g < groups_.cells.size(); ++g) {
      if (!holds_pair(g)) continue;
      const int a = groups_.cells[g][0], b = groups_.cells[g][1], d = std::abs(a - b);
      units += d == 2 * shape_.cols || (d == 2 && a / shape_.cols == b / shape_.cols);
    }
    for (int cell = 0; cell < shape_.cells(); ++cell) {
      int pairs = 0;
      for (int g : groups_at_.of(cell)) pairs += holds_pair(at(g));
      units += pairs >= 2;
    }
    out += clauses_of_width(units, 1);
  }
  return out;
}

bool Count::propagate(std::vector<Candidates>& cells, bool& changed) const {
  for (std::size_t g = 0; g < groups_.cells.size(); ++g)
    if (!propagate_group(g, cells, changed)) return false;
  return true;
}

// The groups that hold a touched cell (the block bound too reads only the group's own cells).
bool Count::propagate_near(std::vector<Candidates>& cells, bool& changed,
                           std::span<const int> touched) const {
  for (int g : groups_at_.parts_of(touched))
    if (!propagate_group(at(g), cells, changed)) return false;
  return true;
}

bool Count::propagate_group(std::size_t g, std::vector<Candidates>& cells, bool& changed) const {
  // Scratch space kept between calls: the search propagates at every node.
  thread_local std::vector<int> open;
  int found = 0;
  open.clear();
  for (int cell : groups_.cells[g]) {
    const Candidates c = cells[at(cell)];
    if (c == kShaded) ++found;
    if (c == kEither) open.push_back(cell);
  }
  const int want = target(g);
  const bool upper = relation_ != Relation::AtLeast, lower = relation_ != Relation::AtMost;
  if (upper && found > want) return false;
  if (upper && found == want) {
    for (int cell : open) remove(cells[at(cell)], kShaded, changed);
    return true;
  }
  if (!lower) return true;
  const int missing = want - found;
  if (missing <= 0) return true;
  if (static_cast<int>(open.size()) < missing) return false;
  if (static_cast<int>(open.size()) == missing) {
    for (int cell : open) remove(cells[at(cell)], kUnshaded, changed);
    return true;
  }
  return !options_.block_bound || block_bound(open, missing, cells, changed);
}

bool Count::block_bound(const std::vector<int>& open, int missing, std::vector<Candidates>& cells,
                        bool& changed) const {
  const int across = shape_.cols / 2 + 1, down = shape_.rows / 2 + 1;
  thread_local std::vector<int> block_cells;  // open cells of the group per block, 0 between uses
  if (block_cells.size() < at(across * down)) block_cells.assign(at(across * down), 0);
  for (int tiling = 0; tiling < 4; ++tiling) {
    const int dr = tiling / 2, dc = tiling % 2;
    auto block_of = [&](int cell) {
      return ((cell / shape_.cols + dr) / 2) * across + (cell % shape_.cols + dc) / 2;
    };
    int blocks = 0;
    for (int cell : open) blocks += block_cells[at(block_of(cell))]++ == 0;
    if (blocks == missing)
      for (int cell : open)
        if (block_cells[at(block_of(cell))] == 1) remove(cells[at(cell)], kUnshaded, changed);
    for (int cell : open) block_cells[at(block_of(cell))] = 0;
    if (blocks < missing) return false;
  }
  return true;
}

bool Count::choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const {
  if (!options_.branch || relation_ == Relation::AtMost) return false;
  int best = -1, best_slack = 0, best_open = 0;
  for (std::size_t g = 0; g < groups_.cells.size(); ++g) {
    int found = 0, open = 0, first = -1;
    for (int cell : groups_.cells[g]) {
      const Candidates c = cells[at(cell)];
      if (c == kShaded) ++found;
      if (c == kEither) {
        if (first < 0) first = cell;
        ++open;
      }
    }
    if (open == 0 || found >= target(g)) continue;
    const int slack = open - (target(g) - found);
    if (best < 0 || slack < best_slack || (slack == best_slack && open < best_open)) {
      best = first;
      best_slack = slack;
      best_open = open;
    }
  }
  if (best < 0) return false;
  out.push_back({best, kShaded});
  out.push_back({best, kUnshaded});
  return true;
}

}  // namespace gridsat::rules
