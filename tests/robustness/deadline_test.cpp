// A limit that always holds (README, "When work is cut short"): --timeout ends every command
// within max(1 s, 5% of the timeout) of its deadline and SIGINT / SIGTERM within about a second,
// whatever phase the work is in and however slow one step of it is, and what is printed is the
// unknown answer in the output's form, standard error saying why, the exit status 3 or 128 + the
// signal.
//
// The giant instance: a 64x64 sudoku without givens (3 million clauses). CaDiCaL spends seconds
// at a time on it in garbage collections that do not ask its terminator: before the alarm and
// the watchdog, --timeout 1 ended it after 10 s (the 49x49 after 4 s), and SIGTERM after up to
// 1.5 s. An input that never ends is the slowest reading there is. It depends on no genre's
// encoding staying slow: the sudoku encoding is as small as it gets, the time is CaDiCaL's. A
// --backend external whose solver never answers is the other slow step. But the blank 64x64
// solves in about a second on a quiet machine, before a one-second deadline: solve and unique
// run on a random 25 x 25 nurikabe that they do not finish (tests/data), count on the sudoku
// (more solutions than any limit), analyze, hint and rate on the sudoku (their many solver calls
// outlast the deadline).
//
// Wall time is measured around the process. A machine busier than its cores (parallel tests,
// builds) delays any process, so each run may take half a second more per core's worth of
// processes waiting for one, and the best of three counts. The sanitizer build runs the same
// code about three times slower: it gets one second more (its watchdog fires at the same time,
// but reading, encoding and exiting are slower).
#include <signal.h>

#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>
#include <thread>

#include "process.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

double load_average() {
  std::ifstream in("/proc/loadavg");
  double load = 0;
  in >> load;
  return load;
}

// How late a run may end, past the bound the README promises.
double slack() {
  const double cores = std::thread::hardware_concurrency();
  const double load = load_average();
  return 0.2 + (load > cores ? 0.5 * load / cores : 0) + (kSanitized ? 1.0 : 0);
}

// 64x64 (0.8 GB when solved to the end); 49x49 under the sanitizers, whose shadow memory would
// double that.
fs::path giant_sudoku(const ScratchDir& dir) {
  const int n = kSanitized ? 49 : 64;
  std::string text = "sudoku " + std::to_string(n) + "\ngrid:\n";
  for (int r = 0; r < n; ++r) text += std::string(static_cast<std::size_t>(n), '.') + "\n";
  return dir.write("giant.gsp", text);
}

// A giant that solve and unique cannot finish: a random 25 x 25 nurikabe (tests/data; its
// default solve finds no answer in 15 s). A blank sudoku solves in about a second on a quiet
// machine, and a solve that finishes before its deadline is no test of the deadline.
fs::path giant_nurikabe() {
  return test_data() / "giant-nurikabe-25x25.gsp";
}

struct Ended {
  int status = -1;
  double seconds = 0;  // from the start (--timeout) or from the signal
  std::string out, err;
};

// Runs `args` with --timeout `timeout`; the best of three runs that ended past the bound.
Ended with_timeout(std::vector<std::string> args, double timeout, const ScratchDir& dir) {
  args.insert(args.end(), {"--timeout", std::to_string(timeout)});
  const double bound = timeout + std::max(1.0, 0.05 * timeout);
  Ended best;
  best.seconds = 1e9;
  for (int attempt = 0; attempt < 3 && best.seconds >= bound + slack(); ++attempt) {
    Gridsat run(args, dir.path());
    const int status = run.wait(timeout + 60);
    const double seconds = run.seconds_since_start();
    if (seconds < best.seconds) best = {status, seconds, run.out(), run.err()};
  }
  return best;
}

// Sends `sig` `after` seconds into the run of `args`.
Ended with_signal(const std::vector<std::string>& args, int sig, double after,
                  const ScratchDir& dir) {
  Gridsat run(args, dir.path());
  REQUIRE(run.wait(after) == -1);  // still working
  run.signal(sig);
  const double sent = run.seconds_since_start();
  const int status = run.wait(60);
  return {status, run.seconds_since_start() - sent, run.out(), run.err()};
}

}  // namespace

