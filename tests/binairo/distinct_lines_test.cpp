// The pairwise-distinct-lines block against brute force: for every assignment of the input
// literals of two lines (length 1..4) and of three lines (length 1..4), the CNF plus those units
// is satisfiable exactly when no two lines are equal; its size is as documented; and unit
// propagation alone completes a line that has one free position left against an equal line.
#include <catch2/catch.hpp>

#include <map>

#include "encodings/distinct_lines.hpp"
#include "sat/sat_solver.hpp"

using namespace gridsat;

namespace {

// `count` lines of `length` input variables, numbered 1.. line by line.
std::vector<std::vector<Lit>> make_lines(Cnf& cnf, int count, int length) {
  std::vector<std::vector<Lit>> lines;
  for (int l = 0; l < count; ++l) {
    std::vector<Lit> line;
    for (int i = 0; i < length; ++i) line.push_back(cnf.new_var());
    lines.push_back(line);
  }
  return lines;
}

bool bit(unsigned mask, int i) {
  return (mask >> i & 1) != 0;
}

// For every assignment of the inputs: SAT exactly when all lines are pairwise different.
void require_exact(const Cnf& cnf, const std::vector<std::vector<Lit>>& lines) {
  const int length = static_cast<int>(lines.front().size());
  const int inputs = static_cast<int>(lines.size()) * length;
  auto solver = make_cadical_solver({});
  solver->add_cnf(cnf);
  int satisfiable = 0, distinct = 0;
  for (unsigned mask = 0; mask < (1u << inputs); ++mask) {
    std::vector<Lit> assumptions;
    std::vector<unsigned> values;  // each line's bits
    for (std::size_t l = 0; l < lines.size(); ++l) {
      unsigned v = 0;
      for (int i = 0; i < length; ++i) {
        bool on = bit(mask, static_cast<int>(l) * length + i);
        assumptions.push_back(on ? lines[l][static_cast<std::size_t>(i)]
                                 : -lines[l][static_cast<std::size_t>(i)]);
        v |= static_cast<unsigned>(on) << i;
      }
      values.push_back(v);
    }
    bool all_different = true;
    for (std::size_t a = 0; a < values.size(); ++a)
      for (std::size_t b = a + 1; b < values.size(); ++b) all_different &= values[a] != values[b];
    bool sat = solver->solve(assumptions) == SatResult::Sat;
    INFO("lines " << lines.size() << " of length " << length << ", inputs mask " << mask);
    REQUIRE(sat == all_different);
    satisfiable += sat;
    distinct += all_different;
  }
  // Lines of L bits: 2^L (2^L - 1) ... ordered choices of distinct values.
  long long expected = 1;
  for (std::size_t l = 0; l < lines.size(); ++l)
    expected *= (1LL << length) - static_cast<long long>(l);
  REQUIRE(satisfiable == expected);
  REQUIRE(distinct == expected);
}

// A naive unit propagator: sweeps the clauses to a fixpoint. Values: 1 true, -1 false, 0 open.
bool unit_propagate(const Cnf& cnf, std::map<int, int>& value) {
  auto truth = [&](Lit lit) {
    auto it = value.find(std::abs(lit));
    if (it == value.end()) return 0;
    return lit > 0 ? it->second : -it->second;
  };
  for (bool changed = true; changed;) {
    changed = false;
    bool conflict = false;
    cnf.for_each_clause([&](std::span<const Lit> clause) {
      int open = 0;
      Lit last = 0;
      for (Lit lit : clause) {
        if (truth(lit) > 0) return;
        if (truth(lit) == 0) {
          ++open;
          last = lit;
        }
      }
      if (open == 0) conflict = true;
      if (open == 1) {
        value[std::abs(last)] = last > 0 ? 1 : -1;
        changed = true;
      }
    });
    if (conflict) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("lines_differ is SAT exactly when two lines differ (length 1..4)",
          "[binairo][encodings]") {
  for (int length = 1; length <= 4; ++length) {
    Cnf cnf;
    auto lines = make_lines(cnf, 2, length);
    lines_differ(cnf, lines[0], lines[1]);
    // The documented size: one difference literal per position, 2L + 1 clauses.
    REQUIRE(cnf.num_vars() == 3 * length);
    REQUIRE(cnf.num_clauses() == static_cast<std::size_t>(2 * length + 1));
    require_exact(cnf, lines);
  }
}

TEST_CASE("pairwise_distinct_lines over three lines is SAT exactly when all three differ",
          "[binairo][encodings]") {
  for (int length = 1; length <= 4; ++length) {
    Cnf cnf;
    auto lines = make_lines(cnf, 3, length);
    pairwise_distinct_lines(cnf, lines);
    REQUIRE(cnf.num_clauses() == static_cast<std::size_t>(3 * (2 * length + 1)));
    require_exact(cnf, lines);
  }
}

TEST_CASE("unit propagation makes the last free position differ", "[binairo][encodings]") {
  const int length = 4;
  for (int free_pos = 0; free_pos < length; ++free_pos) {
    for (int a_value : {-1, 1}) {
      Cnf cnf;
      auto lines = make_lines(cnf, 2, length);
      lines_differ(cnf, lines[0], lines[1]);
      std::map<int, int> value;
      for (int i = 0; i < length; ++i) {
        int v = (i % 2 == 0) ? 1 : -1;  // equal elsewhere
        if (i == free_pos) {
          value[lines[0][static_cast<std::size_t>(i)]] = a_value;
          continue;
        }
        value[lines[0][static_cast<std::size_t>(i)]] = v;
        value[lines[1][static_cast<std::size_t>(i)]] = v;
      }
      REQUIRE(unit_propagate(cnf, value));
      INFO("free position " << free_pos << ", a = " << a_value);
      REQUIRE(value.count(lines[1][static_cast<std::size_t>(free_pos)]) == 1);
      REQUIRE(value[lines[1][static_cast<std::size_t>(free_pos)]] == -a_value);
    }
  }
}

TEST_CASE("lines_differ rejects lines of different lengths", "[binairo][encodings]") {
  Cnf cnf;
  auto lines = make_lines(cnf, 2, 3);
  lines[1].pop_back();
  REQUIRE_THROWS_AS(lines_differ(cnf, lines[0], lines[1]), std::invalid_argument);
}
