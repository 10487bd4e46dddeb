// Nurikabe's rules as `check` reads them, as clauses (`encode`), and as the cuts of the lazy
// encoding (`cuts`). The native rules are in nurikabe_rules.cpp.
//
// The encoding (docs/nurikabe.md has the long form):
//
//  - black[c]: cell c is black (the answer). No 2 x 2 block is all black: one clause per block.
//    Numbered cells are white.
//  - owner[k][c]: white cell c belongs to the island of number k. Only cells that island can
//    reach get the variable: breadth-first from the number, never through another number or a
//    cell next to one (such a cell, if white, would join two numbers), at most number - 1 steps
//    (island_reaches). A cell no island can reach is black. A cell is white exactly when it has an
//    owner, and it has at most one. Orthogonally adjacent white cells have the same owner:
//    owner[k][c] and white d imply owner[k][d]. The number's cell owns itself.
//  - sizes: exactly n of island k's owner variables are true (encodings/cardinality).
//  - each island connected to its number, by unary distance layers bounded by the number:
//    reach[k][c][d] "c is within d steps of number k through cells owned by k", for d from c's
//    distance up to n - 1; reach implies owner and (reach of c or of a neighbour one layer
//    down); owner[k][c] implies reach[k][c][n - 1]. An island of n cells puts every cell within
//    n - 1 steps of its number, so the bound loses nothing, and a layer per step propagates
//    distances as a human does ("this cell is too far from every number"). A `?` island has no
//    bound: its connectivity is encode_connected on the cells it can reach. An island whose
//    layers would exceed island_layer_limit variables (a number in the hundreds) is connected
//    by cuts when lazy and by encode_connected when static.
//  - the wall's size (no `?`): the numbers add up to the white cells, so the wall has B cells.
//    Implied, for propagation: exactly B black cells (a counter, when small: a huge island's
//    few black cells), a black cell or domino has a black neighbour, and the wall's extent (two
//    black cells at most B - 1 apart in row, column, r + c and r - c; add_extent). With the
//    wall counted, the largest island's counter is implied and left out.
//  - the black cells connected (Static; plan_wall): over the grid without the numbered cells,
//    each group of adjacent cells no island reaches folded into one node, by unary distance
//    layers from such a group up to the longest path the wall can have; without such a group
//    but with that bound (no `?`), layers from the first black node; otherwise (or beyond 4
//    million layer variables), encode_connected's spanning tree with binary ranks.
//    Layers propagate where the ranks leave the solver to search: on generated 20 x 20 puzzles
//    from 2000 to more than 800000 conflicts down to 80-300 (docs/nurikabe.md). Lazy: left to
//    cuts, unless the wall is a small part of the grid with few layers (lazy_wall_in_cnf).
//
// Why the wall's size and extent: janko.at's 32 x 32 puzzle 1030 (a 994 and a 20, ten black
// cells) took more than 60 s to prove unique with the 994's million layer variables; without
// them, with the count, the rootless layers and the extent, under a second (docs/nurikabe.md).
// The extent is the bounding-box argument a solver makes by hand ("a wall of ten cells cannot
// reach that far"); the count is the global-count constraint of nurikabe models (cspuz_core's
// solver states island sizes and counts with native propagators instead).
//
// Where the ideas come from: an island as a flood fill from its number, one layer per step and
// as many steps as the number allows, is Kyle Keen's "SAT Flood Fill" nurikabe solver
// (kmkeen.com/sat-flood-fill, 2014); a region label per cell with distances from each region's
// root is the usual constraint-programming model of nurikabe. Together, with each number's
// variables only on the cells it can reach, every island's clauses stay near its number instead
// of one connectivity encoding over the whole grid per island (the per-clue encoding that issue
// 15 of this project quotes for an 8-50x speed-up on 20 x 36 puzzles).
//
// Lazy: the black wall is left to cuts, and with LazyIslands::Cuts also the islands'
// connectivity (owners and sizes stay). cuts() finds every broken rule of an answer: a black
// wall in pieces (connectivity_cuts), a white area without a number or too small (its cells
// white and its black border black cannot both stay), two numbers joined by a white path, or an
// island larger than its number (n + 1 connected white cells holding it cannot all stay white).
#include "genres/nurikabe/nurikabe.hpp"

#include <algorithm>
#include <stdexcept>

#include "encodings/amo.hpp"
#include "encodings/cardinality.hpp"
#include "encodings/connectivity.hpp"

