// Drawing random areas on a grid, for the generators: connected cages (killer, calcudoku) and
// regions (jigsaw). Randomness comes from puzzles/random.hpp only, so that a seed gives the same
// puzzle with any standard library.
#pragma once

#include <algorithm>
#include <numeric>
#include <vector>

#include "puzzles/random.hpp"

namespace gridsat {

// The orthogonal neighbours of a cell of a rows x cols grid, in a fixed order.
inline std::vector<int> neighbours(int cell, int rows, int cols) {
  std::vector<int> out;
  const int r = cell / cols, c = cell % cols;
  if (r > 0) out.push_back(cell - cols);
  if (c > 0) out.push_back(cell - 1);
  if (c + 1 < cols) out.push_back(cell + 1);
  if (r + 1 < rows) out.push_back(cell + cols);
  return out;
}

// The cells of `cells` reachable from `seed` (one of them) through orthogonal neighbours in it.
std::vector<int> component_of(int seed, const std::vector<int>& cells, int n);
bool is_connected(const std::vector<int>& cells, int n);

// Cells left alone when the cages around them filled up join a neighbouring cage with fewer than
// `most` cells (four times in five: a few 1-cell cages, which are givens, are welcome).
void join_lone_cells(std::vector<std::vector<int>>& cages, int n, int most, Random& rng);

// Random connected cages covering the grid. `size` draws a cage's wished size; `fits(cage, cell)`
// says whether a cell may join a cage.
template <class Size, class Fits>
std::vector<std::vector<int>> random_cages(int n, Random& rng, Size size, Fits fits) {
  std::vector<int> owner(static_cast<std::size_t>(n * n), -1);
  std::vector<int> order(static_cast<std::size_t>(n * n));
  std::iota(order.begin(), order.end(), 0);
  rng.shuffle(order);
  std::vector<std::vector<int>> cages;
  for (int start : order) {
    if (owner[static_cast<std::size_t>(start)] >= 0) continue;
    const int id = static_cast<int>(cages.size());
    std::vector<int> cage{start};
    owner[static_cast<std::size_t>(start)] = id;
    const int wished = size();
    while (static_cast<int>(cage.size()) < wished) {
      std::vector<int> frontier;
      for (int cell : cage)
        for (int next : neighbours(cell, n, n))
          if (owner[static_cast<std::size_t>(next)] < 0 && fits(cage, next) &&
              std::find(frontier.begin(), frontier.end(), next) == frontier.end())
            frontier.push_back(next);
      if (frontier.empty()) break;
      const int next = rng.pick(frontier);
      cage.push_back(next);
      owner[static_cast<std::size_t>(next)] = id;
    }
    cages.push_back(std::move(cage));
  }
  return cages;
}

}  // namespace gridsat
