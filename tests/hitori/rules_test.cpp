// Hitori's statements of its rules held against each other, exhaustively on small grids: for
// every shading of grids from 1x1 to 4x4 (several number patterns each: no numbers, one number
// everywhere, random numbers with blanks, givens), check accepts a shading exactly when
//  - the static CNF with the shading assumed is satisfiable (CaDiCaL),
//  - the native rules' propagate accepts it as a complete assignment,
// and the lazy CNF (no connection in it, only the enclosures of small areas) accepts a superset,
// whose extra shadings all have disconnected unshaded cells: for each, cuts() gives clauses it
// breaks, and every valid shading of the shape (whatever the numbers) keeps every cut. The models
// CaDiCaL enumerates (static; lazy with cuts), the native backtracker's solutions and the engine's
// counts (static, lazy, native) are the shadings check accepts. Also: what check reports, a
// puzzle solved by hand, and the encoding size estimate.
#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "driver/cuts.hpp"
#include "hitori/hitori_helpers.hpp"
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

EncodeOptions with(Connectivity c) {
  EncodeOptions options;
  options.connectivity = c;
  return options;
}

// Every shading of a rows x cols grid, bit i of the code = cell i.
std::vector<Grid> all_shadings(int rows, int cols) {
  std::vector<Grid> out;
  const int n = rows * cols;
  for (int code = 0; code < (1 << n); ++code) {
    Grid g(rows, cols);
    for (int i = 0; i < n; ++i) g.cells[at(i)] = code >> i & 1;
    out.push_back(g);
  }
  return out;
}

// The puzzles of one shape: no numbers, one number everywhere, and random numbers (1..2 or
// 1..3, some cells blank), one with a shaded and one with an unshaded given.
std::vector<Hitori> patterns(int rows, int cols, std::mt19937& rng, int random_count) {
  std::vector<Hitori> out;
  out.push_back(*make_hitori(rows, cols));
  Hitori same = *make_hitori(rows, cols);
  fill_numbers(same, 1);
  out.push_back(same);
  for (int k = 0; k < random_count; ++k) {
    Hitori h = random_hitori(rows, cols, 2 + k % 2, k % 3 == 0 ? 0.2 : 0.0, rng);
    if (k == 1) set_given_at(h, 0, 1);
    if (k == 2) set_given_at(h, rows * cols - 1, 0);
    out.push_back(h);
  }
  return out;
}

bool native_accepts(const NativeRules& rules, const Grid& g) {
  std::vector<Candidates> cells = rules.initial();
  for (std::size_t i = 0; i < cells.size(); ++i) cells[i] &= Candidates{1} << g.cells[i];
  return rules.propagate(cells);
}

// The answer variable of every cell (true = shaded), row-major.
std::vector<Lit> cell_vars(const Cnf& cnf, int rows, int cols) {
  std::vector<Lit> vars(at(rows * cols), 0);
  for (const CellVar& e : cnf.answer().entries()) {
    REQUIRE(e.value == 1);
    vars[at(e.row * cols + e.col)] = e.var;
  }
  for (Lit v : vars) REQUIRE(v > 0);
  return vars;
}

std::vector<Lit> assumptions_of(const std::vector<Lit>& vars, const Grid& g) {
  std::vector<Lit> out;
  for (std::size_t i = 0; i < vars.size(); ++i) out.push_back(g.cells[i] ? vars[i] : -vars[i]);
  return out;
}

// Whether the full assignment of `g` satisfies every clause of a CNF whose only variables are
// the cells'.
bool clauses_hold(const Cnf& cnf, const std::vector<Lit>& vars, const Grid& g) {
  std::vector<int> cell_of(at(cnf.num_vars()) + 1, -1);
  for (std::size_t i = 0; i < vars.size(); ++i) cell_of[at(vars[i])] = static_cast<int>(i);
  bool all = true;
  cnf.for_each_clause([&](std::span<const Lit> clause) {
    bool sat = false;
    for (Lit lit : clause) {
      const int cell = cell_of[at(std::abs(lit))];
      REQUIRE(cell >= 0);
      if ((g.cells[at(cell)] == 1) == (lit > 0)) sat = true;
    }
    all = all && sat;
  });
  return all;
}

// Whether a cut holds in a shading.
bool cut_holds(const Cut& cut, const Grid& g) {
  for (const AnswerLiteral& l : cut)
    if (g.at(l.row, l.col) == l.value) return true;
  return false;
}

// Every model's answer of `cnf`, lazily cut when `lazy`.
std::set<std::vector<int>> sat_models(const Hitori& p, const Cnf& cnf, bool lazy) {
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  std::set<std::vector<int>> out;
  for (;;) {
    const SatResult r = lazy ? solve_with_cuts(p, cnf.answer(), *solver) : solver->solve();
    if (r != SatResult::Sat) break;
    Grid g =
        decode_grid(cnf.answer(), p.rows(), p.cols(), [&](int var) { return solver->value(var); });
    REQUIRE(out.insert(g.cells).second);
    const auto block = blocking_clause(cnf.answer(), g);
    solver->add_clause(std::span<const Lit>(block));
  }
  return out;
}

