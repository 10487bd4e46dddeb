// What every subcommand shares: reading the puzzle, the shared options, errors with exit
// statuses (sysexits.h), and writing outputs atomically.
#pragma once

#include <atomic>
#include <boost/program_options.hpp>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "driver/engine.hpp"
#include "formats/formats.hpp"

namespace gridsat::cli {

namespace po = boost::program_options;

enum ExitCode {
  kOk = 0,
  kUsage = 64,
  kDataErr = 65,
  kNoInput = 66,
  kUnavailable = 69,  // an external solver that cannot be run or gives no answer
  kSoftware = 70,
  kIoErr = 74,
};

// Thrown inside the cli and turned into `gridsat: <message>` and the exit status by main().
struct CliError {
  int status;
  std::string message;
};

// `name:line:col: message` (or shorter when the position is unknown).
std::string located(const std::string& name, const ParseError& error);

// When the program started: `--timeout` of solve / unique / count counts from here.
std::chrono::steady_clock::time_point program_start();

// Set by SIGINT / SIGTERM; solvers poll it.
extern std::atomic<bool> g_interrupted;
extern std::atomic<int> g_signal;
// After the first SIGINT or SIGTERM the program has a grace period (signal_grace()) to stop its
// solvers, print what it knows and return 128 + the signal; a second signal, or the end of the
// grace period (a long encoding does not poll), ends it at once through the watchdog: it prints
// the prepared cut-short output (prepare_cut_short), removes the temporary files of unfinished
// outputs (TemporaryFile) and exits with that status.
void install_signal_handlers();

// The last resort of "When work is cut short" (README): the limits hold in every phase, the
// ones that cannot be interrupted (reading, encoding, shrinking, checking) included. A command
// prepares, as soon as it has read its puzzle, what it prints when cut short; if its own work
// has not printed its answer by the deadline + deadline_grace() (or the signal +
// signal_grace()), a watchdog thread prints that, says why on standard error, removes the
// temporary files and ends the program with stop_status().
struct CutShortOutput {
  std::string timeout_output;    // standard output's unknown form, stopped by --timeout
  std::string interrupt_output;  // the same, stopped by SIGINT / SIGTERM
  std::string consequence;       // standard error's line after the cause: "the answer is unknown"
};
// Arms the watchdog for `limits` (its deadline: limits.since + timeout_seconds, when both are
// set); `prepared`: none before the puzzle is read (the watchdog then says only why).
void prepare_cut_short(const Limits& limits, std::optional<CutShortOutput> prepared);
// The same, for a command whose result R (RunResult, Analysis, Hint, Rating) says why it stopped in
// its `stopped` field: the outputs are what `print(out, result)` writes of a result stopped so.
template <class R, class Print>
void prepare_cut_short_result(const Limits& limits, const Print& print, std::string consequence) {
  auto unknown = [&](StopReason why) {
    R stopped;
    stopped.stopped = why;
    std::ostringstream text;
    print(text, stopped);
    return text.str();
  };
  prepare_cut_short(limits, CutShortOutput{unknown(StopReason::Timeout),
                                           unknown(StopReason::Interrupt), std::move(consequence)});
}
// A command that writes as it goes (generate) keeps what the watchdog would say up to date.
void update_cut_short_consequence(const std::string& consequence);
// How long after the deadline the watchdog waits for the command's own answer: a quarter of the
// promised bound, max(1 s, 5% of the timeout), so that it still ends the program within it.
double deadline_grace(double timeout_seconds);
double signal_grace();
// 0.4 s; serve, which answers the requests under way before it ends, takes longer.
void set_signal_grace(double seconds);
// Standard output belongs to the command or to the watchdog, never to both. A command takes a
// turn (output_turn) around each piece of output it writes as it goes, and claims standard
// output (claim_output) before it prints its final answer: the watchdog prints nothing after
// that. Either blocks for good once the watchdog has begun: it is ending the program.
std::unique_lock<std::mutex> output_turn();
void claim_output();

// A temporary file that becomes `target` by rename(2) once complete, or is removed: when the
// object is destroyed without rename_to(), and when an interrupt ends the program. rename_to()
// refuses (CliError 128 + signal) once an interrupt has come: what was cut short is not kept.
class TemporaryFile {
 public:
  explicit TemporaryFile(std::string path);  // a file just created, or about to be
  ~TemporaryFile();
  TemporaryFile(const TemporaryFile&) = delete;
  TemporaryFile& operator=(const TemporaryFile&) = delete;
  const std::string& path() const { return path_; }
  void rename_to(const std::string& target, const std::string& shown_name = "");

