// Calcudoku's three statements of its rules held against each other: the native cage pruning
// against brute force over small random domains, and check() against encode() (both cage
// encodings) and the native backtracker on small random puzzles, by counting solutions.
#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <random>

#include "driver/engine.hpp"
#include "genres/calcudoku/calcudoku.hpp"
#include "propagators/cages.hpp"

using namespace gridsat;

namespace {

bool plain_rule(CageOp op, long long target, const std::vector<int>& v) {
  long long sum = 0, product = 1;
  for (int x : v) sum += x, product *= x;
  if (v.size() == 2) {
    int hi = std::max(v[0], v[1]), lo = std::min(v[0], v[1]);
    bool diff = hi - lo == target, quot = hi == lo * target;
    if (op == CageOp::Sub) return diff;
    if (op == CageOp::Div) return quot;
    if (op == CageOp::None) return sum == target || product == target || diff || quot;
  } else if (op == CageOp::Sub || op == CageOp::Div) {
    return false;
  }
  if (op == CageOp::Add) return sum == target;
  if (op == CageOp::Mul) return product == target;
  return v.size() == 1 ? v[0] == target : sum == target || product == target;
}

// For each position, the values (as bits) that some full assignment within `dom` satisfying the
// cage and the differ masks uses; empty when there is none.
std::vector<Candidates> brute_supports(const std::vector<Candidates>& dom, CageOp op,
                                       long long target, const std::vector<std::uint64_t>* differ) {
  const std::size_t k = dom.size();
  std::vector<Candidates> support(k, 0);
  std::vector<int> v(k, 0);
  std::function<void(std::size_t)> walk = [&](std::size_t p) {
    if (p == k) {
      for (std::size_t a = 0; a < k; ++a)
        for (std::size_t b = 0; b < k; ++b)
          if (a != b && v[a] == v[b] && (!differ || ((*differ)[a] >> b & 1))) return;
      if (!plain_rule(op, target, v)) return;
      for (std::size_t a = 0; a < k; ++a) support[a] |= Candidates{1} << (v[a] - 1);
      return;
    }
    for (int x = 1; x <= 64; ++x)
      if (dom[p] >> (x - 1) & 1) {
        v[p] = x;
        walk(p + 1);
      }
  };
  walk(0);
  return support;
}

}  // namespace

TEST_CASE("native cage pruning keeps exactly the values some completion uses", "[calcudoku]") {
  std::mt19937 rng(20240521);
  const CageOp ops[] = {CageOp::Add, CageOp::Mul, CageOp::Sub, CageOp::Div, CageOp::None};
  int pruned_somewhere = 0, refuted = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    const int n = std::uniform_int_distribution<int>(2, 6)(rng);
    const int k = std::uniform_int_distribution<int>(1, 5)(rng);
    const CageOp op = ops[std::uniform_int_distribution<int>(0, 4)(rng)];
    std::vector<Candidates> dom(static_cast<std::size_t>(k));
    for (Candidates& c : dom)
      while (c == 0)
        c = std::uniform_int_distribution<Candidates>(0, (Candidates{1} << n) - 1)(rng);
    // A target near what the cage can make.
    std::vector<int> some(static_cast<std::size_t>(k));
    for (int& x : some) x = std::uniform_int_distribution<int>(1, n)(rng);
    long long sum = 0, product = 1;
    for (int x : some) sum += x, product *= x;
    long long target = op == CageOp::Add    ? sum
                       : op == CageOp::Mul  ? product
                       : op == CageOp::None ? (trial % 2 ? sum : product)
                                            : std::uniform_int_distribution<int>(1, 3)(rng);
    if (trial % 4 == 3) target += 1;
    // Which positions must differ: all (killer), none, or random pairs (KenKen lines).
    const int pattern = trial % 3;
    std::vector<std::uint64_t> differ(static_cast<std::size_t>(k), 0);
    for (int a = 0; a < k; ++a)
      for (int b = a + 1; b < k; ++b)
        if (pattern == 1 && std::uniform_int_distribution<int>(0, 1)(rng)) {
          differ[static_cast<std::size_t>(a)] |= std::uint64_t{1} << b;
          differ[static_cast<std::size_t>(b)] |= std::uint64_t{1} << a;
        }
    const std::vector<std::uint64_t>* differ_ptr = pattern == 0 ? nullptr : &differ;
    // The cage's cells are scattered in a larger candidate vector, as in a grid.
    std::vector<int> cells;
    std::vector<Candidates> cand(20, 1);
    for (int p = 0; p < k; ++p) {
      cells.push_back(3 * p + 1);
      cand[static_cast<std::size_t>(3 * p + 1)] = dom[static_cast<std::size_t>(p)];
    }
    const auto expected = brute_supports(dom, op, target, differ_ptr);
    bool changed = false;
    CageRule cage{cells, op, target, differ_ptr == nullptr, {}};
    if (differ_ptr) cage.differ = *differ_ptr;
    const bool ok = propagate_cage(cage, cand, changed);
    INFO("trial " << trial << ": op " << static_cast<int>(op) << " target " << target << ", " << k
                  << " cells, pattern " << pattern);
    const bool possible =
        std::all_of(expected.begin(), expected.end(), [](Candidates c) { return c; });
    REQUIRE(ok == possible);
    if (!possible) {
      ++refuted;
      continue;
    }
    for (int p = 0; p < k; ++p) {
      INFO("position " << p);
      REQUIRE(cand[static_cast<std::size_t>(3 * p + 1)] == expected[static_cast<std::size_t>(p)]);
    }
    CHECK(changed == (expected != dom));
    pruned_somewhere += expected != dom;
    CHECK(cand[0] == 1);  // cells outside the cage are untouched
  }
  CHECK(pruned_somewhere > 100);
  CHECK(refuted > 100);
}