void check_shape(int rows, int cols, int random_count, bool judge_each, std::mt19937& rng) {
  const std::vector<Grid> shadings = all_shadings(rows, cols);
  // The valid shadings of the shape whatever the numbers: those of the puzzle without numbers.
  const Hitori blank = *make_hitori(rows, cols);
  std::vector<Grid> frame_valid;
  for (const Grid& g : shadings)
    if (!check_solution(blank, g)) frame_valid.push_back(g);
  int pattern = 0;
  for (const Hitori& p : patterns(rows, cols, rng, random_count)) {
    std::string error;
    INFO(rows << "x" << cols << " pattern " << pattern++ << "\n"
              << write_puzzle(p, "native", error).value_or(error) << "givens "
              << write_plain(p, p.givens()));
    Cnf stat, lazy;
    p.encode(stat, with(Connectivity::Static));
    p.encode(lazy, with(Connectivity::Lazy));
    Cnf automatic;
    p.encode(automatic, with(Connectivity::Auto));
    CHECK(automatic.literals() == stat.literals());  // a written CNF is complete
    const int n = rows * cols;
    REQUIRE(lazy.num_vars() == n);  // the cells' variables and nothing else
    const std::vector<Lit> stat_vars = cell_vars(stat, rows, cols),
                           lazy_vars = cell_vars(lazy, rows, cols);
    auto judge = make_cadical_solver(Limits{});
    judge->add_cnf(stat);
    const auto rules = p.native_rules();
    std::set<std::vector<int>> valid;
    for (const Grid& g : shadings) {
      const auto violation = check_solution(p, g);
      const bool ok = !violation;
      if (ok) valid.insert(g.cells);
      if (judge_each && (judge->solve(assumptions_of(stat_vars, g)) == SatResult::Sat) != ok)
        FAIL_CHECK("static CNF disagrees on\n" << plain_shading(g));
      if (native_accepts(*rules, g) != ok) FAIL_CHECK("native disagrees on\n" << plain_shading(g));
      const bool lazy_ok = clauses_hold(lazy, lazy_vars, g);
      const std::vector<Cut> cuts = p.cuts(g);
      if (ok) {
        if (!lazy_ok) FAIL_CHECK("lazy CNF refuses the valid\n" << plain_shading(g));
        if (!cuts.empty()) FAIL_CHECK("cuts for the valid\n" << plain_shading(g));
      } else if (lazy_ok) {
        // Only the connection can be broken: cuts that this shading breaks and no valid one.
        if (violation->message.find("not connected") == std::string::npos)
          FAIL_CHECK("lazy CNF accepts " << violation->message << "\n" << plain_shading(g));
        if (cuts.empty()) FAIL_CHECK("no cut for\n" << plain_shading(g));
        for (const Cut& cut : cuts) {
          if (cut_holds(cut, g)) FAIL_CHECK("a cut that holds in\n" << plain_shading(g));
          for (const Grid& v : frame_valid)
            if (!cut_holds(cut, v))
              FAIL_CHECK("a cut of\n"
                         << plain_shading(g) << "breaks the valid\n"
                         << plain_shading(v));
        }
      }
    }
    CHECK(sat_models(p, stat, false) == valid);
    CHECK(sat_models(p, lazy, true) == valid);
    SearchOutcome out = backtrack(*rules, rows, cols, 100000, Limits{});
    CHECK(out.status == SatResult::Unsat);  // searched to the end
    std::set<std::vector<int>> found;
    for (const Grid& g : out.solutions) found.insert(g.cells);
    CHECK(found == valid);
    CHECK(out.solutions.size() == valid.size());
    for (auto [backend, c] :
         {std::pair{Backend::Sat, Connectivity::Static},
          std::pair{Backend::Sat, Connectivity::Lazy}, std::pair{Backend::Sat, Connectivity::Auto},
          std::pair{Backend::Native, Connectivity::Auto}}) {
      RunOptions options;
      options.backend = backend;
      options.encode.connectivity = c;
      options.count_limit = 100000;
      RunResult r = run(p, Mode::Count, options);
      INFO((backend == Backend::Sat ? "sat " : "native ") << connectivity_name(c));
      CHECK_FALSE(r.internal_error.has_value());
      CHECK(r.count_complete);
      CHECK(r.count == static_cast<long long>(valid.size()));
    }
  }
}

}  // namespace

TEST_CASE("check, encode (static and lazy) and the native rules agree on every small shading",
          "[hitori][rules]") {
  std::mt19937 rng(15);
  for (auto [rows, cols] :
       {std::pair{1, 1}, std::pair{1, 4}, std::pair{4, 1}, std::pair{2, 2}, std::pair{2, 3},
        std::pair{3, 2}, std::pair{3, 3}, std::pair{2, 5}, std::pair{3, 4}})
    check_shape(rows, cols, 6, true, rng);
}

