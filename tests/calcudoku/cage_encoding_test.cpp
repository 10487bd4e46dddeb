// The cage encodings against brute force: for every assignment of small one-hot domains, every
// operation, every target the values can make (and a few they cannot), with and without pairs of
// cells that must differ, the CNF (plus exactly-one per cell) is satisfiable exactly when the
// cage holds. Both encodings, tuples and dd, are held to the same rule.
#include <catch2/catch.hpp>
#include <functional>
#include <set>

#include "encodings/cages.hpp"
#include "sat/sat_solver.hpp"

using namespace gridsat;

namespace {

// The rule, read plainly once more (apart from the library's cage_holds).
bool rule_holds(CageOp op, long long target, const std::vector<int>& v,
                const std::vector<std::pair<int, int>>& distinct) {
  for (auto [a, b] : distinct)
    if (v[static_cast<std::size_t>(a)] == v[static_cast<std::size_t>(b)]) return false;
  long long sum = 0, product = 1;
  for (int x : v) {
    sum += x;
    product *= x;
  }
  const bool two = v.size() == 2;
  const long long hi = two ? std::max(v[0], v[1]) : 0, lo = two ? std::min(v[0], v[1]) : 1;
  switch (op) {
    case CageOp::Add:
      return sum == target;
    case CageOp::Mul:
      return product == target;
    case CageOp::Sub:
      return two && hi - lo == target;
    case CageOp::Div:
      return two && hi == lo * target;
    case CageOp::None:
      if (v.size() == 1) return v[0] == target;
      if (two) return sum == target || product == target || hi - lo == target || hi == lo * target;
      return sum == target || product == target;
  }
  return false;
}

// Calls f for every tuple of `size` indices into a domain of `d` values.
void for_each_tuple(int size, int d, const std::function<void(const std::vector<int>&)>& f) {
  std::vector<int> t(static_cast<std::size_t>(size), 0);
  while (true) {
    f(t);
    int p = 0;
    while (p < size && ++t[static_cast<std::size_t>(p)] == d) t[static_cast<std::size_t>(p++)] = 0;
    if (p == size) return;
  }
}

struct Built {
  Cnf cnf;
  CageCells cells;
  CageEncoding used = CageEncoding::Auto;
};

Built build(const CageSpec& spec, const std::vector<int>& values, CageEncoding encoding) {
  Built b;
  b.cnf.new_var();  // a variable no one uses, so that inputs do not start at 1
  b.cells.values = values;
  for (int p = 0; p < spec.size; ++p) {
    std::vector<Lit> lits;
    for (std::size_t i = 0; i < values.size(); ++i) lits.push_back(b.cnf.new_var());
    // exactly one value per cell: the caller's part of the contract
    b.cnf.add(lits);
    for (std::size_t i = 0; i < lits.size(); ++i)
      for (std::size_t j = i + 1; j < lits.size(); ++j) b.cnf.add({-lits[i], -lits[j]});
    b.cells.lits.push_back(std::move(lits));
  }
  if (spec.distinct_known)  // the caller forbids the equal pairs itself
    for (auto [a, c] : spec.distinct)
      for (std::size_t i = 0; i < values.size(); ++i)
        b.cnf.add({-b.cells.lits[static_cast<std::size_t>(a)][i],
                   -b.cells.lits[static_cast<std::size_t>(c)][i]});
  b.used = encode_cage(b.cnf, spec, b.cells, encoding);
  return b;
}

// Every one-hot assignment: SAT exactly when the rule holds. With few input literals, every
// assignment of them at all (then SAT also needs one-hot).
void require_exact(const CageSpec& spec, const std::vector<int>& values, CageEncoding encoding) {
  Built b = build(spec, values, encoding);
  auto solver = make_cadical_solver({});
  solver->add_cnf(b.cnf);
  const int d = static_cast<int>(values.size());
  const int inputs = spec.size * d;
  if (inputs <= 9) {
    for (int bits = 0; bits < (1 << inputs); ++bits) {
      std::vector<Lit> assumptions;
      std::vector<int> tuple;
      bool one_hot = true;
      for (int p = 0; p < spec.size; ++p) {
        int on = 0, which = 0;
        for (int i = 0; i < d; ++i) {
          bool set = bits >> (p * d + i) & 1;
          Lit l = b.cells.lits[static_cast<std::size_t>(p)][static_cast<std::size_t>(i)];
          assumptions.push_back(set ? l : -l);
          if (set) on++, which = i;
        }
        one_hot = one_hot && on == 1;
        tuple.push_back(values[static_cast<std::size_t>(which)]);
      }
      bool expected = one_hot && rule_holds(spec.op, spec.target, tuple, spec.distinct);
      INFO("assignment bits " << bits);
      REQUIRE((solver->solve(assumptions) == SatResult::Sat) == expected);
    }
    return;
  }
  for_each_tuple(spec.size, d, [&](const std::vector<int>& t) {
    std::vector<Lit> assumptions;
    std::vector<int> tuple;
    for (int p = 0; p < spec.size; ++p) {
      for (int i = 0; i < d; ++i) {
        Lit l = b.cells.lits[static_cast<std::size_t>(p)][static_cast<std::size_t>(i)];
        assumptions.push_back(i == t[static_cast<std::size_t>(p)] ? l : -l);
      }
      tuple.push_back(values[static_cast<std::size_t>(t[static_cast<std::size_t>(p)])]);
    }
    bool expected = rule_holds(spec.op, spec.target, tuple, spec.distinct);
    INFO("tuple index " << t[0]);
    REQUIRE((solver->solve(assumptions) == SatResult::Sat) == expected);
  });
}

// Every result the values can make with the op, plus 1 and one past the largest.
std::set<long long> targets_for(CageOp op, int size, const std::vector<int>& values) {
  std::set<long long> out{1};
  const std::vector<CageOp> ops =
      op == CageOp::None ? std::vector<CageOp>{CageOp::Add, CageOp::Mul, CageOp::Sub, CageOp::Div}
                         : std::vector<CageOp>{op};
  for_each_tuple(size, static_cast<int>(values.size()), [&](const std::vector<int>& t) {
    std::vector<int> v;
    for (int i : t) v.push_back(values[static_cast<std::size_t>(i)]);
    long long sum = 0, product = 1;
    for (int x : v) sum += x, product *= x;
    for (CageOp o : ops) {
      if (o == CageOp::Add) out.insert(sum);
      if (o == CageOp::Mul) out.insert(product);
      if (size == 2 && o == CageOp::Sub && v[0] != v[1]) out.insert(std::abs(v[0] - v[1]));
      if (size == 2 && o == CageOp::Div && std::max(v[0], v[1]) % std::min(v[0], v[1]) == 0)
        out.insert(std::max(v[0], v[1]) / std::min(v[0], v[1]));
    }
  });
  out.insert(*out.rbegin() + 1);
  return out;
}

std::vector<std::vector<std::pair<int, int>>> distinct_patterns(int size) {
  std::vector<std::pair<int, int>> all, chain;
  for (int a = 0; a < size; ++a)
    for (int b = a + 1; b < size; ++b) all.emplace_back(a, b);
  for (int a = 0; a + 1 < size; ++a) chain.emplace_back(a, a + 1);
  std::vector<std::vector<std::pair<int, int>>> out{{}};
  if (size >= 2) out.push_back(all);
  if (size >= 3) out.push_back(chain);
  return out;
}

const char* op_text(CageOp op) {
  switch (op) {
    case CageOp::Add:
      return "+";
    case CageOp::Sub:
      return "-";
    case CageOp::Mul:
      return "*";
    case CageOp::Div:
      return "/";
    case CageOp::None:
      return "none";
  }
  return "?";
}

}  // namespace

