// Slitherlink: the rules read plainly (check), as clauses (encode, cuts) and for the native
// backtracker.
//
// The encoding. One variable per edge of the lattice of (H+1) x (W+1) grid points, named with
// name_edge (the `c edge` lines of the DIMACS). The single-loop rule is
// encodings/single_loop.hpp's: degree 0 or 2 at every point, an "inside" literal per cell with
// every edge on the loop exactly where the cells on its two sides differ (the outside counting
// as a cell that is never inside), at least one edge, and, with --connectivity static, the inside
// and the outside each connected (with Lazy that last part is left to cuts(), the subtour cuts of
// loop_cuts). A full loop (`full`) adds one clause per point: one of its edges is used. Last
// come the clues, the removable part (the setter switches them on and off): a
// numbered cell is exactly_k over its four borders with the chosen cardinality encoding. Four
// literals make the counter tiny, and it is arc consistent, so a 3 with one border off puts the
// other three on at once.
//
// The native rules, written from the rules and not from the CNF, on the answer grid's cells
// (edges; the padding cells fixed to 0):
//  - inside and outside, the deduction Tatham's loopy.c describes as a future enhancement (the
//    Jordan curve argument players use): any set of cycles is the boundary of the cells it
//    encloses, so each edge on the loop separates cells of different sides and each edge off it
//    cells of the same side. A union-find with parity over the cells and the outside joins the
//    cells across every decided edge; an open edge between two joined cells is decided;
//  - per numbered cell, the 16 on/off patterns of its borders that keep the count, agree with the
//    decided borders and with the sides known between the cell and its four neighbours (two
//    neighbours on the same side have both borders on or both off: a corner cell's two outer
//    borders, which both face the outside, always do). A border that every remaining pattern
//    puts on (or off) is decided, and two neighbours whose relative side every remaining pattern
//    agrees on are joined: "exactly one of these two borders" and "both or neither" then reach
//    every other rule;
//  - per grid point, the same for its (up to) four edges with degree 0 or 2 (2 for a full loop)
//    and the four cells around it;
//  - paths: a union-find of the used edges; an open edge joining the two ends of one path closes
//    a cycle, allowed only when that path holds every used edge; a closed cycle is the whole loop;
//  - regions: the inside cells are connected, and so are the outside ones with the outside
//    (propagators/connectivity.hpp's propagate_connected, on the cells whose side is known);
//  - propagators/connectivity.hpp's propagate_loop (degree 0 or 2, no early cycle);
//  - a complete assignment without any edge on the loop is rejected (a loop exists).
// The cheap rules (patterns, paths) run to their fixpoint before each round of the global ones
// (regions, propagate_loop), which then rarely find more; propagate_loop allocates a lattice per
// call and was most of the search's time when it ran in the inner loop.
// choose() follows the loop: it branches on an open edge at a loose end (a point with one used
// edge), the one with the fewest open edges, trying "on" first; the loop grows from its ends as
// a solver by hand does, and each step's alternatives exclude each other. Without a loose end it
// starts at a border of the largest clue. On Loopy's 25x25 hard puzzles the plain search often
// spends the backtracker's budget of plain nodes; its lookahead mode then settles them in a few
// nodes (docs/slitherlink.md has the times).
#include "genres/slitherlink/slitherlink.hpp"

#include <algorithm>
#include <array>

#include "encodings/single_loop.hpp"
#include "propagators/connectivity.hpp"
#include "puzzles/answer_kind.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The geometry of the border loop of an H x W grid: every edge with its answer-grid cell, its
// two points and its two faces (cells; the outside is face H*W), the edges at every point and the
// borders of every cell. Edges are numbered as the answer grid lays them out: h rows, then v.
struct Geometry {
  struct EdgeInfo {
    int cell = 0;  // answer-grid cell index, row * (W + 1) + col
    int a = 0;     // points, r * (W + 1) + c
    int b = 0;
    int f1 = 0;  // faces: above / left, below / right
    int f2 = 0;
  };
  int h = 0;
  int w = 0;
  int outside = 0;
  std::vector<EdgeInfo> edges;
  // Per point: its edges up, right, down, left (-1 where there is none) and the faces around
  // it: north-west, north-east, south-east, south-west. Edge k lies between face k and k + 1.
  std::vector<std::array<int, 4>> point_edges;
  std::vector<std::array<int, 4>> point_faces;
  // Per cell: its borders top, bottom, left, right (edge indices) and the faces across them.
  std::vector<std::array<int, 4>> cell_edges;
  std::vector<std::array<int, 4>> cell_neighbours;

