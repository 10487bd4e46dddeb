// Skyscrapers: the rules read plainly (check), as clauses (a one-hot Latin square plus one
// visibility constraint per clue, encodings/visibility.hpp), and for the native backtracker.
//
// The backtracker's propagation, repeated until nothing changes: naked and hidden singles on rows
// and columns (DistinctGroups); Régin's all-different filter on them (PermutationFilter); and per
// row or column with a clue at one end or both, an exact pass over its candidates that keeps a
// height in a cell only when some arrangement of distinct heights meets the line's clues
// (WholeLineSearch). When that pass would need too many states (or N > 20), a cheaper pass per
// clue takes its place (LinePass): it walks the line as the encoding's automaton does, over
// states (count or sum so far, tallest so far), ignoring that the heights differ. The Pyramids
// solver's clue deductions (a clue 1 puts N next to it, a clue N fixes the line to 1..N, a clue c
// bars heights above N - c + 1 + p from position p) are applied once to the starting candidates.
#include "genres/skyscrapers/skyscrapers.hpp"

#include <algorithm>
#include <numeric>
#include <optional>
#include <stdexcept>

#include "encodings/latin.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

Skyscrapers::Skyscrapers(int size) : n(size), grid(size, size) {
  for (auto& side : clues) side.assign(at(size), 0);
}

std::string Skyscrapers::header_options() const {
  return std::to_string(n) + (sum ? " sum" : "");
}

std::string line_name(Side side, int index) {
  bool column = side == Side::Top || side == Side::Bottom;
  return (column ? "column " : "row ") + std::to_string(index + 1);
}

int seen_along(const std::vector<int>& heights, Seen what) {
  int total = 0, tallest = 0;
  for (int h : heights) {
    if (h <= tallest) continue;
    tallest = h;
    total += what == Seen::Count ? 1 : h;
  }
  return total;
}

std::optional<Violation> Skyscrapers::check(const Grid& s) const {
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (s.at(r, c) < 1 || s.at(r, c) > n)
        return Violation{
            "height " + std::to_string(s.at(r, c)) + " is outside 1.." + std::to_string(n), r, c};
  const auto groups = rows_and_columns(n);
  for (std::size_t g = 0; g < groups.size(); ++g) {
    std::vector<bool> seen(at(n) + 1, false);
    for (int cell : groups[g]) {
      int h = s.cells[at(cell)];
      if (seen[at(h)])
        return Violation{"height " + std::to_string(h) + " appears twice in " +
                             (g < at(n) ? "row " : "column ") + std::to_string(g % at(n) + 1),
                         cell / n, cell % n};
      seen[at(h)] = true;
    }
  }
  const Seen what = sum ? Seen::Sum : Seen::Count;
  for (Side sd : kAllSides) {
    for (int i = 0; i < n; ++i) {
      int clue = side(sd)[at(i)];
      if (clue == 0) continue;
      std::vector<int> line = line_from_side(n, sd, i);
      std::vector<int> heights;
      for (int cell : line) heights.push_back(s.cells[at(cell)]);
      int got = seen_along(heights, what);
      if (got != clue)
        return Violation{std::string(side_name(sd)) + " clue " + std::to_string(clue) + " of " +
                             line_name(sd, i) + ": " +
                             (sum ? "the visible heights add up to " + std::to_string(got)
                                  : std::to_string(got) + " buildings are visible"),
                         line.front() / n, line.front() % n};
    }
  }
  return std::nullopt;
}

