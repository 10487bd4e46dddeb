// The rules of all_different.hpp, as a propagator that revisits only what changed. Three work
// lists for the group rules, cheapest rule first, and a fourth for Hall sets:
// - cells that became fixed: their value leaves every group mate (naked singles);
// - full groups that lost a candidate somewhere: a value with one place left goes there, a value
//   with none is a conflict (hidden singles);
// - full groups that changed since the locked-candidates rule last read them;
// - groups that changed since the Hall-set rule (Régin's matching) last read them.
// A call that knows nothing of the past (propagate without `narrowed`) starts by reading every
// group once; a search node that only narrowed one cell starts from that cell.
//
// Everything that depends on the groups alone (the groups flattened into one array, each cell's
// groups and peers, the locked-candidates plan) is a DistinctGroups::Shape, built once per shape
// and shared: every puzzle of a data set has the same groups, and rebuilding them took more time
// than solving an easy 9x9. A call allocates nothing: its work lists and scratch space belong to
// the thread and are reused.
#include "propagators/all_different.hpp"

#include <algorithm>
#include <iterator>

#include "puzzles/native_rules.hpp"

namespace gridsat {

// The index of one shape of groups (see DistinctGroups::index).
struct DistinctGroups::Shape {
  int num_cells = 0;
  int num_values = 0;
  // Cells of group g: group_cells[group_first[g] .. group_first[g + 1]).
  std::vector<int> group_first;
  std::vector<int> group_cells;
  std::vector<unsigned char> full;  // per group: as many cells as values
  // Groups of cell i, in increasing order: cell_groups[cell_group_first[i] ..
  // cell_group_first[i + 1]).
  std::vector<int> cell_group_first;
  std::vector<int> cell_groups;
  // The cells sharing a group with cell i (each once, i itself not):
  // peers[peer_first[i] .. peer_first[i + 1]).
  std::vector<int> peer_first;
  std::vector<int> peers;

  // Where the locked-candidates rule looks. For each full group A, its overlaps with the groups
  // B that share two or more cells with it, sorted into families whose shared parts are
  // disjoint (on a sudoku box: its rows, then its columns). Within a family a value is locked
  // to one overlap when no other part of A (other overlaps of the family, or A's cells outside
  // all of them: `loose`) holds it, so one pass over A serves the family.
  struct LockPlan {
    struct Segment {                  // one overlap: ranges of `cells`
      int shared_first, shared_last;  // A ∩ B
      int rest_first, rest_last;      // B \ A: where a locked value is removed
    };
    struct Family {
      int segment_first, segment_last;  // ranges of `segments`
      int loose_first, loose_last;      // range of `cells`
    };
    std::vector<int> family_first;  // per group, plus one: families of group g are
                                    // [family_first[g], family_first[g + 1])
    std::vector<Family> families;
    std::vector<Segment> segments;
    std::vector<int> cells;
  };
  LockPlan locks;

  std::size_t num_groups() const { return full.size(); }
  std::span<const int> group(int g) const { return range(group_cells, group_first, g); }
  std::span<const int> groups_of(int cell) const {
    return range(cell_groups, cell_group_first, cell);
  }
  std::span<const int> peers_of(int cell) const { return range(peers, peer_first, cell); }

  // Whether this is the index of `groups` with these sizes (the cache's key).
  bool describes(const std::vector<std::vector<int>>& groups, int values, int cells) const {
    if (cells != num_cells || values != num_values || groups.size() != num_groups()) return false;
    for (std::size_t g = 0; g < groups.size(); ++g) {
      const std::span<const int> mine = group(static_cast<int>(g));
      if (!std::equal(mine.begin(), mine.end(), groups[g].begin(), groups[g].end())) return false;
    }
    return true;
  }

