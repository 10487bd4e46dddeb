#include "rules/connected.hpp"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <set>
#include <stdexcept>

#include "encodings/connectivity.hpp"
#include "propagators/connectivity.hpp"

namespace gridsat::rules {

namespace {

// Runs propagators/connectivity on `graph`, whose nodes are the cells `of` lists (all of them in
// order when `of` is null), then the nodes `extra` gives (the outside), and narrows the open cells
// it settles.
bool propagate_on(const Graph& graph, int colour, std::vector<Candidates>& cells,
                  const std::vector<int>* of, std::initializer_list<Tri> extra, bool& changed) {
  const Candidates mine = Candidates{1} << colour, other = kEither & ~mine;
  const std::size_t count = of ? of->size() : cells.size();
  auto cell_at = [&](std::size_t i) { return of ? static_cast<std::size_t>((*of)[i]) : i; };
  std::vector<Tri> nodes(count);
  for (std::size_t i = 0; i < count; ++i) {
    const Candidates c = cells[cell_at(i)];
    nodes[i] = c == mine ? Tri::Yes : c == other ? Tri::No : Tri::Open;
  }
  nodes.insert(nodes.end(), extra.begin(), extra.end());
  if (!propagate_connected(graph, nodes)) return false;
  for (std::size_t i = 0; i < count; ++i) {
    Candidates& c = cells[cell_at(i)];
    if (c == kEither && nodes[i] != Tri::Open)
      remove(c, nodes[i] == Tri::Yes ? other : mine, changed);
  }
  return true;
}

// Runs encodings/connectivity's cuts on `graph` for a complete answer, with the same nodes as
// propagate_on (the `extra` nodes chosen, and left out of the cuts: their literals are always
// false there).
std::vector<Cut> cuts_on(const Graph& graph, int colour, int cols, const Grid& answer,
                         const std::vector<int>* of, std::size_t extra) {
  const std::size_t count = of ? of->size() : answer.cells.size();
  auto cell_at = [&](std::size_t i) { return of ? (*of)[i] : static_cast<int>(i); };
  std::vector<char> chosen(count + extra, 1);
  for (std::size_t i = 0; i < count; ++i)
    chosen[i] = answer.cells[static_cast<std::size_t>(cell_at(i))] == colour;
  std::vector<Cut> out;
  for (const NodeClause& clause : connectivity_cuts(graph, chosen)) {
    Cut cut;
    for (const NodeLiteral& l : clause)
      if (static_cast<std::size_t>(l.node) < count) {
        const int cell = cell_at(static_cast<std::size_t>(l.node));
        cut.push_back({cell / cols, cell % cols, l.chosen ? colour : 1 - colour});
      }
    out.push_back(std::move(cut));
  }
  return out;
}

}  // namespace

namespace {

// The grid's cells, side neighbours linked, and corner neighbours too with `corners`.
Graph cell_graph(GridShape shape, bool corners) {
  Graph graph = grid_graph(shape.rows, shape.cols);
  if (corners)
    for (int r = 0; r + 1 < shape.rows; ++r)
      for (int c = 0; c + 1 < shape.cols; ++c) {
        const int cell = r * shape.cols + c;
        graph.link(cell, cell + shape.cols + 1);
        graph.link(cell + 1, cell + shape.cols);
      }
  return graph;
}

}  // namespace

Connected::Connected(GridShape shape, int colour, std::string noun, bool always_static,
                     bool corners, int enclosures)
    : shape_(shape),
      colour_(colour),
      noun_(std::move(noun)),
      always_static_(always_static),
      corners_(corners),
      enclosures_(enclosures),
      graph_(std::make_shared<const Graph>(cell_graph(shape, corners))) {
  if (enclosures < 0 || enclosures > 3)
    throw std::logic_error("enclosures of 0 to 3 cells, not " + std::to_string(enclosures));
  if (enclosures > 0 && (colour != 0 || corners))
    throw std::logic_error("enclosures are implied only for unshaded cells joined by their sides");
}

Connected::Connected(GridShape shape, int colour, std::string noun, WallOptions wall)
    : Connected(shape, colour, std::move(noun)) {
  wall_ = std::move(wall);
}

// The connection (unless the run is lazy), then the enclosures, in both modes.
void Connected::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const {
  if (wall_) return encode_wall(cnf, vars, options);
  if (options.connectivity != Connectivity::Lazy || always_static_)
    encode_connected(cnf, *graph_, vars.of(whole_grid(shape_).cells[0], colour_), std::nullopt);
  for (const std::vector<int>& border : enclosure_borders(shape_, enclosures_)) {
    std::vector<Lit> clause;
    for (int cell : border) clause.push_back(-vars.shaded(cell));
    cnf.add(clause);
  }
}

// The static connection (encode_connected: ranks of ceil(log2 n) bits per cell, per arc a parent
// literal and a comparator of about 2 variables and 3 clauses a bit), and per area of the
// enclosures a clause of its border (a monomino's at most 4 cells, a domino's 6, a tromino's 8).
EncodingSize Connected::size(const EncodeOptions& options, std::span<const char>) const {
  if (wall_) return wall_size(options);
  const double cells = shape_.cells();
  double arcs = 0;
  for (const std::vector<int>& near : graph_->adjacent) arcs += static_cast<double>(near.size());
  EncodingSize out;
  if (options.connectivity != Connectivity::Lazy || always_static_) {
    const double bits = std::ceil(std::log2(std::max(cells, 2.0)));
    // encode_connected: per node its rank bits and an "earlier" literal; per arc a parent
    // literal and a comparator of two auxiliaries and six short clauses per bit.
    out += EncodingSize{cells * (bits + 1) + arcs * (2 * bits + 1),
                        4 * cells + arcs * (6 * bits + 2.5), 13 * cells + arcs * (19 * bits + 4)};
  }
  for (int size = 1; size <= enclosures_; ++size)
    out += clauses_of_width(cells * (size == 1 ? 1 : size == 2 ? 2 : 6), 2 * size + 2);
  return out;
}

// The connected sets of up to `largest` cells, each grown from its smallest cell by adding
// neighbours after it (every set is found from its smallest cell; duplicates are dropped).
std::vector<std::vector<int>> enclosure_borders(GridShape shape, int largest) {
  const Graph graph = grid_graph(shape.rows, shape.cols);
  const auto& near = graph.adjacent;
  std::set<std::vector<int>> areas;
  std::vector<std::vector<int>> frontier;
  if (largest > 0)
    for (int cell = 0; cell < shape.cells(); ++cell) frontier.push_back({cell});
  for (int size = 1; size <= largest && !frontier.empty(); ++size) {
    std::vector<std::vector<int>> next;
    for (const std::vector<int>& area : frontier) {
      if (!areas.insert(area).second || size == largest) continue;
      for (int cell : area)
        for (int u : near[static_cast<std::size_t>(cell)]) {
          if (u < area.front() || std::find(area.begin(), area.end(), u) != area.end()) continue;
          std::vector<int> grown = area;
          grown.insert(std::upper_bound(grown.begin(), grown.end(), u), u);
          next.push_back(std::move(grown));
        }
    }
    frontier = std::move(next);
  }
  std::set<std::vector<int>> out;
  for (const std::vector<int>& area : areas) {
    std::vector<int> border;
    for (int cell : area)
      for (int u : near[static_cast<std::size_t>(cell)])
        if (!std::binary_search(area.begin(), area.end(), u) &&
            std::find(border.begin(), border.end(), u) == border.end())
          border.push_back(u);
    if (static_cast<int>(area.size() + border.size()) == shape.cells()) continue;
    std::sort(border.begin(), border.end());
    out.insert(std::move(border));
  }
  return {out.begin(), out.end()};
}

std::vector<Cut> Connected::cuts(const Grid& answer) const {
  return cuts_on(*graph_, colour_, shape_.cols, answer, nullptr, 0);
}

bool Connected::propagate(std::vector<Candidates>& cells, bool& changed) const {
  return propagate_on(*graph_, colour_, cells, nullptr, {}, changed);
}

namespace {

// The grid's cells, side neighbours linked, and node rows * cols, the outside, linked to every
// cell of the border.
Graph with_outside(GridShape shape) {
  Graph graph = grid_graph(shape.rows, shape.cols);
  const int outside = shape.cells();
  graph.adjacent.emplace_back();
  for (int cell = 0; cell < shape.cells(); ++cell) {
    const int r = cell / shape.cols, c = cell % shape.cols;
    if (r == 0 || c == 0 || r + 1 == shape.rows || c + 1 == shape.cols) graph.link(cell, outside);
  }
  return graph;
}

}  // namespace

ReachesEdge::ReachesEdge(GridShape shape, int colour, std::string noun)
    : shape_(shape),
      colour_(colour),
      noun_(std::move(noun)),
      graph_(std::make_shared<const Graph>(with_outside(shape))) {}

void ReachesEdge::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const {
  if (options.connectivity == Connectivity::Lazy) return;
  std::vector<Lit> chosen = vars.of(whole_grid(shape_).cells[0], colour_);
  const Lit outside = cnf.new_var();
  cnf.add({outside});
  chosen.push_back(outside);
  encode_connected(cnf, *graph_, chosen, shape_.cells());
}

std::vector<Cut> ReachesEdge::cuts(const Grid& answer) const {
  return cuts_on(*graph_, colour_, shape_.cols, answer, nullptr, 1);
}

bool ReachesEdge::propagate(std::vector<Candidates>& cells, bool& changed) const {
  return propagate_on(*graph_, colour_, cells, nullptr, {Tri::Yes}, changed);
}

namespace {

// The graph a group induces: node i is the group's i-th cell, side neighbours in the group linked.
Graph induced(GridShape shape, const std::vector<int>& cells) {
  Graph graph;
  graph.adjacent.resize(cells.size());
  std::vector<int> index(static_cast<std::size_t>(shape.cells()), -1);
  for (std::size_t i = 0; i < cells.size(); ++i)
    index[static_cast<std::size_t>(cells[i])] = static_cast<int>(i);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const int cell = cells[i], c = cell % shape.cols;
    const int right = c + 1 < shape.cols ? index[static_cast<std::size_t>(cell + 1)] : -1;
    const int below =
        cell + shape.cols < shape.cells() ? index[static_cast<std::size_t>(cell + shape.cols)] : -1;
    if (right >= 0) graph.link(static_cast<int>(i), right);
    if (below >= 0) graph.link(static_cast<int>(i), below);
  }
  return graph;
}

}  // namespace

