// pyramids: the input of the Pyramids solver's guide — the four clue lists of a skyscrapers
// puzzle in the order top, bottom, left, right, each read left to right or top to bottom, `0` =
// no clue. Either four lines of N integers (separated by spaces or commas) or one Python literal
// `[[..], [..], [..], [..]]` (over any number of lines). N is the length of the lists. It holds no
// givens and no `sum` variant, so it writes only puzzles without them.
#include <algorithm>
#include <cctype>

#include "formats/registry.hpp"
#include "genres/skyscrapers/skyscrapers.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

struct Number {
  long long value = 0;
  Token token;
};
using Lists = std::vector<std::vector<Number>>;

bool is_literal(std::string_view text) {
  std::size_t first = text.find_first_not_of(" \t\r\n");
  return first != std::string_view::npos && text[first] == '[';
}

// The Python literal: a list of lists of integers, walked character by character.
class LiteralReader {
 public:
  explicit LiteralReader(std::string_view text) : text_(text) {}

  Lists read() {
    Lists lists;
    expect('[');
    do {
      lists.push_back(read_list());
    } while (accept(','));
    expect(']');
    skip_space();
    if (pos_ < text_.size()) fail("unexpected text after the list of clue lists");
    return lists;
  }

 private:
  std::vector<Number> read_list() {
    std::vector<Number> list;
    expect('[');
    do {
      skip_space();
      Token t{"", line_, col_};
      while (pos_ < text_.size() && (std::isdigit(static_cast<unsigned char>(text_[pos_])) ||
                                     (t.text.empty() && text_[pos_] == '-'))) {
        t.text += text_[pos_];
        advance();
      }
      auto v = parse_integer(t.text);
      if (!v) fail("expected a clue (an integer)");
      list.push_back({*v, t});
    } while (accept(','));
    expect(']');
    return list;
  }

  void skip_space() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) advance();
  }
  void advance() {
    if (text_[pos_] == '\n') {
      ++line_;
      col_ = 1;
    } else {
      ++col_;
    }
    ++pos_;
  }
  bool accept(char c) {
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == c) {
      advance();
      return true;
    }
    return false;
  }
  void expect(char c) {
    if (!accept(c)) fail(std::string("expected '") + c + "'");
  }
  [[noreturn]] void fail(const std::string& message) const {
    std::string found = pos_ < text_.size() ? "'" + std::string(1, text_[pos_]) + "'" : "the end";
    throw ParseFailure(line_, col_, message + ", found " + found);
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  int line_ = 1;
  int col_ = 1;
};

// Four lines of integers, split at white space and commas.
Lists read_lines(std::string_view text) {
  std::vector<TextLine> lines = split_lines(text);
  if (lines.empty()) throw ParseFailure(1, 1, "empty input: expected four lines of clues");
  Lists lists;
  for (const TextLine& line : lines) {
    if (lists.size() == 4) throw ParseFailure(line.tokens.front(), "more than four lines of clues");
    std::vector<Number> list;
    for (const Token& t : line.tokens) {
      std::size_t start = 0;
      while (start <= t.text.size()) {
        std::size_t comma = std::min(t.text.find(',', start), t.text.size());
        Token part{t.text.substr(start, comma - start), t.line, t.col + static_cast<int>(start)};
        start = comma + 1;
        if (part.text.empty()) continue;
        auto v = parse_integer(part.text);
        if (!v) throw ParseFailure(part, "expected a clue (an integer), found '" + part.text + "'");
        list.push_back({*v, part});
      }
    }
    if (list.empty()) throw ParseFailure(line.tokens.front(), "expected clues on this line");
    lists.push_back(std::move(list));
  }
  if (lists.size() != 4)
    throw ParseFailure(lines.back().number + 1, 1,
                       "expected four lines of clues (top, bottom, left, right), found " +
                           std::to_string(lists.size()));
  return lists;
}

