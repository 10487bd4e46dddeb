// NumberedAreas in the islands style: every area of the colour holds exactly one number and is
// its size (nurikabe's islands), encoded and propagated as a solver reads islands.
//
// The encoding (docs/nurikabe.md has the long form):
//  - owner[k][c]: cell c, of the colour, belongs to the area of number k. Only cells that area can
//    reach get the variable (area_reaches: never through another number or a cell beside one, at
//    most size - 1 steps). A cell no area reaches has the other colour. A cell has the colour
//    exactly when it has an owner, and it has at most one. Side neighbours of the colour have the
//    same owner. The number's cell owns itself.
//  - sizes: exactly n of area k's owner variables are true (encodings/cardinality), and a cell of
//    an area of two cells or more has a neighbour in it.
//  - each area joined to its number by unary distance layers bounded by its size: reach[k][c][d]
//    "c is within d steps of number k through cells it owns", for d from c's distance up to
//    n - 1; reach implies owner and (reach of c or of a neighbour one layer down); owner[k][c]
//    implies reach[k][c][n - 1]. An area of n cells puts every cell within n - 1 steps of its
//    number, so the bound loses nothing, and a layer per step propagates distances as a solver
//    does ("this cell is too far from every number"). A `?` area has no bound: its connection is
//    encode_connected on the cells it can reach; so is an area whose layers would exceed
//    layer_limit (a number in the hundreds) when static; lazy, that one is left to cuts, and with
//    lazy_connection every area's connection is.
//  - the other colour's count (no `?`): the numbers add up to the cells of the colour, so the
//    other colour has the rest; a counter when small (at most kMaxWallCount variables per cell:
//    a huge island's few black cells), and then the largest area's own counter, implied by it
//    and the others', is left out.
//
// Where the ideas come from: an area as a flood fill from its number, one layer per step and as
// many steps as the number allows, is Kyle Keen's "SAT Flood Fill" nurikabe solver
// (kmkeen.com/sat-flood-fill, 2014); a region label per cell with distances from each region's
// root is the usual constraint-programming model of nurikabe. With each number's variables only
// on the cells it can reach, every area's clauses stay near its number instead of one
// connectivity encoding over the whole grid per area.
//
// The propagation, the deductions a solver makes: an area with two numbers, or larger than its
// number, fails; a complete area is closed (its open neighbours take the other colour); an open
// cell beside two numbered areas, or beside one it would make too large, takes the other colour;
// an area that must grow with one way out takes it; and reach: every number's area spreads from
// its cells over open cells and numberless areas of the colour (costing all their cells at
// once), never beside another number's area, as far as its remaining size allows: an open cell
// no number reaches takes the other colour, and a numberless area none reaches fails. Branching:
// an open cell beside the area with the least room left, the colour first.
//
// The cuts of a lazy run: a numbered cell of the other colour; an area without a number or too
// small (its cells of the colour and the other-colour cells around it cannot all stay); two
// numbers joined (some cell of the path between them changes); an area larger than its number
// (n + 1 connected cells of it holding the number cannot all stay).
#include <algorithm>
#include <limits>
#include <queue>
#include <stdexcept>

#include "encodings/amo.hpp"
#include "encodings/cardinality.hpp"
#include "encodings/connectivity.hpp"
#include "rules/areas.hpp"
#include "rules/groups.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// A counter of the other colour's `count` cells among `open` takes at most this many variables
// per cell of the grid (about open * min(count, open - count)).
constexpr long long kMaxWallCount = 20;

bool count_fits(long long open, long long count, long long cells) {
  return count >= 0 && count <= open &&
         open * (std::min(count, open - count) + 1) <= kMaxWallCount * cells;
}

struct Total {
  bool any_size = false;  // a `?`: `cells` says nothing
  long long cells = 0;    // of the colour
};

