// analyze: what a puzzle's clues decide (backends/setter.hpp does the work). Plain text is one
// fact per line, `key: value`; pretty adds the grid of what is decided; json is CLI.md's object.
#include <unistd.h>

#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "command_work.hpp"
#include "common.hpp"
#include "memory_limit.hpp"
#include "output.hpp"
#include "puzzles/answer_kind.hpp"
#include "setter/setter.hpp"
#include "setter_commands.hpp"
#include "setter_json.hpp"

namespace gridsat::cli {
namespace {

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "" : " ") + item;
  return out;
}

std::vector<std::string> cell_values(const Puzzle& puzzle, const std::vector<CellValue>& cells) {
  std::vector<std::string> out;
  for (const CellValue& c : cells) out.push_back(cell_value_text(puzzle, c));
  return out;
}

}  // namespace

nlohmann::ordered_json analysis_json(const Puzzle& puzzle, const Analysis& a) {
  nlohmann::ordered_json j;
  j["status"] = verdict_name(a.status);
  if (a.stopped != StopReason::None) j["stopped"] = stop_name(a.stopped);
  if (a.status == Verdict::Multiple) {
    j["forced"] = nlohmann::ordered_json::array();
    for (const CellValue& c : a.forced) j["forced"].push_back(cell_value_json(puzzle, c));
    j["undecided"] = nlohmann::ordered_json::array();
    for (auto [r, c] : a.undecided) j["undecided"].push_back(place_json(puzzle, r, c));
    j["suggest"] = nlohmann::ordered_json::array();
    for (const CellValue& c : a.suggest) j["suggest"].push_back(cell_value_json(puzzle, c));
  } else if (a.status == Verdict::Unique) {
    j["redundant"] = nlohmann::ordered_json::array();
    for (const Clue& clue : a.redundant) j["redundant"].push_back(clue_json(puzzle, clue, false));
    j["propagation_only"] = a.propagation_only;
    j["decisions"] = a.decisions;
    j["conflicts"] = a.conflicts;
    j["minimal"] = nlohmann::ordered_json::array();
    for (const Clue& clue : a.minimal) j["minimal"].push_back(clue_json(puzzle, clue, false));
  }
  return j;
}

Grid decided_grid(const Puzzle& puzzle, const Analysis& a) {
  if (a.status == Verdict::Unique) return a.solution;
  // A loop genre's givens are clues, not edges: its decided edges alone, `?` where undecided.
  const bool loop = puzzle.answer_kind() == AnswerKind::Loop;
  Grid decided = loop ? loop_grid(puzzle.loop_shape(), kUnknown) : puzzle.givens();
  for (const CellValue& c : a.forced) decided.at(c.row, c.col) = c.value;
  return decided;
}

Analysis analyze_puzzle(const Puzzle& puzzle, const RunOptions& run, const std::string& input_name,
                        int share) {
  require_fits_in_memory(puzzle, run.encode, input_name, share);
  return unless_out_of_memory<Analysis>([&] {
    return analyze(puzzle, AnalyzeOptions{run.encode, run.limits});
  });
}

