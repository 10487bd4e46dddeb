// The bad-input corpus (tests/data/bad): every file is run through `gridsat solve` and must give
// the exit status and the exact one-line message its line in tests/data/bad/EXPECTED names, with
// nothing on standard output, quickly. Every file needs a line, so the corpus cannot grow untested.
//
// EXPECTED: one line per file, `name<TAB>status<TAB>stderr line[<TAB>options]`, `#` lines are
// comments. FILE in the stderr line stands for the path the test passes; options (space-separated)
// go before it (e.g. `--from sudoku-line` for a format that is not detected). A file whose puzzle
// is well formed but has no solution expects status 1, an empty message, and `no solution` on
// standard output.
#include <catch2/catch.hpp>
#include <chrono>
#include <map>
#include <set>
#include <sstream>

#include "cli/cli_support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

struct Expectation {
  std::string file;
  int status = 0;
  std::string message;
  std::vector<std::string> options;
  int line = 0;  // in EXPECTED
};

fs::path corpus() {
  return test_data() / "bad";
}

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::string part;
  std::istringstream in(text);
  while (std::getline(in, part, separator)) parts.push_back(part);
  if (!text.empty() && text.back() == separator) parts.emplace_back();
  return parts;
}

std::vector<Expectation> read_manifest() {
  std::vector<Expectation> out;
  std::istringstream in(read_text(corpus() / "EXPECTED"));
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    INFO("EXPECTED:" << number << ": " << line);
    auto fields = split(line, '\t');
    REQUIRE((fields.size() == 3 || fields.size() == 4));
    Expectation e;
    e.file = fields[0];
    e.status = std::stoi(fields[1]);
    e.message = fields[2];
    e.line = number;
    if (fields.size() == 4) {
      std::istringstream options(fields[3]);
      for (std::string option; options >> option;) e.options.push_back(option);
    }
    out.push_back(std::move(e));
  }
  return out;
}

std::string with_path(std::string message, const std::string& path) {
  auto at = message.find("FILE");
  if (at != std::string::npos) message.replace(at, 4, path);
  return message;
}

}  // namespace

TEST_CASE("every file of the bad-input corpus gets its status and exact message",
          "[cli][bad-input]") {
  auto manifest = read_manifest();
  REQUIRE(manifest.size() >= 40);
  for (const Expectation& e : manifest) {
    std::string path = (corpus() / e.file).string();
    INFO("EXPECTED:" << e.line << ": " << e.file);
    std::vector<std::string> args = {"solve"};
    args.insert(args.end(), e.options.begin(), e.options.end());
    args.push_back(path);
    auto start = std::chrono::steady_clock::now();
    CliRun run = run_cli(args);
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    INFO("stdout: " << run.out << "stderr: " << run.err);
    CHECK(run.status == e.status);
    CHECK(seconds < 5);  // refused or answered at once, even for N = 10000
    if (e.status >= 64) {
      CHECK(e.message.starts_with("gridsat: FILE"));
      CHECK(run.out.empty());
      CHECK(run.err == with_path(e.message, path) + "\n");
    } else {
      CHECK(e.message.empty());
      CHECK(run.err.empty());
      if (e.status == 1) CHECK(run.out == "no solution\n");
    }
  }
}

TEST_CASE("every file of the bad-input corpus has exactly one line in EXPECTED",
          "[cli][bad-input]") {
  std::map<std::string, int> lines;
  for (const Expectation& e : read_manifest()) {
    INFO("EXPECTED:" << e.line << ": " << e.file);
    CHECK(++lines[e.file] == 1);
    CHECK(fs::is_regular_file(corpus() / e.file));
  }
  for (const auto& entry : fs::directory_iterator(corpus())) {
    std::string name = entry.path().filename().string();
    if (name == "EXPECTED") continue;
    INFO(name << " is in tests/data/bad but not in EXPECTED");
    CHECK(lines.count(name) == 1);
  }
}

TEST_CASE("bad data on standard input is reported the same way", "[cli][bad-input]") {
  // Every fourth file: the path makes no difference to the readers, only to the message's name.
  int index = 0;
  for (const Expectation& e : read_manifest()) {
    if (e.status < 64 || !e.options.empty() || index++ % 4 != 0) continue;
    INFO(e.file);
    CliRun run = run_cli({"solve"}, read_text(corpus() / e.file));
    CHECK(run.status == e.status);
    CHECK(run.out.empty());
    CHECK(run.err == with_path(e.message, "<stdin>") + "\n");
  }
}

TEST_CASE("huge inputs are refused quickly", "[cli][bad-input]") {
  auto quick = [](const std::vector<std::string>& args, const std::string& input) {
    auto start = std::chrono::steady_clock::now();
    CliRun run = run_cli(args, input);
    CHECK(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() < 5);
    CHECK(run.out.empty());
    return run;
  };
  // A sudoku-line of a million cells: a 1000x1000 sudoku.
  CliRun line = quick({"solve", "--from", "sudoku-line"}, std::string(1000 * 1000, '.') + "\n");
  CHECK(line.status == 65);
  CHECK(line.err ==
        "gridsat: <stdin>:1:1: a sudoku line of 1000000 cells is a 1000x1000 sudoku; one "
        "character per value (1-9, A-Z) reaches only 35x35\n");
  // A native header of size 10000 followed by its 10000 rows of 10000 cells would be 200 MB: the
  // header alone is refused, the rows are never looked at.
  CliRun header = quick({"unique"}, "sudoku 10000\ngrid:\n" + std::string(1 << 20, '.') + "\n");
  CHECK(header.status == 65);
  CHECK(header.err == "gridsat: <stdin>:1:8: sudoku size 10000 is too large\n");
  // More than 64 MiB is not read at all.
  CliRun big = quick({"solve"}, std::string((64 << 20) + 1, ' '));
  CHECK(big.status == 65);
  CHECK(big.err == "gridsat: <stdin>: input is larger than 64 MiB\n");
}
