// encodings/runs.hpp against brute force: for every line length 1 to 8 and every clue list that
// some line of that length has (plus lists that fit no line), both encodings' models, projected on
// the cells, are exactly the lines whose runs are that list (computed by counting runs plainly).
// Also: the native line solver's automaton (runs_automaton) accepts exactly those lines.
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "encodings/runs.hpp"
#include "genres/nonogram/nonogram.hpp"
#include "sat/sat_solver.hpp"

using namespace gridsat;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Every model of `cnf` projected on `cells` (bit i = cell i filled).
std::set<int> models(const Cnf& cnf, const std::vector<Lit>& cells) {
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  std::set<int> out;
  while (solver->solve() == SatResult::Sat) {
    int code = 0;
    std::vector<Lit> block;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const bool filled = solver->value(cells[i]);
      if (filled) code |= 1 << i;
      block.push_back(filled ? -cells[i] : cells[i]);
    }
    REQUIRE(out.insert(code).second);
    solver->add_clause(std::span<const Lit>(block));
  }
  return out;
}

bool automaton_accepts(const LineAutomaton& a, const std::vector<int>& line) {
  int q = a.start;
  for (int v : line) {
    q = a.step(q, v);
    if (q < 0) return false;
  }
  return a.accepting[at(q)];
}

}  // namespace

TEST_CASE("both runs encodings have exactly the lines with those runs", "[nonogram][runs]") {
  int lists = 0;
  for (int n = 1; n <= 8; ++n) {
    // The lines of each clue list, by counting runs.
    std::map<std::vector<int>, std::set<int>> lines_of;
    for (int code = 0; code < (1 << n); ++code) {
      std::vector<int> line(at(n));
      for (int i = 0; i < n; ++i) line[at(i)] = code >> i & 1;
      lines_of[runs_of(line)].insert(code);
    }
    // Lists that fit no line of length n: one run too long, one run too many.
    lines_of[{n + 1}];
    std::vector<int> too_many(at(n / 2 + 1), 1);
    lines_of[too_many];
    for (const auto& [runs, lines] : lines_of) {
      INFO("n = " << n << ", runs " << runs_text(runs));
      const LineAutomaton a = runs_automaton(runs);
      for (int code = 0; code < (1 << n); ++code) {
        std::vector<int> line(at(n));
        for (int i = 0; i < n; ++i) line[at(i)] = code >> i & 1;
        CHECK(automaton_accepts(a, line) == (lines.count(code) == 1));
      }
      for (RunsEncoding encoding : kAllRunsEncodings) {
        INFO(runs_encoding_name(encoding));
        Cnf cnf;
        const int first = cnf.new_vars(n);
        std::vector<Lit> cells;
        for (int i = 0; i < n; ++i) cells.push_back(first + i);
        encode_runs(cnf, cells, runs, encoding);
        CHECK(models(cnf, cells) == lines);
      }
      ++lists;
    }
  }
  CHECK(lists > 100);
  CHECK(parse_runs_encoding("starts") == RunsEncoding::Starts);
  CHECK(parse_runs_encoding("automaton") == RunsEncoding::Automaton);
  CHECK_FALSE(parse_runs_encoding("order").has_value());
}
