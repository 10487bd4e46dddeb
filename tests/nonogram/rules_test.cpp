// Nonogram's statements of its rules held against each other, exhaustively on small grids: for
// grids 1x2 to 3x4, clue lists taken from several random shadings (with and without givens), every
// shading is accepted by check exactly when the CNF (each runs encoding) with the shading assumed
// is satisfiable and the native rules accept it as a complete assignment; the models CaDiCaL
// enumerates, the native backtracker's solutions and the engine's counts are the shadings check
// accepts. Also what check reports, and a puzzle reasoned by hand.
#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "native/backtrack.hpp"
#include "nonogram/nonogram_helpers.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

bool native_accepts(const NativeRules& rules, const Grid& g) {
  std::vector<Candidates> cells = rules.initial();
  for (std::size_t i = 0; i < cells.size(); ++i) cells[i] &= Candidates{1} << g.cells[i];
  return rules.propagate(cells);
}

std::vector<Lit> cell_vars(const Cnf& cnf, int rows, int cols) {
  std::vector<Lit> vars(at(rows * cols), 0);
  for (const CellVar& e : cnf.answer().entries()) {
    REQUIRE(e.value == 1);
    vars[at(e.row * cols + e.col)] = e.var;
  }
  for (Lit v : vars) REQUIRE(v > 0);
  return vars;
}

std::set<std::vector<int>> sat_models(const Nonogram& p, const Cnf& cnf) {
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  std::set<std::vector<int>> out;
  while (solver->solve() == SatResult::Sat) {
    Grid g =
        decode_grid(cnf.answer(), p.height, p.width, [&](int var) { return solver->value(var); });
    REQUIRE(out.insert(g.cells).second);
    const auto block = blocking_clause(cnf.answer(), g);
    solver->add_clause(std::span<const Lit>(block));
  }
  return out;
}

void check_puzzle(const Nonogram& p) {
  const int n = p.height * p.width;
  std::string error;
  INFO(write_puzzle(p, "native", error).value_or(error));
  std::set<std::vector<int>> valid;
  std::vector<Grid> shadings;
  for (int code = 0; code < (1 << n); ++code) {
    Grid g(p.height, p.width);
    for (int i = 0; i < n; ++i) g.cells[at(i)] = code >> i & 1;
    shadings.push_back(g);
    if (!check_solution(p, g)) valid.insert(g.cells);
  }
  const auto rules = p.native_rules();
  for (RunsEncoding encoding : kAllRunsEncodings) {
    INFO(runs_encoding_name(encoding));
    Nonogram q = p;
    q.runs_encoding = encoding;
    Cnf cnf;
    q.encode(cnf, EncodeOptions{});
    const std::vector<Lit> vars = cell_vars(cnf, p.height, p.width);
    auto judge = make_cadical_solver(Limits{});
    judge->add_cnf(cnf);
    for (const Grid& g : shadings) {
      std::vector<Lit> assume;
      for (std::size_t i = 0; i < vars.size(); ++i)
        assume.push_back(g.cells[i] ? vars[i] : -vars[i]);
      const bool ok = valid.count(g.cells) == 1;
      if ((judge->solve(assume) == SatResult::Sat) != ok)
        FAIL_CHECK("CNF disagrees on\n" << shading_text(g));
      if (native_accepts(*rules, g) != ok) FAIL_CHECK("native disagrees on\n" << shading_text(g));
    }
    CHECK(sat_models(q, cnf) == valid);
  }
  SearchOutcome out = backtrack(*rules, p.height, p.width, 100000, Limits{});
  CHECK(out.status == SatResult::Unsat);
  std::set<std::vector<int>> found;
  for (const Grid& g : out.solutions) found.insert(g.cells);
  CHECK(found == valid);
  CHECK(out.solutions.size() == valid.size());
  for (Backend backend : {Backend::Sat, Backend::Native}) {
    RunOptions options;
    options.backend = backend;
    options.count_limit = 100000;
    const RunResult r = run(p, Mode::Count, options);
    CHECK(r.count == static_cast<long long>(valid.size()));
  }
}

}  // namespace

TEST_CASE("check, encode (both runs encodings) and the native rules agree on small grids",
          "[nonogram][rules]") {
  std::mt19937 rng(16);
  int puzzles = 0;
  for (const auto& [rows, cols] :
       {std::pair{1, 2}, {2, 2}, {2, 3}, {3, 2}, {3, 3}, {3, 4}, {4, 3}}) {
    const int n = rows * cols;
    for (int k = 0; k < 6; ++k) {
      Grid g(rows, cols);
      for (int i = 0; i < n; ++i) g.cells[at(i)] = static_cast<int>(rng() % 2);
      Nonogram p = clued_by(g);
      if (k % 3 == 1) p.grid.cells[at(static_cast<int>(rng() % at(n)))] = g.cells[0];
      if (k % 3 == 2) p.grid.cells[0] = 1 - g.cells[0];  // maybe no solution at all
      check_puzzle(p);
      ++puzzles;
    }
    // A clue that does not fit: no solution.
    Nonogram bad(rows, cols);
    bad.row_runs[0] = {cols + 1};
    check_puzzle(bad);
  }
  CHECK(puzzles == 42);
  // The generator's frame: lines without clues, each row holding exactly k filled cells.
  for (int k = 0; k <= 3; ++k) {
    Nonogram frame(3, 3);
    frame.lines_free = true;
    frame.fill_per_row = k;
    check_puzzle(frame);
  }
}

TEST_CASE("what check reports", "[nonogram][rules]") {
  Nonogram p = clued_by(shading("#.#/.##/..."));
  CHECK_FALSE(check_solution(p, shading("#.#/.##/...")).has_value());
  auto v = check_solution(p, shading("##./.##/..."));
  REQUIRE(v.has_value());
  CHECK(v->message == "row 1 has the runs 2, its clue is 1 1");
  v = check_solution(p, shading("#.#/.##/..#"));
  REQUIRE(v.has_value());
  CHECK(v->message == "row 3 has the runs 1, its clue is 0");
  Grid bad = shading("#.#/.##/...");
  bad.at(1, 1) = 2;
  CHECK(check_solution(p, bad).has_value());
}

// By hand: 2x2 with every line "1" has two solutions, the two diagonals; the given "r1c1
// filled" leaves the one diagonal through it. Tatham's ID for it: the clue lists, then `,A`
// (cell 1 given filled) and `d` (three more cells, nothing given).
TEST_CASE("a nonogram decided by hand, by both backends", "[nonogram][rules]") {
  auto p = read_nonogram("pattern:2x2:1/1/1/1");
  RunOptions options;
  options.count_limit = 10;
  CHECK(run(*p, Mode::Count, options).count == 2);
  auto q = read_nonogram("pattern:2x2:1/1/1/1,Ad");
  CHECK(q->grid.cells == std::vector<int>{1, kUnknown, kUnknown, kUnknown});
  const Grid expected = shading("#./.#");
  require_verdict(*q, Verdict::Unique, &expected);
}
