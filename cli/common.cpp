// The shared machinery of the subcommands: reading an input (a file or standard input, at most
// 64 MiB, a byte-order mark dropped), the options most commands take and their checks (a bad value
// is a usage error, found before any input is read), and atomic output files: a temporary file in
// the target's directory, synced and renamed into place, so that a failed or interrupted run leaves
// the old file or the new one and never a half-written one or a stray temporary. A signal (SIGINT,
// SIGTERM) sets a flag that the solvers poll; a watchdog thread ends the program if that, or the
// deadline, does not end the command within a grace period, printing the cut-short output the
// command prepared and removing the temporary files first.
#include "common.hpp"

#include <fcntl.h>
#include <poll.h>
#include <semaphore.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <mutex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "formats/tatham.hpp"
#include "sat/alarm.hpp"

namespace gridsat::cli {

std::atomic<bool> g_interrupted{false};
std::atomic<int> g_signal{0};

namespace {
using Clock = std::chrono::steady_clock;
const Clock::time_point g_program_start = Clock::now();
constexpr std::size_t kMaxInput = std::size_t{64} << 20;
std::atomic<double> g_signal_grace{0.4};

// Posted by the signal handler (sem_post is async-signal-safe) and by prepare_cut_short: the
// watchdog looks again at what it waits for.
sem_t g_watchdog_wake;
std::atomic<int> g_signal_count{0};

// What the watchdog prints and when (prepare_cut_short). Never destroyed, as the next two: the
// watchdog may use them while the main thread runs the static destructors.
struct Watch {
  std::mutex mutex;
  std::optional<Clock::time_point> ends_at;  // the deadline + its grace
  Limits limits;
  std::optional<CutShortOutput> prepared;
};
Watch& watch() {
  static auto* w = new Watch;
  return *w;
}

// Standard output's owner: the command's turns, its final answer (claimed), or the watchdog,
// which locks it for good.
struct Gate {
  std::mutex mutex;
  bool claimed = false;
};
Gate& gate() {
  static auto* g = new Gate;
  return *g;
}

// The temporary files of outputs being written.
std::mutex& temp_files_mutex() {
  static auto* mutex = new std::mutex;
  return *mutex;
}
std::set<std::string>& temp_files() {
  static auto* files = new std::set<std::string>;
  return *files;
}

void on_signal(int sig) {
  g_signal.store(sig);
  g_interrupted.store(true);
  g_signal_count.fetch_add(1);
  sem_post(&g_watchdog_wake);
}

// Writes `text` to `fd` unless the reader keeps it from taking more until `until`: the watchdog
// must end the program whether or not anybody reads what it prints (a pipe whose reader has
// stopped reading blocks a plain write for good). Pieces of PIPE_BUF bytes, each once poll(2)
// says the descriptor takes more, never block.
void write_before(int fd, const std::string& text, Clock::time_point until) {
  std::size_t done = 0;
  while (done < text.size()) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now()).count();
    pollfd ready{fd, POLLOUT, 0};
    const int rc = poll(&ready, 1, static_cast<int>(std::max<long long>(0, left)));
    if (rc < 0 && errno == EINTR) continue;
    if (rc <= 0 || !(ready.revents & POLLOUT)) return;
    const std::size_t piece = std::min<std::size_t>(PIPE_BUF, text.size() - done);
    const ssize_t n = write(fd, text.data() + done, piece);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    done += static_cast<std::size_t>(n);
  }
}

