// propagators/cages.hpp against brute force. Cages of 1-3 cells over up to 6 values, every
// operation, every target some values reach (and one none does), every candidate state, with all
// cells distinct, none, or some pairs (every pattern up to 2 cells, five on 3): propagate_cage
// leaves exactly the values some completion uses and fails exactly when there is none (it is exact
// on every cage small enough for its search). Cages of 4-6 cells over up to 9 values on random
// states, killer-like and with random differing pairs: the same. Complete cages of up to 4 cells:
// accepted exactly when they satisfy the cage. Long cages (10-12 cells, and 70, past the 64 the
// search takes), whose completions a dynamic programme counts instead: never a supported value
// removed.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "propagators/brute_force.hpp"
#include "propagators/cages.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

constexpr CageOp kOps[] = {CageOp::Add, CageOp::Mul, CageOp::Sub, CageOp::Div, CageOp::None};

const char* op_name(CageOp op) {
  switch (op) {
    case CageOp::Add:
      return "+";
    case CageOp::Mul:
      return "*";
    case CageOp::Sub:
      return "-";
    case CageOp::Div:
      return "/";
    case CageOp::None:
      return "?";
  }
  return "";
}

// The rules of a cage as a puzzle states them, on values 1..n (value index i is the value i + 1).
bool reaches(CageOp op, long long target, std::span<const int> indices) {
  std::vector<long long> v;
  for (int i : indices) v.push_back(i + 1);
  long long sum = 0, product = 1;
  for (long long x : v) sum += x, product *= x;
  const bool two = v.size() == 2;
  const long long hi = two ? std::max(v[0], v[1]) : 0, lo = two ? std::min(v[0], v[1]) : 1;
  const bool add = sum == target, mul = product == target;
  const bool sub = two && hi - lo == target, div = two && hi == lo * target;
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
      return v.size() == 1 ? v[0] == target : two ? add || mul || sub || div : add || mul;
  }
  return false;
}

// A cage's positions and which of them must differ; `all` for every pair.
struct Pattern {
  bool all = false;
  std::vector<std::uint64_t> differ;  // per position, as CageRule reads it
};

bool respects(const Pattern& p, std::span<const int> values) {
  for (std::size_t a = 0; a < values.size(); ++a)
    for (std::size_t b = a + 1; b < values.size(); ++b)
      if (values[a] == values[b] && (p.all || (p.differ[a] >> b & 1))) return false;
  return true;
}

// Every pattern of differing pairs over k positions (2^(k(k-1)/2) of them), plus `all`.
std::vector<Pattern> every_pattern(int k) {
  std::vector<std::pair<int, int>> pairs;
  for (int a = 0; a < k; ++a)
    for (int b = a + 1; b < k; ++b) pairs.emplace_back(a, b);
  std::vector<Pattern> out{{true, {}}};
  for (unsigned mask = 0; mask < (1u << pairs.size()); ++mask) {
    std::vector<std::pair<int, int>> chosen;
    for (std::size_t i = 0; i < pairs.size(); ++i)
      if (mask >> i & 1) chosen.push_back(pairs[i]);
    out.push_back({false, differ_masks(chosen, static_cast<std::size_t>(k))});
  }
  return out;
}

// A few patterns for k >= 3 positions, where every pattern would be too many: all (the flag), none,
// all as explicit pairs, and a path 0-1-2-... and its first pair.
std::vector<Pattern> some_patterns(int k) {
  std::vector<std::pair<int, int>> path, every;
  for (int a = 0; a + 1 < k; ++a) path.emplace_back(a, a + 1);
  for (int a = 0; a < k; ++a)
    for (int b = a + 1; b < k; ++b) every.emplace_back(a, b);
  const auto size = static_cast<std::size_t>(k);
  const std::span<const std::pair<int, int>> first(path.data(), 1);
  return {{true, {}},
          {false, differ_masks({}, size)},
          {false, differ_masks(every, size)},
          {false, differ_masks(path, size)},
          {false, differ_masks(first, size)}};
}

// The targets worth trying: whatever some values 1..n reach with `op` on k cells, and one more.
std::vector<long long> targets(CageOp op, int k, int n) {
  std::set<long long> reached;
  std::vector<Candidates> all(static_cast<std::size_t>(k), (Candidates{1} << n) - 1);
  for_each_assignment(all, [&](std::span<const int> values) {
    for (long long t = 1; t <= 2 * n * k + 2; ++t)
      if (reaches(op, t, values)) reached.insert(t);
    long long product = 1;
    for (int v : values) product *= v + 1;
    if (reaches(op, product, values)) reached.insert(product);
  });
  std::vector<long long> out(reached.begin(), reached.end());
  out.push_back(out.empty() ? 1 : out.back() + 1);
  return out;
}

