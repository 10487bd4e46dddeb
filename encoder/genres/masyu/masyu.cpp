// Masyu: the rules read plainly (check), as clauses (encode), for the native backtracker
// (native_rules), and the lazy single-loop cuts.
//
// The encoding. One variable per edge of the lattice of cell centres, named with name_edge (so
// that a model decodes to the loop answer), then encodings/single_loop.hpp's single loop over
// them: every cell has 0 or 2 used edges, the faces between the centres carry "inside" literals,
// and (static) the inside and the outside are connected, or (lazy) nothing more, the driver
// adding loop_cuts between solver calls. Then, last, the pearls (the removable clues: the
// setter's clue solver takes the clauses after the clue-free encoding to be the clue's own), each
// a handful of clauses over the edges around it. Because every cell has degree 0 or 2, the
// pearl rules need no helper variables ("straight across", "turns") of their own: with L R U D the
// edges to the left, right, up and down of a pearl, and LL the edge beyond the left neighbour
// (the one that continues L in a straight line), and so on:
//  - black: L | R, -L | -R, U | D, -U | -D (one edge across and one up or down: a turn, on the
//    loop), and L -> LL, R -> RR, U -> UU, D -> DD (the neighbour the loop enters goes straight
//    on: it has the edge back to the pearl, and degree 2 leaves it only the one opposite). An edge
//    off the grid is false, so a black pearl beside the border gets unit clauses.
//  - white: L <-> R, U <-> D, L | U (on the loop, and straight), and L -> -LL | -RR, U -> -UU |
//    -DD (one of the two neighbours does not go straight on, so it turns).
// These are the clauses of the rules' usual reading (per cell "straight across", "straight up
// and down", "turns" defined from the edges, as Tatham's solver and most SAT masyu models keep
// them) with the definitions substituted, which degree 0-or-2 makes exact: every clause is
// binary or ternary, and a decided edge next to a pearl propagates at once. tests/masyu holds
// them against check on every loop of small grids.
//
// The native rules reason on cell shapes rather than on clauses (as Tatham's Pearl solver does):
// each cell is one of seven shapes (empty, straight across, straight up and down, four corners),
// narrowed by the edges decided so far, by its pearl (white: straights; black: corners), by the
// pearl beside it (a black pearl's neighbour along a used edge is straight that way; a white
// pearl whose two neighbours on one axis cannot turn is not straight on that axis, and when one
// cannot turn the other must); edges every remaining shape agrees on are decided; then
// propagators/connectivity's propagate_loop (degree, a closed loop is the whole loop, no early
// closing of a path), and the inside and outside faces (an edge is used exactly when its two faces
// differ); repeated until nothing changes. The search branches at the pearls first, then follows
// the loop from the end of a path.
#include "genres/masyu/masyu.hpp"

#include <array>

#include "encodings/lattice.hpp"
#include "encodings/single_loop.hpp"
#include "propagators/connectivity.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Directions as bits of a cell's shape.
enum Dir { Up = 0, Right = 1, Down = 2, Left = 3 };
constexpr std::array<int, 4> kRowStep = {-1, 0, 1, 0};
constexpr std::array<int, 4> kColStep = {0, 1, 0, -1};
constexpr int opposite(int d) {
  return (d + 2) % 4;
}
constexpr int bit(int d) {
  return 1 << d;
}

// The cells and edges of an H x W grid: a cell's neighbour in a direction and the answer-grid
// cell of the edge between them (-1 when there is none).
class Geometry {
 public:
  Geometry(int rows, int cols) : rows_(rows), cols_(cols), shape_(centre_loop(rows, cols)) {}

  int cells() const { return rows_ * cols_; }
  int neighbour(int cell, int d) const {
    const int r = cell / cols_ + kRowStep[at(d)], c = cell % cols_ + kColStep[at(d)];
    return r >= 0 && c >= 0 && r < rows_ && c < cols_ ? r * cols_ + c : -1;
  }
  // The edge's cell in the answer grid (row * grid_cols + col), or -1.
  int edge(int cell, int d) const {
    if (neighbour(cell, d) < 0) return -1;
    const int r = cell / cols_, c = cell % cols_, width = shape_.grid_cols();
    switch (d) {
      case Up:
        return (rows_ + r - 1) * width + c;
      case Right:
        return r * width + c;
      case Down:
        return (rows_ + r) * width + c;
      default:
        return r * width + c - 1;
    }
  }
  // The edge that continues edge(cell, d) straight on through the neighbour, or -1.
  int beyond(int cell, int d) const {
    const int next = neighbour(cell, d);
    return next < 0 ? -1 : edge(next, d);
  }
  const LoopShape& shape() const { return shape_; }