// Ends the program for `why` unless the command has claimed standard output for its answer
// (then it returns: the command is finishing); `forced` (a second signal, or a command that has
// not ended well after its answer was due) ends it even then, without printing. The watchdog
// waits at most `patience` for the command to finish a piece of output it is writing (a reader
// that stopped reading holds it there for good), then ends the program without printing; what
// it prints itself it gives up after `patience` too. Standard output and the temporary files stay
// locked until the end: nothing is printed or renamed into place after the watchdog's output.
void end_program(StopReason why, bool forced, Clock::duration patience) {
  const Clock::time_point give_up = Clock::now() + patience;
  Gate& g = gate();
  bool taken = g.mutex.try_lock();
  while (!taken && !forced && Clock::now() < give_up) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    taken = g.mutex.try_lock();
  }
  forced = forced || !taken;
  const bool prints = taken && !g.claimed;
  if (!prints && !forced) {
    g.mutex.unlock();
    return;
  }
  Limits limits;
  std::optional<CutShortOutput> prepared;
  {
    std::lock_guard lock(watch().mutex);
    limits = watch().limits;
    prepared = watch().prepared;
  }
  temp_files_mutex().lock();
  for (const std::string& file : temp_files()) unlink(file.c_str());
  if (prepared && prints)
    write_before(
        STDOUT_FILENO,
        why == StopReason::Interrupt ? prepared->interrupt_output : prepared->timeout_output,
        give_up);
  std::string line = "gridsat: " + stop_cause(why, limits);
  if (prepared && prints) line += ": " + prepared->consequence;
  write_before(STDERR_FILENO, line + "\n", std::max(give_up, Clock::now() + patience / 2));
  _exit(stop_status(why));
}

timespec monotonic(Clock::time_point t) {
  const auto ns =
      std::chrono::duration_cast<std::chrono::nanoseconds>(t.time_since_epoch()).count();
  return timespec{static_cast<time_t>(ns / 1000000000), static_cast<long>(ns % 1000000000)};
}

// Waits for the deadline (+ its grace) or a signal (+ signal_grace()), whichever comes first,
// and ends the program then unless the command has answered; a second signal ends it at once. A
// command that has answered but not ended two graces later (its answer held up by a reader that
// stopped reading) is ended then too, so that the limit holds whoever reads the output.
void watchdog() {
  std::optional<Clock::time_point> signal_ends_at;
  std::optional<Clock::time_point> hard_end;  // set once the command has answered
  StopReason hard_why = StopReason::Timeout;
  for (;;) {
    std::optional<Clock::time_point> wake = hard_end;
    if (!hard_end) {
      std::lock_guard lock(watch().mutex);
      wake = watch().ends_at;
    }
    if (signal_ends_at && !hard_end)
      wake = std::min(wake.value_or(*signal_ends_at), *signal_ends_at);
    int rc = 0;
    if (wake) {
      const timespec until = monotonic(*wake);
      rc = sem_clockwait(&g_watchdog_wake, CLOCK_MONOTONIC, &until);
    } else {
      rc = sem_wait(&g_watchdog_wake);
    }
    if (rc != 0 && errno == EINTR) continue;
    const auto grace = steady_seconds(g_signal_grace.load());
    const int signals = g_signal_count.load();
    if (signals >= 2) end_program(StopReason::Interrupt, true, grace);
    if (signals == 1 && !signal_ends_at) {
      Alarm::ring();  // the solvers stop at their next step
      signal_ends_at = Clock::now() + grace;
    }
    if (rc == 0) continue;  // woken: look again at what to wait for
    const auto now = Clock::now();
    if (hard_end) {
      if (now >= *hard_end) end_program(hard_why, true, grace);
      continue;
    }
    Clock::duration patience = grace;
    if (signal_ends_at && now >= *signal_ends_at) {
      hard_why = StopReason::Interrupt;
    } else if (wake && now >= *wake) {
      hard_why = g_interrupted.load() ? StopReason::Interrupt : StopReason::Timeout;
      std::lock_guard lock(watch().mutex);
      if (hard_why == StopReason::Timeout)
        patience = steady_seconds(deadline_grace(watch().limits.timeout_seconds));
    } else {
      continue;
    }
    end_program(hard_why, false, patience);
    hard_end = Clock::now() + 2 * patience;
  }
}
}  // namespace

