#include "rules/single_loop.hpp"

#include <cmath>

#include "encodings/connectivity.hpp"
#include "encodings/single_loop.hpp"
#include "propagators/connectivity.hpp"
#include "propagators/loop_sides.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

SingleLoop::SingleLoop(LoopGeometryPtr geometry, LoopPoints points, Options options)
    : geo_(std::move(geometry)), points_(points), options_(options) {
  const int face_rows = geo_->rows > 1 ? geo_->rows - 1 : 0;
  const int face_cols = geo_->cols > 1 ? geo_->cols - 1 : 0;
  auto graph = std::make_shared<Graph>(grid_graph(face_rows, face_cols));
  graph->adjacent.resize(at(geo_->faces + 1));  // the outside, beside every face on the border
  for (int r = 0; r < face_rows; ++r)
    for (int c = 0; c < face_cols; ++c)
      if (r == 0 || c == 0 || r + 1 == face_rows || c + 1 == face_cols)
        graph->link(r * face_cols + c, geo_->outside());
  face_graph_ = std::move(graph);
}

void SingleLoop::encode(Cnf& cnf, const LoopVars& vars, const EncodeOptions& options) const {
  encode_single_loop(cnf, geo_->shape, vars.all(), options.connectivity);
  if (!options_.every_point) return;
  for (const auto& edges : geo_->point_edges) {
    std::vector<Lit> some;
    for (int e : edges)
      if (e >= 0) some.push_back(vars.edge(geo_->edges[at(e)].cell));
    cnf.add(some);
  }
}

EncodingSize SingleLoop::size(const EncodeOptions& options) const {
  const auto edges = static_cast<double>(geo_->edges.size());
  const auto points = static_cast<double>(geo_->points());
  const auto faces = static_cast<double>(geo_->faces);
  EncodingSize size{faces, 1, edges};  // inside variables, "some edge"
  // Degree: per point four "a used edge has a partner" clauses and four "not three" ones.
  size += clauses_of_width(4 * points, 4);
  size += clauses_of_width(4 * points, 3);
  size += clauses_of_width(4 * edges, 3);  // edge <-> the faces on its sides differ
  if (options.connectivity != Connectivity::Lazy) {
    // Two spanning trees (inside; outside and the outer face), binary ranks compared per arc.
    const double nodes = faces + 1, bits = std::ceil(std::log2(nodes + 1)) + 1;
    const double arcs = 2 * (2 * edges);
    size += EncodingSize{2 * (nodes * (bits + 1) + arcs * 2 * bits),
                         2 * (nodes * 3 + arcs * (6 * bits + 3)),
                         2 * (nodes * 8 + arcs * (15 * bits + 8))};
  }
  if (options_.every_point) size += clauses_of_width(points, 4);
  return size;
}

std::vector<Cut> SingleLoop::cuts(const Grid& answer) const {
  std::vector<Cut> out;
  for (const EdgeClause& clause : loop_cuts(geo_->shape, answer.cells)) {
    Cut cut;
    for (const EdgeLiteral& l : clause) cut.push_back({l.row, l.col, l.used ? 1 : 0});
    out.push_back(std::move(cut));
  }
  return out;
}

bool SingleLoop::propagate(LoopState& state, bool& changed) const {
  std::vector<Candidates>& cells = state.cells;
  SideSets& sides = state.sides;
  // Every decided edge joins its two faces; an open edge between joined faces is decided. The
  // joins alone are no news: they restate decided edges, and every pattern below and every rule
  // after this one in the round reads them (a set declares SingleLoop first); counted as
  // changes, they cost every propagation a whole round more.
  for (const auto& e : geo_->edges) {
    const Candidates c = cells[at(e.cell)];
    if (c == kEdgeOpen) continue;
    const auto [r1, p1] = sides.find(e.face1);
    const auto [r2, p2] = sides.find(e.face2);
    if (r1 == r2) {
      if ((p1 ^ p2) != (c == kEdgeOn ? 1 : 0)) return false;
      continue;
    }
    sides.join(e.face1, e.face2, c == kEdgeOn ? 1 : 0);
  }
  for (const auto& e : geo_->edges) {
    Candidates& c = cells[at(e.cell)];
    if (c != kEdgeOpen) continue;
    const auto [r1, p1] = sides.find(e.face1);
    const auto [r2, p2] = sides.find(e.face2);
    if (r1 != r2) continue;
    c = (p1 ^ p2) ? kEdgeOn : kEdgeOff;
    changed = true;
  }
  // Per point: degree 0 or 2 against the sides of the four faces around it.
  const int allowed =
      options_.every_point ? kPatternsWithOn[2] : kPatternsWithOn[0] | kPatternsWithOn[2];
  for (int p = 0; p < geo_->points(); ++p) {
    std::array<int, 4> edge{};
    for (std::size_t k = 0; k < 4; ++k) {
      const int e = geo_->point_edges[at(p)][k];
      edge[k] = e < 0 ? -1 : geo_->edges[at(e)].cell;
    }
    if (!propagate_pattern(cells, sides, edge, geo_->point_faces[at(p)], kPointPatterns, allowed,
                           changed))
      return false;
  }
  return true;
}

