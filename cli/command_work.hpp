// The work of the commands apart from their options and their printing: what the command line
// and the HTTP server (serve_api.cpp) both run, so that they answer alike, with the same checks
// and the same JSON.
#pragma once

#include <new>
#include <nlohmann/json.hpp>
#include <string>

#include "common.hpp"
#include "setter/setter.hpp"

namespace gridsat::cli {

// The options of solve, unique and count, as the command line takes them (count: --limit,
// unique: --certify DIR, solve and unique: --explain), and the run they ask for, checked (a
// usage error, 64) before any input is read; `certify`: a certificate is wanted, which needs the
// sat backend.
struct SolveArgs {
  CommonOptions common;
  long long limit = 1000;
  int threads = 0;  // solvers raced (0: automatic; driver/portfolio.hpp)
  int member = -1;  // only this member of the race (RunOptions::member)
  std::string certify_dir;
  bool explain = false;  // solve, unique: explain a puzzle without a solution
};
void add_solve_options(po::options_description& desc, Mode mode, SolveArgs& args);
RunOptions solve_run_options(Mode mode, const SolveArgs& args, bool certify);

// --explain on a puzzle without a solution: its contradiction within `run`'s limits (status
// None, or Unknown when cut short); an explanation that finds a solution is CliError 70.
Explanation explain_puzzle(const Puzzle& puzzle, const RunOptions& run);

// solve, unique and count on a read puzzle.
struct SolveWork {
  Mode mode = Mode::Solve;
  RunOptions options;
  bool cross_check = false;  // the other backend must give the same verdict
  bool paranoid = false;     // and the same solution of a unique puzzle
  std::string input_name;    // how messages name the puzzle
  int share = 1;             // encodings running at once, sharing the memory
};
// Refuses (CliError 65) a puzzle whose CNF would not fit in memory, runs it, and turns a broken
// answer or a cross-check that fails into CliError 70.
RunResult solve_puzzle(const Puzzle& puzzle, const SolveWork& work);

// `--format svg` of a result: the puzzle, then each solution shown (two for "more than one",
// the cells where they differ shaded), a caption when the grids alone would mislead.
std::string result_svg(const Puzzle& puzzle, Mode mode, const RunResult& result);

// The setter's answer (Analysis, Hint, Rating) of `work`, or when memory ran out one that says
// so (StopReason::Memory).
template <class Answer, class Work>
Answer unless_out_of_memory(Work&& work) {
  try {
    return work();
  } catch (const std::bad_alloc&) {
    Answer stopped{};
    stopped.stopped = StopReason::Memory;
    return stopped;
  }
}

// analyze's options, as the command line takes them.
void add_analyze_options(po::options_description& desc, CommonOptions& options);
// analyze on a read puzzle (memory refused as solve_puzzle does; running out of it mid-way is
// a stop, StopReason::Memory), CLI.md's JSON of its answer, and what it decided as a grid to
// draw: a unique puzzle's solution, or the givens and the forced cells (edges of a loop), the
// rest unknown.
Analysis analyze_puzzle(const Puzzle& puzzle, const RunOptions& run, const std::string& input_name,
                        int share = 1);
nlohmann::ordered_json analysis_json(const Puzzle& puzzle, const Analysis& analysis);
Grid decided_grid(const Puzzle& puzzle, const Analysis& analysis);

// hint's options (`state`: --state's file) and rate's, as the command line takes them.
void add_hint_options(po::options_description& desc, CommonOptions& options, std::string& state);
void add_rate_options(po::options_description& desc, CommonOptions& options);
// The cells filled so far, read from `in` (read_partial's grid; a CliError 65 at its line and
// column when it is not one of this puzzle).
Grid read_state(const Puzzle& puzzle, const Input& in);
// hint and rate on a read puzzle, memory as analyze_puzzle; `state`: the filled cells (an
// empty grid: none). hint_json and rating_json (setter_json.hpp) write their answers.
Hint hint_puzzle(const Puzzle& puzzle, const RunOptions& run, const Grid& state,
                 const std::string& input_name, int share = 1);
Rating rate_puzzle(const Puzzle& puzzle, const RunOptions& run, const std::string& input_name,
                   int share = 1);
// `--format svg` of a hint: the givens, the filled cells and the hint's value, the hint's cell on
// a green ground and what it rests on on a yellow one.
std::string hint_svg(const Puzzle& puzzle, const Grid& state, const Hint& hint);

// convert's options, as the command line takes them: --to and -o besides the input's.
void add_convert_options(po::options_description& desc, CommonOptions& options, std::string& to,
                         std::string& output);
// convert's --to: a usage error (64) unless a writable format, svg or pretty.
void check_convert_target(const std::string& to);
// convert: the puzzle written in `to` (a writable format; or svg or pretty, a picture of the
// puzzle alone, "no solution" under it when a short solve within `limits` proves it has none).
// An unknown `to` is a usage error (64), a puzzle the format cannot say a data error (65).
std::string converted(const Puzzle& puzzle, const std::string& to, const Limits& limits, bool color,
                      const std::string& input_name);

}  // namespace gridsat::cli