TEST_CASE("cage encoding names round-trip", "[cages]") {
  for (CageEncoding e : {CageEncoding::Tuples, CageEncoding::Dd, CageEncoding::Auto})
    CHECK(parse_cage_encoding(cage_encoding_name(e)) == e);
  CHECK_FALSE(parse_cage_encoding("bdd").has_value());
}

TEST_CASE("cage_holds reads each operation plainly", "[cages]") {
  const std::vector<int> two{6, 2}, three{1, 2, 3};
  CHECK(cage_holds(CageOp::Sub, 4, two));
  CHECK(cage_holds(CageOp::Div, 3, two));
  CHECK_FALSE(cage_holds(CageOp::Div, 3, std::vector<int>{5, 2}));
  CHECK(cage_holds(CageOp::None, 12, two));
  CHECK(cage_holds(CageOp::None, 6, three));
  CHECK_FALSE(cage_holds(CageOp::Sub, 2, three));  // a difference needs two cells
  CHECK(cage_holds(CageOp::Mul, 6, three));
  CHECK(cage_holds(CageOp::Add, 4, std::vector<int>{4}));
  CHECK_FALSE(cage_holds(CageOp::Div, 1, std::vector<int>{4}));
}

TEST_CASE("both cage encodings hold exactly when the cage does, on small domains", "[cages]") {
  const std::vector<std::vector<int>> domains = {{1, 2, 3}, {1, 2, 3, 4}, {2, 3, 5}};
  for (CageOp op : {CageOp::Add, CageOp::Mul, CageOp::Sub, CageOp::Div, CageOp::None}) {
    for (int size = 1; size <= 4; ++size) {
      for (const auto& values : domains) {
        if (size == 4 && values.size() > 3) continue;  // 4^4 tuples per target: slow enough
        for (const auto& distinct : distinct_patterns(size)) {
          for (bool known : {false, true}) {
            if (known && distinct.empty()) continue;
            for (long long target : targets_for(op, size, values)) {
              for (CageEncoding encoding : kAllCageEncodings) {
                CageSpec spec{op, target, size, distinct, known};
                INFO(op_text(op) << " target " << target << ", " << size << " cells over "
                                 << values.size() << " values, " << distinct.size()
                                 << " distinct pairs" << (known ? " (known)" : "") << ", "
                                 << cage_encoding_name(encoding));
                require_exact(spec, values, encoding);
              }
            }
          }
        }
      }
    }
  }
}

