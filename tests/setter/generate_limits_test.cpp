// generate's limits: a size past the one measured to generate within 10 s is a usage error before
// any work unless --timeout is given; the progress hook reports phases in order with counts that
// rise; the progress line appears only when standard error is a terminal.
#include <catch2/catch.hpp>

#include <cstdio>
#include <string>
#include <vector>

#include "setter/setter.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

GenerateSpec spec_of(const char* type, int side) {
  GenerateSpec spec;
  spec.type = type;
  spec.params.rows = side;
  spec.params.cols = side;
  return spec;
}

// The phases and counts one generate() call reports.
std::vector<GenerateProgress> progress_of(GenerateSpec spec, std::uint64_t seed) {
  std::vector<GenerateProgress> seen;
  spec.progress = [&](const GenerateProgress& p) { seen.push_back(p); };
  REQUIRE(generate(spec, seed) != nullptr);
  return seen;
}

// Every report of a phase comes after the reports of earlier phases (each phase once, in the
// order `phases`), and within a phase `done` starts at 0 and never falls.
void check_phases(const std::vector<GenerateProgress>& seen,
                  const std::vector<GenerateProgress::Phase>& phases) {
  std::size_t phase = 0;
  std::size_t last_done = 0;
  for (std::size_t i = 0; i < seen.size(); ++i) {
    INFO("report " << i);
    if (seen[i].phase != phases[phase]) {
      ++phase;
      REQUIRE(phase < phases.size());
      REQUIRE(seen[i].phase == phases[phase]);
      CHECK(seen[i].done == 0);
    } else if (i == 0) {
      CHECK(seen[i].done == 0);
    } else {
      CHECK(seen[i].done >= last_done);
    }
    if (seen[i].total > 0) CHECK(seen[i].done <= seen[i].total);
    last_done = seen[i].done;
  }
  CHECK(phase + 1 == phases.size());
}

// What the shell command `line` writes on standard output.
std::string shell_output(const std::string& line) {
  FILE* pipe = popen(line.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::string out;
  char buffer[4096];
  for (std::size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, n);
  pclose(pipe);
  return out;
}

// The output of `command` run with a pseudo-terminal as its standard error and output
// (script(1)), both streams together.
std::string on_terminal(const std::string& command) {
  return shell_output("script -qec '" + command + "' /dev/null 2>&1");
}

}  // namespace

TEST_CASE("generate refuses a size past the measured limit without --timeout",
          "[setter][generate]") {
  // Run under timeout(1): without the refusal this run does not end (status 124 after 10 s).
  const std::string err = shell_output("timeout 10 " + std::string(GRIDSAT_BINARY) +
                                       " generate --type binairo --size 100 2>&1 >/dev/null; "
                                       "echo \"status $?\"");
  CHECK_THAT(err, Catch::EndsWith("status 64\n"));
  CHECK_THAT(err, Catch::Contains("binairo 100x100 is past the largest size gridsat generates "
                                  "within seconds"));
  CHECK_THAT(err, Catch::Contains("give --timeout SECONDS to try anyway"));
}

TEST_CASE("generate names the killer variant when refusing its size", "[setter][generate]") {
  const std::optional<int> killer = generate_size_limit([] {
    GenerateSpec s = spec_of("sudoku", 9);
    s.params.options["killer"] = "";
    return s;
  }());
  REQUIRE(killer.has_value());
  const std::string past = std::to_string(*killer + 1);
  CliRun r = run_cli({"generate", "--type", "killer", "--size", past});
  CHECK(r.status == 64);
  CHECK_THAT(r.err, Catch::Contains("killer " + past + "x" + past + " is past"));
}

TEST_CASE("generate with --timeout tries a size past the limit", "[setter][generate]") {
  // Calcudoku's limit is far below its largest accepted size (16), so limit + 1 is accepted.
  const std::optional<int> limit = generate_size_limit(spec_of("calcudoku", 5));
  REQUIRE(limit.has_value());
  REQUIRE(*limit < 16);
  const std::string past = std::to_string(*limit + 1);
  CHECK(run_cli({"generate", "--type", "calcudoku", "--size", past}).status == 64);
  CliRun r =
      run_cli({"generate", "--type", "calcudoku", "--size", past, "--seed", "1", "--timeout", "1"});
  CHECK((r.status == 0 || r.status == 3));
  CHECK_THAT(r.err, !Catch::Contains("is past the largest size"));
}

