// hint: the next cell that follows from the clues and the cells filled so far, why, and with what
// kind of reasoning (backends/setter/setter_hint.cpp does the work; docs/hints.md describes it).
// Plain text is one fact per line, `key: value`; pretty draws the grid with the cell and what it
// rests on highlighted; svg the same as a picture; json is hint_json (setter_json.hpp).
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
#include "svg.hpp"

namespace gridsat::cli {
namespace {

// The words for each level of reasoning, as the output explains them.
std::string level_words(Reasoning level) {
  switch (level) {
    case Reasoning::Propagation:
      return "the rules applied to what is known";
    case Reasoning::Trial:
      return "one level of trial: another value there breaks a rule";
    case Reasoning::DeepTrial:
      return "a trial inside a trial";
    case Reasoning::Search:
      return "found by search: no short chain of trials shows it";
  }
  return "";
}

// What is drawn: the givens, the filled cells and the hint's value (a loop: the filled edges and
// the hint's edge, the others blank).
Grid shown_grid(const Puzzle& puzzle, const Grid& state, const Hint& h) {
  const bool loop = puzzle.answer_kind() == AnswerKind::Loop;
  Grid g = loop ? loop_grid(puzzle.loop_shape(), 0) : puzzle.givens();
  for (std::size_t i = 0; i < state.cells.size() && i < g.cells.size(); ++i)
    if (state.cells[i] != kUnknown) g.cells[i] = state.cells[i];
  if (h.status == Hint::Status::Found) g.at(h.cell.row, h.cell.col) = h.cell.value;
  return g;
}

// The cells and clues a picture highlights: the hint's cell and what it rests on, or the filled
// cells that contradict the clues.
Highlight hint_highlight(const Puzzle& puzzle, const Hint& h) {
  Highlight out = clue_highlight(puzzle, h.because);
  const int cols = answer_size(puzzle).second;
  const bool loop = puzzle.answer_kind() == AnswerKind::Loop;
  if (h.status == Hint::Status::Found) out.target = h.cell.row * cols + h.cell.col;
  const auto& cells = h.status == Hint::Status::Contradiction ? h.conflict : h.because_filled;
  if (!loop)  // a loop's filled edges are drawn, not highlighted
    for (const CellValue& c : cells) out.cells.push_back(c.row * cols + c.col);
  return out;
}

std::string joined_cells(const Puzzle& puzzle, const std::vector<CellValue>& cells) {
  std::string out;
  for (const CellValue& c : cells) out += (out.empty() ? "" : " ") + cell_value_text(puzzle, c);
  return out;
}

void print_text(std::ostream& out, const Puzzle& puzzle, const Grid& state, const Hint& h,
                bool pretty, bool color) {
  if (pretty) {
    const Highlight highlight = hint_highlight(puzzle, h);
    out << pretty_grid(puzzle, shown_grid(puzzle, state, h), nullptr, color, &highlight);
  }
  out << "status: " << hint_status_name(h.status) << "\n";
  switch (h.status) {
    case Hint::Status::Found: {
      out << "cell: " << cell_value_text(puzzle, h.cell) << "\n";
      out << "level: " << reasoning_name(h.level);
      if (pretty) out << " (" << level_words(h.level) << ")";
      out << "\n";
      out << "because: " << h.because.size() + h.because_filled.size();
      if (pretty) out << " (each needed for this reasoning)";
      out << "\n";
      for (const Clue& clue : h.because) out << "  " << puzzle.describe_clue(clue) << "\n";
      for (const CellValue& c : h.because_filled)
        out << "  filled " << cell_value_text(puzzle, c) << "\n";
      break;
    }
    case Hint::Status::Contradiction:
      out << "wrong: " << h.wrong.size();
      if (pretty) out << " filled cells differ from the solution";
      out << "\n";
      if (!h.wrong.empty()) out << "  " << joined_cells(puzzle, h.wrong) << "\n";
      out << "conflict: " << h.conflict.size();
      if (pretty) out << " filled cells that cannot hold together with the clues";
      out << "\n";
      if (!h.conflict.empty()) out << "  " << joined_cells(puzzle, h.conflict) << "\n";
      break;
    case Hint::Status::NoSolution:
      if (pretty) out << "the puzzle has no solution ('gridsat unique --explain' says why)\n";
      break;
    case Hint::Status::Solved:
      if (pretty) out << "every cell is given or filled\n";
      break;
    case Hint::Status::Open:
      if (pretty) out << "no empty cell holds the same value in every solution\n";
      break;
    case Hint::Status::Unknown:
      break;
  }
}

// 0 a hint (or nothing left to fill), 1 no solution from here, 2 nothing follows, 3 unknown.
int exit_status(const Hint& h) {
  switch (h.status) {
    case Hint::Status::Found:
    case Hint::Status::Solved:
      return kOk;
    case Hint::Status::Contradiction:
    case Hint::Status::NoSolution:
      return 1;
    case Hint::Status::Open:
      return 2;
    case Hint::Status::Unknown:
      return 3;
  }
  return kOk;
}

}  // namespace

void add_hint_options(po::options_description& desc, CommonOptions& o, std::string& state) {
  desc.add_options()(
      "state", po::value(&state),
      "the cells filled so far: a grid as `check` reads a solution, `?` (or `.` where it is not "
      "a value) for an empty cell; a loop's drawing with `?` for an undecided edge");
  o.add_setter_command(desc, "plain | pretty | json | svg");
}

Grid read_state(const Puzzle& puzzle, const Input& in) {
  ParseError error;
  auto state = read_partial(puzzle, in.text, error);
  if (!state) throw CliError{kDataErr, located(in.name, error)};
  return *state;
}

Hint hint_puzzle(const Puzzle& puzzle, const RunOptions& run, const Grid& state,
                 const std::string& input_name, int share) {
  require_fits_in_memory(puzzle, run.encode, input_name, share);
  HintOptions options;
  options.encode = run.encode;
  options.limits = run.limits;
  options.state = state;
  return unless_out_of_memory<Hint>([&] { return hint(puzzle, options); });
}

std::string hint_svg(const Puzzle& puzzle, const Grid& state, const Hint& h) {
  const Highlight highlight = hint_highlight(puzzle, h);
  std::string caption = std::string(hint_status_name(h.status));
  if (h.status == Hint::Status::Found)
    caption = cell_value_text(puzzle, h.cell) + " by " + std::string(reasoning_name(h.level));
  return render_svg(puzzle, {shown_grid(puzzle, state, h)},
                    std::string(puzzle.type()) + " " + puzzle.header_options() + ": hint", caption,
                    &highlight);
}

int cmd_hint(const std::vector<std::string>& args) {
  CommonOptions o;
  std::string state_path;
  po::options_description desc("gridsat hint options");
  add_hint_options(desc, o, state_path);
  po::positional_options_description pos;
  pos.add("file", 1);
  if (!parse_command(
          args, desc, pos, "gridsat hint [options] [FILE]",
          "gridsat hint --state progress.txt examples/sudoku-9x9.gsp\n\n"
          "The next cell (a loop: edge) whose value follows from the clues and the filled\n"
          "cells, the kind of reasoning it takes (propagation, trial, deep-trial, search;\n"
          "the weakest that finds a cell is used) and the clues and filled cells it rests\n"
          "on, each needed. Filled cells that contradict the clues are named instead.\n"
          "Exit 0 (a hint, or nothing left to fill), 1 (no solution from here), 2 (no\n"
          "empty cell follows: several solutions), 3 (cut short)."))
    return kOk;
  const OutputChoice output = output_choice(o.format, o.color);
  if (output.format != "plain" && output.format != "pretty" && output.format != "json" &&
      output.format != "svg")
    throw CliError{kUsage, "unknown --format '" + o.format + "' (plain, pretty, json, svg)"};
  RunOptions run = o.run_options();
  run.limits.since = program_start();  // --timeout bounds the whole command
  prepare_cut_short(run.limits, CutShortOutput{"", "", "the puzzle was not read"});
  std::unique_ptr<Puzzle> puzzle = load_puzzle(o);
  const Grid state = state_path.empty() ? Grid() : read_state(*puzzle, read_input(state_path));
  auto print = [&](std::ostream& out, const Hint& h) {
    if (output.format == "json")
      out << hint_json(*puzzle, h).dump() << "\n";
    else if (output.format == "svg")
      out << hint_svg(*puzzle, state, h);
    else
      print_text(out, *puzzle, state, h, output.format == "pretty", output.color);
  };
  // Cut short by the watchdog: no hint, status unknown.
  prepare_cut_short_result<Hint>(run.limits, print, "no hint was found");
  const Hint h = hint_puzzle(*puzzle, run, state, input_name(o.file));
  claim_output();
  print(std::cout, h);
  if (h.status == Hint::Status::Unknown)
    return report_stop(h.stopped, run.limits, "no hint was found");
  return exit_status(h);
}

}  // namespace gridsat::cli
