// The propagators of lines.hpp: the pass per skyline clue (LinePass), the exact pass over a
// whole skyline (WholeLineSearch), the count-clue deductions and the first-seen pass.
#include "propagators/lines.hpp"

#include <algorithm>
#include <cstdint>
#include <utility>

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

using Mask = std::uint64_t;  // bit m: "the tallest so far is m" (m = 0..N), or bit h: height h

Mask bits_from(int k) {
  return ~Mask{0} << k;
}
Mask bits_below(int k) {
  return (Mask{1} << k) - 1;
}

// The pass per clue (lines.hpp). States (t, m): t the count or sum so far (0..clue), m the
// tallest so far; ahead[i][t] holds the m reachable before cell i, behind[i][t] the m from which
// the far end can be reached with the tallest N and t == clue. A height h stays in cell i when a
// reachable state before it steps, reading h, into a state that can still finish. Returns false
// when no height sequence meets the clue.
class LinePass {
 public:
  LinePass(int n, Seen what) : n_(n), what_(what) {}

  bool run(const SeenClue& line, std::vector<Candidates>& cells, bool& changed) {
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

// Exact support for one whole line with its clues (one or both ends), distinct heights included.
// The tallest building N splits the line: the cells before it must show the front clue (less
// what N adds) and the cells after it, read from the back, the back clue. So the line is swept
// from each end over states (the set of heights used so far, N excluded; the count or sum seen
// so far), layer by layer. N may stand at p when a front state after p cells and a back state
// after the other n-1-p cells use complementary sets and both meet their clues; the states on a
// path to such a meeting are live, and a height stays in a cell when an edge between live states
// places it there. States are found through a table indexed by the set of heights (a set of k
// heights can only be in layer k), so no hashing or sorting is needed. Gives up (leaving the line
// to the pass per clue) past a number of states, and for lines longer than kMaxExact.
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

  Result run(const SkylineLine& line, std::vector<Candidates>& cells, bool& changed) {
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

}  // namespace

// ---- the public face ----

SkylineLine::SkylineLine(std::vector<int> cells_from_front, int front_clue, int back_clue)
    : cells(std::move(cells_from_front)), front(front_clue), back(back_clue) {
  if (front != 0) views.push_back({cells, front});
  if (back != 0) views.push_back({std::vector<int>(cells.rbegin(), cells.rend()), back});
}

struct SkylinePropagator::Work {
  Work(int n, Seen what, std::size_t max_states) : pass(n, what), search(n, what, max_states) {}
  LinePass pass;
  WholeLineSearch search;
};

SkylinePropagator::SkylinePropagator(int n, Seen what, std::size_t max_states)
    : work_(std::make_unique<Work>(n, what, max_states)) {}
SkylinePropagator::~SkylinePropagator() = default;
SkylinePropagator::SkylinePropagator(SkylinePropagator&&) noexcept = default;
SkylinePropagator& SkylinePropagator::operator=(SkylinePropagator&&) noexcept = default;

SkylineResult SkylinePropagator::search(const SkylineLine& line, std::vector<Candidates>& cells,
                                        bool& changed) {
  switch (work_->search.run(line, cells, changed)) {
    case WholeLineSearch::Result::Done:
      return SkylineResult::Done;
    case WholeLineSearch::Result::Unsolvable:
      return SkylineResult::Unsolvable;
    case WholeLineSearch::Result::TooLarge:
      break;
  }
  return SkylineResult::TooLarge;
}

bool SkylinePropagator::pass(const SeenClue& clue, std::vector<Candidates>& cells, bool& changed) {
  return work_->pass.run(clue, cells, changed);
}

bool SkylinePropagator::run(const SkylineLine& line, std::vector<Candidates>& cells,
                            bool& changed) {
  const SkylineResult result = search(line, cells, changed);
  if (result == SkylineResult::Unsolvable) return false;
  if (result == SkylineResult::TooLarge)
    for (const SeenClue& view : line.views)
      if (!pass(view, cells, changed)) return false;
  return true;
}

void apply_count_clue_bounds(const SeenClue& clue, std::vector<Candidates>& cells) {
  const int n = static_cast<int>(clue.cells.size()), c = clue.clue;
  for (int p = 0; p < n; ++p) {
    Candidates& cell = cells[at(clue.cells[at(p)])];
    if (c == 1 && p == 0)
      cell &= Candidates{1} << (n - 1);
    else if (c == n)
      cell &= Candidates{1} << p;
    else if (int tallest = n - c + 1 + p; tallest < n)
      cell &= bits_below(tallest);
  }
}

bool propagate_first_seen(std::span<const int> line, int clue, std::vector<Candidates>& cells,
                          bool& changed) {
  constexpr Candidates kBlank = 1;  // candidate bit 0: the blank
  const int n = static_cast<int>(line.size());
  const Candidates letter = Candidates{1} << clue;
  // can_reach_letter[i]: from before cell i, blanks then the clue's letter can still come.
  std::vector<bool> can_reach_letter(at(n) + 1, false);
  for (int i = n - 1; i >= 0; --i) {
    Candidates c = cells[at(line[at(i)])];
    can_reach_letter[at(i)] = (c & letter) || ((c & kBlank) && can_reach_letter[at(i) + 1]);
  }
  bool all_blank_so_far = true;  // cells before i can all be blank
  bool letter_met = false;       // the clue's letter may already have been met before cell i
  for (int i = 0; i < n; ++i) {
    Candidates& c = cells[at(line[at(i)])];
    Candidates keep = 0;
    if (letter_met) keep = ~Candidates{0};
    if (all_blank_so_far) {
      keep |= letter;
      if (can_reach_letter[at(i) + 1]) keep |= kBlank;
    }
    if ((c & keep) != c) {
      c &= keep;
      changed = true;
    }
    if (c == 0) return false;
    letter_met = letter_met || (all_blank_so_far && (c & letter));
    all_blank_so_far = all_blank_so_far && (c & kBlank);
  }
  return letter_met;
}

}  // namespace gridsat
