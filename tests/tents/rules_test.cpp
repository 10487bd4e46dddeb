// Tents' statements of its rules held against each other, exhaustively on small grids: for every
// placement of tents on grids from 1x1 to 4x4 (random trees, and counts: none, all from a valid
// placement, some of them, impossible ones; a given), check accepts a placement exactly when
//  - the CNF with the placement assumed is satisfiable (CaDiCaL; both cardinality encodings),
//  - the native rules' propagate accepts it as a complete assignment,
// and the models CaDiCaL enumerates, the native backtracker's solutions, the engine's counts by
// both backends and a brute force over check are the same placements. Also: the pairing is a
// one-to-one matching, not "every tent next to a tree" nor equal numbers; what check reports;
// a puzzle solved by hand; the encoding size estimate.
#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "native/backtrack.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"
#include "support/support.hpp"
#include "tents/tents_helpers.hpp"

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

std::vector<Grid> all_placements(int rows, int cols) {
  std::vector<Grid> out;
  const int n = rows * cols;
  for (int code = 0; code < (1 << n); ++code) {
    Grid g(rows, cols);
    for (int i = 0; i < n; ++i) g.cells[at(i)] = code >> i & 1;
    out.push_back(g);
  }
  return out;
}

void set_counts_of(Tents& t, const Grid& g) {
  for (int r = 0; r < t.height; ++r) {
    int k = 0;
    for (int c = 0; c < t.width; ++c) k += g.at(r, c);
    t.row_counts[at(r)] = k;
  }
  for (int c = 0; c < t.width; ++c) {
    int k = 0;
    for (int r = 0; r < t.height; ++r) k += g.at(r, c);
    t.col_counts[at(c)] = k;
  }
}

