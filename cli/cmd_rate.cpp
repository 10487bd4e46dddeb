// rate: a difficulty score and grade for a puzzle of any genre, from the strength of reasoning
// that solving it takes (backends/setter/setter_rate.cpp; docs/hints.md says how it is computed).
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "command_work.hpp"
#include "common.hpp"
#include "memory_limit.hpp"
#include "output.hpp"
#include "setter/setter.hpp"
#include "setter_commands.hpp"
#include "setter_json.hpp"

namespace gridsat::cli {
namespace {

void print_text(std::ostream& out, const Rating& r, bool pretty) {
  out << "status: " << verdict_name(r.status) << "\n";
  if (r.status != Verdict::Unique) {
    if (pretty && r.status == Verdict::Multiple) out << "only a unique puzzle is rated\n";
    if (pretty && r.status == Verdict::None) out << "the puzzle has no solution\n";
    return;
  }
  out << "score: " << r.score << "\n";
  out << "grade: " << r.grade << "\n";
  out << "hardest: " << reasoning_name(r.hardest) << "\n";
  out << "cells: " << r.cells << (pretty ? " to decide" : "") << "\n";
  out << "by propagation: " << r.by_propagation << (pretty ? " cells from the clues alone" : "")
      << "\n";
  out << "trial steps: " << r.trial_steps << " (" << r.trial_removals
      << " values removed, longest chain " << r.trial_depth << ")\n";
  out << "deep-trial rounds: " << r.deep_rounds << " (" << r.deep_removals << " values removed)\n";
  out << "search: " << r.search_cells << " cells, " << r.search_conflicts << " conflicts\n";
}

}  // namespace

void add_rate_options(po::options_description& desc, CommonOptions& o) {
  o.add_setter_command(desc, "plain | pretty | json");
}

Rating rate_puzzle(const Puzzle& puzzle, const RunOptions& run, const std::string& input_name,
                   int share) {
  require_fits_in_memory(puzzle, run.encode, input_name, share);
  RateOptions options;
  options.encode = run.encode;
  options.limits = run.limits;
  return unless_out_of_memory<Rating>([&] { return rate(puzzle, options); });
}

int cmd_rate(const std::vector<std::string>& args) {
  CommonOptions o;
  po::options_description desc("gridsat rate options");
  add_rate_options(desc, o);
  po::positional_options_description pos;
  pos.add("file", 1);
  if (!parse_command(
          args, desc, pos, "gridsat rate [options] [FILE]",
          "gridsat rate --format json examples/sudoku-9x9.gsp\n\n"
          "Solves the puzzle step by step with the weakest reasoning that makes progress\n"
          "(propagation, then rounds of trials, then deep trials, then search) and scores\n"
          "how strong and how much of it was needed: under 2 propagation alone or trials\n"
          "that fail on the tried cell alone (easy), then medium, hard, fiendish, extreme\n"
          "(docs/hints.md). Only a puzzle with exactly one solution is rated. Exit 0\n"
          "(rated), 1 (no solution), 2 (several), 3 (cut short)."))
    return kOk;
  const std::string format = o.output_format();
  RunOptions run = o.run_options();
  run.limits.since = program_start();  // --timeout bounds the whole command
  prepare_cut_short(run.limits, CutShortOutput{"", "", "the puzzle was not read"});
  std::unique_ptr<Puzzle> puzzle = load_puzzle(o);
  auto print = [&](std::ostream& out, const Rating& r) {
    if (format == "json")
      out << rating_json(r).dump() << "\n";
    else
      print_text(out, r, format == "pretty");
  };
  // Cut short by the watchdog: no rating, status unknown.
  prepare_cut_short_result<Rating>(run.limits, print, "no rating");
  const Rating r = rate_puzzle(*puzzle, run, input_name(o.file));
  claim_output();
  print(std::cout, r);
  if (r.status == Verdict::Unknown) return report_stop(r.stopped, run.limits, "no rating");
  return r.status == Verdict::None ? 1 : r.status == Verdict::Multiple ? 2 : kOk;
}

}  // namespace gridsat::cli
