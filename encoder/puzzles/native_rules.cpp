// The rules of "distinct values" groups for the native backtracker, as a worklist propagator:
// every group is read once per call, then only the groups whose cells lost candidates are read
// again. The cheap rules (naked and hidden singles) run to a fixpoint before the dearer one
// (locked candidates) is tried on the groups that changed since it last looked at them. All of
// it follows from the rules alone: "the cells of a group hold distinct values" and, for a full
// group, "each value appears exactly once".
#include "puzzles/native_rules.hpp"
#include <cstdlib>
#include <cstdio>

namespace gridsat {

void NativeRules::choose(const std::vector<Candidates>& cells,
                         std::vector<Alternative>& out) const {
  choose_fewest_candidates(cells, out);
}

void choose_fewest_candidates(const std::vector<Candidates>& cells, std::vector<Alternative>& out) {
  out.clear();
  int best = -1;
  int best_count = 65;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    int count = popcount(cells[i]);
    if (count > 1 && count < best_count) {
      best = static_cast<int>(i);
      best_count = count;
      if (count == 2) break;
    }
  }
  if (best < 0) return;
  for (Candidates options = cells[static_cast<std::size_t>(best)]; options; options &= options - 1)
    out.push_back(Alternative{best, options & (~options + 1)});
}

namespace {

bool is_single(Candidates c) {
  return c != 0 && (c & (c - 1)) == 0;
}

Candidates all_values(int num_values) {
  return num_values >= 64 ? ~Candidates{0} : (Candidates{1} << num_values) - 1;
}

long long g_stats[4];
struct StatsPrinter { ~StatsPrinter() { if (std::getenv("STATS")) fprintf(stderr, "calls %lld group visits %lld overlap checks %lld removals %lld\n", g_stats[3], g_stats[0], g_stats[1], g_stats[2]); } } g_printer;
// Scratch space of one thread, reused by every call so that a search node allocates nothing.
struct Scratch {
  std::vector<int> stack;                 // groups waiting to be read again
  std::vector<unsigned char> queued;      // per group: on the stack
  std::vector<unsigned char> lock_stale;  // per group: changed since its locked-candidates pass
  std::vector<int> undecided;             // per group: cells with more than one candidate
};

Scratch& scratch() {
  thread_local Scratch s;
  return s;
}

// One call of DistinctGroups::propagate.
class Propagation {
 public:
  Propagation(const DistinctGroups& d, std::vector<Candidates>& cells, bool& changed)
      : d_(d),
        cells_(cells),
        changed_(changed),
        s_(scratch()),
        all_(all_values(d.num_values)),
        indexed_(d.groups_of_cell.size() == cells.size()) {}

  bool run() {
    ++g_stats[3];
    const std::size_t n = d_.groups.size();
    s_.queued.assign(n, 1);
    s_.lock_stale.assign(n, 1);
    s_.stack.clear();
    for (std::size_t g = n; g-- > 0;) s_.stack.push_back(static_cast<int>(g));
    for (;;) {
      while (!s_.stack.empty()) {
        int g = s_.stack.back();
        s_.stack.pop_back();
        s_.queued[static_cast<std::size_t>(g)] = 0;
        if (!singles(g)) return false;
      }
      for (std::size_t g = 0; g < n; ++g) {
        if (!s_.lock_stale[g]) continue;
        s_.lock_stale[g] = 0;
        if (!locked_candidates(static_cast<int>(g))) return false;
      }
      if (s_.stack.empty()) return true;
    }
  }

 private:
  Candidates& at(int cell) { return cells_[static_cast<std::size_t>(cell)]; }

  void revisit(int group) {
    const auto g = static_cast<std::size_t>(group);
    if (!s_.queued[g]) {
      s_.queued[g] = 1;
      s_.stack.push_back(group);
    }
    s_.lock_stale[g] = 1;
  }

  // Takes `mask` out of a cell; false when the cell has nothing left.
  bool remove(int cell, Candidates mask) {
    Candidates& c = at(cell);
    const Candidates left = c & ~mask;
    if (left == c) return true;
    c = left;
    ++g_stats[2];
    changed_ = true;
    if (left == 0) return false;
    if (indexed_) {
      for (int g : d_.groups_of_cell[static_cast<std::size_t>(cell)]) revisit(g);
    } else {
      for (std::size_t g = 0; g < d_.groups.size(); ++g) revisit(static_cast<int>(g));
    }
    return true;
  }

  bool singles(int g) {
    ++g_stats[0];
    const std::vector<int>& group = d_.groups[static_cast<std::size_t>(g)];
    // Naked singles: fixed values leave every other cell of the group.
    Candidates fixed = 0;
    for (int cell : group) {
      const Candidates c = at(cell);
      if (c == 0) return false;
      if (is_single(c)) {
        if (fixed & c) return false;
        fixed |= c;
      }
    }
    Candidates once = 0, twice = 0;
    for (int cell : group) {
      if (!is_single(at(cell)) && (at(cell) & fixed) && !remove(cell, fixed)) return false;
      const Candidates c = at(cell);
      twice |= once & c;
      once |= c;
    }
    if (static_cast<int>(group.size()) != d_.num_values) return true;
    // Hidden singles: in a full group every value needs a place; one place means it is there.
    if (once != all_) return false;
    const Candidates single = once & ~twice & ~fixed;
    if (single == 0) return true;
    for (int cell : group) {
      const Candidates mine = at(cell) & single;
      if (mine == 0) continue;
      if (!is_single(mine)) return false;  // two values can only go to this one cell
      if (!remove(cell, ~mine)) return false;
    }
    return true;
  }

