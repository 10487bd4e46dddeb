// Futoshiki from the command line, as a user runs it: every committed Unequal ID decided unique
// with Unequal's own solution by both backends (--cross-check), certificates written and
// verified, the CNF through an external CaDiCaL and decoded, and generated puzzles unique.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "futoshiki/futoshiki_helpers.hpp"
#include "support/scratch_dir.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// Unequal's solution as gridsat's plain output writes a grid.
std::string plain(const TathamCase& c) {
  std::string out;
  for (const auto& row : c.solution) {
    for (std::size_t i = 0; i < row.size(); ++i) out += (i ? " " : "") + row[i];
    out += "\n";
  }
  return out;
}

}  // namespace

TEST_CASE("every Unequal ID: unique --cross-check prints Unequal's solution", "[futoshiki][cli]") {
  const auto cases = unequal_cases();
  REQUIRE(cases.size() >= 100);
  int adjacent = 0;
  for (const TathamCase& c : cases) {
    INFO(c.id);
    CliRun run = run_cli({"unique", "--cross-check", "--from", "tatham", "-"}, c.id + "\n");
    CHECK(run.status == 0);
    CHECK(run.out == plain(c));
    CHECK(run.err.empty());
    adjacent += c.id.find("a:") != std::string::npos;
  }
  CHECK(adjacent >= 20);
}

TEST_CASE("futoshiki certificates, and the CNF through an external CaDiCaL", "[futoshiki][cli]") {
  const auto cases = unequal_cases();
  ScratchDir dir;
  int done = 0;
  for (std::size_t i = 0; i < cases.size(); i += 37) {  // a few, plain and adjacent
    const TathamCase& c = cases[i];
    INFO(c.id);
    const fs::path puzzle = dir.write("p" + std::to_string(i) + ".txt", c.id + "\n");
    const fs::path cert = dir.path() / ("cert" + std::to_string(i));
    CHECK(run_cli({"unique", "--certify", cert.string(), puzzle.string()}).status == 0);
    CliRun verify = run_cli({"verify", cert.string()});
    CHECK(verify.status == 0);
    CHECK(verify.out.rfind("valid:", 0) == 0);

    const fs::path cnf = dir.path() / "p.cnf", model = dir.path() / "model.txt";
    REQUIRE(run_cli({"encode", puzzle.string(), "-o", cnf.string()}).status == 0);
    const std::string command = "cadical -q '" + cnf.string() + "' > '" + model.string() + "'";
    CHECK(WEXITSTATUS(std::system(command.c_str())) == 10);
    CliRun decoded = run_cli({"decode", puzzle.string(), model.string()});
    CHECK(decoded.status == 0);
    CHECK(decoded.out == plain(c));
    ++done;
  }
  CHECK(done >= 3);
}

TEST_CASE("generate --type futoshiki: unique puzzles, plain and adjacent, sizes 4 to 7",
          "[futoshiki][cli][generate]") {
  ScratchDir dir;
  for (const char* size : {"4", "5", "6", "7"})
    for (bool adjacent : {false, true}) {
      INFO("size " << size << (adjacent ? " adjacent" : ""));
      std::vector<std::string> args = {"generate", "--type", "futoshiki", "--size",
                                       size,       "--seed", "11"};
      if (adjacent) args.push_back("--adjacent");
      CliRun made = run_cli(args);
      REQUIRE(made.status == 0);
      CHECK(made.out.find(adjacent ? " adjacent\n" : "futoshiki ") != std::string::npos);
      CliRun unique = run_cli({"unique", "--cross-check", "-"}, made.out);
      CHECK(unique.status == 0);
      // Unequal's ID of it reads back as the same puzzle.
      args.insert(args.end(), {"--to", "tatham"});
      CliRun id = run_cli(args);
      REQUIRE(id.status == 0);
      CHECK(run_cli({"convert", "--to", "native", "-"}, id.out).out ==
            run_cli({"convert", "--to", "native", "-"}, made.out).out);
    }
  // analyze names the signs it could do without, and the puzzle stays unique without each.
  const fs::path p = dir.write(
      "p.gsp", run_cli({"generate", "--type", "futoshiki", "--size", "5", "--seed", "2"}).out);
  auto analysis = nlohmann::json::parse(run_cli({"analyze", "--format", "json", p.string()}).out);
  CHECK(analysis["status"] == "unique");
  CHECK(run_cli({"generate", "--type", "sudoku", "--size", "4", "--adjacent"}).status == 64);
}
