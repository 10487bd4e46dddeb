// Futoshiki's statements of its rules held against each other. On 3 x 3 puzzles (plain and
// adjacent mode, relation patterns of every kind, signs and bars mixed, a given or none), for
// all 3^9 grids of values 1..3: check accepts a grid exactly when the CNF with the grid's cell
// literals fixed is satisfiable (with each relation encoding), exactly when the native rules'
// propagate accepts the grid as a complete assignment. The models CaDiCaL enumerates are the
// grids check accepts, and the native backtracker finds the same. Also: what check reports, and
// two puzzles made by hand with their solutions worked out by hand.
#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "futoshiki/futoshiki_helpers.hpp"
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

constexpr RelationEncoding kEncodings[] = {RelationEncoding::Direct, RelationEncoding::Support,
                                           RelationEncoding::Order};

const char* encoding_name(RelationEncoding e) {
  switch (e) {
    case RelationEncoding::Direct:
      return "direct";
    case RelationEncoding::Support:
      return "support";
    case RelationEncoding::Order:
      return "order";
  }
  return "?";
}

// The puzzles of the exhaustive test: per mode, no relation at all, one relation of each kind
// on one link, and random patterns of all four kinds (signs in adjacent mode too: their meaning
// is defined, though no reader makes them), some with givens.
std::vector<Futoshiki> patterns() {
  std::vector<Futoshiki> out;
  std::mt19937 rng(20250301);
  const Relation kinds[] = {Relation::None, Relation::Less, Relation::Greater, Relation::Adjacent};
  for (bool adjacent : {false, true}) {
    out.emplace_back(3, adjacent);
    for (Relation kind : {Relation::Less, Relation::Greater, Relation::Adjacent}) {
      Futoshiki f(3, adjacent);
      f.set_relation(1, 0, Direction::Right, kind);
      f.set_relation(0, 2, Direction::Down, kind);
      out.push_back(f);
    }
    for (int round = 0; round < 4; ++round) {
      Futoshiki f(3, adjacent);
      for (const Link& link : f.links())
        f.set_relation(link.first / 3, link.first % 3, link.direction,
                       kinds[std::uniform_int_distribution<int>(0, 3)(rng)]);
      if (round % 2 == 1) f.grid.at(round / 2, 1) = 2;
      out.push_back(f);
    }
  }
  return out;
}

// Whether the full assignment of `grid` satisfies every clause. The encoding must have no
// variables besides the cells' one-hot ones, so that this is exactly "the CNF with the grid's
// literals as unit clauses is satisfiable".
struct ClauseTable {
  std::vector<std::vector<Lit>> clauses;
  std::vector<std::pair<int, int>> meaning;  // per variable: (cell, value)

  ClauseTable(const Cnf& cnf, int n) {
    meaning.assign(at(cnf.num_vars()) + 1, {-1, 0});
    for (const CellVar& e : cnf.answer().entries())
      meaning[at(e.var)] = {e.row * n + e.col, e.value};
    for (std::size_t v = 1; v < meaning.size(); ++v) REQUIRE(meaning[v].first >= 0);
    cnf.for_each_clause([&](std::span<const Lit> c) { clauses.emplace_back(c.begin(), c.end()); });
  }

  bool satisfied_by(const Grid& g) const {
    for (const auto& clause : clauses) {
      bool sat = false;
      for (Lit lit : clause) {
        const auto [cell, value] = meaning[at(std::abs(lit))];
        if ((g.cells[at(cell)] == value) == (lit > 0)) {
          sat = true;
          break;
        }
      }
      if (!sat) return false;
    }
    return true;
  }
};

// Whether the CNF with the grid's cell literals assumed is satisfiable, asked of CaDiCaL (for
// encodings with variables of their own besides the cells').
class SatJudge {
 public:
  SatJudge(const Cnf& cnf, int n) : solver_(make_cadical_solver(Limits{})), n_(n) {
    solver_->add_cnf(cnf);
    lit_.assign(at(n * n * (n + 1)), 0);
    for (const CellVar& e : cnf.answer().entries())
      lit_[at((e.row * n + e.col) * (n + 1) + e.value)] = e.var;
  }
  bool satisfiable_with(const Grid& g) {
    assumptions_.clear();
    for (int cell = 0; cell < n_ * n_; ++cell)
      assumptions_.push_back(lit_[at(cell * (n_ + 1) + g.cells[at(cell)])]);
    return solver_->solve(assumptions_) == SatResult::Sat;
  }

 private:
  std::unique_ptr<SatSolver> solver_;
  int n_;
  std::vector<Lit> lit_;  // per (cell, value)
  std::vector<Lit> assumptions_;
};

bool native_accepts(const NativeRules& rules, const Grid& g) {
  std::vector<Candidates> cells = rules.initial();
  for (std::size_t i = 0; i < cells.size(); ++i) cells[i] &= Candidates{1} << (g.cells[i] - 1);
  return rules.propagate(cells);
}

