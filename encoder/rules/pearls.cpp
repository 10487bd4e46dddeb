#include "rules/pearls.hpp"

#include <algorithm>
#include <stdexcept>

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The seven shapes of a cell, as direction bits (up, right, down, left as the geometry orders a
// point's edges).
constexpr int kUp = 0, kRight = 1, kDown = 2, kLeft = 3;
constexpr std::array<int, 7> kShapes = {
    0,                             // empty
    (1 << kLeft) | (1 << kRight),  // straight across
    (1 << kUp) | (1 << kDown),     // straight up and down
    (1 << kUp) | (1 << kRight),    // the four corners
    (1 << kRight) | (1 << kDown),  //
    (1 << kDown) | (1 << kLeft),   //
    (1 << kLeft) | (1 << kUp),     //
};
using Shapes = unsigned;  // bit k: kShapes[k] is still possible
constexpr Shapes kAllShapes = 0x7f;
constexpr Shapes kStraights = 0x06;
constexpr Shapes kCorners = 0x78;

// The shapes (of `set`) that use direction d, and the straight one along d's axis.
Shapes using_dir(Shapes set, int d) {
  Shapes out = 0;
  for (std::size_t k = 0; k < kShapes.size(); ++k)
    if ((set >> k & 1) && (kShapes[k] & (1 << d))) out |= Shapes{1} << k;
  return out;
}
Shapes straight_along(int d) {
  return d == kLeft || d == kRight ? 0x02 : 0x04;
}
int opposite(int d) {
  return (d + 2) % 4;
}

// The edge at point p towards d (its answer cell), or -1.
int edge_cell(const LoopGeometry& g, int p, int d) {
  const int e = g.point_edges[at(p)][at(d)];
  return e < 0 ? -1 : g.edges[at(e)].cell;
}

// The edge that continues p's edge towards d straight on through the next point, or -1.
int beyond_cell(const LoopGeometry& g, int p, int d) {
  const int next = g.neighbour(p, d);
  return next < 0 ? -1 : edge_cell(g, next, d);
}

}  // namespace

Pearls::Pearls(LoopGeometryPtr geometry, std::vector<int> pearls)
    : geo_(std::move(geometry)), pearls_(std::move(pearls)) {
  if (pearls_.size() != at(geo_->points()))
    throw std::logic_error("pearls: one pearl (or none) per cell of the grid");
}

void Pearls::encode(Cnf& cnf, const LoopVars& vars, const EncodeOptions&) const {
  // An edge off the grid is a false literal: dropped from a clause, and a clause with its
  // negation is satisfied.
  auto add = [&](std::initializer_list<std::pair<bool, int>> literals) {
    std::vector<Lit> clause;
    for (auto [positive, cell] : literals) {
      if (cell < 0) {
        if (!positive) return;  // "-false": the clause holds
        continue;
      }
      clause.push_back(positive ? vars.edge(cell) : -vars.edge(cell));
    }
    cnf.add(clause);
  };
  const LoopGeometry& g = *geo_;
  for (int p = 0; p < g.points(); ++p) {
    const int pearl = pearls_[at(p)];
    const int L = edge_cell(g, p, kLeft), R = edge_cell(g, p, kRight);
    const int U = edge_cell(g, p, kUp), D = edge_cell(g, p, kDown);
    if (pearl == kBlack) {
      add({{true, L}, {true, R}});
      add({{false, L}, {false, R}});
      add({{true, U}, {true, D}});
      add({{false, U}, {false, D}});
      for (int d = 0; d < 4; ++d) add({{false, edge_cell(g, p, d)}, {true, beyond_cell(g, p, d)}});
    } else if (pearl == kWhite) {
      add({{false, L}, {true, R}});
      add({{true, L}, {false, R}});
      add({{false, U}, {true, D}});
      add({{true, U}, {false, D}});
      add({{true, L}, {true, U}});
      add({{false, L}, {false, beyond_cell(g, p, kLeft)}, {false, beyond_cell(g, p, kRight)}});
      add({{false, U}, {false, beyond_cell(g, p, kUp)}, {false, beyond_cell(g, p, kDown)}});
    }
  }
}

EncodingSize Pearls::size(const EncodeOptions&) const {
  double pearls = 0;
  for (int pearl : pearls_) pearls += pearl == kWhite || pearl == kBlack;
  return clauses_of_width(8 * pearls, 3);
}