 private:
  static std::span<const int> range(const std::vector<int>& items, const std::vector<int>& first,
                                    int i) {
    const auto at = static_cast<std::size_t>(i);
    return std::span<const int>(items).subspan(static_cast<std::size_t>(first[at]),
                                               static_cast<std::size_t>(first[at + 1] - first[at]));
  }
};

namespace {

bool is_single(Candidates c) {
  return c != 0 && (c & (c - 1)) == 0;
}

Candidates all_values(int num_values) {
  return num_values >= 64 ? ~Candidates{0} : (Candidates{1} << num_values) - 1;
}

// A stack of indices with an "already on it" flag per index.
struct WorkList {
  std::vector<int> items;
  std::vector<unsigned char> on;

  // Empties the list for indices 0 .. size - 1; costs what the list holds, not `size`, when
  // the size is the one of the last call (every flag but those of the items is clear).
  void reset(std::size_t size) {
    if (on.size() == size) {
      for (int i : items) on[static_cast<std::size_t>(i)] = 0;
    } else {
      on.assign(size, 0);
    }
    items.clear();
  }
  void push(int i) {
    auto& flag = on[static_cast<std::size_t>(i)];
    if (!flag) {
      flag = 1;
      items.push_back(i);
    }
  }
  bool empty() const { return items.empty(); }
  int pop() {
    int i = items.back();
    items.pop_back();
    on[static_cast<std::size_t>(i)] = 0;
    return i;
  }
};

// A bipartite matching of a group's open cells to distinct values, and the graph over values
// it induces (see Propagation::hall_sets). Sized for 64 cells and 64 values: bitsets of values.
struct Matching {
  int size = 0;  // open cells
  int cell[64] = {};
  Candidates options[64] = {};
  int value_of[64] = {};          // per open cell: its value index in the matching
  int cell_of[64] = {};           // per value index: the open cell holding it, -1 for none
  Candidates used = 0;            // values the matching uses
  Candidates into[64] = {};       // per used value u: values w with an edge w -> u
  Candidates out_of[64] = {};     // per value w: values u with an edge w -> u
  Candidates component[64] = {};  // per used value: its strongly connected component
  Candidates reached_from_unused = 0;

  // Greedy first, then an augmenting path for each cell left over; false when the cells
  // cannot all get distinct values.
  bool match() {
    used = 0;
    Candidates any = 0;
    for (int i = 0; i < size; ++i) any |= options[i];
    for (Candidates rest = any; rest; rest &= rest - 1) cell_of[lowest_index(rest)] = -1;
    for (int i = 0; i < size; ++i) {
      const Candidates open = options[i] & ~used;
      value_of[i] = open ? lowest_index(open) : -1;
      if (open) {
        cell_of[value_of[i]] = i;
        used |= Candidates{1} << value_of[i];
      }
    }
    for (int i = 0; i < size; ++i) {
      if (value_of[i] >= 0) continue;
      Candidates visited = 0;
      if (!augment(i, visited)) return false;
    }
    return true;
  }

  // Kuhn's augmenting path from cell i; `visited`: values already tried on this search.
  bool augment(int i, Candidates& visited) {
    for (Candidates rest = options[i] & ~visited; rest; rest = options[i] & ~visited) {
      const int v = lowest_index(rest);
      visited |= Candidates{1} << v;
      if (cell_of[v] < 0 || augment(cell_of[v], visited)) {
        value_of[i] = v;
        cell_of[v] = i;
        used |= Candidates{1} << v;
        return true;
      }
    }
    return false;
  }

  // Values reachable from `start` along edges restricted to `within`, in direction `edges`.
  static Candidates closure(Candidates start, const Candidates* edges, Candidates within) {
    Candidates reached = start, frontier = start;
    while (frontier) {
      Candidates next = 0;
      for (Candidates rest = frontier; rest; rest &= rest - 1) next |= edges[lowest_index(rest)];
      frontier = next & within & ~reached;
      reached |= frontier;
    }
    return reached;
  }