  Geometry(int rows, int cols) : h(rows), w(cols), outside(rows * cols) {
    const int g = w + 1;  // answer-grid columns, and points per row
    auto face = [&](int r, int c) {
      return r < 0 || c < 0 || r >= h || c >= w ? outside : r * w + c;
    };
    std::vector<int> h_index(at((h + 1) * w)), v_index(at(h * (w + 1)));
    for (int i = 0; i <= h; ++i)
      for (int j = 0; j < w; ++j) {
        h_index[at(i * w + j)] = static_cast<int>(edges.size());
        edges.push_back({i * g + j, i * g + j, i * g + j + 1, face(i - 1, j), face(i, j)});
      }
    for (int i = 0; i < h; ++i)
      for (int j = 0; j <= w; ++j) {
        v_index[at(i * (w + 1) + j)] = static_cast<int>(edges.size());
        edges.push_back(
            {(h + 1 + i) * g + j, i * g + j, (i + 1) * g + j, face(i, j - 1), face(i, j)});
      }
    point_edges.assign(at((h + 1) * g), {-1, -1, -1, -1});
    point_faces.resize(at((h + 1) * g));
    for (int i = 0; i <= h; ++i)
      for (int j = 0; j <= w; ++j) {
        auto& e = point_edges[at(i * g + j)];
        if (i > 0) e[0] = v_index[at((i - 1) * (w + 1) + j)];
        if (j < w) e[1] = h_index[at(i * w + j)];
        if (i < h) e[2] = v_index[at(i * (w + 1) + j)];
        if (j > 0) e[3] = h_index[at(i * w + j - 1)];
        point_faces[at(i * g + j)] = {face(i - 1, j - 1), face(i - 1, j), face(i, j),
                                      face(i, j - 1)};
      }
    for (int r = 0; r < h; ++r)
      for (int c = 0; c < w; ++c) {
        cell_edges.push_back({h_index[at(r * w + c)], h_index[at((r + 1) * w + c)],
                              v_index[at(r * (w + 1) + c)], v_index[at(r * (w + 1) + c + 1)]});
        cell_neighbours.push_back({face(r - 1, c), face(r + 1, c), face(r, c - 1), face(r, c + 1)});
      }
  }
};

std::string point_name(int i, int j) {
  return "point (" + std::to_string(i) + ", " + std::to_string(j) + ")";
}

}  // namespace

std::optional<std::string> slitherlink_size_error(int height, int width) {
  if (height < 1 || width < 1 || height > kMaxSlitherlinkSide || width > kMaxSlitherlinkSide)
    return "a slitherlink is 1 to " + std::to_string(kMaxSlitherlinkSide) +
           " cells on each side, not " + std::to_string(height) + "x" + std::to_string(width);
  return std::nullopt;
}

std::string Slitherlink::header_options() const {
  return std::to_string(height) + "x" + std::to_string(width) + (full ? " full" : "");
}

std::vector<std::pair<int, int>> cell_borders(const Slitherlink& p, int r, int c) {
  return {{r, c}, {r + 1, c}, {p.height + 1 + r, c}, {p.height + 1 + r, c + 1}};
}

