// gridsat: grid logic puzzles compiled to SAT. Dispatches to one subcommand and turns whatever goes
// wrong into one line on standard error and a sysexits.h status: a subcommand throws CliError for
// the errors it names; anything else that escapes is a bug (70).
#include <fcntl.h>
#include <unistd.h>

#include <iostream>
#include <new>
#include <string>
#include <vector>

#include "batch.hpp"
#include "certify.hpp"
#include "common.hpp"
#include "genres/genre.hpp"
#include "sat/model.hpp"
#include "setter_commands.hpp"

namespace {

const char* kCommandsText =
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
    "  batch     solve many puzzles on -j N threads, one JSON line each (exit 0, 3 some unknown)\n"
    "  verify    check a certificate (unique --certify DIR: one solution, or none) with\n"
    "            gridsat's own DRAT checker              (exit 0 valid, 1 invalid)\n"
    "  analyze   forced cells and suggested givens, or redundant clues and solver effort\n"
    "  hint      the next cell that follows, the clues it rests on, the reasoning it takes\n"
    "  rate      a difficulty score and grade from the reasoning solving takes\n"
    "  generate  new puzzles with exactly one solution (--type T --size S [--seed K])\n"
    "  serve     a page for setters and an HTTP API on this machine (--port P, --host H)\n"
    "  list      the types and formats this gridsat knows, one per line\n"
    "\n"
    "Run 'gridsat COMMAND --help' (or 'gridsat help COMMAND') for a command's options,\n"
    "'man gridsat' for the manual.\n"
    "\n";

const char* kTailText =
    "output:  --format plain, pretty, json, svg (default: pretty on a terminal, plain otherwise);\n"
    "         --color auto, always, never (auto: on a terminal unless NO_COLOR is set)\n"
    "\n"
    "cut short by --timeout, --max-conflicts, memory, SIGINT or SIGTERM: the output says\n"
    "'unknown' ('at least N' for a count), standard error says why, exit 3 (130 / 143 for the\n"
    "signals)\n"
    "errors: 64 usage, 65 bad input data, 66 cannot open an input, 69 the external solver\n"
    "cannot run or answer, 70 internal error (a bug), 74 I/O error\n"
    "\n"
    "examples:\n"
    "  gridsat solve examples/sudoku-9x9.gsp\n"
    "  gridsat unique --format pretty examples/sudoku-9x9.gsp\n"
    "  gridsat solve --format svg examples/sudoku-9x9.gsp > sudoku.svg\n";

// `label` then `items` joined by ", ", wrapped at 96 columns under the label's indent.
std::string wrapped(const std::string& label, const std::vector<std::string>& items,
                    const std::string& after) {
  std::string out = label, line_start(9, ' ');
  std::size_t width = label.size();
  for (std::size_t i = 0; i < items.size(); ++i) {
    std::string item = items[i] + (i + 1 < items.size() ? "," : after);
    if (width + 1 + item.size() > 96 && width > label.size()) {
      out += "\n" + line_start;
      width = line_start.size();
    } else if (i > 0) {
      out += " ";
      ++width;
    }
    out += item;
    width += item.size();
  }
  return out + "\n";
}

// The usage: the commands, then the types and formats of the registry.
std::string usage_text() {
  std::vector<std::string> types, formats;
  for (const gridsat::Genre& genre : gridsat::genres()) types.push_back(std::string(genre.summary));
  for (const gridsat::FormatInfo& f : gridsat::list_formats())
    if (f.readable) formats.push_back(std::string(f.name));
  return kCommandsText + wrapped("types:   ", types, "") +
         wrapped("input:   --from ", formats, " (default: detected)") + kTailText;
}

// A closed standard descriptor would be taken by the next file opened, and output meant for the
// terminal would land in it. Fill the hole: standard output gets a descriptor that cannot be
// written, so that printing fails (exit 74) instead of seeming to succeed.
void fill_closed_standard_descriptors() {
  for (int fd = 0; fd <= 2; ++fd) {
    if (fcntl(fd, F_GETFD) != -1) continue;
    int null = open("/dev/null", fd == 2 ? O_WRONLY : O_RDONLY);
    if (null >= 0 && null != fd) {
      dup2(null, fd);
      close(null);
    }
  }
}

// Messages are one line: a control character (a newline in a file name, say) becomes '?'.
std::string one_line(std::string message) {
  for (char& c : message)
    if (static_cast<unsigned char>(c) < 0x20 && c != '\t') c = '?';
  return message;
}

int fail(int status, const std::string& message) {
  gridsat::cli::claim_output();  // the watchdog prints nothing after this
  std::cout.flush();
  std::cerr << "gridsat: " << one_line(message) << "\n";
  return status;
}

int dispatch(const std::string& command, const std::vector<std::string>& rest) {
  using namespace gridsat::cli;
  if (command == "help" && !rest.empty() && rest.front() != "help")
    return dispatch(rest.front(), {"--help"});  // `gridsat help solve` is `gridsat solve --help`
  if (command == "--help" || command == "-h" || command == "help") {
    std::cout << usage_text();
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
  if (command == "batch") return cmd_batch(rest);
  if (command == "verify") return cmd_verify(rest);
  if (command == "analyze") return cmd_analyze(rest);
  if (command == "hint") return cmd_hint(rest);
  if (command == "rate") return cmd_rate(rest);
  if (command == "generate") return cmd_generate(rest);
  if (command == "serve") return cmd_serve(rest);
  if (command == "list") return cmd_list(rest);
  throw CliError{kUsage, "unknown command '" + command + "' (see gridsat --help)"};
}

}  // namespace

int main(int argc, char** argv) {
  using gridsat::cli::CliError, gridsat::cli::install_signal_handlers;
  using gridsat::cli::kIoErr, gridsat::cli::kSoftware, gridsat::cli::kUnavailable;
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    std::cerr << usage_text();
    return 64;
  }
  fill_closed_standard_descriptors();
  const std::string command = args.front();
  std::vector<std::string> rest(args.begin() + 1, args.end());
  install_signal_handlers();
  try {
    int status = dispatch(command, rest);
    gridsat::cli::claim_output();
    std::cout.flush();
    // A write that a signal broke off (a reader that stopped reading) is the interrupt's: the
    // command has said so, and its status stands.
    if (!std::cout && !gridsat::cli::g_interrupted.load())
      return fail(kIoErr, "error writing standard output");
    if (!std::cout && status < 128) return 128 + gridsat::cli::g_signal.load();
    return status;
  } catch (const CliError& e) {
    return fail(e.status, e.message);
  } catch (const gridsat::ExternalSolverError& e) {
    return fail(kUnavailable, e.what());
  } catch (const std::bad_alloc&) {
    return fail(kSoftware, "out of memory");
  } catch (const std::exception& e) {
    return fail(kSoftware, std::string("internal error: ") + e.what());
  }
}
