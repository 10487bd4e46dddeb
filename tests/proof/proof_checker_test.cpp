// The DRAT checker against proofs CaDiCaL writes, hand-made proofs, and tampered ones.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "proof_checker.hpp"
#include "sat_solver.hpp"

using namespace gridsat;

namespace {

using Clauses = std::vector<std::vector<Lit>>;

// Pigeons p = 0..n into holes h = 0..n-1: variable p*n + h + 1. Unsatisfiable.
Clauses pigeonhole(int n) {
  Clauses f;
  auto var = [n](int p, int h) { return p * n + h + 1; };
  for (int p = 0; p <= n; ++p) {
    std::vector<Lit> some;
    for (int h = 0; h < n; ++h) some.push_back(var(p, h));
    f.push_back(some);
  }
  for (int h = 0; h < n; ++h)
    for (int p = 0; p <= n; ++p)
      for (int q = p + 1; q <= n; ++q) f.push_back({-var(p, h), -var(q, h)});
  return f;
}

// CaDiCaL's text DRAT proof that `f` is unsatisfiable.
std::string cadical_proof(int num_vars, const Clauses& f) {
  char path[] = "/tmp/gridsat-proof-XXXXXX";
  int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  close(fd);
  {
    auto solver = make_cadical_solver({}, path);
    Cnf cnf;
    cnf.new_vars(num_vars);
    for (const auto& c : f) cnf.add(c);
    solver->add_cnf(cnf);
    REQUIRE(solver->solve() == SatResult::Unsat);
  }
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  unlink(path);
  return text.str();
}

std::vector<std::string> proof_lines(const std::string& proof) {
  std::vector<std::string> lines;
  std::istringstream in(proof);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string join(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

}  // namespace

TEST_CASE("CaDiCaL's proofs of pigeonhole formulas check", "[proof]") {
  for (int n = 2; n <= 6; ++n) {
    INFO("pigeonhole " << n + 1 << " into " << n);
    Clauses f = pigeonhole(n);
    std::string proof = cadical_proof((n + 1) * n, f);
    ProofCheck check = check_drat((n + 1) * n, f, proof);
    INFO(check.message);
    CHECK(check.valid);
    CHECK(check.lemmas >= 1);
  }
}

TEST_CASE("a proof does not refute a satisfiable formula", "[proof]") {
  // Dropping one clause of the pigeonhole formula makes it satisfiable: no proof may pass.
  for (int n = 3; n <= 5; ++n) {
    Clauses f = pigeonhole(n);
    std::string proof = cadical_proof((n + 1) * n, f);
    for (std::size_t drop : {std::size_t{0}, f.size() - 1}) {
      Clauses weaker = f;
      weaker.erase(weaker.begin() + static_cast<std::ptrdiff_t>(drop));
      CHECK_FALSE(check_drat((n + 1) * n, weaker, proof).valid);
    }
  }
}

TEST_CASE("a proof without its empty clause is rejected", "[proof]") {
  Clauses f = pigeonhole(4);
  std::vector<std::string> lines = proof_lines(cadical_proof(20, f));
  REQUIRE_FALSE(lines.empty());
  REQUIRE(lines.back() == "0");
  lines.pop_back();
  ProofCheck check = check_drat(20, f, join(lines));
  CHECK_FALSE(check.valid);
  CHECK(check.message == "the proof does not derive the empty clause");
}

TEST_CASE("a hand-made RUP proof checks; the empty clause alone does not", "[proof]") {
  // (a | b) (a | -b) (-a | b) (-a | -b): the unit a is RUP, then the empty clause is.
  Clauses f = {{1, 2}, {1, -2}, {-1, 2}, {-1, -2}};
  CHECK(check_drat(2, f, "1 0\n0\n").valid);
  // Without the unit, nothing propagates: the empty clause is not RUP.
  ProofCheck bare = check_drat(2, f, "0\n");
  CHECK_FALSE(bare.valid);
  CHECK(bare.message == "lemma 1 is neither RUP nor RAT");
}

TEST_CASE("lemmas that are neither RUP nor RAT are rejected", "[proof]") {
  // (a | b) (-a | b): the lemma (-b) is not implied, and RAT on -b fails.
  Clauses f = {{1, 2}, {-1, 2}};
  ProofCheck check = check_drat(2, f, "-2 0\n0\n");
  CHECK_FALSE(check.valid);
  CHECK(check.message == "lemma 1 is neither RUP nor RAT");
  // A lemma on a fresh variable is RAT (no clause holds its negation) but not RUP.
  ProofCheck fresh = check_drat(2, f, "3 0\n");
  CHECK_FALSE(fresh.valid);
  CHECK(fresh.rat_lemmas == 1);
}

TEST_CASE("deletions remove clauses; deleting a reason is ignored", "[proof]") {
  // x1 and (-x1 | x2) and (-x2 | -x1): UNSAT by propagation.
  Clauses f = {{1}, {-1, 2}, {-2, -1}};
  // Deleting the unit x1 (a reason at top level) is ignored, so the empty clause still checks.
  ProofCheck check = check_drat(2, f, "d 1 0\n0\n");
  CHECK(check.valid);
  CHECK(check.ignored_deletions == 1);
  // Deleting a non-reason clause takes it away: (a|b)(-a|b)(a|-b)(-a|-b) without (-a|-b) is SAT.
  Clauses g = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2}};
  CHECK_FALSE(check_drat(2, g, "d -1 -2 0\n2 0\n0\n").valid);
}

TEST_CASE("binary DRAT is read too", "[proof]") {
  // 'a' 2*1 0  = add (1); 'a' 0 = the empty clause.
  Clauses f = {{1, 2}, {1, -2}, {-1, 2}, {-1, -2}};
  std::string proof = std::string("a\x02\x00", 3) + std::string("a\x00", 2);
  CHECK(check_drat(2, f, proof).valid);
  std::string negative = std::string("a\x03\x00", 3) + std::string("a\x00", 2);  // the unit -a
  CHECK(check_drat(2, f, negative).valid);
  std::string truncated = std::string("a\x02", 2);
  CHECK_FALSE(check_drat(2, f, truncated).valid);
}
