// encode, decode, check, convert: the commands around the CNF and the formats. A candidate grid
// (a decoded model, `check`'s SOLUTION, `encode --exclude`) always goes through check_solution, and
// a broken rule is reported at the cell that shows it.
#include <chrono>
#include <iostream>
#include <map>

#include "batch.hpp"
#include "certify.hpp"
#include "cnf/dimacs.hpp"
#include "command_work.hpp"
#include "common.hpp"
#include "memory_limit.hpp"
#include "output.hpp"
#include "puzzles/answer.hpp"
#include "sat/model.hpp"
#include "seed_output.hpp"
#include "solution_line.hpp"
#include "svg.hpp"

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

// Where cell (row, col) is written in a plain grid that read_plain accepted (nothing for a loop,
// a drawing whose violations are named without a position).
std::optional<Token> cell_token(const Puzzle& puzzle, const std::string& text, int row, int col) {
  const std::vector<std::vector<Token>> rows = plain_cell_tokens(puzzle, text);
  if (row < 0 || static_cast<std::size_t>(row) >= rows.size()) return std::nullopt;
  const std::vector<Token>& cells = rows[static_cast<std::size_t>(row)];
  if (col < 0 || static_cast<std::size_t>(col) >= cells.size()) return std::nullopt;
  return cells[static_cast<std::size_t>(col)];
}

// Fails with `FILE:LINE:COL: rRcC: the rule` when the candidate breaks a rule.
void require_valid(const Puzzle& puzzle, const Input& in, const Grid& grid) {
  auto v = check_solution(puzzle, grid);
  if (!v) return;
  if (auto at = cell_token(puzzle, in.text, v->row, v->col))
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
  require_printable(output, *puzzle);
  require_fits_in_memory(*puzzle, encoding, input_name(o.file));
  RunResult result;
  const auto start = std::chrono::steady_clock::now();
  Cnf cnf = encode_puzzle(*puzzle, encoding);
  result.stats.encode_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  result.stats.vars = cnf.num_vars();
  result.stats.clauses = static_cast<long long>(cnf.num_clauses());
  // --stats: the CNF the model answers (its size, the time to encode it again); no solve here.
  auto answer = [&](int status) {
    print_result(std::cout, output.format, *puzzle, Mode::Solve, result, output.color);
    if (o.stats) print_stats(std::cerr, result);
    return status;
  };
  Input in = read_input(model_path);
  DimacsError error;
  auto model = read_model(in.text, error, cnf.num_vars());
  if (!model) throw CliError{kDataErr, located(in.name, {error.line, error.col, error.message})};
  if (model->status == SatResult::Unsat) {
    result.verdict = Verdict::None;
    return answer(1);
  }
  if (model->status == SatResult::Unknown)  // the solver gave up: "unknown", as solve says it
    return answer(3);
  require_one_value_per_cell(cnf.answer(), *model, in.name);
  Grid grid = decode_grid(cnf.answer(), puzzle->rows(), puzzle->cols(),
                          [&](int var) { return model->value(var); });
  if (auto v = check_solution(*puzzle, grid))
    throw CliError{kDataErr, in.name + ": the model breaks a rule: " + describe(*v)};
  result.verdict = Verdict::Solved;
  result.solutions.push_back(grid);
  return answer(kOk);
}

namespace {

// check SETFILE: every `PUZZLE SOLUTION` line of a labelled set (solution_line.hpp), blank and
// `#` lines skipped. Each bad line is one error line; the verdict is "valid" for a set whose every
// solution is, exit 65 otherwise.
int check_set(const CommonOptions& o) {
  if (!o.format.empty() && lowercase(o.format) != "plain")
    throw CliError{kUsage,
                   "checking a set of PUZZLE SOLUTION lines prints plain text; for a JSON "
                   "line per puzzle use batch --mode check"};
  Input in = read_input(o.file);
  if (!read_puzzle(in.text, o.from, o.type).error)
    throw CliError{kUsage,
                   "check needs PUZZLE and SOLUTION, or a SETFILE of PUZZLE SOLUTION "
                   "lines; " +
                       in.name + " is one puzzle (see --help)"};
  long long checked = 0, invalid = 0;
  for (const PuzzleLine& line : puzzle_lines(in.text)) {
    ++checked;
    SolutionLineCheck c = check_solution_line(line.text, line.number, o.from, o.type);
    if (!c.error) continue;
    ++invalid;
    std::cerr << "gridsat: " << located(in.name, *c.error) << "\n";
  }
  if (checked == 0) throw CliError{kDataErr, in.name + ": no PUZZLE SOLUTION line to check"};
  if (invalid) {
    std::cerr << "gridsat: check: " << invalid << " of " << checked << " lines invalid\n";
    return kDataErr;
  }
  std::cout << "valid\n";
  return kOk;
}

}  // namespace