std::chrono::steady_clock::time_point program_start() {
  return g_program_start;
}

void install_signal_handlers() {
  sem_init(&g_watchdog_wake, 0, 0);
  std::thread(watchdog).detach();
  struct sigaction sa {};
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, nullptr);
  sigaction(SIGTERM, &sa, nullptr);
}

double deadline_grace(double timeout_seconds) {
  // A quarter of the bound: ending a process of gigabytes (the kernel freeing its memory) takes
  // a good part of a second on a busy machine, and the bound counts until it has ended.
  return std::max(1.0, 0.05 * timeout_seconds) / 4;
}

double signal_grace() {
  return g_signal_grace.load();
}

void set_signal_grace(double seconds) {
  g_signal_grace.store(seconds);
}

void prepare_cut_short(const Limits& limits, std::optional<CutShortOutput> prepared) {
  {
    std::lock_guard lock(watch().mutex);
    watch().limits = limits;
    watch().prepared = std::move(prepared);
    watch().ends_at.reset();
    if (limits.since && limits.timeout_seconds > 0)
      watch().ends_at = *limits.since + steady_seconds(limits.timeout_seconds +
                                                       deadline_grace(limits.timeout_seconds));
  }
  sem_post(&g_watchdog_wake);
}

void update_cut_short_consequence(const std::string& consequence) {
  std::lock_guard lock(watch().mutex);
  if (watch().prepared) watch().prepared->consequence = consequence;
}

std::unique_lock<std::mutex> output_turn() {
  return std::unique_lock(gate().mutex);
}

void claim_output() {
  std::lock_guard lock(gate().mutex);
  gate().claimed = true;
}

TemporaryFile::TemporaryFile(std::string path) : path_(std::move(path)) {
  std::lock_guard lock(temp_files_mutex());
  temp_files().insert(path_);
}

TemporaryFile::~TemporaryFile() {
  std::lock_guard lock(temp_files_mutex());
  if (!renamed_) std::remove(path_.c_str());
  temp_files().erase(path_);
}

void TemporaryFile::rename_to(const std::string& target, const std::string& shown_name) {
  const std::string& name = shown_name.empty() ? target : shown_name;
  std::lock_guard lock(temp_files_mutex());
  if (g_interrupted.load())
    throw CliError{128 + g_signal.load(), "interrupted; " + name + " was not written"};
  std::error_code ec;
  std::filesystem::rename(path_, target, ec);
  if (ec) throw CliError{kIoErr, name + ": " + ec.message()};
  renamed_ = true;
}

std::string located(const std::string& name, const ParseError& e) {
  if (e.line <= 0) return name + ": " + e.message;
  return name + ":" + std::to_string(e.line) + ":" + std::to_string(e.col) + ": " + e.message;
}

std::string input_name(const std::string& path) {
  return path.empty() || path == "-" ? "<stdin>" : path;
}

namespace {

// Whether a command-line argument is a puzzle written out: a URL, or a Tatham ID whose first
// part names one of the games gridsat reads.
bool inline_puzzle(const std::string& arg) {
  if (arg.find_first_of(" \t\r\n") != std::string::npos) return false;
  const std::string lower = lowercase(arg);
  if (lower.find("://") != std::string::npos) return true;
  for (std::string_view host :
       {"puzz.link/", "pzv.jp/", "f-puzzles.com/", "www.f-puzzles.com/", "sudokupad.app/"})
    if (lower.starts_with(host)) return true;
  const std::size_t colon = lower.find(':');
  if (colon == std::string::npos) return false;
  for (const TathamGame& game : tatham_games())
    if (lower.compare(0, colon, game.name) == 0) return true;
  return false;
}

}  // namespace

Input read_puzzle_input(const std::string& path) {
  std::error_code ec;
  if (!path.empty() && path != "-" && !std::filesystem::exists(path, ec) && inline_puzzle(path))
    return text_input("<argument>", path);
  return read_input(path);
}