std::optional<Violation> Slitherlink::check(const Grid& s) const {
  const Geometry geo(height, width);
  auto used = [&](int e) { return s.cells[at(geo.edges[at(e)].cell)] == 1; };
  // Every point: no loose end, no branch, no crossing or touching.
  for (int i = 0; i <= height; ++i)
    for (int j = 0; j <= width; ++j) {
      int degree = 0;
      for (int e : geo.point_edges[at(i * (width + 1) + j)])
        if (e >= 0 && used(e)) ++degree;
      if (degree == 0 && full)
        return Violation{"the loop does not pass through " + point_name(i, j) +
                         " (a full loop passes through every point)"};
      if (degree == 1) return Violation{"the loop ends at " + point_name(i, j)};
      if (degree == 3) return Violation{"the loop branches at " + point_name(i, j)};
      if (degree == 4)
        return Violation{"the loop crosses or touches itself at " + point_name(i, j)};
    }
  // Every number.
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c) {
      const int clue = grid.at(r, c);
      if (clue == kUnknown) continue;
      int on = 0;
      for (int e : geo.cell_edges[at(r * width + c)]) on += used(e);
      if (on != clue)
        return Violation{"the " + std::to_string(clue) + " has " + std::to_string(on) + " of its " +
                             "borders on the loop",
                         r, c};
    }
  // One loop: the used edges exist and are connected (with degree 2 everywhere they are cycles).
  std::vector<int> parent(at((height + 1) * (width + 1)));
  for (std::size_t p = 0; p < parent.size(); ++p) parent[p] = static_cast<int>(p);
  auto find = [&](int x) {
    while (parent[at(x)] != x) x = parent[at(x)] = parent[at(parent[at(x)])];
    return x;
  };
  int edges = 0;
  for (std::size_t e = 0; e < geo.edges.size(); ++e)
    if (used(static_cast<int>(e))) {
      ++edges;
      parent[at(find(geo.edges[e].a))] = find(geo.edges[e].b);
    }
  if (edges == 0) return Violation{"no loop is drawn"};
  int loops = 0;
  for (std::size_t p = 0; p < parent.size(); ++p) {
    int degree = 0;
    for (int e : geo.point_edges[p])
      if (e >= 0 && used(e)) ++degree;
    if (degree > 0 && find(static_cast<int>(p)) == static_cast<int>(p)) ++loops;
  }
  if (loops > 1)
    return Violation{"the edges form " + std::to_string(loops) + " separate loops, not one"};
  return std::nullopt;
}

void Slitherlink::encode(Cnf& cnf, const EncodeOptions& options) const {
  const LoopShape shape = loop_shape();
  const Geometry geo(height, width);
  std::vector<Lit> edge_var(at(shape.grid_rows() * shape.grid_cols()), 0);
  for (int r = 0; r < shape.grid_rows(); ++r)
    for (int c = 0; c < shape.grid_cols(); ++c)
      if (auto edge = edge_at(shape, r, c)) {
        const int var = cnf.new_var();
        edge_var[at(r * shape.grid_cols() + c)] = var;
        name_edge(cnf.answer(), shape, *edge, var);
      }
  encode_single_loop(cnf, shape, edge_var, options.connectivity);
  if (full)
    for (const auto& edges : geo.point_edges) {
      std::vector<Lit> some;
      for (int e : edges)
        if (e >= 0) some.push_back(edge_var[at(geo.edges[at(e)].cell)]);
      cnf.add(some);
    }
  // The clues, last: the removable part.
  std::vector<Lit> borders(4);
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c) {
      const int clue = grid.at(r, c);
      if (clue == kUnknown) continue;
      const auto& e = geo.cell_edges[at(r * width + c)];
      for (std::size_t k = 0; k < 4; ++k) borders[k] = edge_var[at(geo.edges[at(e[k])].cell)];
      if (clue < 0 || clue > 4)
        cnf.add(std::vector<Lit>{});  // no cell has that many borders
      else
        exactly_k(cnf, borders, clue, options.card);
    }
}

std::vector<Cut> Slitherlink::cuts(const Grid& answer) const {
  std::vector<Cut> out;
  for (const EdgeClause& clause : loop_cuts(loop_shape(), answer.cells)) {
    Cut cut;
    for (const EdgeLiteral& l : clause) cut.push_back({l.row, l.col, l.used ? 1 : 0});
    out.push_back(std::move(cut));
  }
  return out;
}