std::unique_ptr<Puzzle> read_pyramids(std::string_view text, std::string_view type) {
  if (!type.empty() && type != "skyscrapers")
    throw ParseFailure(0, 0, "pyramids holds skyscrapers puzzles, not " + std::string(type));
  Lists lists = is_literal(text) ? LiteralReader(text).read() : read_lines(text);
  if (lists.size() != 4)
    throw ParseFailure(lists.back().front().token,
                       "expected four clue lists (top, bottom, left, right), found " +
                           std::to_string(lists.size()));
  const int n = static_cast<int>(lists[0].size());
  if (n > 63) throw ParseFailure(lists[0].front().token, "at most 63 clues per side");
  auto s = std::make_unique<Skyscrapers>(n);
  for (Side sd : kAllSides) {
    const auto& list = lists[static_cast<std::size_t>(sd)];
    if (static_cast<int>(list.size()) != n)
      throw ParseFailure(list.front().token, "the " + std::string(side_name(sd)) + " list has " +
                                                 std::to_string(list.size()) +
                                                 " clues, the top list " + std::to_string(n));
    for (int i = 0; i < n; ++i) {
      const Number& clue = list[at(i)];
      if (clue.value < 0 || clue.value > n)
        throw ParseFailure(clue.token, "clue " + clue.token.text + " is impossible: a line of " +
                                           std::to_string(n) + " heights shows 1 to " +
                                           std::to_string(n) + " buildings (0 = no clue)");
      s->side(sd)[at(i)] = static_cast<int>(clue.value);
    }
  }
  return s;
}

bool detect_pyramids(std::string_view text, std::string_view type) {
  if (!type.empty() && type != "skyscrapers") return false;
  if (is_literal(text)) {
    try {
      return LiteralReader(text).read().size() == 4;
    } catch (const ParseFailure&) {
      return false;
    }
  }
  std::vector<TextLine> lines = split_lines(text);
  if (lines.size() != 4) return false;
  std::size_t count = 0;
  for (const TextLine& line : lines) {
    std::size_t here = 0;
    for (const Token& t : line.tokens) {
      for (char c : t.text)
        if (!std::isdigit(static_cast<unsigned char>(c)) && c != ',') return false;
      for (std::size_t start = 0; start <= t.text.size();) {
        std::size_t comma = std::min(t.text.find(',', start), t.text.size());
        if (comma > start) ++here;
        start = comma + 1;
      }
    }
    if (count != 0 && here != count) return false;
    count = here;
  }
  return count > 0;
}

std::string write_pyramids(const Puzzle& p) {
  const auto* s = dynamic_cast<const Skyscrapers*>(&p);
  if (!s) throw ParseFailure(0, 0, "pyramids holds only skyscrapers puzzles");
  if (s->sum) throw ParseFailure(0, 0, "pyramids cannot express the sum variant");
  for (int v : s->grid.cells)
    if (v != kUnknown) throw ParseFailure(0, 0, "pyramids cannot express givens");
  std::string out;
  for (Side sd : kAllSides) {
    for (int i = 0; i < s->n; ++i) out += (i ? " " : "") + std::to_string(s->side(sd)[at(i)]);
    out += '\n';
  }
  return out;
}

}  // namespace

// Almost a guide: three or five lines (one list short or one too many), or four lists of unequal
// lengths, of whole numbers only, two or more on each line.
bool near_pyramids(std::string_view text, std::string_view type) {
  if (!type.empty() && type != "skyscrapers") return false;
  if (is_literal(text)) return true;
  std::vector<TextLine> lines = split_lines(text);
  if (lines.size() < 3 || lines.size() > 5) return false;
  for (const TextLine& line : lines) {
    if (line.tokens.size() < 2) return false;
    for (const Token& t : line.tokens)
      if (!parse_integer(t.text)) return false;
  }
  return true;
}

FormatEntry pyramids_format() {
  return {"pyramids",
          "skyscrapers clue lists: four lines (or [[..],..]) top, bottom, left, right; 0 = none",
          read_pyramids,
          detect_pyramids,
          write_pyramids,
          near_pyramids};
}

}  // namespace gridsat