Input read_input(const std::string& path) {
  Input in;
  in.name = input_name(path);
  std::FILE* f = nullptr;
  if (path.empty() || path == "-") {
    f = stdin;
  } else {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
      throw CliError{kNoInput, path + ": is a directory"};
    f = std::fopen(path.c_str(), "rb");
    if (!f) throw CliError{kNoInput, path + ": cannot open: " + std::strerror(errno)};
  }
  char buf[1 << 16];
  for (;;) {
    errno = 0;
    const std::size_t got = std::fread(buf, 1, sizeof buf, f);
    in.text.append(buf, got);
    if (in.text.size() > kMaxInput) {
      if (f != stdin) std::fclose(f);
      throw CliError{kDataErr, in.name + ": input is larger than 64 MiB"};
    }
    // A signal breaks off a read that waits (a pipe, a terminal): SIGINT / SIGTERM end it here,
    // as work cut short; any other signal is no error.
    if (std::ferror(f) && errno == EINTR) {
      if (g_interrupted.load()) {
        if (f != stdin) std::fclose(f);
        throw CliError{stop_status(StopReason::Interrupt),
                       stop_cause(StopReason::Interrupt, {}) + ": the puzzle was not read"};
      }
      std::clearerr(f);
      continue;
    }
    if (got == 0) break;
  }
  bool failed = std::ferror(f);
  if (f != stdin) std::fclose(f);
  if (failed) throw CliError{kIoErr, in.name + ": read error"};
  return text_input(std::move(in.name), std::move(in.text));
}

Input text_input(std::string name, std::string text) {
  // Editors on Windows start UTF-8 files with a byte-order mark; it is no part of the text.
  if (text.starts_with("\xEF\xBB\xBF")) text.erase(0, 3);
  return {std::move(name), std::move(text)};
}

void CommonOptions::add_input(po::options_description& desc) {
  desc.add_options()("from", po::value(&from),
                     "input format (default: detected): native, sudoku-line, ...")(
      "type", po::value(&type), "puzzle type when the input does not say it (sudoku, ...)")(
      "verbose,v", po::bool_switch(&verbose), "say which input format was detected");
}

void CommonOptions::add_output(po::options_description& desc, const std::string& formats,
                               bool with_stats) {
  desc.add_options()(
      "format", po::value(&format),
      ("output: " + formats + " (default: pretty on a terminal, plain otherwise)").c_str())(
      "color", po::value(&color)->default_value("auto"), "auto | always | never");
  if (with_stats)
    desc.add_options()("stats", po::bool_switch(&stats),
                       "variables, clauses, times and conflicts on standard error");
}

void CommonOptions::add_encoding(po::options_description& desc) {
  desc.add_options()("amo", po::value(&amo)->default_value("auto"),
                     "at-most-one encoding: pairwise | sequential | bimander | product | auto "
                     "(pairwise up to 32 literals, product above)")(
      "card", po::value(&card)->default_value("sequential"),
      "cardinality encoding: sequential | totalizer")(
      "visibility", po::value(&visibility)->default_value("order"),
      "skyscrapers/abc line encoding: order | automaton")(
      "cage-encoding", po::value(&sum)->default_value("auto"),
      "calcudoku and killer cages: tuples | dd | auto")("sum", po::value(&sum_alias),
                                                        "the old name of --cage-encoding")(
      "connectivity", po::value(&connectivity)->default_value("auto"),
      "connected areas and single loops: static (complete in the CNF) | lazy (cuts added "
      "between solver calls; the embedded or external solver only) | auto (lazy when solving, "
      "static in a CNF written out)");
}

