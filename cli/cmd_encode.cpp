// encode, decode, check, convert: the commands around the CNF and the formats.
#include <iostream>

#include "cnf/dimacs.hpp"
#include "common.hpp"
#include "model.hpp"
#include "output.hpp"
#include "puzzles/answer.hpp"

namespace gridsat::cli {
namespace {

// Reads a plain solution grid for `puzzle` from `path`.
Grid load_solution(const Puzzle& puzzle, const std::string& path) {
  Input in = read_input(path);
  ParseError error;
  auto grid = read_plain(puzzle, in.text, error);
  if (!grid) throw CliError{kDataErr, located(in.name, error)};
  return *grid;
}

DimacsHeader dimacs_header(const Puzzle& puzzle, const CommonOptions& o) {
  DimacsHeader h;
  h.comments.push_back(std::string("gridsat ") + GRIDSAT_VERSION + " " +
                       std::string(puzzle.type()) + " " + puzzle.header_options());
  h.comments.push_back("encoding amo=" + o.amo + " card=" + o.card + " visibility=" + o.visibility +
                       " sum=" + o.sum);
  h.value_label = [&puzzle](int v) { return puzzle.value_text(v); };
  return h;
}

}  // namespace

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
  EncodeOptions options = o.encode_options();
  std::unique_ptr<Puzzle> puzzle = load_puzzle(o);
  Cnf cnf = encode_puzzle(*puzzle, options);
  DimacsHeader header = dimacs_header(*puzzle, o);
  if (!exclude.empty()) {
    Grid excluded = load_solution(*puzzle, exclude);
    if (auto v = check_solution(*puzzle, excluded))
      throw CliError{kDataErr, exclude + ": not a solution of the puzzle: " + describe(*v)};
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
  std::string format = o.output_format();
  std::unique_ptr<Puzzle> puzzle = load_puzzle(o);
  Input in = read_input(model_path);
  DimacsError error;
  auto model = read_model(in.text, error);
  if (!model) throw CliError{kDataErr, located(in.name, {error.line, error.col, error.message})};
  RunResult result;
  if (model->status == SatResult::Unsat) {
    result.verdict = Verdict::None;
    print_result(std::cout, format, *puzzle, Mode::Solve, result, false);
    return 1;
  }
  if (model->status != SatResult::Sat)
    throw CliError{kDataErr, in.name + ": the solver found no answer (status unknown)"};
  Cnf cnf = encode_puzzle(*puzzle, o.encode_options());
  Grid grid = decode_grid(cnf.answer(), puzzle->rows(), puzzle->cols(),
                          [&](int var) { return model->value(var); });
  if (auto v = check_solution(*puzzle, grid)) {
    throw CliError{kDataErr, in.name + ": the model breaks a rule: " + describe(*v)};
  }
  result.verdict = Verdict::Solved;
  result.solutions.push_back(grid);
  print_result(std::cout, format, *puzzle, Mode::Solve, result, false);
  return kOk;
}

int cmd_check(const std::vector<std::string>& args) {
  CommonOptions o;
  std::string solution_path;
  po::options_description desc("gridsat check options");
  desc.add_options()("file", po::value(&o.file), "the puzzle")(
      "solution", po::value(&solution_path), "the candidate solution (plain grid)");
  o.add_input(desc);
  po::positional_options_description pos;
  pos.add("file", 1).add("solution", 1);
  if (!parse_command(args, desc, pos, "gridsat check [options] PUZZLE SOLUTION",
                     "gridsat check examples/sudoku-9x9.gsp examples/sudoku-9x9.solution"))
    return kOk;
  if (solution_path.empty()) throw CliError{kUsage, "check needs PUZZLE and SOLUTION (see --help)"};
  std::unique_ptr<Puzzle> puzzle = load_puzzle(o);
  Grid grid = load_solution(*puzzle, solution_path);
  if (auto v = check_solution(*puzzle, grid)) {
    throw CliError{kDataErr, solution_path + ": invalid: " + describe(*v)};
  }
  std::cout << "valid\n";
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
  std::unique_ptr<Puzzle> puzzle = load_puzzle(o);
  std::string error;
  auto text = write_puzzle(*puzzle, to, error);
  if (!text) throw CliError{error.starts_with("cannot write format") ? kUsage : kDataErr, error};
  write_output(output, [&](std::ostream& out) { out << *text; });
  return kOk;
}

}  // namespace gridsat::cli