TEST_CASE("generate --timeout stops a genre's own search for its clues", "[setter][generate]") {
  // Light up adds walls with its own depth-first search, which once ran past any --timeout (a
  // 60 x 60 with --timeout 2 was still running after 40 s). Under timeout(1), 20 s at most.
  const std::string out = shell_output("timeout 20 " + std::string(GRIDSAT_BINARY) +
                                       " generate --type lightup --size 60 --seed 1 --timeout 1 "
                                       "2>&1 >/dev/null; echo \"status $?\"");
  CHECK_THAT(out, Catch::EndsWith("status 3\n"));
  CHECK_THAT(out, Catch::Contains("stopped by the time limit (--timeout 1 s)"));
}

TEST_CASE("sizes within the limit are generated without --timeout", "[setter][generate]") {
  CliRun r = run_cli({"generate", "--type", "binairo", "--size", "6", "--seed", "3"});
  CHECK(r.status == 0);
  CHECK_THAT(r.out, Catch::Contains("binairo"));
}

TEST_CASE("the progress hook reports the phases in order with rising counts",
          "[setter][generate]") {
  using Phase = GenerateProgress::Phase;
  SECTION("sudoku: a solution then the clues") {
    const auto seen = progress_of(spec_of("sudoku", 4), 5);
    // At least each phase's start and end.
    REQUIRE(seen.size() >= 4);
    check_phases(seen, {Phase::Solution, Phase::Clues});
    CHECK(seen.front().total == 16);  // 16 cells to fix
    CHECK(seen[1].phase == Phase::Solution);
    CHECK(seen[1].done == 16);  // the solution's end: every cell visited
  }
  SECTION("calcudoku: a solution then the genre's own finish") {
    const auto seen = progress_of(spec_of("calcudoku", 4), 5);
    REQUIRE(seen.size() >= 4);
    check_phases(seen, {Phase::Solution, Phase::Finish});
    CHECK(seen.back().done > 0);  // at least one uniqueness check was made
  }
}

TEST_CASE("generate writes nothing on standard error when it is not a terminal",
          "[setter][generate]") {
  // Long enough (over a second) that a terminal would show the progress line.
  CliRun r = run_cli({"generate", "--type", "binairo", "--size", "28", "--seed", "1"});
  CHECK(r.status == 0);
  CHECK(r.err.empty());
}

TEST_CASE("generate shows one updating progress line on a terminal", "[setter][generate]") {
  const std::string out =
      on_terminal(std::string(GRIDSAT_BINARY) +
                  " generate --type binairo --size 28 --seed 1 --to binairo-table >/dev/null");
  CHECK_THAT(out, Catch::Contains("\rgridsat: puzzle 1 of 1: finding a solution ("));
  // Cleared at the end: the last thing written is the erase of the line.
  CHECK(out.size() >= 4);
  CHECK(out.substr(out.size() - 4) == "\r\033[K");
}

TEST_CASE("every measured limit itself is accepted", "[setter][generate]") {
  // The limit is a side N of the size given to --size; the refusal compares the frame's cells
  // with N x N, so the frame of --size N must not have more cells than N x N.
  for (const Genre& genre : genres()) {
    if (!genre.generator) continue;
    for (const auto& [variant, side] : genre.generator->largest) {
      if (side == 0) continue;
      INFO(genre.name << " " << variant << " " << side);
      GenerateSpec spec = spec_of(std::string(genre.name).c_str(), side);
      if (!variant.empty()) spec.params.options[std::string(variant)] = "";
      REQUIRE(!generate_spec_problem(spec));
      REQUIRE(generate_size_limit(spec) == side);
      const auto frame = generate_frame(spec);
      CHECK(frame->rows() * frame->cols() <= side * side);
    }
  }
}
