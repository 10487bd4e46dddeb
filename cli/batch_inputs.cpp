// Reading batch inputs (line files and whole-file puzzles, large line files a line at a time) and
// the results an earlier run left.
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "batch.hpp"
#include "common.hpp"

namespace gridsat::cli {
namespace {

// The most a file read whole may hold, as read_input allows one puzzle.
constexpr std::size_t kWholeFile = std::size_t{64} << 20;
constexpr std::size_t kChunk = std::size_t{1} << 16;

// The formats whose puzzles take one line each.
bool one_line_format(const std::string& from) {
  const std::string f = lowercase(from);
  return f == "sudoku-line" || f == "tatham";
}

// The end of the line that starts at `start` (LF, CR LF or a lone CR), and where the next starts;
// npos when no line end follows.
std::pair<std::size_t, std::size_t> line_end(const std::string& text, std::size_t start) {
  const std::size_t end = text.find_first_of("\r\n", start);
  if (end == std::string::npos) return {end, end};
  return {end, end + (text.compare(end, 2, "\r\n") == 0 ? 2 : 1)};
}

// A puzzle line: neither blank nor a `#` comment.
bool is_puzzle_line(const std::string& line) {
  const std::size_t first = line.find_first_not_of(" \t");
  return first != std::string::npos && line[first] != '#';
}

}  // namespace

std::vector<PuzzleLine> puzzle_lines(const std::string& text) {
  std::vector<PuzzleLine> lines;
  std::size_t start = 0;
  int number = 0;
  while (start < text.size()) {
    auto [end, next] = line_end(text, start);
    if (end == std::string::npos) end = next = text.size();
    ++number;
    std::string line = text.substr(start, end - start);
    if (is_puzzle_line(line)) lines.push_back({number, std::move(line)});
    start = next;
  }
  return lines;
}

namespace {

// A native file's header line alone ("sudoku 9") is a puzzle, and so can be one of its grid
// rows ("53..7...." reads as a 3 x 3 sudoku line): a text that is one puzzle as a whole is one
// puzzle. Otherwise it is a line file when its first puzzle line, or (that one being broken)
// the second or third, reads as a puzzle on its own.
bool is_line_file(const std::string& text, const std::vector<PuzzleLine>& lines,
                  const std::string& type) {
  if (lines.size() < 2 || !read_puzzle(text, "", type).error) return false;
  for (std::size_t i = 0; i < lines.size() && i < 3; ++i)
    if (!read_puzzle(lines[i].text, "", type).error) return true;
  return false;
}

std::FILE* open_input(const std::string& path) {
  if (path == "-") return stdin;
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw CliError{kNoInput, path + ": is a directory"};
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) throw CliError{kNoInput, path + ": cannot open: " + std::strerror(errno)};
  return f;
}

// Appends up to `limit` more bytes of `f` to `buffer`; false at the end of the file.
bool read_more(std::FILE* f, std::string& buffer, std::size_t limit, const std::string& name) {
  char chunk[kChunk];
  std::size_t got = 0, total = 0;
  while (total < limit && (got = std::fread(chunk, 1, std::min(kChunk, limit - total), f)) > 0) {
    buffer.append(chunk, got);
    total += got;
  }
  if (std::ferror(f)) throw CliError{kIoErr, name + ": read error"};
  return total > 0;
}

}  // namespace

BatchInputs::BatchInputs(std::vector<std::string> files, std::string from, std::string type,
                         bool line_files)
    : files_(std::move(files)),
      from_(std::move(from)),
      type_(std::move(type)),
      line_files_(line_files) {
  for (const std::string& file : files_) {  // every one opens, before any work
    std::FILE* f = open_input(file);
    if (f != stdin) std::fclose(f);
    std::error_code ec;
    if (file != "-") total_ += std::filesystem::file_size(file, ec);
  }
  if (std::find(files_.begin(), files_.end(), "-") != files_.end()) total_ = 0;  // not known
}

BatchInputs::~BatchInputs() {
  if (stream_ && stream_ != stdin) std::fclose(stream_);
}

// Reads the next FILE: whole when it fits in kWholeFile (its tasks go to ready_), otherwise it
// becomes the stream read a line at a time. False when no FILE is left.
bool BatchInputs::open_next_file() {
  if (file_index_ == files_.size()) return false;
  const std::string path = files_[file_index_++];
  name_ = input_name(path);
  std::FILE* f = open_input(path);
  std::string text;
  const bool more = read_more(f, text, kWholeFile + 1, name_) && text.size() > kWholeFile;
  if (text.starts_with("\xEF\xBB\xBF")) text.erase(0, 3);  // a byte-order mark is no text
  if (more) {  // too large to be one puzzle: a line file, streamed
    stream_ = f;
    buffer_ = std::move(text);
    start_ = 0;
    line_number_ = 0;
    return true;
  }
  if (f != stdin) std::fclose(f);
  taken_ += text.size();
  std::vector<PuzzleLine> lines = puzzle_lines(text);
  const bool by_line =
      line_files_ || (from_.empty() ? is_line_file(text, lines, type_) : one_line_format(from_));
  if (!by_line) {
    ready_.push_back({name_, name_, 0, std::move(text), false});
    return true;
  }
  for (PuzzleLine& line : lines)
    ready_.push_back({name_ + ":" + std::to_string(line.number), name_, line.number,
                      std::move(line.text), false});
  return true;
}

