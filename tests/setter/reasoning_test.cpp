// The reasoning under hint and rate against independent judges on random small CNFs: the
// propagator (backends/sat/propagator.hpp) against UnitReducer, gridsat's other unit propagation
// (same values, same conflicts, the same state after backtracking); the assumptions it says a
// literal or a conflict rests on imply it alone; every value a trial or a deep trial removes is
// false in every model (enumerated by brute force), and once trials are at their fixpoint no
// value that propagation alone refutes is left.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <set>

#include "puzzles/answer_kind.hpp"
#include "puzzles/random.hpp"
#include "sat/propagator.hpp"
#include "sat/unit_reducer.hpp"
#include "setter/reasoning.hpp"
#include "setter/small_puzzles.hpp"
#include "support/support.hpp"

using namespace gridsat;

namespace {

struct Formula {
  int vars = 0;
  std::vector<Lit> flat;  // clauses, each ended by 0
};

Formula random_formula(Random& rng, int vars, int clauses) {
  Formula f{vars, {}};
  for (int k = 0; k < clauses; ++k) {
    const int width = rng.between(1, k < 2 ? 2 : 4);
    for (int i = 0; i < width; ++i)
      f.flat.push_back(rng.between(1, vars) * (rng.chance(1, 2) ? 1 : -1));
    f.flat.push_back(0);
  }
  return f;
}

// The models of a formula, by brute force (bit v-1 of a model is variable v).
std::vector<unsigned> models(const Formula& f) {
  std::vector<unsigned> out;
  for (unsigned m = 0; m < (1u << f.vars); ++m) {
    bool all = true, clause = false;
    for (Lit lit : f.flat) {
      if (lit == 0) {
        all = all && clause;
        clause = false;
        continue;
      }
      const bool value = (m >> (std::abs(lit) - 1)) & 1u;
      clause = clause || (lit > 0) == value;
    }
    if (all) out.push_back(m);
  }
  return out;
}

bool holds(unsigned model, Lit lit) {
  return (((model >> (std::abs(lit) - 1)) & 1u) != 0) == (lit > 0);
}

// UnitReducer's verdict on `f` with `units`: false on a conflict, else the values.
bool reduce(const Formula& f, const std::vector<Lit>& units, std::vector<int>& values) {
  UnitReducer reducer(f.flat, f.vars);
  std::vector<Lit> open;
  if (!reducer.reduce(units, {}, open)) return false;
  values.assign(static_cast<std::size_t>(f.vars) + 1, 0);
  for (int v = 1; v <= f.vars; ++v) values[static_cast<std::size_t>(v)] = reducer.value(v);
  return true;
}

// Every variable a boolean answer cell, all wanted.
CellLiterals boolean_cells(int vars) {
  CellLiterals cells;
  for (int v = 1; v <= vars; ++v) cells.push_back({{1, v}});
  return cells;
}

}  // namespace

TEST_CASE("propagator: the values and conflicts of UnitReducer, and back after backtracking",
          "[setter][reasoning]") {
  Random rng(1);
  for (int round = 0; round < 3000; ++round) {
    const Formula f = random_formula(rng, rng.between(3, 9), rng.between(2, 20));
    Propagator p(f.vars);
    p.add_literals(f.flat);
    std::vector<int> values;
    if (!reduce(f, {}, values)) {
      CHECK_FALSE(p.consistent());
      continue;
    }
    REQUIRE(p.consistent());
    std::vector<int> level0(values.begin(), values.end());
    std::vector<Lit> assumed;
    p.new_level();
    bool ok = true;
    for (int k = rng.between(1, 3); k > 0 && ok; --k) {
      const Lit lit = rng.between(1, f.vars) * (rng.chance(1, 2) ? 1 : -1);
      assumed.push_back(lit);
      ok = p.assume(lit);
    }
    INFO("round " << round);
    REQUIRE(ok == reduce(f, assumed, values));
    if (ok) {
      for (int v = 1; v <= f.vars; ++v) CHECK(p.value(v) == values[static_cast<std::size_t>(v)]);
      // Each true literal rests on assumptions that imply it alone.
      for (int v = 1; v <= f.vars; ++v) {
        if (p.value(v) == 0 || p.level_of(v) == 0) continue;
        const Lit lit = p.value(v) > 0 ? v : -v;
        const Lit one[] = {lit};
        const std::vector<Lit> behind = p.assumptions_behind(one);
        std::vector<int> implied;
        REQUIRE(reduce(f, behind, implied));
        CHECK(implied[static_cast<std::size_t>(v)] == p.value(v));
      }
    } else {  // the assumptions behind the conflict conflict alone
      std::vector<int> unused;
      CHECK_FALSE(reduce(f, p.assumptions_behind({}), unused));
      CHECK(p.conflict_depth(1) >= 1);
    }
    p.backtrack(0);
    for (int v = 1; v <= f.vars; ++v) CHECK(p.value(v) == level0[static_cast<std::size_t>(v)]);
  }
}