 private:
  int rows_, cols_;
  LoopShape shape_;
};

// The directions of the used edges of a cell in a complete answer, as shape bits.
int used_dirs(const Geometry& g, const Grid& answer, int cell) {
  int dirs = 0;
  for (int d = 0; d < 4; ++d) {
    const int e = g.edge(cell, d);
    if (e >= 0 && answer.cells[at(e)] == 1) dirs |= bit(d);
  }
  return dirs;
}

bool used(const Grid& answer, int e) {
  return e >= 0 && answer.cells[at(e)] == 1;
}

bool straight(int dirs) {
  return dirs == (bit(Left) | bit(Right)) || dirs == (bit(Up) | bit(Down));
}

int degree(int dirs) {
  return __builtin_popcount(static_cast<unsigned>(dirs));
}

const char* colour_name(int pearl) {
  return pearl == Masyu::kBlack ? "black" : "white";
}

}  // namespace

std::optional<std::string> masyu_size_error(int rows, int cols) {
  if (rows < 1 || cols < 1) return "a masyu grid needs at least one row and one column";
  if (rows == 1 || cols == 1)
    return "no loop fits in a masyu grid " + std::to_string(rows) + "x" + std::to_string(cols) +
           ": it needs at least two rows and two columns";
  if (rows > kMaxMasyuSide || cols > kMaxMasyuSide)
    return "masyu size " + std::to_string(rows) + "x" + std::to_string(cols) +
           " is too large (at most " + std::to_string(kMaxMasyuSide) + " a side)";
  return std::nullopt;
}

std::string masyu_cell_name(const Masyu& p, int cell) {
  return "r" + std::to_string(cell / p.width + 1) + "c" + std::to_string(cell % p.width + 1);
}

std::optional<PearlProblem> impossible_pearl(const Masyu& p) {
  const int H = p.height, W = p.width;
  for (int cell = 0; cell < H * W; ++cell) {
    const int r = cell / W, c = cell % W, v = p.pearls.cells[at(cell)];
    if (v == Masyu::kBlack) {
      const bool across = c >= 2 || c + 2 <= W - 1, down = r >= 2 || r + 2 <= H - 1;
      if (!across || !down)
        return PearlProblem{
            cell, "the black pearl at " + masyu_cell_name(p, cell) +
                      " has no room to turn: the loop leaves a black pearl for two cells straight "
                      "on, one way across and one way up or down, and this grid has no two "
                      "cells " +
                      (across ? "above or below it" : "left or right of it")};
    } else if (v == Masyu::kWhite) {
      const bool across = c >= 1 && c + 1 <= W - 1, down = r >= 1 && r + 1 <= H - 1;
      if (!across && !down)
        return PearlProblem{cell, "the white pearl at " + masyu_cell_name(p, cell) +
                                      " is in a corner of the grid, where the loop cannot go "
                                      "straight through it"};
    }
  }
  return std::nullopt;
}

Grid implied_pearls(int rows, int cols, const Grid& loop) {
  const Geometry g(rows, cols);
  Grid out(rows, cols);
  for (int cell = 0; cell < g.cells(); ++cell) {
    const int dirs = used_dirs(g, loop, cell);
    if (degree(dirs) != 2) continue;
    if (straight(dirs)) {
      // White when a neighbour along the loop does not go straight on.
      for (int d = 0; d < 4; ++d)
        if ((dirs & bit(d)) && !used(loop, g.beyond(cell, d))) out.cells[at(cell)] = Masyu::kWhite;
    } else {
      bool arms = true;
      for (int d = 0; d < 4; ++d)
        if ((dirs & bit(d)) && !used(loop, g.beyond(cell, d))) arms = false;
      if (arms) out.cells[at(cell)] = Masyu::kBlack;
    }
  }
  return out;
}

std::string Masyu::header_options() const {
  return std::to_string(height) + "x" + std::to_string(width) + (full ? " full" : "");
}