TEST_CASE("the time limit holds on a giant instance: solve, unique and count in every output form",
          "[robustness][limits][deadline]") {
  ScratchDir dir;
  const fs::path giant = giant_sudoku(dir);
  const double timeout = 1;
  struct Form {
    std::string command, format;
    std::function<void(const std::string&)> check;  // standard output
  };
  const std::vector<Form> forms = {
      {"solve", "json",
       [](const std::string& out) {
         const auto json = nlohmann::json::parse(out);
         CHECK(json["status"] == "unknown");
         CHECK(json["stopped"] == "timeout");
       }},
      {"unique", "plain", [](const std::string& out) { CHECK(out == "unknown\n"); }},
      {"count", "pretty", [](const std::string& out) { CHECK(out.starts_with("at least ")); }},
      {"solve", "svg",
       [](const std::string& out) {
         CHECK((out.starts_with("<svg") || out.starts_with("<?xml")));
         CHECK(out.find("stopped (timeout)") != std::string::npos);
         CHECK(out.ends_with("</svg>\n"));
       }},
  };
  for (const Form& form : sample_of(forms, 2)) {
    INFO(form.command << " --format " << form.format);
    // count goes on past every solution (the blank sudoku has more than any limit); solve and
    // unique need a puzzle they cannot finish.
    const fs::path puzzle = form.command == "count" ? giant : giant_nurikabe();
    const Ended e =
        with_timeout({form.command, "--format", form.format, puzzle.string()}, timeout, dir);
    INFO("ended after " << e.seconds << " s (slack " << slack() << " s); stderr: " << e.err);
    CHECK(e.status == 3);
    CHECK(e.seconds < timeout + 1 + slack());
    form.check(e.out);
    CHECK(e.err.starts_with("gridsat: stopped by the time limit (--timeout 1 s): "));
  }
}

TEST_CASE("the time limit holds on a giant instance: analyze, hint and rate say status unknown",
          "[robustness][limits][deadline]") {
  ScratchDir dir;
  const fs::path giant = giant_sudoku(dir);
  const std::vector<std::string> commands = {"analyze", "hint", "rate"};
  for (const std::string& command : sample_of(commands, 1)) {
    INFO(command);
    const Ended e = with_timeout({command, "--format", "json", giant.string()}, 1, dir);
    INFO("ended after " << e.seconds << " s; stderr: " << e.err);
    CHECK(e.status == 3);
    CHECK(e.seconds < 2 + slack());
    const auto json = nlohmann::json::parse(e.out);
    CHECK(json["status"] == "unknown");
    CHECK(json["stopped"] == "timeout");
    CHECK(e.err.starts_with("gridsat: stopped by the time limit (--timeout 1 s): "));
  }
}

TEST_CASE("SIGINT and SIGTERM end a giant solve within a second, the unknown answer printed",
          "[robustness][signal][deadline]") {
  ScratchDir dir;
  const fs::path giant = giant_nurikabe();
  for (int sig : {SIGTERM, SIGINT}) {
    INFO("signal " << sig);
    // A second in: the puzzle is encoded and CaDiCaL busy with it.
    const Ended e =
        with_signal({"unique", "--format", "json", giant.string()}, sig, kSanitized ? 2 : 1, dir);
    INFO("ended " << e.seconds << " s after the signal; stderr: " << e.err);
    CHECK(e.status == 128 + sig);
    CHECK(e.seconds < 1 + slack());
    const auto json = nlohmann::json::parse(e.out);
    CHECK(json["status"] == "unknown");
    CHECK(json["stopped"] == "interrupt");
    CHECK(e.err == std::string("gridsat: interrupted by ") +
                       (sig == SIGINT ? "SIGINT" : "SIGTERM") + ": the answer is unknown\n");
  }
}

TEST_CASE("the time limit and SIGINT hold while the puzzle is still being read",
          "[robustness][limits][signal][deadline]") {
  // An input that never ends (a pipe nobody writes to): nothing to print but the reason.
  ScratchDir dir;
  {
    Gridsat timed({"solve", "--format", "json", "--timeout", "1"}, dir.path(), 0, true);
    const int status = timed.wait(30);
    const double seconds = timed.seconds_since_start();
    INFO("ended after " << seconds << " s; stderr: " << timed.err());
    CHECK(status == 3);
    CHECK(seconds < 2 + slack());
    CHECK(timed.out().empty());
    CHECK(timed.err() ==
          "gridsat: stopped by the time limit (--timeout 1 s): the puzzle was not read\n");
  }
  {
    Gridsat interrupted({"unique", "--format", "json"}, dir.path(), 0, true);
    REQUIRE(interrupted.wait(0.3) == -1);
    interrupted.signal(SIGINT);
    const double sent = interrupted.seconds_since_start();
    const int status = interrupted.wait(30);
    const double seconds = interrupted.seconds_since_start() - sent;
    INFO("ended " << seconds << " s after SIGINT; stderr: " << interrupted.err());
    CHECK(status == 130);
    CHECK(seconds < 1 + slack());
    CHECK(interrupted.out().empty());
    CHECK(interrupted.err() == "gridsat: interrupted by SIGINT: the puzzle was not read\n");
  }
}

