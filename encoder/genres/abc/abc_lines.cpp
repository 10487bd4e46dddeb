// abc-lines: the Easy-as-ABC tutorial input. Line 1 the size N, line 2 the number of letters K,
// then four lines top, bottom, left, right of N characters each: a letter, or a space, `.` or `0`
// for no clue. Since a space is a "no clue", the clue lines are read raw: a short line (trailing
// spaces trimmed by an editor) or a missing one has no clues in the rest, and a blank clue line
// counts as a line. A clue line longer than N may also be N one-character tokens separated by
// spaces. No givens.
#include <algorithm>
#include <cctype>

#include "formats/registry.hpp"
#include "genres/abc/abc.hpp"

namespace gridsat {
namespace {

constexpr int kMaxSize = 63;

struct RawLine {
  std::string text;  // without the line break and trailing white space
  int number = 0;
};

std::vector<RawLine> raw_lines(std::string_view text) {
  std::vector<RawLine> lines;
  std::size_t start = 0;
  for (int number = 1; start <= text.size(); ++number) {
    std::size_t end = std::min(text.find('\n', start), text.size());
    std::string line(text.substr(start, end - start));
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.pop_back();
    lines.push_back({line, number});
    start = end + 1;
  }
  return lines;
}

bool blank(const RawLine& line) {
  return line.text.find_first_not_of(" \t") == std::string::npos;
}

// The single integer of a header line, or nothing.
std::optional<long long> header_number(const RawLine& line) {
  std::size_t first = line.text.find_first_not_of(" \t");
  if (first == std::string::npos) return std::nullopt;
  return parse_integer(std::string_view(line.text).substr(first));
}

bool clue_char(char c) {
  return c == ' ' || c == '.' || c == '0' || std::isalpha(static_cast<unsigned char>(c));
}

// Where the lines are: the size and letter lines and the (up to) four clue lines after them.
struct Layout {
  std::size_t size_line = 0;
  std::size_t letters_line = 0;
};

std::optional<Layout> find_layout(const std::vector<RawLine>& lines) {
  Layout l;
  while (l.size_line < lines.size() && blank(lines[l.size_line])) ++l.size_line;
  l.letters_line = l.size_line + 1;
  while (l.letters_line < lines.size() && blank(lines[l.letters_line])) ++l.letters_line;
  if (l.letters_line >= lines.size()) return std::nullopt;
  return l;
}

// The clues of one side from its raw line.
std::vector<int> read_side(const RawLine& line, Side side, int n, int letters) {
  std::string chars = line.text;
  int step = 1;  // columns per clue: 2 when the clues are separated by spaces
  if (static_cast<int>(chars.size()) > n) {
    std::string packed;
    bool spaced = chars.size() == static_cast<std::size_t>(2 * n - 1);
    for (std::size_t i = 0; spaced && i < chars.size(); ++i) {
      if (i % 2 == 1 && chars[i] != ' ') spaced = false;
      if (i % 2 == 0) packed += chars[i];
    }
    if (!spaced)
      throw ParseFailure(line.number, n + 1,
                         "the " + std::string(side_name(side)) + " line has " +
                             std::to_string(chars.size()) + " characters, expected " +
                             std::to_string(n));
    chars = packed;
    step = 2;
  }
  std::vector<int> clues(static_cast<std::size_t>(n), 0);
  for (std::size_t i = 0; i < chars.size(); ++i) {
    char c = chars[i];
    int col = static_cast<int>(i) * step + 1;
    if (c == ' ' || c == '.' || c == '0') continue;
    auto v = letter_value(c);
    if (!v)
      throw ParseFailure(line.number, col,
                         std::string("expected a letter clue, or a space, '.' or '0' for none, "
                                     "found '") +
                             c + "'");
    if (*v > letters)
      throw ParseFailure(line.number, col,
                         "letter " + letter_text(*v) + " is past the " + std::to_string(letters) +
                             " letters of this puzzle (A to " + letter_text(letters) + ")");
    clues[i] = *v;
  }
  return clues;
}

std::unique_ptr<Puzzle> read_abc_lines(std::string_view text, std::string_view type) {
  if (!type.empty() && type != "abc")
    throw ParseFailure(0, 0, "abc-lines holds abc puzzles, not " + std::string(type));
  std::vector<RawLine> lines = raw_lines(text);
  auto layout = find_layout(lines);
  if (!layout) throw ParseFailure(1, 1, "expected the size N and the number of letters K");
  const RawLine& size_line = lines[layout->size_line];
  const RawLine& letters_line = lines[layout->letters_line];
  auto n = header_number(size_line);
  if (!n)
    throw ParseFailure(size_line.number, 1, "expected the size N, found '" + size_line.text + "'");
  if (*n < 1 || *n > kMaxSize)
    throw ParseFailure(
        size_line.number, 1,
        "size " + size_line.text + " is out of range (1 to " + std::to_string(kMaxSize) + ")");
  auto k = header_number(letters_line);
  if (!k)
    throw ParseFailure(letters_line.number, 1,
                       "expected the number of letters K, found '" + letters_line.text + "'");
  if (*k < 1 || *k > *n || *k > 26)
    throw ParseFailure(letters_line.number, 1,
                       "number of letters " + letters_line.text + " is out of range (1 to " +
                           std::to_string(std::min<long long>(*n, 26)) + ")");
  auto p = std::make_unique<Abc>(static_cast<int>(*n), static_cast<int>(*k));
  std::size_t next = layout->letters_line + 1;
  for (Side sd : kAllSides) {
    if (next < lines.size()) p->side(sd) = read_side(lines[next], sd, p->n, p->letters);
    ++next;
  }
  for (; next < lines.size(); ++next)
    if (!blank(lines[next]))
      throw ParseFailure(lines[next].number, 1, "unexpected text after the four clue lines");
  return p;
}

// The layout of the format: N, K, then up to four lines of clue characters. `exact`: with a K the
// size allows (1 to N); otherwise any K, for the near match (abc-lines with K > N).
bool abc_lines_shape(std::string_view text, std::string_view type, bool exact) {
  if (!type.empty() && type != "abc") return false;
  std::vector<RawLine> lines = raw_lines(text);
  auto layout = find_layout(lines);
  if (!layout) return false;
  auto n = header_number(lines[layout->size_line]);
  auto k = header_number(lines[layout->letters_line]);
  if (!n || !k || (exact && (*k < 1 || *k > *n))) return false;
  for (std::size_t i = layout->letters_line + 1; i < lines.size(); ++i) {
    if (i > layout->letters_line + 4 && !blank(lines[i])) return false;
    for (char c : lines[i].text)
      if (!clue_char(c)) return false;
  }
  return true;
}

bool detect_abc_lines(std::string_view text, std::string_view type) {
  return abc_lines_shape(text, type, true);
}

bool near_abc_lines(std::string_view text, std::string_view type) {
  return abc_lines_shape(text, type, false);
}

std::string write_abc_lines(const Puzzle& puzzle) {
  const auto* p = dynamic_cast<const Abc*>(&puzzle);
  if (!p) throw ParseFailure(0, 0, "abc-lines holds only abc puzzles");
  for (int v : p->grid.cells)
    if (v != kUnknown) throw ParseFailure(0, 0, "abc-lines cannot express givens");
  std::string out = std::to_string(p->n) + "\n" + std::to_string(p->letters) + "\n";
  for (Side sd : kAllSides) {
    for (int clue : p->side(sd)) out += clue == 0 ? "." : letter_text(clue);
    out += '\n';
  }
  return out;
}

}  // namespace

FormatEntry abc_lines_format() {
  return {"abc-lines",
          "Easy as ABC: size, number of letters, then top, bottom, left, right lines of clues",
          read_abc_lines,
          detect_abc_lines,
          write_abc_lines,
          near_abc_lines};
}

}  // namespace gridsat