namespace gridsat {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

std::string number_text(int number) {
  return number == kAnyIslandSize ? "?" : std::to_string(number);
}

// The top-left cells of the 2 x 2 blocks.
std::vector<int> block_corners(int height, int width) {
  std::vector<int> out;
  for (int r = 0; r + 1 < height; ++r)
    for (int c = 0; c + 1 < width; ++c) out.push_back(r * width + c);
  return out;
}

// A `?` island has no bound on its distances: a spanning tree (encode_connected) over the
// cells it can reach, rooted at its number.
void connect_unbounded(Cnf& cnf, const Graph& grid, const IslandReach& island,
                       const std::vector<Lit>& own, const std::vector<int>& local) {
  Graph graph;
  graph.adjacent.resize(island.cells.size());
  for (std::size_t i = 0; i < island.cells.size(); ++i)
    for (int near : grid.adjacent[at(island.cells[i])])
      if (local[at(near)] > static_cast<int>(i)) graph.link(static_cast<int>(i), local[at(near)]);
  encode_connected(cnf, graph, own, 0);
}

// An island of n cells joined to its number by unary distance layers: reach[i][d] "the i-th
// cell is within d steps of the number through cells of the island", for d from the cell's
// distance up to n - 1. reach implies owner, and reach of the cell itself or of a neighbour one
// layer down; owner implies reach at n - 1. The number's cell is reached at every layer.
void connect_by_layers(Cnf& cnf, const Graph& grid, const IslandReach& island,
                       const std::vector<Lit>& own, const std::vector<int>& local) {
  const int last = island.number - 1;
  const std::size_t size = island.cells.size();
  // reach[i][d - dist[i]]; none for the number's cell (index 0).
  std::vector<std::vector<Lit>> reach(size);
  for (std::size_t i = 1; i < size; ++i) {
    const int from = island.dist[i];
    const int first = cnf.new_vars(last - from + 1);
    for (int d = from; d <= last; ++d) reach[i].push_back(first + d - from);
  }
  enum class Known { False, True, Var };
  auto reached = [&](std::size_t i, int d, Lit& lit) {
    if (i == 0) return Known::True;
    if (d < island.dist[i]) return Known::False;
    lit = reach[i][at(d - island.dist[i])];
    return Known::Var;
  };
  for (std::size_t i = 1; i < size; ++i) {
    for (int d = island.dist[i]; d <= last; ++d) {
      const Lit r = reach[i][at(d - island.dist[i])];
      cnf.add({-r, own[i]});
      std::vector<Lit> support{-r};
      bool always = false;
      Lit lit = 0;
      if (reached(i, d - 1, lit) == Known::Var) support.push_back(lit);
      for (int near : grid.adjacent[at(island.cells[i])]) {
        if (local[at(near)] < 0) continue;
        const Known k = reached(static_cast<std::size_t>(local[at(near)]), d - 1, lit);
        if (k == Known::True) always = true;
        if (k == Known::Var) support.push_back(lit);
      }
      if (!always) cnf.add(support);
    }
    cnf.add({-own[i], reach[i].back()});
  }
}

}  // namespace

std::optional<std::string> nurikabe_size_error(int height, int width) {
  if (height < 1 || width < 1 || height > kMaxNurikabeSide || width > kMaxNurikabeSide)
    return "nurikabe size " + std::to_string(height) + "x" + std::to_string(width) +
           " is out of range (sides 1 to " + std::to_string(kMaxNurikabeSide) + ")";
  return std::nullopt;
}

Nurikabe::Nurikabe(int h, int w) : height(h), width(w), numbers(h, w), no_givens_(h, w) {}

void Nurikabe::set_numbers(Grid grid) {
  height = grid.rows;
  width = grid.cols;
  numbers = std::move(grid);
  no_givens_ = Grid(height, width);
}

std::vector<int> Nurikabe::clue_cells() const {
  std::vector<int> out;
  for (int cell = 0; cell < height * width; ++cell)
    if (numbers.cells[at(cell)] != kUnknown) out.push_back(cell);
  return out;
}

void Nurikabe::set_clues(std::span<const Clue> clues) {
  if (!clues.empty())
    throw std::invalid_argument("a nurikabe has no removable clues: its numbers are the puzzle");
}

std::string Nurikabe::header_options() const {
  return std::to_string(height) + "x" + std::to_string(width);
}

std::optional<int> Nurikabe::parse_value(std::string_view text) const {
  if (text == "0") return 0;
  if (text == "1") return 1;
  return std::nullopt;
}

