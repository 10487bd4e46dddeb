// Cardinality constraints: both encodings against brute force for n = 0..7 inputs and every bound
// k = -1..n+1 (SAT under every assignment, projected model count, arc consistency of unit
// propagation); the empty clause that impossible bounds rely on; clause and auxiliary counts
// against cardinality.hpp.
#include <catch2/catch.hpp>

#include <algorithm>
#include <utility>

#include "encodings/brute_force.hpp"
#include "encodings/cardinality.hpp"
#include "sat/sat_solver.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

enum class Bound { AtMost, AtLeast, Exactly };
constexpr Bound kAllBounds[] = {Bound::AtMost, Bound::AtLeast, Bound::Exactly};

const char* bound_name(Bound bound) {
  return bound == Bound::AtMost ? "at most" : bound == Bound::AtLeast ? "at least" : "exactly";
}

void add_bound(Cnf& cnf, std::span<const Lit> lits, Bound bound, int k, Card encoding) {
  switch (bound) {
    case Bound::AtMost:
      return at_most_k(cnf, lits, k, encoding);
    case Bound::AtLeast:
      return at_least_k(cnf, lits, k, encoding);
    case Bound::Exactly:
      return exactly_k(cnf, lits, k, encoding);
  }
}

CountRule rule_for(Bound bound, int k) {
  switch (bound) {
    case Bound::AtMost:
      return [k](int count) { return count <= k; };
    case Bound::AtLeast:
      return [k](int count) { return count >= k; };
    case Bound::Exactly:
      break;
  }
  return [k](int count) { return count == k; };
}

struct Size {
  long long clauses = 0;
  int aux = 0;
};

Size bound_size(int n, Bound bound, int k, Card encoding) {
  Inputs in = make_inputs(n);
  const int before = in.cnf.num_vars();
  add_bound(in.cnf, in.lits, bound, k, encoding);
  return {static_cast<long long>(in.cnf.num_clauses()), in.cnf.num_vars() - before};
}

// A totalizer's auxiliaries: at each inner node of the balanced tree over n leaves, one output
// per count from 1 up to min(leaves, cut).
long long totalizer_outputs(int n, int cut) {
  if (n <= 1) return 0;
  return std::min(n, cut) + totalizer_outputs(n / 2, cut) + totalizer_outputs(n - n / 2, cut);
}

// The cut the totalizer uses for a bound: k+1 above and k below, or over the negated literals
// n-k+1 above and n-k below, whichever is smaller.
int totalizer_cut(int n, Bound bound, int k) {
  switch (bound) {
    case Bound::AtMost:
      return std::min(k + 1, n - k);
    case Bound::AtLeast:
      return std::min(k, n - k + 1);
    case Bound::Exactly:
      break;
  }
  return std::min(k + 1, n - k + 1);
}

int ceil_log2(int value) {
  int bits = 0;
  while ((1 << bits) < value) ++bits;
  return bits;
}

}  // namespace

TEST_CASE("an empty clause makes the CNF unsatisfiable for CaDiCaL", "[encodings][card]") {
  Cnf cnf;
  const int x = cnf.new_var();
  cnf.add({x});
  cnf.add(std::span<const Lit>());
  REQUIRE(cnf.literals() == std::vector<Lit>{x, 0, 0});
  auto solver = make_cadical_solver({});
  solver->add_cnf(cnf);
  REQUIRE(solver->solve() == SatResult::Unsat);
}

TEST_CASE("cardinality constraints agree with brute force for n = 0..7, k = -1..n+1",
          "[encodings][card]") {
  for (Card encoding : kAllCard) {
    for (Bound bound : kAllBounds) {
      for (int n = 0; n <= 7; ++n) {
        for (int k = -1; k <= n + 1; ++k) {
          INFO(card_name(encoding) << ": " << bound_name(bound) << " " << k << " of " << n);
          Inputs in = make_inputs(n);
          add_bound(in.cnf, in.lits, bound, k, encoding);
          const CountRule rule = rule_for(bound, k);
          REQUIRE(sat_exactly_when(in.cnf, in.lits, rule) == "");
          REQUIRE(projected_models_match(in.cnf, in.lits, rule) == "");
          REQUIRE(propagation_complete(in.cnf, in.lits, rule) == "");
        }
      }
    }
  }
}

// unary_count's outputs are the count both ways: with o_j forced true the inputs satisfy it
// exactly when at least j are true, with o_j forced false exactly when fewer are, and (the
// outputs being defined, not free) the models projected on the inputs are as many.
TEST_CASE("unary_count's outputs say the count exactly, for n = 0..7", "[encodings][card]") {
  for (int n = 0; n <= 7; ++n) {
    Inputs sized = make_inputs(n);
    REQUIRE(unary_count(sized.cnf, sized.lits).size() == static_cast<std::size_t>(n));
    for (int j = 1; j <= n; ++j)
      for (bool at_least : {true, false}) {
        INFO(j << " of " << n << (at_least ? ": at least" : ": fewer"));
        Inputs in = make_inputs(n);
        const std::vector<Lit> outputs = unary_count(in.cnf, in.lits);
        const Lit o = outputs[static_cast<std::size_t>(j - 1)];
        in.cnf.add({at_least ? o : -o});
        const CountRule rule = [&](int count) { return (count >= j) == at_least; };
        REQUIRE(sat_exactly_when(in.cnf, in.lits, rule) == "");
        REQUIRE(projected_models_match(in.cnf, in.lits, rule) == "");
      }
  }
}

