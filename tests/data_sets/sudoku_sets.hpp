// The sudoku instance sets of data/sudoku (sudoku-line files, one puzzle per line, with an
// optional `.status` twin holding one label per puzzle line; without it every puzzle is unique),
// and the check that runs one puzzle through both backends and compares what they say.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "driver/engine.hpp"

namespace gridsat::test {

struct SetCase {
  int line = 0;  // 1-based line in the set file
  std::string text;
  Verdict expected = Verdict::Unique;
};

struct SudokuSet {
  std::string name;  // path under data/sudoku, e.g. "large/gecode-25x25.txt"
  int side = 0;      // 9, 16 or 25: every puzzle of the set has this size
  std::vector<SetCase> cases;
};

// Every set this test program knows, by name and side.
struct SetInfo {
  const char* name;
  int side;
};
const std::vector<SetInfo>& all_sets();

// Reads a set and its status twin; fails the test when the file or its twin is malformed.
SudokuSet read_sudoku_set(const std::string& name, int side);

// Every puzzle when the set holds at most `wanted`; otherwise `wanted` of them taken at a fixed
// stride from the first, so that the sample is the same on every run and spread over the file.
std::vector<SetCase> stride_sample(const std::vector<SetCase>& cases, std::size_t wanted);

// What one backend said about one puzzle.
struct BackendRun {
  Verdict verdict = Verdict::Unknown;
  double ms = 0;  // CPU time of run() in this thread: encoding (or rules) plus search
  long long nodes = 0;
  std::vector<Grid> solutions;
  std::optional<std::string> problem;  // set when the answer is wrong or broke the rules
};

// Decides uniqueness with one backend, then checks the verdict against `expected` and every
// answer against the rules.
BackendRun run_backend(const Puzzle& puzzle, Backend backend, Verdict expected,
                       double timeout_seconds);

// Both backends on one puzzle. `problem` is empty when both gave the expected verdict, their
// answers pass the rules and, for a unique puzzle, they found the same solution.
struct CaseCheck {
  BackendRun sat;
  BackendRun native;
  std::optional<std::string> problem;
};
CaseCheck check_case(const SudokuSet& set, const SetCase& c, double timeout_seconds);

// Median and worst of a list of times (ms); 0 for an empty list.
struct TimeSummary {
  double median = 0;
  double worst = 0;
  double total = 0;
};
TimeSummary summarize(std::vector<double> ms);

}  // namespace gridsat::test