std::vector<IslandReach> island_reaches(const Nurikabe& p) {
  const int cells = p.height * p.width;
  const Graph grid = grid_graph(p.height, p.width);
  const std::vector<int> clues = p.clue_cells();
  // Per cell: how many numbers it is or touches, and one of them (the cell is closed to every
  // island but that one's when it is exactly one).
  std::vector<int> near_count(at(cells), 0), near_clue(at(cells), -1);
  for (int clue : clues) {
    ++near_count[at(clue)];
    near_clue[at(clue)] = clue;
    for (int near : grid.adjacent[at(clue)]) {
      ++near_count[at(near)];
      near_clue[at(near)] = clue;
    }
  }
  std::vector<int> dist(at(cells), -1);  // scratch, reset after each number
  std::vector<IslandReach> out;
  for (int clue : clues) {
    IslandReach reach;
    reach.clue = clue;
    reach.number = p.numbers.cells[at(clue)];
    auto open = [&](int cell) {
      return near_count[at(cell)] == 0 ||
             (near_count[at(cell)] == 1 && near_clue[at(cell)] == clue);
    };
    const int limit = reach.number == kAnyIslandSize ? cells : reach.number - 1;
    if (open(clue)) {
      dist[at(clue)] = 0;
      reach.cells.push_back(clue);
      for (std::size_t i = 0; i < reach.cells.size(); ++i) {
        const int v = reach.cells[i];
        if (dist[at(v)] >= limit) continue;
        for (int u : grid.adjacent[at(v)])
          if (dist[at(u)] < 0 && open(u)) {
            dist[at(u)] = dist[at(v)] + 1;
            reach.cells.push_back(u);
          }
      }
    }
    for (int cell : reach.cells) {
      reach.dist.push_back(dist[at(cell)]);
      dist[at(cell)] = -1;
    }
    out.push_back(std::move(reach));
  }
  return out;
}

IslandTotal island_total(const std::vector<IslandReach>& reaches) {
  IslandTotal total;
  for (const IslandReach& island : reaches) {
    total.any_size = total.any_size || island.number == kAnyIslandSize;
    total.white += island.number;
  }
  return total;
}

bool wall_count_fits(const Grid& numbers, long long walls) {
  long long open = 0;
  for (int v : numbers.cells) open += v == kUnknown;
  return walls >= 0 && walls <= open &&
         open * (std::min(walls, open - walls) + 1) <=
             kMaxWallCount * static_cast<long long>(numbers.cells.size());
}

WallPlan plan_wall(const Nurikabe& p, const std::vector<IslandReach>& reaches) {
  const int cells = p.height * p.width;
  const Graph grid = grid_graph(p.height, p.width);
  std::vector<char> reached(at(cells), 0), forced(at(cells), 0);
  for (const IslandReach& island : reaches)
    for (int cell : island.cells) reached[at(cell)] = 1;
  for (int cell = 0; cell < cells; ++cell) forced[at(cell)] = !reached[at(cell)];
  const Components groups = components(grid, forced);
  std::vector<int> group_sizes(at(groups.count), 0);
  for (int cell = 0; cell < cells; ++cell)
    if (groups.of[at(cell)] >= 0) ++group_sizes[at(groups.of[at(cell)])];
  WallPlan plan;
  plan.node.assign(at(cells), -1);
  std::vector<int> group_node(at(groups.count), -1);
  for (int cell = 0; cell < cells; ++cell) {
    if (p.numbers.cells[at(cell)] != kUnknown) continue;  // always white
    if (forced[at(cell)]) {
      int& g = group_node[at(groups.of[at(cell)])];
      if (g < 0) {
        g = static_cast<int>(plan.first_cell.size());
        plan.first_cell.push_back(cell);
        if (!plan.root) plan.root = g;
      }
      plan.node[at(cell)] = g;
      continue;
    }
    plan.node[at(cell)] = static_cast<int>(plan.first_cell.size());
    plan.first_cell.push_back(cell);
  }
  plan.graph.adjacent.resize(plan.first_cell.size());
  for (int cell = 0; cell < cells; ++cell)
    for (int near : grid.adjacent[at(cell)]) {
      const int a = plan.node[at(cell)], b = plan.node[at(near)];
      if (a < 0 || b < 0 || a >= b) continue;
      const auto& list = plan.graph.adjacent[at(a)];
      if (std::find(list.begin(), list.end(), b) == list.end()) plan.graph.link(a, b);
    }
  // No path of the wall is longer than its cells: the nodes, or (without `?`) the black cells
  // the numbers leave.
  const int nodes = plan.graph.size();
  long long bound = nodes - 1;
  const auto [any_size, white] = island_total(reaches);
  if (!any_size) {
    // A group of always-black cells is one node: the black nodes are the black cells less
    // what the groups fold away.
    long long folded = 0;
    for (int count : group_sizes) folded += count - 1;
    bound = std::min(bound, std::max(0LL, cells - white - folded - 1));
  }
  plan.last_layer = static_cast<int>(bound);
  plan.dist.assign(at(nodes), -1);
  if (plan.root) {
    std::vector<int> queue{*plan.root};
    plan.dist[at(*plan.root)] = 0;
    for (std::size_t i = 0; i < queue.size(); ++i)
      for (int u : plan.graph.adjacent[at(queue[i])])
        if (plan.dist[at(u)] < 0) {
          plan.dist[at(u)] = plan.dist[at(queue[i])] + 1;
          queue.push_back(u);
        }
    for (int v = 0; v < nodes; ++v)
      if (v != *plan.root && plan.dist[at(v)] >= 0 && plan.dist[at(v)] <= bound)
        plan.layers += bound - plan.dist[at(v)] + 1;
    plan.unary = plan.layers <= kMaxWallLayers;
  } else if (!any_size && nodes > 0) {
    // No root: the first black node (in node order) is one, so every node may be at distance 0.
    plan.dist.assign(at(nodes), 0);
    plan.layers = static_cast<long long>(nodes) * (bound + 1);
    plan.unary = plan.layers <= kMaxWallLayers;
  }
  return plan;
}

