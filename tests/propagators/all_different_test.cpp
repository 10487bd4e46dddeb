// propagators/all_different.hpp against brute force. One group of 2-4 cells over up to 6 values,
// every candidate state (empty cells included): DistinctGroups, indexed, leaves exactly the
// values some assignment of distinct values uses (singles, locked candidates and Hall sets are
// complete on one group), and reports a contradiction exactly when there is none; without
// index() (singles only) it is sound; on complete assignments both accept exactly the distinct
// ones; the entry that starts from narrowed cells reaches the same result. Several overlapping
// groups (Latin squares, a sudoku band, a Latin square with a box and a small group), on random
// states: sound, and at its fixpoint every group on its own is exact and no locked candidate is
// left. PermutationFilter, one group of n cells over n values, every state up to n = 4: exactly
// the values some perfect matching uses.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "propagators/all_different.hpp"
#include "propagators/brute_force.hpp"
#include "puzzles/native_rules.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

bool distinct(std::span<const int> values) {
  for (std::size_t i = 0; i < values.size(); ++i)
    for (std::size_t j = i + 1; j < values.size(); ++j)
      if (values[i] == values[j]) return false;
  return true;
}

bool is_permutation_of(std::span<const int> values, int n) {
  return static_cast<int>(values.size()) == n && distinct(values) &&
         std::all_of(values.begin(), values.end(), [n](int v) { return v >= 0 && v < n; });
}

std::vector<int> iota(int k) {
  std::vector<int> cells(static_cast<std::size_t>(k));
  for (int i = 0; i < k; ++i) cells[static_cast<std::size_t>(i)] = i;
  return cells;
}

DistinctGroups make_groups(std::vector<std::vector<int>> groups, int values, int cells,
                           bool indexed) {
  DistinctGroups d;
  d.groups = std::move(groups);
  d.num_values = values;
  if (indexed) d.index(cells);
  return d;
}

// The sizes of one group tested exhaustively: (cells, values), from more cells than values
// (never satisfiable) to twice as many values as cells.
struct Size {
  int cells, values;
};
constexpr Size kOneGroup[] = {{2, 1}, {2, 2}, {2, 3}, {2, 4}, {2, 6}, {3, 2},
                              {3, 3}, {3, 4}, {3, 5}, {4, 3}, {4, 4}, {4, 5}};

}  // namespace

TEST_CASE("all-different on one group keeps exactly the values of some distinct assignment",
          "[propagators][all_different]") {
  long long states = 0, pruned = 0, refuted = 0;
  for (Size size : kOneGroup) {
    if (size.cells == 4 && size.values == 5) continue;  // random below: 32^4 states
    for (bool indexed : {true, false}) {
      const DistinctGroups d = make_groups({iota(size.cells)}, size.values, size.cells, indexed);
      for_each_candidate_set(size.cells, size.values, true, [&](const std::vector<Candidates>& c) {
        std::vector<Candidates> cells = c;
        bool changed = false;
        const bool ok = d.propagate(cells, changed);
        INFO(size.cells << " cells, " << size.values << " values, indexed " << indexed);
        // Singles alone are sound, not complete.
        const std::string verdict = judge(c, cells, ok, distinct, indexed);
        INFO(verdict);
        REQUIRE(verdict.empty());
        if (ok) REQUIRE(changed == (cells != c));
        ++states;
        pruned += ok && cells != c;
        refuted += !ok;
      });
    }
  }
  CHECK(pruned > 1000);
  CHECK(refuted > 1000);
  INFO(states << " states");
  CHECK(states > 100000);
}

TEST_CASE("all-different on one group of 4 cells over 5 values, random states, exact",
          "[propagators][all_different]") {
  std::mt19937 rng(7);
  const DistinctGroups d = make_groups({iota(4)}, 5, 4, true);
  for (int trial = 0; trial < 20000; ++trial) {
    std::vector<Candidates> c(4);
    for (Candidates& x : c) x = random_candidates(rng, 5);
    std::vector<Candidates> cells = c;
    bool changed = false;
    const bool ok = d.propagate(cells, changed);
    const std::string verdict = judge(c, cells, ok, distinct, true);
    INFO(verdict);
    REQUIRE(verdict.empty());
  }
}

