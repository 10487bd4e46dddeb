// The cage propagator of cages.hpp: the search over completions, the sweep over sets of distinct
// values, and the bounds they fall back to, each with its own note below.
#include "propagators/cages.hpp"

#include <algorithm>
#include <array>

namespace gridsat {

bool cage_value_ok(CageOp op, long long target, std::span<const int> values) {
  const std::size_t k = values.size();
  if (k == 0) return false;
  long long sum = 0, product = 1;
  bool product_small = true;
  for (int v : values) {
    sum += v;
    if (product_small) {
      product *= v;
      product_small = product <= target;
    }
  }
  bool add = sum == target, mul = product_small && product == target;
  bool sub = false, div = false;
  if (k == 2) {
    int hi = std::max(values[0], values[1]), lo = std::min(values[0], values[1]);
    sub = hi - lo == target;
    div = lo > 0 && hi % lo == 0 && hi / lo == target;
  }
  switch (op) {
    case CageOp::Add:
      return add;
    case CageOp::Mul:
      return mul;
    case CageOp::Sub:
      return sub;
    case CageOp::Div:
      return div;
    case CageOp::None:
      if (k == 1) return values[0] == target;
      return k == 2 ? add || mul || sub || div : add || mul;
  }
  return false;
}

namespace {

constexpr long long kSearchNodeCap = 20000;
constexpr long long kBig = 4'000'000'000'000'000'000LL;

long long saturating_product(long long a, long long b) {
  return a > kBig / b ? kBig : a * b;
}

// Depth-first search over the completions of one cage (at most 64 cells), most constrained cell
// first, collecting for every position the values some completion uses.
class CageSearch {
 public:
  CageSearch(std::span<const int> cells, CageOp op, long long target, const std::uint64_t* differ,
             const std::vector<Candidates>& cand)
      : k_(static_cast<int>(cells.size())), op_(op), target_(target), differ_(differ) {
    for (int p = 0; p < k_; ++p) {
      dom_[static_cast<std::size_t>(p)] =
          cand[static_cast<std::size_t>(cells[static_cast<std::size_t>(p)])];
      order_[static_cast<std::size_t>(p)] = p;
      support_[static_cast<std::size_t>(p)] = 0;
    }
    std::sort(order_.begin(), order_.begin() + k_, [&](int a, int b) {
      return popcount(dom_[static_cast<std::size_t>(a)]) <
             popcount(dom_[static_cast<std::size_t>(b)]);
    });
    track_sum_ = op == CageOp::Add || (op == CageOp::None && k_ >= 3);
    track_product_ = op == CageOp::Mul || (op == CageOp::None && k_ >= 3);
    rest_min_sum_[static_cast<std::size_t>(k_)] = rest_max_sum_[static_cast<std::size_t>(k_)] = 0;
    rest_min_product_[static_cast<std::size_t>(k_)] = 1;
    for (int d = k_ - 1; d >= 0; --d) {
      Candidates c = dom_[static_cast<std::size_t>(order_[static_cast<std::size_t>(d)])];
      long long lo = c ? lowest_index(c) + 1 : 1, hi = c ? 64 - __builtin_clzll(c) : 1;
      const std::size_t i = static_cast<std::size_t>(d);
      rest_min_sum_[i] = rest_min_sum_[i + 1] + lo;
      rest_max_sum_[i] = rest_max_sum_[i + 1] + hi;
      rest_min_product_[i] = saturating_product(rest_min_product_[i + 1], lo);
    }
  }

  // False when the node cap stopped the search (the supports are then incomplete).
  bool run() {
    descend(0, 0, target_, track_sum_, track_product_);
    return !aborted_;
  }
  Candidates support(int position) const { return support_[static_cast<std::size_t>(position)]; }