void Skyscrapers::encode(Cnf& cnf, const EncodeOptions& options) const {
  const Visibility visibility = options.visibility;
  OneHotGrid x(cnf, n * n, n);
  for (int cell = 0; cell < n * n; ++cell)
    for (int v = 0; v < n; ++v) cnf.answer().add(cell / n, cell % n, v + 1, x.lit(cell, v));
  one_value_per_cell(cnf, x, options.amo);
  for (const auto& group : rows_and_columns(n)) each_value_once(cnf, x, group, options.amo);
  for (int cell = 0; cell < n * n; ++cell) {
    int v = grid.cells[at(cell)];
    if (v != kUnknown) cnf.add({x.lit(cell, v - 1)});
  }
  std::vector<std::vector<Lit>> cells;
  for (int cell = 0; cell < n * n; ++cell) cells.push_back(x.cell_lits(cell));
  HeightLines lines(cnf, std::move(cells), visibility, options.card, true);
  for (Side sd : kAllSides)
    for (int i = 0; i < n; ++i)
      if (int clue = side(sd)[at(i)]; clue != 0)
        lines.require(line_from_side(n, sd, i), sum ? Seen::Sum : Seen::Count, clue);
}

namespace {

using Mask = std::uint64_t;  // bit m: "the tallest so far is m" (m = 0..N), or bit h: height h

Mask bits_from(int k) {
  return ~Mask{0} << k;
}
Mask bits_below(int k) {
  return (Mask{1} << k) - 1;
}

// One clue and the cells of its line, nearest first.
struct ClueLine {
  std::vector<int> cells;
  int clue = 0;
};

// The candidate pass over one clue line described at the top of this file. States (t, m): t the
// count or sum so far (0..clue), m the tallest so far; ahead[i][t] holds the m reachable before
// cell i, behind[i][t] the m from which the far end can be reached with the tallest N and t ==
// clue. A height h stays in cell i when a reachable state before it steps, reading h, into a
// state that can still finish. Returns false when no height sequence meets the clue.
class LinePass {
 public:
  LinePass(int n, Seen what) : n_(n), what_(what) {}

  bool run(const ClueLine& line, std::vector<Candidates>& cells, bool& changed) {
    clue_ = line.clue;
    const int width = clue_ + 1;
    ahead_.assign(at((n_ + 1) * width), 0);
    behind_.assign(at((n_ + 1) * width), 0);
    heights_.resize(at(n_));
    for (int i = 0; i < n_; ++i) heights_[at(i)] = cells[at(line.cells[at(i)])] << 1;
    ahead(0, 0) = 1;
    for (int i = 0; i < n_; ++i) forward(i);
    behind(n_, clue_) = Mask{1} << n_;
    for (int i = n_ - 1; i >= 0; --i) backward(i);
    if ((ahead(0, 0) & behind(0, 0)) == 0) return false;
    for (int i = 0; i < n_; ++i) {
      Mask kept = supported(i);
      if (kept == heights_[at(i)]) continue;
      if (kept == 0) return false;
      cells[at(line.cells[at(i)])] = kept >> 1;
      changed = true;
    }
    return true;
  }

 private:
  Mask& ahead(int i, int t) { return ahead_[at(i * (clue_ + 1) + t)]; }
  Mask& behind(int i, int t) { return behind_[at(i * (clue_ + 1) + t)]; }
  int step(int h) const { return what_ == Seen::Count ? 1 : h; }

  void forward(int i) {
    const Mask hs = heights_[at(i)];
    if (hs == 0) return;
    const int lowest_h = __builtin_ctzll(hs);
    for (int t = 0; t <= clue_; ++t) {
      Mask m = ahead(i, t);
      if (m == 0) continue;
      ahead(i + 1, t) |= m & bits_from(lowest_h);  // a height no taller than the tallest so far
      Mask rising = hs & bits_from(__builtin_ctzll(m) + 1);
      for (; rising; rising &= rising - 1) {
        int h = __builtin_ctzll(rising);
        if (t + step(h) <= clue_) ahead(i + 1, t + step(h)) |= Mask{1} << h;
      }
    }
  }