void CommonOptions::add_solving(po::options_description& desc) {
  desc.add_options()("backend", po::value(&backend)->default_value("sat"),
                     "sat (embedded CaDiCaL) | native (backtracker) | external")(
      "solver", po::value(&solver),
      "with --backend external: a command that reads DIMACS on standard input and prints the "
      "model (cadical, picosat, 'minisat /dev/stdin /dev/stdout')")(
      "cross-check", po::bool_switch(&cross_check),
      "solve with both sat and native; exit 70 if they disagree")(
      "paranoid", po::bool_switch(&paranoid),
      "debug: as --cross-check, and a unique puzzle's solution must be the same from both");
  add_limits(desc);
  add_encoding(desc);
}

void CommonOptions::add_setter_command(po::options_description& desc, const std::string& formats) {
  desc.add_options()("file", po::value(&file), "the puzzle (default: standard input)");
  add_input(desc);
  add_output(desc, formats);
  add_limits(desc);
  add_encoding(desc);
}

void CommonOptions::add_limits(po::options_description& desc) {
  desc.add_options()(
      "timeout", po::value(&timeout),
      "give up after SECONDS from the start (batch: from each puzzle's start); status unknown, "
      "exit 3; 0 (the default) is no limit")(
      "max-conflicts", po::value(&max_conflicts),
      "give up after N conflicts per SAT call (native: N dead ends) (status unknown, exit 3)");
}

Limits CommonOptions::limits() const {
  if (timeout < 0) throw CliError{kUsage, "--timeout must not be negative"};
  // NaN, infinity and centuries would overflow the clocks' integer ticks.
  if (!std::isfinite(timeout) || timeout > 1e9)
    throw CliError{kUsage, "--timeout must be a number of seconds up to 1000000000"};
  if (max_conflicts < -1) throw CliError{kUsage, "--max-conflicts must not be negative"};
  Limits limits;
  limits.timeout_seconds = timeout;
  limits.max_conflicts = max_conflicts;
  limits.interrupt = &g_interrupted;
  return limits;
}

std::string stop_cause(StopReason why, const Limits& limits) {
  std::ostringstream text;
  switch (why) {
    case StopReason::Timeout:
      text << "stopped by the time limit (--timeout " << limits.timeout_seconds << " s)";
      break;
    case StopReason::Conflicts:
      text << "stopped by the conflict limit (--max-conflicts " << limits.max_conflicts << ")";
      break;
    case StopReason::Memory:
      text << "stopped: out of memory";
      break;
    case StopReason::Interrupt:
      text << "interrupted by " << (g_signal.load() == SIGTERM ? "SIGTERM" : "SIGINT");
      break;
    case StopReason::Solver:
      text << "stopped: the solver gave no answer";
      break;
    case StopReason::None:
      text << "not stopped";
      break;
  }
  return text.str();
}

int stop_status(StopReason why) {
  if (why != StopReason::Interrupt) return 3;
  return 128 + (g_signal.load() != 0 ? g_signal.load() : SIGINT);
}

int report_stop(StopReason why, const Limits& limits, const std::string& consequence) {
  claim_output();
  std::cout.flush();
  std::cerr << "gridsat: " << stop_cause(why, limits) << ": " << consequence << "\n";
  return stop_status(why);
}

EncodeOptions CommonOptions::encode_options() const {
  EncodeOptions e;
  auto a = parse_amo(amo);
  if (!a)
    throw CliError{kUsage,
                   "unknown --amo '" + amo + "' (pairwise, sequential, bimander, product, auto)"};
  auto c = parse_card(card);
  if (!c) throw CliError{kUsage, "unknown --card '" + card + "' (sequential, totalizer)"};
  e.amo = *a;
  e.card = *c;
  auto v = parse_visibility(lowercase(visibility));
  if (!v) throw CliError{kUsage, "unknown --visibility '" + visibility + "' (order, automaton)"};
  e.visibility = *v;
  if (!sum_alias.empty() && sum != "auto" && lowercase(sum_alias) != lowercase(sum))
    throw CliError{kUsage, "--sum is the old name of --cage-encoding: give one of them"};
  const std::string cages = sum_alias.empty() ? sum : sum_alias;
  auto k = parse_cage_encoding(lowercase(cages));
  if (!k) throw CliError{kUsage, "unknown --cage-encoding '" + cages + "' (tuples, dd, auto)"};
  e.cages = *k;
  auto connected = parse_connectivity(lowercase(connectivity));
  if (!connected)
    throw CliError{kUsage, "unknown --connectivity '" + connectivity + "' (static, lazy, auto)"};
  e.connectivity = *connected;
  return e;
}