// Runs the propagator on `before` (the cage's cells scattered over a longer vector) and judges it.
std::string run_and_judge(CageOp op, long long target, const Pattern& pattern,
                          const std::vector<Candidates>& before, bool exact) {
  const std::size_t k = before.size();
  std::vector<int> cells;
  std::vector<Candidates> cand(2 * k + 1, 1);
  for (std::size_t p = 0; p < k; ++p) {
    cells.push_back(static_cast<int>(2 * p + 1));
    cand[2 * p + 1] = before[p];
  }
  CageRule rule{cells, op, target, pattern.all, pattern.differ};
  bool changed = false;
  const bool ok = propagate_cage(rule, cand, changed);
  std::vector<Candidates> after;
  for (int cell : cells) after.push_back(cand[static_cast<std::size_t>(cell)]);
  auto holds = [&](std::span<const int> values) {
    return respects(pattern, values) && reaches(op, target, values);
  };
  std::string verdict = judge(before, after, ok, holds, exact);
  if (!verdict.empty())
    return std::string("cage ") + op_name(op) + std::to_string(target) + ": " + verdict;
  for (std::size_t p = 0; p <= k; ++p)
    if (cand[2 * p] != 1) return "a cell outside the cage changed";
  if (ok && changed != (after != before)) return "`changed` is wrong";
  return "";
}

}  // namespace

TEST_CASE("a cage of up to 3 cells keeps exactly the values some completion uses",
          "[propagators][cages]") {
  struct Size {
    int cells, values;
  };
  long long states = 0;
  const Size sizes[] = {{1, 6}, {2, 3}, {2, 5}, {3, 3}, {3, 4}};
  // The sanitizer pass leaves out 3 cells over 4 values, most of the states.
  for (Size size : sample_of(sizes, 4)) {
    const std::vector<Pattern> patterns =
        size.cells <= 2 ? every_pattern(size.cells) : some_patterns(size.cells);
    for (CageOp op : kOps) {
      for (long long target : targets(op, size.cells, size.values)) {
        for (const Pattern& pattern : patterns) {
          for_each_candidate_set(
              size.cells, size.values, size.cells <= 2, [&](const std::vector<Candidates>& c) {
                const std::string verdict = run_and_judge(op, target, pattern, c, true);
                INFO(verdict);
                REQUIRE(verdict.empty());
                ++states;
              });
        }
      }
    }
  }
  INFO(states << " states");
  CHECK(states > sample_size(1000000, 100000));
}

TEST_CASE("cages of 4-6 cells over up to 9 values, random states, are exact",
          "[propagators][cages]") {
  std::mt19937 rng(31);
  int refuted = 0, pruned = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const int k = 4 + trial % 3;
    const int n = k == 6 ? 7 : std::uniform_int_distribution<int>(k, 9)(rng);
    const CageOp op = kOps[std::uniform_int_distribution<int>(0, 4)(rng)];
    std::vector<Candidates> before(static_cast<std::size_t>(k));
    for (Candidates& c : before) c = random_candidates(rng, n);
    // A target some values reach (most of the time), from a random completion.
    std::vector<int> some;
    for (int p = 0; p < k; ++p) some.push_back(std::uniform_int_distribution<int>(0, n - 1)(rng));
    long long sum = 0, product = 1;
    for (int v : some) sum += v + 1, product *= v + 1;
    long long target = op == CageOp::Mul || (op == CageOp::None && trial % 2) ? product : sum;
    if (trial % 5 == 4) target += 1;
    Pattern pattern{trial % 2 == 0, {}};
    if (!pattern.all) {
      std::vector<std::pair<int, int>> pairs;
      for (int a = 0; a < k; ++a)
        for (int b = a + 1; b < k; ++b)
          if (std::uniform_int_distribution<int>(0, 1)(rng)) pairs.emplace_back(a, b);
      pattern.differ = differ_masks(pairs, static_cast<std::size_t>(k));
    }
    const std::string verdict = run_and_judge(op, target, pattern, before, true);
    INFO("trial " << trial << ": " << verdict);
    REQUIRE(verdict.empty());
    std::vector<Candidates> cand = before;
    std::vector<int> cells;
    for (int p = 0; p < k; ++p) cells.push_back(p);
    bool changed = false;
    const bool ok = propagate_cage({cells, op, target, pattern.all, pattern.differ}, cand, changed);
    refuted += !ok;
    pruned += ok && changed;
  }
  CHECK(refuted > 200);
  CHECK(pruned > 200);
}

