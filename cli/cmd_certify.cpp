// Certificates: `unique --certify DIR` and `verify DIR`, for the two claims `unique` can make.
//
// A certificate of uniqueness is a folder: puzzle.cnf (the puzzle's CNF plus the clause that
// forbids its solution), proof.drat (CaDiCaL's DRAT proof that this CNF is unsatisfiable, traced
// from before its first clause), and, so that the CNF can be tied back to the puzzle, puzzle.gsp
// (the puzzle in the native format) and solution.txt (the solution, plain). A certificate of no
// solution has no solution.txt, and its puzzle.cnf is the puzzle's CNF alone. puzzle.cnf names
// its claim in a comment line, `c claim: unique` or `c claim: no solution` (a certificate
// without that line, from before there were two claims, claims uniqueness). `verify` checks the
// proof with gridsat's own DRAT checker, re-encodes puzzle.gsp with the options recorded in
// puzzle.cnf and requires the very same clauses, and checks the solution against the rules.
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

constexpr const char* kClaimUnique = "claim: unique";
constexpr const char* kClaimNone = "claim: no solution";

// Whether the comments of puzzle.cnf claim that the puzzle has no solution (`c claim: ...`).
bool claims_none(const std::string& cnf_text) {
  std::istringstream in(cnf_text);
  for (std::string line; std::getline(in, line) && line.rfind("c", 0) == 0;)
    if (line == std::string("c ") + kClaimNone) return true;
  return false;
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

// A certificate of uniqueness (`solution`) or of no solution (`solution` null).
std::optional<StopReason> write_claim(const Puzzle& puzzle, const Grid* solution,
                                      const CommonOptions& o, const std::string& dir,
                                      const Limits& limits) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw CliError{kIoErr, dir + ": cannot create: " + ec.message()};
  // The proof first (driver/certificate.hpp). The temporary proof is removed on every way out,
  // an interrupt included, and a proof cut short leaves no certificate at all.
  fs::path proof = fs::path(dir) / "proof.drat";
  TemporaryFile temp((fs::path(dir) / ".proof.drat.partial").string());
  auto proved = prove_claim(puzzle, solution, o.encode_options(), limits, temp.path());
  if (auto* stopped = std::get_if<StopReason>(&proved)) return *stopped;
  Claim& claim = std::get<Claim>(proved);
  // The proof goes in last: until then an older one would stand beside the new files, so it goes
  // first. A certificate cut short in between has no proof, and verify says that.
  fs::remove(proof, ec);
  if (ec) throw CliError{kIoErr, proof.string() + ": cannot remove: " + ec.message()};

  DimacsHeader header = dimacs_header(puzzle, o);
  if (solution) {
    header.comments.push_back(
        "certificate: UNSAT exactly when the solution in solution.txt is the only one");
    header.comments.push_back(kClaimUnique);
    header.extra_clauses.push_back(claim.block);
  } else {
    header.comments.push_back("certificate: UNSAT exactly when the puzzle has no solution");
    header.comments.push_back(kClaimNone);
  }
  std::string error;
  auto native = write_puzzle(puzzle, "native", error);
  if (!native) throw CliError{kSoftware, "cannot write the puzzle: " + error};
  write_output((fs::path(dir) / "puzzle.gsp").string(), [&](std::ostream& out) { out << *native; });
  const fs::path solution_file = fs::path(dir) / "solution.txt";
  if (solution) {
    write_output(solution_file.string(),
                 [&](std::ostream& out) { out << write_plain(puzzle, *solution); });
  } else {  // a solution left from an earlier certificate in this folder would contradict it
    fs::remove(solution_file, ec);
    if (ec) throw CliError{kIoErr, solution_file.string() + ": cannot remove: " + ec.message()};
  }
  write_output((fs::path(dir) / "puzzle.cnf").string(),
               [&](std::ostream& out) { write_dimacs(out, claim.cnf, header); });
  temp.rename_to(proof.string());
  return std::nullopt;
}

}  // namespace

std::optional<StopReason> write_certificate(const Puzzle& puzzle, const Grid& solution,
                                            const CommonOptions& o, const std::string& dir,
                                            const Limits& limits) {
  return write_claim(puzzle, &solution, o, dir, limits);
}

std::optional<StopReason> write_none_certificate(const Puzzle& puzzle, const CommonOptions& o,
                                                 const std::string& dir, const Limits& limits) {
  return write_claim(puzzle, nullptr, o, dir, limits);
}

int cmd_verify(const std::vector<std::string>& args) {
  std::string dir;
  po::options_description desc("gridsat verify options");
  desc.add_options()("dir", po::value(&dir), "the certificate folder (from unique --certify)");
  po::positional_options_description pos;
  pos.add("dir", 1);
  if (!parse_command(
          args, desc, pos, "gridsat verify DIR",
          "gridsat unique --certify cert examples/sudoku-9x9.gsp && gridsat verify cert\n\n"
          "Checks a certificate that 'unique --certify DIR' wrote: that the puzzle has\n"
          "exactly one solution (solution.txt), or that it has none, as puzzle.cnf's\n"
          "'c claim:' line says. Exit 0 valid, 1 invalid."))
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
  // The CNF must be the puzzle's own encoding plus, for uniqueness, the clause that blocks the
  // solution.
  CommonOptions o = encoding_from_header(cnf_text);
  o.file = (d / "puzzle.gsp").string();
  o.from = "native";
  std::unique_ptr<Puzzle> puzzle = load_puzzle(o, false);
  require_fits_in_memory(*puzzle, o.encode_options(), o.file);
  const bool none = claims_none(cnf_text);
  std::optional<Grid> solution;
  std::error_code ec;
  if (none && fs::exists(d / "solution.txt", ec))
    return fail("solution.txt is there, but puzzle.cnf claims that the puzzle has no solution");
  if (!none) {
    Input sol = read_input((d / "solution.txt").string());
    ParseError perr;
    solution = read_plain(*puzzle, sol.text, perr);
    if (!solution) throw CliError{kDataErr, located(sol.name, perr)};
  }
  std::string summary;
  if (auto wrong = check_certificate(*puzzle, solution ? &*solution : nullptr, o.encode_options(),
                                     formula->num_vars, formula->clauses, proof, summary))
    return fail(*wrong);
  std::cout << (none ? "valid: the puzzle has no solution ("
                     : "valid: the puzzle has exactly one solution (")
            << summary << ")\n";
  return kOk;
}

}  // namespace gridsat::cli