EncodeOptions CommonOptions::written_encode_options() const {
  EncodeOptions e = encode_options();
  if (e.connectivity == Connectivity::Lazy)
    throw CliError{kUsage,
                   "--connectivity lazy adds its clauses while solving; a CNF written out uses "
                   "the static encoding (--connectivity static or auto)"};
  e.connectivity = Connectivity::Static;
  return e;
}

RunOptions CommonOptions::run_options() const {
  RunOptions r;
  if (backend == "sat")
    r.backend = Backend::Sat;
  else if (backend == "native")
    r.backend = Backend::Native;
  else if (backend == "external")
    r.backend = Backend::External;
  else
    throw CliError{kUsage, "unknown --backend '" + backend + "' (sat, native, external)"};
  if (r.backend == Backend::External && solver.empty())
    throw CliError{kUsage, "--backend external needs --solver CMD"};
  if (r.backend != Backend::External && !solver.empty())
    throw CliError{kUsage, "--solver is the command of --backend external; add --backend external"};
  r.solver_command = solver;
  r.limits = limits();
  r.encode = encode_options();
  return r;
}

std::string CommonOptions::output_format() const {
  if (color != "auto" && color != "always" && color != "never")
    throw CliError{kUsage, "unknown --color '" + color + "' (auto, always, never)"};
  if (format.empty()) return isatty(STDOUT_FILENO) ? "pretty" : "plain";
  if (format != "plain" && format != "pretty" && format != "json")
    throw CliError{kUsage, "unknown --format '" + format + "' (plain, pretty, json)"};
  return format;
}

bool parse_command(const std::vector<std::string>& args, po::options_description& desc,
                   const po::positional_options_description& positional, const std::string& usage,
                   const std::string& example) {
  bool help = false;
  desc.add_options()("help,h", po::bool_switch(&help), "show this help");
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(desc).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw CliError{kUsage, std::string(e.what()) + " (see --help)"};
  }
  if (help) {
    std::cout << "usage: " << usage << "\n\n" << desc << "\nexample:\n  " << example << "\n";
    return false;
  }
  return true;
}

std::string formats_other_than(const std::string& name, bool writable) {
  std::string known;
  for (const FormatInfo& f : list_formats()) {
    if (!(writable ? f.writable : f.readable)) continue;
    if (f.name == lowercase(name)) return "";
    known += (known.empty() ? "" : ", ") + std::string(f.name);
  }
  return known;
}

void CommonOptions::check_input_names() const {
  if (!type.empty() && !canonical_type(type))
    throw CliError{kUsage, "unknown --type '" + type + "' (see gridsat --help)"};
  if (from.empty()) return;
  if (const std::string known = formats_other_than(from, false); !known.empty())
    throw CliError{kUsage, "unknown --from '" + from + "' (" + known + ")"};
}

std::unique_ptr<Puzzle> load_puzzle(const CommonOptions& options, bool verbose_format) {
  options.check_input_names();
  return puzzle_from_input(read_puzzle_input(options.file), options, verbose_format);
}

std::unique_ptr<Puzzle> puzzle_from_input(const Input& in, const CommonOptions& options,
                                          bool verbose_format) {
  options.check_input_names();
  ReadResult r = read_puzzle(in.text, options.from, options.type);
  if (r.error) throw CliError{kDataErr, located(in.name, *r.error)};
  if (options.verbose && verbose_format)
    std::cerr << "gridsat: " << in.name << ": read as " << r.format << " (" << r.puzzle->type()
              << ")\n";
  return std::move(r.puzzle);
}