std::optional<BatchTask> BatchInputs::next_streamed_line() {
  std::size_t scanned = start_;  // the buffer holds no line end from start_ to here
  for (;;) {
    auto [end, next] = line_end(buffer_, scanned);
    // A lone CR at the buffer's end may be the first half of CR LF: read on to see.
    const bool cr_at_end =
        end != std::string::npos && end + 1 == buffer_.size() && buffer_[end] == '\r';
    if (end != std::string::npos && !cr_at_end) {
      std::string line = buffer_.substr(start_, end - start_);
      taken_ += next - start_;
      start_ = scanned = next;  // taken by moving the start: no copy of the rest per line
      ++line_number_;
      if (is_puzzle_line(line))
        return BatchTask{name_ + ":" + std::to_string(line_number_), name_, line_number_,
                         std::move(line), false};
      continue;
    }
    // No whole line left: drop what was taken, then read more.
    scanned = (cr_at_end ? end : buffer_.size()) - start_;
    buffer_.erase(0, start_);
    start_ = 0;
    if (buffer_.size() > kWholeFile) {  // a line past any puzzle's size: skip to its end
      ++line_number_;
      BatchTask too_long{name_ + ":" + std::to_string(line_number_), name_, line_number_, "", true};
      for (;;) {
        taken_ += buffer_.size();
        buffer_.clear();
        if (!read_more(stream_, buffer_, kChunk, name_)) break;
        auto [cut, after] = line_end(buffer_, 0);
        if (cut != std::string::npos) {
          taken_ += after;
          start_ = after;
          break;
        }
      }
      return too_long;
    }
    if (!read_more(stream_, buffer_, kChunk, name_)) {  // the end: a last line without its end
      if (stream_ != stdin) std::fclose(stream_);
      stream_ = nullptr;
      std::string line = std::move(buffer_);
      buffer_.clear();
      if (line.empty()) return std::nullopt;
      taken_ += line.size();
      ++line_number_;
      if (!is_puzzle_line(line)) return std::nullopt;
      return BatchTask{name_ + ":" + std::to_string(line_number_), name_, line_number_,
                       std::move(line), false};
    }
  }
}

std::optional<BatchTask> BatchInputs::next() {
  for (;;) {
    if (!ready_.empty()) {
      BatchTask task = std::move(ready_.front());
      ready_.pop_front();
      return task;
    }
    if (stream_) {
      if (std::optional<BatchTask> task = next_streamed_line()) return task;
      continue;
    }
    if (!open_next_file()) return std::nullopt;
  }
}

namespace {

std::string run_text(const BatchRun& run) {
  return "--mode " + run.mode + (run.limit ? " --limit " + std::to_string(run.limit) : "");
}

}  // namespace

std::map<std::size_t, FinishedLine> read_finished(const std::string& path) {
  std::map<std::size_t, FinishedLine> done;
  std::ifstream in(path, std::ios::binary);
  if (!in) return done;
  for (std::string line; std::getline(in, line);) {
    nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("index") || !j.contains("id") ||
        !j["index"].is_number_unsigned() || !j["id"].is_string())
      continue;
    FinishedLine finished{j["id"].get<std::string>(), line, {}};
    if (j.contains("mode") && j["mode"].is_string()) finished.run.mode = j["mode"];
    if (j.contains("limit") && j["limit"].is_number_integer())
      finished.run.limit = j["limit"].get<long long>();
    done.emplace(j["index"].get<std::size_t>(), std::move(finished));
  }
  return done;
}

std::map<std::size_t, std::string> take_over(std::map<std::size_t, FinishedLine> earlier,
                                             const std::string& path, BatchInputs& inputs,
                                             const BatchRun& run) {
  std::map<std::size_t, std::string> taken;
  if (earlier.empty()) return taken;
  const std::size_t last = earlier.rbegin()->first;
  std::size_t index = 0;
  for (std::optional<BatchTask> task; index <= last && (task = inputs.next()); ++index) {
    auto it = earlier.find(index);
    if (it == earlier.end() || it->second.id != task->id) continue;
    const BatchRun& was = it->second.run;
    if (was.mode.empty())
      throw CliError{kUsage, path +
                                 ": its results do not say which --mode wrote them (an older "
                                 "gridsat); run without --resume, or -o another FILE"};
    if (was.mode != run.mode || was.limit != run.limit)
      throw CliError{kUsage, path + ": holds results of " + run_text(was) + ", not of " +
                                 run_text(run) + "; resume with the same options, or -o " +
                                 "another FILE"};
    taken.emplace(index, std::move(it->second.line));
  }
  return taken;
}

}  // namespace gridsat::cli
