// The three readings of a rule set held against each other on one small grid (the harness every
// rule primitive's test uses, and every declared genre's):
//  - every complete shading: the evaluator accepts it exactly when the CNF has it as a model
//    (all models enumerated, for every `--card` encoding, connectivity static) and exactly when
//    the native rules accept it as a complete assignment;
//  - partial shadings (all 3^cells of them on grids up to 9 cells, else `partials` drawn at
//    random): the native rules never remove a value that some shading keeping the rules and
//    extending the partial one has, and fail only when no such shading exists;
//  - the lazy cuts: none for a shading that keeps the rules; for one that breaks a global rule,
//    each cut is false under it and true under every shading that keeps the rules.
#pragma once

#include <functional>
#include <string>

#include "rules/loop.hpp"
#include "rules/rule_set.hpp"
#include "rules/values.hpp"

namespace gridsat::test {

// Whether a cut (a clause over answer cells) holds in a complete answer.
bool cut_holds(const Cut& cut, const Grid& answer);

// The first disagreement of each kind, for the test's message (a check per cell would count
// assertions by the tens of millions).
struct Disagreements {
  std::string first;
  long long count = 0;
  void add(const std::string& what) {
    if (count++ == 0) first = what;
  }
};

// A complete answer's cuts: none where the rules keep it, and each one false under it. Adds a
// disagreement, named `which`, for each that is not.
void hold_cuts(const std::vector<Cut>& cuts, const Grid& answer, bool kept,
               const std::string& which, Disagreements& wrong);

struct Agreement {
  long long shadings = 0;  // complete shadings held (2^cells)
  long long valid = 0;     // of them, kept by the rules
  long long partials = 0;  // partial shadings held
};

// Runs the three checks with Catch2 assertions; returns what it held, for the caller to assert
// that the instance was not vacuous. The CNF is encoded under each `--card` encoding, and with
// `every_amo` under each `--amo` encoding too.
Agreement hold_three_ways(const rules::RuleSet& set, int partials = 2000, bool every_amo = false);

// The same for a values layer (values_agreement.cpp): every complete answer (each cell one of its
// domain's values; at most `most` of them), and `partials` random partial ones (each cell a
// random non-empty set of its domain's values). Agreement::shadings counts the complete answers.
// The CNF is encoded with `options` under each `--amo` encoding.
Agreement hold_values_three_ways(const rules::ValueRuleSet& set, int partials = 3000,
                                 long long most = 300'000, EncodeOptions options = {});

// The same for a loop layer (loop_agreement.cpp): every assignment of the lattice's edges (at
// most 20 edges), the CNF under each `--card` encoding with connectivity static and lazy (the
// models enumerated, a broken one answered by the rule set's cuts, as the driver does), and
// `partials` random partial assignments. Agreement::shadings counts the assignments.
Agreement hold_loop_three_ways(const rules::LoopRuleSet& set, int partials = 3000);

}  // namespace gridsat::test
