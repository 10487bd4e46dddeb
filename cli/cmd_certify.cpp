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
#include <variant>

#include "certify.hpp"
#include "cnf/dimacs.hpp"
#include "common.hpp"
#include "driver/certificate.hpp"
#include "memory_limit.hpp"
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

}  // namespace

std::optional<StopReason> write_certificate(const Puzzle& puzzle, const Grid& solution,
                                            const CommonOptions& o, const std::string& dir,
                                            const Limits& limits) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw CliError{kIoErr, dir + ": cannot create: " + ec.message()};
  // The proof first (driver/certificate.hpp). The temporary proof is removed on every way out,
  // an interrupt included, and a proof cut short leaves no certificate at all.
  fs::path proof = fs::path(dir) / "proof.drat";
  TemporaryFile temp((fs::path(dir) / ".proof.drat.partial").string());
  auto proved = prove_unique(puzzle, solution, o.encode_options(), limits, temp.path());
  if (auto* stopped = std::get_if<StopReason>(&proved)) return *stopped;
  UniquenessClaim& claim = std::get<UniquenessClaim>(proved);

  DimacsHeader header = dimacs_header(puzzle, o);
  header.comments.push_back(
      "certificate: UNSAT exactly when the solution in solution.txt is the only one");
  header.extra_clauses.push_back(claim.block);
  std::string error;
  auto native = write_puzzle(puzzle, "native", error);
  if (!native) throw CliError{kSoftware, "cannot write the puzzle: " + error};
  write_output((fs::path(dir) / "puzzle.gsp").string(), [&](std::ostream& out) { out << *native; });
  write_output((fs::path(dir) / "solution.txt").string(),
               [&](std::ostream& out) { out << write_plain(puzzle, solution); });
  write_output((fs::path(dir) / "puzzle.cnf").string(),
               [&](std::ostream& out) { write_dimacs(out, claim.cnf, header); });
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
  std::string summary;
  if (auto wrong = check_certificate(*puzzle, *solution, o.encode_options(), formula->num_vars,
                                     formula->clauses, proof, summary))
    return fail(*wrong);
  std::cout << "valid: the puzzle has exactly one solution (" << summary << ")\n";
  return kOk;
}

}  // namespace gridsat::cli