TEST_CASE("all-different accepts exactly the complete assignments of distinct values",
          "[propagators][all_different]") {
  for (Size size : kOneGroup) {
    for (bool indexed : {true, false}) {
      const DistinctGroups d = make_groups({iota(size.cells)}, size.values, size.cells, indexed);
      std::vector<Candidates> all(static_cast<std::size_t>(size.cells),
                                  (Candidates{1} << size.values) - 1);
      for_each_assignment(all, [&](std::span<const int> values) {
        std::vector<Candidates> cells = as_singles(values);
        bool changed = false;
        INFO(describe(cells) << ", indexed " << indexed);
        REQUIRE(d.propagate(cells, changed) == distinct(values));
        REQUIRE(!changed);
        // The same when the last cell is decided at a search node: from the fixpoint of the
        // others decided and the last one open, narrowed to its value.
        if (indexed) {
          std::vector<Candidates> node = as_singles(values);
          const auto last = static_cast<std::size_t>(size.cells - 1);
          node[last] = (Candidates{1} << size.values) - 1;
          bool fits = d.propagate(node, changed);
          const Candidates value = Candidates{1} << values[last];
          fits = fits && (node[last] & value);
          if (fits) {
            node[last] = value;
            const int narrowed[] = {size.cells - 1};
            fits = d.propagate(node, changed, narrowed);
          }
          REQUIRE(fits == distinct(values));
        }
      });
    }
  }
}

TEST_CASE("all-different from narrowed cells reaches what a fresh call reaches",
          "[propagators][all_different]") {
  std::mt19937 rng(11);
  for (Size size : kOneGroup) {
    const DistinctGroups d = make_groups({iota(size.cells)}, size.values, size.cells, true);
    for (int trial = 0; trial < 3000; ++trial) {
      std::vector<Candidates> cells(static_cast<std::size_t>(size.cells));
      for (Candidates& x : cells) x = random_candidates(rng, size.values);
      bool changed = false;
      if (!d.propagate(cells, changed)) continue;
      // Narrow one cell of the fixpoint, as a search node does.
      const int cell = std::uniform_int_distribution<int>(0, size.cells - 1)(rng);
      Candidates& target = cells[static_cast<std::size_t>(cell)];
      const Candidates narrower = target & random_candidates(rng, size.values);
      if (narrower == target || narrower == 0) continue;
      target = narrower;
      std::vector<Candidates> fresh = cells, from = cells;
      const int narrowed[] = {cell};
      const bool ok_fresh = d.propagate(fresh, changed);
      const bool ok_from = d.propagate(from, changed, narrowed);
      INFO(describe(cells));
      REQUIRE(ok_fresh == ok_from);
      if (ok_fresh) REQUIRE(fresh == from);
      const std::string verdict = judge(cells, from, ok_from, distinct, true);
      INFO(verdict);
      REQUIRE(verdict.empty());
    }
  }
}

