// gridsat batch: many puzzles on a pool of worker threads, one JSON line per puzzle in input
// order.
//
// Workers take the next unsolved input, parse it, solve it (each with its own ShapeCache, so
// that same-shaped puzzles share their encoding and solver work) and hand back the finished
// line. The main thread writes the lines in input order as soon as a line and every line before
// it are done, flushing after each round, so a killed run keeps every line it printed and
// `--resume` can pick up from there. It also draws the progress bar (standard error on a
// terminal) and prints the summary at the end.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>

#include "batch.hpp"
#include "common.hpp"
#include "driver/shape_cache.hpp"
#include "memory_limit.hpp"
#include "output.hpp"

namespace gridsat::cli {
namespace {

using Clock = std::chrono::steady_clock;

struct BatchConfig {
  Mode mode = Mode::Solve;
  RunOptions options;
  CommonOptions common;
  bool cross_check = false;
  bool paranoid = false;  // cross_check, and the same solution of a unique puzzle from both
  int threads = 1;        // the encodings that share the memory
};

// What the summary counts.
struct Tally {
  std::map<std::string, long long> by_status;
  std::vector<double> ms;  // time per puzzle (encode + solve), for the median
  bool bad_input = false;
  bool unknown = false;
  bool internal = false;
};

struct Outcome {
  std::string line;  // the JSON line, without its newline
  std::string status;
  double ms = 0;
  bool keep = true;  // false: cut short by an interrupt; neither written nor counted
};

Outcome error_outcome(const BatchTask& task, std::size_t index, const std::string& message) {
  nlohmann::json j;
  j["index"] = index;
  j["id"] = task.id;
  j["status"] = "error";
  j["error"] = message;
  return {j.dump(), "error", 0, true};
}

std::string where(const BatchTask& task, const ParseError& e) {
  if (task.line == 0) return located(task.file, e);
  return task.file + ":" + std::to_string(task.line) + ":" + std::to_string(std::max(e.col, 1)) +
         ": " + e.message;
}

Outcome solve_one(const BatchTask& task, std::size_t index, const BatchConfig& config,
                  ShapeCache& cache) {
  ReadResult read = read_puzzle(task.text, config.common.from, config.common.type);
  if (read.error) return error_outcome(task, index, where(task, *read.error));
  const Puzzle& puzzle = *read.puzzle;
  if (config.options.backend != Backend::Native || config.cross_check)
    if (auto problem = memory_problem(puzzle, config.options.encode, config.threads))
      return error_outcome(task, index, task.id + ": " + *problem);
  RunResult r = run_cached(puzzle, config.mode, config.options, cache);
  if (r.stopped == StopReason::Interrupt) return {"", "", 0, false};
  if (r.internal_error) return error_outcome(task, index, "internal error: " + *r.internal_error);
  if (config.cross_check) {
    RunOptions other = config.options;
    other.backend = config.options.backend == Backend::Native ? Backend::Sat : Backend::Native;
    RunResult second = run(puzzle, config.mode, other);
    if (second.internal_error)
      return error_outcome(task, index, "internal error: cross-check: " + *second.internal_error);
    if (r.verdict != Verdict::Unknown && second.verdict != Verdict::Unknown &&
        r.verdict != second.verdict)
      return error_outcome(
          task, index,
          "internal error: cross-check failed: " + std::string(verdict_name(r.verdict)) +
              " against " + std::string(verdict_name(second.verdict)));
    if (config.paranoid && r.verdict == Verdict::Unique && second.verdict == Verdict::Unique &&
        r.solutions.front() != second.solutions.front())
      return error_outcome(task, index,
                           "internal error: cross-check failed: the backends found different "
                           "solutions of a unique puzzle");
  }
  nlohmann::json j = result_json(puzzle, config.mode, r);
  j["index"] = index;
  j["id"] = task.id;
  return {j.dump(), j["status"].get<std::string>(), r.stats.encode_ms + r.stats.solve_ms, true};
}

std::string seconds_text(double s) {
  char buf[32];
  if (s < 60)
    std::snprintf(buf, sizeof buf, "%.1fs", s);
  else if (s < 3600)
    std::snprintf(buf, sizeof buf, "%dm%02ds", static_cast<int>(s) / 60, static_cast<int>(s) % 60);
  else
    std::snprintf(buf, sizeof buf, "%dh%02dm", static_cast<int>(s) / 3600,
                  static_cast<int>(s) / 60 % 60);
  return buf;
}

// `[#####.....] 1234/5000  24%  812/s  ETA 4.6s`, redrawn in place.
void draw_progress(std::size_t done, std::size_t total, double elapsed) {
  constexpr int kWidth = 30;
  const double fraction = total ? static_cast<double>(done) / static_cast<double>(total) : 1;
  const int filled = static_cast<int>(fraction * kWidth);
  const double rate = elapsed > 0 ? static_cast<double>(done) / elapsed : 0;
  std::string bar(static_cast<std::size_t>(filled), '#');
  bar.resize(kWidth, '.');
  std::string eta = rate > 0 ? seconds_text(static_cast<double>(total - done) / rate) : "?";
  std::fprintf(stderr, "\r[%s] %zu/%zu %3d%% %.0f/s ETA %s   ", bar.c_str(), done, total,
               static_cast<int>(fraction * 100), rate, eta.c_str());
  std::fflush(stderr);
}

void print_summary(const Tally& tally, std::size_t solved_now, std::size_t resumed, double elapsed,
                   unsigned threads) {
  std::ostringstream s;
  s << "gridsat: batch: " << solved_now << " puzzle" << (solved_now == 1 ? "" : "s") << " in "
    << seconds_text(elapsed);
  if (elapsed > 0 && solved_now > 0)
    s << " (" << static_cast<long long>(static_cast<double>(solved_now) / elapsed) << "/s)";
  s << " on " << threads << " thread" << (threads == 1 ? "" : "s");
  if (resumed) s << ", " << resumed << " already done";
  s << ":";
  bool first = true;
  for (const auto& [status, count] : tally.by_status) {
    s << (first ? " " : ", ") << count << " " << status;
    first = false;
  }
  if (first) s << " nothing to do";
  if (!tally.ms.empty()) {
    std::vector<double> ms = tally.ms;
    std::nth_element(ms.begin(), ms.begin() + static_cast<long>(ms.size() / 2), ms.end());
    char buf[64];
    std::snprintf(buf, sizeof buf, "; median %.3f ms per puzzle", ms[ms.size() / 2]);
    s << buf;
  }
  std::cerr << s.str() << "\n";
}

// Rewrites the output file with one line per input, in input order, once a resumed run has
// appended the lines it was missing (lines that are not results for these inputs are dropped).
void sort_output(const std::string& path, const std::vector<BatchTask>& tasks) {
  const std::map<std::size_t, std::string> lines = read_finished(path, tasks);
  write_output(path, [&](std::ostream& out) {
    for (const auto& [index, line] : lines) out << line << "\n";
  });
}

// Opens the output: standard output, or FILE (truncated, or appended to when resuming, after
// cutting a last line that a killed run left half written).
std::ostream* open_output(const std::string& path, bool resume, std::ofstream& file) {
  if (path.empty() || path == "-") return &std::cout;
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::is_directory(path, ec)) throw CliError{kIoErr, path + ": is a directory"};
  if (resume && fs::is_regular_file(path, ec)) {
    std::ifstream in(path, std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::size_t keep = text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1;
    if (keep != text.size()) fs::resize_file(path, keep, ec);
    if (ec) throw CliError{kIoErr, path + ": " + ec.message()};
    file.open(path, std::ios::binary | std::ios::app);
  } else {
    file.open(path, std::ios::binary | std::ios::trunc);
  }
  if (!file) throw CliError{kIoErr, path + ": cannot open for writing"};
  return &file;
}

}  // namespace

int cmd_batch(const std::vector<std::string>& args) {
  BatchConfig config;
  CommonOptions& o = config.common;
  std::vector<std::string> files;
  std::string output, mode_name = "solve";
  unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  long long limit = 1000;
  bool resume = false, no_progress = false;
  po::options_description desc("gridsat batch options");
  desc.add_options()("file", po::value(&files),
                     "puzzle files and line files (none: standard input)")(
      "mode", po::value(&mode_name)->default_value("solve"), "solve | unique | count")(
      "limit", po::value(&limit)->default_value(1000), "count: stop counting at N")(
      "jobs,j", po::value(&threads)->default_value(threads), "worker threads (default: the cores)")(
      "output,o", po::value(&output), "write the JSON lines to FILE (default: standard output)")(
      "resume", po::bool_switch(&resume),
      "with -o: skip the inputs whose results FILE already holds, add the others")(
      "no-progress", po::bool_switch(&no_progress), "no progress bar, even on a terminal");
  o.add_input(desc);
  o.add_solving(desc);
  po::positional_options_description pos;
  pos.add("file", -1);
  if (!parse_command(args, desc, pos, "gridsat batch [options] [FILE...]",
                     "gridsat batch -j 2 -o results.jsonl puzzles.txt"))
    return kOk;
  if (files.empty()) files.push_back("-");  // CLI.md: no FILE is standard input
  if (mode_name == "solve")
    config.mode = Mode::Solve;
  else if (mode_name == "unique")
    config.mode = Mode::Unique;
  else if (mode_name == "count")
    config.mode = Mode::Count;
  else
    throw CliError{kUsage, "unknown --mode '" + mode_name + "' (solve, unique, count)"};
  if (threads < 1 || threads > 1024) throw CliError{kUsage, "--jobs must be between 1 and 1024"};
  // The embedded solvers are bound by the processor: threads past the cores only share them
  // (and every puzzle's time grows). An external solver may wait on other things: its -j stands.
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  if (threads > cores && o.run_options().backend != Backend::External) {
    std::cerr << "gridsat: batch: -j " << threads << " capped at the " << cores << " core"
              << (cores == 1 ? "" : "s") << " of this machine\n";
    threads = cores;
  }
  if (limit < 1) throw CliError{kUsage, "--limit must be at least 1"};
  if (resume && (output.empty() || output == "-"))
    throw CliError{kUsage, "--resume needs -o FILE (the output to resume)"};
  o.check_input_names();
  config.options = o.run_options();
  config.options.count_limit = limit;
  config.cross_check = o.cross_check || o.paranoid;
  config.paranoid = o.paranoid;

  const std::vector<BatchTask> tasks = read_batch_inputs(files, o.from, o.type);
  std::map<std::size_t, std::string> finished;
  if (resume) finished = read_finished(output, tasks);
  std::vector<std::size_t> pending;
  for (std::size_t i = 0; i < tasks.size(); ++i)
    if (!finished.count(i)) pending.push_back(i);
  // Earlier lines that are not results for these inputs would confuse the final sort: a
  // resumed file starts again when it holds none of ours.
  if (resume && finished.empty()) resume = false;

  std::ofstream file;
  std::ostream& out = *open_output(output, resume, file);

  std::vector<std::optional<Outcome>> outcomes(pending.size());
  std::mutex mutex;
  std::condition_variable ready;
  std::atomic<std::size_t> next{0};
  std::atomic<bool> stop{false};
  threads = static_cast<unsigned>(
      std::min<std::size_t>(threads, std::max<std::size_t>(1, pending.size())));
  config.threads = static_cast<int>(threads);
  std::atomic<unsigned> running{threads};
  const auto start = Clock::now();  // before the workers start: they take inputs at once
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t)
    pool.emplace_back([&] {
      ShapeCache cache;
      for (;;) {
        const std::size_t k = next.fetch_add(1);
        if (k >= pending.size() || stop.load() || g_interrupted.load()) break;
        Outcome outcome;
        try {
          outcome = solve_one(tasks[pending[k]], pending[k], config, cache);
        } catch (const std::bad_alloc&) {
          outcome = error_outcome(tasks[pending[k]], pending[k], "internal error: out of memory");
        } catch (const std::exception& e) {
          outcome = error_outcome(tasks[pending[k]], pending[k],
                                  std::string("internal error: ") + e.what());
        }
        {
          std::lock_guard lock(mutex);
          outcomes[k] = std::move(outcome);
        }
        ready.notify_one();
      }
      --running;
      ready.notify_one();
    });

