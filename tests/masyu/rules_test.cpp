// Masyu's statements of its rules held against each other. On grids of 2x2 to 3x4 cells, for
// every edge set and a range of pearl patterns (none, each single pearl of each colour in each
// cell, random sets): the solutions check accepts (the brute-force count) are as many as the sat
// backend finds with the static and with the lazy loop encoding and as the native backtracker
// finds; on 3x3 every edge set is also accepted by check exactly when the static CNF with those
// edges assumed is satisfiable, and exactly when the native rules' propagate accepts it as a
// complete assignment. Loop counts of empty grids against the known numbers of cycles of grid
// graphs, the lazy cuts, what check reports, and implied_pearls.
#include <catch2/catch.hpp>
#include <random>
#include <tuple>

#include "masyu/masyu_helpers.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The pearl patterns of an exhaustive test on rows x cols.
std::vector<Masyu> patterns(int rows, int cols, int random_ones, std::mt19937& rng) {
  std::vector<Masyu> out;
  out.emplace_back(rows, cols);
  for (int cell = 0; cell < rows * cols; ++cell)
    for (int pearl : {Masyu::kWhite, Masyu::kBlack}) {
      Masyu m(rows, cols);
      m.pearls.cells[at(cell)] = pearl;
      out.push_back(m);
    }
  for (int k = 0; k < random_ones; ++k) {
    Masyu m(rows, cols);
    const int count = 2 + k % 3;
    for (int i = 0; i < count; ++i) {
      const int cell = std::uniform_int_distribution<int>(0, rows * cols - 1)(rng);
      m.pearls.cells[at(cell)] = 1 + std::uniform_int_distribution<int>(0, 1)(rng);
    }
    out.push_back(m);
  }
  return out;
}

bool native_accepts(const NativeRules& rules, const Grid& g) {
  std::vector<Candidates> cells = rules.initial();
  REQUIRE(cells.size() == g.cells.size());
  for (std::size_t i = 0; i < cells.size(); ++i) cells[i] &= Candidates{1} << g.cells[i];
  return rules.propagate(cells);
}

// Whether the static CNF with the answer's edges assumed is satisfiable.
class SatJudge {
 public:
  explicit SatJudge(const Masyu& m) : solver_(make_cadical_solver(Limits{})) {
    Cnf cnf;
    EncodeOptions options;
    options.connectivity = Connectivity::Static;
    m.encode(cnf, options);
    solver_->add_cnf(cnf);
    entries_ = cnf.answer().entries();
  }
  bool satisfiable_with(const Grid& g) {
    std::vector<Lit> assumptions;
    for (const CellVar& e : entries_) assumptions.push_back(g.at(e.row, e.col) ? e.var : -e.var);
    return solver_->solve(assumptions) == SatResult::Sat;
  }

 private:
  std::unique_ptr<SatSolver> solver_;
  std::vector<CellVar> entries_;
};

}  // namespace

TEST_CASE("check, both loop encodings and the native rules count the same solutions",
          "[masyu][rules]") {
  std::mt19937 rng(20250315);
  for (auto [rows, cols] : {std::pair{2, 2}, {2, 3}, {3, 2}, {3, 3}, {2, 4}, {3, 4}, {4, 3}}) {
    const std::vector<Grid> grids = all_edge_sets(rows, cols);
    // The single loops of the empty grid: every solution of any pattern is one of them, and check
    // of the empty grid is held against check of each pattern on every edge set for a few.
    const Masyu empty(rows, cols);
    std::vector<Grid> loops;
    for (const Grid& g : grids)
      if (!check_solution(empty, g)) loops.push_back(g);
    int index = 0;
    for (const Masyu& m : patterns(rows, cols, 12, rng)) {
      INFO(rows << "x" << cols << " pattern " << index << ":\n" << native_text(m));
      long long brute = 0;
      if (index++ % 9 == 0) {
        for (const Grid& g : grids) brute += !check_solution(m, g).has_value();
      } else {
        for (const Grid& g : loops) brute += !check_solution(m, g).has_value();
      }
      CHECK(count_solutions(m, Backend::Sat, Connectivity::Static) == brute);
      CHECK(count_solutions(m, Backend::Sat, Connectivity::Lazy) == brute);
      CHECK(count_solutions(m, Backend::Native) == brute);
    }
  }
}