namespace {

constexpr Candidates kOff = 1;  // value index 0: the edge is not on the loop
constexpr Candidates kOn = 2;   // value index 1: it is
constexpr Candidates kEither = 3;

// Union-find with parity over the faces: parity(x) relative to its root says whether x lies on
// the other side of the loop from the root.
class SideSets {
 public:
  explicit SideSets(int n) : parent_(at(n)), parity_(at(n), 0) {
    for (int i = 0; i < n; ++i) parent_[at(i)] = i;
  }
  // The root of x, with x's parity relative to it.
  std::pair<int, int> find(int x) {
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
  // Joins a and b with "they differ" = d; false when that contradicts what is known.
  bool join(int a, int b, int d) {
    auto [ra, pa] = find(a);
    auto [rb, pb] = find(b);
    if (ra == rb) return (pa ^ pb) == d;
    parent_[at(ra)] = rb;
    parity_[at(ra)] = static_cast<char>(pa ^ pb ^ d);
    return true;
  }

 private:
  std::vector<int> parent_;
  std::vector<char> parity_;
};

// The patterns of four edges around F faces: per pattern (bit k: edge k on) and per pair of
// faces (a, b), whether a and b lie on different sides (bit p of parity[mask] for pairs[p]).
template <std::size_t F>
struct PatternTable {
  std::array<std::pair<std::size_t, std::size_t>, F*(F - 1) / 2> pairs{};
  std::array<int, 16> parity{};

  // side(mask) gives each face's side relative to face 0.
  template <class Side>
  constexpr explicit PatternTable(Side side) {
    std::size_t p = 0;
    for (std::size_t a = 0; a < F; ++a)
      for (std::size_t b = a + 1; b < F; ++b) pairs[p++] = {a, b};
    for (int mask = 0; mask < 16; ++mask) {
      const auto s = side(mask);
      for (std::size_t q = 0; q < pairs.size(); ++q)
        if (s[pairs[q].first] != s[pairs[q].second])
          parity[static_cast<std::size_t>(mask)] |= 1 << q;
    }
  }
};

// A numbered cell: faces 0..3 its neighbours across its borders top, bottom, left, right, face 4
// the cell itself; neighbour k lies on the other side exactly when border k is on.
constexpr PatternTable<5> kCellTable([](int mask) {
  return std::array<int, 5>{mask & 1, (mask >> 1) & 1, (mask >> 2) & 1, (mask >> 3) & 1, 0};
});
// A grid point: edges up, right, down, left; faces north-west, north-east, south-east,
// south-west, edge k between faces k and k + 1: face k + 1 is across edges 0..k from face 0.
constexpr PatternTable<4> kPointTable([](int mask) {
  const int a = mask & 1, b = a ^ ((mask >> 1) & 1), c = b ^ ((mask >> 2) & 1);
  return std::array<int, 4>{0, a, b, c};
});

// The patterns a number allows (bit mask: its popcount is the number), and degree 0 or 2.
constexpr std::array<int, 5> kCellAllowed = [] {
  std::array<int, 5> out{};
  for (int mask = 0; mask < 16; ++mask)
    out[static_cast<std::size_t>(__builtin_popcount(static_cast<unsigned>(mask)))] |= 1 << mask;
  return out;
}();
constexpr int kPointAllowed = kCellAllowed[0] | kCellAllowed[2];
constexpr int kFullPointAllowed = kCellAllowed[2];

class SlitherlinkRules final : public NativeRules {
 public:
  explicit SlitherlinkRules(const Slitherlink& p)
      : geo_(p.height, p.width),
        shape_(p.loop_shape()),
        clue_(at(p.height * p.width)),
        full_(p.full),
        face_graph_(grid_graph(p.height, p.width)) {
    face_graph_.adjacent.emplace_back();  // the outside, next to every cell on the border
    for (int r = 0; r < p.height; ++r)
      for (int c = 0; c < p.width; ++c)
        if (r == 0 || c == 0 || r + 1 == p.height || c + 1 == p.width)
          face_graph_.link(r * p.width + c, geo_.outside);
    for (int i = 0; i < p.height * p.width; ++i) clue_[at(i)] = p.grid.cells[at(i)];
    cells_ = shape_.grid_rows() * shape_.grid_cols();
  }

  const std::vector<int>& values() const override { return values_; }

  std::vector<Candidates> initial() const override {
    std::vector<Candidates> cells(at(cells_), kOff);  // padding: always 0
    for (const auto& e : geo_.edges) cells[at(e.cell)] = kEither;
    for (std::size_t f = 0; f < clue_.size(); ++f) {
      if (clue_[f] == kUnknown) continue;
      if (clue_[f] < 0 || clue_[f] > 4)  // no cell has that many borders: no solution
        for (int e : geo_.cell_edges[f]) cells[at(geo_.edges[at(e)].cell)] = 0;
    }
    return cells;
  }

