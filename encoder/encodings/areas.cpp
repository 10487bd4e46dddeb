#include "encodings/areas.hpp"

#include <climits>

#include "encodings/connectivity.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

AreaVars encode_area(Cnf& cnf, const std::vector<std::vector<int>>& near,
                     std::span<const Lit> coloured, int source, bool member, int size, Card card) {
  const int steps = size == kAnyAreaSize ? INT_MAX : member ? size - 1 : size;
  AreaVars area;
  std::vector<int>& reach = area.cells;
  // Breadth-first from the source within `steps`; `local` numbers the cells reached.
  std::vector<int> dist(near.size(), -1), local(near.size(), -1);
  reach.push_back(source);
  dist[at(source)] = 0;
  for (std::size_t i = 0; i < reach.size(); ++i) {
    const int v = reach[i];
    if (dist[at(v)] >= steps) continue;
    for (int u : near[at(v)])
      if (dist[at(u)] < 0) {
        dist[at(u)] = dist[at(v)] + 1;
        reach.push_back(u);
      }
  }
  std::vector<Lit>& in = area.in;
  for (std::size_t i = 0; i < reach.size(); ++i) {
    local[at(reach[i])] = static_cast<int>(i);
    in.push_back(cnf.new_var());
  }
  cnf.add({in[0]});
  for (std::size_t i = 0; i < reach.size(); ++i) {
    const int v = reach[i];
    if (i > 0 || member) cnf.add({-in[i], coloured[at(v)]});
    for (int u : near[at(v)]) {
      if (u == source) continue;
      if (local[at(u)] >= 0)
        cnf.add({-in[i], -coloured[at(u)], in[at(local[at(u)])]});
      else
        cnf.add({-in[i], -coloured[at(u)]});
    }
  }
  if (size != kAnyAreaSize)
    exactly_k(cnf, std::span<const Lit>(in).subspan(member ? 0 : 1), size, card);
  // Joined to the source: reach layers while they are few, else a spanning tree. A path inside
  // the area may wind: up to `steps` long, past the farthest cell's distance.
  long long layers = 0;
  for (std::size_t i = 1; i < reach.size() && size != kAnyAreaSize; ++i)
    layers += steps - dist[at(reach[i])] + 1;
  if (size != kAnyAreaSize && layers <= kMaxReachLayers) {
    // r[i]: reach[i] joined to the source within d steps inside the area (d the layer being
    // made; 0 while it has none); the source's is in[0], true at every layer.
    std::vector<Lit> r(reach.size(), 0);
    r[0] = in[0];
    for (int d = 1; d <= steps; ++d) {
      std::vector<Lit> next = r;
      for (std::size_t i = 1; i < reach.size() && dist[at(reach[i])] <= d; ++i) {
        next[i] = cnf.new_var();
        std::vector<Lit> from{-next[i]};
        if (r[i]) from.push_back(r[i]);
        for (int u : near[at(reach[i])])
          if (local[at(u)] >= 0 && r[at(local[at(u)])]) from.push_back(r[at(local[at(u)])]);
        cnf.add(from);
        cnf.add({-next[i], in[i]});
      }
      r = std::move(next);
    }
    for (std::size_t i = 1; i < reach.size(); ++i) cnf.add({-in[i], r[i]});
  } else {
    Graph graph;
    graph.adjacent.resize(reach.size());
    for (std::size_t i = 0; i < reach.size(); ++i)
      for (int u : near[at(reach[i])])
        if (local[at(u)] > static_cast<int>(i)) graph.link(static_cast<int>(i), local[at(u)]);
    encode_connected(cnf, graph, in, 0);
  }
  return area;
}

}  // namespace gridsat
