// The two runs encodings measured on the bench set (benchmarks/instances/nonogram): every
// puzzle decided by the sat backend with each encoding and by the native backend, all `unique`,
// with the time of each (hidden: `test_nonogram "[.bench]"`; docs/nonogram.md has the figures).
// The normal run decides two generated 30x30 puzzles with both encodings.
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

#include "nonogram/nonogram_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

fs::path bench_sets() {
  return test_data().parent_path().parent_path() / "benchmarks/instances/nonogram";
}

// The puzzles of a set: the lines of the .txt files, or the .gsp files.
std::vector<std::string> puzzles_of(const std::string& set) {
  std::vector<std::string> out;
  for (const fs::path& f : files_in(bench_sets() / set, ".txt")) {
    std::istringstream in(read_text(f));
    std::string line;
    while (std::getline(in, line))
      if (line.starts_with("pattern:")) out.push_back(line);
  }
  for (const fs::path& f : files_in(bench_sets() / set, ".gsp")) {
    const std::string text = read_text(f);
    CHECK(gsp_status(text) == "unique");
    out.push_back(text);
  }
  return out;
}

// Seconds to decide the puzzle with `backend` (and for sat the runs encoding); requires unique.
double decide(const Nonogram& p, Backend backend, RunsEncoding encoding) {
  Nonogram q = p;
  q.runs_encoding = encoding;
  RunOptions options;
  options.backend = backend;
  const auto start = std::chrono::steady_clock::now();
  const RunResult r = run(q, Mode::Unique, options);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(r.verdict == Verdict::Unique);
  return seconds;
}

}  // namespace

TEST_CASE("generated 30x30 nonograms: unique with both runs encodings", "[nonogram][bench]") {
  const auto puzzles = puzzles_of("generated-30x30");
  REQUIRE(puzzles.size() >= 2);
  for (std::size_t i = 0; i < 2; ++i) {
    const auto p = read_nonogram(puzzles[i]);
    for (RunsEncoding encoding : kAllRunsEncodings) decide(*p, Backend::Sat, encoding);
  }
}

TEST_CASE("the bench set, both encodings and the native backend, timed", "[nonogram][.bench]") {
  for (const char* set : {"tatham", "generated-30x30", "generated-50x50", "hard-50x50"}) {
    double worst[3] = {0, 0, 0}, total[3] = {0, 0, 0};
    const auto puzzles = puzzles_of(set);
    for (const std::string& text : puzzles) {
      const auto p = read_nonogram(text);
      // The native backtracker is left out of the hard set (tens of seconds each: its line
      // solving has no look-ahead; docs/nonogram.md).
      const bool native = std::string(set) != "hard-50x50";
      const double t[3] = {decide(*p, Backend::Sat, RunsEncoding::Automaton),
                           decide(*p, Backend::Sat, RunsEncoding::Starts),
                           native ? decide(*p, Backend::Native, RunsEncoding::Starts) : 0.0};
      for (int k = 0; k < 3; ++k) {
        worst[k] = std::max(worst[k], t[k]);
        total[k] += t[k];
      }
    }
    const double n = static_cast<double>(puzzles.size());
    std::cout << set << " (" << puzzles.size() << " puzzles), mean / worst seconds: automaton "
              << total[0] / n << " / " << worst[0] << ", starts " << total[1] / n << " / "
              << worst[1] << ", native " << total[2] / n << " / " << worst[2] << "\n";
  }
}

// MiniZinc with Gecode on nonogram.mzn (the genre's model) for the first puzzles of each set,
// timed, its answer held against check (hidden: needs `minizinc`; docs/nonogram.md).
TEST_CASE("MiniZinc and Gecode on the bench set, timed", "[nonogram][.minizinc]") {
  const fs::path model =
      test_data().parent_path().parent_path() / "encoder/genres/nonogram/nonogram.mzn";
  const fs::path dzn = fs::temp_directory_path() / "gridsat-nonogram-bench.dzn";
  const fs::path out = fs::temp_directory_path() / "gridsat-nonogram-bench.out";
  for (const char* set : {"tatham", "generated-30x30", "generated-50x50", "hard-50x50"}) {
    const auto puzzles = puzzles_of(set);
    double worst = 0, total = 0;
    int runs = 0, timed_out = 0;
    for (std::size_t i = 0; i < puzzles.size() && runs < 3;
         i += std::max<std::size_t>(1, puzzles.size() / 3), ++runs) {
      const auto p = read_nonogram(puzzles[i]);
      {
        std::ofstream f(dzn);
        f << p->minizinc_data();
      }
      const std::string command = "timeout 60 minizinc --solver gecode '" + model.string() + "' '" +
                                  dzn.string() + "' > '" + out.string() + "' 2>/dev/null";
      const auto start = std::chrono::steady_clock::now();
      const int status = std::system(command.c_str());
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (WEXITSTATUS(status) == 124) {
        ++timed_out;
        continue;
      }
      std::istringstream in(read_text(out));
      Grid g(p->height, p->width);
      for (int& v : g.cells) in >> v;
      CHECK_FALSE(check_solution(*p, g).has_value());
      worst = std::max(worst, seconds);
      total += seconds;
    }
    std::cout << set << ": MiniZinc+Gecode solve, " << runs << " puzzles, mean / worst seconds "
              << total / std::max(1, runs - timed_out) << " / " << worst
              << ", over 60 s: " << timed_out << "\n";
  }
}