  bool propagate(std::vector<Candidates>& cells) const override {
    std::vector<Tri> tri(at(cells_), Tri::No);
    for (const auto& e : geo_.edges) {
      const Candidates c = cells[at(e.cell)];
      if (c == 0) return false;
      tri[at(e.cell)] = c == kEither ? Tri::Open : c == kOn ? Tri::Yes : Tri::No;
    }
    // The local rules and the paths to a fixpoint, then the two regions' connectivity, then
    // propagate_loop, which holds the whole loop rule, until nothing changes (after the cheap
    // rules the last two rarely find more). The side sets only grow: what they learn from a
    // pattern stays true while the edges only narrow.
    SideSets sets(geo_.outside + 1);
    std::vector<Tri> before;
    for (;;) {
      do {
        before = tri;
        if (!sides(tri, sets) || !paths(tri)) return false;
      } while (tri != before);
      bool joined = false;
      if (!regions(sets, joined)) return false;
      if (joined) continue;
      if (!propagate_loop(shape_, tri)) return false;
      if (tri == before) break;
    }
    bool any = false;
    for (const auto& e : geo_.edges) {
      const Tri t = tri[at(e.cell)];
      any |= t != Tri::No;
      cells[at(e.cell)] = t == Tri::Open ? kEither : t == Tri::Yes ? kOn : kOff;
    }
    return any;  // a loop exists
  }

  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    out.clear();
    auto state = [&](int e) { return e < 0 ? kOff : cells[at(geo_.edges[at(e)].cell)]; };
    // An open edge at a loose end, the one with the fewest open edges (the first such).
    int best = -1, best_open = 5;
    for (std::size_t p = 0; p < geo_.point_edges.size() && best_open > 1; ++p) {
      int on = 0, open = 0, first_open = -1;
      for (int e : geo_.point_edges[p]) {
        on += state(e) == kOn;
        if (state(e) == kEither && open++ == 0) first_open = e;
      }
      if (on == 1 && open > 0 && open < best_open) {
        best_open = open;
        best = first_open;
      }
    }
    if (best < 0) {  // no loose end: a border of the largest clue, else any open edge
      int best_clue = -1;
      for (std::size_t f = 0; f < clue_.size(); ++f)
        for (int e : geo_.cell_edges[f])
          if (state(e) == kEither && clue_[f] > best_clue) {
            best_clue = clue_[f];
            best = e;
          }
      for (std::size_t e = 0; best < 0 && e < geo_.edges.size(); ++e)
        if (state(static_cast<int>(e)) == kEither) best = static_cast<int>(e);
      if (best < 0) return;
    }
    const int cell = geo_.edges[at(best)].cell;
    out.push_back({cell, kOn});
    out.push_back({cell, kOff});
  }

 private:
  // Inside and outside, the clue patterns and the point patterns (see the top of the file), to
  // their joint fixpoint. Narrows `tri`; false on a contradiction.
  bool sides(std::vector<Tri>& tri, SideSets& sets) const {
    for (bool changed = true; changed;) {
      changed = false;
      // Every decided edge joins its two faces; an open edge between joined faces is decided.
      for (const auto& e : geo_.edges) {
        const Tri t = tri[at(e.cell)];
        if (t != Tri::Open && !sets.join(e.f1, e.f2, t == Tri::Yes ? 1 : 0)) return false;
      }
      for (const auto& e : geo_.edges) {
        if (tri[at(e.cell)] != Tri::Open) continue;
        auto [r1, p1] = sets.find(e.f1);
        auto [r2, p2] = sets.find(e.f2);
        if (r1 == r2) tri[at(e.cell)] = (p1 ^ p2) ? Tri::Yes : Tri::No;
      }
      // Per numbered cell: its borders against the count and the sides of its neighbours
      // (faces 0..3 across the borders, face 4 the cell itself). Neighbour k lies on the other
      // side from the cell exactly when border k is on.
      for (std::size_t f = 0; f < clue_.size(); ++f) {
        if (clue_[f] == kUnknown) continue;
        if (clue_[f] < 0 || clue_[f] > 4) return false;  // no cell has that many borders
        std::array<int, 4> edge{};
        std::array<int, 5> face{};
        for (std::size_t k = 0; k < 4; ++k) {
          edge[k] = geo_.edges[at(geo_.cell_edges[f][k])].cell;
          face[k] = geo_.cell_neighbours[f][k];
        }
        face[4] = static_cast<int>(f);
        if (!pattern(tri, sets, edge, face, kCellTable, kCellAllowed[at(clue_[f])], changed))
          return false;
      }
      // Per point: degree 0 or 2, against the sides of the four cells around it. Edge k (up,
      // right, down, left) lies between faces k and k + 1 (north-west, north-east, south-east,
      // south-west); relative to the north-west face, face k + 1 is across edges 0..k.
      for (std::size_t p = 0; p < geo_.point_edges.size(); ++p) {
        std::array<int, 4> edge{};
        for (std::size_t k = 0; k < 4; ++k) {
          const int e = geo_.point_edges[p][k];
          edge[k] = e < 0 ? -1 : geo_.edges[at(e)].cell;
        }
        if (!pattern(tri, sets, edge, geo_.point_faces[p], kPointTable,
                     full_ ? kFullPointAllowed : kPointAllowed, changed))
          return false;
      }
    }
    return true;
  }

