// Calcudoku: the rules read plainly (check), as clauses (a one-hot Latin square plus one cage
// encoding per cage, encodings/cages.hpp) and as native propagation (rows and columns as
// distinct groups, and a search over each cage's completions that keeps only the candidates some
// completion uses). The native cage search is written here, apart from the encoding's tuple
// enumeration, so that the backtracker stays an independent second opinion.
#include "genres/calcudoku/calcudoku.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <numeric>
#include <stdexcept>

#include "encodings/latin.hpp"

namespace gridsat {
namespace {

// The cage's values against its target, read plainly (shared by check and the native search).
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

std::string op_name(CageOp op) {
  switch (op) {
    case CageOp::Sub:
      return "'-' (a difference)";
    case CageOp::Div:
      return "'/' (a quotient)";
    default:
      return "this operation";
  }
}

}  // namespace

// ---- the puzzle ----

Calcudoku::Calcudoku(int size, std::vector<CalcudokuCage> cage_list, Grid givens)
    : n(size), cages(std::move(cage_list)), grid(std::move(givens)) {
  if (grid.rows != n || grid.cols != n) grid = Grid(n, n);
  for (CalcudokuCage& cage : cages) std::sort(cage.cells.begin(), cage.cells.end());
  std::stable_sort(cages.begin(), cages.end(), [](const CalcudokuCage& a, const CalcudokuCage& b) {
    return !a.cells.empty() && (b.cells.empty() || a.cells.front() < b.cells.front());
  });
  all_givens_ = grid;
  for (const CalcudokuCage& cage : cages) {
    if (cage.cells.size() != 1 || cage.op == CageOp::Sub || cage.op == CageOp::Div) continue;
    int& given = all_givens_.cells[static_cast<std::size_t>(cage.cells[0])];
    if (given == kUnknown && cage.target >= 1 && cage.target <= n)
      given = static_cast<int>(cage.target);
  }
}

std::vector<int> Calcudoku::cage_of_cell() const {
  std::vector<int> of(static_cast<std::size_t>(n * n), -1);
  for (std::size_t k = 0; k < cages.size(); ++k)
    for (int cell : cages[k].cells) of[static_cast<std::size_t>(cell)] = static_cast<int>(k);
  return of;
}

std::vector<std::pair<int, int>> Calcudoku::line_pairs(const CalcudokuCage& cage) const {
  std::vector<std::pair<int, int>> pairs;
  for (std::size_t a = 0; a < cage.cells.size(); ++a)
    for (std::size_t b = a + 1; b < cage.cells.size(); ++b)
      if (cage.cells[a] / n == cage.cells[b] / n || cage.cells[a] % n == cage.cells[b] % n)
        pairs.emplace_back(static_cast<int>(a), static_cast<int>(b));
  return pairs;
}

std::string calcudoku_target_text(const CalcudokuCage& cage) {
  std::string text = std::to_string(cage.target);
  switch (cage.op) {
    case CageOp::Add:
      return text + "+";
    case CageOp::Sub:
      return text + "-";
    case CageOp::Mul:
      return text + "*";
    case CageOp::Div:
      return text + "/";
    case CageOp::None:
      return text;
  }
  return text;
}

std::optional<Violation> Calcudoku::check(const Grid& s) const {
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (s.at(r, c) < 1 || s.at(r, c) > n)
        return Violation{
            "value " + std::to_string(s.at(r, c)) + " is outside 1.." + std::to_string(n), r, c};
  for (int r = 0; r < n; ++r) {
    std::vector<bool> seen(static_cast<std::size_t>(n) + 1, false);
    for (int c = 0; c < n; ++c) {
      if (seen[static_cast<std::size_t>(s.at(r, c))])
        return Violation{"value " + std::to_string(s.at(r, c)) + " appears twice in row " +
                             std::to_string(r + 1),
                         r, c};
      seen[static_cast<std::size_t>(s.at(r, c))] = true;
    }
  }
  for (int c = 0; c < n; ++c) {
    std::vector<bool> seen(static_cast<std::size_t>(n) + 1, false);
    for (int r = 0; r < n; ++r) {
      if (seen[static_cast<std::size_t>(s.at(r, c))])
        return Violation{"value " + std::to_string(s.at(r, c)) + " appears twice in column " +
                             std::to_string(c + 1),
                         r, c};
      seen[static_cast<std::size_t>(s.at(r, c))] = true;
    }
  }
  for (const CalcudokuCage& cage : cages) {
    std::vector<int> values;
    for (int cell : cage.cells) values.push_back(s.cells[static_cast<std::size_t>(cell)]);
    if (!cage_value_ok(cage.op, cage.target, values))
      return Violation{"the cage of r" + std::to_string(cage.cells.front() / n + 1) + "c" +
                           std::to_string(cage.cells.front() % n + 1) + " does not make " +
                           calcudoku_target_text(cage),
                       cage.cells.front() / n, cage.cells.front() % n};
  }
  return std::nullopt;
}

void Calcudoku::encode(Cnf& cnf, const EncodeOptions& options) const {
  const CageEncoding how = options.cages;
  OneHotGrid x(cnf, n * n, n);
  for (int cell = 0; cell < n * n; ++cell)
    for (int v = 0; v < n; ++v) cnf.answer().add(cell / n, cell % n, v + 1, x.lit(cell, v));
  one_value_per_cell(cnf, x, options.amo);
  for (const auto& line : rows_and_columns(n)) each_value_once(cnf, x, line, options.amo);
  for (int cell = 0; cell < n * n; ++cell) {
    int v = grid.cells[static_cast<std::size_t>(cell)];
    if (v != kUnknown) cnf.add({x.lit(cell, v - 1)});
  }
  CageCells cells;
  cells.values.resize(static_cast<std::size_t>(n));
  std::iota(cells.values.begin(), cells.values.end(), 1);
  last_encodings_.clear();
  for (const CalcudokuCage& cage : cages) {
    CageSpec spec;
    spec.op = cage.op;
    spec.target = cage.target;
    spec.size = static_cast<int>(cage.cells.size());
    spec.distinct = line_pairs(cage);
    spec.distinct_known = true;  // the Latin rows and columns already say it
    cells.lits.clear();
    for (int cell : cage.cells) cells.lits.push_back(x.cell_lits(cell));
    last_encodings_.push_back(encode_cage(cnf, spec, cells, how));
  }
}

std::optional<std::string> calcudoku_cage_problem(int n, const CalcudokuCage& cage) {
  const int size = static_cast<int>(cage.cells.size());
  if (size == 0) return "a cage without cells";
  if (cage.target <= 0)
    return "a cage target must be positive, found " + calcudoku_target_text(cage);
  if ((cage.op == CageOp::Sub || cage.op == CageOp::Div) && size != 2)
    return op_name(cage.op) + " needs a cage of exactly 2 cells; this one has " +
           std::to_string(size);
  Calcudoku probe(n, {cage}, Grid(n, n));
  CageSpec spec;
  spec.op = cage.op;
  spec.target = cage.target;
  spec.size = size;
  spec.distinct = probe.line_pairs(probe.cages.front());
  std::vector<int> values(static_cast<std::size_t>(n));
  std::iota(values.begin(), values.end(), 1);
  if (count_cage_tuples(spec, values, 0) == 0)
    return "no values 1.." + std::to_string(n) + " in a cage of " + std::to_string(size) +
           (size == 1 ? " cell" : " cells") + " make " + calcudoku_target_text(cage);
  return std::nullopt;
}

// ---- native pruning of a cage ----

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
  CageSearch(std::span<const int> cells, CageOp op, long long target,
             const std::vector<std::uint64_t>* differ, const std::vector<Candidates>& cand)
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
      std::uint64_t others = (*differ_)[static_cast<std::size_t>(p)] & assigned_;
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
  const std::vector<std::uint64_t>* differ_;
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
      dom_.push_back(cand[static_cast<std::size_t>(cells[static_cast<std::size_t>(p)])]);
  }

  // Fills supports; false when the cage cannot be completed.
  bool run(std::vector<Candidates>& support) {
    Candidates all = 0;
    for (Candidates c : dom_) all |= c;
    const std::size_t masks = std::size_t{1} << (all ? 64 - __builtin_clzll(all) : 0);
    thread_local std::vector<int> reached, alive;
    reached.assign(masks, -1);
    alive.assign(masks, -1);
    std::vector<std::vector<std::uint32_t>> layer(static_cast<std::size_t>(k_) + 1);
    layer[0].push_back(0);
    for (int i = 0; i < k_; ++i) {
      const int rest = k_ - i - 1;
      for (std::uint32_t mask : layer[static_cast<std::size_t>(i)]) {
        for (Candidates free = dom_[static_cast<std::size_t>(i)] & ~Candidates{mask}; free;
             free &= free - 1) {
          const std::uint32_t next = mask | static_cast<std::uint32_t>(free & (~free + 1));
          if (reached[next] == i + 1 || !may_complete(next, rest)) continue;
          reached[next] = i + 1;
          layer[static_cast<std::size_t>(i) + 1].push_back(next);
        }
      }
    }
    for (std::uint32_t mask : layer[static_cast<std::size_t>(k_)])
      if (accepts(mask)) alive[mask] = k_;
    support.assign(static_cast<std::size_t>(k_), 0);
    for (int i = k_ - 1; i >= 0; --i) {
      for (std::uint32_t mask : layer[static_cast<std::size_t>(i)]) {
        for (Candidates free = dom_[static_cast<std::size_t>(i)] & ~Candidates{mask}; free;
             free &= free - 1) {
          const Candidates bit = free & (~free + 1);
          if (alive[mask | static_cast<std::uint32_t>(bit)] != i + 1) continue;
          alive[mask] = i;
          support[static_cast<std::size_t>(i)] |= bit;
        }
      }
    }
    return k_ == 0 || alive[0] == 0;
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
    // The `rest` values still to come are distinct and unused: at least the smallest free ones,
    // at most the largest.
    long long lo = sum_of(mask), hi = lo;
    int taken_lo = 0, taken_hi = 0;
    for (int v = 1; v <= kMaxValue && taken_lo < rest; ++v)
      if (!(mask >> (v - 1) & 1)) lo += v, ++taken_lo;
    for (int v = kMaxValue; v >= 1 && taken_hi < rest; --v)
      if (!(mask >> (v - 1) & 1)) hi += v, ++taken_hi;
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
  std::vector<Candidates> dom_;
};