 private:
  void descend(int depth, long long sum, long long quotient, bool sum_alive, bool product_alive) {
    if (aborted_ || complete_) return;
    if (++nodes_ > kSearchNodeCap) {
      aborted_ = true;
      return;
    }
    if (depth == k_) {
      if (cage_value_ok(op_, target_,
                        std::span<const int>(values_.data(), static_cast<std::size_t>(k_))))
        record();
      return;
    }
    const int p = order_[static_cast<std::size_t>(depth)];
    Candidates avail = dom_[static_cast<std::size_t>(p)];
    if (!differ_) {
      avail &= ~used_;
    } else {
      std::uint64_t others = differ_[p] & assigned_;
      while (others) {
        avail &= ~chosen_[static_cast<std::size_t>(__builtin_ctzll(others))];
        others &= others - 1;
      }
    }
    const std::size_t next = static_cast<std::size_t>(depth) + 1;
    const bool pruned = track_sum_ || track_product_;
    for (; avail; avail &= avail - 1) {
      const Candidates bit = avail & (~avail + 1);
      const long long v = lowest_index(bit) + 1;
      bool sum_ok = sum_alive && sum + v + rest_min_sum_[next] <= target_ &&
                    sum + v + rest_max_sum_[next] >= target_;
      bool product_ok =
          product_alive && quotient % v == 0 && rest_min_product_[next] <= quotient / v;
      if (pruned && !sum_ok && !product_ok) continue;
      values_[static_cast<std::size_t>(p)] = static_cast<int>(v);
      chosen_[static_cast<std::size_t>(p)] = bit;
      used_ |= bit;
      assigned_ |= std::uint64_t{1} << p;
      descend(depth + 1, sum + v, product_ok ? quotient / v : quotient, sum_ok, product_ok);
      used_ &= ~bit;
      assigned_ &= ~(std::uint64_t{1} << p);
      if (aborted_ || complete_) return;
    }
  }

  void record() {
    bool all = true;
    for (int p = 0; p < k_; ++p) {
      Candidates& s = support_[static_cast<std::size_t>(p)];
      s |= chosen_[static_cast<std::size_t>(p)];
      all = all && s == dom_[static_cast<std::size_t>(p)];
    }
    complete_ = all;  // every candidate is used by some completion: nothing left to learn
  }

  int k_;
  CageOp op_;
  long long target_;
  const std::uint64_t* differ_;  // null: every position differs
  bool track_sum_ = false, track_product_ = false;
  // Only the first k_ (k_ + 1) entries are used; they are set before they are read.
  std::array<Candidates, 64> dom_, support_, chosen_;
  std::array<int, 64> order_, values_;
  std::array<long long, 65> rest_min_sum_, rest_max_sum_, rest_min_product_;
  Candidates used_ = 0;
  std::uint64_t assigned_ = 0;
  long long nodes_ = 0;
  bool aborted_ = false, complete_ = false;
};

// Bounds only (cages too big to search): a sum's value must fit between what the other cells can
// add at least and at most; a product's value must divide the target. Complete cages are
// checked exactly.
bool prune_by_bounds(std::span<const int> cells, CageOp op, long long target,
                     std::vector<Candidates>& cand, bool& changed) {
  bool complete = true;
  std::vector<int> values;
  long long min_sum = 0, max_sum = 0;
  for (int cell : cells) {
    Candidates c = cand[static_cast<std::size_t>(cell)];
    if (c == 0) return false;
    complete = complete && popcount(c) == 1;
    values.push_back(lowest_index(c) + 1);
    min_sum += lowest_index(c) + 1;
    max_sum += 64 - __builtin_clzll(c);
  }
  if (complete) return cage_value_ok(op, target, values);
  if (op != CageOp::Add && op != CageOp::Mul) return true;
  for (int cell : cells) {
    Candidates& c = cand[static_cast<std::size_t>(cell)];
    long long lo = lowest_index(c) + 1, hi = 64 - __builtin_clzll(c);
    Candidates keep = 0;
    for (Candidates rest = c; rest; rest &= rest - 1) {
      long long v = lowest_index(rest) + 1;
      bool ok = op == CageOp::Add ? v >= target - (max_sum - hi) && v <= target - (min_sum - lo)
                                  : target % v == 0;
      if (ok) keep |= rest & (~rest + 1);
    }
    if (keep == 0) return false;
    if (keep != c) {
      c = keep;
      changed = true;
    }
  }
  return true;
}

// Cages whose cells all differ (killer cages, straight KenKen cages) over values 1..16: the cells
// are taken one at a time and a layer holds the sets of values used so far (a bitmask; its sum and
// product follow from it), kept only when the set can still be completed to the target. A value
// is supported when some set of one layer extends with it to a live set of the next; this is
// exact (every supported value is used by some completion) and costs at most layers x 2^16.
class DistinctSetSearch {
 public:
  static constexpr int kMaxValue = 16;

