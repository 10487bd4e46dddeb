// The DRAT checker against proofs CaDiCaL writes, hand-made proofs, and tampered ones. Whether a
// tampered proof must be rejected is decided independently of the checker: by a SAT solver (a
// satisfiable formula has no refutation) or by plain unit propagation over a clause list (a proof
// whose clauses never propagate to a conflict refutes nothing).
#include <sys/resource.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <optional>
#include <random>
#include <sstream>

#include "sat/proof_checker.hpp"
#include "sat/sat_solver.hpp"

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

std::string clause_line(const std::vector<Lit>& clause) {
  std::string line;
  for (Lit l : clause) line += std::to_string(l) + " ";
  return line + "0";
}

std::vector<Lit> parse_clause(const std::string& line) {
  std::istringstream in(line);
  std::vector<Lit> clause;
  for (Lit l; in >> l && l != 0;) clause.push_back(l);
  return clause;
}

// Random 3-SAT: distinct variables in each clause, random signs.
Clauses random_3sat(int vars, int clauses, std::mt19937& rng) {
  std::uniform_int_distribution<int> var(1, vars), sign(0, 1);
  Clauses f;
  while (static_cast<int>(f.size()) < clauses) {
    std::vector<Lit> c;
    while (c.size() < 3) {
      int v = var(rng);
      if (std::find(c.begin(), c.end(), v) != c.end() ||
          std::find(c.begin(), c.end(), -v) != c.end())
        continue;
      c.push_back(sign(rng) ? v : -v);
    }
    f.push_back(c);
  }
  return f;
}

bool satisfiable(int num_vars, const Clauses& f) {
  auto solver = make_cadical_solver({});
  Cnf cnf;
  cnf.new_vars(num_vars);
  for (const auto& c : f) cnf.add(c);
  solver->add_cnf(cnf);
  return solver->solve() == SatResult::Sat;
}

// Plain unit propagation over a clause list, repeated until nothing changes: the values it
// gives (variable -> value), or nothing when it reaches a conflict. Written without watches, to
// be obviously right rather than fast.
std::optional<std::map<int, bool>> unit_closure(const Clauses& f) {
  std::map<int, bool> value;
  for (bool changed = true; changed;) {
    changed = false;
    for (const auto& c : f) {
      int unassigned = 0;  // distinct unassigned literals
      Lit last = 0;
      bool satisfied = false;
      for (std::size_t k = 0; k < c.size(); ++k) {
        Lit l = c[k];
        auto it = value.find(std::abs(l));
        if (it == value.end()) {
          if (std::find(c.begin(), c.begin() + static_cast<std::ptrdiff_t>(k), l) ==
              c.begin() + static_cast<std::ptrdiff_t>(k))
            ++unassigned;
          last = l;
        } else if (it->second == (l > 0)) {
          satisfied = true;
        }
      }
      if (satisfied || unassigned > 1) continue;
      if (unassigned == 0) return std::nullopt;
      value[std::abs(last)] = last > 0;
      changed = true;
    }
  }
  return value;
}

bool propagates_to_conflict(const Clauses& f) {
  return !unit_closure(f);
}