  const bool progress = !no_progress && isatty(STDERR_FILENO);
  auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
  Tally tally;
  std::size_t written = 0;
  bool write_failed = false;
  double last_draw = -1;
  // Write each finished line once every line before it is written. After an interrupt the
  // workers stop taking inputs; what finished before it is written, up to the first gap.
  while (written < pending.size()) {
    std::vector<Outcome> round;
    bool workers_done = false;
    {
      std::unique_lock lock(mutex);
      ready.wait_for(lock, std::chrono::milliseconds(100),
                     [&] { return outcomes[written].has_value() || running.load() == 0; });
      for (std::size_t k = written; k < pending.size() && outcomes[k]; ++k) {
        round.push_back(std::move(*outcomes[k]));
        outcomes[k].reset();
      }
      workers_done = running.load() == 0;
    }
    bool gap = false;
    for (Outcome& outcome : round) {
      if (!outcome.keep) {  // cut short by the interrupt: not a result
        gap = true;
        break;
      }
      out << outcome.line << "\n";
      ++tally.by_status[outcome.status];
      if (outcome.status != "error") tally.ms.push_back(outcome.ms);
      if (outcome.status == "unknown") tally.unknown = true;
      if (outcome.status == "error")
        (outcome.line.find("internal error") != std::string::npos ? tally.internal
                                                                  : tally.bad_input) = true;
      ++written;
    }
    if (!round.empty()) {
      out.flush();
      if (!out) {
        write_failed = true;
        break;
      }
    }
    if (progress && (elapsed() - last_draw >= 0.1 || written == pending.size())) {
      draw_progress(written + finished.size(), tasks.size(), elapsed());
      last_draw = elapsed();
    }
    if (gap) break;
    if (workers_done && round.empty() && written < pending.size()) break;  // interrupted
  }
  stop = true;
  for (std::thread& t : pool) t.join();
  if (progress) std::fprintf(stderr, "\n");
  if (write_failed)
    throw CliError{kIoErr, (output.empty() ? "standard output" : output) + ": write error"};
  if (file.is_open()) file.close();
  const bool complete = written == pending.size();
  if (complete && resume && !finished.empty()) sort_output(output, tasks);
  print_summary(tally, written, finished.size(), elapsed(), threads);
  if (!complete && g_interrupted.load()) {
    std::cerr << "gridsat: batch: interrupted after " << written << " of " << pending.size()
              << " puzzles; run again with --resume -o FILE to finish\n";
    return 128 + g_signal.load();
  }
  if (tally.unknown)
    std::cerr << "gridsat: batch: " << tally.by_status["unknown"]
              << " cut short by a limit before their answer was known (status \"unknown\", "
                 "\"stopped\" says why)\n";
  if (tally.internal) return kSoftware;
  if (tally.bad_input) return kDataErr;
  if (tally.unknown) return 3;
  return kOk;
}

}  // namespace gridsat::cli
