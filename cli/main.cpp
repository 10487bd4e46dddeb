// gridsat: grid logic puzzles compiled to SAT. Dispatches to one subcommand.
#include <iostream>
#include <new>
#include <string>
#include <vector>

#include "common.hpp"

namespace {

const char* kUsageText =
    "usage: gridsat COMMAND [options] [FILE]\n"
    "\n"
    "Grid logic puzzles (sudoku, ...) compiled to SAT and solved by the embedded CaDiCaL,\n"
    "cross-checked by a native backtracker.\n"
    "\n"
    "commands:\n"
    "  solve     find one solution                       (exit 0 solved, 1 none, 3 unknown)\n"
    "  unique    decide none / one / more than one       (exit 0 unique, 1 none, 2 more, 3 "
    "unknown)\n"
    "  count     count solutions up to --limit           (exit 0, 3 unknown)\n"
    "  encode    write the CNF in DIMACS, with the variable map as comments\n"
    "  decode    read a SAT solver's model for that CNF, print and check the grid\n"
    "  check     check a candidate solution against the rules, without SAT\n"
    "  convert   rewrite a puzzle in another format (--to native, sudoku-line, ...)\n"
    "\n"
    "Run 'gridsat COMMAND --help' for a command's options.\n"
    "\n"
    "example:\n"
    "  gridsat solve examples/sudoku-9x9.gsp\n";

}  // namespace

int main(int argc, char** argv) {
  using namespace gridsat::cli;
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    std::cerr << kUsageText;
    return 64;
  }
  const std::string command = args.front();
  std::vector<std::string> rest(args.begin() + 1, args.end());
  install_signal_handlers();
  try {
    if (command == "--help" || command == "-h" || command == "help") {
      std::cout << kUsageText;
      return 0;
    }
    if (command == "--version") {
      std::cout << "gridsat " << GRIDSAT_VERSION << " (CaDiCaL " << gridsat::cadical_version()
                << ")\n";
      return 0;
    }
    if (command == "solve") return cmd_solve(rest, gridsat::Mode::Solve);
    if (command == "unique") return cmd_solve(rest, gridsat::Mode::Unique);
    if (command == "count") return cmd_solve(rest, gridsat::Mode::Count);
    if (command == "encode") return cmd_encode(rest);
    if (command == "decode") return cmd_decode(rest);
    if (command == "check") return cmd_check(rest);
    if (command == "convert") return cmd_convert(rest);
    std::cerr << "gridsat: unknown command '" << command << "' (see gridsat --help)\n";
    return 64;
  } catch (const CliError& e) {
    std::cout.flush();
    std::cerr << "gridsat: " << e.message << "\n";
    return e.status;
  } catch (const std::bad_alloc&) {
    std::cerr << "gridsat: out of memory\n";
    return 70;
  } catch (const std::exception& e) {
    std::cerr << "gridsat: internal error: " << e.what() << "\n";
    return 70;
  }
}