TEST_CASE("the decision diagram holds on longer cages", "[cages]") {
  const std::vector<int> values{1, 2, 3, 4};
  for (int size : {5, 6}) {
    std::vector<std::pair<int, int>> all;
    for (int a = 0; a < size; ++a)
      for (int b = a + 1; b < size; ++b) all.emplace_back(a, b);
    for (auto [op, target] : std::vector<std::pair<CageOp, long long>>{
             {CageOp::Add, 11}, {CageOp::Add, 14}, {CageOp::Mul, 48}, {CageOp::None, 24}}) {
      INFO(op_text(op) << " " << target << " on " << size << " cells");
      CageSpec spec{op, target, size, {}, false};
      require_exact(spec, values, CageEncoding::Dd);
      // Every pair distinct over four values: five cells can never hold.
      CageSpec distinct{op, target, size, all, false};
      Built b = build(distinct, values, CageEncoding::Dd);
      auto solver = make_cadical_solver({});
      solver->add_cnf(b.cnf);
      CHECK(solver->solve() == SatResult::Unsat);
    }
  }
  // Value layers (all distinct) over non-contiguous values.
  std::vector<std::pair<int, int>> all;
  for (int a = 0; a < 4; ++a)
    for (int b = a + 1; b < 4; ++b) all.emplace_back(a, b);
  for (long long target : {10, 14, 15, 16, 17, 210, 211}) {
    CageSpec spec{target > 100 ? CageOp::Mul : CageOp::Add, target, 4, all, false};
    INFO("distinct cage target " << target);
    require_exact(spec, {2, 3, 5, 6, 7}, CageEncoding::Dd);
  }
}

TEST_CASE("auto uses tuples for small cages and a decision diagram for large ones", "[cages]") {
  std::vector<int> digits{1, 2, 3, 4, 5, 6, 7, 8, 9};
  std::vector<std::pair<int, int>> all;
  for (int a = 0; a < 9; ++a)
    for (int b = a + 1; b < 9; ++b) all.emplace_back(a, b);
  CageSpec killer{CageOp::Add, 45, 9, all, false};
  CHECK(count_cage_tuples(killer, digits, 1'000'000) == 362880);  // 9! orders of 1..9
  Built big = build(killer, digits, CageEncoding::Auto);
  CHECK(big.used == CageEncoding::Dd);
  CHECK(big.cnf.num_clauses() < 20000);  // polynomial: far below the 9! tuples
  // Three cells that all differ: the value-layered diagram; an L of three KenKen cells (two
  // pairs share a line) with few tuples: tuples.
  CageSpec straight{CageOp::Add, 12, 3, {{0, 1}, {0, 2}, {1, 2}}, true};
  CHECK(build(straight, digits, CageEncoding::Auto).used == CageEncoding::Dd);
  CageSpec ell{CageOp::Add, 12, 3, {{0, 1}, {1, 2}}, true};
  CHECK(count_cage_tuples(ell, digits, 1000) <= kAutoTupleLimit);
  CHECK(build(ell, digits, CageEncoding::Auto).used == CageEncoding::Tuples);
  CageSpec pair{CageOp::Add, 10, 2, {{0, 1}}, false};
  CHECK(count_cage_tuples(pair, digits, 100) == 8);
  CHECK(build(pair, digits, CageEncoding::Auto).used == CageEncoding::Tuples);
  // Differences never use a diagram, even when asked.
  CageSpec difference{CageOp::Sub, 3, 2, {}, false};
  CHECK(build(difference, digits, CageEncoding::Dd).used == CageEncoding::Tuples);
  // Forcing tuples on a cage with far too many falls back to the diagram.
  CHECK(build(killer, digits, CageEncoding::Tuples).used == CageEncoding::Dd);
}

TEST_CASE("a 12-cell sum over 1..16 stays polynomial with the decision diagram", "[cages]") {
  std::vector<int> values(16);
  for (int i = 0; i < 16; ++i) values[static_cast<std::size_t>(i)] = i + 1;
  std::vector<std::pair<int, int>> all;
  for (int a = 0; a < 12; ++a)
    for (int b = a + 1; b < 12; ++b) all.emplace_back(a, b);
  for (const auto& distinct : {std::vector<std::pair<int, int>>{}, all}) {
    CageSpec spec{CageOp::Add, 100, 12, distinct, false};
    Built b = build(spec, values, CageEncoding::Auto);
    CHECK(b.used == CageEncoding::Dd);
    CHECK(b.cnf.num_clauses() < 200000);
    auto solver = make_cadical_solver({});
    solver->add_cnf(b.cnf);
    REQUIRE(solver->solve() == SatResult::Sat);
    std::vector<int> got;
    for (const auto& lits : b.cells.lits)
      for (std::size_t i = 0; i < lits.size(); ++i)
        if (solver->value(lits[i])) got.push_back(values[i]);
    REQUIRE(got.size() == 12);
    CHECK(rule_holds(CageOp::Add, 100, got, distinct));
  }
}
