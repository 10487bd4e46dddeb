// --paranoid: every answer is also worked out by the other backend, verdicts (and the solution of
// a unique puzzle) must agree, and a disagreement is an internal error (exit 70). Run over the
// shared generated puzzles of every type, and against a lying external solver.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <sstream>

#include "process.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

const char* kLiar = "cat >/dev/null; echo 's UNSATISFIABLE'";  // says UNSAT to everything

std::string status_for(const std::string& label) {
  return label == "unique" ? "unique" : label == "multiple" ? "multiple" : "unsat";
}

}  // namespace

TEST_CASE("batch --paranoid agrees with the labels of every generated puzzle",
          "[robustness][paranoid]") {
  std::vector<std::string> args = {"batch", "--paranoid", "--mode", "unique", "-j", "2"};
  std::vector<std::string> labels;
  for (const char* type : {"sudoku", "killer", "calcudoku", "skyscrapers", "abc", "binairo"})
    for (const fs::path& p : files_in(shared_data() / type / "generated", ".gsp")) {
      const std::string text = read_text(p);
      // The native backtracker is the slow half: keep to grids of up to 10x10.
      if (parse(text)->rows() > 10 || parse(text)->cols() > 10) continue;
      args.push_back(p.string());
      labels.push_back(gsp_status(text));
    }
  REQUIRE(labels.size() > 100);
  CliRun run = run_cli(args);
  INFO(run.err);
  CHECK(run.status == 0);
  std::istringstream out(run.out);
  std::size_t i = 0;
  for (std::string line; std::getline(out, line); ++i) {
    INFO(line);
    REQUIRE(i < labels.size());
    auto json = nlohmann::json::parse(line);
    CHECK(json["status"] == status_for(labels[i]));
  }
  CHECK(i == labels.size());
}

TEST_CASE("solve, unique and count --paranoid answer as without it", "[robustness][paranoid]") {
  const fs::path dir = shared_data() / "sudoku/generated";
  for (const fs::path& p : files_in(dir, ".gsp")) {
    const std::string text = read_text(p);
    if (text.find("sudoku 9") == std::string::npos) continue;
    const std::string label = gsp_status(text);
    INFO(p.filename().string() << " (" << label << ")");
    CliRun unique = run_cli({"unique", "--paranoid", p.string()});
    CHECK(unique.status == (label == "unique" ? 0 : label == "multiple" ? 2 : 1));
    CliRun solve = run_cli({"solve", "--paranoid", "--backend", "native", p.string()});
    CHECK(solve.status == (label == "none" ? 1 : 0));
    CliRun count = run_cli({"count", "--paranoid", "--limit", "3", p.string()});
    CHECK(count.status == 0);
    if (label == "unique") CHECK(count.out.find("1") != std::string::npos);
  }
}

TEST_CASE("unique and batch with --paranoid catch a backend that lies: exit 70",
          "[robustness][paranoid]") {
  const fs::path puzzle = files_in(shared_data() / "sudoku/generated", "unique-001.gsp").front();
  CliRun run = run_cli(
      {"unique", "--paranoid", "--backend", "external", "--solver", kLiar, puzzle.string()});
  CHECK(run.status == 70);
  CHECK(run.out.empty());
  CHECK(run.err ==
        "gridsat: cross-check failed: the external backend says unsat, the native backend says "
        "unique\n");

  CliRun batch = run_cli({"batch", "--paranoid", "--mode", "unique", "--backend", "external",
                          "--solver", kLiar, puzzle.string()});
  CHECK(batch.status == 70);
  auto json = nlohmann::json::parse(batch.out);
  CHECK(json["status"] == "error");
  CHECK(json["error"] == "internal error: cross-check failed: unsat against unique");

  // Without --paranoid (or --cross-check) the lie is all there is to go on.
  CliRun trusting = run_cli(
      {"unique", "--backend", "external", "--solver", kLiar, "--format", "plain", puzzle.string()});
  CHECK(trusting.status == 1);
}
