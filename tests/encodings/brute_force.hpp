// Brute-force judges for the encoding tests. A constraint over n input literals is given by the
// plain rule it stands for ("holds when this many inputs are true"); a CNF is held against that
// rule three ways: CaDiCaL under assumptions for every assignment of the inputs, the number of
// models projected on the inputs, and unit propagation from every partial assignment (arc
// consistency). Each judge returns "" when the CNF passes, otherwise what went wrong first, so
// that a failing REQUIRE prints the assignment.
#pragma once

#include <functional>
#include <span>
#include <string>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat::test {

// A fresh CNF with n input literals of alternating polarity (2, -3, 4, -5, ...) after one
// variable that no constraint uses, so that encodings meet negative literals and do not start
// at variable 1.
struct Inputs {
  Cnf cnf;
  std::vector<Lit> lits;
};
Inputs make_inputs(int n);

// Whether the constraint holds when `true_count` of its inputs are true.
using CountRule = std::function<bool(int true_count)>;

// For every assignment of the inputs, the CNF is satisfiable under it exactly when the rule holds.
std::string sat_exactly_when(const Cnf& cnf, std::span<const Lit> inputs, const CountRule& rule);

// The models of the CNF projected on the inputs are as many as the assignments the rule accepts.
std::string projected_models_match(const Cnf& cnf, std::span<const Lit> inputs,
                                   const CountRule& rule);

// From every partial assignment of the inputs (auxiliaries unassigned), unit propagation finds a
// conflict exactly when no completion satisfies the rule, and otherwise assigns exactly the
// unassigned inputs that every satisfying completion agrees on.
std::string propagation_complete(const Cnf& cnf, std::span<const Lit> inputs,
                                 const CountRule& rule);

// The models of the CNF projected on `over`, counted with CaDiCaL and blocking clauses; stops at
// `limit`. Returns -1 when the solver gives no answer.
long long count_projected_models(const Cnf& cnf, std::span<const Lit> over, long long limit);

}  // namespace gridsat::test