std::string Masyu::value_text(int value) const {
  if (value == kWhite) return "W";
  if (value == kBlack) return "B";
  return std::to_string(value);
}

std::string Masyu::shown_value(int value) const {
  if (value == kWhite) return "○";
  if (value == kBlack) return "●";
  return std::to_string(value);
}

std::optional<Violation> Masyu::check(const Grid& s) const {
  const Geometry g(height, width);
  auto at_cell = [&](int cell, const std::string& message) {
    return Violation{message, cell / width, cell % width};
  };
  // Every cell is passed through once or not at all.
  int first = -1, on_loop = 0;
  for (int cell = 0; cell < g.cells(); ++cell) {
    const int n = degree(used_dirs(g, s, cell));
    if (n == 0 && full)
      return at_cell(cell,
                     "the loop does not pass through this cell (a full loop passes every cell)");
    if (n == 1) return at_cell(cell, "the loop ends here");
    if (n == 3) return at_cell(cell, "the loop branches here");
    if (n == 4) return at_cell(cell, "the loop crosses itself here");
    if (n == 2) {
      ++on_loop;
      if (first < 0) first = cell;
    }
  }
  if (first < 0) return Violation{"there is no loop"};
  // The pearls.
  for (int cell = 0; cell < g.cells(); ++cell) {
    const int pearl = pearls.cells[at(cell)];
    if (pearl != kWhite && pearl != kBlack) continue;
    const int dirs = used_dirs(g, s, cell);
    const std::string which = std::string("the ") + colour_name(pearl) + " pearl";
    if (dirs == 0) return at_cell(cell, "the loop does not pass through " + which);
    if (pearl == kBlack) {
      if (straight(dirs)) return at_cell(cell, "the loop goes straight through " + which);
      for (int d = 0; d < 4; ++d)
        if ((dirs & bit(d)) && !used(s, g.beyond(cell, d)))
          return at_cell(cell, "the loop turns in " + masyu_cell_name(*this, g.neighbour(cell, d)) +
                                   ", next to " + which + ", instead of going straight on");
    } else {
      if (!straight(dirs)) return at_cell(cell, "the loop turns on " + which);
      bool turn = false;
      for (int d = 0; d < 4; ++d)
        if ((dirs & bit(d)) && !used(s, g.beyond(cell, d))) turn = true;
      if (!turn)
        return at_cell(cell, "the loop goes straight through both cells beside " + which +
                                 ", without turning in either");
    }
  }
  // One single loop: walking it from the first cell reaches every cell it passes through.
  std::vector<char> seen(at(g.cells()), 0);
  int walked = 0;
  for (int prev = -1, cell = first; !seen[at(cell)];) {
    seen[at(cell)] = 1;
    ++walked;
    const int dirs = used_dirs(g, s, cell);
    int next = -1;
    for (int d = 0; d < 4 && next < 0; ++d)
      if ((dirs & bit(d)) && g.neighbour(cell, d) != prev) next = g.neighbour(cell, d);
    prev = cell;
    cell = next;
  }
  if (walked != on_loop)
    for (int cell = 0; cell < g.cells(); ++cell)
      if (degree(used_dirs(g, s, cell)) == 2 && !seen[at(cell)])
        return at_cell(cell, "this cell is on a second loop: the loop must be one single loop");
  return std::nullopt;
}