  bool locked_candidates(int g) {
    static const bool off = std::getenv("NO_LC") != nullptr;  // EXPERIMENT
    if (off) return true;
    if (d_.overlaps_of_group.size() != d_.groups.size() + 1) return true;  // not indexed
    const auto first = static_cast<std::size_t>(d_.overlaps_of_group[static_cast<std::size_t>(g)]);
    const auto last =
        static_cast<std::size_t>(d_.overlaps_of_group[static_cast<std::size_t>(g) + 1]);
    for (std::size_t i = first; i < last; ++i) {
      ++g_stats[1];
      const DistinctGroups::Overlap& o = d_.overlaps[i];
      Candidates inside = 0, outside = 0;
      for (int cell : o.shared) inside |= at(cell);
      for (int cell : o.rest_of_from) outside |= at(cell);
      const Candidates locked = inside & ~outside;
      if (locked == 0) continue;
      for (int cell : o.rest_of_to)
        if ((at(cell) & locked) && !remove(cell, locked)) return false;
    }
    return true;
  }

  const DistinctGroups& d_;
  std::vector<Candidates>& cells_;
  bool& changed_;
  Scratch& s_;
  const Candidates all_;
  const bool indexed_;
};

}  // namespace

void DistinctGroups::index(int num_cells) {
  const std::size_t n = groups.size();
  groups_of_cell.assign(static_cast<std::size_t>(num_cells), {});
  for (std::size_t g = 0; g < n; ++g)
    for (int cell : groups[g])
      groups_of_cell[static_cast<std::size_t>(cell)].push_back(static_cast<int>(g));

  // Overlaps for locked candidates: a full group and each group it shares two or more cells
  // with (one shared cell is a hidden single, already covered), when the other group has cells
  // of its own to take values from.
  overlaps.clear();
  overlaps_of_group.assign(n + 1, 0);
  std::vector<int> shared_count(n, 0);
  std::vector<unsigned char> in_from(static_cast<std::size_t>(num_cells), 0);
  std::vector<unsigned char> in_to(static_cast<std::size_t>(num_cells), 0);
  for (std::size_t a = 0; a < n; ++a) {
    overlaps_of_group[a] = static_cast<int>(overlaps.size());
    const std::vector<int>& from = groups[a];
    if (static_cast<int>(from.size()) != num_values) continue;
    std::fill(shared_count.begin(), shared_count.end(), 0);
    for (int cell : from) {
      in_from[static_cast<std::size_t>(cell)] = 1;
      for (int b : groups_of_cell[static_cast<std::size_t>(cell)])
        ++shared_count[static_cast<std::size_t>(b)];
    }
    for (std::size_t b = 0; b < n; ++b) {
      const std::vector<int>& to = groups[b];
      if (b == a || shared_count[b] < 2 || shared_count[b] == static_cast<int>(to.size())) continue;
      Overlap o;
      o.from = static_cast<int>(a);
      o.to = static_cast<int>(b);
      for (int cell : to) {
        in_to[static_cast<std::size_t>(cell)] = 1;
        if (!in_from[static_cast<std::size_t>(cell)]) o.rest_of_to.push_back(cell);
      }
      for (int cell : from)
        (in_to[static_cast<std::size_t>(cell)] ? o.shared : o.rest_of_from).push_back(cell);
      for (int cell : to) in_to[static_cast<std::size_t>(cell)] = 0;
      overlaps.push_back(std::move(o));
    }
    for (int cell : from) in_from[static_cast<std::size_t>(cell)] = 0;
  }
  overlaps_of_group[n] = static_cast<int>(overlaps.size());
}

bool DistinctGroups::propagate(std::vector<Candidates>& cells, bool& changed) const {
  return Propagation(*this, cells, changed).run();
}

void DistinctGroups::choose(const std::vector<Candidates>& cells,
                            std::vector<Alternative>& out) const {
  out.clear();
  const std::size_t n = groups.size();
  std::vector<int>& undecided = scratch().undecided;
  undecided.assign(n, 0);
  for (std::size_t g = 0; g < n; ++g)
    for (int cell : groups[g]) undecided[g] += !is_single(cells[static_cast<std::size_t>(cell)]);

  // (a) The cell with the fewest candidates; among equals, the one in the busiest groups.
  int best_cell = -1, best_count = 65, best_weight = -1;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const int count = popcount(cells[i]);
    if (count < 2 || count > best_count) continue;
    int weight = 0;
    if (i < groups_of_cell.size())
      for (int g : groups_of_cell[i]) weight += undecided[static_cast<std::size_t>(g)];
    if (count < best_count || weight > best_weight) {
      best_cell = static_cast<int>(i);
      best_count = count;
      best_weight = weight;
    }
  }
  if (best_cell < 0) return;

  // (b) A value of a full group with fewer places than that. The places are counted for all
  // values at once with bit-sliced counters (three bits, saturating at 7).
  int best_group = -1, best_places = best_count;
  Candidates best_value = 0;
  const Candidates all = all_values(num_values);
  static const bool off = std::getenv("NO_GV") != nullptr;  // EXPERIMENT
  for (std::size_t g = 0; g < n && best_places > 2 && !off; ++g) {
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

}  // namespace gridsat