  void find_components() {
    Candidates any = 0;
    for (int i = 0; i < size; ++i) any |= options[i];
    for (Candidates rest = any; rest; rest &= rest - 1) out_of[lowest_index(rest)] = 0;
    for (int i = 0; i < size; ++i) {
      const int u = value_of[i];
      into[u] = options[i] & ~(Candidates{1} << u);
      for (Candidates rest = into[u]; rest; rest &= rest - 1)
        out_of[lowest_index(rest)] |= Candidates{1} << u;
    }
    const Candidates unused = any & ~used;
    reached_from_unused = unused ? closure(unused, out_of, any) : 0;
    // Components among the used values: forward reach meets backward reach.
    for (Candidates left = used; left;) {
      const Candidates v = left & (~left + 1);
      const Candidates scc = closure(v, out_of, left) & closure(v, into, left);
      for (Candidates rest = scc; rest; rest &= rest - 1) component[lowest_index(rest)] = scc;
      left &= ~scc;
    }
  }
};

// Scratch space of one thread, reused by every call so that a search node allocates nothing.
struct Scratch {
  WorkList fixed;   // cells whose value must still leave their group mates
  WorkList hidden;  // full groups to read for hidden singles
  WorkList locked;  // full groups to read for locked candidates
  WorkList hall;    // groups to read for Hall sets
  std::vector<Candidates> segment_values;
  Matching matching;
  std::vector<int> undecided;  // choose(): per group, cells with more than one candidate
};

Scratch& scratch() {
  thread_local Scratch s;
  return s;
}

using Shape = DistinctGroups::Shape;

// The index of `d` when it was made for these groups over `num_cells` cells, else null (index()
// not called, or the groups changed since).
const Shape* shape_for(const DistinctGroups& d, std::size_t num_cells) {
  const Shape* shape = d.shape.get();
  if (shape && static_cast<std::size_t>(shape->num_cells) == num_cells &&
      shape->num_groups() == d.groups.size() && shape->num_values == d.num_values)
    return shape;
  return nullptr;
}

// One call of DistinctGroups::propagate.
class Propagation {
 public:
  Propagation(const DistinctGroups& d, std::vector<Candidates>& cells, bool& changed)
      : d_(d),
        shape_(shape_for(d, cells.size())),
        cells_(cells.data()),
        changed_(changed),
        s_(scratch()),
        all_(all_values(d.num_values)) {
    s_.fixed.reset(cells.size());
    s_.hidden.reset(d.groups.size());
    s_.locked.reset(d.groups.size());
    s_.hall.reset(d.groups.size());
  }

  // Reads every group: naked singles at once, the rest through the work lists.
  bool from_scratch() {
    if (!shape_) return in_rounds();
    for (std::size_t g = 0; g < shape_->num_groups(); ++g) {
      if (!naked_singles(shape_->group(static_cast<int>(g)))) return failed(static_cast<int>(g));
      group_changed(static_cast<int>(g));
    }
    return to_fixpoint();
  }

  // Starts from the cells the caller narrowed; everything else was a fixpoint.
  bool from(std::span<const int> narrowed) {
    if (!shape_) return from_scratch();
    for (int cell : narrowed) {
      if (at(cell) == 0) return false;
      cell_changed(cell);
    }
    return to_fixpoint();
  }

 private:
  Candidates& at(int cell) { return cells_[cell]; }
  bool is_full(std::span<const int> group) const {
    return static_cast<int>(group.size()) == d_.num_values;
  }
  std::span<const int> group(int g) const {
    if (shape_) return shape_->group(g);
    return d_.groups[static_cast<std::size_t>(g)];
  }

  // Without index(): singles over every group, again and again until a round changes nothing.
  bool in_rounds() {
    do {
      round_changed_ = false;
      for (std::size_t g = 0; g < d_.groups.size(); ++g) {
        if (!naked_singles(d_.groups[g])) return false;
        if (is_full(d_.groups[g]) && !hidden_singles(static_cast<int>(g))) return false;
      }
    } while (round_changed_);
    return true;
  }