void encode_masyu(const Masyu& p, Cnf& cnf, Connectivity connectivity) {
  const Geometry g(p.height, p.width);
  const LoopShape& shape = g.shape();
  const int width = shape.grid_cols();
  std::vector<Lit> edge_var(at(shape.grid_rows() * width), 0);
  for (int row = 0; row < shape.grid_rows(); ++row)
    for (int col = 0; col < width; ++col)
      if (const auto e = edge_at(shape, row, col)) {
        const int var = cnf.new_var();
        edge_var[at(row * width + col)] = var;
        name_edge(cnf.answer(), shape, *e, var);
      }
  encode_single_loop(cnf, shape, edge_var, connectivity);
  if (p.full)  // every cell on the loop: one of its edges is used
    for (int cell = 0; cell < g.cells(); ++cell) {
      std::vector<Lit> some;
      for (int d = 0; d < 4; ++d)
        if (g.edge(cell, d) >= 0) some.push_back(edge_var[at(g.edge(cell, d))]);
      cnf.add(some);
    }

  // The pearls, last. An edge off the grid is a false literal: dropped from a clause, and a
  // clause with its negation is satisfied.
  auto lit = [&](int e) -> Lit { return e < 0 ? 0 : edge_var[at(e)]; };
  auto add = [&](std::initializer_list<std::pair<bool, int>> literals) {
    std::vector<Lit> clause;
    for (auto [positive, e] : literals) {
      const Lit x = lit(e);
      if (x == 0) {
        if (!positive) return;  // "-false": the clause holds
        continue;
      }
      clause.push_back(positive ? x : -x);
    }
    cnf.add(clause);
  };
  for (int cell = 0; cell < g.cells(); ++cell) {
    const int pearl = p.pearls.cells[at(cell)];
    const int L = g.edge(cell, Left), R = g.edge(cell, Right);
    const int U = g.edge(cell, Up), D = g.edge(cell, Down);
    if (pearl == Masyu::kBlack) {
      add({{true, L}, {true, R}});
      add({{false, L}, {false, R}});
      add({{true, U}, {true, D}});
      add({{false, U}, {false, D}});
      for (int d = 0; d < 4; ++d) add({{false, g.edge(cell, d)}, {true, g.beyond(cell, d)}});
    } else if (pearl == Masyu::kWhite) {
      add({{false, L}, {true, R}});
      add({{true, L}, {false, R}});
      add({{false, U}, {true, D}});
      add({{true, U}, {false, D}});
      add({{true, L}, {true, U}});
      add({{false, L}, {false, g.beyond(cell, Left)}, {false, g.beyond(cell, Right)}});
      add({{false, U}, {false, g.beyond(cell, Up)}, {false, g.beyond(cell, Down)}});
    }
  }
}

void Masyu::encode(Cnf& cnf, const EncodeOptions& options) const {
  encode_masyu(*this, cnf, options.connectivity);
}

std::vector<Cut> Masyu::cuts(const Grid& answer) const {
  std::vector<Cut> out;
  for (const EdgeClause& clause : loop_cuts(loop_shape(), answer.cells)) {
    Cut cut;
    for (const EdgeLiteral& l : clause) cut.push_back({l.row, l.col, l.used ? 1 : 0});
    out.push_back(std::move(cut));
  }
  return out;
}

// ---- the native rules ----

namespace {

// The seven shapes of a cell, as direction bits.
constexpr std::array<int, 7> kShapes = {
    0,                       // empty
    bit(Left) | bit(Right),  // straight across
    bit(Up) | bit(Down),     // straight up and down
    bit(Up) | bit(Right),    // the four corners
    bit(Right) | bit(Down),  //
    bit(Down) | bit(Left),   //
    bit(Left) | bit(Up),     //
};
using Shapes = unsigned;  // bit k: kShapes[k] is still possible
constexpr Shapes kAllShapes = 0x7f;
constexpr Shapes kStraights = 0x06;
constexpr Shapes kCorners = 0x78;

// The shapes (of `set`) that use direction d, and the straight one along d's axis.
Shapes using_dir(Shapes set, int d) {
  Shapes out = 0;
  for (std::size_t k = 0; k < kShapes.size(); ++k)
    if ((set >> k & 1) && (kShapes[k] & bit(d))) out |= Shapes{1} << k;
  return out;
}
Shapes straight_along(int d) {
  return d == Left || d == Right ? 0x02 : 0x04;
}

constexpr Candidates kNo = 1;   // value 0
constexpr Candidates kYes = 2;  // value 1

class MasyuRules final : public NativeRules {
 public:
  explicit MasyuRules(const Masyu& p)
      : puzzle_(p),
        g_(p.height, p.width),
        answer_cells_(g_.shape().grid_rows() * g_.shape().grid_cols()) {
    base_.assign(at(g_.cells()), kAllShapes);
    for (int cell = 0; cell < g_.cells(); ++cell) {
      Shapes& s = base_[at(cell)];
      for (int d = 0; d < 4; ++d)
        if (g_.edge(cell, d) < 0) s &= ~using_dir(kAllShapes, d);
      const int pearl = p.pearls.cells[at(cell)];
      if (p.full) s &= kStraights | kCorners;  // never empty
      if (pearl == Masyu::kWhite) s &= kStraights;
      if (pearl == Masyu::kBlack) s &= kCorners;
    }
    is_edge_.assign(at(answer_cells_), 0);
    for (int cell = 0; cell < g_.cells(); ++cell)
      for (int d = 0; d < 4; ++d)
        if (g_.edge(cell, d) >= 0) is_edge_[at(g_.edge(cell, d))] = 1;
  }