namespace {

struct Shape {
  const char* name;
  int cells;
  int values;
  std::vector<std::vector<int>> groups;
};

std::vector<std::vector<int>> rows_and_columns(int rows, int cols) {
  std::vector<std::vector<int>> out;
  for (int r = 0; r < rows; ++r) {
    std::vector<int> row;
    for (int c = 0; c < cols; ++c) row.push_back(r * cols + c);
    out.push_back(row);
  }
  for (int c = 0; c < cols; ++c) {
    std::vector<int> col;
    for (int r = 0; r < rows; ++r) col.push_back(r * cols + c);
    out.push_back(col);
  }
  return out;
}

std::vector<Shape> shapes() {
  std::vector<Shape> out;
  out.push_back({"latin 3x3", 9, 3, rows_and_columns(3, 3)});
  // Two rows of a 4x4 sudoku: full rows and boxes, columns of two cells.
  Shape band{"sudoku band 2x4", 8, 4, rows_and_columns(2, 4)};
  band.groups.push_back({0, 1, 4, 5});
  band.groups.push_back({2, 3, 6, 7});
  out.push_back(band);
  // A 4x4 Latin square with one box and a small group across it.
  Shape latin{"latin 4x4 + box + small group", 16, 4, rows_and_columns(4, 4)};
  latin.groups.push_back({0, 1, 4, 5});
  latin.groups.push_back({5, 6, 10});
  out.push_back(latin);
  return out;
}

// Every solution of `cells` over `shape`, by backtracking cell by cell (a cell's value must
// differ from the values of its group mates already placed).
std::vector<std::vector<int>> solutions(const Shape& shape, const std::vector<Candidates>& cells) {
  std::vector<std::vector<int>> mates(static_cast<std::size_t>(shape.cells));
  for (const auto& g : shape.groups)
    for (int a : g)
      for (int b : g)
        if (a != b) mates[static_cast<std::size_t>(a)].push_back(b);
  std::vector<std::vector<int>> out;
  std::vector<int> value(static_cast<std::size_t>(shape.cells), -1);
  std::function<void(int)> walk = [&](int cell) {
    if (cell == shape.cells) {
      out.push_back(value);
      return;
    }
    for (Candidates rest = cells[static_cast<std::size_t>(cell)]; rest; rest &= rest - 1) {
      const int v = lowest_index(rest);
      bool clash = false;
      for (int m : mates[static_cast<std::size_t>(cell)])
        clash = clash || value[static_cast<std::size_t>(m)] == v;
      if (clash) continue;
      value[static_cast<std::size_t>(cell)] = v;
      walk(cell + 1);
      value[static_cast<std::size_t>(cell)] = -1;
    }
  };
  walk(0);
  return out;
}

// At a fixpoint, each group on its own: every candidate of its cells is used by some assignment
// of distinct values to the group.
std::string group_not_exact(const Shape& shape, const std::vector<Candidates>& cells) {
  for (const auto& group : shape.groups) {
    std::vector<Candidates> mine;
    for (int cell : group) mine.push_back(cells[static_cast<std::size_t>(cell)]);
    const std::vector<Candidates> support = supports(mine, distinct);
    if (support != mine) return "group " + describe(mine) + " supports only " + describe(support);
  }
  return "";
}

// At a fixpoint, locked candidates: for a full group A and any other group B, a value whose
// places in A all lie in B is in no cell of B outside A.
std::string lock_left(const Shape& shape, const std::vector<Candidates>& cells) {
  auto in = [](const std::vector<int>& g, int cell) {
    return std::find(g.begin(), g.end(), cell) != g.end();
  };
  for (const auto& a : shape.groups) {
    if (static_cast<int>(a.size()) != shape.values) continue;
    for (const auto& b : shape.groups) {
      if (&a == &b) continue;
      for (int v = 0; v < shape.values; ++v) {
        const Candidates bit = Candidates{1} << v;
        bool inside = true;
        for (int cell : a)
          if ((cells[static_cast<std::size_t>(cell)] & bit) && !in(b, cell)) inside = false;
        if (!inside) continue;
        for (int cell : b)
          if (!in(a, cell) && (cells[static_cast<std::size_t>(cell)] & bit))
            return "value " + std::to_string(v) + " is locked but stays in cell " +
                   std::to_string(cell);
      }
    }
  }
  return "";
}

}  // namespace

TEST_CASE("all-different on overlapping groups is sound and leaves no single-group deduction",
          "[propagators][all_different]") {
  std::mt19937 rng(2024);
  for (const Shape& shape : shapes()) {
    const DistinctGroups d = make_groups(shape.groups, shape.values, shape.cells, true);
    const DistinctGroups plain = make_groups(shape.groups, shape.values, shape.cells, false);
    int solved = 0, refuted = 0;
    for (int trial = 0; trial < 1500; ++trial) {
      std::vector<Candidates> before(static_cast<std::size_t>(shape.cells));
      for (Candidates& c : before) c = random_candidates(rng, shape.values);
      // Mostly states near a solution: a random solution's values plus random others.
      if (trial % 2 == 0) {
        const auto all = solutions(
            shape, std::vector<Candidates>(before.size(), (Candidates{1} << shape.values) - 1));
        const auto& one = all[std::uniform_int_distribution<std::size_t>(0, all.size() - 1)(rng)];
        for (std::size_t i = 0; i < before.size(); ++i)
          before[i] =
              (before[i] & random_candidates(rng, shape.values)) | (Candidates{1} << one[i]);
      }
      const auto sols = solutions(shape, before);
      std::vector<Candidates> support(before.size(), 0);
      for (const auto& s : sols)
        for (std::size_t i = 0; i < s.size(); ++i) support[i] |= Candidates{1} << s[i];
      INFO(shape.name << ": " << describe(before) << ", " << sols.size() << " solutions");
      for (const DistinctGroups* rules : {&d, &plain}) {
        std::vector<Candidates> cells = before;
        bool changed = false;
        const bool ok = rules->propagate(cells, changed);
        INFO("indexed " << (rules == &d) << ", after: " << describe(cells));
        if (!ok) {
          REQUIRE(sols.empty());
          continue;
        }
        for (std::size_t i = 0; i < cells.size(); ++i)
          REQUIRE((cells[i] & support[i]) == support[i]);
        if (rules != &d) continue;
        const std::string exact = group_not_exact(shape, cells);
        INFO(exact);
        REQUIRE(exact.empty());
        const std::string lock = lock_left(shape, cells);
        INFO(lock);
        REQUIRE(lock.empty());
        // choose() covers every solution.
        std::vector<Alternative> alternatives;
        d.choose(cells, alternatives);
        for (const auto& s : sols) {
          const bool covered =
              alternatives.empty() ||
              std::any_of(alternatives.begin(), alternatives.end(), [&](const Alternative& a) {
                return (Candidates{1} << s[static_cast<std::size_t>(a.cell)]) == a.value;
              });
          REQUIRE(covered);
        }
      }
      solved += !sols.empty();
      refuted += sols.empty();
    }
    CHECK(solved > 100);
    CHECK(refuted > 100);
  }
}