namespace {

// Every Latin square of order n, row by row.
void for_each_latin_square(int n, const std::function<void(const Grid&)>& f) {
  Grid g(n, n, 0);
  std::function<void(int)> fill = [&](int cell) {
    if (cell == n * n) {
      f(g);
      return;
    }
    const int r = cell / n, c = cell % n;
    for (int v = 1; v <= n; ++v) {
      bool clash = false;
      for (int i = 0; i < c; ++i) clash = clash || g.at(r, i) == v;
      for (int i = 0; i < r; ++i) clash = clash || g.at(i, c) == v;
      if (clash) continue;
      g.at(r, c) = v;
      fill(cell + 1);
    }
  };
  fill(0);
}

// A random puzzle over a random Latin square: random connected cages of 1 to 4 cells, random
// operations with targets from the square (sometimes nudged, so that some puzzles have none).
Calcudoku random_puzzle(int n, std::mt19937& rng) {
  std::vector<Grid> squares;
  for_each_latin_square(n, [&](const Grid& g) { squares.push_back(g); });
  const Grid& sol = squares[std::uniform_int_distribution<std::size_t>(0, squares.size() - 1)(rng)];
  std::vector<int> label(static_cast<std::size_t>(n * n), -1);
  std::vector<CalcudokuCage> cages;
  for (int start = 0; start < n * n; ++start) {
    if (label[static_cast<std::size_t>(start)] >= 0) continue;
    const int want = std::uniform_int_distribution<int>(1, 4)(rng);
    CalcudokuCage cage;
    cage.cells.push_back(start);
    label[static_cast<std::size_t>(start)] = static_cast<int>(cages.size());
    while (static_cast<int>(cage.cells.size()) < want) {
      std::vector<int> frontier;
      for (int cell : cage.cells) {
        const int r = cell / n, c = cell % n;
        const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
        for (const auto& [nr, nc] : next)
          if (nr >= 0 && nc >= 0 && nr < n && nc < n &&
              label[static_cast<std::size_t>(nr * n + nc)] < 0)
            frontier.push_back(nr * n + nc);
      }
      if (frontier.empty()) break;
      const int pick =
          frontier[std::uniform_int_distribution<std::size_t>(0, frontier.size() - 1)(rng)];
      label[static_cast<std::size_t>(pick)] = static_cast<int>(cages.size());
      cage.cells.push_back(pick);
    }
    std::vector<int> v;
    for (int cell : cage.cells) v.push_back(sol.cells[static_cast<std::size_t>(cell)]);
    long long sum = 0, product = 1;
    for (int x : v) sum += x, product *= x;
    const int kind = std::uniform_int_distribution<int>(0, 4)(rng);
    if (v.size() == 2 && kind == 2) {
      cage.op = CageOp::Sub;
      cage.target = std::abs(v[0] - v[1]);
    } else if (v.size() == 2 && kind == 3 && std::max(v[0], v[1]) % std::min(v[0], v[1]) == 0) {
      cage.op = CageOp::Div;
      cage.target = std::max(v[0], v[1]) / std::min(v[0], v[1]);
    } else if (kind == 1) {
      cage.op = CageOp::Mul;
      cage.target = product;
    } else if (kind == 4) {
      cage.op = CageOp::None;
      cage.target = std::uniform_int_distribution<int>(0, 1)(rng) ? sum : product;
    } else {
      cage.op = CageOp::Add;
      cage.target = sum;
    }
    if (std::uniform_int_distribution<int>(0, 9)(rng) == 0) cage.target += 1;  // maybe no solution
    cages.push_back(std::move(cage));
  }
  return Calcudoku(n, std::move(cages), Grid(n, n));
}

}  // namespace

