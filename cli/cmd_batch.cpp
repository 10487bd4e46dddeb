// gridsat batch: many puzzles on a pool of worker threads, one line per puzzle in input order:
// JSON (the default, CLI.md) or, with --format plain, `ID STATUS ...` for reading by eye and by
// simple scripts.
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
#include <set>
#include <sstream>
#include <thread>

#include "batch.hpp"
#include "common.hpp"
#include "driver/shape_cache.hpp"
#include "formats/formats.hpp"
#include "formats/text.hpp"
#include "memory_limit.hpp"
#include "output.hpp"
#include "solution_line.hpp"

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
  bool plain = false;     // --format plain: `ID STATUS ...` lines instead of JSON
  bool check = false;     // --mode check: `PUZZLE SOLUTION` lines, no solving

  BatchRun run() const {
    if (check) return {"check", 0};
    if (mode == Mode::Count) return {"count", options.count_limit};
    return {mode == Mode::Unique ? "unique" : "solve", 0};
  }
};

// What the summary counts.
struct Tally {
  std::map<std::string, long long> by_status;
  std::vector<double> ms;  // time per puzzle (encode + solve), for the median
  RunStats total;          // --stats: times and conflicts summed, the largest CNF's size
  bool bad_input = false;
  bool unknown = false;
  bool internal = false;
};

struct Outcome {
  std::string line;  // the output line (JSON or plain), without its newline
  std::string status;
  double ms = 0;
  bool keep = true;  // false: cut short by an interrupt; neither written nor counted
  RunStats stats;    // the solve's figures, for --stats
};

// A grid on one line: rows as plain writes them, cells joined by `,`, rows by `/` (the form of
// the SOLUTION in `ID SOLUTION` data files). A loop, which plain draws, is its answer grid of
// edges (docs/output.md's layout: the rows of horizontal edges, then those of vertical ones;
// 1 on the loop, 0 off it).
std::string one_line_grid(const Puzzle& puzzle, const Grid& grid) {
  if (puzzle.answer_kind() == AnswerKind::Loop) {
    std::string text;
    for (int r = 0; r < grid.rows; ++r) {
      if (r > 0) text += '/';
      for (int c = 0; c < grid.cols; ++c)
        text += (c > 0 ? "," : "") + std::to_string(grid.at(r, c));
    }
    return text;
  }
  std::istringstream rows(write_plain(puzzle, grid));
  std::string text, row, cell;
  while (std::getline(rows, row)) {
    if (!text.empty()) text += '/';
    std::istringstream cells(row);
    bool first = true;
    while (cells >> cell) {
      text += (first ? "" : ",") + cell;
      first = false;
    }
  }
  return text;
}

// The --format plain line: `ID STATUS`, then the count (count mode) and each solution found
// (one_line_grid; two for "multiple"), or the error message.
std::string plain_line(const std::string& id, const std::string& status, const Puzzle* puzzle,
                       Mode mode, const RunResult* result, const std::string& error) {
  std::string line = id + " " + status;
  if (!error.empty()) return line + " " + error;
  if (mode == Mode::Count) line += " " + std::to_string(result->count);
  if (mode != Mode::Count)
    for (const Grid& g : result->solutions) {
      std::string grid = one_line_grid(*puzzle, g);
      if (!grid.empty()) line += " " + grid;
    }
  return line;
}

// What every JSON line carries besides the result: where its puzzle is among the inputs, and
// the run that wrote it (the mode, and counting, the limit), so that --resume can tell whether
// an earlier output's lines are answers to the same question.
void label(nlohmann::json& j, const BatchTask& task, std::size_t index, const BatchConfig& config) {
  j["index"] = index;
  j["id"] = task.id;
  const BatchRun run = config.run();
  j["mode"] = run.mode;
  if (run.limit) j["limit"] = run.limit;
}

Outcome error_outcome(const BatchTask& task, std::size_t index, const BatchConfig& config,
                      const std::string& message) {
  if (config.plain)
    return {
        plain_line(task.id, "error", nullptr, Mode::Solve, nullptr, message), "error", 0, true, {}};
  nlohmann::json j;
  label(j, task, index, config);
  j["status"] = "error";
  j["error"] = message;
  return {j.dump(), "error", 0, true, {}};
}

