// Certificates of uniqueness: `unique --certify DIR` and `verify DIR`.
//
// A certificate is a folder: puzzle.cnf (the puzzle's CNF plus the clause that forbids its
// solution), proof.drat (CaDiCaL's DRAT proof that this CNF is unsatisfiable, traced from before
// its first clause), and, so that the CNF can be tied back to the puzzle, puzzle.gsp (the puzzle
// in the native format) and solution.txt (the solution, plain). `verify` checks the proof with
// gridsat's own DRAT checker, re-encodes puzzle.gsp with the options recorded in puzzle.cnf and
// requires the very same clauses, and checks the solution against the rules.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "certify.hpp"
#include "cnf/dimacs.hpp"
#include "common.hpp"
#include "memory_limit.hpp"
#include "proof_checker.hpp"
#include "puzzles/answer.hpp"

namespace gridsat::cli {
namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw CliError{kNoInput, path.string() + ": cannot open"};
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The `c encoding amo=... card=...` line that encode writes, as options.
CommonOptions encoding_from_header(const std::string& cnf_text) {
  CommonOptions o;
  std::istringstream in(cnf_text);
  for (std::string line; std::getline(in, line) && line.rfind("c ", 0) == 0;) {
    if (line.rfind("c encoding ", 0) != 0) continue;
    std::istringstream words(line.substr(11));
    for (std::string w; words >> w;) {
      auto eq = w.find('=');
      if (eq == std::string::npos) continue;
      std::string key = w.substr(0, eq), value = w.substr(eq + 1);
      if (key == "amo") o.amo = value;
      if (key == "card") o.card = value;
      if (key == "visibility") o.visibility = value;
      if (key == "sum" || key == "cage-encoding") o.sum = value;
    }
  }
  return o;
}

std::vector<std::vector<Lit>> clauses_of(const Cnf& cnf, const std::vector<Lit>& extra) {
  std::vector<std::vector<Lit>> out;
  cnf.for_each_clause([&](std::span<const Lit> c) { out.emplace_back(c.begin(), c.end()); });
  out.push_back(extra);
  return out;
}

}  // namespace

std::optional<StopReason> write_certificate(const Puzzle& puzzle, const Grid& solution,
                                            const CommonOptions& o, const std::string& dir,
                                            const Limits& limits) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw CliError{kIoErr, dir + ": cannot create: " + ec.message()};
  Cnf cnf = encode_puzzle(puzzle, o.encode_options());
  std::vector<Lit> block = blocking_clause(cnf.answer(), solution);

  // The proof first: a fresh solver traces from before its first clause, on exactly those
  // clauses. The temporary proof is removed on every way out, an interrupt included, and a proof
  // cut short leaves no certificate at all.
  fs::path proof = fs::path(dir) / "proof.drat";
  TemporaryFile temp((fs::path(dir) / ".proof.drat.partial").string());
  {
    auto solver = make_cadical_solver(limits, temp.path());
    solver->add_cnf(cnf);
    solver->add_clause(block);
    const SatResult result = solver->solve();
    if (result == SatResult::Unknown) return solver->stop_reason();
    if (result != SatResult::Unsat)
      throw CliError{kSoftware, "internal error: the certified CNF is satisfiable"};
  }

  DimacsHeader header = dimacs_header(puzzle, o);
  header.comments.push_back(
      "certificate: UNSAT exactly when the solution in solution.txt is the only one");
  header.extra_clauses.push_back(block);
  std::string error;
  auto native = write_puzzle(puzzle, "native", error);
  if (!native) throw CliError{kSoftware, "cannot write the puzzle: " + error};
  write_output((fs::path(dir) / "puzzle.gsp").string(), [&](std::ostream& out) { out << *native; });
  write_output((fs::path(dir) / "solution.txt").string(),
               [&](std::ostream& out) { out << write_plain(puzzle, solution); });
  write_output((fs::path(dir) / "puzzle.cnf").string(),
               [&](std::ostream& out) { write_dimacs(out, cnf, header); });
  temp.rename_to(proof.string());
  return std::nullopt;
}

int cmd_verify(const std::vector<std::string>& args) {
  std::string dir;
  po::options_description desc("gridsat verify options");
  desc.add_options()("dir", po::value(&dir), "the certificate folder (from unique --certify)");
  po::positional_options_description pos;
  pos.add("dir", 1);
  if (!parse_command(
          args, desc, pos, "gridsat verify DIR",
          "gridsat unique --certify cert examples/sudoku-9x9.gsp && gridsat verify cert"))
    return kOk;
  if (dir.empty()) throw CliError{kUsage, "verify needs the certificate folder (see --help)"};
  const fs::path d(dir);
  const std::string cnf_text = slurp(d / "puzzle.cnf");
  const std::string proof = slurp(d / "proof.drat");
  DimacsError derr;
  auto formula = read_dimacs(cnf_text, derr);
  if (!formula)
    throw CliError{kDataErr,
                   located((d / "puzzle.cnf").string(), {derr.line, derr.col, derr.message})};

  auto fail = [](const std::string& why) {
    std::cout << "invalid: " << why << "\n";
    return 1;
  };
  // The CNF must be the puzzle's own encoding plus the clause that blocks the solution.
  CommonOptions o = encoding_from_header(cnf_text);
  o.file = (d / "puzzle.gsp").string();
  o.from = "native";
  std::unique_ptr<Puzzle> puzzle = load_puzzle(o, false);
  require_fits_in_memory(*puzzle, o.encode_options(), o.file);
  Input sol = read_input((d / "solution.txt").string());
  ParseError perr;
  auto solution = read_plain(*puzzle, sol.text, perr);
  if (!solution) throw CliError{kDataErr, located(sol.name, perr)};
  if (auto v = check_solution(*puzzle, *solution))
    return fail("solution.txt breaks a rule: " + describe(*v));
  Cnf cnf = encode_puzzle(*puzzle, o.encode_options());
  if (formula->num_vars != cnf.num_vars() ||
      formula->clauses != clauses_of(cnf, blocking_clause(cnf.answer(), *solution)))
    return fail("puzzle.cnf is not the encoding of puzzle.gsp with solution.txt excluded");

  ProofCheck check = check_drat(formula->num_vars, formula->clauses, proof);
  if (!check.valid) return fail("proof.drat: " + check.message);
  std::cout << "valid: the puzzle has exactly one solution (" << check.message << ")\n";
  return kOk;
}

}  // namespace gridsat::cli