  const std::vector<int>& values() const override { return values_; }

  std::vector<Candidates> initial() const override {
    std::vector<Candidates> cells(at(answer_cells_), kNo);
    for (int i = 0; i < answer_cells_; ++i)
      if (is_edge_[at(i)]) cells[at(i)] = kNo | kYes;
    return cells;
  }

  bool propagate(std::vector<Candidates>& cells) const override {
    std::vector<Tri> edges(at(answer_cells_), Tri::No);
    for (int i = 0; i < answer_cells_; ++i) {
      const Candidates c = cells[at(i)];
      if (c == 0) return false;
      edges[at(i)] = c == kNo ? Tri::No : c == kYes ? Tri::Yes : Tri::Open;
      if (!is_edge_[at(i)] && edges[at(i)] != Tri::No) return false;  // padding is always 0
    }
    std::vector<Shapes> shapes(at(g_.cells()));
    for (;;) {
      const std::vector<Tri> before = edges;
      if (!narrow_shapes(edges, shapes)) return false;
      if (!pearl_rules(shapes)) return false;
      if (!decide_edges(shapes, edges)) return false;
      if (!inside_outside(edges)) return false;
      if (!propagate_loop(g_.shape(), edges)) return false;
      if (edges == before) break;
    }
    bool some = false;  // a loop exists: some edge may still be used
    for (int i = 0; i < answer_cells_; ++i) {
      if (edges[at(i)] != Tri::No) some = true;
      cells[at(i)] = edges[at(i)] == Tri::Yes ? kYes : edges[at(i)] == Tri::No ? kNo : kNo | kYes;
    }
    return some;
  }

  // Where the loop is most constrained: an open edge at the pearl with the fewest open edges
  // (tried used, then unused); without one, the open edges at the end of a path of used edges
  // with the fewest (one of them is the loop's next step); else any open edge. Branching on the
  // pearls first takes a fraction of the nodes of following the loop from its ends on puzzles
  // that need search (generated 15 x 15 and 20 x 20 ones).
  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    out.clear();
    auto open = [&](int e) { return e >= 0 && cells[at(e)] == (kNo | kYes); };
    auto yes = [&](int e) { return e >= 0 && cells[at(e)] == kYes; };
    int end = -1, end_open = 5, pearl_edge = -1, pearl_open = 5, any_edge = -1;
    for (int cell = 0; cell < g_.cells(); ++cell) {
      int n_yes = 0, n_open = 0, first_open = -1;
      for (int d = 0; d < 4; ++d) {
        const int e = g_.edge(cell, d);
        n_yes += yes(e);
        if (open(e)) {
          ++n_open;
          if (first_open < 0) first_open = e;
        }
      }
      if (n_open == 0) continue;
      if (puzzle_.pearls.cells[at(cell)] != kUnknown && n_open < pearl_open) {
        pearl_edge = first_open;
        pearl_open = n_open;
      }
      if (n_yes == 1 && n_open < end_open) {
        end = cell;
        end_open = n_open;
      }
      if (any_edge < 0) any_edge = first_open;
    }
    if (pearl_edge < 0 && end >= 0) {
      for (int d = 0; d < 4; ++d)
        if (open(g_.edge(end, d))) out.push_back({g_.edge(end, d), kYes});
      return;
    }
    const int e = pearl_edge >= 0 ? pearl_edge : any_edge;
    if (e < 0) return;
    out.push_back({e, kYes});
    out.push_back({e, kNo});
  }

 private:
  // Each cell's shapes that its pearl, the border and the decided edges allow.
  bool narrow_shapes(const std::vector<Tri>& edges, std::vector<Shapes>& shapes) const {
    for (int cell = 0; cell < g_.cells(); ++cell) {
      Shapes s = base_[at(cell)];
      for (int d = 0; d < 4; ++d) {
        const int e = g_.edge(cell, d);
        if (e < 0) continue;
        if (edges[at(e)] == Tri::Yes) s &= using_dir(kAllShapes, d);
        if (edges[at(e)] == Tri::No) s &= ~using_dir(kAllShapes, d);
      }
      if (s == 0) return false;
      shapes[at(cell)] = s;
    }
    return true;
  }

