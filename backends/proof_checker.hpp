// gridsat's own DRAT checker, so that a user without other tools can check a certificate of
// uniqueness independently of the solver that wrote it.
//
// Forward checking: every lemma of the proof, in order, must be a reverse unit propagation (RUP)
// consequence of the formula plus the lemmas before it, or else a resolution asymmetric
// tautology (RAT) on its first literal; deletions remove clauses from the database. The proof is
// valid when it contains the empty clause and that checks (a proof cut short is rejected).
// Like common DRAT checkers, it ignores the deletion of a clause that is the reason
// of a top-level assignment (solvers delete satisfied units freely; keeping such a clause can only
// make the remaining checks stricter for RAT and is harmless for RUP).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

struct ProofCheck {
  bool valid = false;
  std::string message;  // why not, or a summary when valid
  long long lemmas = 0;
  long long rat_lemmas = 0;
  long long deletions = 0;
  long long ignored_deletions = 0;
};

// `proof` is DRAT in text form (`1 -2 0`, `d 1 -2 0`) or CaDiCaL's binary form (detected).
ProofCheck check_drat(int num_vars, const std::vector<std::vector<Lit>>& clauses,
                      std::string_view proof);

}  // namespace gridsat