TEST_CASE("all-different accepts exactly the Latin squares of order 3 among all fillings",
          "[propagators][all_different]") {
  const Shape latin = shapes().front();
  for (bool indexed : {true, false}) {
    const DistinctGroups d = make_groups(latin.groups, latin.values, latin.cells, indexed);
    std::vector<Candidates> all(9, 7);
    int accepted = 0;
    for_each_assignment(all, [&](std::span<const int> values) {
      std::vector<Candidates> cells = as_singles(values);
      bool changed = false;
      bool latin_square = true;
      for (const auto& g : latin.groups) {
        std::vector<int> mine;
        for (int cell : g) mine.push_back(values[static_cast<std::size_t>(cell)]);
        latin_square = latin_square && distinct(mine);
      }
      REQUIRE(d.propagate(cells, changed) == latin_square);
      accepted += latin_square;
    });
    CHECK(accepted == 12);
  }
}

TEST_CASE("the permutation filter keeps exactly the values of some perfect matching",
          "[propagators][all_different]") {
  PermutationFilter filter;
  long long pruned = 0, refuted = 0;
  for (int n = 1; n <= 4; ++n) {
    const std::vector<int> group = iota(n);
    auto holds = [n](std::span<const int> v) { return is_permutation_of(v, n); };
    for_each_candidate_set(n, n, true, [&](const std::vector<Candidates>& c) {
      std::vector<Candidates> cells = c;
      bool changed = false;
      const bool ok = filter.run(group, cells, changed);
      const std::string verdict = judge(c, cells, ok, holds, true);
      INFO(verdict);
      REQUIRE(verdict.empty());
      if (ok) REQUIRE(changed == (cells != c));
      pruned += ok && cells != c;
      refuted += !ok;
    });
  }
  // Five and six cells, random states; the group's cells scattered in a longer vector.
  std::mt19937 rng(5);
  for (int trial = 0; trial < 20000; ++trial) {
    const int n = 5 + trial % 2;
    auto holds = [n](std::span<const int> v) { return is_permutation_of(v, n); };
    std::vector<int> group;
    std::vector<Candidates> cells(static_cast<std::size_t>(2 * n), 1), c;
    for (int i = 0; i < n; ++i) {
      group.push_back(2 * i + 1);
      c.push_back(random_candidates(rng, n));
      cells[static_cast<std::size_t>(2 * i + 1)] = c.back();
    }
    bool changed = false;
    const bool ok = filter.run(group, cells, changed);
    std::vector<Candidates> after;
    for (int cell : group) after.push_back(cells[static_cast<std::size_t>(cell)]);
    const std::string verdict = judge(c, after, ok, holds, true);
    INFO(verdict);
    REQUIRE(verdict.empty());
    for (int i = 0; i < n; ++i) REQUIRE(cells[static_cast<std::size_t>(2 * i)] == 1);
  }
  CHECK(pruned > 1000);
  CHECK(refuted > 1000);
}