  DistinctSetSearch(std::span<const int> cells, CageOp op, long long target,
                    const std::vector<Candidates>& cand)
      : k_(static_cast<int>(cells.size())), op_(op), target_(target) {
    for (int p = 0; p < k_; ++p)
      dom_[static_cast<std::size_t>(p)] =
          cand[static_cast<std::size_t>(cells[static_cast<std::size_t>(p)])];
  }

  // Fills support[0..k); false when the cage cannot be completed.
  bool run(std::array<Candidates, 64>& support) {
    all_ = 0;
    for (int p = 0; p < k_; ++p) all_ |= dom_[static_cast<std::size_t>(p)];
    const std::size_t masks = std::size_t{1} << (all_ ? 64 - __builtin_clzll(all_) : 0);
    // Scratch kept between calls: a set's entries count as written in this call when they lie
    // at or above `base` (reached: base + its layer; alive: base + the layer it is alive at), so
    // no call clears them; every call moves base past the layers of the last.
    thread_local std::vector<std::uint32_t> reached, alive;
    thread_local std::uint32_t base = 0;
    thread_local std::vector<std::vector<std::uint32_t>> layer;
    if (reached.size() < masks || base > 0xFFFF0000u) {
      reached.assign(std::max(masks, reached.size()), 0);
      alive.assign(reached.size(), 0);
      base = 0;
    }
    base += 66;
    if (layer.size() < static_cast<std::size_t>(k_) + 1)
      layer.resize(static_cast<std::size_t>(k_) + 1);
    for (int i = 0; i <= k_; ++i) layer[static_cast<std::size_t>(i)].clear();
    layer[0].push_back(0);
    for (int i = 0; i < k_; ++i) {
      const int rest = k_ - i - 1;
      const std::uint32_t mark = base + static_cast<std::uint32_t>(i) + 1;
      for (std::uint32_t mask : layer[static_cast<std::size_t>(i)]) {
        for (Candidates free = dom_[static_cast<std::size_t>(i)] & ~Candidates{mask}; free;
             free &= free - 1) {
          const std::uint32_t next = mask | static_cast<std::uint32_t>(free & (~free + 1));
          if (reached[next] == mark || !may_complete(next, rest)) continue;
          reached[next] = mark;
          layer[static_cast<std::size_t>(i) + 1].push_back(next);
        }
      }
    }
    for (std::uint32_t mask : layer[static_cast<std::size_t>(k_)])
      if (accepts(mask)) alive[mask] = base + static_cast<std::uint32_t>(k_);
    for (int i = 0; i < k_; ++i) support[static_cast<std::size_t>(i)] = 0;
    for (int i = k_ - 1; i >= 0; --i) {
      const std::uint32_t next_alive = base + static_cast<std::uint32_t>(i) + 1;
      for (std::uint32_t mask : layer[static_cast<std::size_t>(i)]) {
        for (Candidates free = dom_[static_cast<std::size_t>(i)] & ~Candidates{mask}; free;
             free &= free - 1) {
          const Candidates bit = free & (~free + 1);
          if (alive[mask | static_cast<std::uint32_t>(bit)] != next_alive) continue;
          alive[mask] = base + static_cast<std::uint32_t>(i);
          support[static_cast<std::size_t>(i)] |= bit;
        }
      }
    }
    return k_ == 0 || alive[0] == base;
  }

