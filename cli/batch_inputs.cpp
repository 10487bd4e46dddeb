// Reading batch inputs (line files and whole-file puzzles) and the results an earlier run left.
#include <cerrno>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "batch.hpp"
#include "common.hpp"

namespace gridsat::cli {
namespace {

// The formats whose puzzles take one line each.
bool one_line_format(const std::string& from) {
  const std::string f = lowercase(from);
  return f == "sudoku-line" || f == "tatham";
}

struct PuzzleLine {
  int number;  // 1-based
  std::string text;
};

// Lines that are neither blank nor `#` comments, without their line ends.
std::vector<PuzzleLine> puzzle_lines(const std::string& text) {
  std::vector<PuzzleLine> lines;
  std::size_t start = 0;
  int number = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    ++number;
    std::string line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::size_t first = line.find_first_not_of(" \t");
    if (first != std::string::npos && line[first] != '#') lines.push_back({number, line});
    start = end + 1;
  }
  return lines;
}

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

}  // namespace

std::vector<BatchTask> read_batch_inputs(const std::vector<std::string>& files,
                                         const std::string& from, const std::string& type) {
  std::vector<BatchTask> tasks;
  for (const std::string& file : files) {
    Input in = read_input(file);
    std::vector<PuzzleLine> lines = puzzle_lines(in.text);
    const bool by_line = from.empty() ? is_line_file(in.text, lines, type) : one_line_format(from);
    if (!by_line) {
      tasks.push_back({in.name, in.name, 0, std::move(in.text)});
      continue;
    }
    for (PuzzleLine& line : lines)
      tasks.push_back({in.name + ":" + std::to_string(line.number), in.name, line.number,
                       std::move(line.text)});
  }
  return tasks;
}

std::map<std::size_t, std::string> read_finished(const std::string& path,
                                                 const std::vector<BatchTask>& tasks) {
  std::map<std::size_t, std::string> done;
  std::ifstream in(path, std::ios::binary);
  if (!in) return done;
  for (std::string line; std::getline(in, line);) {
    nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("index") || !j.contains("id") ||
        !j["index"].is_number_unsigned() || !j["id"].is_string())
      continue;
    const auto index = j["index"].get<std::size_t>();
    if (index >= tasks.size() || j["id"].get<std::string>() != tasks[index].id) continue;
    done.emplace(index, line);
  }
  return done;
}

}  // namespace gridsat::cli
