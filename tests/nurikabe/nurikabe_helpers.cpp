#include "nurikabe/nurikabe_helpers.hpp"

#include <catch2/catch.hpp>
#include <sstream>

#include "driver/cuts.hpp"
#include "native/backtrack.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"

namespace gridsat::test {

Nurikabe nurikabe_from_rows(const std::vector<std::string>& rows) {
  std::vector<std::vector<std::string>> cells;
  for (const std::string& row : rows) {
    std::istringstream in(row);
    std::vector<std::string> tokens;
    for (std::string t; in >> t;) tokens.push_back(t);
    cells.push_back(tokens);
  }
  const int height = static_cast<int>(cells.size());
  const int width = static_cast<int>(cells.front().size());
  Grid numbers(height, width);
  for (int r = 0; r < height; ++r) {
    REQUIRE(static_cast<int>(cells[static_cast<std::size_t>(r)].size()) == width);
    for (int c = 0; c < width; ++c) {
      const std::string& t = cells[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (t == "?")
        numbers.at(r, c) = kAnyIslandSize;
      else if (t != ".")
        numbers.at(r, c) = std::stoi(t);
    }
  }
  Nurikabe p(height, width);
  p.set_numbers(numbers);
  return p;
}

Grid shading(const std::vector<std::string>& rows) {
  Grid g(static_cast<int>(rows.size()), static_cast<int>(rows.front().size()));
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      g.at(r, c) = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == '#' ? 1 : 0;
  return g;
}

std::string shading_text(const Grid& g) {
  std::string out;
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) out += g.at(r, c) == 1 ? '#' : '.';
    out += '\n';
  }
  return out;
}

std::set<std::vector<int>> valid_shadings(const Nurikabe& p) {
  const int cells = p.height * p.width;
  std::set<std::vector<int>> out;
  Grid g(p.height, p.width);
  for (long long code = 0; code < (1LL << cells); ++code) {
    for (int i = 0; i < cells; ++i) g.cells[static_cast<std::size_t>(i)] = (code >> i) & 1;
    if (!check_solution(p, g)) out.insert(g.cells);
  }
  return out;
}

std::set<std::vector<int>> sat_shadings(const Nurikabe& p, const EncodeOptions& options) {
  Cnf cnf;
  p.encode(cnf, options);
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  std::set<std::vector<int>> out;
  while (solve_with_cuts(p, cnf.answer(), *solver) == SatResult::Sat) {
    const Grid g =
        decode_grid(cnf.answer(), p.height, p.width, [&](int var) { return solver->value(var); });
    REQUIRE(out.insert(g.cells).second);
    REQUIRE(out.size() < 100000);
    const std::vector<Lit> block = blocking_clause(cnf.answer(), g);
    solver->add_clause(block);
  }
  return out;
}

std::set<std::vector<int>> native_shadings(const Nurikabe& p) {
  const auto rules = p.native_rules();
  const SearchOutcome found = backtrack(*rules, p.height, p.width, 1000000, Limits{});
  REQUIRE(found.status == SatResult::Unsat);  // searched to the end
  std::set<std::vector<int>> out;
  for (const Grid& g : found.solutions) out.insert(g.cells);
  REQUIRE(out.size() == found.solutions.size());
  return out;
}

}  // namespace gridsat::test
