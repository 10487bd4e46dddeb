// Certificates of uniqueness, the puzzle-aware part: the CNF whose unsatisfiability says that a
// solution is the only one (the puzzle's encoding plus the clause that forbids that solution),
// its DRAT proof from CaDiCaL, and the check of such a certificate against the puzzle, so that
// it proves the claim against the rules' encoding and not only against some CNF. The cli
// (cmd_certify.cpp) writes and reads the files.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "cnf/cnf.hpp"
#include "puzzles/puzzle.hpp"
#include "sat/budget.hpp"

namespace gridsat {

// What puzzle.cnf holds: the encoding, and the clause that forbids the solution.
struct UniquenessClaim {
  Cnf cnf;
  std::vector<Lit> block;
};

// The claim that `solution` is `puzzle`'s only solution, with its DRAT proof written to
// `proof_path` (complete when this returns the claim). A limit that stops the proof returns why;
// a satisfiable claim (the solution was not the only one) throws std::logic_error.
std::variant<UniquenessClaim, StopReason> prove_unique(const Puzzle& puzzle, const Grid& solution,
                                                       const EncodeOptions& encode,
                                                       const Limits& limits,
                                                       const std::string& proof_path);

// Checks a certificate: `solution` obeys the rules, `clauses` over `num_vars` variables are
// exactly the puzzle's encoding with that solution forbidden, and `proof` refutes them. Nothing
// when it holds, else what is wrong.
std::optional<std::string> check_certificate(const Puzzle& puzzle, const Grid& solution,
                                             const EncodeOptions& encode, int num_vars,
                                             const std::vector<std::vector<Lit>>& clauses,
                                             const std::string& proof, std::string& summary);

}  // namespace gridsat