  void backward(int i) {
    const Mask hs = heights_[at(i)];
    if (hs == 0) return;
    const int lowest_h = __builtin_ctzll(hs);
    for (int t = 0; t <= clue_; ++t) {
      Mask m = behind(i + 1, t) & bits_from(lowest_h);
      int tallest_rise = 0;
      for (Mask rising = hs; rising; rising &= rising - 1) {
        int h = __builtin_ctzll(rising);
        if (t + step(h) <= clue_ && (behind(i + 1, t + step(h)) >> h & 1)) tallest_rise = h;
      }
      if (tallest_rise > 0) m |= bits_below(tallest_rise);
      behind(i, t) = m;
    }
  }

  Mask supported(int i) {
    Mask kept = 0;
    for (Mask rest = heights_[at(i)]; rest; rest &= rest - 1) {
      int h = __builtin_ctzll(rest);
      for (int t = 0; t <= clue_; ++t) {
        Mask m = ahead(i, t);
        if (m == 0) continue;
        bool stays = (m & behind(i + 1, t) & bits_from(h)) != 0;
        bool rises = (m & bits_below(h)) != 0 && t + step(h) <= clue_ &&
                     (behind(i + 1, t + step(h)) >> h & 1);
        if (stays || rises) {
          kept |= Mask{1} << h;
          break;
        }
      }
    }
    return kept;
  }

  int n_;
  Seen what_;
  int clue_ = 0;
  std::vector<Mask> heights_;  // per cell of the line, bit h for height h
  std::vector<Mask> ahead_;
  std::vector<Mask> behind_;
};

// A row or column with a clue at one end or both, cells in the order seen from the front end
// (left or top); a clue of 0 is none.
struct WholeLine {
  std::vector<int> cells;
  int front = 0;
  int back = 0;
  std::vector<ClueLine> views;  // the same clues as seen from their ends, for LinePass
};

// Exact support for one whole line with its clues (one or both ends), distinct heights included.
// The tallest building N splits the line: the cells before it must show the front clue (less
// what N adds) and the cells after it, read from the back, the back clue. So the line is swept
// from each end over states (the set of heights used so far, N excluded; the count or sum seen
// so far), layer by layer. N may stand at p when a front state after p cells and a back state
// after the other n-1-p cells use complementary sets and both meet their clues; the states on a
// path to such a meeting are live, and a height stays in a cell when an edge between live states
// places it there. States are found through a table indexed by the set of heights (a set of k
// heights can only be in layer k), so no hashing or sorting is needed. Gives up (leaving the line
// to LinePass) past a number of states, and for lines longer than kMaxExact.
class WholeLineSearch {
 public:
  static constexpr int kMaxExact = 20;

  WholeLineSearch(int n, Seen what, std::size_t max_states)
      : n_(n), what_(what), max_states_(max_states) {
    if (n <= kMaxExact)
      for (Sweep* sw : {&front_, &back_}) {
        sw->head.assign(std::size_t{1} << (n - 1), -1);
        sw->stamp.assign(std::size_t{1} << (n - 1), 0);
      }
  }

  enum class Result { Done, Unsolvable, TooLarge };

  Result run(const WholeLine& line, std::vector<Candidates>& cells, bool& changed) {
    const int n = n_;
    if (n > kMaxExact) return Result::TooLarge;
    cand_.resize(at(n));
    for (int i = 0; i < n; ++i) cand_[at(i)] = cells[at(line.cells[at(i)])];
    std::vector<int> forward_order(at(n)), backward_order(at(n));
    for (int i = 0; i < n; ++i) {
      forward_order[at(i)] = i;
      backward_order[at(i)] = n - 1 - i;
    }
    states_ = 0;
    if (!sweep(forward_order, line.front, front_) || !sweep(backward_order, line.back, back_))
      return Result::TooLarge;
    const Candidates tall = Candidates{1} << (n - 1);
    const Candidates others = tall - 1;  // heights 1..N-1
    std::vector<Candidates> support(at(n), 0);
    for (int p = 0; p < n; ++p) {
      if (!(cand_[at(p)] & tall)) continue;
      const std::vector<State>& before = front_.layers[at(p)];
      bool meets = false;
      for (std::size_t s = 0; s < before.size(); ++s) {
        if (!finishes(before[s].total, line.front)) continue;
        int other =
            back_.find(others & ~before[s].used, line.back == 0 ? 0 : line.back - weight(n));
        if (other < 0) continue;
        front_.live[at(p)][s] = 1;
        back_.live[at(n - 1 - p)][at(other)] = 1;
        meets = true;
      }
      if (meets) support[at(p)] |= tall;
    }
    mark_live(forward_order, front_, support);
    mark_live(backward_order, back_, support);
    for (int i = 0; i < n; ++i) {
      if (support[at(i)] == 0) return Result::Unsolvable;
      Candidates& c = cells[at(line.cells[at(i)])];
      if (support[at(i)] != c) {
        c = support[at(i)];
        changed = true;
      }
    }
    return Result::Done;
  }

