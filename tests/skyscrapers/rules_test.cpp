// Skyscrapers' two statements of its rules held against each other: on small random puzzles
// (N <= 4, counts and sums, random subsets of true and false clues, a few givens) the grids that
// `check` accepts among all Latin squares are exactly the grids SAT enumerates (each of which
// passes `check`), with each visibility encoding, and the native backtracker finds the same ones,
// both with its exact line pass and with only its cheaper fallback pass. Also: what `check`
// reports, and the Pyramids clue deductions in the native starting candidates.
#include <catch2/catch.hpp>
#include <functional>
#include <random>
#include <set>

#include "genres/skyscrapers/skyscrapers.hpp"
#include "native/backtrack.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Every n x n Latin square over 1..n.
std::vector<Grid> latin_squares(int n) {
  std::vector<Grid> out;
  Grid g(n, n, 0);
  std::function<void(int)> fill = [&](int cell) {
    if (cell == n * n) {
      out.push_back(g);
      return;
    }
    int r = cell / n, c = cell % n;
    for (int v = 1; v <= n; ++v) {
      bool free = true;
      for (int k = 0; k < n && free; ++k)
        free = (k >= c || g.at(r, k) != v) && (k >= r || g.at(k, c) != v);
      if (!free) continue;
      g.at(r, c) = v;
      fill(cell + 1);
    }
    g.at(r, c) = 0;
  };
  fill(0);
  return out;
}

int seen_from(const Grid& g, Side side, int index, bool sum) {
  std::vector<int> heights;
  for (int cell : line_from_side(g.rows, side, index)) heights.push_back(g.cells[at(cell)]);
  return seen_along(heights, sum ? Seen::Sum : Seen::Count);
}

Skyscrapers random_puzzle(const Grid& truth, bool sum, std::mt19937& rng) {
  const int n = truth.rows;
  Skyscrapers p(n);
  p.sum = sum;
  std::uniform_real_distribution<double> coin(0, 1);
  for (Side sd : kAllSides) {
    for (int i = 0; i < n; ++i) {
      double c = coin(rng);
      if (c < 0.5)
        p.side(sd)[at(i)] = seen_from(truth, sd, i, sum);
      else if (c < 0.6)
        p.side(sd)[at(i)] = std::uniform_int_distribution<int>(p.min_clue(), p.max_clue())(rng);
    }
  }
  for (int cell = 0; cell < n * n; ++cell)
    if (coin(rng) < 0.1)
      p.grid.cells[at(cell)] =
          coin(rng) < 0.8 ? truth.cells[at(cell)] : std::uniform_int_distribution<int>(1, n)(rng);
  return p;
}

// Every solution the CNF has, each checked by the rules.
std::set<std::vector<int>> sat_solutions(const Puzzle& p, const EncodeOptions& options) {
  Cnf cnf = encode_puzzle(p, options);
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  std::set<std::vector<int>> out;
  while (solver->solve() == SatResult::Sat) {
    Grid g =
        decode_grid(cnf.answer(), p.rows(), p.cols(), [&](int var) { return solver->value(var); });
    auto broken = check_solution(p, g);
    INFO(write_plain(p, g));
    CHECK_FALSE(broken.has_value());
    REQUIRE(out.insert(g.cells).second);
    solver->add_clause(blocking_clause(cnf.answer(), g));
  }
  return out;
}

}  // namespace

TEST_CASE("check and encode accept the same grids on small random skyscrapers",
          "[skyscrapers][rules]") {
  std::mt19937 rng(20240611);
  for (int n = 1; n <= 4; ++n) {
    const auto squares = latin_squares(n);
    for (bool sum : {false, true}) {
      for (int round = 0; round < 30; ++round) {
        const Grid& truth =
            squares[std::uniform_int_distribution<std::size_t>(0, squares.size() - 1)(rng)];
        Skyscrapers p = random_puzzle(truth, sum, rng);
        INFO("n " << n << (sum ? " sum" : "") << " round " << round);
        std::set<std::vector<int>> valid;
        for (const Grid& g : squares)
          if (!check_solution(p, g)) valid.insert(g.cells);
        for (Visibility v : kAllVisibility) {
          EncodeOptions options;
          options.visibility = v;
          INFO(visibility_name(v));
          CHECK(sat_solutions(p, options) == valid);
        }
        // The backtracker with the exact line pass, and with only the cheaper one.
        for (std::size_t budget : {kDefaultLineStates, std::size_t{0}}) {
          INFO("native, line states " << budget);
          SearchOutcome out = backtrack(*skyscrapers_rules(p, budget), n, n, 100000, Limits{});
          CHECK(out.status == SatResult::Unsat);  // searched to the end
          std::set<std::vector<int>> found;
          for (const Grid& g : out.solutions) found.insert(g.cells);
          CHECK(found == valid);
          CHECK(out.solutions.size() == valid.size());
        }
      }
    }
  }
}

TEST_CASE("check names the broken rule and where", "[skyscrapers][rules]") {
  auto p = parse("skyscrapers 3\ntop: . 2 .\n");
  ParseError error;
  auto g = read_plain(*p, "2 1 3\n3 2 1\n1 3 2\n", error);
  REQUIRE(g);
  auto v = check_solution(*p, *g);
  REQUIRE(v);
  CHECK(describe(*v) == "r1c2: top clue 2 of column 2: 3 buildings are visible");
  g = read_plain(*p, "1 2 3\n2 3 1\n3 1 2\n", error);
  REQUIRE(g);
  CHECK_FALSE(check_solution(*p, *g));
  g = read_plain(*p, "1 2 3\n2 3 1\n3 1 3\n", error);
  REQUIRE(g);
  v = check_solution(*p, *g);
  REQUIRE(v);
  CHECK(describe(*v) == "r3c3: row 3 holds 3 twice (r3c1 and r3c3)");
  auto s = parse("skyscrapers 3 sum\nright: . 5 .\n");
  g = read_plain(*s, "1 3 2\n2 1 3\n3 2 1\n", error);
  REQUIRE(g);
  v = check_solution(*s, *g);
  REQUIRE(v);
  CHECK(describe(*v) == "r2c3: right clue 5 of row 2: the visible heights add up to 3");
}

TEST_CASE("the native rules' first propagation makes the Pyramids clue deductions",
          "[skyscrapers][native]") {
  // n = 5; left clue 1 on row 1, top clue 5 on column 3, right clue 3 on row 4.
  auto p = parse("skyscrapers 5\ntop: . . 5 . .\nleft: 1 . . . .\nright: . . . 3 .\n");
  auto rules = p->native_rules();
  auto cells = rules->initial();
  REQUIRE(rules->propagate(cells));
  auto heights = [&](int r, int c) {
    std::vector<int> out;
    for (int v = 1; v <= 5; ++v)
      if (cells[at(r * 5 + c)] >> (v - 1) & 1) out.push_back(v);
    return out;
  };
  auto at_most = [&](int r, int c, int top) {
    const std::vector<int> h = heights(r, c);
    return !h.empty() && h.back() <= top;
  };
  CHECK(heights(0, 0) == std::vector<int>{5});  // clue 1: the tallest next to it
  for (int r = 0; r < 5; ++r) CHECK(heights(r, 2) == std::vector<int>{r + 1});  // clue N: 1..N
  // clue 3 from the right of row 4: position p (from the right) holds at most 5 - 3 + 1 + p.
  CHECK(at_most(3, 4, 3));
  CHECK(at_most(3, 3, 4));
}