std::string where(const BatchTask& task, const ParseError& e) {
  if (task.line == 0) return located(task.file, e);
  return task.file + ":" + std::to_string(task.line) + ":" + std::to_string(std::max(e.col, 1)) +
         ": " + e.message;
}

// --mode check: the task is a `PUZZLE SOLUTION` line (solution_line.hpp). "valid", "invalid"
// with where and why, or "error" when the puzzle part does not read.
Outcome check_one(const BatchTask& task, std::size_t index, const BatchConfig& config) {
  const auto start = Clock::now();
  SolutionLineCheck c =
      check_solution_line(task.text, task.line, config.common.from, config.common.type);
  const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  const std::string status = !c.puzzle ? "error" : c.error ? "invalid" : "valid";
  const std::string message = c.error ? located(task.file, *c.error) : "";
  if (config.plain)
    return {task.id + " " + status + (message.empty() ? "" : " " + message), status, ms, true, {}};
  nlohmann::json j;
  label(j, task, index, config);
  if (c.puzzle) {
    j["type"] = c.puzzle->type();
    j["rows"] = c.puzzle->rows();
    j["cols"] = c.puzzle->cols();
  }
  j["status"] = status;
  if (c.error) j["error"] = message;
  return {j.dump(), status, ms, true, {}};
}