// Every model of the puzzle's CNF, each a grid.
std::set<std::vector<int>> sat_models(const Cnf& cnf, int n) {
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  std::set<std::vector<int>> out;
  while (solver->solve() == SatResult::Sat) {
    Grid g = decode_grid(cnf.answer(), n, n, [&](int var) { return solver->value(var); });
    REQUIRE(out.insert(g.cells).second);
    solver->add_clause(blocking_clause(cnf.answer(), g));
  }
  return out;
}

}  // namespace

TEST_CASE("check, encode and the native rules agree on every 3x3 grid", "[futoshiki][rules]") {
  const int n = 3;
  std::vector<Grid> grids;
  for (int code = 0; code < 19683; ++code) {
    Grid g(n, n);
    for (int i = 0, rest = code; i < n * n; ++i, rest /= n) g.cells[at(i)] = rest % n + 1;
    grids.push_back(g);
  }
  int pattern = 0;
  for (const Futoshiki& p : patterns()) {
    INFO("pattern " << pattern++ << ":\n" << write_futoshiki_native(p));
    // Per encoding: CaDiCaL under the grid's literals as assumptions, and when the cells'
    // variables are all the encoding has, its clauses evaluated on the grid too.
    std::vector<Cnf> cnfs;
    std::vector<std::optional<ClauseTable>> tables;
    std::vector<std::unique_ptr<SatJudge>> judges;
    for (RelationEncoding e : kEncodings) {
      Cnf cnf;
      encode_futoshiki(p, cnf, EncodeOptions{}, e);
      const bool cells_only = cnf.num_vars() == n * n * n;
      CHECK((cells_only || e == RelationEncoding::Order));
      tables.push_back(cells_only ? std::optional<ClauseTable>(ClauseTable(cnf, n)) : std::nullopt);
      judges.push_back(std::make_unique<SatJudge>(cnf, n));
      cnfs.push_back(std::move(cnf));
    }
    const auto rules = p.native_rules();
    std::set<std::vector<int>> valid;
    for (const Grid& g : grids) {
      const bool ok = !check_solution(p, g).has_value();
      if (ok) valid.insert(g.cells);
      for (std::size_t e = 0; e < cnfs.size(); ++e) {
        if (judges[e]->satisfiable_with(g) != ok)
          FAIL_CHECK(encoding_name(kEncodings[e]) << " (CaDiCaL) " << write_plain(p, g));
        if (tables[e] && tables[e]->satisfied_by(g) != ok)
          FAIL_CHECK(encoding_name(kEncodings[e]) << " (clauses) " << write_plain(p, g));
      }
      if (native_accepts(*rules, g) != ok) FAIL_CHECK("native " << write_plain(p, g));
    }
    for (std::size_t e = 0; e < cnfs.size(); ++e) {
      INFO(encoding_name(kEncodings[e]));
      CHECK(sat_models(cnfs[e], n) == valid);
    }
    SearchOutcome out = backtrack(*rules, n, n, 1000, Limits{});
    CHECK(out.status == SatResult::Unsat);  // searched to the end
    std::set<std::vector<int>> found;
    for (const Grid& g : out.solutions) found.insert(g.cells);
    CHECK(found == valid);
    CHECK(out.solutions.size() == valid.size());
  }
}

TEST_CASE("check, encode and the native search agree on random 4x4 and 5x5 puzzles",
          "[futoshiki][rules]") {
  std::mt19937 rng(7);
  for (int n : {4, 5}) {
    for (int round = 0; round < 40; ++round) {
      const bool adjacent = round % 2 == 1;
      Futoshiki p = random_futoshiki(n, adjacent, 0.3, 0.08, round % 4 == 0, rng);
      INFO(write_futoshiki_native(p));
      const auto rules = p.native_rules();
      SearchOutcome out = backtrack(*rules, n, n, 100000, Limits{});
      REQUIRE(out.status == SatResult::Unsat);
      std::set<std::vector<int>> found;
      for (const Grid& g : out.solutions) {
        CHECK_FALSE(check_solution(p, g).has_value());
        found.insert(g.cells);
      }
      for (RelationEncoding e : kEncodings) {
        INFO(encoding_name(e));
        Cnf cnf;
        encode_futoshiki(p, cnf, EncodeOptions{}, e);
        CHECK(sat_models(cnf, n) == found);
      }
    }
  }
}

TEST_CASE("the relations' clauses come after the Latin square and the givens",
          "[futoshiki][rules]") {
  // The setter's clue solver takes the encoding of a puzzle with one more clue to be the
  // encoding without it plus clauses of its own: the relations must be written last.
  Futoshiki bare(4);
  Futoshiki with = bare;
  with.set_relation(1, 1, Direction::Right, Relation::Less);
  with.set_relation(2, 3, Direction::Down, Relation::Greater);
  Futoshiki given = bare;
  given.grid.at(0, 0) = 3;
  Cnf a, b, c;
  bare.encode(a, EncodeOptions{});
  with.encode(b, EncodeOptions{});
  given.encode(c, EncodeOptions{});
  REQUIRE(b.literals().size() > a.literals().size());
  CHECK(std::equal(a.literals().begin(), a.literals().end(), b.literals().begin()));
  REQUIRE(c.literals().size() == a.literals().size() + 2);
  CHECK(std::equal(a.literals().begin(), a.literals().end(), c.literals().begin()));
}