 private:
  static long long sum_of(std::uint32_t mask) {
    long long s = 0;
    for (; mask; mask &= mask - 1) s += __builtin_ctz(mask) + 1;
    return s;
  }
  static long long product_of(std::uint32_t mask) {
    long long p = 1;
    for (; mask; mask &= mask - 1) p *= __builtin_ctz(mask) + 1;
    return p;
  }
  bool sum_possible(std::uint32_t mask, int rest) const {
    // The `rest` values still to come are distinct, unused, and among the cells' candidates: at
    // least the smallest such, at most the largest.
    long long lo = sum_of(mask), hi = lo;
    const Candidates free = all_ & ~Candidates{mask};
    if (popcount(free) < rest) return false;
    Candidates low = free, high = free;
    for (int taken = 0; taken < rest; ++taken) {
      lo += lowest_index(low) + 1;
      low &= low - 1;
      const int top = 63 - __builtin_clzll(high);
      hi += top + 1;
      high &= ~(Candidates{1} << top);
    }
    return lo <= target_ && hi >= target_;
  }
  bool product_possible(std::uint32_t mask) const { return target_ % product_of(mask) == 0; }
  bool may_complete(std::uint32_t mask, int rest) const {
    const bool sum = op_ == CageOp::Add || op_ == CageOp::None;
    const bool product = op_ == CageOp::Mul || op_ == CageOp::None;
    return (sum && sum_possible(mask, rest)) || (product && product_possible(mask));
  }
  bool accepts(std::uint32_t mask) const {
    std::array<int, kMaxValue> buffer;
    std::size_t count = 0;
    for (std::uint32_t m = mask; m; m &= m - 1) buffer[count++] = __builtin_ctz(m) + 1;
    std::span<const int> values(buffer.data(), count);
    return cage_value_ok(op_, target_, values);
  }

  int k_;
  CageOp op_;
  long long target_;
  std::array<Candidates, 64> dom_;
  Candidates all_ = 0;  // every candidate of the cells
};

bool all_positions_differ(std::size_t size, const std::uint64_t* differ) {
  if (!differ) return true;
  for (std::size_t p = 0; p < size; ++p) {
    const std::uint64_t others = (size >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << size) - 1) &
                                 ~(std::uint64_t{1} << p);
    if ((differ[p] & others) != others) return false;
  }
  return true;
}

}  // namespace

bool propagate_cage(const CageRule& cage, std::vector<Candidates>& cand, bool& changed) {
  const std::span<const int> cells = cage.cells;
  const CageOp op = cage.op;
  const long long target = cage.target;
  if (cells.size() > 64) return prune_by_bounds(cells, op, target, cand, changed);
  const std::uint64_t* differ = cage.all_differ ? nullptr : cage.differ.data();
  Candidates values = 0;
  for (int cell : cells) values |= cand[static_cast<std::size_t>(cell)];
  const bool sets_apply =
      (op == CageOp::Add || op == CageOp::Mul || (op == CageOp::None && cells.size() >= 3)) &&
      cells.size() >= 2 && (values >> DistinctSetSearch::kMaxValue) == 0 &&
      all_positions_differ(cells.size(), differ);
  if (sets_apply) {
    std::array<Candidates, 64> support;
    if (!DistinctSetSearch(cells, op, target, cand).run(support)) return false;
    for (std::size_t p = 0; p < cells.size(); ++p) {
      Candidates& c = cand[static_cast<std::size_t>(cells[p])];
      if ((c & support[p]) == 0) return false;
      if ((c & support[p]) != c) {
        c &= support[p];
        changed = true;
      }
    }
    return true;
  }
  CageSearch search(cells, op, target, differ, cand);
  if (!search.run()) return prune_by_bounds(cells, op, target, cand, changed);
  for (std::size_t p = 0; p < cells.size(); ++p) {
    Candidates& c = cand[static_cast<std::size_t>(cells[p])];
    Candidates keep = c & search.support(static_cast<int>(p));
    if (keep == 0) return false;
    if (keep != c) {
      c = keep;
      changed = true;
    }
  }
  return true;
}

std::vector<std::uint64_t> differ_masks(std::span<const std::pair<int, int>> pairs,
                                        std::size_t size) {
  if (size > 64) return {};
  std::vector<std::uint64_t> differ(size, 0);
  for (auto [a, b] : pairs) {
    differ[static_cast<std::size_t>(a)] |= std::uint64_t{1} << b;
    differ[static_cast<std::size_t>(b)] |= std::uint64_t{1} << a;
  }
  return differ;
}

}  // namespace gridsat
