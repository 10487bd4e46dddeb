// Binairo's three statements of its rules held against each other on small grids: `check` by
// brute force (every 4x4 grid; every 4x6 and 6x4 grid built from rows of 0s and 1s), the CNF
// (every model enumerated, with each cardinality encoding) and the native propagator (it must
// accept exactly the complete grids `check` accepts, and count the same solutions), with and
// without the distinct-lines rule and with random givens. Also: the boolean answer map, and the
// messages of `check`.
#include <catch2/catch.hpp>

#include <random>
#include <set>

#include "driver/engine.hpp"
#include "genres/binairo/binairo.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"

using namespace gridsat;

namespace {

using Binairo = rules::DeclaredShading;

std::unique_ptr<Binairo> make(int height, int width, bool unique_lines, const Grid& givens = {}) {
  return make_binairo(height, width, unique_lines, givens);
}

Grid grid_of(int height, int width, unsigned long long bits) {
  Grid g(height, width);
  for (std::size_t i = 0; i < g.cells.size(); ++i) g.cells[i] = static_cast<int>(bits >> i & 1);
  return g;
}

// Every grid `check` accepts. Grids of at most 16 cells are all enumerated; larger ones are
// built from the rows that are balanced and have no three equal neighbours (which `check` also
// requires of rows, so no valid grid is missed).
std::vector<Grid> brute_force_solutions(const Binairo& b) {
  std::vector<Grid> out;
  const int height = b.rows(), width = b.cols(), cells = height * width;
  if (cells <= 16) {
    for (unsigned long long bits = 0; bits < (1ULL << cells); ++bits) {
      Grid g = grid_of(height, width, bits);
      if (!b.check(g)) out.push_back(g);
    }
    return out;
  }
  std::vector<unsigned> rows;
  for (unsigned row = 0; row < (1u << width); ++row) {
    bool ok = __builtin_popcount(row) * 2 == width;
    for (int i = 0; i + 2 < width; ++i) {
      unsigned window = row >> i & 7u;
      ok &= window != 0 && window != 7;
    }
    if (ok) rows.push_back(row);
  }
  std::vector<std::size_t> pick(static_cast<std::size_t>(height), 0);
  while (true) {
    unsigned long long bits = 0;
    for (int r = 0; r < height; ++r)
      bits |= static_cast<unsigned long long>(rows[pick[static_cast<std::size_t>(r)]])
              << (r * width);
    Grid g = grid_of(height, width, bits);
    if (!b.check(g)) out.push_back(g);
    std::size_t r = 0;
    while (r < pick.size() && ++pick[r] == rows.size()) pick[r++] = 0;
    if (r == pick.size()) break;
  }
  return out;
}

bool fits_givens(const Grid& solution, const Grid& givens) {
  for (std::size_t i = 0; i < givens.cells.size(); ++i)
    if (givens.cells[i] != kUnknown && givens.cells[i] != solution.cells[i]) return false;
  return true;
}

// Every model of the CNF, decoded and blocked one by one.
std::set<std::vector<int>> sat_solutions(const Binairo& b, Card card) {
  EncodeOptions options;
  options.card = card;
  Cnf cnf = encode_puzzle(b, options);
  auto solver = make_cadical_solver({});
  solver->add_cnf(cnf);
  std::set<std::vector<int>> out;
  while (solver->solve() == SatResult::Sat) {
    Grid g =
        decode_grid(cnf.answer(), b.rows(), b.cols(), [&](int var) { return solver->value(var); });
    REQUIRE(out.insert(g.cells).second);
    REQUIRE(out.size() < 100000);
    solver->add_clause(blocking_clause(cnf.answer(), g));
  }
  return out;
}

void require_all_agree(const Binairo& b, const std::vector<Grid>& valid) {
  std::set<std::vector<int>> expected;
  for (const Grid& g : valid)
    if (fits_givens(g, b.givens())) expected.insert(g.cells);
  for (Card card : kAllCard) {
    INFO("card " << card_name(card));
    REQUIRE(sat_solutions(b, card) == expected);
  }
  RunOptions native;
  native.backend = Backend::Native;
  native.count_limit = 1000000;
  RunResult r = run(b, Mode::Count, native);
  REQUIRE_FALSE(r.internal_error.has_value());
  REQUIRE(r.count_complete);
  REQUIRE(r.count == static_cast<long long>(expected.size()));
}

}  // namespace

