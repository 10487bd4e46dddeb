#include "kakuro/kakuro_helpers.hpp"

#include <catch2/catch.hpp>
#include <sstream>

#include "native/backtrack.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"

namespace gridsat::test {

Kakuro kakuro_from_rows(const std::vector<std::string>& rows) {
  std::istringstream first(rows.front());
  int width = 0;
  for (std::string t; first >> t;) ++width;
  std::string text =
      "kakuro " + std::to_string(rows.size()) + "x" + std::to_string(width) + "\ngrid:\n";
  for (const std::string& row : rows) text += row + "\n";
  const auto p = parse(text);
  REQUIRE(p);
  return dynamic_cast<const Kakuro&>(*p);
}

Grid digits(const std::vector<std::string>& rows) {
  std::vector<std::vector<int>> cells;
  for (const std::string& row : rows) {
    std::istringstream in(row);
    std::vector<int> line;
    for (int v; in >> v;) line.push_back(v);
    cells.push_back(line);
  }
  Grid g(static_cast<int>(cells.size()), static_cast<int>(cells.front().size()));
  for (int r = 0; r < g.rows; ++r) {
    REQUIRE(static_cast<int>(cells[static_cast<std::size_t>(r)].size()) == g.cols);
    for (int c = 0; c < g.cols; ++c)
      g.at(r, c) = cells[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
  }
  return g;
}

std::set<std::vector<int>> valid_answers(const Kakuro& p) {
  std::vector<int> whites;
  for (int cell = 0; cell < p.height * p.width; ++cell)
    if (!p.is_black(cell)) whites.push_back(cell);
  REQUIRE(whites.size() <= 7);
  Grid g(p.height, p.width, 0);
  for (int cell : whites) g.cells[static_cast<std::size_t>(cell)] = 1;
  std::set<std::vector<int>> out;
  for (;;) {
    if (!check_solution(p, g)) out.insert(g.cells);
    std::size_t k = 0;
    for (; k < whites.size(); ++k) {
      int& v = g.cells[static_cast<std::size_t>(whites[k])];
      if (v < 9) {
        ++v;
        break;
      }
      v = 1;
    }
    if (k == whites.size()) break;
  }
  return out;
}

std::set<std::vector<int>> sat_answers(const Kakuro& p, const EncodeOptions& options) {
  Cnf cnf;
  p.encode(cnf, options);
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  std::set<std::vector<int>> out;
  while (solver->solve() == SatResult::Sat) {
    const Grid g =
        decode_grid(cnf.answer(), p.height, p.width, [&](int var) { return solver->value(var); });
    REQUIRE(out.insert(g.cells).second);
    REQUIRE(out.size() < 200000);
    solver->add_clause(blocking_clause(cnf.answer(), g));
  }
  return out;
}

std::set<std::vector<int>> native_answers(const Kakuro& p) {
  const auto rules = p.native_rules();
  const SearchOutcome found = backtrack(*rules, p.height, p.width, 1000000, Limits{});
  REQUIRE(found.status == SatResult::Unsat);  // searched to the end
  std::set<std::vector<int>> out;
  for (const Grid& g : found.solutions) out.insert(g.cells);
  REQUIRE(out.size() == found.solutions.size());
  return out;
}

}  // namespace gridsat::test