TEST_CASE("check, encode and the native rules agree on every 4x4 shading", "[hitori][rules]") {
  std::mt19937 rng(16);
  // 65,536 shadings; the sanitizer pass takes the 4,096 of a 3x4 grid with other numbers.
  check_shape(sample_size(4, 3), 4, 1, false, rng);
}

TEST_CASE("check names the broken rule and where", "[hitori][rules]") {
  const auto p = read_hitori("hitori 3\ngrid:\n1 1 2\n2 3 1\n3 2 1\n");
  auto broken = [&](const std::string& shading) {
    Grid g(3, 3);
    for (std::size_t i = 0; i < shading.size(); ++i) g.cells[i] = shading[i] == '#';
    auto v = check_solution(*p, g);
    return v ? describe(*v) : std::string("valid");
  };
  CHECK(broken(".#......#") == "valid");
  CHECK(broken("#.......#") == "valid");
  CHECK(broken("......#..") ==
        "r1c1: the pair of 1s r1c1, r1c2 holds 0 shaded cells, fewer than 1");
  CHECK(broken(".#.......") ==
        "r2c3: the pair of 1s r2c3, r3c3 holds 0 shaded cells, fewer than 1");
  CHECK(broken(".#...#..#") == "r2c3: shaded cells r2c3 and r3c3 touch");
  CHECK(broken("##......#") == "r1c1: shaded cells r1c1 and r1c2 touch");
  CHECK(broken(".#.#.#.#.") ==
        "r1c3: the unshaded cells are not connected: r1c3 is cut off from r1c1");
  Grid bad(3, 3, 0);
  bad.cells[4] = 2;
  CHECK(describe(*check_solution(*p, bad)) == "r2c2: value 2 is not 0 or 1");
}

TEST_CASE("the rule is not 'a number unique in its lines stays unshaded'", "[hitori][rules]") {
  // 1 2 / 3 4: no number repeats, so nothing has to be shaded, but shading one corner is as
  // valid: 5 solutions (none shaded, or any one cell). The classic heuristic would say 1.
  const auto p = read_hitori("hitori 2\ngrid:\n12\n34\n");
  for (Backend backend : {Backend::Sat, Backend::Native}) {
    RunOptions options;
    options.backend = backend;
    CHECK(run(*p, Mode::Count, options).count == 5);
  }
}

TEST_CASE("a hitori solved by hand has that solution only", "[hitori][rules]") {
  // pzprjs's own example (test/script/hitori.js), solved by hand. Cells 0..15 row-major.
  //   1 1 1 4    Row 1 holds three 1s: at most one stays unshaded, and r1c2 cannot be shaded
  //   1 4 2 3    (r1c1 and r1c3 would then both be unshaded), so r1c1 and r1c3 are shaded and
  //   3 3 2 1    their neighbours r1c2, r1c4, r2c1, r2c3 unshaded. Column 3's 2s: r2c3 is
  //   4 2 1 3    unshaded, so r3c3 is shaded, and r3c2, r3c4, r4c3 unshaded; row 3's 3s: r3c2
  // is unshaded, so r3c1 is shaded, and r4c1 unshaded. Left: r2c2 (shading it cuts r1c2 off),
  // r4c2 (shading it cuts r4c1 off), and column 4's 3s, r2c4 or r4c4: shading r2c4 cuts r1c4
  // off, so r4c4 is shaded. Shaded: r1c1 r1c3 r3c1 r3c3 r4c4, as pzprjs's accepted answer.
  const auto p = read_hitori("hitori 4\ngrid:\n1 1 1 4\n1 4 2 3\n3 3 2 1\n4 2 1 3\n");
  Grid solution(4, 4, 0);
  for (int cell : {0, 2, 8, 10, 15}) solution.cells[at(cell)] = 1;
  CHECK_FALSE(check_solution(*p, solution).has_value());
  require_verdict(*p, Verdict::Unique, &solution);
  RunOptions stat;
  stat.encode.connectivity = Connectivity::Static;
  require_verdict(*p, Verdict::Unique, &solution, stat);
}

TEST_CASE("the encoding size estimate bounds the real encoding", "[hitori][rules]") {
  for (const SinglesCase& c : singles_cases()) {
    const auto p = read_hitori(c.id);
    for (Connectivity connectivity : {Connectivity::Static, Connectivity::Lazy}) {
      INFO("line " << c.line << " " << connectivity_name(connectivity));
      Cnf cnf;
      p->encode(cnf, with(connectivity));
      const EncodingSize estimate = p->encoding_size(with(connectivity));
      CHECK(estimate.vars >= cnf.num_vars());
      CHECK(estimate.clauses >= static_cast<double>(cnf.num_clauses()));
      CHECK(estimate.literals >= static_cast<double>(cnf.literals().size() - cnf.num_clauses()));
      CHECK(estimate.clauses < 2.0 * static_cast<double>(cnf.num_clauses()));
    }
  }
}