  bool to_fixpoint() {
    for (;;) {
      if (!s_.fixed.empty()) {
        if (!spread_fixed(s_.fixed.pop())) return false;
      } else if (!s_.hidden.empty()) {
        const int g = s_.hidden.pop();
        if (!hidden_singles(g)) return failed(g);
      } else if (!s_.locked.empty()) {
        const int g = s_.locked.pop();
        if (!locked_candidates(g)) return failed(g);
      } else if (!s_.hall.empty()) {
        const int g = s_.hall.pop();
        if (!hall_sets(g)) return failed(g);
      } else {
        return true;
      }
    }
  }

  // Counts a contradiction found by group g's rules (for choose) and returns false.
  bool failed(int g) {
    if (static_cast<std::size_t>(g) < d_.failures.size())
      ++d_.failures[static_cast<std::size_t>(g)];
    return false;
  }

  void group_changed(int g) {
    s_.hall.push(g);
    if (!shape_->full[static_cast<std::size_t>(g)]) return;
    s_.hidden.push(g);
    s_.locked.push(g);
  }

  void cell_changed(int cell) {
    if (is_single(at(cell))) s_.fixed.push(cell);
    for (int g : shape_->groups_of(cell)) group_changed(g);
  }

  // Takes `mask` out of a cell; false when the cell has nothing left.
  bool remove(int cell, Candidates mask) {
    Candidates& c = at(cell);
    const Candidates left = c & ~mask;
    if (left == c) return true;
    c = left;
    changed_ = true;
    if (left == 0) return false;
    if (shape_)
      cell_changed(cell);
    else
      round_changed_ = true;
    return true;
  }

  // Fixed values leave every other cell of the group (used when reading every group).
  bool naked_singles(std::span<const int> group) {
    Candidates fixed = 0;
    for (int cell : group) {
      const Candidates c = at(cell);
      if (c == 0) return false;
      if (is_single(c)) {
        if (fixed & c) return false;
        fixed |= c;
      }
    }
    if (fixed == 0) return true;
    for (int cell : group)
      if (!is_single(at(cell)) && !remove(cell, fixed)) return false;
    return true;
  }

  // The value of a newly fixed cell leaves the other cells of its groups.
  bool spread_fixed(int cell) {
    const Candidates value = at(cell);
    for (int peer : shape_->peers_of(cell)) {
      if ((at(peer) & value) && !remove(peer, value)) {
        for (int g : shape_->groups_of(cell)) {
          const std::span<const int> mates = shape_->group(g);
          if (std::find(mates.begin(), mates.end(), peer) != mates.end()) failed(g);
        }
        return false;
      }
    }
    return true;
  }

  // In a full group every value needs a place; one place means it is there.
  bool hidden_singles(int g) {
    const std::span<const int> cells = group(g);
    Candidates once = 0, twice = 0, fixed = 0;
    for (int cell : cells) {
      const Candidates c = at(cell);
      twice |= once & c;
      once |= c;
      if (is_single(c)) fixed |= c;
    }
    if (once != all_) return false;
    const Candidates single = once & ~twice & ~fixed;
    if (single == 0) return true;
    for (int cell : cells) {
      const Candidates mine = at(cell) & single;
      if (mine == 0) continue;
      if (!is_single(mine)) return false;  // two values can only go to this one cell
      if (!remove(cell, ~mine)) return false;
    }
    return true;
  }

