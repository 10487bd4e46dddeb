#include "rules/shapes_apart.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

ShapesApart::ShapesApart(GridShape shape, Groups groups, int size)
    : shape_(shape), groups_(std::move(groups)), size_(size), group_of_(at(shape.cells()), -1) {
  if (size_ < 1) throw std::logic_error("shapes apart needs a size of at least 1");
  for (int g = 0; g < groups_.size(); ++g)
    for (int cell : groups_.cells[at(g)]) {
      if (group_of_[at(cell)] >= 0) throw std::logic_error("shapes apart needs disjoint groups");
      group_of_[at(cell)] = g;
    }
  const std::vector<std::vector<int>> near = neighbours(shape, Touch::Side);
  for (int a = 0; a < shape.cells(); ++a)
    for (int b : near[at(a)])
      if (a < b && group_of_[at(a)] >= 0 && group_of_[at(b)] >= 0 &&
          group_of_[at(a)] != group_of_[at(b)])
        neighbours_.emplace_back(a, b);
}

void ShapesApart::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions&) const {
  // Per group, a variable per shape it can hold, "the group holds this shape".
  std::vector<std::map<std::vector<std::pair<int, int>>, Lit>> holds(at(groups_.size()));
  for (int g = 0; g < groups_.size(); ++g) {
    const std::vector<int>& group = groups_.cells[at(g)];
    if (group.empty()) continue;
    for (const std::vector<int>& placed : placements(shape_, group, size_)) {
      auto [slot, fresh] = holds[at(g)].try_emplace(free_shape(placed, shape_.cols), 0);
      if (fresh) slot->second = cnf.new_var();
      std::vector<Lit> clause{slot->second};
      for (int cell : group) {
        const bool in = std::binary_search(placed.begin(), placed.end(), cell);
        clause.push_back(in ? -vars.shaded(cell) : vars.shaded(cell));
      }
      cnf.add(clause);
    }
  }
  for (auto [a, b] : neighbours_) {
    const auto& one = holds[at(group_of_[at(a)])];
    const auto& other = holds[at(group_of_[at(b)])];
    for (const auto& [shape, lit] : one)
      if (auto it = other.find(shape); it != other.end())
        cnf.add({-lit, -it->second, -vars.shaded(a), -vars.shaded(b)});
  }
}

bool ShapesApart::propagate(std::vector<Candidates>& cells, bool&) const {
  std::vector<char> decided(at(groups_.size()), 1), shaded(cells.size());
  for (std::size_t cell = 0; cell < cells.size(); ++cell) {
    shaded[cell] = cells[cell] == kShaded;
    if (group_of_[cell] >= 0 && cells[cell] != kShaded && cells[cell] != kUnshaded)
      decided[at(group_of_[cell])] = 0;
  }
  // Each decided group's shape, found once per call when a pair first needs it.
  std::vector<std::vector<std::pair<int, int>>> shapes(at(groups_.size()));
  std::vector<char> found(at(groups_.size()), 0);
  auto shape = [&](int g) -> const std::vector<std::pair<int, int>>& {
    if (!found[at(g)]) {
      shapes[at(g)] = shape_of(g, shaded);
      found[at(g)] = 1;
    }
    return shapes[at(g)];
  };
  for (auto [a, b] : neighbours_) {
    const int ga = group_of_[at(a)], gb = group_of_[at(b)];
    if (!decided[at(ga)] || !decided[at(gb)] || !shaded[at(a)] || !shaded[at(b)]) continue;
    if (!shape(ga).empty() && shape(ga) == shape(gb)) return false;
  }
  return true;
}

}  // namespace gridsat::rules