TEST_CASE("on 3x3, check, the static CNF and native propagate accept the same edge sets",
          "[masyu][rules]") {
  std::mt19937 rng(7);
  const std::vector<Grid> grids = all_edge_sets(3, 3);
  REQUIRE(grids.size() == 4096);
  int index = 0, accepted = 0;
  for (const Masyu& m : patterns(3, 3, 6, rng)) {
    if (index++ % 2 == 1) continue;  // every other pattern: 12 of them
    INFO(native_text(m));
    SatJudge judge(m);
    const auto rules = m.native_rules();
    for (const Grid& g : grids) {
      const bool valid = !check_solution(m, g).has_value();
      accepted += valid;
      CHECK(judge.satisfiable_with(g) == valid);
      CHECK(native_accepts(*rules, g) == valid);
    }
  }
  CHECK(accepted > 13);
}

TEST_CASE("a full loop (pzprjs's 'f' flag): check, the CNF and the native rules agree",
          "[masyu][rules]") {
  std::mt19937 rng(20261127);
  for (auto [rows, cols] : {std::pair{2, 2}, {2, 3}, {3, 3}}) {
    const std::vector<Grid> grids = all_edge_sets(rows, cols);
    int index = 0;
    for (Masyu m : patterns(rows, cols, 6, rng)) {
      m.full = true;
      INFO(native_text(m));
      SatJudge judge(m);
      const auto rules = m.native_rules();
      long long valid = 0;
      for (const Grid& g : grids) {
        const bool ok = !check_solution(m, g).has_value();
        valid += ok;
        CHECK(judge.satisfiable_with(g) == ok);
        CHECK(native_accepts(*rules, g) == ok);
      }
      if (index++ % 2 == 0) {
        CHECK(count_solutions(m, Backend::Sat, Connectivity::Lazy) == valid);
        CHECK(count_solutions(m, Backend::Native) == valid);
      }
    }
  }
  // Without pearls a full loop is a Hamiltonian cycle of the grid graph: 1 on 2 x n, none on
  // 3 x 3 (an odd number of cells), 2 on 3 x 4 (a 3 x 2n grid has 2^(n-1)), 6 on 4 x 4 (OEIS
  // A003763) and 14 on 4 x 5.
  for (auto [rows, cols, cycles] :
       {std::tuple{2, 2, 1}, {2, 3, 1}, {3, 3, 0}, {3, 4, 2}, {4, 4, 6}, {4, 5, 14}}) {
    Masyu m(rows, cols);
    m.full = true;
    INFO(rows << "x" << cols);
    CHECK(count_solutions(m, Backend::Sat, Connectivity::Static) == cycles);
    CHECK(count_solutions(m, Backend::Sat, Connectivity::Lazy) == cycles);
    CHECK(count_solutions(m, Backend::Native) == cycles);
  }
}

TEST_CASE("empty grids have as many loops as their grid graphs have cycles", "[masyu][rules]") {
  // The cycles of the n x n grid graph, OEIS A140517: 1, 13, 213.
  CHECK(count_solutions(Masyu(2, 2), Backend::Sat) == 1);
  CHECK(count_solutions(Masyu(3, 3), Backend::Sat, Connectivity::Static) == 13);
  CHECK(count_solutions(Masyu(3, 3), Backend::Native) == 13);
  CHECK(count_solutions(Masyu(4, 4), Backend::Sat, Connectivity::Static) == 213);
  CHECK(count_solutions(Masyu(4, 4), Backend::Sat, Connectivity::Lazy) == 213);
  CHECK(count_solutions(Masyu(4, 4), Backend::Native) == 213);
}