namespace {

// The wall connected by unary distance layers from the plan's root: reach[v][d] "node v is
// within d steps of the root through black nodes", d from v's distance to the plan's bound;
// reach implies black and (reach of v or of a neighbour one layer down); black implies reach at
// the bound. A node the root cannot reach within the bound is white.
void connect_by_wall_layers(Cnf& cnf, const WallPlan& plan, const std::vector<Lit>& chosen) {
  const int nodes = plan.graph.size();
  const int root = *plan.root, last = plan.last_layer;
  auto in_range = [&](int v) { return plan.dist[at(v)] >= 0 && plan.dist[at(v)] <= last; };
  std::vector<std::vector<Lit>> reach(at(nodes));
  for (int v = 0; v < nodes; ++v) {
    if (v == root) continue;
    if (!in_range(v)) {
      cnf.add({-chosen[at(v)]});
      continue;
    }
    const int first = cnf.new_vars(last - plan.dist[at(v)] + 1);
    for (int d = plan.dist[at(v)]; d <= last; ++d)
      reach[at(v)].push_back(first + d - plan.dist[at(v)]);
  }
  for (int v = 0; v < nodes; ++v) {
    if (v == root || !in_range(v)) continue;
    const int from = plan.dist[at(v)];
    for (int d = from; d <= last; ++d) {
      const Lit r = reach[at(v)][at(d - from)];
      cnf.add({-r, chosen[at(v)]});
      std::vector<Lit> support{-r};
      bool always = false;
      if (d - 1 >= from) support.push_back(reach[at(v)][at(d - 1 - from)]);
      for (int u : plan.graph.adjacent[at(v)]) {
        if (u == root) {
          always = true;  // d >= 1 here: the root is within d - 1 steps of itself
          continue;
        }
        if (in_range(u) && d - 1 >= plan.dist[at(u)])
          support.push_back(reach[at(u)][at(d - 1 - plan.dist[at(u)])]);
      }
      if (!always) cnf.add(support);
    }
    cnf.add({-chosen[at(v)], reach[at(v)].back()});
  }
}

// The wall connected by unary layers without a root node (every cell may be white): the root is
// the first black node in node order, first[v] "v is black and no node before it is", with
// before[v] "some node before v is black" as a prefix or. reach[v][d] "v is within d steps of
// the root through black nodes", d from 0 (the root itself) to the plan's bound; reach implies
// black and (reach of v or of a neighbour one layer down, or, at 0, first[v]); black implies
// reach at the bound. Two roots cannot both be first, so every black node reaches the same one.
void connect_by_rootless_layers(Cnf& cnf, const WallPlan& plan, const std::vector<Lit>& chosen) {
  const int nodes = plan.graph.size();
  const int last = plan.last_layer;
  std::vector<Lit> first(at(nodes)), before(at(nodes));
  for (int v = 0; v < nodes; ++v) {
    first[at(v)] = cnf.new_var();
    before[at(v)] = cnf.new_var();
  }
  for (int v = 0; v < nodes; ++v) {
    const Lit f = first[at(v)], b = before[at(v)], x = chosen[at(v)];
    cnf.add({-f, x});
    cnf.add({-f, -b});
    cnf.add({f, -x, b});
    if (v == 0) {
      cnf.add({-b});
      continue;
    }
    const Lit pb = before[at(v - 1)], px = chosen[at(v - 1)];
    cnf.add({b, -pb});
    cnf.add({b, -px});
    cnf.add({-b, pb, px});
  }
  std::vector<int> base(at(nodes));
  for (int v = 0; v < nodes; ++v) base[at(v)] = cnf.new_vars(last + 1);
  auto reach = [&](int v, int d) { return base[at(v)] + d; };
  for (int v = 0; v < nodes; ++v) {
    cnf.add({-reach(v, 0), first[at(v)]});
    cnf.add({reach(v, 0), -first[at(v)]});
    for (int d = 1; d <= last; ++d) {
      cnf.add({-reach(v, d), chosen[at(v)]});
      std::vector<Lit> support{-reach(v, d), reach(v, d - 1)};
      for (int u : plan.graph.adjacent[at(v)]) support.push_back(reach(u, d - 1));
      cnf.add(support);
    }
    cnf.add({-chosen[at(v)], reach(v, last)});
  }
}

// What the wall's size says, implied by the rules when the numbers add up to `white` (no `?`)
// and the wall has `walls` = cells - white cells: exactly that many black cells, when the
// counter is small (a counter over n cells for k takes about n * min(k, n - k) variables:
// kMaxWallCount per cell); and, the wall being connected, a black cell has a black neighbour
// (when the wall has 2 cells or more) and a black domino a black neighbour outside it (3 or
// more). Said for propagation: the lazy wall is otherwise seen only in whole answers.
void add_wall_counts(Cnf& cnf, const Graph& grid, const std::vector<Lit>& black,
                     const Grid& numbers, long long walls, Card card) {
  const int cells = grid.size();
  std::vector<Lit> open;
  for (int cell = 0; cell < cells; ++cell)
    if (numbers.cells[at(cell)] == kUnknown) open.push_back(black[at(cell)]);
  const long long n = static_cast<long long>(open.size());
  if (walls < 0 || walls > n) return;  // no solution; the sizes say so
  if (wall_count_fits(numbers, walls)) {
    // The counter counts the fewer side: black cells, or white ones.
    if (walls > n - walls)
      for (Lit& lit : open) lit = -lit;
    exactly_k(cnf, open, static_cast<int>(std::min(walls, n - walls)), card);
  }
  if (walls >= 2)
    for (int cell = 0; cell < cells; ++cell) {
      std::vector<Lit> clause{-black[at(cell)]};
      for (int near : grid.adjacent[at(cell)]) clause.push_back(black[at(near)]);
      cnf.add(clause);
    }
  if (walls >= 3)
    for (int a = 0; a < cells; ++a)
      for (int b : grid.adjacent[at(a)]) {
        if (b < a) continue;
        std::vector<Lit> clause{-black[at(a)], -black[at(b)]};
        for (int x : {a, b})
          for (int near : grid.adjacent[at(x)])
            if (near != a && near != b) clause.push_back(black[at(near)]);
        cnf.add(clause);
      }
}

// An area's extent: the cells `members` (each with its literal) of a connected area of at most
// `most` cells lie at most most - 1 steps apart along it, so at most most - 1 apart in each of
// the row, the column, r + c and r - c. Per such projection p, lo[x] "a member has p <= x" and
// hi[x] "a member has p >= x" (each member sets both; lo grows, hi shrinks), and not both lo[x]
// and hi[x + most]. Used for the wall (most = its cells, no `?`; for the islands, with their
// numbers, it gained nothing on published puzzles). Cheap (lines of variables over the members'
// range) and strong when the area is small for its room: one black cell of a short wall rules out
// every cell that far from it.
void add_extent(Cnf& cnf, int width, const std::vector<std::pair<int, Lit>>& members,
                long long most) {
  if (most < 1 || members.empty()) return;
  auto project = [&](int which, int cell) {
    const int r = cell / width, c = cell % width;
    switch (which) {
      case 0:
        return r;
      case 1:
        return c;
      case 2:
        return r + c;
      default:
        return r - c + width;
    }
  };
  for (int which = 0; which < 4; ++which) {
    int low = project(which, members.front().first), high = low;
    for (const auto& [cell, lit] : members) {
      low = std::min(low, project(which, cell));
      high = std::max(high, project(which, cell));
    }
    const int span = high - low + 1;
    if (span <= most) continue;  // nothing to rule out
    const int gap = static_cast<int>(most);
    const int lo = cnf.new_vars(span), hi = cnf.new_vars(span);
    for (int x = 0; x + 1 < span; ++x) {
      cnf.add({-(lo + x), lo + x + 1});
      cnf.add({-(hi + x + 1), hi + x});
    }
    for (const auto& [cell, lit] : members) {
      const int x = project(which, cell) - low;
      cnf.add({-lit, lo + x});
      cnf.add({-lit, hi + x});
    }
    for (int x = 0; x + gap < span; ++x) cnf.add({-(lo + x), -(hi + x + gap)});
  }
}

}  // namespace

