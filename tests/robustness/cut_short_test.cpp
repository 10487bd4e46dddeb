// Work cut short, one rule for every command (README, "When work is cut short"): when a time
// limit, a conflict limit, running out of memory, SIGINT or SIGTERM stops a command before its
// answer is known, every output form says so ("unknown", "at least N", JSON "status": "unknown"
// with "stopped"), standard error says why, and the exit status is 3 (130 / 143 for the
// signals). The matrix runs every command that can be cut short by every way there is, and each
// cell also asserts that nothing printed looks like an exact answer.
#include <signal.h>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <sstream>

#include "process.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;  // ASan reserves terabytes of address space: no RLIMIT_AS
constexpr double kSlow = 3;
#else
constexpr bool kSanitized = false;
constexpr double kSlow = 1;
#endif

// A way to cut a command short.
struct Way {
  std::string name;
  std::vector<std::string> options;  // added to the command line
  int signal = 0;                    // sent once the command runs
  long address_space = 0;            // RLIMIT_AS, bytes
  int status = 3;
  std::string cause;    // what standard error says
  std::string stopped;  // JSON's "stopped"
};

std::vector<Way> ways() {
  std::vector<Way> all = {
      {"timeout",
       {"--timeout", "0.5"},
       0,
       0,
       3,
       "stopped by the time limit (--timeout 0.5 s)",
       "timeout"},
      {"conflicts",
       {"--max-conflicts", "10"},
       0,
       0,
       3,
       "stopped by the conflict limit (--max-conflicts 10)",
       "conflicts"},
      {"SIGINT", {}, SIGINT, 0, 130, "interrupted by SIGINT", "interrupt"},
      {"SIGTERM", {}, SIGTERM, 0, 143, "interrupted by SIGTERM", "interrupt"},
  };
  // 90 MB: enough for the memory guard's estimate of the 25x25 encoding (72 MB), not for solving
  // a 25x25 without givens (a puzzle with givens is shrunk before encoding: driver/shrink.hpp).
  if (!kSanitized)
    all.push_back({"memory", {}, 0, 90L << 20, 3, "stopped: out of memory", "memory"});
  return all;
}

// A hard 25x25 sudoku (CaDiCaL needs seconds to minutes for it; it has one solution). For the
// memory limit, a 25x25 without givens: nothing is shrunk before its encoding, the whole of
// which does not fit.
fs::path hard_puzzle(const ScratchDir& dir, const std::string& way = "") {
  if (way == "memory") return dir.write("blank.txt", std::string(625, '.') + "\n");
  std::istringstream lines(read_text(shared_data() / "sudoku/large/gecode-25x25.txt"));
  std::string line;
  for (int i = 0; i < 9; ++i) std::getline(lines, line);
  return dir.write("hard.txt", line + "\n");
}

struct Outcome {
  int status = -1;
  std::string out, err;
};

Outcome run_cut(const Way& way, std::vector<std::string> args, const ScratchDir& dir) {
  args.insert(args.end(), way.options.begin(), way.options.end());
  Gridsat gridsat(args, dir.path(), way.address_space);
  if (way.signal) {
    CHECK(gridsat.wait(0.3 * kSlow) == -1);  // still working
    gridsat.signal(way.signal);
  }
  Outcome o;
  o.status = gridsat.wait(30 * kSlow);
  o.out = gridsat.out();
  o.err = gridsat.err();
  return o;
}

// Whether `text` states an answer: a verdict, or a line that is a bare number (a count).
bool states_an_answer(const std::string& text) {
  for (const char* verdict : {"unique", "solved", "multiple", "no solution", "more than one",
                              "\"status\":\"unsat\"", "redundant", "forced"})
    if (text.find(verdict) != std::string::npos) return true;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);)
    if (!line.empty() && line.find_first_not_of("0123456789") == std::string::npos) return true;
  return false;
}

