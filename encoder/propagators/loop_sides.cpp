#include "propagators/loop_sides.hpp"

namespace gridsat {

std::pair<int, int> SideSets::find(int x) {
  auto at = [](int i) { return static_cast<std::size_t>(i); };
  int p = 0;
  int root = x;
  while (parent_[at(root)] != root) {
    p ^= parity_[at(root)];
    root = parent_[at(root)];
  }
  // Path compression, keeping parities.
  int q = p;
  while (parent_[at(x)] != x) {
    const int next = parent_[at(x)];
    const int here = parity_[at(x)];
    parent_[at(x)] = root;
    parity_[at(x)] = static_cast<char>(q);
    q ^= here;
    x = next;
  }
  return {root, p};
}

bool SideSets::join(int a, int b, int d) {
  auto [ra, pa] = find(a);
  auto [rb, pb] = find(b);
  if (ra == rb) return (pa ^ pb) == d;
  parent_[static_cast<std::size_t>(ra)] = rb;
  parity_[static_cast<std::size_t>(ra)] = static_cast<char>(pa ^ pb ^ d);
  return true;
}

}  // namespace gridsat