Total total_of(const std::vector<AreaNumber>& numbers) {
  Total total;
  for (const AreaNumber& n : numbers) {
    total.any_size = total.any_size || n.size == kAnySize;
    total.cells += std::max(0, n.size);
  }
  return total;
}

using Near = std::vector<std::vector<int>>;

// A `?` area (or one too large for layers): a spanning tree (encode_connected) over the cells
// it can reach, rooted at its number.
void connect_unbounded(Cnf& cnf, const Near& near, const AreaReach& area,
                       const std::vector<Lit>& own, const std::vector<int>& local) {
  Graph graph;
  graph.adjacent.resize(area.cells.size());
  for (std::size_t i = 0; i < area.cells.size(); ++i)
    for (int u : near[at(area.cells[i])])
      if (local[at(u)] > static_cast<int>(i)) graph.link(static_cast<int>(i), local[at(u)]);
  encode_connected(cnf, graph, own, 0);
}

// An area of n cells joined to its number by unary distance layers: reach[i][d] "the i-th cell
// is within d steps of the number through cells of the area", for d from the cell's distance up
// to n - 1. reach implies owner, and reach of the cell itself or of a neighbour one layer down;
// owner implies reach at n - 1. The number's cell is reached at every layer.
void connect_by_layers(Cnf& cnf, const Near& near, const AreaReach& area,
                       const std::vector<Lit>& own, const std::vector<int>& local) {
  const int last = area.size - 1;
  const std::size_t size = area.cells.size();
  // reach[i][d - dist[i]]; none for the number's cell (index 0).
  std::vector<std::vector<Lit>> reach(size);
  for (std::size_t i = 1; i < size; ++i) {
    const int from = area.dist[i];
    const int first = cnf.new_vars(last - from + 1);
    for (int d = from; d <= last; ++d) reach[i].push_back(first + d - from);
  }
  enum class Known { False, True, Var };
  auto reached = [&](std::size_t i, int d, Lit& lit) {
    if (i == 0) return Known::True;
    if (d < area.dist[i]) return Known::False;
    lit = reach[i][at(d - area.dist[i])];
    return Known::Var;
  };
  for (std::size_t i = 1; i < size; ++i) {
    for (int d = area.dist[i]; d <= last; ++d) {
      const Lit r = reach[i][at(d - area.dist[i])];
      cnf.add({-r, own[i]});
      std::vector<Lit> support{-r};
      bool always = false;
      Lit lit = 0;
      if (reached(i, d - 1, lit) == Known::Var) support.push_back(lit);
      for (int u : near[at(area.cells[i])]) {
        if (local[at(u)] < 0) continue;
        const Known k = reached(static_cast<std::size_t>(local[at(u)]), d - 1, lit);
        if (k == Known::True) always = true;
        if (k == Known::Var) support.push_back(lit);
      }
      if (!always) cnf.add(support);
    }
    cnf.add({-own[i], reach[i].back()});
  }
}

}  // namespace

