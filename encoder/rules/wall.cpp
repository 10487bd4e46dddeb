// Connected in the wall style: one colour's cells connected, where the rule set fixes some of
// them (KnownCells: nurikabe's numbered cells are never black, the cells no island reaches
// always are, and the numbers leave the wall its count of cells).
//
//  - Implied by the count B (the area connected): a cell of the colour has a neighbour of it
//    (B >= 2), two side by side have one more beside them (B >= 3); and the area's extent: its
//    cells lie at most B - 1 apart in the row, the column, r + c and r - c (add_extent).
//  - Connected (plan_wall): over the grid without the cells that never have the colour, each
//    group of adjacent cells that always have it folded into one node, by unary distance layers
//    from such a group up to the longest path the area can have; without such a group but with
//    the count, layers from the first node of the colour; otherwise (or beyond kMaxWallLayers
//    layer variables), encode_connected's spanning tree with binary ranks. Lazy: left to cuts,
//    unless the area is a small part of the grid with few layers.
//
// Why layers: they propagate distances as a solver does by hand ("that cell is too far from the
// rest of the wall"), where the ranks leave them to search; on generated 20 x 20 nurikabes, from
// 2,000 to more than 800,000 conflicts down to 80-300 (docs/nurikabe.md). Why the count and the
// extent: janko.at's 32 x 32 nurikabe 1030 (a 994 and a 20, ten black cells) took more than 60 s
// to prove unique with the 994's million layer variables; with them and the rootless layers,
// under a second. The extent is the bounding-box argument ("a wall of ten cells cannot reach that
// far"); the count is the global count of nurikabe models (cspuz_core's solver states it with a
// native propagator instead). Layers of reach from a root are the usual distance encoding of
// connectivity (as in Kyle Keen's SAT flood fill, kmkeen.com/sat-flood-fill, 2014).
#include <algorithm>

#include "encodings/connectivity.hpp"
#include "rules/connected.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

std::vector<char> flags(int cells, const std::vector<int>& list) {
  std::vector<char> out(at(cells), 0);
  for (int cell : list) out[at(cell)] = 1;
  return out;
}

// The area joined by unary distance layers from the plan's root: reach[v][d] "node v is within d
// steps of the root through nodes of the colour", d from v's distance to the plan's bound; reach
// implies the node and (reach of v or of a neighbour one layer down); the node implies reach at
// the bound. A node the root cannot reach within the bound lacks the colour.
void connect_by_layers(Cnf& cnf, const WallPlan& plan, const std::vector<Lit>& chosen) {
  const Graph& graph = *plan.graph;
  const int nodes = graph.size();
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
      for (int u : graph.adjacent[at(v)]) {
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

// The area joined by unary layers without a root node (any cell may lack the colour): the root
// is the first node of the colour in node order, first[v] "v has it and no node before it
// does", with before[v] "some node before v has it" as a prefix or. reach[v][d] "v is within d
// steps of the root", d from 0 (the root itself) to the plan's bound; reach implies the node and
// (reach of v or of a neighbour one layer down, or, at 0, first[v]); the node implies reach at
// the bound. Two roots cannot both be first, so every node of the colour reaches the same one.
void connect_by_rootless_layers(Cnf& cnf, const WallPlan& plan, const std::vector<Lit>& chosen) {
  const Graph& graph = *plan.graph;
  const int nodes = graph.size();
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
      for (int u : graph.adjacent[at(v)]) support.push_back(reach(u, d - 1));
      cnf.add(support);
    }
    cnf.add({-chosen[at(v)], reach(v, last)});
  }
}

// An area's extent: the cells `members` (each with its literal) of a connected area of at most
// `most` cells lie at most most - 1 steps apart along it, so at most most - 1 apart in each of
// the row, the column, r + c and r - c. Per such projection p, lo[x] "a member has p <= x" and
// hi[x] "a member has p >= x" (each member sets both; lo grows, hi shrinks), and not both lo[x]
// and hi[x + most]. Cheap (lines of variables over the members' range) and strong when the area
// is small for its room: one cell of a short wall rules out every cell that far from it. (For
// nurikabe's islands, with their numbers, it gained nothing on published puzzles.)
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

// Whether a lazy run encodes the wall all the same.
bool lazy_in_cnf(const WallOptions& wall, const WallPlan& plan, int cells) {
  const long long count = wall.known.count;
  return count >= 0 && count * wall.lazy_share <= cells && plan.unary &&
         plan.layers <= wall.lazy_layers;
}

}  // namespace