  bool locked_candidates(int g) {
    const Shape::LockPlan& plan = shape_->locks;
    const auto gi = static_cast<std::size_t>(g);
    for (int f = plan.family_first[gi]; f < plan.family_first[gi + 1]; ++f) {
      const auto& family = plan.families[static_cast<std::size_t>(f)];
      const auto segments = static_cast<std::size_t>(family.segment_last - family.segment_first);
      if (s_.segment_values.size() < segments) s_.segment_values.resize(segments);
      // Values in two or more parts of the group are locked nowhere; fixed values have already
      // left the other group through naked singles.
      Candidates once = 0, twice = 0, fixed = 0;
      auto read = [&](int k) {
        const Candidates c = at(plan.cells[static_cast<std::size_t>(k)]);
        if (is_single(c)) fixed |= c;
        return c;
      };
      for (std::size_t i = 0; i < segments; ++i) {
        const auto& seg = plan.segments[static_cast<std::size_t>(family.segment_first) + i];
        Candidates v = 0;
        for (int k = seg.shared_first; k < seg.shared_last; ++k) v |= read(k);
        s_.segment_values[i] = v;
        twice |= once & v;
        once |= v;
      }
      Candidates loose = 0;
      for (int k = family.loose_first; k < family.loose_last; ++k) loose |= read(k);
      twice |= once & loose;
      for (std::size_t i = 0; i < segments; ++i) {
        const Candidates locked = s_.segment_values[i] & ~twice & ~fixed;
        if (locked == 0) continue;
        const auto& seg = plan.segments[static_cast<std::size_t>(family.segment_first) + i];
        for (int k = seg.rest_first; k < seg.rest_last; ++k) {
          const int cell = plan.cells[static_cast<std::size_t>(k)];
          if ((at(cell) & locked) && !remove(cell, locked)) return false;
        }
      }
    }
    return true;
  }

  // Hall sets: k cells of a group whose candidates hold only k values between them keep those
  // values to themselves (naked pairs, triples, ...), and k values that fit only in k cells keep
  // those cells to themselves (hidden pairs, ...). All of them at once, on the group's open
  // cells, by the matching argument of Régin's all-different filter (AAAI 1994): a value stays
  // in a cell exactly when some assignment of distinct values to all the open cells gives it
  // that value. One such assignment (a matching) is found first; another one uses the pair
  // (cell x, value w) iff w can be reached along "value -> cell that could take it -> the value
  // that cell has now" steps from a value left unused, or x's current value and w lie on one
  // cycle of such steps (one strongly connected component).
  bool hall_sets(int g) {
    const std::span<const int> group = shape_->group(g);
    if (group.size() > 64) return true;
    Matching& m = s_.matching;
    Candidates fixed = 0;
    for (int cell : group)
      if (is_single(at(cell))) fixed |= at(cell);
    m.size = 0;
    for (int cell : group) {
      if (is_single(at(cell))) continue;
      m.cell[m.size] = cell;
      m.options[m.size] = at(cell) & ~fixed;
      if (m.options[m.size] == 0) return false;
      ++m.size;
    }
    // Fewer open cells leave only Hall sets of one cell or one value, the singles' work: in a
    // full group with three open cells a pair of them fixes the third, a single left over.
    if (m.size < (is_full(group) ? 4 : 3)) return true;
    if (!m.match()) return false;
    m.find_components();
    for (int i = 0; i < m.size; ++i) {
      const int v = m.value_of[i];
      const Candidates keep =
          (Candidates{1} << v) | (m.options[i] & (m.component[v] | m.reached_from_unused));
      if ((at(m.cell[i]) & ~keep) && !remove(m.cell[i], ~keep)) return false;
    }
    return true;
  }

