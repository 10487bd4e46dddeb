// Easy as ABC's two statements of its rules held against each other: on small random puzzles
// (N <= 4, every K, random subsets of true and false clues, a few givens, blanks included) the
// grids that `check` accepts among all grids with each letter once per row and column are exactly
// the grids SAT enumerates (each of which passes `check`), with each first-seen encoding, and the
// native backtracker counts as many. Also: what `check` reports, and the value texts.
#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <random>
#include <set>

#include "genres/abc/abc.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Every row of n cells holding letters 1..k once each and blanks (0) elsewhere.
std::vector<std::vector<int>> abc_rows(int n, int k) {
  std::vector<int> row(at(n), 0);
  for (int v = 1; v <= k; ++v) row[at(n - v)] = v;
  std::sort(row.begin(), row.end());
  std::vector<std::vector<int>> out;
  do out.push_back(row);
  while (std::next_permutation(row.begin(), row.end()));
  return out;
}

// Every n x n grid whose rows and columns hold letters 1..k once each.
std::vector<Grid> abc_grids(int n, int k) {
  const auto rows = abc_rows(n, k);
  std::vector<Grid> out;
  Grid g(n, n, 0);
  std::function<void(int)> fill = [&](int r) {
    if (r == n) {
      for (int c = 0; c < n; ++c) {
        std::vector<int> count(at(k) + 1, 0);
        for (int i = 0; i < n; ++i) ++count[at(g.at(i, c))];
        for (int v = 1; v <= k; ++v)
          if (count[at(v)] != 1) return;
      }
      out.push_back(g);
      return;
    }
    for (const auto& row : rows) {
      bool ok = true;  // no letter twice in a column so far
      for (int c = 0; c < n && ok; ++c)
        for (int i = 0; i < r && ok; ++i) ok = row[at(c)] == 0 || g.at(i, c) != row[at(c)];
      if (!ok) continue;
      for (int c = 0; c < n; ++c) g.at(r, c) = row[at(c)];
      fill(r + 1);
    }
  };
  fill(0);
  return out;
}

int first_from(const Grid& g, Side side, int index) {
  for (int cell : line_from_side(g.rows, side, index))
    if (g.cells[at(cell)] != 0) return g.cells[at(cell)];
  return 0;
}

Abc random_puzzle(const Grid& truth, int k, std::mt19937& rng) {
  const int n = truth.rows;
  Abc p(n, k);
  std::uniform_real_distribution<double> coin(0, 1);
  for (Side sd : kAllSides) {
    for (int i = 0; i < n; ++i) {
      double c = coin(rng);
      if (c < 0.4)
        p.side(sd)[at(i)] = first_from(truth, sd, i);
      else if (c < 0.5)
        p.side(sd)[at(i)] = std::uniform_int_distribution<int>(1, k)(rng);
    }
  }
  for (int cell = 0; cell < n * n; ++cell)
    if (coin(rng) < 0.1)
      p.grid.cells[at(cell)] =
          coin(rng) < 0.8 ? truth.cells[at(cell)] : std::uniform_int_distribution<int>(0, k)(rng);
  return p;
}

std::set<std::vector<int>> sat_solutions(const Puzzle& p, const EncodeOptions& options) {
  Cnf cnf = encode_puzzle(p, options);
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  std::set<std::vector<int>> out;
  while (solver->solve() == SatResult::Sat) {
    Grid g =
        decode_grid(cnf.answer(), p.rows(), p.cols(), [&](int var) { return solver->value(var); });
    INFO(write_plain(p, g));
    CHECK_FALSE(check_solution(p, g).has_value());
    REQUIRE(out.insert(g.cells).second);
    solver->add_clause(blocking_clause(cnf.answer(), g));
  }
  return out;
}

}  // namespace

TEST_CASE("check and encode accept the same grids on small random abc puzzles", "[abc][rules]") {
  std::mt19937 rng(7);
  for (int n = 1; n <= 4; ++n) {
    for (int k = 1; k <= n; ++k) {
      const auto grids = abc_grids(n, k);
      for (int round = 0; round < 12; ++round) {
        const Grid& truth =
            grids[std::uniform_int_distribution<std::size_t>(0, grids.size() - 1)(rng)];
        Abc p = random_puzzle(truth, k, rng);
        INFO("n " << n << " K " << k << " round " << round);
        std::set<std::vector<int>> valid;
        for (const Grid& g : grids)
          if (!check_solution(p, g)) valid.insert(g.cells);
        for (Visibility v : kAllVisibility) {
          EncodeOptions options;
          options.visibility = v;
          INFO(visibility_name(v));
          CHECK(sat_solutions(p, options) == valid);
        }
        RunOptions native;
        native.backend = Backend::Native;
        native.count_limit = 100000;
        RunResult r = run(p, Mode::Count, native);
        CHECK(r.count_complete);
        CHECK(r.count == static_cast<long long>(valid.size()));
      }
    }
  }
}

TEST_CASE("abc check names the broken rule and where", "[abc][rules]") {
  auto p = parse("abc 3 letters=2\nleft: . B .\n");
  ParseError error;
  auto g = read_plain(*p, "A B .\n. A B\nB . A\n", error);
  REQUIRE(g);
  auto v = check_solution(*p, *g);
  REQUIRE(v);
  CHECK(describe(*v) == "r2c1: left clue B of row 2: the first letter met is A");
  g = read_plain(*p, "A . B\nB A .\n. B A\n", error);
  REQUIRE(g);
  CHECK_FALSE(check_solution(*p, *g));
  g = read_plain(*p, "A . B\nB A .\n. B B\n", error);
  REQUIRE(g);
  v = check_solution(*p, *g);
  REQUIRE(v);
  CHECK(describe(*v) == "r3c3: letter B appears twice in row 3");
  g = read_plain(*p, "A . B\nB A .\n. B .\n", error);
  REQUIRE(g);
  v = check_solution(*p, *g);
  REQUIRE(v);
  CHECK(describe(*v) == "r3c1: letter A is missing from row 3");
}

TEST_CASE("abc values are letters and a dot for the blank", "[abc]") {
  Abc p(5, 3);
  CHECK(p.value_text(0) == ".");
  CHECK(p.value_text(1) == "A");
  CHECK(p.value_text(3) == "C");
  CHECK(p.parse_value(".") == 0);
  CHECK(p.parse_value("-") == 0);
  CHECK(p.parse_value("b") == 2);
  CHECK(p.parse_value("C") == 3);
  CHECK_FALSE(p.parse_value("D").has_value());
  CHECK_FALSE(p.parse_value("1").has_value());
  ParseError error;
  auto g = read_plain(p, "ABC..\n-ABC-\n", error);
  CHECK_FALSE(g.has_value());  // two rows for a 5x5 puzzle
  auto q = parse("abc 2 letters=1\ntop: A .\n");
  g = read_plain(*q, "A -\n. A\n", error);
  REQUIRE(g);
  CHECK(write_plain(*q, *g) == "A .\n. A\n");
}