WallPlan plan_wall(GridShape shape, const KnownCells& known) {
  const int cells = shape.cells();
  const Graph grid = grid_graph(shape.rows, shape.cols);
  const std::vector<char> forced = flags(cells, known.always), never = flags(cells, known.never);
  const Components groups = components(grid, forced);
  std::vector<int> group_sizes(at(groups.count), 0);
  for (int cell = 0; cell < cells; ++cell)
    if (groups.of[at(cell)] >= 0) ++group_sizes[at(groups.of[at(cell)])];
  WallPlan plan;
  plan.graph = std::make_shared<Graph>();
  plan.node.assign(at(cells), -1);
  std::vector<int> group_node(at(groups.count), -1);
  for (int cell = 0; cell < cells; ++cell) {
    if (never[at(cell)]) continue;
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
  Graph& graph = *plan.graph;
  graph.adjacent.resize(plan.first_cell.size());
  for (int cell = 0; cell < cells; ++cell)
    for (int near : grid.adjacent[at(cell)]) {
      const int a = plan.node[at(cell)], b = plan.node[at(near)];
      if (a < 0 || b < 0 || a >= b) continue;
      const auto& list = graph.adjacent[at(a)];
      if (std::find(list.begin(), list.end(), b) == list.end()) graph.link(a, b);
    }
  // No path of the area is longer than its nodes, or (with the count) than its cells less what
  // the groups fold away.
  const int nodes = graph.size();
  long long bound = nodes - 1;
  if (known.count >= 0) {
    long long folded = 0;
    for (int count : group_sizes) folded += count - 1;
    bound = std::min(bound, std::max(0LL, known.count - folded - 1));
  }
  plan.last_layer = static_cast<int>(bound);
  plan.dist.assign(at(nodes), -1);
  if (plan.root) {
    std::vector<int> queue{*plan.root};
    plan.dist[at(*plan.root)] = 0;
    for (std::size_t i = 0; i < queue.size(); ++i)
      for (int u : graph.adjacent[at(queue[i])])
        if (plan.dist[at(u)] < 0) {
          plan.dist[at(u)] = plan.dist[at(queue[i])] + 1;
          queue.push_back(u);
        }
    for (int v = 0; v < nodes; ++v)
      if (v != *plan.root && plan.dist[at(v)] >= 0 && plan.dist[at(v)] <= bound)
        plan.layers += bound - plan.dist[at(v)] + 1;
    plan.unary = plan.layers <= kMaxWallLayers;
  } else if (known.count >= 0 && nodes > 0) {
    // No root: the first node of the colour is one, so every node may be at distance 0.
    plan.dist.assign(at(nodes), 0);
    plan.layers = static_cast<long long>(nodes) * (bound + 1);
    plan.unary = plan.layers <= kMaxWallLayers;
  }
  return plan;
}

void Connected::encode_wall(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const {
  const int cells = shape_.cells();
  const KnownCells& known = wall_->known;
  const std::vector<Lit> lit = vars.of(whole_grid(shape_).cells[0], colour_);
  const std::vector<char> never = flags(cells, known.never);
  const Graph& grid = *graph_;
  const long long count = known.count;
  long long open = 0;
  for (char n : never) open += !n;
  if (count >= 0 && count <= open) {
    if (count >= 2)
      for (int cell = 0; cell < cells; ++cell) {
        std::vector<Lit> clause{-lit[at(cell)]};
        for (int near : grid.adjacent[at(cell)]) clause.push_back(lit[at(near)]);
        cnf.add(clause);
      }
    if (count >= 3)
      for (int a = 0; a < cells; ++a)
        for (int b : grid.adjacent[at(a)]) {
          if (b < a) continue;
          std::vector<Lit> clause{-lit[at(a)], -lit[at(b)]};
          for (int x : {a, b})
            for (int near : grid.adjacent[at(x)])
              if (near != a && near != b) clause.push_back(lit[at(near)]);
          cnf.add(clause);
        }
  }
  if (count >= 0) {
    std::vector<std::pair<int, Lit>> members;
    for (int cell = 0; cell < cells; ++cell)
      if (!never[at(cell)]) members.emplace_back(cell, lit[at(cell)]);
    add_extent(cnf, shape_.cols, members, count);
  }
  const WallPlan plan = plan_wall(shape_, known);
  if (options.connectivity == Connectivity::Lazy && !lazy_in_cnf(*wall_, plan, cells)) return;
  std::vector<Lit> chosen;
  for (int cell : plan.first_cell) chosen.push_back(lit[at(cell)]);
  if (plan.unary && plan.root)
    connect_by_layers(cnf, plan, chosen);
  else if (plan.unary)
    connect_by_rootless_layers(cnf, plan, chosen);
  else
    encode_connected(cnf, *plan.graph, chosen, plan.root);
}

EncodingSize Connected::wall_size(const EncodeOptions& options) const {
  const int height = shape_.rows, width = shape_.cols;
  const double cells = shape_.cells();
  const long long count = wall_->known.count;
  EncodingSize size{};
  if (count >= 0) {
    size += clauses_of_width(cells, 5);
    size += clauses_of_width(2 * cells, 8);
    if (count >= 1 && count < height + width - 1) {  // the extent
      const double span = height + width - 1.0;
      size += EncodingSize{8 * span, 0, 0};
      size += clauses_of_width(4 * (3 * span + 2 * cells), 2);
    }
  }
  const WallPlan plan = plan_wall(shape_, wall_->known);
  if (options.connectivity == Connectivity::Lazy && !lazy_in_cnf(*wall_, plan, shape_.cells()))
    return size;
  const double nodes = plan.graph->size(), layers = static_cast<double>(plan.layers);
  if (plan.unary) {
    size += EncodingSize{layers, 0, 0};
    size += clauses_of_width(layers, 2);
    size += clauses_of_width(layers, 6);
    size += clauses_of_width(nodes, 2);
    if (!plan.root) {  // the first node of the colour, and a prefix or
      size += EncodingSize{2 * nodes, 0, 0};
      size += clauses_of_width(8 * nodes, 3);
    }
  } else {
    double arcs = 0;
    for (const auto& near : plan.graph->adjacent) arcs += static_cast<double>(near.size());
    size += spanning_tree_size(nodes, arcs / 2);
  }
  return size;
}

}  // namespace gridsat::rules