ConnectedWithin::ConnectedWithin(GridShape shape, Groups groups, int colour, std::string noun)
    : shape_(shape), groups_(std::move(groups)), colour_(colour), noun_(std::move(noun)) {
  for (const std::vector<int>& group : groups_.cells)
    graphs_.push_back(std::make_shared<const Graph>(induced(shape, group)));
}

void ConnectedWithin::encode(Cnf& cnf, const ShadingVars& vars,
                             const EncodeOptions& options) const {
  if (options.connectivity == Connectivity::Lazy) return;
  for (std::size_t g = 0; g < graphs_.size(); ++g)
    if (groups_.cells[g].size() > 1)
      encode_connected(cnf, *graphs_[g], vars.of(groups_.cells[g], colour_), std::nullopt);
}

std::vector<Cut> ConnectedWithin::cuts(const Grid& answer) const {
  std::vector<Cut> out;
  for (std::size_t g = 0; g < graphs_.size(); ++g)
    for (Cut& cut : cuts_on(*graphs_[g], colour_, shape_.cols, answer, &groups_.cells[g], 0))
      out.push_back(std::move(cut));
  return out;
}

bool ConnectedWithin::propagate(std::vector<Candidates>& cells, bool& changed) const {
  for (std::size_t g = 0; g < graphs_.size(); ++g)
    if (!propagate_on(*graphs_[g], colour_, cells, &groups_.cells[g], {}, changed)) return false;
  return true;
}

}  // namespace gridsat::rules