  const DistinctGroups& d_;
  const Shape* shape_;       // null: not indexed, singles in rounds only
  Candidates* const cells_;  // the caller's cells (a call never resizes them)
  bool& changed_;
  Scratch& s_;
  const Candidates all_;
  bool round_changed_ = false;
};

// One overlap of a full group with another group, while a shape's lock plan is built.
struct Overlap {
  std::vector<int> shared;
  std::vector<int> rest_of_other;
};

void add_family(Shape::LockPlan& plan, std::span<const int> group,
                const std::vector<const Overlap*>& members) {
  Shape::LockPlan::Family family{};
  family.segment_first = static_cast<int>(plan.segments.size());
  std::vector<int> covered;
  for (const Overlap* o : members) {
    Shape::LockPlan::Segment seg{};
    seg.shared_first = static_cast<int>(plan.cells.size());
    plan.cells.insert(plan.cells.end(), o->shared.begin(), o->shared.end());
    seg.shared_last = seg.rest_first = static_cast<int>(plan.cells.size());
    plan.cells.insert(plan.cells.end(), o->rest_of_other.begin(), o->rest_of_other.end());
    seg.rest_last = static_cast<int>(plan.cells.size());
    plan.segments.push_back(seg);
    covered.insert(covered.end(), o->shared.begin(), o->shared.end());
  }
  family.segment_last = static_cast<int>(plan.segments.size());
  family.loose_first = static_cast<int>(plan.cells.size());
  for (int cell : group)
    if (std::find(covered.begin(), covered.end(), cell) == covered.end())
      plan.cells.push_back(cell);
  family.loose_last = static_cast<int>(plan.cells.size());
  plan.families.push_back(family);
}

bool disjoint(const std::vector<int>& a, const std::vector<int>& b) {
  for (int x : a)
    if (std::find(b.begin(), b.end(), x) != b.end()) return false;
  return true;
}

// Locked candidates: a full group and each group it shares two or more cells with (one shared
// cell is a hidden single, already covered), when the other group has cells of its own to take
// values from.
void plan_locks(Shape& shape) {
  const std::size_t n = shape.num_groups();
  Shape::LockPlan& locks = shape.locks;
  locks.family_first.assign(n + 1, 0);
  std::vector<int> shared_count(n, 0);
  std::vector<unsigned char> in_group(static_cast<std::size_t>(shape.num_cells), 0);
  for (std::size_t a = 0; a < n; ++a) {
    locks.family_first[a] = static_cast<int>(locks.families.size());
    if (!shape.full[a]) continue;
    const std::span<const int> from = shape.group(static_cast<int>(a));
    std::fill(shared_count.begin(), shared_count.end(), 0);
    for (int cell : from) {
      in_group[static_cast<std::size_t>(cell)] = 1;
      for (int b : shape.groups_of(cell)) ++shared_count[static_cast<std::size_t>(b)];
    }
    std::vector<Overlap> overlaps;
    for (std::size_t b = 0; b < n; ++b) {
      const std::span<const int> other = shape.group(static_cast<int>(b));
      if (b == a || shared_count[b] < 2 || shared_count[b] == static_cast<int>(other.size()))
        continue;
      Overlap o;
      for (int cell : other)
        (in_group[static_cast<std::size_t>(cell)] ? o.shared : o.rest_of_other).push_back(cell);
      overlaps.push_back(std::move(o));
    }
    for (int cell : from) in_group[static_cast<std::size_t>(cell)] = 0;
    // Families: each overlap joins the first family whose shared parts it does not meet.
    std::vector<std::vector<const Overlap*>> families;
    for (const Overlap& o : overlaps) {
      auto fits = [&](const std::vector<const Overlap*>& family) {
        return std::all_of(family.begin(), family.end(),
                           [&](const Overlap* m) { return disjoint(m->shared, o.shared); });
      };
      auto home = std::find_if(families.begin(), families.end(), fits);
      if (home == families.end())
        families.push_back({&o});
      else
        home->push_back(&o);
    }
    for (const auto& family : families) add_family(locks, from, family);
  }
  locks.family_first[n] = static_cast<int>(locks.families.size());
}

std::shared_ptr<const Shape> build_shape(const std::vector<std::vector<int>>& groups,
                                         int num_values, int num_cells) {
  auto shape = std::make_shared<Shape>();
  shape->num_cells = num_cells;
  shape->num_values = num_values;
  const std::size_t n = groups.size();
  const auto cells = static_cast<std::size_t>(num_cells);

  shape->group_first.assign(1, 0);
  for (const auto& group : groups) {
    shape->group_cells.insert(shape->group_cells.end(), group.begin(), group.end());
    shape->group_first.push_back(static_cast<int>(shape->group_cells.size()));
    shape->full.push_back(static_cast<int>(group.size()) == num_values);
  }

  // Each cell's groups: count, then place (increasing group order).
  shape->cell_group_first.assign(cells + 1, 0);
  for (int cell : shape->group_cells) ++shape->cell_group_first[static_cast<std::size_t>(cell) + 1];
  for (std::size_t i = 0; i < cells; ++i)
    shape->cell_group_first[i + 1] += shape->cell_group_first[i];
  shape->cell_groups.resize(shape->group_cells.size());
  std::vector<int> next(shape->cell_group_first.begin(), shape->cell_group_first.end() - 1);
  for (std::size_t g = 0; g < n; ++g)
    for (int cell : groups[g])
      shape->cell_groups[static_cast<std::size_t>(next[static_cast<std::size_t>(cell)]++)] =
          static_cast<int>(g);

  shape->peer_first.assign(1, 0);
  std::vector<int> seen(cells, -1);
  for (int cell = 0; cell < num_cells; ++cell) {
    seen[static_cast<std::size_t>(cell)] = cell;
    for (int g : shape->groups_of(cell))
      for (int mate : shape->group(g))
        if (seen[static_cast<std::size_t>(mate)] != cell) {
          seen[static_cast<std::size_t>(mate)] = cell;
          shape->peers.push_back(mate);
        }
    shape->peer_first.push_back(static_cast<int>(shape->peers.size()));
  }

  plan_locks(*shape);
  return shape;
}

// The shapes this thread indexed last, the most recent first: a data set's puzzles share one
// shape, so one lookup compares the groups once and finds it at the front. Per thread, so that
// parallel searches need no lock; a few entries, so that alternating shapes (a mixed batch, or
// a puzzle type with two kinds of groups) still hit.
constexpr std::size_t kRecentShapes = 4;

std::shared_ptr<const Shape> shared_shape(const std::vector<std::vector<int>>& groups,
                                          int num_values, int num_cells) {
  thread_local std::vector<std::shared_ptr<const Shape>> recent;
  for (auto it = recent.begin(); it != recent.end(); ++it) {
    if (!(*it)->describes(groups, num_values, num_cells)) continue;
    std::rotate(recent.begin(), it, std::next(it));
    return recent.front();
  }
  if (recent.size() == kRecentShapes) recent.pop_back();
  recent.insert(recent.begin(), build_shape(groups, num_values, num_cells));
  return recent.front();
}

}  // namespace

void DistinctGroups::index(int num_cells) {
  shape = shared_shape(groups, num_values, num_cells);
  failures.assign(groups.size(), 0);
}

bool DistinctGroups::propagate(std::vector<Candidates>& cells, bool& changed) const {
  return Propagation(*this, cells, changed).from_scratch();
}

bool DistinctGroups::propagate(std::vector<Candidates>& cells, bool& changed,
                               std::span<const int> narrowed) const {
  return Propagation(*this, cells, changed).from(narrowed);
}

void DistinctGroups::choose(const std::vector<Candidates>& cells,
                            std::vector<Alternative>& out) const {
  out.clear();
  const std::size_t n = groups.size();
  std::vector<int>& undecided = scratch().undecided;
  undecided.assign(n, 0);
  for (std::size_t g = 0; g < n; ++g)
    for (int cell : groups[g]) undecided[g] += !is_single(cells[static_cast<std::size_t>(cell)]);

  // (a) The cell with the fewest candidates per failure of its groups; among equals, the one in
  // the busiest groups.
  int best_cell = -1, best_count = 65, best_busy = -1;
  std::uint64_t best_failures = 1;
  const bool weighted = failures.size() == n;
  const bool indexed = shape && shape->num_groups() == n;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const int count = popcount(cells[i]);
    if (count < 2) continue;
    std::uint64_t fails = 1;
    int busy = 0;
    if (indexed && i < static_cast<std::size_t>(shape->num_cells)) {
      for (int g : shape->groups_of(static_cast<int>(i))) {
        busy += undecided[static_cast<std::size_t>(g)];
        if (weighted) fails += failures[static_cast<std::size_t>(g)];
      }
    }
    // count / fails < best_count / best_failures, without division.
    const std::uint64_t mine = static_cast<std::uint64_t>(count) * best_failures;
    const std::uint64_t theirs = static_cast<std::uint64_t>(best_count) * fails;
    if (mine < theirs || (mine == theirs && busy > best_busy)) {
      best_cell = static_cast<int>(i);
      best_count = count;
      best_failures = fails;
      best_busy = busy;
    }
  }
  if (best_cell < 0) return;