 private:
  struct State {
    Candidates used;  // bit h-1: height h is used
    int total;        // seen so far (0 when the end has no clue)
    int next_same;    // the next state of the layer with the same `used`, or -1
  };
  struct Edge {
    int from;  // state index in layer k
    int to;    // state index in layer k+1
    int height;
  };
  // One sweep from one end: layers[k] holds the states after k cells, edges[k] the steps from
  // layer k to k+1; head/stamp index the states by their set of heights.
  struct Sweep {
    std::vector<std::vector<State>> layers;
    std::vector<std::vector<Edge>> edges;
    std::vector<std::vector<char>> live;
    std::vector<int> head;
    std::vector<unsigned> stamp;
    unsigned generation = 0;

    int find(Candidates used, int total) const {
      if (stamp[used] != generation) return -1;
      const std::vector<State>& layer = layers[at(popcount(used))];
      for (int s = head[used]; s >= 0; s = layer[at(s)].next_same)
        if (layer[at(s)].total == total) return s;
      return -1;
    }
    int add(Candidates used, int total) {
      std::vector<State>& layer = layers[at(popcount(used))];
      if (stamp[used] != generation) {
        stamp[used] = generation;
        head[used] = -1;
      }
      layer.push_back({used, total, head[used]});
      head[used] = static_cast<int>(layer.size()) - 1;
      return head[used];
    }
  };

  int weight(int h) const { return what_ == Seen::Count ? 1 : h; }
  bool finishes(int total, int clue) const { return clue == 0 || total + weight(n_) == clue; }

  // layers[k]: the states after the first k cells of `order` (k = 0 .. n-1), N never placed.
  bool sweep(const std::vector<int>& order, int clue, Sweep& sw) {
    if (++sw.generation == 0) {  // the stamps wrapped around: start afresh
      std::fill(sw.stamp.begin(), sw.stamp.end(), 0);
      sw.generation = 1;
    }
    sw.layers.resize(at(n_));
    sw.edges.resize(at(n_));
    sw.live.resize(at(n_));
    for (auto& l : sw.layers) l.clear();
    for (auto& e : sw.edges) e.clear();
    sw.add(0, 0);
    const Candidates shorter = (Candidates{1} << (n_ - 1)) - 1;
    for (int k = 0; k + 1 < n_; ++k) {
      const Candidates options = cand_[at(order[at(k)])] & shorter;
      for (std::size_t s = 0; s < sw.layers[at(k)].size(); ++s) {
        const State from = sw.layers[at(k)][s];
        const int tallest = from.used == 0 ? 0 : 64 - __builtin_clzll(from.used);
        for (Candidates free = options & ~from.used; free; free &= free - 1) {
          int h = lowest_index(free) + 1;
          int total = from.total;
          if (clue != 0) {
            if (h > tallest) total += weight(h);
            if (total + weight(n_) > clue) continue;
          }
          Candidates used = from.used | (Candidates{1} << (h - 1));
          int to = sw.find(used, total);
          if (to < 0) {
            if (++states_ > max_states_) return false;
            to = sw.add(used, total);
          }
          sw.edges[at(k)].push_back({static_cast<int>(s), to, h});
        }
      }
    }
    for (int k = 0; k < n_; ++k) sw.live[at(k)].assign(sw.layers[at(k)].size(), 0);
    return true;
  }

