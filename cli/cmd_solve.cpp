// solve, unique and count: one puzzle through the chosen backend, every answer checked.
#include <iostream>

#include "certify.hpp"
#include "command_work.hpp"
#include "common.hpp"
#include "driver/portfolio.hpp"
#include "memory_limit.hpp"
#include "output.hpp"
#include "setter/setter.hpp"
#include "setter_json.hpp"
#include "svg.hpp"

namespace gridsat::cli {
namespace {

const char* mode_name(Mode mode) {
  switch (mode) {
    case Mode::Solve:
      return "solve";
    case Mode::Unique:
      return "unique";
    case Mode::Count:
      return "count";
  }
  return "solve";
}

// The exit status of an answer (work cut short is report_stop's): count reaching --limit is an
// answer too ("at least N").
int exit_status(Mode mode, const RunResult& r) {
  switch (mode) {
    case Mode::Solve:
      return r.verdict == Verdict::None ? 1 : 0;
    case Mode::Unique:
      return r.verdict == Verdict::None ? 1 : r.verdict == Verdict::Multiple ? 2 : 0;
    case Mode::Count:
      return 0;
  }
  return 0;
}

std::string backend_name(Backend backend) {
  switch (backend) {
    case Backend::Sat:
      return "sat";
    case Backend::Native:
      return "native";
    case Backend::External:
      return "external";
  }
  return "sat";
}

// Runs the sat and native backends and fails when their verdicts differ; `paranoid` also
// requires the same solution of a unique puzzle.
void cross_check(const Puzzle& puzzle, Mode mode, const RunOptions& options, const RunResult& first,
                 bool paranoid) {
  RunOptions other = options;
  other.backend = options.backend == Backend::Native ? Backend::Sat : Backend::Native;
  // The second backend runs within what is left of --timeout (it bounds the whole command); cut
  // short, it checks nothing and the first backend's answer, checked, stands.
  RunResult second = run(puzzle, mode, other);
  if (second.internal_error) throw CliError{kSoftware, "cross-check: " + *second.internal_error};
  if (first.verdict == Verdict::Unknown || second.verdict == Verdict::Unknown) return;
  bool same =
      first.verdict == second.verdict && (mode != Mode::Count || !first.count_complete ||
                                          !second.count_complete || first.count == second.count);
  if (!same)
    throw CliError{kSoftware, "cross-check failed: the " + backend_name(options.backend) +
                                  " backend says " + std::string(verdict_name(first.verdict)) +
                                  ", the " + backend_name(other.backend) + " backend says " +
                                  std::string(verdict_name(second.verdict))};
  if (paranoid && first.verdict == Verdict::Unique &&
      first.solutions.front() != second.solutions.front())
    throw CliError{kSoftware,
                   "cross-check failed: the backends found different solutions of a "
                   "unique puzzle"};
}

// A puzzle without a solution with --explain: the result as print_result writes it, and the
// clues that cannot hold together (highlighted in pretty and SVG, listed in text, JSON's
// `contradiction`).
void print_explained(std::ostream& out, const std::string& format, const Puzzle& puzzle, Mode mode,
                     const RunResult& result, const Explanation& e, bool color) {
  const Highlight highlight = clue_highlight(puzzle, e.contradiction);
  if (format == "json") {
    nlohmann::json j = result_json(puzzle, mode, result);
    j["contradiction"] = contradiction_json(puzzle, e);
    out << j.dump() << "\n";
    return;
  }
  if (format == "svg") {
    out << render_svg(puzzle, {},
                      std::string(puzzle.type()) + " " + puzzle.header_options() + ": none",
                      "no solution", &highlight);
    return;
  }
  const bool pretty = format == "pretty";
  if (pretty) out << pretty_grid(puzzle, puzzle.givens(), nullptr, color, &highlight);
  out << "no solution\n";
  out << "contradiction: " << e.contradiction.size();
  if (pretty)
    out << (e.contradiction.empty() ? " (the rules alone have no solution)"
                                    : " clues that cannot hold together (each needed)");
  out << "\n";
  for (const Clue& clue : e.contradiction) out << "  " << puzzle.describe_clue(clue) << "\n";
}

}  // namespace

Explanation explain_puzzle(const Puzzle& puzzle, const RunOptions& run) {
  Explanation e = explain(puzzle, ExplainOptions{run.encode, run.limits});
  if (e.status == Verdict::Solved)
    throw CliError{kSoftware, "internal error: --explain found a solution of a puzzle without one"};
  return e;
}

RunResult solve_puzzle(const Puzzle& puzzle, const SolveWork& work) {
  const RunOptions& options = work.options;
  const bool cross = work.cross_check || work.paranoid;
  if (options.backend != Backend::Native || cross)
    require_fits_in_memory(puzzle, options.encode, work.input_name, work.share);
  RunResult result = run(puzzle, work.mode, options);
  if (result.internal_error) throw CliError{kSoftware, "internal error: " + *result.internal_error};
  const bool interrupted = options.limits.interrupt && options.limits.interrupt->load();
  if (cross && !interrupted) cross_check(puzzle, work.mode, options, result, work.paranoid);
  return result;
}

void add_solve_options(po::options_description& desc, Mode mode, SolveArgs& args) {
  CommonOptions& o = args.common;
  desc.add_options()("file", po::value(&o.file), "the puzzle (default: standard input)");
  o.add_input(desc);
  o.add_output(desc);
  o.add_solving(desc);
  desc.add_options()("threads,j", po::value(&args.threads)->default_value(0),
                     "sat backend: race N differently tuned solvers on N threads, the first "
                     "answer wins (at most 64; past the cores they share them); 0 (the "
                     "default): for solve, 2 on a machine of 2 cores or more for a puzzle of "
                     "400 cells or more (20x20), else 1; 1 is deterministic (with more a "
                     "puzzle of several solutions may print any solver's)")(
      "member", po::value(&args.member)->default_value(-1),
      "sat backend: run only member K (from 0) of the -j race, on one thread: how "
      "scripts/portfolio-scaling measures a race of more solvers than the machine has cores");
  if (mode == Mode::Count)
    desc.add_options()("limit", po::value(&args.limit)->default_value(1000), "stop counting at N");
  if (mode == Mode::Unique)
    desc.add_options()("certify", po::value(&args.certify_dir),
                       "write a certificate to DIR: for a unique puzzle of its uniqueness "
                       "(puzzle.cnf, proof.drat, puzzle.gsp, solution.txt), for a puzzle without "
                       "a solution that it has none (the same without solution.txt); check it "
                       "with 'gridsat verify DIR'");
  if (mode != Mode::Count)
    desc.add_options()("explain", po::bool_switch(&args.explain),
                       "for a puzzle without a solution, a minimal set of its clues and givens "
                       "that cannot hold together (each needed: without any one of them the rest "
                       "has a solution), listed and highlighted");
}

RunOptions solve_run_options(Mode mode, const SolveArgs& args, bool certify) {
  if (mode == Mode::Count && args.limit < 1) throw CliError{kUsage, "--limit must be at least 1"};
  if (args.threads < 0 || args.threads > 1024)
    throw CliError{kUsage, "--threads must be between 0 (automatic) and 1024"};
  RunOptions options = args.common.run_options();
  options.count_limit = args.limit;
  options.threads = args.threads;
  if (args.member < -1 || args.member >= kMostMembers)
    throw CliError{kUsage, "--member must be between 0 and " + std::to_string(kMostMembers - 1)};
  options.member = args.member;
  if (certify && options.backend != Backend::Sat)
    throw CliError{kUsage, "--certify needs the sat backend (CaDiCaL writes the proof)"};
  return options;
}

int cmd_solve(const std::vector<std::string>& args, Mode mode) {
  SolveArgs a;
  CommonOptions& o = a.common;
  po::options_description desc(std::string("gridsat ") + mode_name(mode) + " options");
  add_solve_options(desc, mode, a);
  po::positional_options_description pos;
  pos.add("file", 1);
  const std::string name = mode_name(mode);
  const char* examples[] = {"gridsat solve examples/sudoku-9x9.gsp",
                            "gridsat unique --format json examples/sudoku-9x9.gsp",
                            "gridsat count --limit 10 examples/sudoku-9x9.gsp"};
  if (!parse_command(args, desc, pos, "gridsat " + name + " [options] [FILE]",
                     examples[static_cast<int>(mode)]))
    return kOk;
  const std::string& certify_dir = a.certify_dir;
  const OutputChoice output = output_choice(o.format, o.color);
  RunOptions options = solve_run_options(mode, a, !certify_dir.empty());
  options.limits.since = program_start();  // --timeout bounds the whole command
  prepare_cut_short(options.limits, CutShortOutput{"", "", "the puzzle was not read"});
  std::unique_ptr<Puzzle> puzzle = load_puzzle(o);
  require_printable(output, *puzzle);
  // Cut short by the watchdog: the unknown answer ("at least 0" for a count) in the format.
  prepare_cut_short_result<RunResult>(
      options.limits,
      [&](std::ostream& out, const RunResult& r) {
        print_result(out, output.format, *puzzle, mode, r, output.color);
      },
      mode == Mode::Count ? "at least 0 solutions, the count is not complete"
                          : "the answer is unknown");
  RunResult result =
      solve_puzzle(*puzzle, {mode, options, o.cross_check, o.paranoid, input_name(o.file)});
  std::optional<StopReason> certificate_stopped;
  if (!certify_dir.empty() && result.verdict == Verdict::Unique)
    certificate_stopped =
        write_certificate(*puzzle, result.solutions.front(), o, certify_dir, options.limits);
  if (!certify_dir.empty() && result.verdict == Verdict::None)
    certificate_stopped = write_none_certificate(*puzzle, o, certify_dir, options.limits);
  std::optional<Explanation> explanation;
  if (a.explain && result.verdict == Verdict::None) explanation = explain_puzzle(*puzzle, options);
  claim_output();
  if (explanation && explanation->status == Verdict::None)
    print_explained(std::cout, output.format, *puzzle, mode, result, *explanation, output.color);
  else
    print_result(std::cout, output.format, *puzzle, mode, result, output.color);
  if (certificate_stopped)  // the verdict stands; the proof of it was cut short
    return report_stop(*certificate_stopped, options.limits,
                       std::string(result.verdict == Verdict::None ? "the puzzle has no solution"
                                                                   : "the puzzle is unique") +
                           ", but no certificate was written");
  if (explanation && explanation->status == Verdict::Unknown)
    return report_stop(explanation->stopped, options.limits,
                       "the puzzle has no solution, but the explanation was cut short");
  if (o.stats) print_stats(std::cerr, result);
  if (result.stopped != StopReason::None)
    return report_stop(result.stopped, options.limits,
                       mode == Mode::Count ? "at least " + std::to_string(result.count) +
                                                 " solutions, the count is not complete"
                                           : "the answer is unknown");
  if (mode == Mode::Count && !result.count_complete)
    std::cerr << "gridsat: stopped counting at the limit (" << a.limit << ")\n";
  if (!certify_dir.empty() && result.verdict == Verdict::Multiple)
    std::cerr << "gridsat: no certificate written to " << certify_dir
              << ": the puzzle has more than one solution (a certificate proves that a puzzle "
                 "has exactly one, or none; the two above are the proof that it has more)\n";
  return exit_status(mode, result);
}

}  // namespace gridsat::cli