TEST_CASE("the backends agree on random 5x5 and 6x6 pearl sets", "[masyu][rules]") {
  std::mt19937 rng(99);
  for (int round = 0; round < 16; ++round) {
    const int n = 5 + round % 2;
    Masyu m(n, n);
    for (int i = 0; i < 3 + round % 4; ++i)
      m.pearls.cells[at(std::uniform_int_distribution<int>(0, n * n - 1)(rng))] =
          1 + std::uniform_int_distribution<int>(0, 1)(rng);
    INFO(native_text(m));
    const long long count = count_solutions(m, Backend::Sat, Connectivity::Static);
    CHECK(count_solutions(m, Backend::Sat, Connectivity::Lazy) == count);
    CHECK(count_solutions(m, Backend::Native) == count);
  }
}

TEST_CASE("the lazy cuts: false under two loops, true under every single loop", "[masyu][rules]") {
  const Masyu m(3, 4);
  const Grid two = loop_from_drawing(m, R"(+---+   +---+
|   |   |   |
+---+   +---+

+   +   +   +
)");
  CHECK(check_solution(m, two).value_or(Violation{}).message ==
        "this cell is on a second loop: the loop must be one single loop");
  const std::vector<Cut> cuts = m.cuts(two);
  REQUIRE(cuts.size() == 2);
  auto holds = [](const Cut& cut, const Grid& g) {
    for (const AnswerLiteral& l : cut)
      if (g.at(l.row, l.col) == l.value) return true;
    return false;
  };
  int loops = 0;
  for (const Grid& g : all_edge_sets(3, 4)) {
    if (check_solution(m, g)) continue;
    ++loops;
    for (const Cut& cut : cuts) CHECK(holds(cut, g));
    CHECK(m.cuts(g).empty());
  }
  CHECK(loops > 13);
  for (const Cut& cut : cuts) CHECK_FALSE(holds(cut, two));
}

