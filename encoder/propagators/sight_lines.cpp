#include "propagators/sight_lines.hpp"

#include <algorithm>
#include <bitset>

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

using Counts = std::bitset<kLargestSight>;

}  // namespace

int sight_frontier(const std::vector<std::vector<int>>& ways, const std::vector<Candidates>& cells,
                   Candidates mine, Candidates other, int& slack) {
  int frontier = -1;
  slack = 0;
  for (const std::vector<int>& way : ways) {
    bool open = false;
    for (int cell : way) {
      if (cells[at(cell)] == other) break;
      if (cells[at(cell)] == mine) {
        slack += open;
        continue;
      }
      if (frontier < 0) frontier = cell;
      open = true;
      ++slack;
    }
  }
  return frontier;
}

bool propagate_sight(const std::vector<std::vector<int>>& ways, int need,
                     const std::vector<Candidates>& cells, Candidates mine, Candidates other,
                     const std::function<bool(int cell, Candidates bits)>& remove) {
  if (need < 0 || need >= kLargestSight) return false;
  Counts within;
  for (int k = 0; k <= need; ++k) within.set(at(k));
  Counts can[4];
  for (int d = 0; d < 4; ++d) {
    const std::vector<int>& way = ways[at(d)];
    const int length = static_cast<int>(way.size());
    for (int k = 0; k <= std::min(length, need); ++k) {
      if (k > 0 && cells[at(way[at(k - 1)])] == other) break;
      if (k == length || (cells[at(way[at(k)])] & other)) can[d].set(at(k));
    }
  }
  auto sum = [&](const Counts& a, const Counts& b) {
    Counts out;
    for (int k = 0; k <= need; ++k)
      if (a.test(at(k))) out |= b << at(k);
    return out & within;
  };
  const Counts column = sum(can[0], can[2]), row = sum(can[1], can[3]);
  for (int d = 0; d < 4; ++d) {
    const Counts rest = sum(can[(d + 2) % 4], d % 2 == 0 ? row : column);
    int lo = -1, hi = -1;
    for (int k = 0; k <= need; ++k) {
      if (!can[d].test(at(k)) || !rest.test(at(need - k))) continue;
      if (lo < 0) lo = k;
      hi = k;
    }
    if (lo < 0) return false;
    const std::vector<int>& way = ways[at(d)];
    for (int j = 0; j < lo; ++j)
      if (!remove(way[at(j)], other)) return false;
    if (lo == hi && lo < static_cast<int>(way.size()) && !remove(way[at(lo)], mine)) return false;
  }
  return true;
}

}  // namespace gridsat