bool all_positions_differ(std::size_t size, const std::vector<std::uint64_t>* differ) {
  if (!differ) return true;
  for (std::size_t p = 0; p < size; ++p) {
    const std::uint64_t others = (size >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << size) - 1) &
                                 ~(std::uint64_t{1} << p);
    if (((*differ)[p] & others) != others) return false;
  }
  return true;
}

}  // namespace

bool prune_arithmetic_cage(std::span<const int> cells, CageOp op, long long target,
                           const std::vector<std::uint64_t>* differ, std::vector<Candidates>& cand,
                           bool& changed) {
  if (cells.size() > 64) return prune_by_bounds(cells, op, target, cand, changed);
  Candidates values = 0;
  for (int cell : cells) values |= cand[static_cast<std::size_t>(cell)];
  const bool sets_apply =
      (op == CageOp::Add || op == CageOp::Mul || (op == CageOp::None && cells.size() >= 3)) &&
      cells.size() >= 2 && (values >> DistinctSetSearch::kMaxValue) == 0 &&
      all_positions_differ(cells.size(), differ);
  if (sets_apply) {
    std::vector<Candidates> support;
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

// ---- native rules ----

namespace {

class CalcudokuRules final : public NativeRules {
 public:
  explicit CalcudokuRules(const Calcudoku& puzzle) : puzzle_(puzzle) {
    values_.resize(static_cast<std::size_t>(puzzle.n));
    std::iota(values_.begin(), values_.end(), 1);
    distinct_.groups = rows_and_columns(puzzle.n);
    distinct_.num_values = puzzle.n;
    distinct_.index(puzzle.n * puzzle.n);
    for (const CalcudokuCage& cage : puzzle.cages) {
      std::vector<std::uint64_t> differ(std::min<std::size_t>(cage.cells.size(), 64), 0);
      if (cage.cells.size() <= 64)
        for (auto [a, b] : puzzle.line_pairs(cage)) {
          differ[static_cast<std::size_t>(a)] |= std::uint64_t{1} << b;
          differ[static_cast<std::size_t>(b)] |= std::uint64_t{1} << a;
        }
      differ_.push_back(std::move(differ));
    }
  }
  const std::vector<int>& values() const override { return values_; }
  std::vector<Candidates> initial() const override {
    const int n = puzzle_.n;
    Candidates all = n >= 64 ? ~Candidates{0} : (Candidates{1} << n) - 1;
    std::vector<Candidates> cells(static_cast<std::size_t>(n * n), all);
    const Grid& givens = puzzle_.givens();
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (givens.cells[i] != kUnknown) cells[i] = Candidates{1} << (givens.cells[i] - 1);
    return cells;
  }
  bool propagate(std::vector<Candidates>& cells) const override {
    // A cage is searched again only when one of its cells lost candidates since its last search
    // in this call (`seen` holds the candidates each cage last saw; 0 = never searched).
    thread_local std::vector<Candidates> seen;
    seen.assign(cells.size(), 0);
    bool changed = true;
    while (changed) {
      changed = false;
      if (!distinct_.propagate(cells, changed)) return false;
      for (std::size_t k = 0; k < puzzle_.cages.size(); ++k) {
        const CalcudokuCage& cage = puzzle_.cages[k];
        bool dirty = false;
        for (int cell : cage.cells)
          dirty = dirty ||
                  seen[static_cast<std::size_t>(cell)] != cells[static_cast<std::size_t>(cell)];
        if (!dirty) continue;
        if (!prune_arithmetic_cage(cage.cells, cage.op, cage.target, &differ_[k], cells, changed))
          return false;
        for (int cell : cage.cells)
          seen[static_cast<std::size_t>(cell)] = cells[static_cast<std::size_t>(cell)];
      }
    }
    return true;
  }
  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    distinct_.choose(cells, out);
  }

 private:
  const Calcudoku& puzzle_;
  std::vector<int> values_;
  DistinctGroups distinct_;
  std::vector<std::vector<std::uint64_t>> differ_;
};

}  // namespace

std::unique_ptr<NativeRules> Calcudoku::native_rules() const {
  return std::make_unique<CalcudokuRules>(*this);
}

}  // namespace gridsat