namespace {

// Removes the temporary files that writers of `dir/.NAME.XXXXXX` killed with SIGKILL left behind.
// A live writer holds an flock on its temporary from the moment it is created; a temporary that
// nobody holds and that has not changed for a while belongs to a dead process.
void remove_abandoned_temporaries(const std::filesystem::path& dir, const std::string& name) {
  namespace fs = std::filesystem;
  const std::string prefix = "." + name + ".";
  std::error_code ec;
  for (const fs::directory_entry& e : fs::directory_iterator(dir, ec)) {
    const std::string file = e.path().filename().string();
    if (file.size() != prefix.size() + 6 || !file.starts_with(prefix)) continue;
    std::error_code time_ec;
    const auto age = fs::file_time_type::clock::now() - fs::last_write_time(e.path(), time_ec);
    if (time_ec || age < std::chrono::seconds(10)) continue;
    const int fd = open(e.path().c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) continue;
    if (flock(fd, LOCK_EX | LOCK_NB) == 0) unlink(e.path().c_str());
    close(fd);
  }
}

}  // namespace

void write_output(const std::string& path, const std::function<void(std::ostream&)>& produce) {
  if (path.empty() || path == "-") {
    produce(std::cout);
    std::cout.flush();
    if (!std::cout) throw CliError{kIoErr, "error writing standard output"};
    return;
  }
  namespace fs = std::filesystem;
  fs::path target(path);
  std::error_code ec;
  fs::file_status status = fs::status(target, ec);  // follows symbolic links
  if (fs::is_directory(status)) throw CliError{kIoErr, path + ": is a directory"};
  if (fs::exists(status) && !fs::is_regular_file(status)) {
    // A device or a pipe (/dev/null, /dev/stdout, a FIFO): written in place, never replaced.
    std::ofstream out(target, std::ios::binary);
    if (!out) throw CliError{kIoErr, path + ": cannot open for writing"};
    produce(out);
    out.flush();
    if (!out) throw CliError{kIoErr, path + ": write error"};
    return;
  }
  // A symbolic link keeps pointing where it did: the file it names is the one replaced.
  if (fs::exists(status)) {
    target = fs::canonical(target, ec);
    if (ec) throw CliError{kIoErr, path + ": " + ec.message()};
  }
  fs::path dir = target.parent_path().empty() ? fs::path(".") : target.parent_path();
  remove_abandoned_temporaries(dir, target.filename().string());
  std::string temp = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  int fd = mkstemp(temp.data());
  if (fd < 0) throw CliError{kIoErr, path + ": cannot create: " + std::strerror(errno)};
  // The lock, held until the descriptor closes at the end, marks the temporary as in use.
  flock(fd, LOCK_EX);
  const std::unique_ptr<int, void (*)(int*)> closer(&fd, [](int* f) { close(*f); });
  // From here on every way out, an interrupt included, removes the temporary file unless it was
  // renamed into place.
  TemporaryFile cleanup(temp);
  mode_t mask = umask(0);  // mkstemp makes the file 0600; give it the usual permissions
  umask(mask);
  fchmod(fd, 0666 & ~mask);
  bool ok;
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    produce(out);
    out.flush();
    ok = static_cast<bool>(out);
  }
  if (ok) {  // on disk before it gets its name: a crash leaves the old file or the new one
    int sync_fd = open(temp.c_str(), O_RDONLY);
    ok = sync_fd >= 0 && fsync(sync_fd) == 0;
    if (sync_fd >= 0) close(sync_fd);
  }
  if (!ok) throw CliError{kIoErr, path + ": write error"};
  cleanup.rename_to(target.string(), path);
}

}  // namespace gridsat::cli
