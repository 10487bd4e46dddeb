// `gridsat batch`: the inputs it reads and the output file it resumes. The command itself (the
// worker pool, the in-order writer, progress and summary) is in cmd_batch.cpp.
#pragma once

#include <cstddef>
#include <map>
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
};

// Reads every FILE ("-" is standard input) into tasks, in order. A file is a line file (one
// puzzle per line, blank lines and `#` comment lines skipped) when --from names a one-line
// format (sudoku-line, tatham), or, when the format is detected, when the whole text is not
// one puzzle and its first puzzle line (or, that one being broken, the second or third) reads
// as a puzzle on its own. Any other file is one puzzle. Throws CliError (66) for a file that cannot
// be read.
std::vector<BatchTask> read_batch_inputs(const std::vector<std::string>& files,
                                         const std::string& from, const std::string& type);

// The lines of an earlier output file that are results for these tasks (valid JSON with an
// "index" in range and the "id" of the task at that index), by index; the first line wins.
// A missing file holds none.
std::map<std::size_t, std::string> read_finished(const std::string& path,
                                                 const std::vector<BatchTask>& tasks);

}  // namespace gridsat::cli