  // Four edges `edge` (answer cells; -1 for none, always off) and the faces around them: keeps
  // the on/off patterns `table` allows, that agree with the decided edges, and whose sides of the
  // faces (relative to one another, table.parity) agree with what `sets` knows. Decides the edges
  // every remaining pattern agrees on, and joins in `sets` the faces whose relative side every
  // remaining pattern agrees on (so that "exactly one of these two" and "both or neither" are
  // known to every other rule). Sets `changed` when it learns anything.
  template <std::size_t F>
  bool pattern(std::vector<Tri>& tri, SideSets& sets, const std::array<int, 4>& edge,
               const std::array<int, F>& face, const PatternTable<F>& table, int allowed,
               bool& changed) const {
    int on = 0, off = 0, open = 0;
    for (std::size_t k = 0; k < 4; ++k) {
      if (edge[k] < 0) {
        off |= 1 << k;
        continue;
      }
      const Tri t = tri[at(edge[k])];
      if (t == Tri::Open) ++open;
      if (t == Tri::Yes) on |= 1 << k;
      if (t == Tri::No) off |= 1 << k;
    }
    // Decided: every face relation follows from the edges, which sets already holds.
    if (open == 0) return (allowed >> on) & 1;
    std::array<std::pair<int, int>, F> root{};
    for (std::size_t k = 0; k < F; ++k) root[k] = sets.find(face[k]);
    int same = 0, want = 0;  // the pairs already joined, and their relative sides
    for (std::size_t p = 0; p < table.pairs.size(); ++p) {
      const auto [a, b] = table.pairs[p];
      if (root[a].first != root[b].first) continue;
      same |= 1 << p;
      if (root[a].second != root[b].second) want |= 1 << p;
    }
    int allowed_or = 0, allowed_and = 15, differ = 0, agree = 0;
    bool any = false;
    for (int mask = 0; mask < 16; ++mask) {
      if (!((allowed >> mask) & 1) || (mask & on) != on || (mask & off) != 0) continue;
      const int parity = table.parity[at(mask)];
      if ((parity & same) != want) continue;
      any = true;
      allowed_or |= mask;
      allowed_and &= mask;
      differ |= parity;
      agree |= ~parity;
    }
    if (!any) return false;
    for (std::size_t k = 0; k < 4; ++k) {
      if (edge[k] < 0 || tri[at(edge[k])] != Tri::Open) continue;
      if ((allowed_and >> k) & 1) {
        tri[at(edge[k])] = Tri::Yes;
        changed = true;
      } else if (!((allowed_or >> k) & 1)) {
        tri[at(edge[k])] = Tri::No;
        changed = true;
      }
    }
    for (std::size_t p = 0; p < table.pairs.size(); ++p) {
      const bool d = (differ >> p) & 1, a = (agree >> p) & 1;
      if (((same >> p) & 1) || d == a) continue;
      const auto [x, y] = table.pairs[p];
      if (face[x] == face[y] || sets.find(face[x]).first == sets.find(face[y]).first) continue;
      if (!sets.join(face[x], face[y], d ? 1 : 0)) return false;
      changed = true;
    }
    return true;
  }

