// gridsat's own DRAT checker, so that a user without other tools can check a certificate of
// uniqueness independently of the solver that wrote it.
//
// Backward checking, as drat-trim does: the proof is first run forward without checks until unit
// propagation refutes the clause database; then, going back through the proof, every lemma that
// this refutation uses (directly, or through the derivation of another used lemma) must be a
// reverse unit propagation (RUP) consequence of the formula plus the lemmas before it, minus the
// clauses deleted before it, or else a resolution asymmetric tautology (RAT) on its first
// literal. Lemmas that nothing uses are not checked: the used ones alone refute the formula. The
// proof is valid when it contains the empty clause (a proof cut short is rejected). Like common
// DRAT checkers, it ignores the deletion of a clause that is the reason of a top-level assignment
// (solvers delete satisfied units freely; keeping such a clause can only make the remaining checks
// stricter for RAT and is harmless for RUP). Variables beyond num_vars are allowed (extension
// variables) and cost memory in proportion to the proof, however large their numbers.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

struct ProofCheck {
  bool valid = false;
  std::string message;              // why not, or a summary when valid
  long long lemmas = 0;             // in the proof, up to the empty clause
  long long rat_lemmas = 0;         // checked lemmas that needed RAT
  long long deletions = 0;          // in the proof, up to the empty clause
  long long ignored_deletions = 0;  // of reasons, or after the refutation was reached
};

// `proof` is DRAT in text form (`1 -2 0`, `d 1 -2 0`) or CaDiCaL's binary form (detected).
// When valid, the message says how many lemmas were checked of how many ("12 of 40 lemmas
// checked, 0 by RAT"); else what is wrong ("lemma 7 is neither RUP nor RAT").
ProofCheck check_drat(int num_vars, const std::vector<std::vector<Lit>>& clauses,
                      std::string_view proof);

}  // namespace gridsat