  // What a pearl says about the cells beside it (and they about it).
  bool pearl_rules(std::vector<Shapes>& shapes) const {
    for (int cell = 0; cell < g_.cells(); ++cell) {
      const int pearl = puzzle_.pearls.cells[at(cell)];
      Shapes& here = shapes[at(cell)];
      if (pearl == Masyu::kBlack) {
        for (int d = 0; d < 4; ++d) {
          const int next = g_.neighbour(cell, d);
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
      } else if (pearl == Masyu::kWhite) {
        for (int d : {Left, Up}) {  // the axis of d and its opposite
          const Shapes along = straight_along(d);
          if ((here & along) == 0) continue;
          const int a = g_.neighbour(cell, d), b = g_.neighbour(cell, opposite(d));
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
    return true;
  }

  // Edges that every shape left at one of their two cells agrees on.
  bool decide_edges(const std::vector<Shapes>& shapes, std::vector<Tri>& edges) const {
    for (int cell = 0; cell < g_.cells(); ++cell) {
      const Shapes s = shapes[at(cell)];
      for (int d = 0; d < 4; ++d) {
        const int e = g_.edge(cell, d);
        if (e < 0) continue;
        const Shapes with = using_dir(s, d);
        Tri want = with == s ? Tri::Yes : with == 0 ? Tri::No : Tri::Open;
        if (want == Tri::Open) continue;
        Tri& state = edges[at(e)];
        if (state == Tri::Open)
          state = want;
        else if (state != want)
          return false;
      }
    }
    return true;
  }

  // The loop is the boundary of its inside (the Jordan curve theorem on the lattice): the faces
  // between the cell centres, and the outside, are each inside or outside, and an edge is used
  // exactly when the faces on its two sides differ. Decided edges join faces as "same" or
  // "different" (a union-find with parity); a contradiction fails, and an open edge whose faces
  // are already related is decided.
  bool inside_outside(std::vector<Tri>& edges) const {
    const int outside = lattice_.faces();
    std::vector<int> parent(at(outside + 1)), parity(at(outside + 1), 0);
    for (int f = 0; f <= outside; ++f) parent[at(f)] = f;
    // The root of f, with f's parity relative to it.
    auto find = [&](int f) {
      int p = 0, root = f;
      while (parent[at(root)] != root) {
        p ^= parity[at(root)];
        root = parent[at(root)];
      }
      // Path compression, keeping each node's parity relative to the root.
      for (int x = f, px = p; parent[at(x)] != x;) {
        const int next = parent[at(x)], next_parity = px ^ parity[at(x)];
        parent[at(x)] = root;
        parity[at(x)] = px;
        x = next;
        px = next_parity;
      }
      return std::pair{root, p};
    };
    auto face = [&](int f) { return f == Lattice::kOutside ? outside : f; };
    for (const Lattice::Link& link : lattice_.edges) {
      const Tri state = edges[at(link.cell)];
      if (state == Tri::Open) continue;
      const auto [ra, pa] = find(face(link.face1));
      const auto [rb, pb] = find(face(link.face2));
      const int differ = state == Tri::Yes ? 1 : 0;
      if (ra == rb) {
        if ((pa ^ pb) != differ) return false;
        continue;
      }
      parent[at(ra)] = rb;
      parity[at(ra)] = pa ^ pb ^ differ;
    }
    for (const Lattice::Link& link : lattice_.edges) {
      Tri& state = edges[at(link.cell)];
      if (state != Tri::Open) continue;
      const auto [ra, pa] = find(face(link.face1));
      const auto [rb, pb] = find(face(link.face2));
      if (ra == rb) state = (pa ^ pb) ? Tri::Yes : Tri::No;
    }
    return true;
  }

  const Masyu& puzzle_;
  Geometry g_;
  Lattice lattice_ = lattice_of(g_.shape());
  int answer_cells_;
  std::vector<Shapes> base_;
  std::vector<char> is_edge_;
  std::vector<int> values_ = {0, 1};
};

}  // namespace

std::unique_ptr<NativeRules> Masyu::native_rules() const {
  return std::make_unique<MasyuRules>(*this);
}

}  // namespace gridsat
