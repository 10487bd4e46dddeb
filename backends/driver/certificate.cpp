#include "driver/certificate.hpp"

#include <stdexcept>

#include "driver/cuts.hpp"
#include "driver/engine.hpp"
#include "puzzles/answer.hpp"
#include "sat/cadical.hpp"
#include "sat/proof_checker.hpp"

namespace gridsat {

std::variant<Claim, StopReason> prove_claim(const Puzzle& puzzle, const Grid* solution,
                                            const EncodeOptions& encode, const Limits& limits,
                                            const std::string& proof_path) {
  // Certificates are of the static encoding: the CNF alone must say everything the rules say.
  Claim claim{encode_puzzle(puzzle, written_options(encode)), {}};
  if (solution) claim.block = blocking_clause(claim.cnf.answer(), *solution);
  // A fresh solver traces from before its first clause, on exactly those clauses.
  Cadical solver(limits, CadicalOptions{false, proof_path, {}});
  solver.add_literals(claim.cnf.literals());
  if (solution) solver.add_clause(claim.block);
  const SatResult result = solver.solve();
  if (result == SatResult::Unknown) return solver.stop_reason();
  if (result != SatResult::Unsat) throw std::logic_error("the certified CNF is satisfiable");
  return claim;
}

std::optional<std::string> check_certificate(const Puzzle& puzzle, const Grid* solution,
                                             const EncodeOptions& encode, int num_vars,
                                             const std::vector<std::vector<Lit>>& clauses,
                                             const std::string& proof, std::string& summary) {
  if (solution)
    if (auto v = check_solution(puzzle, *solution))
      return "solution.txt breaks a rule: " + describe(*v);
  const Cnf cnf = encode_puzzle(puzzle, written_options(encode));
  std::vector<std::vector<Lit>> expected;
  cnf.for_each_clause([&](std::span<const Lit> c) { expected.emplace_back(c.begin(), c.end()); });
  if (solution) expected.push_back(blocking_clause(cnf.answer(), *solution));
  if (num_vars != cnf.num_vars() || clauses != expected)
    return solution ? "puzzle.cnf is not the encoding of puzzle.gsp with solution.txt excluded"
                    : "puzzle.cnf is not the encoding of puzzle.gsp";
  const ProofCheck check = check_drat(num_vars, clauses, proof);
  if (!check.valid) return "proof.drat: " + check.message;
  summary = check.message;
  return std::nullopt;
}

}  // namespace gridsat
