#include "puzzles/random_areas.hpp"

namespace gridsat {

std::vector<int> component_of(int seed, const std::vector<int>& cells, int n) {
  std::vector<int> seen{seed}, todo{seed};
  while (!todo.empty()) {
    int cell = todo.back();
    todo.pop_back();
    for (int next : neighbours(cell, n, n))
      if (std::find(cells.begin(), cells.end(), next) != cells.end() &&
          std::find(seen.begin(), seen.end(), next) == seen.end()) {
        seen.push_back(next);
        todo.push_back(next);
      }
  }
  return seen;
}

bool is_connected(const std::vector<int>& cells, int n) {
  return cells.empty() || component_of(cells.front(), cells, n).size() == cells.size();
}

void join_lone_cells(std::vector<std::vector<int>>& cages, int n, int most, Random& rng) {
  for (std::size_t k = 0; k < cages.size(); ++k) {
    if (cages[k].size() != 1 || !rng.chance(4, 5)) continue;
    const int cell = cages[k].front();
    const auto near = neighbours(cell, n, n);
    std::vector<std::size_t> options;
    for (std::size_t j = 0; j < cages.size(); ++j) {
      if (j == k || cages[j].empty() || static_cast<int>(cages[j].size()) >= most) continue;
      if (std::any_of(cages[j].begin(), cages[j].end(), [&](int other) {
            return std::find(near.begin(), near.end(), other) != near.end();
          }))
        options.push_back(j);
    }
    if (options.empty()) continue;
    cages[rng.pick(options)].push_back(cell);
    cages[k].clear();
  }
  std::erase_if(cages, [](const std::vector<int>& cage) { return cage.empty(); });
}

}  // namespace gridsat