  // The inside cells are connected, and so are the outside cells with the outside (the faces of
  // one single loop): propagators/connectivity.hpp's propagate_connected over the cells and the
  // outside, once for each region, with the cells whose side `sets` knows as chosen or not. A
  // cell it puts in a region joins the outside in `sets` (`joined`); false on a contradiction.
  bool regions(SideSets& sets, bool& joined) const {
    const int faces = geo_.outside + 1;
    const auto [outside_root, outside_parity] = sets.find(geo_.outside);
    std::vector<Tri> inside(at(faces)), outside(at(faces));
    for (int f = 0; f < faces; ++f) {
      const auto [root, parity] = sets.find(f);
      const Tri in = root != outside_root             ? Tri::Open
                     : (parity ^ outside_parity) != 0 ? Tri::Yes
                                                      : Tri::No;
      inside[at(f)] = in;
      outside[at(f)] = in == Tri::Open ? Tri::Open : in == Tri::Yes ? Tri::No : Tri::Yes;
    }
    if (!propagate_connected(face_graph_, inside) || !propagate_connected(face_graph_, outside))
      return false;
    for (int f = 0; f < geo_.outside; ++f) {
      if (sets.find(f).first == sets.find(geo_.outside).first) continue;
      const bool in = inside[at(f)] == Tri::Yes || outside[at(f)] == Tri::No;
      const bool out = inside[at(f)] == Tri::No || outside[at(f)] == Tri::Yes;
      if (in && out) return false;
      if (!in && !out) continue;
      if (!sets.join(f, geo_.outside, in ? 1 : 0)) return false;
      joined = true;
    }
    return true;
  }

  // The used edges as paths between the points (union-find): an open edge joining the two ends
  // of one path closes a cycle, which is allowed only when that path holds every used edge; a
  // cycle already closed is the whole loop (no other used edge, every open edge off). The same
  // rule as propagate_loop's, without its allocations, for the inner fixpoint.
  bool paths(std::vector<Tri>& tri) const {
    const int points = static_cast<int>(geo_.point_edges.size());
    std::vector<int> parent(at(points));
    for (int p = 0; p < points; ++p) parent[at(p)] = p;
    auto find = [&](int x) {
      while (parent[at(x)] != x) x = parent[at(x)] = parent[at(parent[at(x)])];
      return x;
    };
    int used = 0;
    for (const auto& e : geo_.edges)
      if (tri[at(e.cell)] == Tri::Yes) {
        ++used;
        parent[at(find(e.a))] = find(e.b);
      }
    if (used == 0) return true;
    // Per component: its used edges and its loose ends.
    std::vector<int> edges(at(points), 0), ends(at(points), 0);
    for (const auto& e : geo_.edges)
      if (tri[at(e.cell)] == Tri::Yes) ++edges[at(find(e.a))];
    for (int p = 0; p < points; ++p) {
      int degree = 0;
      for (int e : geo_.point_edges[at(p)])
        degree += e >= 0 && tri[at(geo_.edges[at(e)].cell)] == Tri::Yes;
      if (degree == 1) ++ends[at(find(p))];
    }
    for (int p = 0; p < points; ++p) {
      if (find(p) != p || edges[at(p)] == 0 || ends[at(p)] > 0) continue;
      // A closed cycle: the loop.
      if (edges[at(p)] != used) return false;
      for (const auto& e : geo_.edges)
        if (tri[at(e.cell)] == Tri::Open) tri[at(e.cell)] = Tri::No;
      return true;
    }
    for (const auto& e : geo_.edges) {
      if (tri[at(e.cell)] != Tri::Open) continue;
      const int ra = find(e.a);
      if (ra == find(e.b) && edges[at(ra)] != used) tri[at(e.cell)] = Tri::No;
    }
    return true;
  }

  Geometry geo_;
  LoopShape shape_;
  std::vector<int> clue_;  // per cell, kUnknown for none
  bool full_ = false;      // every point on the loop
  Graph face_graph_;       // the cells, orthogonal neighbours linked, and the outside
  int cells_ = 0;          // answer-grid cells
  std::vector<int> values_ = {0, 1};
};

}  // namespace

std::unique_ptr<NativeRules> Slitherlink::native_rules() const {
  return std::make_unique<SlitherlinkRules>(*this);
}

}  // namespace gridsat