void check_stopped(const Way& way, const Outcome& o) {
  INFO("way: " << way.name << "\nstdout: " << o.out << "\nstderr: " << o.err);
  CHECK(o.status == way.status);
  CHECK(o.err.find("gridsat: " + way.cause + ": ") != std::string::npos);
  CHECK_FALSE(states_an_answer(o.out));
}

}  // namespace

TEST_CASE("the matrix: solve, unique and count cut short say unknown / at least N",
          "[robustness][cut-short]") {
  ScratchDir dir;
  for (const Way& way : ways()) {
    for (std::string command : {"solve", "unique", "count"}) {
      INFO(command << " by " << way.name);
      std::vector<std::string> base = {command, "--from", "sudoku-line"};
      if (command == "count") base.insert(base.end(), {"--limit", "1000000000"});
      base.push_back(hard_puzzle(dir, way.name).string());

      Outcome plain = run_cut(way, base, dir);
      check_stopped(way, plain);
      CHECK(plain.out == (command == "count" ? "at least 0\n" : "unknown\n"));
      CHECK(plain.err.find(command == "count" ? "at least 0 solutions, the count is not complete"
                                              : "the answer is unknown") != std::string::npos);

      base.insert(base.begin() + 1, {"--format", "json"});
      Outcome json = run_cut(way, base, dir);
      check_stopped(way, json);
      auto j = nlohmann::json::parse(json.out);
      CHECK(j["status"] == "unknown");
      CHECK(j["stopped"] == way.stopped);
      if (command == "count") CHECK(j["complete"] == false);
    }
  }
}

TEST_CASE("the matrix: analyze cut short says status unknown and nothing else",
          "[robustness][cut-short]") {
  ScratchDir dir;
  const fs::path hard = hard_puzzle(dir);
  for (const Way& way : ways()) {
    Outcome plain = run_cut(way, {"analyze", "--from", "sudoku-line", hard.string()}, dir);
    check_stopped(way, plain);
    CHECK(plain.out == "status: unknown\n");
    Outcome json =
        run_cut(way, {"analyze", "--format", "json", "--from", "sudoku-line", hard.string()}, dir);
    check_stopped(way, json);
    CHECK(nlohmann::json::parse(json.out) ==
          nlohmann::json{{"status", "unknown"}, {"stopped", way.stopped}});
  }
}

TEST_CASE("the matrix: generate cut short writes whole puzzles only, and says how many",
          "[robustness][cut-short]") {
  for (const Way& way : ways()) {
    ScratchDir dir;
    const fs::path out = dir.path() / "puzzles";
    Outcome o = run_cut(
        way, {"generate", "--type", "sudoku", "--size", "25", "--seed", "1", "-o", out.string()},
        dir);
    check_stopped(way, o);
    CHECK(o.err.find("0 of 1 puzzles written") != std::string::npos);
    CHECK(fs::is_empty(out));  // neither the puzzle in progress nor a temporary file
  }
}

// (No ';' in a test's name: ctest's test list splits there, and the half of the name matches
// no test, which Catch2 counts as a pass.)
TEST_CASE("the matrix: batch marks a puzzle cut short by a limit, an interrupt drops it",
          "[robustness][cut-short]") {
  ScratchDir dir;
  for (const Way& way : ways()) {
    INFO(way.name);
    for (std::string mode : {"unique", "count"}) {
      // One worker, as solve has: with two, each gets half the memory, and the memory way's
      // puzzle is refused before it starts (an error line: too large to encode).
      Outcome o = run_cut(way,
                          {"batch", "-j", "1", "--mode", mode, "--from", "sudoku-line",
                           hard_puzzle(dir, way.name).string()},
                          dir);
      CHECK(o.status == way.status);
      if (way.signal) {  // a line cut short by an interrupt is not a result: --resume redoes it
        CHECK(o.out.empty());
        CHECK(o.err.find("interrupted after 0 puzzles of this run") != std::string::npos);
      } else {
        auto j = nlohmann::json::parse(o.out);
        j.erase("mode");  // the question asked ("unique"), not an answer
        CHECK_FALSE(states_an_answer(j.dump()));
        CHECK(j["status"] == "unknown");
        CHECK(j["stopped"] == way.stopped);
        if (mode == "count") CHECK(j["complete"] == false);
        CHECK(o.err.find("1 cut short by a limit") != std::string::npos);
      }
    }
  }
}