TEST_CASE("check, the CNF and the native rules agree on every small grid", "[binairo][rules]") {
  for (auto [height, width] : {std::pair{2, 2}, {2, 4}, {4, 4}, {4, 6}, {6, 4}}) {
    for (bool unique : {true, false}) {
      INFO(height << "x" << width << (unique ? " unique lines" : " repeated lines allowed"));
      const auto b = make(height, width, unique);
      std::vector<Grid> valid = brute_force_solutions(*b);
      // Two rows leave only two possible columns, 01 and 10: four distinct ones cannot exist.
      REQUIRE(valid.empty() == (height == 2 && width == 4 && unique));
      require_all_agree(*b, valid);
      if (height == 4 && width == 4) REQUIRE(valid.size() == (unique ? 72u : 90u));
    }
  }
}

TEST_CASE("check, the CNF and the native rules agree on random givens", "[binairo][rules]") {
  std::mt19937 rng(20240611);
  for (auto [height, width] : {std::pair{4, 4}, {4, 6}, {6, 4}}) {
    for (bool unique : {true, false}) {
      const std::vector<Grid> valid = brute_force_solutions(*make(height, width, unique));
      for (int trial = 0; trial < 12; ++trial) {
        // Half the trials take givens from a valid grid (so that some solutions exist), half
        // draw them at random (often contradictory).
        const Grid& source = valid[rng() % valid.size()];
        Grid grid(height, width);
        const int givens = static_cast<int>(rng() % 11);
        for (int k = 0; k < givens; ++k) {
          std::size_t cell = rng() % grid.cells.size();
          grid.cells[cell] = trial % 2 == 0 ? source.cells[cell] : static_cast<int>(rng() % 2);
        }
        INFO(height << "x" << width << (unique ? " unique" : " not unique") << ", trial " << trial);
        require_all_agree(*make(height, width, unique, grid), valid);
      }
    }
  }
}

TEST_CASE("two equal, fully given rows or columns have no solution", "[binairo][rules]") {
  // The encoding leaves out the positions where two lines' givens agree; when none is left, the
  // pair must still be forbidden.
  for (bool columns : {false, true}) {
    Grid grid(4, 4);
    for (int i = 0; i < 4; ++i)
      for (int line : {1, 2}) (columns ? grid.at(i, line) : grid.at(line, i)) = i % 2;
    INFO((columns ? "columns" : "rows"));
    const auto b = make(4, 4, true, grid);
    REQUIRE(sat_solutions(*b, Card::Sequential).empty());
    RunOptions native;
    native.backend = Backend::Native;
    REQUIRE(run(*b, Mode::Unique, native).verdict == Verdict::None);
    REQUIRE_FALSE(sat_solutions(*make(4, 4, false, grid), Card::Sequential).empty());
  }
}

TEST_CASE("the native propagator accepts exactly the complete grids check accepts",
          "[binairo][rules]") {
  for (bool unique : {true, false}) {
    const auto b = make(4, 4, unique);
    auto rules = b->native_rules();
    REQUIRE(rules->values() == std::vector<int>{0, 1});
    for (unsigned long long bits = 0; bits < (1ULL << 16); ++bits) {
      Grid g = grid_of(4, 4, bits);
      std::vector<Candidates> cells;
      for (int v : g.cells) cells.push_back(Candidates{1} << v);
      INFO("grid bits " << bits);
      REQUIRE(rules->propagate(cells) == !b->check(g).has_value());
    }
  }
}