int cmd_check(const std::vector<std::string>& args) {
  CommonOptions o;
  std::string solution_path;
  po::options_description desc("gridsat check options");
  desc.add_options()("file", po::value(&o.file), "the puzzle")(
      "solution", po::value(&solution_path),
      "the candidate solution: a plain grid, or on one line rows by '/' and cells by ',' "
      "(1,0/0,1) or every cell run together (a sudoku line); without SOLUTION, PUZZLE is a set "
      "of `PUZZLE SOLUTION` lines (as ID SOLUTION data sets), each checked");
  o.add_input(desc);
  o.add_output(desc, CommonOptions::kGridFormats, false);  // no solver work: no --stats
  po::positional_options_description pos;
  pos.add("file", 1).add("solution", 1);
  if (!parse_command(args, desc, pos, "gridsat check [options] PUZZLE SOLUTION | SETFILE",
                     "gridsat check examples/sudoku-9x9.gsp examples/sudoku-9x9.solution"))
    return kOk;
  if (solution_path.empty()) {
    if (o.file.empty()) throw CliError{kUsage, "check needs PUZZLE and SOLUTION (see --help)"};
    return check_set(o);
  }
  // plain (and a seed program's format) prints "valid"; pretty and svg show the checked grid
  // too; json is the solve object.
  const OutputChoice output = output_choice(o.format, o.color);
  std::unique_ptr<Puzzle> puzzle = load_puzzle(o);
  require_printable(output, *puzzle);
  Input in = read_input(solution_path);
  Grid grid = load_solution(*puzzle, in);
  require_valid(*puzzle, in, grid);
  if (output.format == "plain" || is_seed_format(output.format)) {
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

void check_convert_target(const std::string& to) {
  if (lowercase(to) == "svg" || lowercase(to) == "pretty") return;
  if (const std::string writable = formats_other_than(to, true); !writable.empty())
    throw CliError{kUsage, "unknown --to '" + to + "' (" + writable + ", svg, pretty)"};
}

std::string converted(const Puzzle& puzzle, const std::string& to, const Limits& limits, bool color,
                      const std::string& input_name) {
  check_convert_target(to);
  const std::string form = lowercase(to);
  if (form == "svg" || form == "pretty") {
    // The puzzle alone, as a setter prints it, without its solution. A short solve (10 s at
    // most) looks for one: a puzzle proved to have none says so under the picture; one it could
    // not decide in time is drawn without a word.
    RunOptions options;
    options.limits = limits;
    if (options.limits.timeout_seconds <= 0 || options.limits.timeout_seconds > 10)
      options.limits.timeout_seconds = 10;
    options.limits.since.reset();
    const bool none = run(puzzle, Mode::Solve, options).verdict == Verdict::None;
    if (form == "svg")
      return render_svg(puzzle, {}, std::string(puzzle.type()) + " " + puzzle.header_options(),
                        none ? "no solution" : "");
    return pretty_grid(puzzle, puzzle.givens(), nullptr, color) + (none ? "no solution\n" : "");
  }
  std::string error;
  auto text = write_puzzle(puzzle, form, error);
  if (!text) throw CliError{kDataErr, input_name + ": " + error};
  return *text;
}

void add_convert_options(po::options_description& desc, CommonOptions& o, std::string& to,
                         std::string& output) {
  desc.add_options()("file", po::value(&o.file), "the puzzle (default: standard input)")(
      "to", po::value(&to)->default_value("native"),
      "output format: any writable one (gridsat list writable), or svg or pretty for a picture "
      "of the puzzle alone, to print (says \"no solution\" under a puzzle proved to have none)")(
      "color", po::value(&o.color)->default_value("auto"), "pretty: auto | always | never")(
      "output,o", po::value(&output), "write here (default: standard output)");
  o.add_input(desc);
}

int cmd_convert(const std::vector<std::string>& args) {
  CommonOptions o;
  std::string to = "native", output;
  po::options_description desc("gridsat convert options");
  add_convert_options(desc, o, to, output);
  po::positional_options_description pos;
  pos.add("file", 1);
  if (!parse_command(args, desc, pos, "gridsat convert [options] [FILE]",
                     "gridsat convert --to sudoku-line examples/sudoku-9x9.gsp"))
    return kOk;
  check_convert_target(to);
  std::unique_ptr<Puzzle> puzzle = load_puzzle(o);
  Limits limits;
  limits.interrupt = &g_interrupted;
  const bool color = (output.empty() || output == "-") && output_choice("", o.color).color;
  const std::string text = converted(*puzzle, to, limits, color, input_name(o.file));
  write_output(output, [&](std::ostream& out) { out << text; });
  return kOk;
}

}  // namespace gridsat::cli