std::vector<AreaReach> area_reaches(GridShape shape, const std::vector<AreaNumber>& numbers) {
  const int cells = shape.cells();
  const Near near = neighbours(shape, Touch::Side);
  // Per cell: how many numbers it is or touches, and one of them (the cell is closed to every
  // area but that one's when it is exactly one).
  std::vector<int> near_count(at(cells), 0), near_number(at(cells), -1);
  for (const AreaNumber& n : numbers) {
    ++near_count[at(n.cell)];
    near_number[at(n.cell)] = n.cell;
    for (int u : near[at(n.cell)]) {
      ++near_count[at(u)];
      near_number[at(u)] = n.cell;
    }
  }
  std::vector<int> dist(at(cells), -1);  // scratch, reset after each number
  std::vector<AreaReach> out;
  for (const AreaNumber& n : numbers) {
    AreaReach reach;
    reach.cell = n.cell;
    reach.size = n.size;
    auto open = [&](int cell) {
      return near_count[at(cell)] == 0 ||
             (near_count[at(cell)] == 1 && near_number[at(cell)] == n.cell);
    };
    const int limit = n.size == kAnySize ? cells : n.size - 1;
    if (open(n.cell)) {
      dist[at(n.cell)] = 0;
      reach.cells.push_back(n.cell);
      for (std::size_t i = 0; i < reach.cells.size(); ++i) {
        const int v = reach.cells[i];
        if (dist[at(v)] >= limit) continue;
        for (int u : near[at(v)])
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

NumberedAreas::NumberedAreas(GridShape shape, int colour, std::vector<AreaNumber> numbers,
                             IslandOptions islands, Noun noun)
    : NumberedAreas(shape, colour, std::move(numbers), true, std::move(noun)) {
  islands_ = islands;
  size_at_.assign(at(shape.cells()), 0);
  for (const AreaNumber& n : numbers_) size_at_[at(n.cell)] = n.size;
}

KnownCells NumberedAreas::known_other() const {
  if (!islands_) throw std::logic_error("known_other is the islands style's");
  const int cells = shape_.cells();
  std::vector<char> reached(at(cells), 0);
  for (const AreaReach& area : area_reaches(shape_, numbers_))
    for (int cell : area.cells) reached[at(cell)] = 1;
  KnownCells known;
  for (const AreaNumber& n : numbers_) known.never.push_back(n.cell);
  for (int cell = 0; cell < cells; ++cell)
    if (!reached[at(cell)]) known.always.push_back(cell);
  // Numbers adding up to more than the grid leave no answer: any count holds of none.
  const Total total = total_of(numbers_);
  if (!total.any_size) known.count = std::max(0LL, cells - total.cells);
  return known;
}

void NumberedAreas::encode_islands(Cnf& cnf, const ShadingVars& vars,
                                   const EncodeOptions& options) const {
  const int cells = shape_.cells();
  const bool lazy = options.connectivity == Connectivity::Lazy;
  const std::vector<Lit> other = vars.of(whole_grid(shape_).cells[0], 1 - colour_);
  const std::vector<AreaReach> reaches = area_reaches(shape_, numbers_);
  for (const AreaReach& area : reaches) cnf.add({-other[at(area.cell)]});

  // Owners: per number, a variable for every cell its area can reach (owner[k][i] for the i-th
  // cell of reaches[k]). `local` maps a cell to its index in the area being written.
  std::vector<int> local(at(cells), -1);
  std::vector<std::vector<Lit>> owner(reaches.size());
  std::vector<std::vector<Lit>> owners_of(at(cells));
  for (std::size_t k = 0; k < reaches.size(); ++k) {
    for (int cell : reaches[k].cells) {
      owner[k].push_back(cnf.new_var());
      owners_of[at(cell)].push_back(owner[k].back());
    }
    if (reaches[k].cells.empty())
      cnf.add(std::vector<Lit>{});  // a number beside another number: no answer
    else
      cnf.add({owner[k].front()});  // the number's own cell
  }
  for (int cell = 0; cell < cells; ++cell) {
    const std::vector<Lit>& owners = owners_of[at(cell)];
    if (owners.empty()) {
      cnf.add({other[at(cell)]});
      continue;
    }
    std::vector<Lit> some{other[at(cell)]};
    some.insert(some.end(), owners.begin(), owners.end());
    cnf.add(some);
    for (Lit o : owners) cnf.add({-o, -other[at(cell)]});
    at_most_one(cnf, owners, options.amo);
  }
  const bool connect = !(lazy && islands_->lazy_connection);
  // Without `?`, the other colour's count: when it is a counter, the largest area's size follows
  // from it and the others' (every cell of the colour has one owner), and its counter is left out.
  const Total total = total_of(numbers_);
  const long long open = cells - static_cast<long long>(numbers_.size());
  const long long count = cells - total.cells;
  std::size_t largest = 0;
  for (std::size_t k = 0; k < reaches.size(); ++k)
    if (reaches[k].size > reaches[largest].size) largest = k;
  const bool counted = !total.any_size && count_fits(open, count, cells);
  for (std::size_t k = 0; k < reaches.size(); ++k) {
    const AreaReach& area = reaches[k];
    const std::vector<Lit>& own = owner[k];
    const int size = static_cast<int>(area.cells.size());
    for (int i = 0; i < size; ++i) local[at(area.cells[at(i)])] = i;
    // Side neighbours of the colour have the same owner.
    for (int i = 0; i < size; ++i)
      for (int u : near_[at(area.cells[at(i)])]) {
        if (local[at(u)] < 0)
          cnf.add({-own[at(i)], other[at(u)]});
        else
          cnf.add({-own[at(i)], other[at(u)], own[at(local[at(u)])]});
      }
    if (area.size != kAnySize) {
      if (!(counted && k == largest)) exactly_k(cnf, own, area.size, options.card);
      // Said for propagation: a cell of an area of two cells or more has a neighbour in it.
      if (area.size >= 2)
        for (int i = 0; i < size; ++i) {
          std::vector<Lit> clause{-own[at(i)]};
          for (int u : near_[at(area.cells[at(i)])])
            if (local[at(u)] >= 0) clause.push_back(own[at(local[at(u)])]);
          cnf.add(clause);
        }
    }
    const bool big = area.size != kAnySize &&
                     static_cast<long long>(size) * (area.size - 1) > islands_->layer_limit;
    if (connect && size > 1 && !(big && lazy)) {
      if (area.size == kAnySize || big)
        connect_unbounded(cnf, near_, area, own, local);
      else
        connect_by_layers(cnf, near_, area, own, local);
    }
    for (int cell : area.cells) local[at(cell)] = -1;
  }
  if (counted) {
    // The counter counts the fewer side: the other colour's cells, or the colour's.
    std::vector<Lit> lits;
    for (int cell = 0; cell < cells; ++cell)
      if (size_at_[at(cell)] == 0) lits.push_back(other[at(cell)]);
    if (count > open - count)
      for (Lit& lit : lits) lit = -lit;
    exactly_k(cnf, lits, static_cast<int>(std::min(count, open - count)), options.card);
  }
}

EncodingSize NumberedAreas::size(const EncodeOptions& options, std::span<const char>) const {
  if (!islands_) return {};
  const double cells = shape_.cells();
  const bool lazy = options.connectivity == Connectivity::Lazy;
  const bool lazy_connection = lazy && islands_->lazy_connection;
  const std::vector<AreaReach> reaches = area_reaches(shape_, numbers_);
  const Total total = total_of(numbers_);
  EncodingSize size{};
  const double open = cells - static_cast<double>(numbers_.size());
  const long long count = shape_.cells() - total.cells;
  if (!total.any_size && count_fits(static_cast<long long>(open), count, shape_.cells()))
    size += exactly_k_size(open, std::min<double>(count, open - count), options.card);
  double owned = 0;  // owner variables over all areas
  for (const AreaReach& area : reaches) {
    const double n = area.size;
    const double reach = static_cast<double>(area.cells.size());
    owned += reach;
    size += clauses_of_width(1, 1);
    size += clauses_of_width(reach, 2);      // owner -> the colour
    size += clauses_of_width(4 * reach, 3);  // side neighbours share the owner
    if (area.size == kAnySize) {
      if (!lazy_connection) size += spanning_tree_size(reach, 2 * reach);
      continue;
    }
    size += exactly_k_size(reach, n, options.card);
    size += clauses_of_width(reach, 5);  // a neighbour in the area
    const bool big = reach * std::max(0.0, n - 1) > static_cast<double>(islands_->layer_limit);
    if (big && !lazy && reach > 1) size += spanning_tree_size(reach, 2 * reach);
    if (!lazy_connection && !big) {
      const double layers = reach * std::max(0.0, n - 1);
      size += EncodingSize{layers, 0, 0};
      size += clauses_of_width(layers, 2);
      size += clauses_of_width(layers, 6);
      size += clauses_of_width(reach, 2);
    }
  }
  // Per cell: one owner or the other colour (or that alone), and at most one owner.
  std::vector<double> owners(at(shape_.cells()), 0);
  for (const AreaReach& area : reaches)
    for (int cell : area.cells) ++owners[at(cell)];
  size += EncodingSize{0, cells, cells + owned};
  for (double m : owners) size += amo_size(m, options.amo, amo_pairwise_up_to(options.amo));
  return size;
}

std::vector<Cut> NumberedAreas::cuts(const Grid& answer) const {
  if (!islands_) return {};
  const int cells = shape_.cells(), cols = shape_.cols;
  std::vector<Cut> out;
  auto other_at = [&](int cell) { return AnswerLiteral{cell / cols, cell % cols, 1 - colour_}; };
  auto mine_at = [&](int cell) { return AnswerLiteral{cell / cols, cell % cols, colour_}; };
  std::vector<char> mine(at(cells));
  for (int cell = 0; cell < cells; ++cell) mine[at(cell)] = answer.cells[at(cell)] == colour_;
  const std::vector<int>& size_at = size_at_;
  for (const AreaNumber& n : numbers_)
    if (!mine[at(n.cell)]) out.push_back({mine_at(n.cell)});
  std::vector<char> seen(at(cells), 0);
  for (int start = 0; start < cells; ++start) {
    if (!mine[at(start)] || seen[at(start)]) continue;
    const std::vector<int> area = NumberedAreas::area(answer, start, colour_);
    std::vector<int> numbered;
    for (int cell : area) {
      seen[at(cell)] = 1;
      if (size_at[at(cell)] != 0) numbered.push_back(cell);
    }
    std::sort(numbered.begin(), numbered.end());
    const int number = numbered.size() == 1 ? size_at[at(numbered[0])] : 0;
    const int size = static_cast<int>(area.size());
    if (numbered.empty() || (number != kAnySize && number > size)) {
      // This area, closed by the other colour, is no area of the rule: some cell of it changes
      // or some cell around it does.
      Cut cut;
      std::vector<int> sorted = area;
      std::sort(sorted.begin(), sorted.end());
      for (int cell : sorted)
        if (size_at[at(cell)] == 0) cut.push_back(other_at(cell));
      for (int cell : sorted)
        for (int u : near_[at(cell)])
          if (!mine[at(u)]) {
            const AnswerLiteral w = mine_at(u);
            if (std::find(cut.begin(), cut.end(), w) == cut.end()) cut.push_back(w);
          }
      out.push_back(std::move(cut));
      continue;
    }
    // Breadth-first from the (first) number through the area: the parents give paths.
    const int from = numbered[0];
    std::vector<int> parent(at(cells), -2), order{from};
    parent[at(from)] = -1;
    for (std::size_t i = 0; i < order.size(); ++i)
      for (int u : near_[at(order[i])])
        if (mine[at(u)] && parent[at(u)] == -2) {
          parent[at(u)] = order[i];
          order.push_back(u);
        }
    if (numbered.size() > 1) {
      // Two numbers joined by a path of the colour: some cell between them changes.
      for (std::size_t j = 1; j < numbered.size(); ++j) {
        Cut cut;
        for (int cell = parent[at(numbered[j])]; cell != from; cell = parent[at(cell)])
          cut.push_back(other_at(cell));
        out.push_back(std::move(cut));
      }
      continue;
    }
    if (number != kAnySize && size > number) {
      // The first number + 1 cells of the search are connected and hold the number: one of
      // them changes.
      Cut cut;
      for (int i = 1; i <= number; ++i) cut.push_back(other_at(order[at(i)]));
      out.push_back(std::move(cut));
    }
  }
  return out;
}

// ---- propagation ----

namespace {

constexpr int kUnbounded = std::numeric_limits<int>::max() / 2;

// Narrows a cell to exactly `value`; false when it cannot have it.
bool set(Candidates& cell, Candidates value, bool& changed) {
  if (cell == value) return true;
  if (!(cell & value)) return false;
  cell = value;
  changed = true;
  return true;
}

// The areas of the colour in a partial shading, with their numbers.
struct Areas {
  Pieces pieces;
  std::vector<int> number_cell;  // per area: its numbered cell, -1 for none, -2 for two
  std::vector<int> room;         // per area with a number: cells it may still add
};

Areas find_areas(const std::vector<Candidates>& cells, Candidates mine, const Near& near,
                 const std::vector<int>& size_at) {
  Areas areas{known_pieces(cells, mine, near), {}, {}};
  for (const std::vector<int>& members : areas.pieces.cells) {
    int numbered = -1, count = 0;
    for (int cell : members)
      if (size_at[at(cell)] != 0) {
        numbered = cell;
        ++count;
      }
    int room = 0;
    if (count > 1) {
      room = -1;  // two numbers: a contradiction
    } else if (numbered >= 0) {
      const int size = size_at[at(numbered)];
      room = size == kAnySize ? kUnbounded : size - static_cast<int>(members.size());
    }
    areas.number_cell.push_back(count > 1 ? -2 : numbered);
    areas.room.push_back(room);
  }
  return areas;
}

}  // namespace

bool NumberedAreas::propagate_islands(std::vector<Candidates>& cells, bool& changed) const {
  const Candidates mine = Candidates{1} << colour_, other = kEither & ~mine;
  const int n = shape_.cells();
  for (const AreaNumber& number : numbers_)
    if (!remove(cells[at(number.cell)], other, changed)) return false;
  const Areas areas = find_areas(cells, mine, near_, size_at_);
  const std::vector<int>& of = areas.pieces.of;
  const std::size_t count = areas.pieces.cells.size();
  auto numbered = [&](int area) { return areas.number_cell[at(area)] >= 0; };
  auto area_size = [&](int area) { return static_cast<int>(areas.pieces.cells[at(area)].size()); };
  // Sizes and two numbers.
  for (std::size_t a = 0; a < count; ++a)
    if (areas.number_cell[a] == -2 || (areas.number_cell[a] >= 0 && areas.room[a] < 0))
      return false;
  // Per open cell: the numbered areas it touches and the cells of the numberless areas it
  // touches; one touching two numbered areas, or one numbered area it would overfill, takes the
  // other colour.
  std::vector<int> touches(at(n), -1);  // its numbered area, -2 for two or more
  for (int cell = 0; cell < n; ++cell) {
    if (cells[at(cell)] != kEither) continue;
    int numbered_area = -1, extra = 1;
    bool two = false;
    std::vector<int> seen;
    for (int u : near_[at(cell)]) {
      const int a = of[at(u)];
      if (a < 0 || std::find(seen.begin(), seen.end(), a) != seen.end()) continue;
      seen.push_back(a);
      if (numbered(a)) {
        if (numbered_area >= 0) two = true;
        numbered_area = a;
      } else {
        extra += area_size(a);
      }
    }
    touches[at(cell)] = two ? -2 : numbered_area;
    if ((two || (numbered_area >= 0 && extra > areas.room[at(numbered_area)])) &&
        !set(cells[at(cell)], other, changed))
      return false;
  }
  if (changed) return true;
  // Areas that must grow: a complete one is closed; one that must grow with one way out takes
  // it.
  for (std::size_t a = 0; a < count; ++a) {
    std::vector<int> exits;
    for (int cell : areas.pieces.cells[a])
      for (int u : near_[at(cell)])
        if (cells[at(u)] == kEither && std::find(exits.begin(), exits.end(), u) == exits.end())
          exits.push_back(u);
    // A numberless area must reach a number; an area short of its number must grow; a `?` area
    // may stop anywhere.
    const int area = static_cast<int>(a);
    const bool must_grow = !numbered(area) || (areas.room[a] > 0 && areas.room[a] != kUnbounded);
    if (numbered(area) && areas.room[a] == 0) {
      for (int e : exits)
        if (!set(cells[at(e)], other, changed)) return false;
    } else if (must_grow && exits.empty()) {
      return false;
    } else if (must_grow && exits.size() == 1) {
      // A cell of the colour joins areas: the others' exits are stale now.
      return set(cells[at(exits[0])], mine, changed);
    }
  }
  if (changed) return true;
  // Reach: from each numbered area with room, cheapest spreads over open cells (1 each) and
  // numberless areas (their size), never into a cell beside another numbered area.
  std::vector<char> reached(at(n), 0);
  std::vector<char> area_reached(count, 0);
  std::vector<int> cost(at(n), kUnbounded);
  using Entry = std::pair<int, int>;  // (cost, cell)
  for (std::size_t a = 0; a < count; ++a) {
    if (!numbered(static_cast<int>(a))) continue;
    area_reached[a] = 1;
    const int room = areas.room[a];
    if (room <= 0) continue;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
    std::vector<int> touched;
    for (int cell : areas.pieces.cells[a]) {
      cost[at(cell)] = 0;
      touched.push_back(cell);
      queue.push({0, cell});
    }
    while (!queue.empty()) {
      const auto [c0, v] = queue.top();
      queue.pop();
      if (c0 > cost[at(v)]) continue;
      for (int u : near_[at(v)]) {
        if (cells[at(u)] == kEither) {
          if (touches[at(u)] == -2 ||
              (touches[at(u)] >= 0 && touches[at(u)] != static_cast<int>(a)))
            continue;
          const int total = c0 + 1;
          if (total > room || total >= cost[at(u)]) continue;
          if (cost[at(u)] == kUnbounded) touched.push_back(u);
          cost[at(u)] = total;
          reached[at(u)] = 1;
          queue.push({total, u});
        } else if (cells[at(u)] == mine) {
          const int b = of[at(u)];
          if (b == static_cast<int>(a) || numbered(b)) continue;
          // Entering a numberless area adds all of it; its cells then spread at that cost.
          const int total = c0 + area_size(b);
          if (cost[at(u)] <= total || total > room) continue;
          area_reached[at(b)] = 1;
          for (int cell : areas.pieces.cells[at(b)]) {
            if (cost[at(cell)] == kUnbounded) touched.push_back(cell);
            cost[at(cell)] = total;
            queue.push({total, cell});
          }
        }
      }
    }
    for (int cell : touched) cost[at(cell)] = kUnbounded;
  }
  for (std::size_t a = 0; a < count; ++a)
    if (!area_reached[a]) return false;  // an area no number can take in
  for (int cell = 0; cell < n; ++cell)
    if (cells[at(cell)] == kEither && !reached[at(cell)] && !set(cells[at(cell)], other, changed))
      return false;
  return true;
}

bool NumberedAreas::choose(const std::vector<Candidates>& cells,
                           std::vector<Alternative>& out) const {
  if (!islands_) return false;
  const Candidates mine = Candidates{1} << colour_;
  const int n = shape_.cells();
  const Areas areas = find_areas(cells, mine, near_, size_at_);
  int best = -1;
  long long best_score = std::numeric_limits<long long>::max();
  for (std::size_t a = 0; a < areas.pieces.cells.size(); ++a) {
    if (areas.number_cell[a] < 0 || areas.room[a] <= 0) continue;
    for (int cell : areas.pieces.cells[a])
      for (int u : near_[at(cell)]) {
        if (cells[at(u)] != kEither) continue;
        const long long score = static_cast<long long>(areas.room[a]) * n + u;
        if (score < best_score) {
          best_score = score;
          best = u;
        }
      }
  }
  if (best < 0) return false;
  out.push_back({best, mine});
  out.push_back({best, kEither & ~mine});
  return true;
}

}  // namespace gridsat::rules