TEST_CASE("a binairo cell is one boolean variable: false decodes to 0", "[binairo][rules]") {
  Grid givens(4, 6);
  givens.at(0, 0) = 1;
  givens.at(1, 2) = 0;
  const auto puzzle = make(4, 6, true, givens);
  const Binairo& b = *puzzle;
  Cnf cnf = encode_puzzle(b, {});
  const auto& entries = cnf.answer().entries();
  REQUIRE(entries.size() == 24u);
  std::set<std::pair<int, int>> cells;
  for (const CellVar& cv : entries) {
    REQUIRE(cv.value == 1);
    cells.insert({cv.row, cv.col});
  }
  REQUIRE(cells.size() == 24u);

  // All variables false: every cell is 0, none unknown.
  Grid zeros = decode_grid(cnf.answer(), 4, 6, [](int) { return false; });
  REQUIRE(zeros == Grid(4, 6, 0));

  // A model decodes to a valid grid whose blocking clause forbids exactly it.
  auto solver = make_cadical_solver({});
  solver->add_cnf(cnf);
  REQUIRE(solver->solve() == SatResult::Sat);
  Grid g = decode_grid(cnf.answer(), 4, 6, [&](int var) { return solver->value(var); });
  REQUIRE_FALSE(check_solution(b, g).has_value());
  std::vector<Lit> block = blocking_clause(cnf.answer(), g);
  REQUIRE(block.size() == 24u);
  for (const CellVar& cv : entries) {
    Lit expected = g.at(cv.row, cv.col) == 1 ? -cv.var : cv.var;
    REQUIRE(std::find(block.begin(), block.end(), expected) != block.end());
  }
  solver->add_clause(block);
  while (solver->solve() == SatResult::Sat) {
    Grid next = decode_grid(cnf.answer(), 4, 6, [&](int var) { return solver->value(var); });
    REQUIRE(next != g);
    solver->add_clause(blocking_clause(cnf.answer(), next));
  }
}

TEST_CASE("check names the broken rule", "[binairo][rules]") {
  const auto square = make(4, 4, true);
  const Binairo& b = *square;
  auto grid = [](std::initializer_list<std::initializer_list<int>> rows) {
    Grid g(static_cast<int>(rows.size()), static_cast<int>(rows.begin()->size()));
    int r = 0;
    for (auto row : rows) {
      int c = 0;
      for (int v : row) g.at(r, c++) = v;
      ++r;
    }
    return g;
  };
  REQUIRE_FALSE(b.check(grid({{0, 1, 0, 1}, {1, 0, 1, 0}, {0, 1, 1, 0}, {1, 0, 0, 1}})));

  auto three = b.check(grid({{1, 1, 1, 0}, {0, 0, 0, 1}, {1, 0, 1, 0}, {0, 1, 0, 1}}));
  REQUIRE(three);
  REQUIRE(describe(*three) == "r1c1: three 1s next to each other in row 1");

  auto column_three = b.check(grid({{0, 1, 0, 1}, {0, 1, 1, 0}, {0, 1, 0, 1}, {1, 0, 1, 0}}));
  REQUIRE(column_three);
  REQUIRE(describe(*column_three) == "r1c1: three 0s next to each other in column 1");

  auto unbalanced = b.check(grid({{0, 1, 0, 0}, {1, 0, 1, 1}, {0, 1, 0, 1}, {1, 0, 1, 0}}));
  REQUIRE(unbalanced);
  REQUIRE(describe(*unbalanced) == "row 1 holds 3 0s and 1 1s; it needs 2 of each");

  const Grid equal_rows = grid({{0, 1, 0, 1}, {0, 1, 0, 1}, {1, 0, 1, 0}, {1, 0, 1, 0}});
  auto rows = b.check(equal_rows);
  REQUIRE(rows);
  // Columns 1 and 3 are equal too; rows come first.
  REQUIRE(describe(*rows) == "rows 1 and 2 are equal");
  // On 4x4, equal columns force equal rows; on 4x6 they need not.
  const auto wide_puzzle = make(4, 6, true);
  const Binairo& wide = *wide_puzzle;
  const Grid equal_columns =
      grid({{0, 0, 1, 0, 1, 1}, {1, 1, 0, 1, 0, 0}, {0, 0, 1, 1, 0, 1}, {1, 1, 0, 0, 1, 0}});
  auto columns = wide.check(equal_columns);
  REQUIRE(columns);
  REQUIRE(describe(*columns) == "columns 1 and 2 are equal");

  REQUIRE_FALSE(make(4, 4, false)->check(equal_rows));
  REQUIRE_FALSE(make(4, 6, false)->check(equal_columns));

  auto bad_value = b.check(grid({{0, 1, 0, 1}, {1, 0, 2, 0}, {0, 1, 1, 0}, {1, 0, 0, 1}}));
  REQUIRE(bad_value);
  REQUIRE(describe(*bad_value) == "r2c3: value 2 is not 0 or 1");
}