// ---- check ----

std::optional<Violation> Nurikabe::check(const Grid& s) const {
  const int cells = height * width;
  for (int cell = 0; cell < cells; ++cell) {
    const int v = s.cells[at(cell)];
    if (v != 0 && v != 1)
      return Violation{"value " + std::to_string(v) + " is neither 0 (white) nor 1 (black)",
                       cell / width, cell % width};
    if (v == 1 && numbers.cells[at(cell)] != kUnknown)
      return Violation{"the number " + number_text(numbers.cells[at(cell)]) + " is shaded",
                       cell / width, cell % width};
  }
  for (int corner : block_corners(height, width)) {
    const int cell[4] = {corner, corner + 1, corner + width, corner + width + 1};
    if (std::all_of(cell, cell + 4, [&](int c) { return s.cells[at(c)] == 1; }))
      return Violation{"the 2x2 block from here is all black", corner / width, corner % width};
  }
  const Graph grid = grid_graph(height, width);
  {
    std::vector<char> white(at(cells));
    for (int cell = 0; cell < cells; ++cell) white[at(cell)] = s.cells[at(cell)] == 0;
    const Components areas = components(grid, white);
    std::vector<std::vector<int>> members(at(areas.count));
    for (int cell = 0; cell < cells; ++cell)
      if (areas.of[at(cell)] >= 0) members[at(areas.of[at(cell)])].push_back(cell);
    for (const std::vector<int>& area : members) {
      std::vector<int> numbered;
      for (int cell : area)
        if (numbers.cells[at(cell)] != kUnknown) numbered.push_back(cell);
      const int first = area.front();
      if (numbered.empty())
        return Violation{"the white area from here holds no number", first / width, first % width};
      if (numbered.size() > 1)
        return Violation{"the white area from here holds more than one number (at " +
                             cell_name(numbered[0], width) + " and " +
                             cell_name(numbered[1], width) + ")",
                         first / width, first % width};
      const int number = numbers.cells[at(numbered[0])];
      if (number != kAnyIslandSize && number != static_cast<int>(area.size()))
        return Violation{"the " + std::to_string(number) + " lies in a white area of " +
                             std::to_string(area.size()) + " cells",
                         numbered[0] / width, numbered[0] % width};
    }
  }
  std::vector<char> black(at(cells));
  for (int cell = 0; cell < cells; ++cell) black[at(cell)] = s.cells[at(cell)] == 1;
  const Components walls = components(grid, black);
  if (walls.count > 1) {
    int second = 0;
    while (walls.of[at(second)] != 1) ++second;
    return Violation{"the black cells are not connected: this one is cut off from " +
                         cell_name(static_cast<int>(std::find(walls.of.begin(), walls.of.end(), 0) -
                                                    walls.of.begin()),
                                   width),
                     second / width, second % width};
  }
  return std::nullopt;
}

