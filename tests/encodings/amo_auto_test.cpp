// Amo::Auto: the very clauses of pairwise up to 32 literals and of product above (its brute-force
// check runs with every other encoding in amo_test.cpp, through kAllAmo).
#include <catch2/catch.hpp>
#include <numeric>
#include <vector>

#include "encodings/amo.hpp"

namespace gridsat {
namespace {

// `pairwise_up_to` < 0: the two-argument call, as encodings use it.
Cnf encoded(int n, Amo encoding, int pairwise_up_to = -1) {
  Cnf cnf;
  std::vector<Lit> lits(static_cast<std::size_t>(n));
  std::iota(lits.begin(), lits.end(), 1);
  if (n > 0) cnf.new_vars(n);
  if (pairwise_up_to < 0)
    at_most_one(cnf, lits, encoding);
  else
    at_most_one(cnf, lits, encoding, pairwise_up_to);
  return cnf;
}

}  // namespace

TEST_CASE("auto at-most-one is pairwise up to 32 literals and product above", "[encodings][amo]") {
  REQUIRE(amo_pairwise_up_to(Amo::Auto) == 32);
  REQUIRE(parse_amo("auto") == Amo::Auto);
  for (int n = 0; n <= 80; ++n) {
    INFO("n = " << n);
    Cnf got = encoded(n, Amo::Auto);
    // Above 32: product, whose row and column groups (about sqrt(n) each) are pairwise again.
    Cnf same = n <= 32 ? encoded(n, Amo::Pairwise) : encoded(n, Amo::Product, 32);
    REQUIRE(got.literals() == same.literals());
    REQUIRE(got.num_vars() == same.num_vars());
  }
  // A 64 x 64 sudoku's groups: product's few clauses, not pairwise's 2016.
  REQUIRE(encoded(64, Amo::Auto).num_clauses() < 200);
}

}  // namespace gridsat