// A random proof that is right by construction, decided by the plain propagation above: lemmas
// that are RUP (random short clauses, copies of clauses, units), RAT lemmas on fresh variables
// (no clause ever holds the negation of one), deletions of any clause, up to the first conflict.
// Returns the proof and whether it reached a conflict. When it did, the proof is valid also for
// a checker that ignores some deletions (of reasons): keeping clauses keeps RUP lemmas RUP, these
// RAT lemmas RAT, and the conflict.
std::pair<std::string, bool> random_right_proof(int vars, const Clauses& f, std::mt19937& rng) {
  Clauses db = f;
  std::string proof;
  std::uniform_int_distribution<int> var(1, vars), coin(0, 1), action(0, 9), size(1, 2);
  int fresh = vars;
  auto rup = [&](const std::vector<Lit>& c) {
    Clauses g = db;
    for (Lit l : c) g.push_back({-l});
    return propagates_to_conflict(g);
  };
  for (int step = 0; step < 100; ++step) {
    if (propagates_to_conflict(db)) return {proof + "0\n", true};
    int a = action(rng);
    if (db.empty() && (a == 5 || a >= 7)) continue;
    std::vector<Lit> c;
    if (a <= 4) {  // a random short clause, kept if RUP
      for (int n = size(rng); n > 0; --n) c.push_back(coin(rng) ? var(rng) : -var(rng));
      if (!rup(c)) continue;
    } else if (a == 5) {  // a copy of a clause, or of a literal's unit
      std::uniform_int_distribution<std::size_t> pick(0, db.size() - 1);
      c = db[pick(rng)];
      if (coin(rng) && !c.empty()) c = {c[0]};
      if (!rup(c)) continue;
    } else if (a == 6) {  // RAT on a fresh variable: no clause holds its negation
      c = {++fresh, coin(rng) ? var(rng) : -var(rng)};
    } else {  // a deletion
      std::uniform_int_distribution<std::size_t> pick(0, db.size() - 1);
      std::size_t i = pick(rng);
      proof += "d " + clause_line(db[i]) + "\n";
      db.erase(db.begin() + static_cast<std::ptrdiff_t>(i));
      continue;
    }
    proof += clause_line(c) + "\n";
    db.push_back(c);
  }
  return {proof + "0\n", propagates_to_conflict(db)};
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

TEST_CASE("a hand-made RUP proof checks, the empty clause alone does not", "[proof]") {
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

TEST_CASE("deletions remove clauses, deleting a reason is ignored", "[proof]") {
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

TEST_CASE("a fresh-variable RAT lemma that the refutation uses is checked", "[proof]") {
  // (a | b) (a | -b) (-a | b) (-a | -b). Lemma 1: the unit c on a fresh variable, RAT because no
  // clause holds -c (not RUP); lemma 2: (-c | a), RUP. Adding it propagates a, then a conflict
  // whose reasons go through c: both lemmas are used and checked.
  Clauses f = {{1, 2}, {1, -2}, {-1, 2}, {-1, -2}};
  ProofCheck check = check_drat(2, f, "3 0\n-3 1 0\n0\n");
  INFO(check.message);
  CHECK(check.valid);
  CHECK(check.rat_lemmas == 1);
  CHECK(check.message == "3 of 3 lemmas checked, 1 by RAT");
}

TEST_CASE("a wrong lemma that nothing uses is not checked", "[proof]") {
  // (a | b) (a | -b) (-a | b) (-a | -b) (c | d). Lemma 1, -c, is neither RUP nor RAT (the
  // resolvent d is not RUP), but the refutation (lemma 2, a, then the empty clause) never uses
  // it. Backward checking skips it, which is sound: the lemmas used refute the formula on their
  // own, so the formula is unsatisfiable whatever lemma 1 says.
  Clauses f = {{1, 2}, {1, -2}, {-1, 2}, {-1, -2}, {3, 4}};
  ProofCheck check = check_drat(4, f, "-3 0\n1 0\n0\n");
  INFO(check.message);
  CHECK(check.valid);
  CHECK(check.message == "2 of 3 lemmas checked, 0 by RAT");
  // Once the refutation needs it, it is checked and rejected. (c | d) (-d | +-a | +-b): -c gives
  // d, which turns the other four clauses into the core over a and b (refuted with the lemma a);
  // without -c, the formula is satisfiable.
  Clauses g = {{3, 4}, {-4, 1, 2}, {-4, 1, -2}, {-4, -1, 2}, {-4, -1, -2}};
  ProofCheck used = check_drat(4, g, "-3 0\n1 0\n0\n");
  CHECK_FALSE(used.valid);
  CHECK(used.message == "lemma 1 is neither RUP nor RAT");
}

TEST_CASE("deleting a reason before the refutation is ignored, other deletions are not",
          "[proof]") {
  // x1 and the four clauses (-x1 | +-x2 | +-x3): with x1, the latter are the unsatisfiable 2-SAT
  // core over x2, x3 (no conflict by propagation alone).
  Clauses f = {{1}, {-1, 2, 3}, {-1, 2, -3}, {-1, -2, 3}, {-1, -2, -3}};
  // The unit x1 is the reason of x1: its deletion is ignored, so the lemma x2 is RUP and then
  // the empty clause. Had x1 been deleted, x2 would be RAT and the empty clause not RUP.
  ProofCheck kept = check_drat(3, f, "d 1 0\n2 0\n0\n");
  INFO(kept.message);
  CHECK(kept.valid);
  CHECK(kept.ignored_deletions == 1);
  CHECK(kept.rat_lemmas == 0);
  // Deleting (-x1 | x2 | x3), which is no reason, takes it away: x2 is then neither RUP nor RAT.
  ProofCheck gone = check_drat(3, f, "d -1 2 3 0\n2 0\n0\n");
  CHECK_FALSE(gone.valid);
  CHECK(gone.message == "lemma 1 is neither RUP nor RAT");
  CHECK(gone.ignored_deletions == 0);
  // The literals of a deletion may come in any order.
  CHECK_FALSE(check_drat(3, f, "d 3 -1 2 0\n2 0\n0\n").valid);
}

TEST_CASE("huge variable numbers in a proof cost no memory", "[proof]") {
  Clauses f = {{1, 2}, {1, -2}, {-1, 2}, {-1, -2}};
  rusage before{};
  getrusage(RUSAGE_SELF, &before);
  // The proof of the fresh-variable RAT test, with the extension variable numbered two billion,
  // in text and in binary.
  ProofCheck text = check_drat(2, f, "2000000000 0\n-2000000000 1 0\n0\n");
  INFO(text.message);
  CHECK(text.valid);
  CHECK(text.rat_lemmas == 1);
  auto varint = [](unsigned long long code) {
    std::string out;
    for (; code >= 0x80; code >>= 7) out += static_cast<char>((code & 0x7f) | 0x80);
    return out + static_cast<char>(code);
  };
  const unsigned long long big = 2000000000ULL;
  std::string binary = "a" + varint(2 * big) + std::string(1, '\0') + "a" + varint(2 * big + 1) +
                       varint(2) + std::string(1, '\0') + "a" + std::string(1, '\0');
  ProofCheck bin = check_drat(2, f, binary);
  INFO(bin.message);
  CHECK(bin.valid);
  // Thousands of distinct huge variables, and the largest DIMACS variable.
  std::string many;
  for (int i = 0; i < 5000; ++i) many += std::to_string(2147483647 - 7 * i) + " 0\n";
  ProofCheck lots = check_drat(2, f, many + "1 0\n0\n");
  INFO(lots.message);
  CHECK(lots.valid);
  rusage after{};
  getrusage(RUSAGE_SELF, &after);
  CHECK(after.ru_maxrss - before.ru_maxrss < 256 * 1024);  // kilobytes
  // Beyond a DIMACS literal: an error, not an allocation.
  ProofCheck beyond = check_drat(2, f, "2147483648 0\n0\n");
  CHECK_FALSE(beyond.valid);
  CHECK(beyond.message == "variable out of range in the proof at byte 0");
  CHECK_FALSE(check_drat(2, f, "a" + varint(2 * 2147483648ULL) + std::string(1, '\0')).valid);
}

TEST_CASE("CaDiCaL's proofs of random formulas check, tampered ones do not", "[proof]") {
  // Random 3-SAT over 20 variables at 5 clauses per variable (mostly unsatisfiable), and
  // pigeonhole 4 in 3. For each unsatisfiable one:
  //  - CaDiCaL's proof checks, with and without its deletions;
  //  - without one lemma that the empty clause needs, it does not: needed means that the
  //    formula plus the other lemmas does not propagate to a conflict, so that no part of the
  //    proof can ever refute it (see the refutation point below);
  //  - with an original clause dropped whose absence makes the formula satisfiable, it does not;
  //  - with that clause as a first lemma (neither RUP nor RAT then, and needed), that lemma is
  //    named.
  std::mt19937 rng(20240611);
  const int vars = 20;
  std::vector<Clauses> formulas;
  for (int i = 0; i < 24; ++i) formulas.push_back(random_3sat(vars, 100, rng));
  formulas.push_back(pigeonhole(3));
  int unsat = 0, needed_lemmas = 0, needed_clauses = 0;
  for (std::size_t i = 0; i < formulas.size(); ++i) {
    const Clauses& f = formulas[i];
    if (satisfiable(vars, f)) continue;
    ++unsat;
    INFO("formula " << i);
    const std::string proof = cadical_proof(vars, f);
    ProofCheck check = check_drat(vars, f, proof);
    INFO(check.message);
    REQUIRE(check.valid);
    CHECK(check.lemmas >= 1);

    std::vector<std::string> lines = proof_lines(proof), additions;
    for (const auto& l : lines)
      if (l.rfind("d ", 0) != 0) additions.push_back(l);
    REQUIRE(additions.back() == "0");
    CHECK(check_drat(vars, f, join(additions)).valid);

    // The refutation point: the first lemma after which the formula plus the lemmas so far
    // propagate to a conflict. Cut there (and closed by the empty clause), the proof still
    // checks; without any lemma that this conflict needs, it cannot.
    std::size_t point = 0;
    Clauses so_far = f;
    while (!propagates_to_conflict(so_far)) so_far.push_back(parse_clause(additions[point++]));
    REQUIRE(point >= 1);
    REQUIRE(point < additions.size());
    std::vector<std::string> cut(additions.begin(),
                                 additions.begin() + static_cast<std::ptrdiff_t>(point));
    cut.push_back("0");
    CHECK(check_drat(vars, f, join(cut)).valid);
    for (std::size_t k = 0; k < point; ++k) {
      Clauses rest = so_far;
      rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(f.size() + k));
      if (propagates_to_conflict(rest)) continue;
      ++needed_lemmas;
      INFO("without lemma " << k + 1 << ": " << additions[k]);
      std::vector<std::string> without = cut;
      without.erase(without.begin() + static_cast<std::ptrdiff_t>(k));
      CHECK_FALSE(check_drat(vars, f, join(without)).valid);
    }
    // CaDiCaL's proof with its deletions, stopped just before the lemma of the refutation point
    // and closed by the empty clause: its clauses are among the formula and the lemmas before
    // that point, which do not propagate to a conflict.
    std::vector<std::string> with_deletions;
    for (std::size_t j = 0, added = 0; added + 1 < point; ++j) {
      with_deletions.push_back(lines[j]);
      if (lines[j].rfind("d ", 0) != 0) ++added;
    }
    with_deletions.push_back("0");
    CHECK_FALSE(check_drat(vars, f, join(with_deletions)).valid);

    for (std::size_t k = 0; k < f.size(); k += 3) {
      Clauses weaker = f;
      weaker.erase(weaker.begin() + static_cast<std::ptrdiff_t>(k));
      if (!satisfiable(vars, weaker)) continue;
      ++needed_clauses;
      INFO("without clause " << k + 1);
      CHECK_FALSE(check_drat(vars, weaker, proof).valid);
      ProofCheck wrong = check_drat(vars, weaker, clause_line(f[k]) + "\n" + proof);
      CHECK_FALSE(wrong.valid);
      CHECK(wrong.message == "lemma 1 is neither RUP nor RAT");
    }
  }
  CHECK(unsat >= 12);
  CHECK(needed_lemmas >= 10);
  CHECK(needed_clauses >= 20);
}

TEST_CASE("mutated proofs never refute satisfiable formulas", "[proof]") {
  // Proofs of unsatisfiable formulas, mutated at random (a literal negated or changed, a line
  // dropped or duplicated, a lemma or a deletion inserted), checked against the formula with
  // random clauses dropped: whenever the checker says valid, the formula must be unsatisfiable.
  std::mt19937 rng(7);
  const int vars = 12;
  int accepted = 0, rejected = 0;
  for (int round = 0; round < 40; ++round) {
    Clauses f = random_3sat(vars, 60, rng);
    if (satisfiable(vars, f)) continue;
    std::vector<std::string> lines = proof_lines(cadical_proof(vars, f));
    std::uniform_int_distribution<int> var(1, vars), coin(0, 1), kind(0, 5);
    for (int m = 0; m < 25; ++m) {
      std::vector<std::string> mutated = lines;
      for (int edits = 1 + coin(rng) + coin(rng); edits > 0; --edits) {
        std::uniform_int_distribution<std::size_t> at(0, mutated.size() - 1);
        std::size_t i = at(rng);
        bool deletion = mutated[i].rfind("d ", 0) == 0;
        std::vector<Lit> c = parse_clause(deletion ? mutated[i].substr(2) : mutated[i]);
        switch (kind(rng)) {
          case 0:
            if (!c.empty()) c[c.size() / 2] = -c[c.size() / 2];
            mutated[i] = (deletion ? "d " : "") + clause_line(c);
            break;
          case 1:
            if (!c.empty()) c[0] = coin(rng) ? var(rng) : -var(rng);
            mutated[i] = (deletion ? "d " : "") + clause_line(c);
            break;
          case 2:
            if (mutated.size() > 1) mutated.erase(mutated.begin() + static_cast<std::ptrdiff_t>(i));
            break;
          case 3:
            mutated.insert(mutated.begin() + static_cast<std::ptrdiff_t>(i), mutated[i]);
            break;
          case 4:
            mutated.insert(mutated.begin() + static_cast<std::ptrdiff_t>(i),
                           clause_line({coin(rng) ? var(rng) : -var(rng)}));
            break;
          default: {
            std::uniform_int_distribution<std::size_t> pick(0, f.size() - 1);
            mutated.insert(mutated.begin() + static_cast<std::ptrdiff_t>(i),
                           "d " + clause_line(f[pick(rng)]));
          }
        }
      }
      Clauses weaker = f;
      for (int drop = coin(rng); drop > 0; --drop) {
        std::uniform_int_distribution<std::size_t> pick(0, weaker.size() - 1);
        weaker.erase(weaker.begin() + static_cast<std::ptrdiff_t>(pick(rng)));
      }
      ProofCheck check = check_drat(vars, weaker, join(mutated));
      if (!check.valid) {
        ++rejected;
        continue;
      }
      ++accepted;
      INFO(join(mutated));
      CHECK_FALSE(satisfiable(vars, weaker));
    }
  }
  // Both outcomes occur, so that the property above is exercised.
  CHECK(accepted >= 50);
  CHECK(rejected >= 50);
}

TEST_CASE("random proofs that are right by construction check, and only those", "[proof]") {
  // Many units, copies, RAT lemmas and deletions in random orders: the backward pass restores
  // deleted clauses and takes back lemmas that are reasons of top-level literals in every way.
  // A proof whose clauses reach a conflict must check; one that does not may check only if the
  // formula is unsatisfiable.
  std::mt19937 rng(99);
  int valid = 0, invalid = 0;
  for (int round = 0; round < 300; ++round) {
    const int vars = 6 + round % 5;
    Clauses f = random_3sat(vars, 5 * vars + round % 11, rng);
    auto [proof, refutes] = random_right_proof(vars, f, rng);
    std::vector<std::string> formula;
    for (const auto& c : f) formula.push_back(clause_line(c));
    INFO("formula:\n" << join(formula) << "proof:\n" << proof);
    ProofCheck check = check_drat(vars, f, proof);
    INFO(check.message);
    if (refutes)
      CHECK(check.valid);
    else if (check.valid)  // a deletion ignored may keep a needed clause, or a lemma goes unused
      CHECK_FALSE(satisfiable(vars, f));
    ++(check.valid ? valid : invalid);
  }
  CHECK(valid >= 100);
  CHECK(invalid >= 30);
}

TEST_CASE("RAT is on the first literal as written", "[proof]") {
  // (-x1) and the unsatisfiable 2-SAT core over x2, x3. Lemma 1, (x1 | x4), is not RUP, and RAT
  // on x1 fails (the resolvent with (-x1) is x4); on x4, which no clause negates, it would hold.
  // Lemma 2, (-x4 | x2), then refutes with the core through x4, so lemma 1 is checked.
  Clauses f = {{-1}, {2, 3}, {2, -3}, {-2, 3}, {-2, -3}};
  ProofCheck check = check_drat(3, f, "1 4 0\n-4 2 0\n0\n");
  CHECK_FALSE(check.valid);
  CHECK(check.message == "lemma 1 is neither RUP nor RAT");
  // Written with x4 first, the same lemma is RAT.
  ProofCheck swapped = check_drat(3, f, "4 1 0\n-4 2 0\n0\n");
  INFO(swapped.message);
  CHECK(swapped.valid);
  CHECK(swapped.rat_lemmas == 1);
}

TEST_CASE("a RAT check that leans on a top-level literal checks that literal's lemmas", "[proof]") {
  // a=1 b=2 p=3 l=4 s=5 t=6. The core over a and b four times: each of its clauses K as
  // (K | g) and (K | -g) with its own g=7..10 (so K is RUP, yet nothing propagates from one
  // literal), and guarded by -p; (-p | l); the core over s and t guarded by -l.
  // Lemma 1, the unit l, is wrong (neither RUP nor RAT). Lemma 2, the unit p, is RAT only thanks
  // to it: its resolvent with (-p | l) holds l, true at top level because of lemma 1. Lemma 3,
  // the unit a, and the empty clause use p, not l. So lemma 1 must be checked because of lemma
  // 2's RAT check, and rejected.
  Clauses f = {{1, 2, 7},    {1, 2, -7},    {1, -2, 8},  {1, -2, -8}, {-1, 2, 9},  {-1, 2, -9},
               {-1, -2, 10}, {-1, -2, -10}, {-3, 1, 2},  {-3, 1, -2}, {-3, -1, 2}, {-3, -1, -2},
               {-3, 4},      {-4, 5, 6},    {-4, 5, -6}, {-4, -5, 6}, {-4, -5, -6}};
  const std::string proof = "4 0\n3 0\n1 0\n0\n";
  ProofCheck check = check_drat(10, f, proof);
  CHECK_FALSE(check.valid);
  CHECK(check.message == "lemma 1 is neither RUP nor RAT");
  // Without the core over s and t, l is RAT (no clause holds -l) and the proof checks.
  Clauses g(f.begin(), f.begin() + 13);
  ProofCheck right = check_drat(10, g, proof);
  INFO(right.message);
  CHECK(right.valid);
  CHECK(right.rat_lemmas == 2);
}
