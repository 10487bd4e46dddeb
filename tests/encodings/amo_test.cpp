// At-most-one and exactly-one: every encoding against brute force on n = 0..8 inputs (SAT under
// every assignment, projected model count, arc consistency of unit propagation), once as
// at_most_one builds it and once with the pairwise fall-back lowered so that the encoding's own
// clauses meet the small groups too; then the clause and auxiliary counts against amo.hpp.
#include <catch2/catch.hpp>

#include <cmath>

#include "encodings/amo.hpp"
#include "encodings/brute_force.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

struct Size {
  long long clauses = 0;
  int aux = 0;
};

Size amo_size(int n, Amo encoding, int pairwise_up_to) {
  Inputs in = make_inputs(n);
  const int before = in.cnf.num_vars();
  at_most_one(in.cnf, in.lits, encoding, pairwise_up_to);
  return {static_cast<long long>(in.cnf.num_clauses()), in.cnf.num_vars() - before};
}

int ceil_log2(int value) {
  int bits = 0;
  while ((1 << bits) < value) ++bits;
  return bits;
}

void require_judged(const Cnf& cnf, std::span<const Lit> inputs, const CountRule& rule) {
  REQUIRE(sat_exactly_when(cnf, inputs, rule) == "");
  REQUIRE(projected_models_match(cnf, inputs, rule) == "");
  REQUIRE(propagation_complete(cnf, inputs, rule) == "");
}

}  // namespace

TEST_CASE("at_most_one and exactly_one agree with brute force for n = 0..8", "[encodings][amo]") {
  const CountRule at_most = [](int count) { return count <= 1; };
  const CountRule exactly = [](int count) { return count == 1; };
  for (Amo encoding : kAllAmo) {
    // As callers get it, and with each encoding's own clauses down to the smallest groups.
    for (int fallback : {amo_pairwise_up_to(encoding), 1}) {
      for (int n = 0; n <= 8; ++n) {
        INFO(amo_name(encoding) << ", pairwise up to " << fallback << ", n = " << n);
        {
          Inputs in = make_inputs(n);
          at_most_one(in.cnf, in.lits, encoding, fallback);
          require_judged(in.cnf, in.lits, at_most);
        }
        {
          Inputs in = make_inputs(n);
          exactly_one(in.cnf, in.lits, encoding, fallback);
          require_judged(in.cnf, in.lits, exactly);
        }
      }
    }
  }
}

TEST_CASE("the three-argument calls use the documented fall-back", "[encodings][amo]") {
  for (Amo encoding : kAllAmo) {
    for (int n = 0; n <= 12; ++n) {
      INFO(amo_name(encoding) << ", n = " << n);
      Inputs plain = make_inputs(n);
      at_most_one(plain.cnf, plain.lits, encoding);
      Inputs explicit_ = make_inputs(n);
      at_most_one(explicit_.cnf, explicit_.lits, encoding, amo_pairwise_up_to(encoding));
      REQUIRE(plain.cnf.literals() == explicit_.cnf.literals());
      REQUIRE(plain.cnf.num_vars() == explicit_.cnf.num_vars());

      Inputs one = make_inputs(n);
      exactly_one(one.cnf, one.lits, encoding);
      REQUIRE(one.cnf.num_clauses() == plain.cnf.num_clauses() + 1);
      REQUIRE(one.cnf.num_vars() == plain.cnf.num_vars());
    }
  }
}

TEST_CASE("at-most-one clause and auxiliary counts stay within amo.hpp's figures",
          "[encodings][amo]") {
  for (int n = 0; n <= 200; ++n) {
    INFO("n = " << n);
    const long long pairwise = static_cast<long long>(n) * (n - 1) / 2;
    const double root = std::sqrt(static_cast<double>(n));

    Size p = amo_size(n, Amo::Pairwise, 0);
    REQUIRE(p.clauses == pairwise);
    REQUIRE(p.aux == 0);

    for (Amo encoding : {Amo::Sequential, Amo::Bimander, Amo::Product}) {
      INFO(amo_name(encoding));
      // Up to the fall-back size: pairwise, and never more clauses than the encoding itself.
      if (n <= amo_pairwise_up_to(encoding)) {
        Size s = amo_size(n, encoding, amo_pairwise_up_to(encoding));
        REQUIRE(s.clauses == pairwise);
        REQUIRE(s.aux == 0);
        if (n >= 2) REQUIRE(amo_size(n, encoding, 1).clauses >= pairwise);
      }
      if (n > amo_pairwise_up_to(encoding))
        REQUIRE(amo_size(n, encoding, amo_pairwise_up_to(encoding)).clauses < pairwise);
    }

    for (int fallback : {amo_pairwise_up_to(Amo::Sequential), 1}) {
      if (n <= std::max(fallback, 1)) continue;
      Size s = amo_size(n, Amo::Sequential, fallback);
      REQUIRE(s.clauses == 3 * n - 4);
      REQUIRE(s.aux == n - 1);
    }
    for (int fallback : {amo_pairwise_up_to(Amo::Bimander), 1}) {
      if (n <= std::max(fallback, 1)) continue;
      const int bits = ceil_log2((n + 1) / 2);
      Size s = amo_size(n, Amo::Bimander, fallback);
      REQUIRE(s.clauses == n / 2 + static_cast<long long>(n) * bits);
      REQUIRE(s.aux == bits);
    }
    if (n > amo_pairwise_up_to(Amo::Product)) {
      Size s = amo_size(n, Amo::Product, amo_pairwise_up_to(Amo::Product));
      REQUIRE(s.clauses <= 2 * n + 7 * root);
      REQUIRE(s.aux <= 4 * root);
    }
    if (n > 2) {
      Size s = amo_size(n, Amo::Product, 1);
      REQUIRE(s.clauses <= 2 * n + 10 * root);
      REQUIRE(s.aux <= 7 * root);
    }
  }
}

TEST_CASE("encoding names round-trip", "[encodings][amo]") {
  for (Amo encoding : kAllAmo) REQUIRE(parse_amo(amo_name(encoding)) == encoding);
  REQUIRE_FALSE(parse_amo("ladder").has_value());
}