bool Pearls::propagate(LoopState& state, bool& changed) const {
  const LoopGeometry& g = *geo_;
  std::vector<Candidates>& cells = state.cells;
  // The shapes of the pearls and their neighbours: what the border, the pearl and the decided
  // edges allow.
  std::vector<Shapes> shapes(at(g.points()), kAllShapes);
  std::vector<int> near;
  for (int p = 0; p < g.points(); ++p) {
    if (pearls_[at(p)] != kWhite && pearls_[at(p)] != kBlack) continue;
    near.push_back(p);
    for (int d = 0; d < 4; ++d)
      if (g.neighbour(p, d) >= 0) near.push_back(g.neighbour(p, d));
  }
  std::sort(near.begin(), near.end());
  near.erase(std::unique(near.begin(), near.end()), near.end());
  for (int p : near) {
    Shapes s = kAllShapes;
    if (pearls_[at(p)] == kWhite) s &= kStraights;
    if (pearls_[at(p)] == kBlack) s &= kCorners;
    for (int d = 0; d < 4; ++d) {
      const int e = edge_cell(g, p, d);
      if (e < 0 || cells[at(e)] == kEdgeOff)
        s &= ~using_dir(kAllShapes, d);
      else if (cells[at(e)] == kEdgeOn)
        s &= using_dir(kAllShapes, d);
    }
    if (s == 0) return false;
    shapes[at(p)] = s;
  }
  // What a pearl says about the cells beside it (and they about it).
  for (int p = 0; p < g.points(); ++p) {
    const int pearl = pearls_[at(p)];
    Shapes& here = shapes[at(p)];
    if (pearl == kBlack) {
      for (int d = 0; d < 4; ++d) {
        const int next = g.neighbour(p, d);
        if (using_dir(here, d) == 0) continue;
        // Leaving this way, the loop goes straight through the neighbour.
        if (next < 0 || (shapes[at(next)] & straight_along(d)) == 0) {
          here &= ~using_dir(here, d);
          if (here == 0) return false;
          continue;
        }
        if (using_dir(here, d) == here) {  // every shape left leaves this way
          shapes[at(next)] &= straight_along(d);
          if (shapes[at(next)] == 0) return false;
        }
      }
    } else if (pearl == kWhite) {
      for (int d : {kLeft, kUp}) {  // the axis of d and its opposite
        const Shapes along = straight_along(d);
        if ((here & along) == 0) continue;
        const int a = g.neighbour(p, d), b = g.neighbour(p, opposite(d));
        const bool a_turns = a >= 0 && (using_dir(shapes[at(a)], opposite(d)) & kCorners) != 0;
        const bool b_turns = b >= 0 && (using_dir(shapes[at(b)], d) & kCorners) != 0;
        if (!a_turns && !b_turns) {
          here &= ~along;
          if (here == 0) return false;
          continue;
        }
        if (here == along) {  // straight on this axis: one neighbour turns
          if (!a_turns) shapes[at(b)] &= kCorners;
          if (!b_turns) shapes[at(a)] &= kCorners;
          if (shapes[at(a)] == 0 || shapes[at(b)] == 0) return false;
        }
      }
    }
  }
  // Edges that every shape left at one of their cells agrees on.
  for (int p : near) {
    const Shapes s = shapes[at(p)];
    for (int d = 0; d < 4; ++d) {
      const int e = edge_cell(g, p, d);
      if (e < 0) continue;
      const Shapes with = using_dir(s, d);
      if (with != s && with != 0) continue;
      const Candidates want = with == s ? kEdgeOn : kEdgeOff;
      Candidates& c = cells[at(e)];
      if (c == kEdgeOpen) {
        c = want;
        changed = true;
      } else if (c != want) {
        return false;
      }
    }
  }
  return true;
}

bool Pearls::choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const {
  const LoopGeometry& g = *geo_;
  auto open = [&](int e) { return e >= 0 && cells[at(e)] == kEdgeOpen; };
  auto on = [&](int e) { return e >= 0 && cells[at(e)] == kEdgeOn; };
  int end = -1, end_open = 5, pearl_edge = -1, pearl_open = 5, any_edge = -1;
  for (int p = 0; p < g.points(); ++p) {
    int n_on = 0, n_open = 0, first_open = -1;
    for (int d = 0; d < 4; ++d) {
      const int e = edge_cell(g, p, d);
      n_on += on(e);
      if (open(e)) {
        ++n_open;
        if (first_open < 0) first_open = e;
      }
    }
    if (n_open == 0) continue;
    if (pearls_[at(p)] != kUnknown && n_open < pearl_open) {
      pearl_edge = first_open;
      pearl_open = n_open;
    }
    if (n_on == 1 && n_open < end_open) {
      end = p;
      end_open = n_open;
    }
    if (any_edge < 0) any_edge = first_open;
  }
  if (pearl_edge < 0 && end >= 0) {
    for (int d = 0; d < 4; ++d)
      if (open(edge_cell(g, end, d))) out.push_back({edge_cell(g, end, d), kEdgeOn});
    return true;
  }
  const int e = pearl_edge >= 0 ? pearl_edge : any_edge;
  if (e < 0) return false;
  out.push_back({e, kEdgeOn});
  out.push_back({e, kEdgeOff});
  return true;
}

}  // namespace gridsat::rules