TEST_CASE("what check reports", "[masyu][rules]") {
  Masyu m = masyu_from_rows({"B...", "....", "..W.", "...."});
  auto message = [&](const std::string& drawing) {
    const auto v = check_solution(m, loop_from_drawing(m, drawing));
    return v ? describe(*v) : "valid";
  };
  CHECK(message(R"(B-------+   +
|       |
+   +   +   +
|       |
+   +   W   +
|       |
+-------+   +
)") == "valid");
  // Round the whole grid: the black pearl's arms run straight, the white pearl is off the loop.
  CHECK(message(R"(B-----------+
|           |
+   +   +   +
|           |
+   +   W   +
|           |
+-----------+
)") == "r3c3: the loop does not pass through the white pearl");
  CHECK(message(R"(B---+   +   +
|   |
+---+   +   +

+   +   W   +

+   +   +   +
)") == "r1c1: the loop turns in r1c2, next to the black pearl, instead of going straight on");
  CHECK(message(R"(B-------+   +
|       |
+   +   +   +
|       |
+   +   W---+
|           |
+-----------+
)") == "r3c3: the loop turns on the white pearl");
  CHECK(message(R"(B---+   +   +

+   +   +   +

+   +   W   +

+   +   +   +
)") == "r1c1: the loop ends here");
  CHECK(message(R"(+   +   +   +

+   +   +   +

+   +   W   +

+   +   +   +
)") == "there is no loop");
  m = masyu_from_rows({".....", "..W..", "....."});
  CHECK(message(R"(+   +   +   +   +

+---+---W---+---+
|               |
+---------------+
)") == "r2c3: the loop goes straight through both cells beside the white pearl, without "
       "turning in either");
  m = masyu_from_rows({"B..", "...", "..."});
  CHECK(message(R"(B---+---+
|   |   |
+---+---+
|   |   |
+---+---+
)") == "r1c2: the loop branches here");
  CHECK(message(R"(B---+   +
|   |
+---+---+
    |   |
+   +---+
)") == "r2c2: the loop crosses itself here");
  m = masyu_from_rows({".B.", "...", "..."});
  CHECK(message(R"(+---B---+
|       |
+---+   +
    |   |
+   +---+
)") == "r1c2: the loop goes straight through the black pearl");
}

TEST_CASE("implied_pearls: every pearl a loop allows, and a loop solves exactly the subsets",
          "[masyu][rules]") {
  const Masyu m(4, 4);
  const Grid loop = loop_from_drawing(m, R"(+-------+   +
|       |
+   +   +   +
|       |
+   +   +   +
|       |
+-------+   +
)");
  const Grid implied = implied_pearls(4, 4, loop);
  CHECK(implied == masyu_from_rows({"BWB.", "W.W.", "W.W.", "BWB."}).pearls);
  // On 3x4: a loop is a solution of a pattern exactly when the pattern's pearls are among the
  // pearls the loop implies.
  std::mt19937 rng(3);
  const Masyu empty(3, 4);
  std::vector<Grid> loops;
  for (const Grid& g : all_edge_sets(3, 4))
    if (!check_solution(empty, g)) loops.push_back(g);
  for (const Masyu& p : patterns(3, 4, 10, rng))
    for (const Grid& l : loops) {
      const Grid allowed = implied_pearls(3, 4, l);
      bool subset = true;
      for (std::size_t i = 0; i < allowed.cells.size(); ++i)
        if (p.pearls.cells[i] != kUnknown && p.pearls.cells[i] != allowed.cells[i]) subset = false;
      CHECK(subset == !check_solution(p, l).has_value());
    }
}

TEST_CASE("impossible_pearl names exactly the single pearls no loop can satisfy",
          "[masyu][rules]") {
  int impossible = 0;
  for (int rows = 2; rows <= 5; ++rows)
    for (int cols = 2; cols <= 5; ++cols)
      for (int cell = 0; cell < rows * cols; ++cell)
        for (int pearl : {Masyu::kWhite, Masyu::kBlack}) {
          Masyu m(rows, cols);
          m.pearls.cells[at(cell)] = pearl;
          INFO(native_text(m));
          RunOptions options;
          const RunResult r = run(m, Mode::Solve, options);
          const bool flagged = impossible_pearl(m).has_value();
          CHECK(flagged == (r.verdict == Verdict::None));
          impossible += flagged;
        }
  CHECK(impossible > 40);
}

TEST_CASE("the encoding size estimate bounds the real encoding, within a small factor",
          "[masyu][rules]") {
  std::mt19937 rng(5);
  for (auto [rows, cols] : {std::pair{2, 2}, {2, 7}, {5, 5}, {12, 8}, {12, 12}, {25, 25}, {40, 30}})
    for (Connectivity connectivity : {Connectivity::Static, Connectivity::Lazy}) {
      Masyu m(rows, cols);
      for (int cell = 0; cell < rows * cols; ++cell)
        if (std::uniform_int_distribution<int>(0, 3)(rng) == 0)
          m.pearls.cells[at(cell)] = 1 + std::uniform_int_distribution<int>(0, 1)(rng);
      INFO(rows << "x" << cols << " " << connectivity_name(connectivity));
      EncodeOptions options;
      options.connectivity = connectivity;
      Cnf cnf;
      m.encode(cnf, options);
      const EncodingSize estimate = m.encoding_size(options);
      const double clauses = static_cast<double>(cnf.num_clauses());
      CHECK(estimate.vars >= cnf.num_vars());
      CHECK(estimate.clauses >= clauses);
      CHECK(estimate.literals >= static_cast<double>(cnf.literals().size()) - clauses);
      CHECK(estimate.clauses < 10.0 * clauses + 20000);
      CHECK(estimate.vars < 10.0 * cnf.num_vars() + 20000);
    }
}
