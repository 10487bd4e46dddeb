// Signals and outputs: SIGINT / SIGTERM stop a running solve or batch cleanly (what is known is
// printed, the exit status is 128 + the signal); an interrupted `encode -o` leaves the old file
// or none, never part of one; a batch killed with SIGKILL is finished by --resume with exactly
// one result per input, in order, keeping what it had finished.
#include <signal.h>

#include <catch2/catch.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "process.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr double kSlow = 3;  // ASan: everything several times slower
#else
constexpr double kSlow = 1;
#endif

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The puzzle lines of a line file (no comments, no blank lines).
std::vector<std::string> puzzle_lines(const fs::path& path) {
  std::vector<std::string> lines;
  for (const std::string& line : lines_of(read_text(path)))
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  return lines;
}

// Hard 25x25 sudokus of the Gecode set (CaDiCaL takes seconds to minutes on lines 9 and 10).
fs::path hard_25x25_file(const ScratchDir& dir, int how_many) {
  auto lines = lines_of(read_text(shared_data() / "sudoku/large/gecode-25x25.txt"));
  REQUIRE(lines.size() >= 10);
  return dir.write("hard.txt", lines[8] + "\n" + (how_many > 1 ? lines[9] + "\n" : ""));
}

std::string empty_sudoku(int n) {
  std::string text = "sudoku " + std::to_string(n) + "\ngrid:\n";
  for (int r = 0; r < n; ++r) text += std::string(static_cast<std::size_t>(n), '.') + "\n";
  return text;
}

}  // namespace

TEST_CASE("SIGINT and SIGTERM stop a hard solve: 'unknown', exit 130 / 143",
          "[robustness][signal]") {
  ScratchDir dir;
  fs::path hard = hard_25x25_file(dir, 1);
  for (int sig : {SIGINT, SIGTERM}) {
    INFO("signal " << sig);
    Gridsat solve({"solve", "--from", "sudoku-line", "--format", "json", hard.string()},
                  dir.path());
    // Let it get into the search (reading and encoding take a fraction of a second).
    CHECK(solve.wait(1.0 * kSlow) == -1);
    solve.signal(sig);
    const double sent = solve.seconds_since_start();
    const int status = solve.wait(10 * kSlow);
    INFO("stdout: " << solve.out() << "stderr: " << solve.err());
    CHECK(status == 128 + sig);
    CHECK(solve.seconds_since_start() - sent <
          1.0 * kSlow);  // the solver stopped, not the watchdog
    auto json = nlohmann::json::parse(solve.out());
    CHECK(json["status"] == "unknown");
    CHECK(json["stopped"] == "interrupt");
    CHECK(solve.err() == std::string("gridsat: interrupted by ") +
                             (sig == SIGINT ? "SIGINT" : "SIGTERM") + ": the answer is unknown\n");
  }
}

TEST_CASE("SIGINT stops a long batch: the finished lines, in order, and exit 130",
          "[robustness][signal]") {
  ScratchDir dir;
  // Easy puzzles first, then the hard ones: the interrupt comes while a hard one is being solved.
  std::string text;
  auto easy = puzzle_lines(shared_data() / "sudoku/magictour-top1465.txt");
  for (int i = 0; i < 40; ++i) text += easy[static_cast<std::size_t>(i)] + "\n";
  text += read_text(hard_25x25_file(dir, 2));
  fs::path input = dir.write("many.txt", text);
  fs::path output = dir.path() / "out.jsonl";
  Gridsat batch(
      {"batch", "--from", "sudoku-line", "-j", "1", "-o", output.string(), input.string()},
      dir.path());
  REQUIRE(wait_until([&] { return lines_of(file_text(output)).size() >= 40; }, 30 * kSlow));
  batch.signal(SIGINT);
  CHECK(batch.wait(10 * kSlow) == 130);
  INFO("stderr: " << batch.err());
  auto lines = lines_of(file_text(output));
  CHECK(lines.size() == 40);  // the hard ones were cut short: no result, no half line
  for (std::size_t i = 0; i < lines.size(); ++i) {
    auto json = nlohmann::json::parse(lines[i]);
    CHECK(json["index"] == i);
    CHECK(json["status"] == "solved");
  }
  CHECK(batch.err().find("interrupted after 40 puzzles of this run; run again with --resume") !=
        std::string::npos);
}