  // A state is live when it meets N (set by run) or has an edge to a live state; the heights on
  // edges into live states are supported in their cells.
  void mark_live(const std::vector<int>& order, Sweep& sw, std::vector<Candidates>& support) const {
    for (int k = n_ - 2; k >= 0; --k) {
      const std::vector<char>& next = sw.live[at(k) + 1];
      std::vector<char>& here = sw.live[at(k)];
      Candidates& cell = support[at(order[at(k)])];
      for (const Edge& e : sw.edges[at(k)]) {
        if (!next[at(e.to)]) continue;
        here[at(e.from)] = 1;
        cell |= Candidates{1} << (e.height - 1);
      }
    }
  }

  int n_;
  Seen what_;
  std::size_t max_states_;
  std::size_t states_ = 0;
  std::vector<Candidates> cand_;
  Sweep front_;
  Sweep back_;
};

// Régin's filter for "these n cells hold the n values once each" (J.-C. Régin, "A filtering
// algorithm for constraints of difference in CSPs", AAAI 1994): a value stays in a cell only when
// some perfect matching of cells to values gives it to that cell. With one perfect matching in
// hand, cell x may take the value matched to cell y when y reaches x in the graph "a cell points
// to the cells whose matched value it could take" (the swap closes a cycle). Reachability is a
// bitset closure, cheap for a row of at most 63 cells. Subsumes naked and hidden singles, pairs,
// triples...
class PermutationFilter {
 public:
  bool run(const std::vector<int>& group, std::vector<Candidates>& cells, bool& changed) {
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

 private:
  // Kuhn's augmenting path from cell i.
  bool augment(int i, Candidates& visited) {
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

  std::array<Candidates, 64> domain_{};
  std::array<int, 64> owner_{};  // per value, the cell it is matched to
  std::array<Candidates, 64> reach_{};
};

class SkyscrapersRules final : public NativeRules {
 public:
  SkyscrapersRules(const Skyscrapers& s, std::size_t max_states)
      : puzzle_(s),
        pass_(s.n, s.sum ? Seen::Sum : Seen::Count),
        search_(s.n, s.sum ? Seen::Sum : Seen::Count, max_states) {
    values_.resize(at(s.n));
    std::iota(values_.begin(), values_.end(), 1);
    distinct_.groups = rows_and_columns(s.n);
    distinct_.num_values = s.n;
    distinct_.index(s.n * s.n);
    for (Side sd : kAllSides)
      for (int i = 0; i < s.n; ++i)
        if (int clue = s.side(sd)[at(i)]; clue != 0)
          lines_.push_back({line_from_side(s.n, sd, i), clue});
    for (int i = 0; i < s.n; ++i) {
      WholeLine row{line_from_side(s.n, Side::Left, i),
                    s.side(Side::Left)[at(i)],
                    s.side(Side::Right)[at(i)],
                    {}};
      WholeLine col{line_from_side(s.n, Side::Top, i),
                    s.side(Side::Top)[at(i)],
                    s.side(Side::Bottom)[at(i)],
                    {}};
      for (WholeLine* w : {&row, &col}) {
        if (w->front == 0 && w->back == 0) continue;
        std::vector<int> reversed(w->cells.rbegin(), w->cells.rend());
        if (w->front != 0) w->views.push_back({w->cells, w->front});
        if (w->back != 0) w->views.push_back({reversed, w->back});
        whole_.push_back(std::move(*w));
      }
    }
  }

  const std::vector<int>& values() const override { return values_; }

  // Branch on a cell or on the places of a height in a row or column, whichever has fewer.
  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    distinct_.choose(cells, out);
  }

  std::vector<Candidates> initial() const override {
    const int n = puzzle_.n;
    std::vector<Candidates> cells(at(n * n), bits_below(n));
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (puzzle_.grid.cells[i] != kUnknown)
        cells[i] = Candidates{1} << (puzzle_.grid.cells[i] - 1);
    if (!puzzle_.sum)
      for (const ClueLine& line : lines_) apply_clue_deductions(line, cells);
    return cells;
  }

  bool propagate(std::vector<Candidates>& cells) const override {
    bool changed = true;
    while (changed) {
      changed = false;
      if (!distinct_.propagate(cells, changed)) return false;
      if (changed) continue;  // singles are cheap: run them to their fixpoint first
      for (const auto& group : distinct_.groups)
        if (!permutation_.run(group, cells, changed)) return false;
      if (changed) continue;
      for (std::size_t w = 0; w < whole_.size(); ++w)
        if (!search_line(w, cells, changed)) return false;
    }
    return true;
  }

 private:
  // The Pyramids solver's deductions from a count clue alone (candidates only shrink; an empty
  // cell is left for propagate to report).
  void apply_clue_deductions(const ClueLine& line, std::vector<Candidates>& cells) const {
    const int n = puzzle_.n, c = line.clue;
    for (int p = 0; p < n; ++p) {
      Candidates& cell = cells[at(line.cells[at(p)])];
      if (c == 1 && p == 0)
        cell &= Candidates{1} << (n - 1);
      else if (c == n)
        cell &= Candidates{1} << p;
      else if (int tallest = n - c + 1 + p; tallest < n)
        cell &= bits_below(tallest);
    }
  }

  const Skyscrapers& puzzle_;
  std::vector<int> values_;
  DistinctGroups distinct_;
  std::vector<ClueLine> lines_;
  std::vector<WholeLine> whole_;

  // The last search of each whole line: its candidates before and after. Most lines are the same
  // from one search node to the next, and a line's result is its own fixpoint, so either side of
  // the memo matching the line's candidates spares the search.
  struct Memo {
    std::vector<Candidates> in, out;
  };
  mutable std::vector<Memo> memo_;
  // Work space of the passes, kept from one search node to the next (the backtracker runs one
  // node at a time on one rules object).
  mutable LinePass pass_;
  mutable WholeLineSearch search_;
  mutable PermutationFilter permutation_;

  bool search_line(std::size_t w, std::vector<Candidates>& cells, bool& changed) const {
    const WholeLine& line = whole_[w];
    std::vector<Candidates> now;
    for (int cell : line.cells) now.push_back(cells[at(cell)]);
    if (memo_.size() != whole_.size()) memo_.resize(whole_.size());
    Memo& memo = memo_[w];
    if (now == memo.out) return true;
    if (now == memo.in) {
      for (std::size_t i = 0; i < now.size(); ++i) cells[at(line.cells[i])] = memo.out[i];
      changed = true;
      return true;
    }
    auto result = search_.run(line, cells, changed);
    if (result == WholeLineSearch::Result::Unsolvable) return false;
    if (result == WholeLineSearch::Result::TooLarge)
      for (const ClueLine& view : line.views)
        if (!pass_.run(view, cells, changed)) return false;
    memo.in = std::move(now);
    memo.out.clear();
    for (int cell : line.cells) memo.out.push_back(cells[at(cell)]);
    return true;
  }
};

}  // namespace

std::unique_ptr<NativeRules> Skyscrapers::native_rules() const {
  return skyscrapers_rules(*this, kDefaultLineStates);
}

std::unique_ptr<NativeRules> skyscrapers_rules(const Skyscrapers& puzzle, std::size_t max_states) {
  return std::make_unique<SkyscrapersRules>(puzzle, max_states);
}

}  // namespace gridsat
