// Certificates, the puzzle-aware part: the CNF whose unsatisfiability proves a claim about a
// puzzle, its DRAT proof from CaDiCaL, and the check of such a certificate against the puzzle, so
// that it proves the claim against the rules' encoding and not only against some CNF. Two claims:
//
//   unique       `solution` is the only solution: the encoding plus the clause that forbids it;
//   no solution  the puzzle has none: the encoding alone.
//
// The cli (cmd_certify.cpp) writes and reads the files.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "cnf/cnf.hpp"
#include "puzzles/puzzle.hpp"
#include "sat/budget.hpp"

namespace gridsat {

// What puzzle.cnf holds: the encoding, and for a claim of uniqueness the clause that forbids the
// solution (empty for a claim of no solution: no clause is added then).
struct Claim {
  Cnf cnf;
  std::vector<Lit> block;
};

// The claim that `solution` is `puzzle`'s only solution, or with `solution` null that the puzzle
// has none, with its DRAT proof written to `proof_path` (complete when this returns the claim). A
// limit that stops the proof returns why; a satisfiable claim (the solution was not the only one,
// or there is one) throws std::logic_error.
std::variant<Claim, StopReason> prove_claim(const Puzzle& puzzle, const Grid* solution,
                                            const EncodeOptions& encode, const Limits& limits,
                                            const std::string& proof_path);

// Checks a certificate: `solution` (null for a claim of no solution) obeys the rules, `clauses`
// over `num_vars` variables are exactly the puzzle's encoding (with that solution forbidden), and
// `proof` refutes them. Nothing when it holds, else what is wrong.
std::optional<std::string> check_certificate(const Puzzle& puzzle, const Grid* solution,
                                             const EncodeOptions& encode, int num_vars,
                                             const std::vector<std::vector<Lit>>& clauses,
                                             const std::string& proof, std::string& summary);

}  // namespace gridsat
