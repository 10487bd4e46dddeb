#include "support/connected.hpp"

namespace gridsat::test {

bool connected(const Graph& graph, const std::vector<char>& chosen) {
  int first = -1, total = 0;
  for (int v = 0; v < graph.size(); ++v)
    if (chosen[static_cast<std::size_t>(v)]) {
      ++total;
      if (first < 0) first = v;
    }
  if (total == 0) return true;
  std::vector<char> seen(chosen.size(), 0);
  std::vector<int> todo{first};
  seen[static_cast<std::size_t>(first)] = 1;
  int reached = 0;
  while (!todo.empty()) {
    const int v = todo.back();
    todo.pop_back();
    ++reached;
    for (int u : graph.adjacent[static_cast<std::size_t>(v)])
      if (chosen[static_cast<std::size_t>(u)] && !seen[static_cast<std::size_t>(u)]) {
        seen[static_cast<std::size_t>(u)] = 1;
        todo.push_back(u);
      }
  }
  return reached == total;
}

bool loop_or_empty(const Lattice& lattice, const std::vector<char>& used) {
  for (const auto& here : lattice.at_point) {
    int degree = 0;
    for (int e : here) degree += used[static_cast<std::size_t>(e)];
    if (degree != 0 && degree != 2) return false;
  }
  Graph points;
  points.adjacent.resize(static_cast<std::size_t>(lattice.points()));
  std::vector<char> touched(points.adjacent.size(), 0);
  for (std::size_t e = 0; e < lattice.edges.size(); ++e)
    if (used[e]) {
      const auto& edge = lattice.edges[e];
      points.link(edge.a, edge.b);
      touched[static_cast<std::size_t>(edge.a)] = touched[static_cast<std::size_t>(edge.b)] = 1;
    }
  return connected(points, touched);
}

std::vector<char> bits_of(unsigned mask, int n) {
  std::vector<char> out(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) out[static_cast<std::size_t>(i)] = static_cast<char>(mask >> i & 1);
  return out;
}

}  // namespace gridsat::test