  // (b) A value of a full group with fewer places than that. The places are counted for all
  // values at once with bit-sliced counters (three bits, saturating at 7).
  int best_group = -1, best_places = best_count;
  Candidates best_value = 0;
  const Candidates all = all_values(num_values);
  for (std::size_t g = 0; g < n && best_places > 2; ++g) {
    if (static_cast<int>(groups[g].size()) != num_values || undecided[g] == 0) continue;
    Candidates b0 = 0, b1 = 0, b2 = 0, over = 0;
    for (int cell : groups[g]) {
      const Candidates x = cells[static_cast<std::size_t>(cell)];
      const Candidates carry0 = b0 & x;
      b0 ^= x;
      const Candidates carry1 = b1 & carry0;
      b1 ^= carry0;
      over |= b2 & carry1;
      b2 ^= carry1;
    }
    for (int k = 2; k < best_places && k <= 7; ++k) {
      const Candidates exact =
          ((k & 1) ? b0 : ~b0) & ((k & 2) ? b1 : ~b1) & ((k & 4) ? b2 : ~b2) & ~over & all;
      if (exact) {
        best_group = static_cast<int>(g);
        best_places = k;
        best_value = exact & (~exact + 1);
        break;
      }
    }
  }
  if (best_group >= 0) {
    for (int cell : groups[static_cast<std::size_t>(best_group)])
      if (cells[static_cast<std::size_t>(cell)] & best_value) out.push_back({cell, best_value});
    return;
  }
  for (Candidates options = cells[static_cast<std::size_t>(best_cell)]; options;
       options &= options - 1)
    out.push_back(Alternative{best_cell, options & (~options + 1)});
}

