#include "encodings/connectivity.hpp"

#include <algorithm>

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Bits needed to write 0..n-1.
int rank_bits(int n) {
  int bits = 1;
  while ((1 << bits) < n) ++bits;
  return bits;
}

// `when` -> (rank a < rank b), ranks as bit literals, most significant first. Per bit k a literal
// t_k "a and b agree above bit k, a_k = 0 and b_k = 1" and e_k "a and b agree on bit k and above".
void encode_less_than(Cnf& cnf, Lit when, std::span<const Lit> a, std::span<const Lit> b) {
  const int bits = static_cast<int>(a.size());
  std::vector<Lit> some{-when};
  Lit equal_above = 0;  // e_{k+1}; 0 above the top bit (true)
  for (int k = 0; k < bits; ++k) {
    const Lit ak = a[at(k)], bk = b[at(k)];
    const Lit t = cnf.new_var();
    cnf.add({-t, -ak});
    cnf.add({-t, bk});
    if (equal_above != 0) cnf.add({-t, equal_above});
    some.push_back(t);
    if (k + 1 < bits) {
      const Lit e = cnf.new_var();
      if (equal_above != 0) cnf.add({-e, equal_above});
      cnf.add({-e, -ak, bk});
      cnf.add({-e, ak, -bk});
      equal_above = e;
    }
  }
  cnf.add(some);
}

}  // namespace

std::string_view connectivity_name(Connectivity encoding) {
  switch (encoding) {
    case Connectivity::Auto:
      return "auto";
    case Connectivity::Static:
      return "static";
    case Connectivity::Lazy:
      return "lazy";
  }
  return "auto";
}

std::optional<Connectivity> parse_connectivity(std::string_view name) {
  for (Connectivity c : {Connectivity::Auto, Connectivity::Static, Connectivity::Lazy})
    if (connectivity_name(c) == name) return c;
  return std::nullopt;
}

Graph grid_graph(int rows, int cols) {
  Graph graph;
  graph.adjacent.resize(at(rows * cols));
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (c + 1 < cols) graph.link(r * cols + c, r * cols + c + 1);
      if (r + 1 < rows) graph.link(r * cols + c, (r + 1) * cols + c);
    }
  return graph;
}

void encode_connected(Cnf& cnf, const Graph& graph, std::span<const Lit> chosen,
                      std::optional<int> root) {
  const int n = graph.size();
  if (n <= 1) return;
  const int bits = rank_bits(n);
  std::vector<std::vector<Lit>> rank(at(n));
  for (int v = 0; v < n; ++v) {
    const int first = cnf.new_vars(bits);
    for (int k = 0; k < bits; ++k) rank[at(v)].push_back(first + k);
  }
  if (root) {
    // The root has rank 0, which no parent arc can go below.
    for (Lit bit : rank[at(*root)]) cnf.add({-bit});
  }
  // earlier[v]: some node before v is chosen (only needed without a known root).
  std::vector<Lit> earlier(at(n), 0);
  if (!root) {
    for (int v = 1; v < n; ++v) {
      earlier[at(v)] = cnf.new_var();
      cnf.add({-chosen[at(v - 1)], earlier[at(v)]});
      if (v > 1) {
        cnf.add({-earlier[at(v - 1)], earlier[at(v)]});
        cnf.add({-earlier[at(v)], earlier[at(v - 1)], chosen[at(v - 1)]});
      } else {
        cnf.add({-earlier[at(v)], chosen[at(v - 1)]});
      }
    }
  }
  // parent[v][i]: v's parent is its i-th neighbour.
  std::vector<std::vector<Lit>> parent(at(n));
  for (int v = 0; v < n; ++v) {
    if (root && v == *root) continue;
    if (!root && v == 0) continue;  // node 0, when chosen, is always the root
    const auto& near = graph.adjacent[at(v)];
    std::vector<Lit> needs{-chosen[at(v)]};
    if (!root) needs.push_back(-earlier[at(v)]);
    for (int u : near) {
      const Lit p = cnf.new_var();
      parent[at(v)].push_back(p);
      needs.push_back(p);
      cnf.add({-p, chosen[at(u)]});
      encode_less_than(cnf, p, rank[at(u)], rank[at(v)]);
    }
    cnf.add(needs);
  }
  // Two nodes are never each other's parent (follows from the ranks; said for propagation).
  for (int v = 0; v < n; ++v) {
    const auto& near = graph.adjacent[at(v)];
    for (std::size_t i = 0; i < near.size() && !parent[at(v)].empty(); ++i) {
      const int u = near[i];
      if (u < v || parent[at(u)].empty()) continue;
      const auto& back = graph.adjacent[at(u)];
      const auto j =
          static_cast<std::size_t>(std::find(back.begin(), back.end(), v) - back.begin());
      cnf.add({-parent[at(v)][i], -parent[at(u)][j]});
    }
  }
}

Components components(const Graph& graph, const std::vector<char>& chosen) {
  Components out;
  out.of.assign(at(graph.size()), -1);
  std::vector<int> stack;
  for (int s = 0; s < graph.size(); ++s) {
    if (!chosen[at(s)] || out.of[at(s)] >= 0) continue;
    out.of[at(s)] = out.count;
    stack.push_back(s);
    while (!stack.empty()) {
      const int v = stack.back();
      stack.pop_back();
      for (int u : graph.adjacent[at(v)])
        if (chosen[at(u)] && out.of[at(u)] < 0) {
          out.of[at(u)] = out.count;
          stack.push_back(u);
        }
    }
    ++out.count;
  }
  return out;
}

std::vector<NodeClause> connectivity_cuts(const Graph& graph, const std::vector<char>& chosen) {
  const Components parts = components(graph, chosen);
  if (parts.count < 2) return {};
  // A representative (its first node) and the unchosen neighbours of each component.
  std::vector<int> first(at(parts.count), -1);
  std::vector<std::vector<int>> border(at(parts.count));
  std::vector<int> seen(at(graph.size()), -1);
  for (int v = 0; v < graph.size(); ++v) {
    const int p = parts.of[at(v)];
    if (p < 0) continue;
    if (first[at(p)] < 0) first[at(p)] = v;
    for (int u : graph.adjacent[at(v)])
      if (!chosen[at(u)] && seen[at(u)] != p) {
        seen[at(u)] = p;
        border[at(p)].push_back(u);
      }
  }
  std::vector<NodeClause> cuts;
  for (int p = 0; p < parts.count; ++p) {
    const int other = first[at((p + 1) % parts.count)];
    NodeClause cut{{first[at(p)], false}, {other, false}};
    for (int u : border[at(p)]) cut.push_back({u, true});
    cuts.push_back(std::move(cut));
  }
  return cuts;
}

}  // namespace gridsat
