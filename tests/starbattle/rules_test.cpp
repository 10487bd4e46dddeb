// Star battle's statements of its rules held against each other:
//  - on every shading of 3x3 and 4x4 grids (K = 1, several region layouts; and 4x4 with K = 2,
//    which has no solution), check accepts a shading exactly when the CNF with the shading
//    assumed is satisfiable (CaDiCaL: the sequential counter, and for five layouts the totalizer
//    too) and exactly when the native rules' propagate accepts it as a complete assignment;
//  - on 5x5 and 6x6 with K = 1 and 8x8 with K = 2 (random layouts), the solutions found by a brute
//    force over star placements judged by check alone are the models CaDiCaL enumerates, the
//    native backtracker's solutions, and the engine's counts with both backends.
// Also: what check reports, and the encoding size estimate.
#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "native/backtrack.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"
#include "starbattle/starbattle_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

EncodeOptions with(Card card) {
  EncodeOptions options;
  options.card = card;
  return options;
}

bool native_accepts(const NativeRules& rules, const Grid& g) {
  std::vector<Candidates> cells = rules.initial();
  for (std::size_t i = 0; i < cells.size(); ++i) cells[i] &= Candidates{1} << g.cells[i];
  return rules.propagate(cells);
}

// The answer variable of every cell (true = a star), row-major.
std::vector<Lit> cell_vars(const Cnf& cnf, int n) {
  std::vector<Lit> vars(at(n * n), 0);
  for (const CellVar& e : cnf.answer().entries()) {
    REQUIRE(e.value == 1);
    vars[at(e.row * n + e.col)] = e.var;
  }
  for (Lit v : vars) REQUIRE(v > 0);
  return vars;
}

std::vector<Lit> assumptions_of(const std::vector<Lit>& vars, const Grid& g) {
  std::vector<Lit> out;
  for (std::size_t i = 0; i < vars.size(); ++i) out.push_back(g.cells[i] ? vars[i] : -vars[i]);
  return out;
}

// Every model's answer of the puzzle's CNF.
std::set<std::vector<int>> sat_models(const StarBattle& p, Card card) {
  Cnf cnf;
  p.encode(cnf, with(card));
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  std::set<std::vector<int>> out;
  while (solver->solve() == SatResult::Sat) {
    Grid g =
        decode_grid(cnf.answer(), p.rows(), p.rows(), [&](int var) { return solver->value(var); });
    REQUIRE(out.insert(g.cells).second);
    const auto block = blocking_clause(cnf.answer(), g);
    solver->add_clause(std::span<const Lit>(block));
  }
  return out;
}

// Every shading of the puzzle's grid against check, the CNF (the sequential counter, and the
// totalizer too when `both`) and the native rules.
void every_shading(const StarBattle& p, bool both = false) {
  const int n = p.rows();
  std::vector<std::unique_ptr<SatSolver>> judges;
  std::vector<std::vector<Lit>> vars;
  for (Card card : kAllCard) {
    if (card != Card::Sequential && !both) continue;
    Cnf cnf;
    p.encode(cnf, with(card));
    vars.push_back(cell_vars(cnf, n));
    judges.push_back(make_cadical_solver(Limits{}));
    judges.back()->add_cnf(cnf);
  }
  const auto rules = p.native_rules();
  int valid = 0;
  for (long code = 0; code < (1L << (n * n)); ++code) {
    Grid g(n, n);
    for (int i = 0; i < n * n; ++i) g.cells[at(i)] = static_cast<int>(code >> i & 1);
    const bool ok = !check_solution(p, g);
    valid += ok;
    for (std::size_t j = 0; j < judges.size(); ++j)
      if ((judges[j]->solve(assumptions_of(vars[j], g)) == SatResult::Sat) != ok)
        FAIL_CHECK("CNF " << j << " disagrees on\n" << plain_shading(g));
    if (native_accepts(*rules, g) != ok) FAIL_CHECK("native disagrees on\n" << plain_shading(g));
  }
  CHECK(static_cast<std::size_t>(valid) == brute_force(p).size());
}

// The brute force's solutions against every backend's.
void against_brute_force(const StarBattle& p) {
  std::string error;
  INFO(write_puzzle(p, "native", error).value_or(error));
  std::set<std::vector<int>> valid;
  for (const Grid& g : brute_force(p)) valid.insert(g.cells);
  for (Card card : kAllCard) CHECK(sat_models(p, card) == valid);
  const auto rules = p.native_rules();
  SearchOutcome out = backtrack(*rules, p.rows(), p.rows(), 1000000, Limits{});
  CHECK(out.status == SatResult::Unsat);  // searched to the end
  std::set<std::vector<int>> found;
  for (const Grid& g : out.solutions) found.insert(g.cells);
  CHECK(found == valid);
  CHECK(out.solutions.size() == valid.size());
  for (Backend backend : {Backend::Sat, Backend::Native}) {
    RunOptions options;
    options.backend = backend;
    options.count_limit = 1000000;
    RunResult r = run(p, Mode::Count, options);
    CHECK_FALSE(r.internal_error.has_value());
    CHECK(r.count_complete);
    CHECK(r.count == static_cast<long long>(valid.size()));
  }
}

}  // namespace