// ---- PermutationFilter ----

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

bool PermutationFilter::run(std::span<const int> group, std::vector<Candidates>& cells,
                            bool& changed) {
  const int n = static_cast<int>(group.size());
  for (int i = 0; i < n; ++i) domain_[at(i)] = cells[at(group[at(i)])];
  owner_.fill(-1);
  for (int i = 0; i < n; ++i) {
    Candidates visited = 0;
    if (!augment(i, visited)) return false;
  }
  for (int i = 0; i < n; ++i) {
    reach_[at(i)] = 0;
    for (Candidates d = domain_[at(i)]; d; d &= d - 1)
      reach_[at(i)] |= Candidates{1} << owner_[at(lowest_index(d))];
  }
  for (int k = 0; k < n; ++k)
    for (int i = 0; i < n; ++i)
      if (reach_[at(i)] >> k & 1) reach_[at(i)] |= reach_[at(k)];
  for (int x = 0; x < n; ++x) {
    Candidates keep = 0;
    for (Candidates d = domain_[at(x)]; d; d &= d - 1) {
      int v = lowest_index(d), y = owner_[at(v)];
      if (y == x || (reach_[at(y)] >> x & 1)) keep |= Candidates{1} << v;
    }
    if (keep != domain_[at(x)]) {
      cells[at(group[at(x)])] = keep;
      changed = true;
    }
  }
  return true;
}

// Kuhn's augmenting path from cell i.
bool PermutationFilter::augment(int i, Candidates& visited) {
  for (Candidates d = domain_[at(i)] & ~visited; d; d &= d - 1) {
    int v = lowest_index(d);
    if (visited >> v & 1) continue;
    visited |= Candidates{1} << v;
    if (owner_[at(v)] < 0 || augment(owner_[at(v)], visited)) {
      owner_[at(v)] = i;
      return true;
    }
  }
  return false;
}

}  // namespace gridsat