TEST_CASE("the encoding size estimate bounds the real encoding", "[futoshiki][rules]") {
  for (const TathamCase& c : unequal_cases()) {
    const auto p = read_unequal_id(c.id);
    for (Amo amo : kAllAmo) {
      INFO("line " << c.line << " amo=" << amo_name(amo));
      EncodeOptions options;
      options.amo = amo;
      Cnf cnf;
      p->encode(cnf, options);
      const EncodingSize estimate = p->encoding_size(options);
      CHECK(estimate.vars >= cnf.num_vars());
      CHECK(estimate.clauses >= static_cast<double>(cnf.num_clauses()));
      CHECK(estimate.literals >= static_cast<double>(cnf.literals().size() - cnf.num_clauses()));
      CHECK(estimate.clauses < 2.0 * static_cast<double>(cnf.num_clauses()));
    }
  }
}

TEST_CASE("check names the broken rule and where", "[futoshiki][rules]") {
  Futoshiki p(3);
  p.set_relation(0, 0, Direction::Right, Relation::Less);
  p.set_relation(0, 1, Direction::Down, Relation::Greater);
  p.set_relation(1, 2, Direction::Down, Relation::Adjacent);
  auto broken = [&](const Futoshiki& puzzle, std::vector<int> cells) {
    Grid g(3, 3);
    g.cells = std::move(cells);
    auto v = check_solution(puzzle, g);
    return v ? describe(*v) : std::string("valid");
  };
  CHECK(broken(p, {1, 3, 2, 2, 1, 3, 3, 2, 1}) ==
        "r3c3: r2c3 and r3c3 (3 and 1) do not differ by 1");
  CHECK(broken(p, {2, 1, 3, 1, 3, 2, 3, 2, 1}) == "r1c1: r1c2 (1) is not greater than r1c1 (2)");
  CHECK(broken(p, {1, 2, 3, 2, 3, 1, 3, 1, 2}) == "r2c2: r1c2 (2) is not greater than r2c2 (3)");
  CHECK(broken(p, {1, 2, 2, 2, 1, 3, 3, 3, 1}) == "r1c3: row 1 holds 2 twice (r1c2 and r1c3)");
  CHECK(broken(p, {1, 3, 2, 3, 1, 3, 2, 2, 1}).starts_with("r2c3: row 2 holds 3 twice"));
  CHECK(broken(p, {1, 3, 2, 2, 1, 3, 3, 2, 4}) == "r3c3: value 4 is outside 1..3");
  CHECK(broken(p, {1, 3, 2, 3, 2, 1, 2, 1, 3}) ==
        "r3c3: r2c3 and r3c3 (1 and 3) do not differ by 1");
  Futoshiki q(3, true);
  CHECK(broken(q, {1, 3, 2, 3, 2, 1, 2, 1, 3}) ==
        "r1c3: r1c2 and r1c3 (3 and 2) differ by 1, unmarked as one apart");
}

TEST_CASE("a futoshiki made by hand has the solution worked out by hand", "[futoshiki][rules]") {
  // Every pair of neighbours carries its sign, read off the square below, and r1c1 and r1c2
  // are given. By hand: row 1 ends 1 < 3. Column 1 is 2 < a < b > c, so a = 3, b = 4, c = 1.
  // Row 2 is 3 > d < e > f over {1, 2, 4}: e = 4; column 4 (3 > f > g) rules out f = 1, so
  // f = 2, d = 1 and g = r3c4 = 1. Row 3 is 4 > h < i > 1 over {2, 3}: h = 2, i = 3. Row 4
  // takes what its columns leave: 1 3 2 4.
  const auto p = read_native(R"(futoshiki 4
grid:
2 < 4 > . < .
^   v   ^   v
. > . < . > .
^   ^   v   v
. > . < . > .
v   ^   v   ^
. < . > . < .
)");
  Grid solution(4, 4);
  solution.cells = {2, 4, 1, 3,  //
                    3, 1, 4, 2,  //
                    4, 2, 3, 1,  //
                    1, 3, 2, 4};
  CHECK_FALSE(check_solution(*p, solution).has_value());
  require_verdict(*p, Verdict::Unique, &solution);
}

TEST_CASE("an adjacent futoshiki made by hand has the solution worked out by hand",
          "[futoshiki][rules]") {
  // The same square: bars where neighbours differ by 1 (none in rows 1 and 2), and the given 2
  // at r1c1 to rule out its mirror image 5 - v, which has the same bars.
  const auto p = read_native(R"(futoshiki 4 adjacent
grid:
2   .   .   .
-   .   .   -
.   .   .   .
-   -   -   -
.   . | .   .
.   -   -   .
.   . | .   .
)");
  Grid solution(4, 4);
  solution.cells = {2, 4, 1, 3,  //
                    3, 1, 4, 2,  //
                    4, 2, 3, 1,  //
                    1, 3, 2, 4};
  CHECK_FALSE(check_solution(*p, solution).has_value());
  require_verdict(*p, Verdict::Unique, &solution);
}
