// Reading the shared sudoku sets and checking one puzzle with both backends (see sudoku_sets.hpp).
#include "data_sets/sudoku_sets.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <ctime>
#include <sstream>

#include "formats/formats.hpp"
#include "support/support.hpp"

namespace gridsat::test {

const std::vector<SetInfo>& all_sets() {
  static const std::vector<SetInfo> sets = {
      {"gecode-9x9.txt", 9},
      {"forum-hardest-1106.txt", 9},
      {"magictour-top1465.txt", 9},
      {"17-clue.txt", 9},
      {"forum-hardest-1905-11plus.txt", 9},
      {"serg-benchmark.txt", 9},
      {"large/blue-ultimate-16x16.txt", 16},
      {"large/gecode-16x16.txt", 16},
      {"large/tarek206-16x16.txt", 16},
      {"large/gecode-25x25.txt", 25},
  };
  return sets;
}

namespace {

// CPU time of this thread in ms: both backends run in this thread, and unlike the wall clock it
// does not count the time other processes take from a shared machine.
double thread_cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

}  // namespace

SudokuSet read_sudoku_set(const std::string& name, int side) {
  SudokuSet set;
  set.name = name;
  set.side = side;
  const fs::path path = shared_data() / "sudoku" / name;
  const std::vector<std::string> lines = lines_of(read_text(path));
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].empty() || lines[i][0] == '#') continue;
    INFO(name << " line " << i + 1);
    REQUIRE(lines[i].size() == static_cast<std::size_t>(side * side));
    set.cases.push_back(SetCase{static_cast<int>(i) + 1, lines[i], Verdict::Unique});
  }
  fs::path status_path = path;
  status_path.replace_extension(".status");
  if (fs::exists(status_path)) {
    std::vector<std::string> labels = lines_of(read_text(status_path));
    INFO(status_path.filename().string() << " has one label per puzzle");
    REQUIRE(labels.size() == set.cases.size());
    for (std::size_t i = 0; i < labels.size(); ++i)
      set.cases[i].expected = expected_verdict(labels[i]);
  }
  return set;
}

std::vector<SetCase> stride_sample(const std::vector<SetCase>& cases, std::size_t wanted) {
  if (cases.size() <= wanted || wanted == 0) return cases;
  std::vector<SetCase> sample;
  const std::size_t stride = cases.size() / wanted;
  for (std::size_t i = 0; sample.size() < wanted; i += stride) sample.push_back(cases[i]);
  return sample;
}

BackendRun run_backend(const Puzzle& puzzle, Backend backend, Verdict expected,
                       double timeout_seconds) {
  RunOptions options;
  options.backend = backend;
  options.limits.timeout_seconds = timeout_seconds;
  const double start = thread_cpu_ms();
  RunResult r = run(puzzle, Mode::Unique, options);
  BackendRun out;
  out.ms = thread_cpu_ms() - start;
  out.verdict = r.verdict;
  out.nodes = r.stats.nodes;
  out.solutions = std::move(r.solutions);
  if (r.internal_error) {
    out.problem = *r.internal_error;
  } else if (r.verdict != expected) {
    out.problem = "says " + std::string(verdict_name(r.verdict)) + ", expected " +
                  std::string(verdict_name(expected));
  } else {
    for (const Grid& g : out.solutions)
      if (auto v = check_solution(puzzle, g)) out.problem = "wrong answer: " + describe(*v);
  }
  return out;
}

CaseCheck check_case(const SudokuSet& set, const SetCase& c, double timeout_seconds) {
  CaseCheck check;
  ReadResult read = read_puzzle(c.text, "sudoku-line", "sudoku");
  if (read.error) {
    check.problem = "does not parse: " + read.error->message;
    return check;
  }
  const Puzzle& puzzle = *read.puzzle;
  if (puzzle.rows() != set.side || puzzle.cols() != set.side) {
    check.problem = "read as " + std::to_string(puzzle.rows()) + "x" +
                    std::to_string(puzzle.cols()) + ", not " + std::to_string(set.side) + "x" +
                    std::to_string(set.side);
    return check;
  }
  check.sat = run_backend(puzzle, Backend::Sat, c.expected, timeout_seconds);
  check.native = run_backend(puzzle, Backend::Native, c.expected, timeout_seconds);
  if (check.sat.problem) {
    check.problem = "sat backend " + *check.sat.problem;
  } else if (check.native.problem) {
    check.problem = "native backend " + *check.native.problem;
  } else if (c.expected == Verdict::Unique &&
             check.sat.solutions.front() != check.native.solutions.front()) {
    check.problem = "the backends found different solutions of a unique puzzle";
  } else if (c.expected == Verdict::Multiple &&
             (check.sat.solutions.size() != 2 || check.native.solutions.size() != 2)) {
    check.problem = "a backend said multiple without two solutions";
  }
  return check;
}

TimeSummary summarize(std::vector<double> ms) {
  TimeSummary s;
  if (ms.empty()) return s;
  std::sort(ms.begin(), ms.end());
  s.median = ms.size() % 2 ? ms[ms.size() / 2] : (ms[ms.size() / 2 - 1] + ms[ms.size() / 2]) / 2;
  s.worst = ms.back();
  for (double t : ms) s.total += t;
  return s;
}

}  // namespace gridsat::test
