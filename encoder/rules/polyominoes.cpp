#include "rules/polyominoes.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::vector<std::vector<int>> placements(GridShape shape, const std::vector<int>& group, int size) {
  // The group's cells sorted, for lookups: the grid may be large and the group small.
  std::vector<int> inside = group;
  std::sort(inside.begin(), inside.end());
  auto in_group = [&](int cell) { return std::binary_search(inside.begin(), inside.end(), cell); };
  std::vector<std::vector<int>> frontier;
  for (int cell : group) frontier.push_back({cell});
  for (int grown = 1; grown < size && !frontier.empty(); ++grown) {
    std::set<std::vector<int>> next;
    for (const std::vector<int>& set : frontier)
      for (int cell : set) {
        const int r = cell / shape.cols, c = cell % shape.cols;
        const int side[4] = {r > 0 ? cell - shape.cols : -1, c > 0 ? cell - 1 : -1,
                             c + 1 < shape.cols ? cell + 1 : -1,
                             r + 1 < shape.rows ? cell + shape.cols : -1};
        for (int u : side) {
          if (u < 0 || !in_group(u) || u < set.front() ||
              std::find(set.begin(), set.end(), u) != set.end())
            continue;
          std::vector<int> bigger = set;
          bigger.insert(std::upper_bound(bigger.begin(), bigger.end(), u), u);
          next.insert(std::move(bigger));
        }
      }
    frontier.assign(next.begin(), next.end());
  }
  return frontier;
}

Polyominoes::Polyominoes(GridShape shape, Groups groups, int size)
    : shape_(shape),
      groups_(std::move(groups)),
      size_(size),
      count_(shape, groups_, Relation::Exactly, {size}),
      within_(shape, groups_, 1, "shaded cells") {
  if (size_ < 1) throw std::logic_error("polyominoes need a size of at least 1");
}

const std::vector<std::vector<std::vector<int>>>& Polyominoes::placed() const {
  std::call_once(placed_once_, [this] {
    for (const std::vector<int>& group : groups_.cells)
      placed_.push_back(placements(shape_, group, size_));
  });
  return placed_;
}

void Polyominoes::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const {
  count_.encode(cnf, vars, options);
  within_.encode(cnf, vars, options);
}

bool Polyominoes::propagate(std::vector<Candidates>& cells, bool& changed) const {
  const std::vector<std::vector<std::vector<int>>>& all = placed();
  thread_local std::vector<int> in_all, in_some;
  for (std::size_t g = 0; g < groups_.cells.size(); ++g) {
    const std::vector<int>& group = groups_.cells[g];
    int shaded = 0, fitting = 0;
    for (int cell : group) shaded += cells[at(cell)] == kShaded;
    in_all.assign(group.size(), 0);
    in_some.assign(group.size(), 0);
    for (const std::vector<int>& placed : all[g]) {
      // Fits: none of its cells unshaded, and it holds every shaded cell of the group.
      int holds = 0;
      bool fits = true;
      for (int cell : placed) {
        fits = fits && (cells[at(cell)] & kShaded);
        holds += cells[at(cell)] == kShaded;
      }
      if (!fits || holds != shaded) continue;
      ++fitting;
      for (std::size_t i = 0; i < group.size(); ++i) {
        const bool in = std::binary_search(placed.begin(), placed.end(), group[i]);
        in_all[i] += in;
        in_some[i] |= in;
      }
    }
    if (fitting == 0) return false;
    for (std::size_t i = 0; i < group.size(); ++i) {
      if (in_all[i] == fitting && !remove(cells[at(group[i])], kUnshaded, changed)) return false;
      if (!in_some[i] && !remove(cells[at(group[i])], kShaded, changed)) return false;
    }
  }
  return true;
}

}  // namespace gridsat::rules