TEST_CASE("the matrix: unique --certify cut short writes no certificate",
          "[robustness][cut-short]") {
  ScratchDir dir;
  for (const Way& way : ways()) {
    const fs::path cert = dir.path() / ("cert-" + way.name);
    Outcome o = run_cut(way,
                        {"unique", "--certify", cert.string(), "--from", "sudoku-line",
                         hard_puzzle(dir, way.name).string()},
                        dir);
    check_stopped(way, o);
    CHECK(o.out == "unknown\n");
    CHECK((!fs::exists(cert) || fs::is_empty(cert)));
  }
}

TEST_CASE("the matrix: count stopped by --limit is an answer, 'at least N', exit 0",
          "[robustness][cut-short]") {
  ScratchDir dir;
  const fs::path empty = dir.write("empty.txt", std::string(81, '.') + "\n");
  Outcome plain =
      run_cut({}, {"count", "--limit", "5", "--from", "sudoku-line", empty.string()}, dir);
  CHECK(plain.status == 0);
  CHECK(plain.out == "at least 5\n");
  CHECK(plain.err == "gridsat: stopped counting at the limit (5)\n");
  Outcome pretty = run_cut(
      {}, {"count", "--limit", "5", "--format", "pretty", "--from", "sudoku-line", empty.string()},
      dir);
  CHECK(pretty.out == "at least 5 solutions\n");
  Outcome json = run_cut(
      {}, {"count", "--limit", "5", "--format", "json", "--from", "sudoku-line", empty.string()},
      dir);
  CHECK(json.status == 0);
  auto j = nlohmann::json::parse(json.out);
  CHECK(j["count"] == 5);
  CHECK(j["complete"] == false);
  CHECK(j["status"] == "multiple");  // true: five solutions were found
  CHECK_FALSE(j.contains("stopped"));
  Outcome batch = run_cut(
      {}, {"batch", "--mode", "count", "--limit", "5", "--from", "sudoku-line", empty.string()},
      dir);
  CHECK(batch.status == 0);
  auto b = nlohmann::json::parse(batch.out);
  CHECK(b["count"] == 5);
  CHECK(b["complete"] == false);
}

TEST_CASE("the reported defect: an empty 9x9 counted for a second is 'at least N', exit 3",
          "[robustness][cut-short]") {
  ScratchDir dir;
  const fs::path empty = dir.write("empty.txt", std::string(81, '.') + "\n");
  for (std::string format : {"plain", "json"}) {
    const std::vector<std::string> args = {"count", "--limit", "1000000000",  "--format",
                                           format,  "--from",  "sudoku-line", empty.string()};
    for (const Way& way : ways()) {
      if (way.name != "timeout" && way.name != "SIGINT") continue;
      INFO(format << " by " << way.name);
      Outcome o = run_cut(way, args, dir);
      check_stopped(way, o);
      long long found = -1;
      if (format == "plain") {
        REQUIRE(o.out.starts_with("at least "));
        found = std::stoll(o.out.substr(9));
      } else {
        auto j = nlohmann::json::parse(o.out);
        CHECK(j["status"] == "unknown");
        CHECK(j["complete"] == false);
        found = j["count"].get<long long>();
      }
      CHECK(found > 0);  // solutions were found: a lower bound, and said to be one
      CHECK(o.err.find("at least " + std::to_string(found) +
                       " solutions, the count is not complete") != std::string::npos);
    }
  }
}