// The puzzles of one shape: random trees; no counts, every count of one of its placements, some
// of them, counts drawn at random (often contradictory), and a given tent or empty cell.
std::vector<Tents> patterns(int rows, int cols, std::mt19937& rng, int count) {
  std::vector<Tents> out;
  for (int k = 0; k < count; ++k) {
    Tents t = random_trees(rows, cols, 0.2 + 0.1 * (k % 3), rng);
    out.push_back(t);
    const std::vector<Grid> valid = all_solutions(t);
    if (!valid.empty()) {
      Tents full = t;
      set_counts_of(full, valid[at(static_cast<int>(rng() % valid.size()))]);
      out.push_back(full);
      Tents some = full;
      for (int& v : some.row_counts)
        if (rng() % 2) v = kUnknown;
      for (int& v : some.col_counts)
        if (rng() % 2) v = kUnknown;
      out.push_back(some);
    }
    Tents drawn = t;
    for (int& v : drawn.row_counts) v = static_cast<int>(rng() % 3) - 1;  // -1 = kUnknown
    for (int& v : drawn.col_counts) v = static_cast<int>(rng() % 3) - 1;
    out.push_back(drawn);
    Tents given = t;
    const int cell = static_cast<int>(rng() % (rows * cols));
    given.grid.cells[at(cell)] = static_cast<int>(rng() % 2);
    out.push_back(given);
  }
  return out;
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

std::vector<Lit> assumptions_of(const std::vector<Lit>& vars, const Grid& g) {
  std::vector<Lit> out;
  for (std::size_t i = 0; i < vars.size(); ++i) out.push_back(g.cells[i] ? vars[i] : -vars[i]);
  return out;
}

std::set<std::vector<int>> sat_models(const Tents& p, const Cnf& cnf) {
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

std::string shown(const Tents& p) {
  std::string error;
  return write_puzzle(p, "native", error).value_or(error);
}

void check_shape(int rows, int cols, int count, bool judge_each, std::mt19937& rng) {
  const std::vector<Grid> placements = all_placements(rows, cols);
  int pattern = 0;
  for (const Tents& p : patterns(rows, cols, rng, count)) {
    INFO(rows << "x" << cols << " pattern " << pattern++ << "\n"
              << shown(p) << "givens " << write_plain(p, p.grid));
    const auto rules = p.native_rules();
    std::set<std::vector<int>> valid;
    for (const Grid& g : placements)
      if (!check_solution(p, g)) valid.insert(g.cells);
    std::set<std::vector<int>> brute;
    for (const Grid& g : all_solutions(p)) brute.insert(g.cells);
    // The brute force places no tent on a given empty cell, and keeps the given tents.
    CHECK(brute == valid);
    for (Card card : kAllCard) {
      Cnf cnf;
      p.encode(cnf, with(card));
      if (judge_each) {
        const std::vector<Lit> vars = cell_vars(cnf, rows, cols);
        auto judge = make_cadical_solver(Limits{});
        judge->add_cnf(cnf);
        for (const Grid& g : placements) {
          const bool ok = valid.count(g.cells) > 0;
          if ((judge->solve(assumptions_of(vars, g)) == SatResult::Sat) != ok)
            FAIL_CHECK("CNF (" << card_name(card) << ") disagrees on\n" << plain_shading(g));
        }
      }
      CHECK(sat_models(p, cnf) == valid);
    }
    for (const Grid& g : placements)
      if (native_accepts(*rules, g) != (valid.count(g.cells) > 0))
        FAIL_CHECK("native disagrees on\n" << plain_shading(g));
    SearchOutcome out = backtrack(*rules, rows, cols, 100000, Limits{});
    CHECK(out.status == SatResult::Unsat);  // searched to the end
    std::set<std::vector<int>> found;
    for (const Grid& g : out.solutions) found.insert(g.cells);
    CHECK(found == valid);
    CHECK(out.solutions.size() == valid.size());
    for (Backend backend : {Backend::Sat, Backend::Native}) {
      RunOptions options;
      options.backend = backend;
      options.count_limit = 100000;
      RunResult r = run(p, Mode::Count, options);
      CHECK_FALSE(r.internal_error.has_value());
      CHECK(r.count_complete);
      CHECK(r.count == static_cast<long long>(valid.size()));
    }
  }
}

Grid placement(int rows, int cols, std::initializer_list<int> tents) {
  Grid g(rows, cols, 0);
  for (int cell : tents) g.cells[at(cell)] = 1;
  return g;
}

}  // namespace

TEST_CASE("check, encode and the native rules agree on every small placement", "[tents][rules]") {
  std::mt19937 rng(16);
  for (auto [rows, cols] :
       {std::pair{1, 1}, std::pair{1, 5}, std::pair{5, 1}, std::pair{2, 2}, std::pair{2, 3},
        std::pair{3, 2}, std::pair{3, 3}, std::pair{2, 5}, std::pair{3, 4}, std::pair{4, 3}})
    check_shape(rows, cols, 6, true, rng);
}

TEST_CASE("check, encode and the native rules agree on every 4x4 placement", "[tents][rules]") {
  std::mt19937 rng(17);
  check_shape(4, 4, sample_size(3, 1), false, rng);
}

TEST_CASE("the pairing is a one-to-one matching", "[tents][rules]") {
  // . T . . T   Tents at c1 and c3 touch no tent, stand next to a tree each, and are as many as
  // the trees: but both stand next to the tree c2 only, and the tree c5 has no tent. Not a
  // solution. The only one is c1 and c4 (c4 for the tree c5; then c3 touches c4, so c1).
  const auto p = read_tents("tents 1x5\ngrid:\n.T..T\n");
  const Grid two_by_one = placement(1, 5, {0, 2});
  const auto v = check_solution(*p, two_by_one);
  REQUIRE(v.has_value());
  CHECK(describe(*v) == "the tents cannot be paired one to one with orthogonally adjacent trees");
  CHECK_FALSE(native_accepts(*p->native_rules(), two_by_one));
  const Grid solution = placement(1, 5, {0, 3});
  CHECK_FALSE(check_solution(*p, solution).has_value());
  require_verdict(*p, Verdict::Unique, &solution);

  // Tatham's example from tents.c's design notes: four trees around the centre and the counts
  // 2 0 2 / 2 0 2 have one placement (the corners) with two matchings; a placement is valid
  // when some matching exists, so it is unique.
  const auto diamond = read_tents("tents 3\ngrid:\n.T.\nT.T\n.T.\nright: 2 0 2\nbottom: 2 0 2\n");
  const Grid corners = placement(3, 3, {0, 2, 6, 8});
  require_verdict(*diamond, Verdict::Unique, &corners);
}

TEST_CASE("check names the broken rule and where", "[tents][rules]") {
  const auto p = read_tents("tents 3x4\ngrid:\n.T..\n...T\nT...\nright: 1 1 1\nbottom: . . . 1\n");
  auto broken = [&](std::initializer_list<int> tents) {
    auto v = check_solution(*p, placement(3, 4, tents));
    return v ? describe(*v) : std::string("valid");
  };
  // Trees r1c2, r2c4, r3c1; the one solution pairs them with r1c3, r3c4 and r2c1.
  CHECK(broken({2, 4, 11}) == "valid");
  CHECK(broken({1, 11}) == "r1c2: a tent stands on a tree");
  CHECK(broken({3, 6}) == "r1c4: tents r1c4 and r2c3 touch");
  CHECK(broken({0, 2, 11}) ==
        "the tents cannot be paired one to one with orthogonally adjacent trees");
  CHECK(broken({0, 3, 9}) == "r1c1: row 1 holds 2 tents, not 1");
  CHECK(broken({2, 4, 10}) == "r3c3: the tent has no tree next to it");
  Grid bad(3, 4, 0);
  bad.cells[5] = 2;
  CHECK(describe(*check_solution(*p, bad)) == "r2c2: value 2 is not 0 or 1");
  const auto lonely = read_tents("tents 1x4\ngrid:\nT...\n");
  CHECK(describe(*check_solution(*lonely, placement(1, 4, {3}))) ==
        "r1c4: the tent has no tree next to it");
  CHECK(describe(*check_solution(*lonely, placement(1, 4, {}))) == "there are 0 tents for 1 trees");
}

TEST_CASE("pzprjs's tents example, solved by hand", "[tents][rules]") {
  // pzprjs's test script (test/script/tents.js): `5/5/2g0h1i1j82323`, column counts 2 . 0 . .,
  // row counts 1 . . . 1 (pzprjs draws them above and to the left). Trees (0-based) (0,2),
  // (2,1), (2,4), (3,3), (4,1): five tents.
  //   . . T . .   Column 0 needs 2 tents, and only (2,0) and (4,0) of it touch a tree: both are
  //   . . . . .   tents. They forbid (1,1) and (3,1), so the trees (2,1) and (4,1) (whose other
  //   . T . . T   neighbours are (1,1), (3,1) and column 2, which holds none) take them. Row 4's
  //   . . . T .   count is then spent: (4,3) is empty. The trees (2,4) and (3,3) need two tents
  //   . T . . .   among (1,4), (2,3), (3,4); (2,3) touches both others, so (1,4) and (3,4). The
  // tree (0,2) takes (0,1) or (0,3); (0,3) touches (1,4): (0,1). One solution, tents at cells
  // 1, 9, 10, 19, 20 — the answer pzprjs's script accepts (its failcheck entry with no error).
  const auto p = read_tents("https://puzz.link/p?tents/5/5/2g0h1i1j82323");
  const Grid accepted = placement(5, 5, {1, 9, 10, 19, 20});
  CHECK_FALSE(check_solution(*p, accepted).has_value());
  CHECK(all_solutions(*p) == std::vector<Grid>{accepted});
  require_verdict(*p, Verdict::Unique, &accepted);
  RunOptions totalizer;
  totalizer.encode.card = Card::Totalizer;
  require_verdict(*p, Verdict::Unique, &accepted, totalizer);
}

TEST_CASE("the encoding size estimate bounds the real encoding", "[tents][rules]") {
  for (const TentsCase& c : tents_cases()) {
    const auto p = read_tents(c.id);
    for (Card card : kAllCard) {
      INFO("line " << c.line << " " << card_name(card));
      Cnf cnf;
      p->encode(cnf, with(card));
      const EncodingSize estimate = p->encoding_size(with(card));
      CHECK(estimate.vars >= cnf.num_vars());
      CHECK(estimate.clauses >= static_cast<double>(cnf.num_clauses()));
      CHECK(estimate.literals >= static_cast<double>(cnf.literals().size() - cnf.num_clauses()));
      // Close, too, where the counters' own estimate is (the totalizer's is a loose bound).
      if (card == Card::Sequential)
        CHECK(estimate.clauses < 2.5 * static_cast<double>(cnf.num_clauses()));
    }
  }
}
