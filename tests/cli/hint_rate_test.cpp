// hint, rate and --explain as a user runs them: their JSON shapes (docs/hints.md), exit statuses,
// the state file, and the highlights of pretty and SVG output. The values are held to the
// published solution of examples/sudoku-9x9.gsp (Wikipedia's sudoku) and to the generated sets'
// `.solution` files, not to gridsat's own answers.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli/cli_support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

fs::path example(const std::string& name) {
  return fs::path(GRIDSAT_TEST_DATA_DIR).parent_path().parent_path() / "examples" / name;
}

// The published solution of examples/sudoku-9x9.gsp, row by row.
const char* kWikipedia[] = {"534678912", "672195348", "198342567", "859761423", "426853791",
                            "713924856", "961537284", "287419635", "345286179"};

nlohmann::json json_of(const CliRun& run) {
  INFO(run.out << run.err);
  return nlohmann::json::parse(run.out);
}

}  // namespace

TEST_CASE("hint --format json: a cell of the solution, the level, what it rests on",
          "[cli][hint]") {
  CliRun run = run_cli({"hint", "--format", "json", example("sudoku-9x9.gsp").string()});
  REQUIRE(run.status == 0);
  const nlohmann::json j = json_of(run);
  CHECK(j["status"] == "hint");
  REQUIRE(j["cell"].is_array());
  REQUIRE(j["cell"].size() == 2);
  const int r = j["cell"][0], c = j["cell"][1];  // 1-based
  REQUIRE((r >= 1 && r <= 9 && c >= 1 && c <= 9));
  CHECK(j["value"] == kWikipedia[r - 1][c - 1] - '0');
  CHECK(j["level"] == "propagation");
  REQUIRE(j["because"].is_array());
  REQUIRE_FALSE(j["because"].empty());
  for (const auto& b : j["because"]) {
    REQUIRE(b.contains("given"));
    const int gr = b["given"][0], gc = b["given"][1];
    CHECK(b["value"] == kWikipedia[gr - 1][gc - 1] - '0');
    CHECK(b["text"].is_string());
  }
}

TEST_CASE("hint --state: filled cells count, wrong ones are named", "[cli][hint]") {
  ScratchDir dir;
  // The first row filled from the solution but for one empty cell (`.`) and one `?`.
  std::string rows;
  for (int r = 0; r < 9; ++r) rows += (r == 0 ? std::string("53467891.") : "?????????") + "\n";
  rows[3] = '?';
  const fs::path state = dir.write("state.txt", rows);
  CliRun run = run_cli(
      {"hint", "--format", "json", "--state", state.string(), example("sudoku-9x9.gsp").string()});
  REQUIRE(run.status == 0);
  nlohmann::json j = json_of(run);
  const int r = j["cell"][0], c = j["cell"][1];
  CHECK(j["value"] == kWikipedia[r - 1][c - 1] - '0');

  // r1c3 holds 4 in the solution: a 9 there is wrong.
  rows[2] = '9';
  dir.write("state.txt", rows);
  run = run_cli(
      {"hint", "--format", "json", "--state", state.string(), example("sudoku-9x9.gsp").string()});
  CHECK(run.status == 1);
  j = json_of(run);
  CHECK(j["status"] == "contradiction");
  CHECK(j["wrong"] == nlohmann::json::parse("[[1, 3, 9]]"));
  REQUIRE_FALSE(j["conflict"].empty());

  // A state that is no grid of this puzzle: the reader's message, exit 65.
  dir.write("state.txt", "1 2\n");
  run = run_cli({"hint", "--state", state.string(), example("sudoku-9x9.gsp").string()});
  CHECK(run.status == 65);
  CHECK(run.err.rfind("gridsat: " + state.string() + ":", 0) == 0);
}

