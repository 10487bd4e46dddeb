// check with a whole labelled set (`ID SOLUTION` lines, Tatham's solutions as rows by '/' and
// cells by ','), and batch --mode check over the same lines. The expected verdicts are the sets'
// own labels: Tatham's generators made every solution, so each line is valid; a line changed by
// hand breaks the rule the test names.
#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli_support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// The first `count` lines of a Tatham set file (its comment line first).
std::string first_lines(const fs::path& file, int count) {
  std::istringstream in(read_text(file));
  std::string text;
  for (std::string line; count-- > 0 && std::getline(in, line);) text += line + "\n";
  return text;
}

}  // namespace

TEST_CASE("check SETFILE: every ID SOLUTION line of the Tatham sets is valid", "[cli][check]") {
  for (const char* set : {"sudoku/tatham/solo-3x3du.txt", "skyscrapers/tatham/towers-6dh.txt",
                          "calcudoku/tatham/keen-6dh.txt", "binairo/tatham/unruly-10x10de.txt",
                          "killer/tatham/solo-3x3k.txt"}) {
    const fs::path file = shared_data() / set;
    INFO(set);
    CliRun run = run_cli({"check", file.string()});
    CHECK(run.status == 0);
    CHECK(run.out == "valid\n");
  }
}

TEST_CASE("check SETFILE: a changed line is reported at its line and cell, exit 65",
          "[cli][check]") {
  ScratchDir dir;
  const fs::path set = shared_data() / "binairo" / "tatham" / "unruly-10x10de.txt";
  std::string text = first_lines(set, 4);
  // Line 3 (the second puzzle): its last cell flipped, so row 10 holds six of one digit.
  const std::size_t end = text.find('\n', text.find('\n', text.find('\n') + 1) + 1);
  text[end - 1] = text[end - 1] == '0' ? '1' : '0';
  const fs::path bad = dir.write("bad.txt", text);
  const std::size_t line_start = text.rfind('\n', end - 1) + 1;
  // The count rule names the row, not a cell: the message points at the solution's start.
  const std::size_t solution = text.rfind(' ', end) + 1;
  CliRun run = run_cli({"check", bad.string()});
  CHECK(run.status == 65);
  CHECK(run.out.empty());
  CHECK(run.err.find(bad.string() + ":3:" + std::to_string(solution - line_start + 1) +
                     ": row 10 holds ") != std::string::npos);
  CHECK(run.err.find("gridsat: check: 1 of 3 lines invalid") != std::string::npos);

  // batch --mode check: one line per puzzle, the same verdicts.
  CliRun batch = run_cli({"batch", "--mode", "check", "-j", "1", bad.string()});
  CHECK(batch.status == 65);
  std::istringstream lines(batch.out);
  std::vector<std::string> statuses;
  for (std::string line; std::getline(lines, line);) {
    nlohmann::json j = nlohmann::json::parse(line);
    CHECK(j["mode"] == "check");
    CHECK(j["type"] == "binairo");
    statuses.push_back(j["status"].get<std::string>());
  }
  CHECK(statuses == std::vector<std::string>{"valid", "invalid", "valid"});
  CliRun plain = run_cli({"batch", "--mode", "check", "--format", "plain", bad.string()});
  CHECK(plain.out.find(bad.string() + ":3 invalid " + bad.string() + ":3:") != std::string::npos);
}

TEST_CASE("check SETFILE: lines without a solution and empty sets are errors", "[cli][check]") {
  ScratchDir dir;
  const std::string id = "towers:4:1/2/3/2/2/1/2/2/3/2/1/2/1/2/3/2\n";
  const fs::path no_solution = dir.write("ids.txt", id + id);
  CliRun run = run_cli({"check", no_solution.string()});
  CHECK(run.status == 65);
  CHECK(run.err.find(no_solution.string() + ":2:1: expected a puzzle, a space and its solution") !=
        std::string::npos);
  // One puzzle alone is no set: check then needs its SOLUTION.
  const fs::path one = dir.write("one.txt", id);
  CliRun alone = run_cli({"check", one.string()});
  CHECK(alone.status == 64);
  CHECK(alone.err.find(one.string() + " is one puzzle") != std::string::npos);
  const fs::path empty = dir.write("empty.txt", "# nothing here\n");
  CliRun none = run_cli({"check", empty.string()});
  CHECK(none.status == 65);
  CHECK(none.err.find("no PUZZLE SOLUTION line to check") != std::string::npos);
  CHECK(run_cli({"check", "--format", "json", empty.string()}).status == 64);
}