TEST_CASE("the answer variables are the cells, a star = true, in reading order",
          "[starbattle][rules]") {
  const StarBattle p = starbattle_from_rows(1, {"aab", "acb", "ccb"});
  Cnf cnf;
  p.encode(cnf, EncodeOptions{});
  REQUIRE(cnf.answer().entries().size() == 9);
  for (int i = 0; i < 9; ++i) {
    const CellVar& e = cnf.answer().entries()[at(i)];
    CHECK(e.row == i / 3);
    CHECK(e.col == i % 3);
    CHECK(e.value == 1);
    CHECK(e.var == i + 1);
  }
}

TEST_CASE("check, encode and the native rules agree on every 3x3 and 4x4 shading",
          "[starbattle][rules]") {
  // 3x3 with one star: no placement of three stars that never touch exists.
  every_shading(starbattle_from_rows(1, {"aab", "acb", "ccb"}), true);
  every_shading(*make_starbattle(3, 1), true);
  // 4x4 with one star: the two placements (.#.. / ...# / #... / ..#. and its mirror) against
  // rows as regions, columns as regions, quadrants and an irregular layout.
  every_shading(*make_starbattle(4, 1), true);
  every_shading(starbattle_from_rows(1, {"abcd", "abcd", "abcd", "abcd"}));
  every_shading(starbattle_from_rows(1, {"aabb", "aabb", "ccdd", "ccdd"}), true);
  every_shading(starbattle_from_rows(1, {"aabb", "cabb", "cddd", "cccd"}));
  every_shading(starbattle_from_rows(2, {"aabb", "aabb", "ccdd", "ccdd"}));
  std::mt19937 rng(16);
  for (int i = 0; i < 2; ++i) {
    StarBattle p = *make_starbattle(4, 1);
    p.set_rooms(random_regions(4, rng));
    every_shading(p);
  }
  CHECK(brute_force(*make_starbattle(4, 1)).size() == 2);  // the two placements, counted by hand
}

TEST_CASE("encode and the native search agree with brute force on 5x5, 6x6 and 8x8",
          "[starbattle][rules]") {
  std::mt19937 rng(5);
  against_brute_force(*make_starbattle(5, 1));
  against_brute_force(*make_starbattle(6, 1));
  for (int i = 0; i < 12; ++i) {
    StarBattle p = *make_starbattle(5 + i % 2, 1);
    p.set_rooms(random_regions(p.rows(), rng));
    against_brute_force(p);
  }
  for (int i = 0; i < 4; ++i) {
    StarBattle p = *make_starbattle(8, 2);
    p.set_rooms(random_regions(8, rng));
    against_brute_force(p);
  }
}

TEST_CASE("check names the broken rule and where", "[starbattle][rules]") {
  const StarBattle p = starbattle_from_rows(1, {"aabb", "aabb", "ccdd", "ccdd"});
  auto broken = [&](const std::vector<std::string>& rows) {
    auto v = check_solution(p, stars_from_rows(rows));
    return v ? describe(*v) : std::string("valid");
  };
  // Both 4x4 placements put one star in each quadrant.
  CHECK(broken({".*..", "...*", "*...", "..*."}) == "valid");
  CHECK(broken({"..*.", "*...", "...*", ".*.."}) == "valid");
  CHECK(broken({".*..", "..*.", "....", "...."}) == "r1c2: stars r1c2 and r2c3 touch");
  CHECK(broken({"*.*.", "....", "....", "...."}) == "r1c1: row 1 holds 2 stars, not 1");
  CHECK(broken({"*...", "..*.", "....", ".*.."}) == "r3c1: row 3 holds 0 stars, not 1");
  CHECK(broken({"*...", "..*.", "*...", "...*"}) == "r1c1: column 1 holds 2 stars, not 1");
  // Regions a, b, c, d numbered 1 to 4 in reading order: region 3 (c) gets two stars.
  const StarBattle q = starbattle_from_rows(1, {"aabb", "cabb", "cddd", "cccd"});
  CHECK(describe(*check_solution(q, stars_from_rows({".*..", "...*", "*...", "..*."}))) ==
        "r2c1: region 3 holds 2 stars, not 1");
  Grid bad = stars_from_rows({"*...", "..*.", "....", "...."});
  bad.at(2, 2) = 3;
  CHECK(describe(*check_solution(p, bad)) == "r3c3: value 3 is not 0 or 1");
}

TEST_CASE("the encoding size estimate bounds the real encoding", "[starbattle][rules]") {
  std::mt19937 rng(3);
  for (auto [n, k] : {std::pair{4, 1}, std::pair{6, 1}, std::pair{10, 2}, std::pair{14, 3}})
    for (Card card : kAllCard) {
      StarBattle p = *make_starbattle(n, k);
      p.set_rooms(random_regions(n, rng));
      Cnf cnf;
      p.encode(cnf, with(card));
      const EncodingSize estimate = p.encoding_size(with(card));
      INFO(n << " " << k << " " << card_name(card));
      CHECK(estimate.vars >= cnf.num_vars());
      CHECK(estimate.clauses >= static_cast<double>(cnf.num_clauses()));
      CHECK(estimate.literals >= static_cast<double>(cnf.literals().size() - cnf.num_clauses()));
      CHECK(estimate.clauses < 3.0 * static_cast<double>(cnf.num_clauses()));
    }
}