// A reader that stops reading: standard output a pipe nobody reads, full after 64 KB. generate
// writes puzzle after puzzle and blocks in the middle of one; solve --format svg blocks in its
// final answer (a blank 60 x 60 light up, solved at once, 770 KB of SVG). Before the watchdog
// gave up on a blocked output, both ran until the reader went away.
TEST_CASE("the time limit and SIGTERM hold while nobody reads standard output",
          "[robustness][limits][signal][deadline]") {
  ScratchDir dir;
  const fs::path blank = dir.path() / "blank-lightup.gsp";
  {
    std::ofstream out(blank);
    out << "lightup 60x60\ngrid:\n";
    for (int r = 0; r < 60; ++r) out << std::string(60, '.') << "\n";
  }
  const std::vector<std::vector<std::string>> runs = {
      {"generate", "--type", "sudoku", "--size", "4", "--count", "1000000"},
      {"solve", "--format", "svg", blank.string()}};
  for (std::vector<std::string> args : runs) {
    INFO(args.front());
    args.insert(args.end(), {"--timeout", "1"});
    Gridsat timed(args, dir.path(), 0, false, true);
    const int status = timed.wait(30);
    const double seconds = timed.seconds_since_start();
    INFO("ended after " << seconds << " s; stderr: " << timed.err());
    CHECK(status == 3);
    CHECK(seconds < 2 + slack());
    CHECK(timed.err().find("stopped by the time limit (--timeout 1 s)") != std::string::npos);
  }
  Gridsat interrupted(runs.front(), dir.path(), 0, false, true);
  REQUIRE(interrupted.wait(kSanitized ? 2 : 1) == -1);  // blocked on its output by now
  interrupted.signal(SIGTERM);
  const double sent = interrupted.seconds_since_start();
  const int status = interrupted.wait(30);
  const double seconds = interrupted.seconds_since_start() - sent;
  INFO("ended " << seconds << " s after SIGTERM; stderr: " << interrupted.err());
  CHECK(status == 143);
  CHECK(seconds < 1 + slack());
  CHECK(interrupted.err().find("interrupted by SIGTERM") != std::string::npos);
}

TEST_CASE("the time limit and SIGTERM stop an external solver that never answers",
          "[robustness][limits][deadline]") {
  ScratchDir dir;
  const std::string blank = std::string(81, '.') + "\n";
  const fs::path puzzle = dir.write("blank.txt", blank);
  const std::vector<std::string> args = {"solve",    "--backend", "external", "--solver",
                                         "sleep 60", "--format",  "json",     puzzle.string()};
  const Ended timed = with_timeout(args, 1, dir);
  INFO("ended after " << timed.seconds << " s; stderr: " << timed.err);
  CHECK(timed.status == 3);
  CHECK(timed.seconds < 2 + slack());
  CHECK(nlohmann::json::parse(timed.out)["stopped"] == "timeout");
  const Ended signalled = with_signal(args, SIGTERM, 0.5, dir);
  INFO("ended " << signalled.seconds << " s after SIGTERM; stderr: " << signalled.err);
  CHECK(signalled.status == 143);
  CHECK(signalled.seconds < 1 + slack());
  CHECK(nlohmann::json::parse(signalled.out)["stopped"] == "interrupt");
}

TEST_CASE("batch holds each puzzle's time limit while it is encoded and loaded into the solver",
          "[robustness][limits][deadline]") {
  // tests/data's random 40x57 nurikabe takes a quarter second to encode and two seconds to load
  // into CaDiCaL, neither a search: the limit cuts both.
  ScratchDir dir;
  const double timeout = 0.3;
  const std::string puzzle = (test_data() / "random-nurikabe-40x57.gsp").string();
  for (const std::string connectivity : {"auto", "static"}) {
    INFO("--connectivity " << connectivity);
    const Ended e = with_timeout(
        {"batch", "-j", "1", "--mode", "unique", "--connectivity", connectivity, puzzle}, timeout,
        dir);
    INFO("ended after " << e.seconds << " s (slack " << slack() << " s); stderr: " << e.err);
    CHECK(e.status == 3);
    CHECK(e.seconds < timeout + 1 + slack());
    const auto json = nlohmann::json::parse(e.out);
    CHECK(json["status"] == "unknown");
    CHECK(json["stopped"] == "timeout");
  }
}