// The used edges as paths between the points (union-find): an open edge joining the two ends of
// one path closes a cycle, which is allowed only when that path holds every used edge; a cycle
// already closed is the whole loop (no other used edge, every open edge off). The same rule as
// propagate_loop's, without its allocations, for the cheap fixpoint. No used edge and none open:
// no loop.
bool SingleLoop::paths(std::vector<Candidates>& cells, bool& changed) const {
  const int points = geo_->points();
  std::vector<int> parent(at(points));
  for (int p = 0; p < points; ++p) parent[at(p)] = p;
  auto find = [&](int x) {
    while (parent[at(x)] != x) x = parent[at(x)] = parent[at(parent[at(x)])];
    return x;
  };
  int used = 0;
  bool open = false;
  for (const auto& e : geo_->edges) {
    const Candidates c = cells[at(e.cell)];
    open |= c == kEdgeOpen;
    if (c == kEdgeOn) {
      ++used;
      parent[at(find(e.a))] = find(e.b);
    }
  }
  if (used == 0) return open;
  // Per component: its used edges and its loose ends.
  std::vector<int> edges(at(points), 0), ends(at(points), 0);
  for (const auto& e : geo_->edges)
    if (cells[at(e.cell)] == kEdgeOn) ++edges[at(find(e.a))];
  for (int p = 0; p < points; ++p) {
    int degree = 0;
    for (int e : geo_->point_edges[at(p)])
      degree += e >= 0 && cells[at(geo_->edges[at(e)].cell)] == kEdgeOn;
    if (degree == 1) ++ends[at(find(p))];
  }
  for (int p = 0; p < points; ++p) {
    if (find(p) != p || edges[at(p)] == 0 || ends[at(p)] > 0) continue;
    // A closed cycle: the loop.
    if (edges[at(p)] != used) return false;
    for (const auto& e : geo_->edges)
      if (cells[at(e.cell)] == kEdgeOpen) {
        cells[at(e.cell)] = kEdgeOff;
        changed = true;
      }
    return true;
  }
  for (const auto& e : geo_->edges) {
    if (cells[at(e.cell)] != kEdgeOpen) continue;
    const int ra = find(e.a);
    if (ra == find(e.b) && edges[at(ra)] != used) {
      cells[at(e.cell)] = kEdgeOff;
      changed = true;
    }
  }
  return true;
}

// The paths first (cheap, but they allocate: once the cheap rules have nothing left); then the
// inside faces are connected, and so are the outside ones with the outside:
// propagate_connected over the faces and the outside, once for each region, with the faces whose
// side is known as chosen or not. A face it puts in a region joins the outside in the sides.
// Then propagate_loop, the whole loop rule on the edges.
bool SingleLoop::propagate_global(LoopState& state, bool& changed) const {
  bool narrowed = false;
  if (!paths(state.cells, narrowed)) return false;
  if (narrowed) {  // the cheap rules first
    changed = true;
    return true;
  }
  SideSets& sides = state.sides;
  const int faces = geo_->faces + 1, outside = geo_->outside();
  const auto [outside_root, outside_parity] = sides.find(outside);
  std::vector<Tri> inside(at(faces)), out(at(faces));
  for (int f = 0; f < faces; ++f) {
    const auto [root, parity] = sides.find(f);
    const Tri in = root != outside_root             ? Tri::Open
                   : (parity ^ outside_parity) != 0 ? Tri::Yes
                                                    : Tri::No;
    inside[at(f)] = in;
    out[at(f)] = in == Tri::Open ? Tri::Open : in == Tri::Yes ? Tri::No : Tri::Yes;
  }
  if (!propagate_connected(*face_graph_, inside) || !propagate_connected(*face_graph_, out))
    return false;
  bool joined = false;
  for (int f = 0; f < outside; ++f) {
    if (sides.find(f).first == sides.find(outside).first) continue;
    const bool in = inside[at(f)] == Tri::Yes || out[at(f)] == Tri::No;
    const bool away = inside[at(f)] == Tri::No || out[at(f)] == Tri::Yes;
    if (in && away) return false;
    if (!in && !away) continue;
    if (!sides.join(f, outside, in ? 1 : 0)) return false;
    joined = true;
  }
  if (joined) {  // the cheap rules first
    changed = true;
    return true;
  }
  std::vector<Tri> tri(state.cells.size(), Tri::No);
  for (const auto& e : geo_->edges) {
    const Candidates c = state.cells[at(e.cell)];
    tri[at(e.cell)] = c == kEdgeOpen ? Tri::Open : c == kEdgeOn ? Tri::Yes : Tri::No;
  }
  if (!propagate_loop(geo_->shape, tri)) return false;
  for (const auto& e : geo_->edges) {
    Candidates& c = state.cells[at(e.cell)];
    const Candidates now = tri[at(e.cell)] == Tri::Open  ? kEdgeOpen
                           : tri[at(e.cell)] == Tri::Yes ? kEdgeOn
                                                         : kEdgeOff;
    if (now != c) {
      c = now;
      changed = true;
    }
  }
  return true;
}

bool SingleLoop::choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const {
  if (!options_.follow_ends) return false;
  auto state = [&](int e) { return e < 0 ? kEdgeOff : cells[at(geo_->edges[at(e)].cell)]; };
  // An open edge at a loose end, the one with the fewest open edges (the first such).
  int best = -1, best_open = 5;
  for (std::size_t p = 0; p < geo_->point_edges.size() && best_open > 1; ++p) {
    int on = 0, open = 0, first_open = -1;
    for (int e : geo_->point_edges[p]) {
      on += state(e) == kEdgeOn;
      if (state(e) == kEdgeOpen && open++ == 0) first_open = e;
    }
    if (on == 1 && open > 0 && open < best_open) {
      best_open = open;
      best = first_open;
    }
  }
  if (best < 0) return false;
  const int cell = geo_->edges[at(best)].cell;
  out.push_back({cell, kEdgeOn});
  out.push_back({cell, kEdgeOff});
  return true;
}

}  // namespace gridsat::rules
