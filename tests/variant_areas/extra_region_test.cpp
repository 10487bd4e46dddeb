#include "genres/sudoku/constraints/extra_region.hpp"
#include "support/constraint_judge.hpp"
#include "variant_areas/area_support.hpp"

namespace gridsat::test {
namespace {

ExtraRegion region(std::vector<int> cells) {
  ExtraRegion r;
  r.cells = std::move(cells);
  return r;
}

}  // namespace

TEST_CASE("a small extra region's check, clauses and propagation agree on every assignment",
          "[variants][extra-region]") {
  for (const auto& [n, cells] : std::vector<std::pair<int, std::vector<int>>>{
           {4, {0, 5}}, {4, {0, 5, 10}}, {4, {0, 1, 2}}, {5, {0, 6, 12, 18}}, {6, {3, 9}}}) {
    const ExtraRegion r = region(cells);
    INFO(r.describe(n) << " on " << n << "x" << n);
    CHECK(judge_constraint(r, cells, latin_background(n)) == "");
    const long long accepted = accepted_assignments(r, cells, latin_background(n));
    long long all = 1;
    for (std::size_t k = 0; k < cells.size(); ++k) all *= n;
    CHECK(accepted > 0);
    CHECK(accepted < all);
  }
}

TEST_CASE("an extra region's check on hand-made grids", "[variants][extra-region]") {
  const Grid g = latin_background(4);  // r1c1 = 1, r2c2 = 3, r2c4 = 1
  CHECK_FALSE(region({0, 5}).check(g));
  const auto twice = region({0, 7}).check(g);
  REQUIRE(twice);
  CHECK(twice->message == "value 1 appears twice in the extra region at r1c1");
  CHECK(twice->row == 1);
  CHECK(twice->col == 3);
  // By hand: three distinct digits of four in order: 4 x 3 x 2.
  CHECK(accepted_assignments(region({0, 5, 10}), std::vector<int>{0, 5, 10}, g) == 24);
}

TEST_CASE("an extra region of n cells is one of the sudoku's groups", "[variants][extra-region]") {
  const ExtraRegion full = region({1, 6, 11, 12});
  CHECK(full.groups(4) == std::vector<std::vector<int>>{{1, 6, 11, 12}});
  CHECK(full.groups(5).empty());  // four cells on a 5x5: distinct digits, no group
  CHECK(region({0, 5}).groups(4).empty());
  // Its own readings leave it to the sudoku: no clause, every grid passes.
  Cnf cnf;
  OneHotGrid x(cnf, 16, 4);
  SudokuVars vars(cnf, x, 4);
  const std::size_t before = cnf.num_clauses();
  full.encode(vars, EncodeOptions{});
  CHECK(cnf.num_clauses() == before);
  CHECK_FALSE(full.check(grid_of(4, std::vector<int>(16, 1))));
  CHECK_FALSE(full.removable());
}

TEST_CASE("extra regions in the native format: read, solved by both backends, written back",
          "[variants][extra-region]") {
  std::string error;
  // kTwoWays leaves A and B (area_support.hpp). r1c2 r2c3 r3c4 r4c1 hold 2 1 3 4 in A, 1 1 3 4 in
  // B: only A keeps the region of four; r1c4 r2c1 hold 4 3 in both.
  const std::string full = kTwoWays + "extra-region:\nr1c2 r2c3 r3c4 r4c1\nr1c4 r2c1\n";
  const Grid a = grid_of(4, kSudokuA);
  auto with_full = parse(full);
  require_verdict(*with_full, Verdict::Unique, &a);
  CHECK(write_puzzle(*with_full, "native", error) == full);
  // r1c1 r2c3 hold 1 1 in A and 2 1 in B: only B keeps the region of two.
  const std::string small = kTwoWays + "extra-region:\nr1c1 r2c3\n";
  const Grid b = grid_of(4, kSudokuB);
  auto with_small = parse(small);
  require_verdict(*with_small, Verdict::Unique, &b);
  CHECK(write_puzzle(*with_small, "native", error) == small);
}

TEST_CASE("extra regions on an empty 4x4: both backends count what brute force counts",
          "[variants][extra-region]") {
  const auto sudokus = all_4x4_sudokus();
  REQUIRE(sudokus.size() == 288);
  auto distinct = [&](const std::vector<int>& g, std::vector<int> cells) {
    for (std::size_t i = 0; i < cells.size(); ++i)
      for (std::size_t j = 0; j < i; ++j)
        if (g[static_cast<std::size_t>(cells[i])] == g[static_cast<std::size_t>(cells[j])])
          return false;
    return true;
  };
  long long full = 0, small = 0;
  for (const auto& g : sudokus) {
    full += distinct(g, {0, 6, 9, 15});
    small += distinct(g, {0, 6});
  }
  REQUIRE(full > 0);
  REQUIRE(full < 288);
  REQUIRE(small < 288);
  auto with_full = parse("sudoku 4\nextra-region:\nr1c1 r2c3 r3c2 r4c4\n");
  auto with_small = parse("sudoku 4\nextra-region:\nr1c1 r2c3\n");
  for (Backend backend : {Backend::Sat, Backend::Native}) {
    CHECK(counted(*with_full, backend) == full);
    CHECK(counted(*with_small, backend) == small);
  }
}

TEST_CASE("a bad extra region is one error at its place", "[variants][extra-region]") {
  CHECK(bad_line("extra-region", "r1c1").message.find("at least 2 cells") != std::string::npos);
  const ParseError big = bad_line("extra-region", "r1c1 r1c2 r1c3 r1c4 r2c1");
  CHECK(big.message.find("cannot hold different digits") != std::string::npos);
  CHECK(big.col == 21);
  CHECK(bad_line("extra-region", "r1c1 r1c1").col == 6);
}

}  // namespace gridsat::test
