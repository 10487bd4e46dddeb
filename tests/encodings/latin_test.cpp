// latin.hpp under every AMO encoding, by counting solutions with blocking clauses over the cell
// variables: the 12 and 576 Latin squares of orders 3 and 4 (groups small enough that every
// encoding falls back to pairwise), the completions of a 4 x 7 Latin rectangle against a
// backtracking count (groups of 7, where the encodings are their own), and "each value at most
// once" over a group smaller than the domain.
#include <catch2/catch.hpp>

#include <vector>

#include "encodings/brute_force.hpp"
#include "encodings/latin.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::vector<Lit> cell_variables(const OneHotGrid& grid) {
  std::vector<Lit> vars;
  for (int cell = 0; cell < grid.cells(); ++cell)
    for (int v = 0; v < grid.values(); ++v) vars.push_back(grid.lit(cell, v));
  return vars;
}

long long count_solutions(const Cnf& cnf, const OneHotGrid& grid, long long limit) {
  return count_projected_models(cnf, cell_variables(grid), limit);
}

// An order-n Latin square over `cnf`, with the first `given_rows` rows set to the cyclic square.
OneHotGrid latin_square(Cnf& cnf, int n, int given_rows, Amo amo) {
  OneHotGrid grid(cnf, n * n, n);
  one_value_per_cell(cnf, grid, amo);
  for (const auto& group : rows_and_columns(n)) each_value_once(cnf, grid, group, amo);
  for (int r = 0; r < given_rows; ++r)
    for (int c = 0; c < n; ++c) cnf.add({grid.lit(r * n + c, (r + c) % n)});
  return grid;
}

// Completions of the cyclic rows 0..given_rows-1 to an order-n Latin square, by backtracking.
class LatinCounter {
 public:
  LatinCounter(int n, int given_rows)
      : n_(n), row_used_(static_cast<std::size_t>(n * n), false), col_used_(row_used_) {
    for (int r = 0; r < given_rows; ++r)
      for (int c = 0; c < n; ++c) mark(r, c, (r + c) % n, true);
    first_free_ = given_rows * n;
  }
  long long count() { return count_from(first_free_); }

 private:
  std::vector<bool>::reference row(int r, int v) {
    return row_used_[static_cast<std::size_t>(r * n_ + v)];
  }
  std::vector<bool>::reference col(int c, int v) {
    return col_used_[static_cast<std::size_t>(c * n_ + v)];
  }
  void mark(int r, int c, int v, bool used) {
    row(r, v) = used;
    col(c, v) = used;
  }
  long long count_from(int cell) {
    if (cell == n_ * n_) return 1;
    const int r = cell / n_;
    const int c = cell % n_;
    long long total = 0;
    for (int v = 0; v < n_; ++v) {
      if (row(r, v) || col(c, v)) continue;
      mark(r, c, v, true);
      total += count_from(cell + 1);
      mark(r, c, v, false);
    }
    return total;
  }

  int n_;
  std::vector<bool> row_used_;
  std::vector<bool> col_used_;
  int first_free_ = 0;
};

}  // namespace

TEST_CASE("Latin squares of order 3 and 4 number 12 and 576 under every AMO encoding",
          "[encodings][latin]") {
  for (Amo amo : kAllAmo) {
    for (auto [order, squares] : {std::pair{3, 12LL}, std::pair{4, 576LL}}) {
      INFO(amo_name(amo) << ", order " << order);
      Cnf cnf;
      const OneHotGrid grid = latin_square(cnf, order, 0, amo);
      REQUIRE(count_solutions(cnf, grid, squares + 1) == squares);
    }
  }
}

TEST_CASE("completions of a 4 x 7 Latin rectangle match backtracking under every AMO encoding",
          "[encodings][latin]") {
  const long long expected = LatinCounter(7, 4).count();
  REQUIRE(expected > 1);
  for (Amo amo : kAllAmo) {
    INFO(amo_name(amo));
    Cnf cnf;
    const OneHotGrid grid = latin_square(cnf, 7, 4, amo);
    REQUIRE(count_solutions(cnf, grid, expected + 1) == expected);
  }
}

TEST_CASE("each_value_at_most_once over a group smaller than the domain", "[encodings][latin]") {
  struct Case {
    int group;   // cells in the group; one more cell outside it is free
    int values;  // the domain, larger than the group
    int given;   // the first `given` cells of the group hold values 0, 1, ...
  };
  for (Amo amo : kAllAmo) {
    for (Case c : {Case{2, 5, 0}, Case{3, 8, 1}, Case{8, 9, 5}}) {
      INFO(amo_name(amo) << ": " << c.group << " cells, " << c.values << " values, " << c.given
                         << " given");
      Cnf cnf;
      const OneHotGrid grid(cnf, c.group + 1, c.values);
      one_value_per_cell(cnf, grid, amo);
      std::vector<int> group;
      for (int cell = 0; cell < c.group; ++cell) group.push_back(cell);
      each_value_at_most_once(cnf, grid, group, amo);
      for (int cell = 0; cell < c.given; ++cell) cnf.add({grid.lit(cell, cell)});
      // The open cells of the group take distinct values among those left; the outside cell
      // takes any value.
      long long expected = c.values;
      for (int cell = c.given; cell < c.group; ++cell) expected *= c.values - cell;
      REQUIRE(count_solutions(cnf, grid, expected + 1) == expected);
    }
  }
}

TEST_CASE("rows_and_columns lists every row and column once", "[encodings][latin]") {
  const auto groups = rows_and_columns(3);
  REQUIRE(groups == std::vector<std::vector<int>>{
                        {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}});
}