Outcome solve_one(const BatchTask& task, std::size_t index, const BatchConfig& config,
                  ShapeCache& cache) {
  if (config.check) return check_one(task, index, config);
  // --timeout counts from this puzzle's start, reading and encoding included, as solve counts
  // from its own start.
  RunOptions options = config.options;
  options.limits.since = Clock::now();
  ReadResult read = read_puzzle(task.text, config.common.from, config.common.type);
  if (read.error) return error_outcome(task, index, config, where(task, *read.error));
  const Puzzle& puzzle = *read.puzzle;
  if (options.backend != Backend::Native || config.cross_check)
    if (auto problem = memory_problem(puzzle, options.encode, config.threads))
      return error_outcome(task, index, config, task.id + ": " + *problem);
  RunResult r = run_cached(puzzle, config.mode, options, cache);
  if (r.stopped == StopReason::Interrupt) return {"", "", 0, false, {}};
  if (r.internal_error)
    return error_outcome(task, index, config, "internal error: " + *r.internal_error);
  if (config.cross_check) {
    RunOptions other = options;
    other.backend = options.backend == Backend::Native ? Backend::Sat : Backend::Native;
    RunResult second = run(puzzle, config.mode, other);
    if (second.internal_error)
      return error_outcome(task, index, config,
                           "internal error: cross-check: " + *second.internal_error);
    if (r.verdict != Verdict::Unknown && second.verdict != Verdict::Unknown &&
        r.verdict != second.verdict)
      return error_outcome(
          task, index, config,
          "internal error: cross-check failed: " + std::string(verdict_name(r.verdict)) +
              " against " + std::string(verdict_name(second.verdict)));
    if (config.paranoid && r.verdict == Verdict::Unique && second.verdict == Verdict::Unique &&
        r.solutions.front() != second.solutions.front())
      return error_outcome(task, index, config,
                           "internal error: cross-check failed: the backends found different "
                           "solutions of a unique puzzle");
  }
  nlohmann::json j = result_json(puzzle, config.mode, r);
  label(j, task, index, config);
  const std::string status = j["status"].get<std::string>();
  const double ms = r.stats.encode_ms + r.stats.solve_ms;
  if (config.plain)
    return {plain_line(task.id, status, &puzzle, config.mode, &r, ""), status, ms, true, r.stats};
  return {j.dump(), status, ms, true, r.stats};
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

// `[#####.....] 1234 done  24%  812/s  ETA 4.6s`, redrawn in place. The share is of the input
// bytes taken (the count of puzzles is not known before the last is read); standard input,
// whose size is not known, shows the count and rate only.
void draw_progress(std::size_t done, std::uint64_t taken, std::uint64_t total, double elapsed) {
  constexpr int kWidth = 30;
  const double rate = elapsed > 0 ? static_cast<double>(done) / elapsed : 0;
  if (total == 0) {
    std::fprintf(stderr, "\r%zu done %.0f/s   ", done, rate);
    std::fflush(stderr);
    return;
  }
  const double fraction = std::min(1.0, static_cast<double>(taken) / static_cast<double>(total));
  const int filled = static_cast<int>(fraction * kWidth);
  std::string bar(static_cast<std::size_t>(filled), '#');
  bar.resize(kWidth, '.');
  std::string eta = fraction > 0 ? seconds_text(elapsed * (1 - fraction) / fraction) : "?";
  std::fprintf(stderr, "\r[%s] %zu done %3d%% %.0f/s ETA %s   ", bar.c_str(), done,
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
// appended the lines it was missing: the lines taken over and those of the inputs solved now
// (the file's other lines, results for other inputs, are dropped).
void sort_output(const std::string& path, const std::map<std::size_t, std::string>& taken_over,
                 const std::vector<std::size_t>& solved_now) {
  std::map<std::size_t, std::string> lines = taken_over;
  const std::set<std::size_t> now(solved_now.begin(), solved_now.end());
  std::ifstream in(path, std::ios::binary);
  for (std::string line; std::getline(in, line);) {  // appended last: the last line of an index
    nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_object() && j.contains("index") && j["index"].is_number_unsigned() &&
        now.count(j["index"].get<std::size_t>()))
      lines[j["index"].get<std::size_t>()] = line;
  }
  in.close();
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
  std::string output, mode_name = "solve", format = "json";
  unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  long long limit = 1000;
  bool resume = false, no_progress = false, merge = false;
  std::string shard_text;
  po::options_description desc("gridsat batch options");
  desc.add_options()("file", po::value(&files),
                     "puzzle files and line files (none: standard input)")(
      "mode", po::value(&mode_name)->default_value("solve"),
      "solve | unique | count | check (each line a puzzle and its solution, as `ID SOLUTION` "
      "data sets hold them: checked against the rules, not solved)")(
      "limit", po::value(&limit)->default_value(1000), "count: stop counting at N")(
      "jobs,j", po::value(&threads)->default_value(threads), "worker threads (default: the cores)")(
      "output,o", po::value(&output), "write the lines to FILE (default: standard output)")(
      "format", po::value(&format)->default_value("json"),
      "json (one JSON object per line, CLI.md) | plain (ID STATUS [COUNT] [SOLUTION...], "
      "a solution's cells joined by ',', its rows by '/')")(
      "resume", po::bool_switch(&resume),
      "with -o: skip the inputs whose results FILE already holds, add the others")(
      "no-progress", po::bool_switch(&no_progress), "no progress bar, even on a terminal")(
      "shard", po::value(&shard_text),
      "K/N: solve only shard K of N (1 <= K <= N): the inputs whose 0-based index leaves K-1 "
      "after division by N; the lines keep their index over all inputs (docs/scaling.md)")(
      "merge", po::bool_switch(&merge),
      "the FILEs are JSON outputs of shards: write their lines in input order (each index once, "
      "none missing)")(
      "stats", po::bool_switch(&o.stats),
      "at the end, on standard error: the largest CNF's variables and clauses, and the encode "
      "and solve times and conflicts summed over the puzzles");
  o.add_input(desc);
  o.add_solving(desc);
  po::positional_options_description pos;
  pos.add("file", -1);
  if (!parse_command(args, desc, pos, "gridsat batch [options] [FILE...]",
                     "gridsat batch -j 2 -o results.jsonl puzzles.txt"))
    return kOk;
  if (files.empty()) files.push_back("-");  // CLI.md: no FILE is standard input
  if (merge) return merge_batch_outputs(files, output);
  const Shard shard = parse_shard(shard_text);
  if (mode_name == "solve")
    config.mode = Mode::Solve;
  else if (mode_name == "unique")
    config.mode = Mode::Unique;
  else if (mode_name == "count")
    config.mode = Mode::Count;
  else if (mode_name == "check")
    config.check = true;
  else
    throw CliError{kUsage, "unknown --mode '" + mode_name + "' (solve, unique, count, check)"};
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
  format = lowercase(format);
  if (format != "json" && format != "plain")
    throw CliError{kUsage, "unknown --format '" + format +
                               "' for batch (json, plain; pretty and svg are for one puzzle)"};
  config.plain = format == "plain";
  if (resume && config.plain)
    throw CliError{kUsage,
                   "--resume reads the JSON lines of an earlier run: not with --format plain"};
  if (resume && (output.empty() || output == "-"))
    throw CliError{kUsage, "--resume needs -o FILE (the output to resume)"};
  o.check_input_names();
  config.options = o.run_options();
  config.options.count_limit = limit;
  config.cross_check = o.cross_check || o.paranoid;
  config.paranoid = o.paranoid;

  if (resume && std::find(files.begin(), files.end(), "-") != files.end())
    throw CliError{kUsage,
                   "--resume reads the inputs twice (to match the earlier results): give "
                   "FILEs, not standard input"};

  BatchInputs inputs(files, o.from, o.type, config.check);
  std::map<std::size_t, std::string> finished;
  if (resume) {
    BatchInputs again(files, o.from, o.type, config.check);
    finished = take_over(read_finished(output), output, again, config.run());
  }
  // Earlier lines that are not results for these inputs would confuse the final sort: a
  // resumed file starts again when it holds none of ours.
  if (resume && finished.empty()) resume = false;

  std::ofstream file;
  std::ostream& out = *open_output(output, resume, file);

  // The inputs are taken one at a time by the workers (under input_mutex), so a file of any size
  // is never all in memory; each puzzle solved gets the next sequence number, and the writer
  // writes them in that order. Only the results in flight are held.
  struct Work {
    std::size_t seq = 0;
    std::size_t index = 0;  // over all inputs: what the line's "index" says
    BatchTask task;
  };
  std::mutex input_mutex;
  std::size_t produced = 0, sequenced = 0, resumed = 0;
  bool exhausted = false;
  std::exception_ptr input_error;
  std::vector<std::size_t> solved_indexes;    // kept only when resuming, for the final sort
  auto take = [&]() -> std::optional<Work> {  // input_mutex held
    while (!exhausted) {
      std::optional<BatchTask> task;
      try {
        task = inputs.next();
      } catch (...) {
        input_error = std::current_exception();
      }
      if (!task) {
        exhausted = true;
        break;
      }
      const std::size_t index = produced++;
      if (!shard.has(index)) continue;
      if (finished.count(index)) {
        ++resumed;
        continue;
      }
      if (resume) solved_indexes.push_back(index);
      return Work{sequenced++, index, std::move(*task)};
    }
    return std::nullopt;
  };

  std::map<std::size_t, Outcome> outcomes;  // finished, not yet written, by sequence number
  std::mutex mutex;
  std::condition_variable ready;
  std::atomic<bool> stop{false};
  config.threads = static_cast<int>(threads);
  std::atomic<unsigned> running{threads};
  const auto start = Clock::now();  // before the workers start: they take inputs at once
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t)
    pool.emplace_back([&] {
      ShapeCache cache;
      for (;;) {
        if (stop.load() || g_interrupted.load()) break;
        std::optional<Work> work;
        {
          std::lock_guard lock(input_mutex);
          work = take();
        }
        if (!work) break;
        const BatchTask& task = work->task;
        Outcome outcome;
        try {
          outcome = task.too_long ? error_outcome(task, work->index, config,
                                                  task.file + ":" + std::to_string(task.line) +
                                                      ":1: the line is longer than 64 MiB")
                                  : solve_one(task, work->index, config, cache);
        } catch (const std::bad_alloc&) {
          outcome = error_outcome(task, work->index, config, "internal error: out of memory");
        } catch (const std::exception& e) {
          outcome =
              error_outcome(task, work->index, config, std::string("internal error: ") + e.what());
        }
        {
          std::lock_guard lock(mutex);
          outcomes.emplace(work->seq, std::move(outcome));
        }
        ready.notify_one();
      }
      --running;
      ready.notify_one();
    });

  const bool progress = !no_progress && isatty(STDERR_FILENO);
  // Results and the bar on one terminal: the bar is wiped before lines are written (and drawn
  // again after them), so that no line starts after the bar's text.
  const bool shared_terminal = progress && &out == &std::cout && isatty(STDOUT_FILENO);
  auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
  Tally tally;
  std::size_t written = 0;
  bool write_failed = false, gap = false;
  // Cut short by the watchdog (a signal that the workers did not answer in time): the lines
  // written are whole; each puzzle has its own --timeout, so there is no command deadline.
  auto interrupted_after = [&] {
    return "batch: " + std::to_string(written) + " puzzle" + (written == 1 ? "" : "s") +
           " written; run again with --resume -o FILE to finish";
  };
  prepare_cut_short(Limits{}, CutShortOutput{"", "", interrupted_after()});
  double last_draw = -1;
  // Write each finished line once every line before it is written. After an interrupt the
  // workers stop taking inputs; what finished before it is written, up to the first gap.
  for (;;) {
    std::vector<Outcome> round;
    bool workers_done = false;
    {
      std::unique_lock lock(mutex);
      ready.wait_for(lock, std::chrono::milliseconds(100),
                     [&] { return outcomes.count(written) || running.load() == 0; });
      for (auto it = outcomes.find(written + round.size()); it != outcomes.end();
           it = outcomes.find(written + round.size())) {
        round.push_back(std::move(it->second));
        outcomes.erase(it);
      }
      workers_done = running.load() == 0;
    }
    if (shared_terminal && !round.empty() && last_draw >= 0) {
      std::fprintf(stderr, "\r\033[K");
      std::fflush(stderr);
    }
    std::unique_lock turn = output_turn();  // whole lines only
    for (Outcome& outcome : round) {
      if (!outcome.keep) {  // cut short by the interrupt: not a result
        gap = true;
        break;
      }
      out << outcome.line << "\n";
      ++tally.by_status[outcome.status];
      if (outcome.status != "error") tally.ms.push_back(outcome.ms);
      tally.total.encode_ms += outcome.stats.encode_ms;
      tally.total.solve_ms += outcome.stats.solve_ms;
      tally.total.conflicts += outcome.stats.conflicts;
      tally.total.nodes += outcome.stats.nodes;
      tally.total.vars = std::max(tally.total.vars, outcome.stats.vars);
      tally.total.clauses = std::max(tally.total.clauses, outcome.stats.clauses);
      if (outcome.status == "unknown") tally.unknown = true;
      if (outcome.status == "invalid") tally.bad_input = true;
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
      update_cut_short_consequence(interrupted_after());
    }
    turn.unlock();
    if (progress &&
        (elapsed() - last_draw >= 0.1 || workers_done || (shared_terminal && !round.empty()))) {
      std::uint64_t taken = 0, total = 0;
      {
        std::lock_guard lock(input_mutex);
        taken = inputs.bytes_taken();
        total = inputs.bytes_total();
      }
      draw_progress(written + resumed, taken, total, elapsed());
      last_draw = elapsed();
    }
    if (gap) break;
    if (workers_done) {
      std::lock_guard lock(mutex);
      if (!outcomes.count(written)) break;  // all written, or a gap an interrupt left
    }
  }
  stop = true;
  for (std::thread& t : pool) t.join();
  if (progress) std::fprintf(stderr, "\n");
  if (write_failed)
    throw CliError{kIoErr, (output.empty() ? "standard output" : output) + ": write error"};
  if (input_error) std::rethrow_exception(input_error);
  if (file.is_open()) file.close();
  const bool complete = exhausted && written == sequenced && !gap;
  if (complete && resume) sort_output(output, finished, solved_indexes);
  print_summary(tally, written, resumed, elapsed(), threads);
  if (o.stats && !config.check) {
    std::cerr << "gridsat: stats (the largest CNF; times and conflicts summed over " << written
              << " puzzle" << (written == 1 ? "" : "s") << "): ";
    RunResult summed;
    summed.stats = tally.total;
    std::ostringstream line;
    print_stats(line, summed);
    std::cerr << line.str().substr(std::string("gridsat: stats: ").size());
  }
  if (!complete && g_interrupted.load()) {
    std::cerr << "gridsat: batch: interrupted after " << written << " puzzle"
              << (written == 1 ? "" : "s")
              << " of this run; run again with --resume -o FILE to finish\n";
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
