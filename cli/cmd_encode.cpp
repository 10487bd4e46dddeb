// encode, decode, check, convert: the commands around the CNF and the formats. A candidate grid
// (a decoded model, `check`'s SOLUTION, `encode --exclude`) always goes through check_solution, and
// a broken rule is reported at the cell that shows it.
#include <iostream>
#include <map>

#include "certify.hpp"
#include "cnf/dimacs.hpp"
#include "common.hpp"
#include "memory_limit.hpp"
#include "output.hpp"
#include "puzzles/answer.hpp"
#include "sat/model.hpp"

namespace gridsat::cli {
namespace {

// Reads a solution for `puzzle` from `in`: a plain grid, or for a loop its drawing or JSON
// (formats.hpp read_plain, by answer kind).
Grid load_solution(const Puzzle& puzzle, const Input& in) {
  ParseError error;
  auto grid = read_plain(puzzle, in.text, error);
  if (!grid) throw CliError{kDataErr, located(in.name, error)};
  return *grid;
}

// Where cell (row, col) is written in a plain grid that read_plain accepted: the same walk over
// the lines (rulers and '|' skipped, a single token split into characters; '#' a shaded cell in a
// shading solution, a comment elsewhere), kept here because only messages need positions. A loop
// is a drawing, whose violations are named without a position.
std::optional<Token> cell_token(const Puzzle& puzzle, const std::string& text, int cols, int row,
                                int col) {
  if (puzzle.answer_kind() == AnswerKind::Loop) return std::nullopt;
  const char comment = puzzle.answer_kind() == AnswerKind::Shading ? 0 : '#';
  int r = 0;
  for (const TextLine& line : split_lines(text, comment)) {
    if (line.text.find_first_not_of("-+|= \t") == std::string::npos) continue;
    std::vector<Token> cells;
    for (const Token& t : line.tokens)
      if (t.text != "|") cells.push_back(t);
    if (cells.size() == 1 && cols > 1) cells = split_chars(cells.front());
    if (r++ != row) continue;
    if (col < 0 || static_cast<std::size_t>(col) >= cells.size()) return std::nullopt;
    return cells[static_cast<std::size_t>(col)];
  }
  return std::nullopt;
}

// Fails with `FILE:LINE:COL: rRcC: the rule` when the candidate breaks a rule.
void require_valid(const Puzzle& puzzle, const Input& in, const Grid& grid) {
  auto v = check_solution(puzzle, grid);
  if (!v) return;
  if (auto at = cell_token(puzzle, in.text, grid.cols, v->row, v->col))
    throw CliError{kDataErr, located(in.name, {at->line, at->col, describe(*v)})};
  throw CliError{kDataErr, in.name + ": " + describe(*v)};
}

// Each cell of the answer map true for at most one value: decode_grid would silently pick one.
void require_one_value_per_cell(const AnswerMap& answer, const SolverModel& model,
                                const std::string& name) {
  std::map<std::pair<int, int>, int> true_value;
  for (const CellVar& e : answer.entries()) {
    if (!model.value(e.var)) continue;
    auto [it, first] = true_value.emplace(std::pair(e.row, e.col), e.value);
    if (!first)
      throw CliError{kDataErr, name + ": the model breaks a rule: r" + std::to_string(e.row + 1) +
                                   "c" + std::to_string(e.col + 1) + ": the cell has two values (" +
                                   std::to_string(it->second) + " and " + std::to_string(e.value) +
                                   ")"};
  }
}

}  // namespace

DimacsHeader dimacs_header(const Puzzle& puzzle, const CommonOptions& o) {
  DimacsHeader h;
  h.comments.push_back(std::string("gridsat ") + GRIDSAT_VERSION + " " +
                       std::string(puzzle.type()) + " " + puzzle.header_options());
  // The encoding's choices, so that the CNF can be rebuilt (verify); `sum` names the cage
  // encoding, as it did before --cage-encoding had its name.
  const EncodeOptions e = o.encode_options();
  h.comments.push_back("encoding amo=" + std::string(amo_name(e.amo)) +
                       " card=" + std::string(card_name(e.card)) +
                       " visibility=" + std::string(visibility_name(e.visibility)) +
                       " sum=" + std::string(cage_encoding_name(e.cages)));
  h.value_label = [&puzzle](int v) { return puzzle.value_text(v); };
  return h;
}

int cmd_encode(const std::vector<std::string>& args) {
  CommonOptions o;
  std::string output, exclude;
  po::options_description desc("gridsat encode options");
  desc.add_options()("file", po::value(&o.file), "the puzzle (default: standard input)")(
      "output,o", po::value(&output), "write the CNF here (default: standard output)")(
      "exclude", po::value(&exclude),
      "a solution (plain grid) to forbid: the CNF is then UNSAT exactly when it is the only one");
  o.add_input(desc);
  o.add_encoding(desc);
  po::positional_options_description pos;
  pos.add("file", 1);
  if (!parse_command(args, desc, pos, "gridsat encode [options] [FILE]",
                     "gridsat encode examples/sudoku-9x9.gsp -o sudoku.cnf && cadical sudoku.cnf"))
    return kOk;
  EncodeOptions options = o.written_encode_options();
  std::unique_ptr<Puzzle> puzzle = load_puzzle(o);
  require_fits_in_memory(*puzzle, options, input_name(o.file));
  Cnf cnf = encode_puzzle(*puzzle, options);
  DimacsHeader header = dimacs_header(*puzzle, o);
  if (!exclude.empty()) {
    Input in = read_input(exclude);
    Grid excluded = load_solution(*puzzle, in);
    require_valid(*puzzle, in, excluded);
    header.comments.push_back("excluded solution from " + exclude);
    header.extra_clauses.push_back(blocking_clause(cnf.answer(), excluded));
  }
  write_output(output, [&](std::ostream& out) { write_dimacs(out, cnf, header); });
  return kOk;
}

int cmd_decode(const std::vector<std::string>& args) {
  CommonOptions o;
  std::string model_path;
  po::options_description desc("gridsat decode options");
  desc.add_options()("file", po::value(&o.file), "the puzzle")("model", po::value(&model_path),
                                                               "the SAT solver's output");
  o.add_input(desc);
  o.add_output(desc);
  o.add_encoding(desc);
  po::positional_options_description pos;
  pos.add("file", 1).add("model", 1);
  if (!parse_command(
          args, desc, pos, "gridsat decode [options] PUZZLE MODEL",
          "cadical sudoku.cnf > model.txt; gridsat decode examples/sudoku-9x9.gsp model.txt"))
    return kOk;
  if (model_path.empty()) throw CliError{kUsage, "decode needs PUZZLE and MODEL (see --help)"};
  const OutputChoice output = output_choice(o.format, o.color);
  EncodeOptions encoding = o.written_encode_options();
  std::unique_ptr<Puzzle> puzzle = load_puzzle(o);
  require_fits_in_memory(*puzzle, encoding, input_name(o.file));
  Cnf cnf = encode_puzzle(*puzzle, encoding);
  Input in = read_input(model_path);
  DimacsError error;
  auto model = read_model(in.text, error, cnf.num_vars());
  if (!model) throw CliError{kDataErr, located(in.name, {error.line, error.col, error.message})};
  RunResult result;
  if (model->status == SatResult::Unsat) {
    result.verdict = Verdict::None;
    print_result(std::cout, output.format, *puzzle, Mode::Solve, result, output.color);
    return 1;
  }
  if (model->status == SatResult::Unknown) {  // the solver gave up: "unknown", as solve says it
    print_result(std::cout, output.format, *puzzle, Mode::Solve, result, output.color);
    return 3;
  }
  require_one_value_per_cell(cnf.answer(), *model, in.name);
  Grid grid = decode_grid(cnf.answer(), puzzle->rows(), puzzle->cols(),
                          [&](int var) { return model->value(var); });
  if (auto v = check_solution(*puzzle, grid))
    throw CliError{kDataErr, in.name + ": the model breaks a rule: " + describe(*v)};
  result.verdict = Verdict::Solved;
  result.solutions.push_back(grid);
  print_result(std::cout, output.format, *puzzle, Mode::Solve, result, output.color);
  return kOk;
}

int cmd_check(const std::vector<std::string>& args) {
  CommonOptions o;
  std::string solution_path;
  po::options_description desc("gridsat check options");
  desc.add_options()("file", po::value(&o.file), "the puzzle")(
      "solution", po::value(&solution_path), "the candidate solution (plain grid)");
  o.add_input(desc);
  o.add_output(desc);
  po::positional_options_description pos;
  pos.add("file", 1).add("solution", 1);
  if (!parse_command(args, desc, pos, "gridsat check [options] PUZZLE SOLUTION",
                     "gridsat check examples/sudoku-9x9.gsp examples/sudoku-9x9.solution"))
    return kOk;
  if (solution_path.empty()) throw CliError{kUsage, "check needs PUZZLE and SOLUTION (see --help)"};
  // plain prints "valid"; pretty and svg show the checked grid too; json is the solve object.
  const OutputChoice output = output_choice(o.format, o.color);
  std::unique_ptr<Puzzle> puzzle = load_puzzle(o);
  Input in = read_input(solution_path);
  Grid grid = load_solution(*puzzle, in);
  require_valid(*puzzle, in, grid);
  if (output.format == "plain") {
    std::cout << "valid\n";
    return kOk;
  }
  RunResult result;
  result.verdict = Verdict::Solved;
  result.solutions.push_back(grid);
  print_result(std::cout, output.format, *puzzle, Mode::Solve, result, output.color);
  if (output.format == "pretty") std::cout << "valid\n";
  return kOk;
}

int cmd_convert(const std::vector<std::string>& args) {
  CommonOptions o;
  std::string to = "native", output;
  po::options_description desc("gridsat convert options");
  desc.add_options()("file", po::value(&o.file), "the puzzle (default: standard input)")(
      "to", po::value(&to)->default_value("native"), "output format")(
      "output,o", po::value(&output), "write here (default: standard output)");
  o.add_input(desc);
  po::positional_options_description pos;
  pos.add("file", 1);
  if (!parse_command(args, desc, pos, "gridsat convert [options] [FILE]",
                     "gridsat convert --to sudoku-line examples/sudoku-9x9.gsp"))
    return kOk;
  std::string writable;
  bool known = false;
  for (const FormatInfo& f : list_formats()) {
    if (!f.writable) continue;
    known = known || f.name == lowercase(to);
    writable += (writable.empty() ? "" : ", ") + std::string(f.name);
  }
  if (!known) throw CliError{kUsage, "unknown --to '" + to + "' (" + writable + ")"};
  std::unique_ptr<Puzzle> puzzle = load_puzzle(o);
  std::string error;
  auto text = write_puzzle(*puzzle, to, error);
  if (!text) throw CliError{kDataErr, input_name(o.file) + ": " + error};
  write_output(output, [&](std::ostream& out) { out << *text; });
  return kOk;
}

}  // namespace gridsat::cli