namespace {

void print_text(std::ostream& out, const Puzzle& puzzle, const Analysis& a, bool pretty,
                bool color) {
  out << "status: " << verdict_name(a.status) << "\n";
  if (a.status == Verdict::Multiple) {
    const char* places = puzzle.answer_kind() == AnswerKind::Loop ? "edges" : "cells";
    if (pretty) {  // a loop genre's decided edges drawn over its clues
      const bool loop = puzzle.answer_kind() == AnswerKind::Loop;
      const Grid givens = puzzle.givens();
      out << pretty_grid(puzzle, decided_grid(puzzle, a), loop ? nullptr : &givens, color);
    }
    out << "forced: " << a.forced.size()
        << (pretty ? std::string(" ") + places + " hold one value in every solution" : "") << "\n";
    if (!a.forced.empty()) out << "  " << joined(cell_values(puzzle, a.forced)) << "\n";
    std::vector<std::string> undecided;
    for (auto [r, c] : a.undecided) undecided.push_back(place_text(puzzle, r, c));
    out << "undecided: " << a.undecided.size()
        << (pretty ? std::string(" ") + places + " differ between solutions" : "") << "\n";
    if (!undecided.empty()) out << "  " << joined(undecided) << "\n";
    const bool edges = puzzle.answer_kind() == AnswerKind::Loop;  // a loop's answer is edges
    out << "suggest: " << a.suggest.size()
        << (edges ? (a.suggest.size() == 1 ? " edge" : " edges")
                  : (a.suggest.size() == 1 ? " given" : " givens"))
        << " that together make it unique (greedy: few, not always fewest)\n";
    if (!a.suggest.empty()) out << "  " << joined(cell_values(puzzle, a.suggest)) << "\n";
  } else if (a.status == Verdict::Unique) {
    if (pretty) out << pretty_grid(puzzle, a.solution, nullptr, color);
    out << "redundant: " << a.redundant.size() << " of " << a.clue_count
        << " clues and givens (each can go alone, the puzzle stays unique)\n";
    for (const Clue& clue : a.redundant) out << "  " << describe_clue(puzzle, clue) << "\n";
    out << "minimal: " << a.minimal.size() << " of " << a.clue_count
        << " clues and givens keep it unique together (none can go; one such set, not always the "
           "smallest)\n";
    for (const Clue& clue : a.minimal) out << "  " << describe_clue(puzzle, clue) << "\n";
    out << "propagation only: " << (a.propagation_only ? "yes" : "no") << "\n";
    out << "decisions: ";
    if (a.decisions >= 0)
      out << a.decisions << "\n";
    else
      out << "not measured (out of time)\n";
    out << "conflicts: " << a.conflicts << "\n";
  } else if (a.status == Verdict::None) {
    out << "the puzzle has no solution\n";
  }
}

}  // namespace

void add_analyze_options(po::options_description& desc, CommonOptions& o) {
  o.add_setter_command(desc, "plain | pretty | json");
}

int cmd_analyze(const std::vector<std::string>& args) {
  CommonOptions o;
  po::options_description desc("gridsat analyze options");
  add_analyze_options(desc, o);
  po::positional_options_description pos;
  pos.add("file", 1);
  if (!parse_command(
          args, desc, pos, "gridsat analyze [options] [FILE]",
          "gridsat analyze --format json examples/sudoku-9x9.gsp\n\n"
          "For a puzzle with several solutions: the cells every solution agrees on\n"
          "(forced), the others (undecided) and givens that make it unique (found\n"
          "greedily: few, not always fewest). For a unique puzzle: the clues and givens\n"
          "that can each be removed alone, whether unit propagation alone solves it,\n"
          "and CaDiCaL's decisions and conflicts for solving it and proving it unique.\n"
          "Exit 0 (also for no solution); 3, or 130 / 143 after SIGINT / SIGTERM, when\n"
          "it was cut short (status unknown)."))
    return kOk;
  const std::string format = o.output_format();
  RunOptions run = o.run_options();    // checks the limits and the encodings
  run.limits.since = program_start();  // --timeout bounds the whole command
  prepare_cut_short(run.limits, CutShortOutput{"", "", "the puzzle was not read"});
  std::unique_ptr<Puzzle> puzzle = load_puzzle(o);
  const bool color = o.color == "always" || (o.color == "auto" && isatty(STDOUT_FILENO));
  auto print = [&](std::ostream& out, const Analysis& analysis) {
    if (format == "json")
      out << analysis_json(*puzzle, analysis).dump() << "\n";
    else
      print_text(out, *puzzle, analysis, format == "pretty", color);
  };
  // Cut short by the watchdog: status unknown.
  prepare_cut_short_result<Analysis>(run.limits, print, "the analysis is unknown");
  const auto start = std::chrono::steady_clock::now();
  const Analysis analysis = analyze_puzzle(*puzzle, run, input_name(o.file));
  if (o.stats)
    std::cerr << "gridsat: analyzed in "
              << std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()
              << " s\n";
  claim_output();
  print(std::cout, analysis);
  if (analysis.status == Verdict::Unknown)
    return report_stop(analysis.stopped, run.limits, "the analysis is unknown");
  return kOk;
}

}  // namespace gridsat::cli