// The same cut at `upto`: min(upto, n) outputs, each saying its count exactly.
TEST_CASE("unary_count cut at upto says the count exactly below the cut, for n = 0..7",
          "[encodings][card]") {
  for (int n = 0; n <= 7; ++n)
    for (int upto = 1; upto <= n + 1; ++upto) {
      Inputs sized = make_inputs(n);
      REQUIRE(unary_count(sized.cnf, sized.lits, upto).size() ==
              static_cast<std::size_t>(std::min(n, upto)));
      for (int j = 1; j <= std::min(n, upto); ++j)
        for (bool at_least : {true, false}) {
          INFO(j << " of " << n << " cut at " << upto << (at_least ? ": at least" : ": fewer"));
          Inputs in = make_inputs(n);
          const std::vector<Lit> outputs = unary_count(in.cnf, in.lits, upto);
          const Lit o = outputs[static_cast<std::size_t>(j - 1)];
          in.cnf.add({at_least ? o : -o});
          const CountRule rule = [&](int count) { return (count >= j) == at_least; };
          REQUIRE(sat_exactly_when(in.cnf, in.lits, rule) == "");
          REQUIRE(projected_models_match(in.cnf, in.lits, rule) == "");
        }
    }
}

TEST_CASE("bounds that need no counter take no auxiliaries", "[encodings][card]") {
  for (Card encoding : kAllCard) {
    for (int n = 0; n <= 12; ++n) {
      INFO(card_name(encoding) << ", n = " << n);
      auto size = [&](Bound bound, int k) { return bound_size(n, bound, k, encoding); };
      // Impossible bounds: the empty clause alone.
      for (auto [bound, k] : {std::pair{Bound::AtMost, -1}, std::pair{Bound::AtLeast, n + 1},
                              std::pair{Bound::Exactly, -1}, std::pair{Bound::Exactly, n + 1}}) {
        Inputs in = make_inputs(n);
        add_bound(in.cnf, in.lits, bound, k, encoding);
        REQUIRE(in.cnf.num_clauses() == 1);
        REQUIRE(in.cnf.literals() == std::vector<Lit>{0});
        REQUIRE(in.cnf.num_vars() == n + 1);
      }
      REQUIRE(size(Bound::AtMost, n).clauses == 0);
      REQUIRE(size(Bound::AtLeast, 0).clauses == 0);
      REQUIRE(size(Bound::AtMost, 0).clauses == n);
      REQUIRE(size(Bound::AtLeast, n).clauses == n);
      REQUIRE(size(Bound::Exactly, 0).clauses == n);
      REQUIRE(size(Bound::Exactly, n).clauses == n);
      if (n >= 2) {
        REQUIRE(size(Bound::AtMost, n - 1).clauses == 1);
        REQUIRE(size(Bound::AtLeast, 1).clauses == 1);
      }
      for (int k = -1; k <= n + 1; ++k) {
        const bool trivial_most = k < 1 || k >= n - 1;
        const bool trivial_least = k <= 1 || k > n - 1;
        if (trivial_most) REQUIRE(size(Bound::AtMost, k).aux == 0);
        if (trivial_least) REQUIRE(size(Bound::AtLeast, k).aux == 0);
        if (k <= 0 || k >= n) REQUIRE(size(Bound::Exactly, k).aux == 0);
      }
    }
  }
}

TEST_CASE("sequential counter sizes are the ones in cardinality.hpp", "[encodings][card]") {
  for (int n = 4; n <= 70; ++n) {
    for (int k = 2; k <= n - 2; ++k) {
      INFO(k << " of " << n);
      const long long band = static_cast<long long>(k) * (n - k);
      const Size most = bound_size(n, Bound::AtMost, k, Card::Sequential);
      const Size least = bound_size(n, Bound::AtLeast, k, Card::Sequential);
      const Size exactly = bound_size(n, Bound::Exactly, k, Card::Sequential);
      REQUIRE(most.aux == band);
      REQUIRE(most.clauses == 2 * band + n - 2 * k);
      REQUIRE(least.aux == band);
      REQUIRE(least.clauses == 2 * band - n + 2 * k);
      REQUIRE(exactly.aux == band);
      REQUIRE(exactly.clauses == 4 * band);
      // never above Sinz's own count for the full counter
      REQUIRE(most.clauses <= 2LL * n * k + n - 3 * k - 1);
    }
  }
}

TEST_CASE("totalizer sizes stay within cardinality.hpp's bounds", "[encodings][card]") {
  for (int n = 4; n <= 70; ++n) {
    const long long log = ceil_log2(n);
    for (int k = 2; k <= n - 2; ++k) {
      INFO(k << " of " << n);
      const long long cut = std::min(k, n - k) + 1;
      for (Bound bound : kAllBounds) {
        INFO(bound_name(bound));
        const long long directions = bound == Bound::Exactly ? 2 : 1;
        const Size s = bound_size(n, bound, k, Card::Totalizer);
        REQUIRE(s.aux == totalizer_outputs(n, totalizer_cut(n, bound, k)));
        REQUIRE(s.aux <= std::min(n * log, (n - 1) * cut));
        const long long per_direction =
            std::min(static_cast<long long>(n) * (n - 1) / 2 + n * log, n * cut * log);
        REQUIRE(s.clauses <= directions * per_direction + directions);
      }
    }
  }
  // The cut matters: a small bound over many literals stays near linear.
  const Size small = bound_size(64, Bound::AtMost, 2, Card::Totalizer);
  REQUIRE(small.clauses <= 64 * 3 * 6 + 1);
  REQUIRE(small.aux <= 63 * 3);
  const Size mirrored = bound_size(64, Bound::AtLeast, 62, Card::Totalizer);
  REQUIRE(mirrored.clauses <= 64 * 3 * 6 + 1);
}

TEST_CASE("cardinality encoding names round-trip", "[encodings][card]") {
  for (Card encoding : kAllCard) REQUIRE(parse_card(card_name(encoding)) == encoding);
  REQUIRE_FALSE(parse_card("adder").has_value());
}
