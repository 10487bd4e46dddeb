// sudoku-line: the interchange format of sudoku data sets. One puzzle per line, N*N characters,
// `.` or `0` empty, values 1-9 then A-Z (10..35). A 16x16 line with no `G` that writes its empty
// cells as `.` and uses `0` is read 0-based (0-9A-F = 1..16), the other convention in use.
#include <algorithm>
#include <cctype>
#include <cmath>

#include "formats/registry.hpp"
#include "genres/sudoku/sudoku.hpp"

namespace gridsat {
namespace {

bool is_line_char(char c) {
  return c == '.' || std::isdigit(static_cast<unsigned char>(c)) ||
         (std::isalpha(static_cast<unsigned char>(c)) &&
          std::isupper(static_cast<unsigned char>(c)));
}

int side_of(std::size_t length) {
  int n = static_cast<int>(std::lround(std::sqrt(static_cast<double>(length))));
  return n >= 1 && static_cast<std::size_t>(n * n) == length ? n : 0;
}

// The first non-comment line, after checking there is exactly one.
const TextLine& only_puzzle_line(const std::vector<TextLine>& lines) {
  if (lines.empty()) throw ParseFailure(1, 1, "empty input: expected a line of N*N cells");
  if (lines.size() > 1)
    throw ParseFailure(lines[1].number, 1,
                       "a second puzzle; 'gridsat batch' solves files of many puzzles");
  if (lines[0].tokens.size() > 1)
    throw ParseFailure(lines[0].tokens[1], "unexpected text after the puzzle");
  return lines[0];
}

std::unique_ptr<Puzzle> read_sudoku_line(std::string_view text, std::string_view type) {
  if (!type.empty() && type != "sudoku")
    throw ParseFailure(0, 0, "sudoku-line holds sudoku puzzles, not " + std::string(type));
  std::vector<TextLine> lines = split_lines(text);
  const Token& t = only_puzzle_line(lines).tokens[0];
  const std::string& s = t.text;
  for (std::size_t i = 0; i < s.size(); ++i)
    if (!is_line_char(s[i]))
      throw ParseFailure(t.line, t.col + static_cast<int>(i),
                         std::string("unexpected '") + s[i] + "' in a sudoku line");
  int n = side_of(s.size());
  if (n < 1)
    throw ParseFailure(
        t, "a sudoku line has N*N cells; " + std::to_string(s.size()) + " is not a square");
  if (n > 35)
    throw ParseFailure(t, "a sudoku line of " + std::to_string(s.size()) + " cells is a " +
                              std::to_string(n) + "x" + std::to_string(n) +
                              " sudoku; one character per value (1-9, A-Z) reaches only 35x35");
  bool zero_based = n == 16 && s.find('G') == std::string::npos &&
                    s.find('.') != std::string::npos && s.find('0') != std::string::npos;
  auto s_ptr = std::make_unique<Sudoku>();
  Sudoku& sudoku = *s_ptr;
  sudoku.n = n;
  std::tie(sudoku.box_rows, sudoku.box_cols) = Sudoku::default_box(n);
  sudoku.grid = Grid(n, n);
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '.' || (c == '0' && !zero_based)) continue;
    int v = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : c - 'A' + 10;
    if (zero_based) ++v;
    if (v < 1 || v > n)
      throw ParseFailure(t.line, t.col + static_cast<int>(i),
                         std::string("'") + c + "' is out of range for a " + std::to_string(n) +
                             "x" + std::to_string(n) + " sudoku");
    sudoku.grid.cells[i] = v;
  }
  return s_ptr;
}

bool detect_sudoku_line(std::string_view text, std::string_view type) {
  if (!type.empty() && type != "sudoku") return false;
  std::vector<TextLine> lines = split_lines(text);
  if (lines.empty() || lines[0].tokens.size() != 1) return false;
  const std::string& s = lines[0].tokens[0].text;
  if (side_of(s.size()) < 2) return false;
  for (char c : s)
    if (!is_line_char(c)) return false;
  return true;
}

// Almost a sudoku line: one token of its characters, long enough to be meant as one (an 80- or
// 82-character line), whatever its length.
bool near_sudoku_line(std::string_view text, std::string_view type) {
  if (!type.empty() && type != "sudoku") return false;
  std::vector<TextLine> lines = split_lines(text);
  if (lines.empty() || lines[0].tokens.size() != 1) return false;
  const std::string& s = lines[0].tokens[0].text;
  return s.size() >= 10 && std::all_of(s.begin(), s.end(), is_line_char);
}

std::string write_sudoku_line(const Puzzle& p) {
  const auto* s = dynamic_cast<const Sudoku*>(&p);
  if (!s) throw ParseFailure(0, 0, "sudoku-line holds only sudoku puzzles");
  if (s->diagonal || !s->regions.empty() || !s->cages.empty() ||
      std::pair(s->box_rows, s->box_cols) != Sudoku::default_box(s->n))
    throw ParseFailure(0, 0, "sudoku-line cannot express this sudoku's variant or box shape");
  if (s->n > 35) throw ParseFailure(0, 0, "sudoku-line writes at most 35 values");
  std::string out;
  for (int v : s->grid.cells)
    out += v == kUnknown ? '.' : static_cast<char>(v <= 9 ? '0' + v : 'A' + v - 10);
  return out + "\n";
}

}  // namespace

FormatEntry sudoku_line_format() {
  return {"sudoku-line",     "one sudoku per line: N*N characters, 1-9 then A-Z, '.' or '0' empty",
          read_sudoku_line,  detect_sudoku_line,
          write_sudoku_line, near_sudoku_line};
}

}  // namespace gridsat