// ---- encode ----

bool Nurikabe::lazy_wall_in_cnf(const WallPlan& plan, bool any_size, long long walls) const {
  return !any_size && walls * lazy_wall_share <= height * width && plan.unary &&
         plan.layers <= lazy_wall_limit;
}

void Nurikabe::encode(Cnf& cnf, const EncodeOptions& options) const {
  const int cells = height * width;
  const bool lazy = options.connectivity == Connectivity::Lazy;
  const int first = cnf.new_vars(cells);
  std::vector<Lit> black(at(cells));
  for (int cell = 0; cell < cells; ++cell) {
    black[at(cell)] = first + cell;
    cnf.answer().add(cell / width, cell % width, 1, black[at(cell)]);
  }
  const Graph grid = grid_graph(height, width);
  for (int corner : block_corners(height, width))
    cnf.add({-black[at(corner)], -black[at(corner + 1)], -black[at(corner + width)],
             -black[at(corner + width + 1)]});

  const std::vector<IslandReach> reaches = island_reaches(*this);
  for (const IslandReach& island : reaches) cnf.add({-black[at(island.clue)]});

  // Owners: per number, a variable for every cell its island can reach (owner[k][i] for the
  // i-th cell of reaches[k]). `local` maps a cell to its index in the island being written.
  std::vector<int> local(at(cells), -1);
  std::vector<std::vector<Lit>> owner(reaches.size());
  std::vector<std::vector<Lit>> owners_of(at(cells));
  for (std::size_t k = 0; k < reaches.size(); ++k) {
    const IslandReach& island = reaches[k];
    for (int cell : island.cells) {
      owner[k].push_back(cnf.new_var());
      owners_of[at(cell)].push_back(owner[k].back());
    }
    if (island.cells.empty())
      cnf.add(std::vector<Lit>{});  // a number next to another number: no solution
    else
      cnf.add({owner[k].front()});  // the number's own cell
  }
  for (int cell = 0; cell < cells; ++cell) {
    const std::vector<Lit>& owners = owners_of[at(cell)];
    if (owners.empty()) {
      cnf.add({black[at(cell)]});
      continue;
    }
    std::vector<Lit> some{black[at(cell)]};
    some.insert(some.end(), owners.begin(), owners.end());
    cnf.add(some);
    for (Lit o : owners) cnf.add({-o, -black[at(cell)]});
    at_most_one(cnf, owners, options.amo);
  }
  const bool connect_islands = !(lazy && lazy_islands == LazyIslands::Cuts);
  // Without `?` the numbers add up to the white cells: the wall has cells - white of them. When
  // the wall's count is a counter, the largest island's size follows from it and the others'
  // (every white cell has one owner): its own counter, the largest, is left out.
  const auto [any_size, white] = island_total(reaches);
  std::size_t largest = 0;
  for (std::size_t k = 0; k < reaches.size(); ++k)
    if (reaches[k].number > reaches[largest].number) largest = k;
  const bool wall_counted = !any_size && wall_count_fits(numbers, cells - white);
  for (std::size_t k = 0; k < reaches.size(); ++k) {
    const IslandReach& island = reaches[k];
    const std::vector<Lit>& own = owner[k];
    const int size = static_cast<int>(island.cells.size());
    for (int i = 0; i < size; ++i) local[at(island.cells[at(i)])] = i;
    // Adjacent white cells have the same owner.
    for (int i = 0; i < size; ++i)
      for (int near : grid.adjacent[at(island.cells[at(i)])]) {
        if (local[at(near)] < 0)
          cnf.add({-own[at(i)], black[at(near)]});
        else
          cnf.add({-own[at(i)], black[at(near)], own[at(local[at(near)])]});
      }
    if (island.number != kAnyIslandSize) {
      if (!(wall_counted && k == largest)) exactly_k(cnf, own, island.number, options.card);
      // Said for propagation: a cell of an island of two or more cells has a neighbour in it.
      if (island.number >= 2)
        for (int i = 0; i < size; ++i) {
          std::vector<Lit> clause{-own[at(i)]};
          for (int near : grid.adjacent[at(island.cells[at(i)])])
            if (local[at(near)] >= 0) clause.push_back(own[at(local[at(near)])]);
          cnf.add(clause);
        }
    }
    // An island whose layers would be too many (a huge number): its connectivity is left to
    // cuts when lazy, and is encode_connected's spanning tree when static.
    const bool big = island.number != kAnyIslandSize &&
                     static_cast<long long>(size) * (island.number - 1) > island_layer_limit;
    if (connect_islands && size > 1 && !(big && lazy)) {
      if (island.number == kAnyIslandSize || big)
        connect_unbounded(cnf, grid, island, own, local);
      else
        connect_by_layers(cnf, grid, island, own, local);
    }
    for (int cell : island.cells) local[at(cell)] = -1;
  }
  if (!any_size) {
    add_wall_counts(cnf, grid, black, numbers, cells - white, options.card);
    std::vector<std::pair<int, Lit>> members;
    for (int cell = 0; cell < cells; ++cell)
      if (numbers.cells[at(cell)] == kUnknown) members.emplace_back(cell, black[at(cell)]);
    add_extent(cnf, width, members, cells - white);
  }
  const WallPlan plan = plan_wall(*this, reaches);
  if (lazy && !lazy_wall_in_cnf(plan, any_size, cells - white)) return;
  std::vector<Lit> chosen;
  for (int cell : plan.first_cell) chosen.push_back(black[at(cell)]);
  if (plan.unary && plan.root)
    connect_by_wall_layers(cnf, plan, chosen);
  else if (plan.unary)
    connect_by_rootless_layers(cnf, plan, chosen);
  else
    encode_connected(cnf, plan.graph, chosen, plan.root);
}