TEST_CASE("reasoner: trials remove only values no model has, and leave none propagation refutes",
          "[setter][reasoning]") {
  Random rng(2);
  int removed = 0, deep = 0;
  for (int round = 0; round < 1500; ++round) {
    const Formula f = random_formula(rng, rng.between(4, 9), rng.between(8, 24));
    const std::vector<unsigned> all = models(f);
    if (all.empty()) continue;
    Budget budget;
    Reasoner reasoner(f.flat, f.vars, boolean_cells(f.vars),
                      std::vector<char>(static_cast<std::size_t>(f.vars), 1), -1, budget);
    REQUIRE(reasoner.start({}));
    const Reasoning level = round % 2 ? Reasoning::DeepTrial : Reasoning::Trial;
    reasoner.close(level, [] { return false; });
    std::vector<Lit> known;
    for (int v = 1; v <= f.vars; ++v) {
      if (reasoner.value(v) == 0) continue;
      const Lit lit = reasoner.value(v) > 0 ? v : -v;
      known.push_back(lit);
      for (unsigned m : all) CHECK(holds(m, lit));  // sound: every model agrees
      std::vector<int> values;
      REQUIRE(reduce(f, {}, values));
      if (values[static_cast<std::size_t>(v)] == 0) ++(level == Reasoning::Trial ? removed : deep);
    }
    // At the fixpoint of trials, no open literal fails by propagation.
    for (int v = 1; v <= f.vars; ++v) {
      if (reasoner.value(v) != 0) continue;
      for (Lit lit : {v, -v}) {
        std::vector<Lit> with = known;
        with.push_back(lit);
        std::vector<int> values;
        CHECK(reduce(f, with, values));
      }
    }
  }
  CHECK(removed > 20);  // the trials found something to remove
  CHECK(deep > 20);
}

TEST_CASE("reasoner: the easiest trials are the shortest contradictions", "[setter][reasoning]") {
  // x1 -> x2 -> x3 -> x4 -> not x1: trying x1 fails after a chain of 4; x5 -> not x5 at once.
  const std::vector<Lit> flat = {-1, 2, 0, -2, 3, 0, -3, 4, 0, -4, -1, 0, -5, 6, 0, -5, -6, 0};
  Budget budget;
  Reasoner reasoner(flat, 6, boolean_cells(6), std::vector<char>(6, 1), -1, budget);
  REQUIRE(reasoner.start({}));
  const auto [first, first_depth] = reasoner.easiest_trials();
  CHECK(first == 1);
  CHECK(first_depth == 2);  // x5 and x6
  CHECK(reasoner.value(5) == -1);
  const auto [second, second_depth] = reasoner.easiest_trials();
  CHECK(second == 1);
  CHECK(second_depth == 4);  // x1 .. x4
  CHECK(reasoner.value(1) == -1);
  CHECK(reasoner.easiest_trials().first == 0);
}

// The refutation of a loop closed too soon, on Tatham's graded Loopy and Pearl puzzles: trials
// with it, to their fixpoint, decide only what the puzzle's one solution holds, and it fires.
TEST_CASE("reasoner: a loop closed too soon fails a trial, and only where no solution has it",
          "[setter][reasoning]") {
  int fired = 0, decided = 0;
  for (const char* set : {"loopy-5x5de", "loopy-5x5dh", "pearl-6x6de", "pearl-6x6dt"}) {
    std::ifstream in(gridsat::test::test_data() / "graded" / (std::string(set) + ".txt"));
    int taken = 0;
    for (std::string id; std::getline(in, id) && taken < 4;) {
      if (id.empty() || id[0] == '#') continue;
      ++taken;
      INFO(id);
      const auto puzzle = gridsat::test::parse(id);
      const Grid solution = gridsat::test::only_solution(*puzzle);
      Cnf cnf;
      puzzle->encode(cnf, reasoning_options(EncodeOptions{}));
      const auto [rows, cols] = answer_size(*puzzle);
      CellLiterals cells(static_cast<std::size_t>(rows * cols));
      for (const CellVar& e : cnf.answer().entries())
        cells[static_cast<std::size_t>(e.row * cols + e.col)].emplace_back(e.value, e.var);
      Budget budget;
      Reasoner reasoner(cnf.literals(), cnf.num_vars(), cells,
                        std::vector<char>(static_cast<std::size_t>(rows * cols), 1), -1, budget);
      const Reasoner::Refutation refute = closed_loop_refutation(*puzzle);
      reasoner.set_refutation([&](const Reasoner& r) {
        std::vector<Lit> clause = refute(r);
        for (Lit lit : clause) CHECK(r.value(lit) == -1);  // false as it stands
        fired += !clause.empty();
        return clause;
      });
      REQUIRE(reasoner.start({}));
      while (reasoner.easiest_trials().first > 0) {
      }
      for (int cell = 0; cell < rows * cols; ++cell) {
        const int value = reasoner.decided(cell);
        if (value == kUnknown) continue;
        ++decided;
        CHECK(value == solution.cells[static_cast<std::size_t>(cell)]);
      }
    }
  }
  CHECK(fired > 0);
  CHECK(decided > 0);
}
