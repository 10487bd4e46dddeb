// `gridsat batch`: the inputs it reads and the output file it resumes. The command itself (the
// worker pool, the in-order writer, progress and summary) is in cmd_batch.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gridsat::cli {

// The subcommand (cmd_batch.cpp).
int cmd_batch(const std::vector<std::string>& args);

// One puzzle to solve: where it comes from and its text.
struct BatchTask {
  std::string id;    // the file name, or FILE:LINE for a puzzle line of a line file
  std::string file;  // the file, for messages
  int line = 0;      // the line in `file` (line files), 0 for a whole file
  std::string text;
  bool too_long = false;  // a line of a streamed file past 64 MiB: no puzzle, an error line
};

// A line of a line file that is neither blank nor a `#` comment, without its line end.
struct PuzzleLine {
  int number;  // 1-based
  std::string text;
};
std::vector<PuzzleLine> puzzle_lines(const std::string& text);

// What a result line says of the run that wrote it ("mode", and "limit" when counting).
struct BatchRun {
  std::string mode;     // solve | unique | count
  long long limit = 0;  // count's --limit; 0 for the other modes
};

// The puzzles of batch's FILEs ("-" is standard input), one at a time, in order. A file of up to
// 64 MiB (the most any one puzzle may take) is read whole: it is a line file (one puzzle per line,
// blank lines and `#` comment lines skipped) when --from names a one-line format (sudoku-line,
// tatham), or, when the format is detected, when the whole text is not one puzzle and its first
// puzzle line (or, that one being broken, the second or third) reads as a puzzle on its own; any
// other file is one puzzle. A larger file can only be a line file: it is read a line at a time,
// so that a file of any size takes constant memory. With `line_files` every file is a line file
// (`PUZZLE SOLUTION` lines to check).
class BatchInputs {
 public:
  // Throws CliError (66) for a FILE that cannot be opened, before any is read.
  BatchInputs(std::vector<std::string> files, std::string from, std::string type, bool line_files);
  ~BatchInputs();
  BatchInputs(const BatchInputs&) = delete;
  BatchInputs& operator=(const BatchInputs&) = delete;

  // The next puzzle, or nothing after the last. Throws CliError (74) on a read error. A line of a
  // large file longer than 64 MiB is returned as a task whose text is empty and `too_long` set.
  std::optional<BatchTask> next();
  // Bytes of the FILEs taken so far, and their total (0 when not known: standard input).
  std::uint64_t bytes_taken() const { return taken_; }
  std::uint64_t bytes_total() const { return total_; }

 private:
  bool open_next_file();
  std::optional<BatchTask> next_streamed_line();

  std::vector<std::string> files_;
  std::string from_, type_;
  bool line_files_;
  std::size_t file_index_ = 0;
  std::FILE* stream_ = nullptr;  // the file being streamed a line at a time, or null
  std::string name_;             // its name for messages
  std::string buffer_;           // read from it; taken up to start_
  std::size_t start_ = 0;
  int line_number_ = 0;
  std::deque<BatchTask> ready_;  // the tasks of a file read whole, not yet taken
  std::uint64_t taken_ = 0, total_ = 0;
};

// The lines of an earlier output file by index (JSON lines with an "index" and an "id"; the first
// line of an index wins), with the run each says it is from (an empty mode: written before lines
// said it). A missing file holds none.
struct FinishedLine {
  std::string id;
  std::string line;
  BatchRun run;
};
std::map<std::size_t, FinishedLine> read_finished(const std::string& path);

// --resume: the earlier lines that are results for these inputs (the input at the line's index
// has the line's id), by index; the inputs are read once more to see. Results of another run
// (another mode or count limit, or lines that do not say) cannot be taken over: a usage error
// (CliError) naming both runs.
std::map<std::size_t, std::string> take_over(std::map<std::size_t, FinishedLine> earlier,
                                             const std::string& path, BatchInputs& inputs,
                                             const BatchRun& run);

// --shard K/N: the inputs of one shard, by index (K 1-based, as job arrays number their tasks).
struct Shard {
  std::size_t k = 1;
  std::size_t n = 1;
  bool has(std::size_t index) const { return index % n == k - 1; }
};
// "K/N" (empty: the one shard 1/1); a usage error (CliError) for anything else.
Shard parse_shard(const std::string& text);

// batch --merge: the JSON lines of shard outputs, written in input order to `output` (standard
// output when empty or "-"); each index must appear once, and none below the largest be missing.
int merge_batch_outputs(const std::vector<std::string>& files, const std::string& output);
}  // namespace gridsat::cli