// ---- cuts ----

std::vector<Cut> Nurikabe::cuts(const Grid& answer) const {
  const int cells = height * width;
  std::vector<Cut> out;
  auto black_at = [&](int cell) { return AnswerLiteral{cell / width, cell % width, 1}; };
  auto white_at = [&](int cell) { return AnswerLiteral{cell / width, cell % width, 0}; };
  auto is_black = [&](int cell) { return answer.cells[at(cell)] == 1; };
  const Graph grid = grid_graph(height, width);

  // The local rules (every encoding has them; said here so that cuts() alone is complete).
  for (int corner : block_corners(height, width)) {
    const int cell[4] = {corner, corner + 1, corner + width, corner + width + 1};
    if (std::all_of(cell, cell + 4, is_black))
      out.push_back({white_at(cell[0]), white_at(cell[1]), white_at(cell[2]), white_at(cell[3])});
  }
  for (int clue : clue_cells())
    if (is_black(clue)) out.push_back({white_at(clue)});

  std::vector<char> black(at(cells)), white(at(cells));
  for (int cell = 0; cell < cells; ++cell) {
    black[at(cell)] = is_black(cell);
    white[at(cell)] = !is_black(cell);
  }
  for (const NodeClause& clause : connectivity_cuts(grid, black)) {
    Cut cut;
    for (const NodeLiteral& l : clause)
      cut.push_back(l.chosen ? black_at(l.node) : white_at(l.node));
    out.push_back(std::move(cut));
  }

  const Components areas = components(grid, white);
  std::vector<std::vector<int>> members(at(areas.count));
  for (int cell = 0; cell < cells; ++cell)
    if (areas.of[at(cell)] >= 0) members[at(areas.of[at(cell)])].push_back(cell);
  for (const std::vector<int>& area : members) {
    std::vector<int> numbered;
    for (int cell : area)
      if (numbers.cells[at(cell)] != kUnknown) numbered.push_back(cell);
    const int number = numbered.size() == 1 ? numbers.cells[at(numbered[0])] : kUnknown;
    const int size = static_cast<int>(area.size());
    if (numbered.empty() || (number != kAnyIslandSize && number > size)) {
      // This area, closed by its black border, is no island: some cell of it turns black or
      // some cell of its border turns white.
      Cut cut;
      for (int cell : area)
        if (numbers.cells[at(cell)] == kUnknown) cut.push_back(black_at(cell));
      for (int cell : area)
        for (int near : grid.adjacent[at(cell)])
          if (black[at(near)]) {
            const AnswerLiteral w = white_at(near);
            if (std::find(cut.begin(), cut.end(), w) == cut.end()) cut.push_back(w);
          }
      out.push_back(std::move(cut));
      continue;
    }
    // Breadth-first from the (first) number through the area: the parents give white paths.
    const int start = numbered[0];
    std::vector<int> parent(at(cells), -2), order{start};
    parent[at(start)] = -1;
    for (std::size_t i = 0; i < order.size(); ++i)
      for (int near : grid.adjacent[at(order[i])])
        if (white[at(near)] && parent[at(near)] == -2) {
          parent[at(near)] = order[i];
          order.push_back(near);
        }
    if (numbered.size() > 1) {
      // Two numbers joined by a white path: some cell between them turns black.
      for (std::size_t j = 1; j < numbered.size(); ++j) {
        Cut cut;
        for (int cell = parent[at(numbered[j])]; cell != start; cell = parent[at(cell)])
          cut.push_back(black_at(cell));
        out.push_back(std::move(cut));
      }
      continue;
    }
    if (number != kAnyIslandSize && size > number) {
      // The first number + 1 cells of the search are connected and hold the number: one of
      // them turns black.
      Cut cut;
      for (int i = 1; i <= number; ++i) cut.push_back(black_at(order[at(i)]));
      out.push_back(std::move(cut));
    }
  }
  return out;
}

}  // namespace gridsat