TEST_CASE("hint: plain text, pretty and SVG highlights", "[cli][hint]") {
  const std::string puzzle = example("sudoku-9x9.gsp").string();
  CliRun plain = run_cli({"hint", "--format", "plain", puzzle});
  REQUIRE(plain.status == 0);
  CHECK(plain.out.rfind("status: hint\ncell: r", 0) == 0);
  CHECK(plain.out.find("\nlevel: propagation\nbecause: ") != std::string::npos);
  CHECK(plain.out.find("\n  given r") != std::string::npos);
  CliRun pretty = run_cli({"hint", "--format", "pretty", "--color", "always", puzzle});
  CHECK(pretty.out.find("\033[1;30;42m") != std::string::npos);  // the cell
  CHECK(pretty.out.find("\033[30;43m") != std::string::npos);    // what it rests on
  CliRun svg = run_cli({"hint", "--format", "svg", puzzle});
  CHECK(svg.out.find("fill=\"#b8ecb8\"") != std::string::npos);
  CHECK(svg.out.find("fill=\"#fff0a0\"") != std::string::npos);
}

TEST_CASE("hint on a loop genre names an edge", "[cli][hint]") {
  CliRun puzzle = run_cli({"generate", "--type", "slitherlink", "--size", "4", "--seed", "3"});
  REQUIRE(puzzle.status == 0);
  CliRun run = run_cli({"hint", "--format", "json", "-"}, puzzle.out);
  REQUIRE(run.status == 0);
  const nlohmann::json j = json_of(run);
  REQUIRE(j["cell"].size() == 3);
  CHECK((j["cell"][0] == "h" || j["cell"][0] == "v"));
  CHECK((j["value"] == 0 || j["value"] == 1));
}

TEST_CASE("rate --format json: a score and a grade", "[cli][rate]") {
  CliRun run = run_cli({"rate", "--format", "json", example("sudoku-9x9.gsp").string()});
  REQUIRE(run.status == 0);
  const nlohmann::json j = json_of(run);
  CHECK(j["status"] == "unique");
  REQUIRE(j["score"].is_number());
  CHECK(j["score"] == 0);  // Wikipedia's sudoku falls to naked and hidden singles
  CHECK(j["grade"] == "easy");
  CHECK(j["hardest"] == "propagation");
  CliRun multiple = run_cli({"rate", generated_sudoku("sudoku-4x4-multiple-001.gsp").string()});
  CHECK(multiple.status == 2);
  CHECK(multiple.out.rfind("status: multiple\n", 0) == 0);
}

TEST_CASE("unique --explain: the clues that contradict each other", "[cli][explain]") {
  const std::string none = generated_sudoku("sudoku-4x4-none-001.gsp").string();
  CliRun json = run_cli({"unique", "--explain", "--format", "json", none});
  CHECK(json.status == 1);
  const nlohmann::json j = json_of(json);
  CHECK(j["status"] == "unsat");
  REQUIRE(j["contradiction"].is_array());
  REQUIRE_FALSE(j["contradiction"].empty());
  for (const auto& c : j["contradiction"]) CHECK(c.contains("given"));
  CliRun plain = run_cli({"solve", "--explain", "--format", "plain", none});
  CHECK(plain.status == 1);
  CHECK(plain.out.rfind("no solution\ncontradiction: " + std::to_string(j["contradiction"].size()) +
                            "\n  given r",
                        0) == 0);
  CliRun svg = run_cli({"unique", "--explain", "--format", "svg", none});
  CHECK(svg.out.find("fill=\"#fff0a0\"") != std::string::npos);
  // A puzzle with a solution: --explain changes nothing.
  const std::string unique = generated_sudoku("sudoku-4x4-unique-001.gsp").string();
  CHECK(run_cli({"unique", "--explain", unique}).out == run_cli({"unique", unique}).out);
}

TEST_CASE("generate --difficulty on the command line", "[cli][rate]") {
  CliRun run = run_cli(
      {"generate", "--type", "skyscrapers", "--size", "5", "--seed", "2", "--difficulty", "hard"});
  REQUIRE(run.status == 0);
  CliRun rated = run_cli({"rate", "--format", "json", "-"}, run.out);
  CHECK(json_of(rated)["grade"] == "hard");
  CliRun never =
      run_cli({"generate", "--type", "sudoku", "--size", "4", "--difficulty", "extreme"});
  CHECK(never.status == 1);
  CHECK(never.out.empty());
  CHECK(never.err.rfind("gridsat: puzzle 1: no extreme puzzle in 300 attempts (they rated ", 0) ==
        0);
  CHECK(run_cli({"generate", "--type", "sudoku", "--size", "4", "--difficulty", "x"}).status == 64);
}