TEST_CASE("an interrupted encode -o leaves the old file, complete, and no temporary file",
          "[robustness][signal][output]") {
  ScratchDir dir;
  // A 36x36 sudoku encoded pairwise: about 20 MB of DIMACS, long enough to be caught in the middle
  // of writing.
  fs::path puzzle = dir.write("big.gsp", empty_sudoku(36));
  auto temporary = [&]() -> std::optional<fs::path> {
    for (const auto& e : fs::directory_iterator(dir.path()))
      if (e.path().filename().string().starts_with(".out.cnf.")) return e.path();
    return std::nullopt;
  };
  for (int sig : {SIGINT, SIGTERM, SIGKILL}) {
    INFO("signal " << sig);
    fs::path target = dir.write("out.cnf", "the old file\n");
    Gridsat encode({"encode", "--amo", "pairwise", puzzle.string(), "-o", target.string()},
                   dir.path());
    // Wait for the temporary file to have some bytes: the writing has started.
    const bool writing = wait_until(
        [&] {
          std::error_code ec;
          auto t = temporary();
          return t && fs::file_size(*t, ec) > 0 && !ec;
        },
        30 * kSlow);
    if (!writing) WARN("the encoding finished before it could be interrupted");
    encode.signal(sig);
    const int status = encode.wait(10 * kSlow);
    if (writing) {
      CHECK(status == 128 + sig);
      CHECK(file_text(target) == "the old file\n");
    } else {
      // Done before the signal: then the new file is complete.
      CHECK(file_text(target).find("p cnf 46656 ") != std::string::npos);
    }
    if (sig != SIGKILL) CHECK(!temporary());  // SIGKILL cannot be cleaned up after...
  }
  // ... but the next write to the same file removes what a killed writer left, once it has not
  // changed for ten seconds.
  if (auto t = temporary())
    fs::last_write_time(*t, fs::file_time_type::clock::now() - std::chrono::minutes(1));
  // Uninterrupted, the same command writes the whole file.
  fs::path target = dir.path() / "out.cnf";
  Gridsat encode({"encode", "--amo", "pairwise", puzzle.string(), "-o", target.string()},
                 dir.path());
  CHECK(encode.wait(60 * kSlow) == 0);
  const std::string cnf = file_text(target);
  CHECK(cnf.find("p cnf 46656 ") != std::string::npos);
  CHECK(cnf.ends_with(" 0\n"));
  CHECK(!temporary());
}

TEST_CASE("batch killed with SIGKILL and resumed: one complete result per input, in order",
          "[robustness][output]") {
  ScratchDir dir;
  auto all = puzzle_lines(shared_data() / "sudoku/magictour-top1465.txt");
  std::string text;
  const std::size_t count = 400;
  for (std::size_t i = 0; i < count; ++i) text += all[i] + "\n";
  fs::path input = dir.write("puzzles.txt", text);
  fs::path output = dir.path() / "out.jsonl";
  std::vector<std::string> before;
  {
    Gridsat batch(
        {"batch", "--from", "sudoku-line", "-j", "2", "-o", output.string(), input.string()},
        dir.path());
    REQUIRE(wait_until([&] { return lines_of(file_text(output)).size() >= 20; }, 30 * kSlow));
    batch.signal(SIGKILL);
    CHECK(batch.wait(10) == 128 + SIGKILL);
    before = lines_of(file_text(output));
  }
  // The complete lines of the killed run (a last one may be cut in the middle).
  std::map<std::size_t, std::string> finished;
  for (const std::string& line : before) {
    try {
      auto json = nlohmann::json::parse(line);
      finished[json["index"].get<std::size_t>()] = line;
    } catch (const nlohmann::json::parse_error&) {
      CHECK(&line == &before.back());  // only the last line can be half written
    }
  }
  INFO("finished before the kill: " << finished.size() << " of " << count);
  CHECK(finished.size() < count);

  Gridsat resume({"batch", "--from", "sudoku-line", "-j", "2", "--resume", "-o", output.string(),
                  input.string()},
                 dir.path());
  REQUIRE(resume.wait(120 * kSlow) == 0);
  INFO("stderr: " << resume.err());
  CHECK(resume.err().find(std::to_string(finished.size()) + " already done") != std::string::npos);
  auto after = lines_of(file_text(output));
  REQUIRE(after.size() == count);
  for (std::size_t i = 0; i < count; ++i) {
    auto json = nlohmann::json::parse(after[i]);
    CHECK(json["index"] == i);
    CHECK(json["status"] == "solved");
    CHECK(json["id"] == input.string() + ":" + std::to_string(i + 1));
    if (finished.count(i)) CHECK(after[i] == finished[i]);  // kept as it was
  }
}
