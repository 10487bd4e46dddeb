#include "propagators/connectivity.hpp"

#include <algorithm>

#include "encodings/lattice.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Hopcroft-Tarjan articulation points, iteratively, in the graph of the nodes that may be chosen,
// from `root` (a Yes node): an Open node whose removal cuts off a subtree holding a Yes node must
// be chosen. `yes_total` counts the Yes nodes of root's component.
void force_articulations(const Graph& graph, std::vector<Tri>& nodes, int root) {
  const int n = graph.size();
  std::vector<int> order(at(n), -1), low(at(n), 0), yes_below(at(n), 0);
  std::vector<char> forced(at(n), 0);
  struct Frame {
    int node;
    int parent;
    std::size_t next;
  };
  std::vector<Frame> stack{{root, -1, 0}};
  int clock = 0;
  order[at(root)] = low[at(root)] = clock++;
  yes_below[at(root)] = 1;
  while (!stack.empty()) {
    Frame& f = stack.back();
    const auto& near = graph.adjacent[at(f.node)];
    if (f.next < near.size()) {
      const int u = near[f.next++];
      if (nodes[at(u)] == Tri::No || u == f.parent) continue;
      if (order[at(u)] >= 0) {
        low[at(f.node)] = std::min(low[at(f.node)], order[at(u)]);
        continue;
      }
      order[at(u)] = low[at(u)] = clock++;
      yes_below[at(u)] = nodes[at(u)] == Tri::Yes ? 1 : 0;
      stack.push_back({u, f.node, 0});
      continue;
    }
    const int v = f.node, p = f.parent;
    stack.pop_back();
    if (p < 0) break;
    low[at(p)] = std::min(low[at(p)], low[at(v)]);
    yes_below[at(p)] += yes_below[at(v)];
    // Removing p separates v's subtree (which holds a Yes node) from the root (a Yes node).
    if (p != root && low[at(v)] >= order[at(p)] && yes_below[at(v)] > 0) forced[at(p)] = 1;
  }
  for (int v = 0; v < n; ++v)
    if (forced[at(v)] && nodes[at(v)] == Tri::Open) nodes[at(v)] = Tri::Yes;
}

}  // namespace

bool propagate_connected(const Graph& graph, std::vector<Tri>& nodes) {
  std::vector<char> possible(nodes.size());
  for (std::size_t v = 0; v < nodes.size(); ++v) possible[v] = nodes[v] != Tri::No;
  const Components parts = components(graph, possible);
  int root = -1;
  for (int v = 0; v < graph.size(); ++v) {
    if (nodes[at(v)] != Tri::Yes) continue;
    if (root < 0) {
      root = v;
    } else if (parts.of[at(v)] != parts.of[at(root)]) {
      return false;  // two Yes nodes that no path of possible nodes joins
    }
  }
  if (root < 0) return true;
  // Nodes of other components could only be chosen apart from the Yes nodes.
  for (int v = 0; v < graph.size(); ++v)
    if (nodes[at(v)] == Tri::Open && parts.of[at(v)] != parts.of[at(root)]) nodes[at(v)] = Tri::No;
  force_articulations(graph, nodes, root);
  return true;
}

bool propagate_loop(const LoopShape& shape, std::vector<Tri>& edges) {
  const Lattice l = lattice_of(shape);
  auto state = [&](int e) -> Tri& { return edges[at(l.edges[at(e)].cell)]; };
  const int count = static_cast<int>(l.edges.size());
  for (bool changed = true; changed;) {
    changed = false;
    // Degree 0 or 2 at every point.
    for (const auto& here : l.at_point) {
      int yes = 0, open = 0;
      for (int e : here) {
        yes += state(e) == Tri::Yes;
        open += state(e) == Tri::Open;
      }
      if (yes > 2 || (yes == 1 && open == 0)) return false;
      if (open == 0) continue;
      if (yes == 2 || (yes == 0 && open == 1)) {
        for (int e : here)
          if (state(e) == Tri::Open) state(e) = Tri::No;
        changed = true;
      } else if (yes == 1 && open == 1) {
        for (int e : here)
          if (state(e) == Tri::Open) state(e) = Tri::Yes;
        changed = true;
      }
    }
    if (changed) continue;
    // The components of the used edges: a closed one must be all of the loop; an open edge that
    // joins the two ends of a path closes it, which only the whole loop may do.
    Graph points;
    points.adjacent.resize(at(l.points()));
    std::vector<char> touched(at(l.points()), 0);
    int used = 0;
    for (int e = 0; e < count; ++e)
      if (state(e) == Tri::Yes) {
        points.link(l.edges[at(e)].a, l.edges[at(e)].b);
        touched[at(l.edges[at(e)].a)] = touched[at(l.edges[at(e)].b)] = 1;
        ++used;
      }
    if (used == 0) break;
    const Components parts = components(points, touched);
    std::vector<int> ends(at(parts.count), 0), size(at(parts.count), 0);
    for (int p = 0; p < l.points(); ++p) {
      if (parts.of[at(p)] < 0) continue;
      ends[at(parts.of[at(p)])] += points.adjacent[at(p)].size() == 1 ? 1 : 0;
    }
    for (int e = 0; e < count; ++e)
      if (state(e) == Tri::Yes) ++size[at(parts.of[at(l.edges[at(e)].a)])];
    for (int c = 0; c < parts.count; ++c)
      if (ends[at(c)] == 0) {  // a closed cycle
        if (parts.count > 1) return false;
        for (int e = 0; e < count; ++e)
          if (state(e) == Tri::Open) state(e) = Tri::No;
        return true;
      }
    for (int e = 0; e < count; ++e) {
      if (state(e) != Tri::Open) continue;
      const int pa = parts.of[at(l.edges[at(e)].a)], pb = parts.of[at(l.edges[at(e)].b)];
      if (pa < 0 || pa != pb || size[at(pa)] == used) continue;
      state(e) = Tri::No;  // would close a path while other used edges lie elsewhere
      changed = true;
    }
  }
  return true;
}

}  // namespace gridsat
