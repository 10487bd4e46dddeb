// The measurement behind encode()'s choice of the support encoding for the relations (see
// futoshiki.cpp): CaDiCaL's conflicts and time to decide uniqueness (solve, block the answer,
// solve again) with each relation encoding, on Unequal's own IDs and on larger random puzzles
// (a random Latin square's signs or bars, some of them, and a few givens). Hidden: run it with
// `test_futoshiki "[.bench]"`.
#include <catch2/catch.hpp>
#include <chrono>
#include <iostream>
#include <random>

#include "futoshiki/futoshiki_helpers.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

struct Tally {
  long long conflicts = 0;
  double ms = 0;
  int solutions = 0;
};

void decide_uniqueness(const Futoshiki& p, RelationEncoding e, Tally& tally) {
  const auto start = std::chrono::steady_clock::now();
  Cnf cnf;
  encode_futoshiki(p, cnf, EncodeOptions{}, e);
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  for (int round = 0; round < 2 && solver->solve() == SatResult::Sat; ++round) {
    ++tally.solutions;
    const Grid g = decode_grid(cnf.answer(), p.n, p.n, [&](int v) { return solver->value(v); });
    solver->add_clause(blocking_clause(cnf.answer(), g));
  }
  tally.conflicts += solver->stats().conflicts;
  tally.ms +=
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

void report(const std::string& set, const std::vector<Futoshiki>& puzzles) {
  for (RelationEncoding e :
       {RelationEncoding::Direct, RelationEncoding::Support, RelationEncoding::Order}) {
    Tally tally;
    for (const Futoshiki& p : puzzles) decide_uniqueness(p, e, tally);
    std::cout << set << " (" << puzzles.size() << " puzzles), "
              << (e == RelationEncoding::Direct    ? "direct "
                  : e == RelationEncoding::Support ? "support"
                                                   : "order  ")
              << ": " << tally.conflicts << " conflicts, " << tally.ms << " ms, " << tally.solutions
              << " solutions\n";
  }
}

}  // namespace

TEST_CASE("relation encodings: conflicts to decide uniqueness", "[.bench]") {
  std::vector<Futoshiki> unequal;
  for (const TathamCase& c : unequal_cases()) unequal.push_back(*read_unequal_id(c.id));
  report("Unequal's IDs", unequal);
  std::mt19937 rng(11);
  for (int n : {10, 15, 20, 25}) {
    std::vector<Futoshiki> puzzles;
    for (int i = 0; i < 10; ++i) {
      const Grid truth = random_latin(n, rng);
      puzzles.push_back(random_futoshiki(n, false, 0.35, 0.0, false, rng, &truth));
    }
    report("random " + std::to_string(n) + " plain", puzzles);
  }
  // Adjacent mode: every bar of the square, and a tenth of its cells given (with almost no
  // givens these are hard for every encoding: minutes at N = 10).
  for (int n : {8, 10, 12}) {
    std::vector<Futoshiki> puzzles;
    for (int i = 0; i < 10; ++i) {
      const Grid truth = random_latin(n, rng);
      puzzles.push_back(random_futoshiki(n, true, 1.0, 0.1, false, rng, &truth));
    }
    report("random " + std::to_string(n) + " adjacent", puzzles);
  }
}