 private:
  std::string path_;
  bool renamed_ = false;
};

struct Input {
  std::string name;  // the path, or "<stdin>"
  std::string text;
};
Input read_input(const std::string& path);  // "-" or "" is standard input
// A puzzle argument: read_input, except that an argument naming no file that is a puzzle itself
// (a URL: puzz.link, f-puzzles, SudokuPad; a Tatham ID `game:params:desc`) is the puzzle, named
// "<argument>" in messages. A file of that name wins.
Input read_puzzle_input(const std::string& path);
// Text that came another way (an HTTP request's body), as read_input leaves it: no byte-order mark.
Input text_input(std::string name, std::string text);
std::string input_name(const std::string& path);  // how messages name it: the path or "<stdin>"

// The options most subcommands take.
struct CommonOptions {
  std::string file;
  std::string from;
  std::string type;
  std::string format;  // plain | pretty | json | svg; "" = pretty on a terminal, plain otherwise
  std::string backend = "sat";
  std::string solver;
  bool cross_check = false;
  bool paranoid = false;  // cross_check, and the same solution of a unique puzzle from both
  double timeout = 0;
  long long max_conflicts = -1;
  bool stats = false;
  bool verbose = false;
  std::string amo = "auto";
  std::string card = "sequential";
  std::string visibility = "order";
  std::string sum = "auto";  // --cage-encoding
  std::string sum_alias;     // --sum, its old name
  std::string connectivity = "auto";
  std::string color = "auto";

  void add_input(po::options_description& desc);  // --from --type --verbose
  // --format (the forms the command writes, as its --help lists them) --color, and --stats for
  // a command that has figures to give.
  static constexpr const char* kGridFormats =
      "plain | pretty | json | svg | abc-lines | sudoku-boxes | binairo-table | pyramids | "
      "calcudoku-cages";
  void add_output(po::options_description& desc, const std::string& formats = kGridFormats,
                  bool with_stats = true);
  void add_solving(po::options_description& desc);  // backend, limits, encodings
  // What the setter's commands (analyze, hint, rate) take: the puzzle FILE, the input options,
  // --format (the forms they write), the limits and the encodings.
  void add_setter_command(po::options_description& desc, const std::string& formats);
  void add_limits(po::options_description& desc);    // --timeout --max-conflicts
  void add_encoding(po::options_description& desc);  // --amo ... --connectivity
  RunOptions run_options() const;
  Limits limits() const;  // --timeout, --max-conflicts and the interrupt flag, checked
  EncodeOptions encode_options() const;
  // The options of a CNF that leaves gridsat (encode, decode): complete, so --connectivity lazy
  // is refused (exit 64) and auto is static.
  EncodeOptions written_encode_options() const;
  std::string output_format() const;  // resolves "" to pretty / plain
  void check_input_names() const;     // --type and --from name something known, or exit 64
};

// Work cut short, the one rule for every command (README, "When work is cut short"): what is
// printed says so ("unknown", "at least N"), standard error says why, and the exit status is 3,
// or 128 + the signal after SIGINT / SIGTERM.
// Why: "stopped by the time limit (--timeout 1 s)", "interrupted by SIGINT", ...
std::string stop_cause(StopReason why, const Limits& limits);
// The exit status for work cut short.
int stop_status(StopReason why);
// Says on standard error why the work stopped and what that leaves (`consequence`, e.g. "the
// answer is unknown"), and returns stop_status(why).
int report_stop(StopReason why, const Limits& limits, const std::string& consequence);

// Parses `args` against `desc` with `positional`; prints help for --help and returns false.
bool parse_command(const std::vector<std::string>& args, po::options_description& desc,
                   const po::positional_options_description& positional, const std::string& usage,
                   const std::string& example);

// "" when `name` is a format gridsat reads (with `writable`: writes); otherwise the names of
// those it does, joined by ", ", for the message that refuses it.
std::string formats_other_than(const std::string& name, bool writable);

std::unique_ptr<Puzzle> load_puzzle(const CommonOptions& options, bool verbose_format = true);
// As load_puzzle, from text already read (`in.name` names it in messages): --from and --type
// checked, the format detected, a parse error a CliError (65) at its file, line and column.
std::unique_ptr<Puzzle> puzzle_from_input(const Input& in, const CommonOptions& options,
                                          bool verbose_format = true);

// Writes through `produce` into `path` (a temporary file renamed into place: an interrupted run
// leaves the old file or the new one, never half of one), or to standard output for "" / "-".
void write_output(const std::string& path, const std::function<void(std::ostream&)>& produce);

// Subcommands.
int cmd_solve(const std::vector<std::string>& args, Mode mode);
int cmd_encode(const std::vector<std::string>& args);
int cmd_decode(const std::vector<std::string>& args);
int cmd_check(const std::vector<std::string>& args);
int cmd_convert(const std::vector<std::string>& args);
int cmd_list(const std::vector<std::string>& args);

}  // namespace gridsat::cli
