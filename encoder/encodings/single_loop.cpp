#include "encodings/single_loop.hpp"

#include "encodings/lattice.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

constexpr int kOutside = Lattice::kOutside;

}  // namespace

void encode_single_loop(Cnf& cnf, const LoopShape& shape, std::span<const Lit> edge_var,
                        Connectivity connectivity) {
  const Lattice l = lattice_of(shape);
  auto var = [&](int e) { return edge_var[at(l.edges[at(e)].cell)]; };

  // Degree 0 or 2 at every point.
  for (const auto& here : l.at_point) {
    for (std::size_t i = 0; i < here.size(); ++i) {
      std::vector<Lit> partner{-var(here[i])};
      for (std::size_t j = 0; j < here.size(); ++j)
        if (j != i) partner.push_back(var(here[j]));
      cnf.add(partner);
      for (std::size_t j = i + 1; j < here.size(); ++j)
        for (std::size_t k = j + 1; k < here.size(); ++k)
          cnf.add({-var(here[i]), -var(here[j]), -var(here[k])});
    }
  }
  // A loop exists.
  std::vector<Lit> some;
  for (int e = 0; e < static_cast<int>(l.edges.size()); ++e) some.push_back(var(e));
  cnf.add(some);

  // The faces: inside literals, an edge used exactly when its faces differ.
  const int faces = l.faces();
  const Lit first_face = faces > 0 ? cnf.new_vars(faces) : 0;
  for (int e = 0; e < static_cast<int>(l.edges.size()); ++e) {
    const auto& info = l.edges[at(e)];
    const Lit x = var(e);
    if (info.face1 == kOutside && info.face2 == kOutside) {
      cnf.add({-x});  // a lattice one point wide: its edges have the outside on both sides
      continue;
    }
    if (info.face1 == kOutside || info.face2 == kOutside) {
      const Lit f = first_face + (info.face1 == kOutside ? info.face2 : info.face1);
      cnf.add({-x, f});
      cnf.add({x, -f});
      continue;
    }
    const Lit f = first_face + info.face1, g = first_face + info.face2;
    cnf.add({-x, f, g});
    cnf.add({-x, -f, -g});
    cnf.add({x, -f, g});
    cnf.add({x, f, -g});
  }
  if (connectivity == Connectivity::Lazy || faces == 0) return;

  // Static: the inside faces connected, and the outside faces connected to the outside (node
  // `faces` of a graph of the faces, its literal made true), so the loop is one simple cycle (no
  // point has four used edges: the degree clauses say so).
  Graph graph;
  graph.adjacent.resize(at(faces + 1));
  for (const auto& info : l.edges) {
    const int f = info.face1 == kOutside ? faces : info.face1;
    const int g = info.face2 == kOutside ? faces : info.face2;
    if (f != g) graph.link(f, g);
  }
  std::vector<Lit> inside, outside;
  for (int f = 0; f < faces; ++f) {
    inside.push_back(first_face + f);
    outside.push_back(-(first_face + f));
  }
  Graph inner = graph;
  inner.adjacent.pop_back();
  for (auto& near : inner.adjacent) std::erase(near, faces);
  encode_connected(cnf, inner, inside, std::nullopt);
  const Lit beyond = cnf.new_var();
  cnf.add({beyond});
  outside.push_back(beyond);
  encode_connected(cnf, graph, outside, faces);
}

std::vector<EdgeClause> loop_cuts(const LoopShape& shape, std::span<const int> answer_cells) {
  const Lattice l = lattice_of(shape);
  auto used = [&](int e) { return answer_cells[at(l.edges[at(e)].cell)] == 1; };
  // The components of the used edges, as components of the points they touch.
  Graph points;
  points.adjacent.resize(at(l.rows * l.cols));
  std::vector<char> touched(points.adjacent.size(), 0);
  for (int e = 0; e < static_cast<int>(l.edges.size()); ++e)
    if (used(e)) {
      const auto& info = l.edges[at(e)];
      points.link(info.a, info.b);
      touched[at(info.a)] = touched[at(info.b)] = 1;
    }
  const Components parts = components(points, touched);
  if (parts.count < 2) return {};
  // Per component: one of its used edges, and the unused edges that leave its points.
  std::vector<int> some_edge(at(parts.count), -1);
  std::vector<std::vector<int>> leaving(at(parts.count));
  for (int e = 0; e < static_cast<int>(l.edges.size()); ++e) {
    const auto& info = l.edges[at(e)];
    const int pa = parts.of[at(info.a)], pb = parts.of[at(info.b)];
    if (used(e)) {
      if (some_edge[at(pa)] < 0) some_edge[at(pa)] = e;
    } else {
      if (pa >= 0 && pa != pb) leaving[at(pa)].push_back(e);
      if (pb >= 0 && pb != pa) leaving[at(pb)].push_back(e);
    }
  }
  auto literal = [&](int e, bool on) {
    const int cell = l.edges[at(e)].cell;
    return EdgeLiteral{cell / shape.grid_cols(), cell % shape.grid_cols(), on};
  };
  std::vector<EdgeClause> cuts;
  for (int p = 0; p < parts.count; ++p) {
    EdgeClause cut{literal(some_edge[at(p)], false),
                   literal(some_edge[at((p + 1) % parts.count)], false)};
    for (int e : leaving[at(p)]) cut.push_back(literal(e, true));
    cuts.push_back(std::move(cut));
  }
  return cuts;
}

}  // namespace gridsat