TEST_CASE("a complete cage is accepted exactly when its values satisfy it",
          "[propagators][cages]") {
  for (int k = 1; k <= 4; ++k) {
    const int n = 4;
    const std::vector<Pattern> patterns = k <= 3 ? every_pattern(k) : some_patterns(k);
    std::vector<Candidates> all(static_cast<std::size_t>(k), (Candidates{1} << n) - 1);
    for (CageOp op : kOps)
      for (long long target : targets(op, k, n))
        for (const Pattern& pattern : patterns)
          for_each_assignment(all, [&](std::span<const int> values) {
            std::vector<Candidates> cand = as_singles(values);
            std::vector<int> cells;
            for (int p = 0; p < k; ++p) cells.push_back(p);
            bool changed = false;
            const bool expected = respects(pattern, values) && reaches(op, target, values);
            INFO(op_name(op) << target << " on " << describe(cand) << ", all differ "
                             << pattern.all);
            REQUIRE(propagate_cage({cells, op, target, pattern.all, pattern.differ}, cand,
                                   changed) == expected);
            REQUIRE(!changed);
          });
  }
}

namespace {

// The values each position of a long cage without differing pairs can take in some completion
// reaching `target` with + or *, by a dynamic programme over partial results (the positions are
// independent, so the partial sum or product is all that matters).
std::vector<Candidates> long_cage_supports(CageOp op, long long target,
                                           const std::vector<Candidates>& cand) {
  const std::size_t k = cand.size();
  auto combine = [op](long long a, long long v) { return op == CageOp::Add ? a + v : a * v; };
  auto fits = [&](long long a) { return op == CageOp::Add ? a <= target : target % a == 0; };
  // ahead[i]: partial results of positions 0..i-1; behind[i]: of positions i..k-1.
  std::vector<std::set<long long>> ahead(k + 1), behind(k + 1);
  ahead[0] = {op == CageOp::Add ? 0 : 1};
  behind[k] = {op == CageOp::Add ? 0 : 1};
  for (std::size_t i = 0; i < k; ++i)
    for (long long a : ahead[i])
      for (Candidates rest = cand[i]; rest; rest &= rest - 1)
        if (long long b = combine(a, lowest_index(rest) + 1); fits(b)) ahead[i + 1].insert(b);
  for (std::size_t i = k; i-- > 0;)
    for (long long a : behind[i + 1])
      for (Candidates rest = cand[i]; rest; rest &= rest - 1)
        if (long long b = combine(a, lowest_index(rest) + 1); fits(b)) behind[i].insert(b);
  std::vector<Candidates> support(k, 0);
  for (std::size_t i = 0; i < k; ++i)
    for (long long a : ahead[i])
      for (Candidates rest = cand[i]; rest; rest &= rest - 1) {
        const long long b = combine(a, lowest_index(rest) + 1);
        const bool meets = op == CageOp::Add
                               ? behind[i + 1].count(target - b) > 0
                               : target % b == 0 && behind[i + 1].count(target / b) > 0;
        if (meets) support[i] |= rest & (~rest + 1);
      }
  return support;
}

}  // namespace

TEST_CASE("long cages never lose a supported value (search, node cap and bounds)",
          "[propagators][cages]") {
  std::mt19937 rng(97);
  int refuted = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const bool huge = trial % 4 == 3;  // past 64 cells: bounds only
    const int k = huge ? 70 : 10 + trial % 3;
    const int n = huge ? 3 : 9;
    const CageOp op = trial % 2 ? CageOp::Add : CageOp::Mul;
    std::vector<Candidates> before(static_cast<std::size_t>(k));
    for (Candidates& c : before) c = random_candidates(rng, n);
    long long target = 0;
    if (op == CageOp::Add) {
      for (Candidates c : before) target += lowest_index(c) + 1 + (trial % 3);
    } else {
      target = 1;
      for (int p = 0; p < std::min(k, 12); ++p) target *= 1 + trial % 3;
    }
    std::vector<int> cells;
    for (int p = 0; p < k; ++p) cells.push_back(p);
    const std::vector<std::uint64_t> none = differ_masks({}, static_cast<std::size_t>(k));
    std::vector<Candidates> cand = before;
    bool changed = false;
    const bool ok = propagate_cage({cells, op, target, false, none}, cand, changed);
    const std::vector<Candidates> support = long_cage_supports(op, target, before);
    INFO("trial " << trial << ": " << describe(before) << " -> " << describe(cand) << ", supported "
                  << describe(support));
    if (!ok) {
      REQUIRE(!any_support(support));
      ++refuted;
      continue;
    }
    for (std::size_t p = 0; p < before.size(); ++p) {
      REQUIRE((cand[p] & support[p]) == support[p]);
      REQUIRE((cand[p] & ~before[p]) == 0);
    }
  }
  CHECK(refuted > 10);
}

TEST_CASE("differ masks are the pairs, both ways", "[propagators][cages]") {
  const std::pair<int, int> pairs[] = {{0, 2}, {3, 1}, {2, 3}};
  const auto masks = differ_masks(pairs, 5);
  REQUIRE(masks == std::vector<std::uint64_t>{0b00100, 0b01000, 0b01001, 0b00110, 0});
  REQUIRE(differ_masks({}, 65).empty());
}