TEST_CASE("check, both encodings and the native backtracker count the same solutions",
          "[calcudoku]") {
  std::mt19937 rng(7);
  int with_solutions = 0, without = 0, several = 0;
  for (int trial = 0; trial < 60; ++trial) {
    const int n = 2 + trial % 3;  // 2, 3, 4
    Calcudoku puzzle = random_puzzle(n, rng);
    long long brute = 0;
    for_each_latin_square(n,
                          [&](const Grid& g) { brute += !check_solution(puzzle, g).has_value(); });
    INFO("trial " << trial << ", n = " << n << ", " << puzzle.cages.size() << " cages");
    for (std::string sum : {"tuples", "dd"}) {
      for (Backend backend : {Backend::Sat, Backend::Native}) {
        if (backend == Backend::Native && sum == "dd") continue;  // no encoding involved
        RunOptions options;
        options.backend = backend;
        options.encode.cages = *parse_cage_encoding(sum);
        options.count_limit = 1000;
        RunResult r = run(puzzle, Mode::Count, options);
        INFO(sum << (backend == Backend::Native ? " native" : " sat"));
        CHECK_FALSE(r.internal_error.has_value());
        REQUIRE(r.count_complete);
        REQUIRE(r.count == brute);
      }
    }
    with_solutions += brute > 0;
    without += brute == 0;
    several += brute > 1;
  }
  CHECK(with_solutions > 10);
  CHECK(without > 3);
  CHECK(several > 3);
}

TEST_CASE("check names the broken rule", "[calcudoku]") {
  // 2 x 2: cages {r1c1, r1c2} 3+ and {r2c1, r2c2} 2*.
  Calcudoku p(2, {{{0, 1}, CageOp::Add, 3}, {{2, 3}, CageOp::Mul, 2}}, Grid(2, 2));
  Grid good(2, 2);
  good.cells = {1, 2, 2, 1};
  CHECK_FALSE(p.check(good).has_value());
  Grid row(2, 2);
  row.cells = {1, 1, 2, 2};
  auto v = p.check(row);
  REQUIRE(v.has_value());
  CHECK(describe(*v) == "r1c2: row 1 holds 1 twice (r1c1 and r1c2)");
  Calcudoku q(2, {{{0, 2}, CageOp::Sub, 1}, {{1, 3}, CageOp::Add, 4}}, Grid(2, 2));
  v = q.check(good);
  REQUIRE(v.has_value());
  CHECK(describe(*v) == "r1c2: the cage of r1c2 adds up to 3, not 4");
}

TEST_CASE("cage problems a reader reports as bad data", "[calcudoku]") {
  CHECK(calcudoku_cage_problem(4, {{0, 1, 2}, CageOp::Sub, 1}) ==
        "'-' (a difference) needs a cage of exactly 2 cells; this one has 3");
  CHECK(calcudoku_cage_problem(4, {{0}, CageOp::Div, 2}) ==
        "'/' (a quotient) needs a cage of exactly 2 cells; this one has 1");
  CHECK(calcudoku_cage_problem(4, {{0, 1}, CageOp::Mul, 7}) ==
        "no values 1..4 in a cage of 2 cells make 7*");
  CHECK(calcudoku_cage_problem(4, {{0, 1}, CageOp::Add, 0}) ==
        "a cage target must be positive, found 0+");
  // 1 + 1 is no sum of a row pair (Latin rule inside the cage), but an L-shape may repeat:
  CHECK(calcudoku_cage_problem(4, {{0, 1}, CageOp::Add, 2}).has_value());
  CHECK(calcudoku_cage_problem(4, {{0, 1, 5}, CageOp::Add, 3}).has_value());        // 1+1 in row 1
  CHECK_FALSE(calcudoku_cage_problem(4, {{0, 1, 5}, CageOp::Add, 4}).has_value());  // 1 2 / . 1
  CHECK(calcudoku_cage_problem(4, {{0, 1, 4}, CageOp::Mul, 1}).has_value());
  CHECK_FALSE(calcudoku_cage_problem(4, {{0, 1, 5}, CageOp::Mul, 4}).has_value());  // 2 1 / . 2
  CHECK_FALSE(calcudoku_cage_problem(4, {{0}, CageOp::Add, 3}).has_value());  // `3+` on one cell
  CHECK(calcudoku_cage_problem(4, {{0}, CageOp::None, 5}).has_value());
}
