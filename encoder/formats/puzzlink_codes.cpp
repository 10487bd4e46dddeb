// The number code of pzprjs URLs and the exterior clues built on it. Unlike pzprjs, which stops
// quietly where the data runs out, gridsat insists that a code covers every position exactly: a
// URL cut short when it was copied would otherwise become a different puzzle.
#include "formats/puzzlink_codes.hpp"

#include <stdexcept>

#include "puzzles/grid.hpp"

namespace gridsat {
namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// The `digits` hex digits after the prefix at code[at].
int read_hex(const IdText& code, std::size_t at, int digits) {
  int value = 0;
  for (int k = 1; k <= digits; ++k) {
    std::size_t i = at + static_cast<std::size_t>(k);
    int d = i < code.size() ? hex_value(code[i]) : -1;
    if (d < 0)
      throw code.error_at(i, "expected " + std::to_string(digits) +
                                 (digits == 1 ? " hex digit" : " hex digits") + " after '" +
                                 code[at] + "'");
    value = value * 16 + d;
  }
  return value;
}

std::string number_text(int value) {
  static const char* kHex = "0123456789abcdef";
  if (value == kHiddenNumber) return ".";
  if (value < 0 || value > 4095)
    throw ParseFailure(0, 0, "puzz.link numbers go from 0 to 4095, not " + std::to_string(value));
  std::string digits;
  for (int v = value; v > 0 || digits.empty(); v /= 16) digits.insert(digits.begin(), kHex[v % 16]);
  if (value < 16) return digits;
  return (value < 256 ? "-" : "+") + digits;
}

// The walk over `count` positions of a cell code that the decoders share: where the code ends
// before the last position, and the skips (`first`..`z`: 1 and on) that jump over positions.
struct PositionWalk {
  const IdText& code;
  int count;
  std::string plural;  // "25 cells"
  int index = 0;       // positions read

  // The character at `pos`, failing where the code has ended.
  char at(std::size_t pos) const {
    if (pos >= code.size())
      throw code.error_at(
          pos, "the puzzle data ends after " + std::to_string(index) + " of the " + plural);
    return code[pos];
  }
  // Whether code[pos] is a skip from `first` to `z`: then moves past it and the positions it skips.
  bool skip(std::size_t& pos, char first) {
    const char ch = code[pos];
    if (ch < first || ch > 'z') return false;
    index += ch - first + 1;
    if (index > count) throw code.error_at(pos, quote_char(ch) + " skips past the " + plural);
    pos += 1;
    return true;
  }
};

NumberCode part_of(const NumberCode& all, std::size_t from, std::size_t count) {
  NumberCode part;
  part.values.assign(all.values.begin() + static_cast<std::ptrdiff_t>(from),
                     all.values.begin() + static_cast<std::ptrdiff_t>(from + count));
  part.columns.assign(all.columns.begin() + static_cast<std::ptrdiff_t>(from),
                      all.columns.begin() + static_cast<std::ptrdiff_t>(from + count));
  return part;
}

}  // namespace

NumberCode decode_numbers(const IdText& code, std::size_t& pos, int count, std::string_view what) {
  NumberCode out;
  out.values.assign(static_cast<std::size_t>(count), kUnknown);
  out.columns.assign(static_cast<std::size_t>(count), 0);
  const std::string plural = std::to_string(count) + " " + std::string(what) + "s";
  PositionWalk walk{code, count, plural};
  int& index = walk.index;
  while (index < count) {
    const std::size_t at = pos;
    const char ch = walk.at(pos);
    if (walk.skip(pos, 'g')) continue;
    int value = 0;
    if ((ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f')) {
      value = hex_value(ch);
      pos += 1;
    } else if (ch == '-') {
      value = read_hex(code, at, 2);
      pos += 3;
    } else if (ch == '+') {
      value = read_hex(code, at, 3);
      pos += 4;
    } else if (ch == '.') {
      value = kHiddenNumber;
      pos += 1;
    } else {
      throw code.error_at(at, "unexpected " + quote_char(ch) +
                                  " in the puzzle data (expected 0-9, a-z, '-', '+' or '.')");
    }
    out.values[static_cast<std::size_t>(index)] = value;
    out.columns[static_cast<std::size_t>(index)] = code.column(at);
    ++index;
  }
  return out;
}

std::string encode_numbers(const std::vector<int>& values) {
  std::string out;
  int skip = 0;
  auto flush = [&] {
    if (skip > 0) out += static_cast<char>('g' + skip - 1);
    skip = 0;
  };
  for (int v : values) {
    if (v == kUnknown) {
      if (++skip == 20) flush();
      continue;
    }
    flush();
    out += number_text(v);
  }
  flush();
  return out;
}

NumberCode decode_digits(const IdText& code, std::size_t& pos, int count, std::string_view what) {
  NumberCode out;
  out.values.assign(static_cast<std::size_t>(count), kUnknown);
  out.columns.assign(static_cast<std::size_t>(count), 0);
  PositionWalk walk{code, count, std::to_string(count) + " " + std::string(what) + "s"};
  while (walk.index < count) {
    const std::size_t at = pos;
    const char ch = walk.at(pos);
    if (walk.skip(pos, 'a')) continue;
    int value = kHiddenNumber;
    if (ch >= '0' && ch <= '9')
      value = ch - '0';
    else if (ch != '.')
      throw code.error_at(
          at, "unexpected " + quote_char(ch) + " in the puzzle data (expected 0-9, a-z or '.')");
    pos += 1;
    out.values[static_cast<std::size_t>(walk.index)] = value;
    out.columns[static_cast<std::size_t>(walk.index)] = code.column(at);
    ++walk.index;
  }
  return out;
}

std::string encode_digits(const std::vector<int>& values) {
  std::string out;
  int skip = 0;
  auto flush = [&] {
    if (skip > 0) out += static_cast<char>('a' + skip - 1);
    skip = 0;
  };
  for (int v : values) {
    if (v == kUnknown) {
      if (++skip == 26) flush();
      continue;
    }
    flush();
    if (v == kHiddenNumber)
      out += '.';
    else if (v >= 0 && v <= 9)
      out += static_cast<char>('0' + v);
    else
      throw std::invalid_argument("the decimal code holds 0 to 9, not " + std::to_string(v));
  }
  flush();
  return out;
}

NumberListCode decode_number_lists(const IdText& code, std::size_t& pos, int count) {
  NumberListCode out;
  out.lists.assign(static_cast<std::size_t>(count), {});
  out.columns.assign(static_cast<std::size_t>(count), 0);
  const std::string plural = std::to_string(count) + " cells";
  PositionWalk walk{code, count, plural};
  int& index = walk.index;
  while (index < count) {
    const std::size_t at = pos;
    const char ch = walk.at(pos);
    if (walk.skip(pos, 'g')) continue;
    std::vector<int> list;
    if (ch >= '0' && ch <= '8') {
      list = {ch - '0'};
    } else if (ch == '9') {
      list = {1, 1, 1, 1};
    } else if (ch == '.') {
      list = {kHiddenNumber};
    } else if (ch >= 'a' && ch <= 'f') {
      if (pos + 1 >= code.size())
        throw code.error_at(pos + 1, "the puzzle data ends inside a list of numbers");
      const char low = code[pos + 1];
      const bool digit = low >= '0' && low <= '9', letter = low >= 'a' && low <= 'z';
      if (!digit && !letter)
        throw code.error_at(pos + 1, "unexpected " + quote_char(low) + " in a list of numbers");
      int n = (ch - 'a' + 10) * 36 + (digit ? low - '0' : low - 'a' + 10);
      if (n >= 360 && n < 396) {
        n -= 360;
        list = {n / 6, n % 6};
      } else if (n >= 396 && n < 460) {
        n -= 396;
        list = {n / 16, n / 4 % 4, n % 4};
      } else if (n >= 460 && n < 476) {
        n -= 460;
        list = {n / 8, n / 4 % 2, n / 2 % 2, n % 2};
      } else {
        throw code.error_at(
            at, "'" + std::string(code.text.substr(at, 2)) + "' is no list of numbers (a0 to d7)");
      }
      for (int& v : list)
        if (v == 0) v = kHiddenNumber;
      pos += 1;
    } else {
      throw code.error_at(
          at, "unexpected " + quote_char(ch) + " in the puzzle data (expected 0-9, a-z or '.')");
    }
    pos += 1;
    out.lists[static_cast<std::size_t>(index)] = std::move(list);
    out.columns[static_cast<std::size_t>(index)] = code.column(at);
    ++index;
  }
  return out;
}

std::string encode_number_lists(const std::vector<std::vector<int>>& lists) {
  static const char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
  std::string out;
  int skip = 0;
  auto flush = [&] {
    if (skip > 0) out += static_cast<char>('g' + skip - 1);
    skip = 0;
  };
  for (const std::vector<int>& list : lists) {
    if (list.empty()) {
      if (++skip == 20) flush();
      continue;
    }
    flush();
    auto entry = [](int v, int most) {
      if (v == kHiddenNumber) return 0;
      if (v < 1 || v > most) throw std::invalid_argument("a list of numbers pzprjs cannot write");
      return v;
    };
    int n = 0;
    if (list.size() == 1) {
      if (list[0] == kHiddenNumber) {
        out += '.';
        continue;
      }
      if (list[0] < 0 || list[0] > 8)
        throw std::invalid_argument("a list of numbers pzprjs cannot write");
      out += static_cast<char>('0' + list[0]);
      continue;
    }
    if (list.size() == 2) n = 360 + entry(list[0], 5) * 6 + entry(list[1], 5);
    if (list.size() == 3)
      n = 396 + entry(list[0], 3) * 16 + entry(list[1], 3) * 4 + entry(list[2], 3);
    if (list.size() == 4) {
      if (list == std::vector<int>{1, 1, 1, 1}) {
        out += '9';
        continue;
      }
      n = 460 + entry(list[0], 1) * 8 + entry(list[1], 1) * 4 + entry(list[2], 1) * 2 +
          entry(list[3], 1);
    }
    if (list.size() > 4) throw std::invalid_argument("a list of numbers pzprjs cannot write");
    out += kDigits[n / 36];
    out += kDigits[n % 36];
  }
  flush();
  return out;
}

ArrowNumberCode decode_arrow_numbers(const IdText& code, std::size_t& pos, int count) {
  ArrowNumberCode out;
  out.numbers.values.assign(static_cast<std::size_t>(count), kUnknown);
  out.numbers.columns.assign(static_cast<std::size_t>(count), 0);
  out.arrows.assign(static_cast<std::size_t>(count), 0);
  const std::string plural = std::to_string(count) + " cells";
  PositionWalk walk{code, count, plural};
  int& index = walk.index;
  while (index < count) {
    const std::size_t at = pos;
    const char ch = walk.at(pos);
    if (walk.skip(pos, 'a')) continue;
    int value = 0, arrow = 0;
    if (ch >= '0' && ch <= '4') {
      arrow = ch - '0';
      if (at + 1 < code.size() && code[at + 1] == '.')
        value = kHiddenNumber;
      else
        value = read_hex(code, at, 1);
      pos += 2;
    } else if (ch >= '5' && ch <= '9') {
      arrow = ch - '5';
      value = read_hex(code, at, 2);
      pos += 3;
    } else if (ch == '-') {
      const int d = at + 1 < code.size() ? hex_value(code[at + 1]) : -1;
      if (d < 0 || d > 4)
        throw code.error_at(at + 1, "expected an arrow's direction 0-4 after '-'");
      arrow = d;
      value = read_hex(code, at + 1, 3);
      pos += 5;
    } else {
      throw code.error_at(at, "unexpected " + quote_char(ch) +
                                  " in the puzzle data (expected an arrow 0-9 or '-' and its "
                                  "number, or a-z)");
    }
    out.numbers.values[static_cast<std::size_t>(index)] = value;
    out.numbers.columns[static_cast<std::size_t>(index)] = code.column(at);
    out.arrows[static_cast<std::size_t>(index)] = arrow;
    ++index;
  }
  return out;
}

std::string encode_arrow_numbers(const std::vector<int>& values, const std::vector<int>& arrows) {
  std::string out;
  int skip = 0;
  auto flush = [&] {
    if (skip > 0) out += static_cast<char>('a' + skip - 1);
    skip = 0;
  };
  for (std::size_t i = 0; i < values.size(); ++i) {
    const int v = values[i];
    if (v == kUnknown) {
      if (++skip == 26) flush();
      continue;
    }
    flush();
    const char arrow = static_cast<char>('0' + arrows[i]);
    const std::string digits = number_text(v);  // ".", "h", "-hh" or "+hhh"
    if (v == kHiddenNumber || v < 16)
      out += arrow + digits;
    else if (v < 256)
      out += static_cast<char>(arrow + 5) + digits.substr(1);
    else
      out += "-" + std::string(1, arrow) + digits.substr(1);
  }
  flush();
  return out;
}

ExteriorClues decode_exterior(const IdText& code, std::size_t& pos, int cols, int rows) {
  const NumberCode all = decode_numbers(code, pos, 2 * cols + 2 * rows, "exterior clue");
  const auto c = static_cast<std::size_t>(cols), r = static_cast<std::size_t>(rows);
  return {part_of(all, 0, c), part_of(all, c, c), part_of(all, 2 * c, r),
          part_of(all, 2 * c + r, r)};
}

std::string encode_exterior(const std::vector<int>& top, const std::vector<int>& bottom,
                            const std::vector<int>& left, const std::vector<int>& right) {
  std::vector<int> all = top;
  all.insert(all.end(), bottom.begin(), bottom.end());
  all.insert(all.end(), left.begin(), left.end());
  all.insert(all.end(), right.begin(), right.end());
  return encode_numbers(all);
}

// ---- three values to a character ----

std::vector<int> decode_ternary(const IdText& code, std::size_t& pos, int count,
                                std::string_view what) {
  std::vector<int> out;
  out.reserve(static_cast<std::size_t>(count));
  while (static_cast<int>(out.size()) < count) {
    if (pos >= code.size())
      throw code.error_at(pos, "the " + std::string(what) + " end early (" + std::to_string(count) +
                                   " cells take " + std::to_string((count + 2) / 3) +
                                   " characters)");
    const char ch = code[pos];
    const int v = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'q' ? ch - 'a' + 10 : -1;
    if (v < 0)
      throw code.error_at(pos, "unexpected " + quote_char(ch) + " in the " + std::string(what) +
                                   " (base 27: 0-9, a-q)");
    for (int weight = 9; weight >= 1 && static_cast<int>(out.size()) < count; weight /= 3)
      out.push_back(v / weight % 3);
    ++pos;
  }
  return out;
}

std::string encode_ternary(const std::vector<int>& values) {
  std::string out;
  for (std::size_t i = 0; i < values.size(); i += 3) {
    int v = 0;
    for (std::size_t k = 0; k < 3; ++k) v = v * 3 + (i + k < values.size() ? values[i + k] : 0);
    out += static_cast<char>(v < 10 ? '0' + v : 'a' + v - 10);
  }
  return out;
}

// ---- borders ----

namespace {

int base32(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'v') return c - 'a' + 10;
  return -1;
}

std::vector<char> read_walls(const IdText& code, std::size_t& pos, int count,
                             const std::string& what, const std::string& unit = "walls") {
  std::vector<char> walls(static_cast<std::size_t>(count), 0);
  for (int i = 0; i < count; i += 5, ++pos) {
    if (pos >= code.size())
      throw code.error_at(pos, "the " + what + " end early (" + std::to_string(count) + " " + unit +
                                   " take " + std::to_string((count + 4) / 5) + " characters)");
    const int v = base32(code[pos]);
    if (v < 0)
      throw code.error_at(
          pos, "unexpected " + quote_char(code[pos]) + " in the " + what + " (base 32: 0-9, a-v)");
    for (int b = 0; b < 5 && i + b < count; ++b)
      walls[static_cast<std::size_t>(i + b)] = static_cast<char>((v >> (4 - b)) & 1);
  }
  return walls;
}

std::string write_walls(const std::vector<char>& walls) {
  std::string out;
  for (std::size_t i = 0; i < walls.size(); i += 5) {
    int v = 0;
    for (std::size_t b = 0; b < 5; ++b) v = v * 2 + (i + b < walls.size() ? walls[i + b] : 0);
    out += static_cast<char>(v < 10 ? '0' + v : 'a' + v - 10);
  }
  return out;
}

}  // namespace

std::vector<char> decode_bits(const IdText& code, std::size_t& pos, int count,
                              std::string_view what) {
  return read_walls(code, pos, count, std::string(what), "cells");
}

std::string encode_bits(const std::vector<char>& bits) {
  return write_walls(bits);
}

Borders decode_borders(const IdText& code, std::size_t& pos, int rows, int cols) {
  Borders out;
  out.side = read_walls(code, pos, (cols - 1) * rows, "walls between side neighbours");
  out.below = read_walls(code, pos, cols * (rows - 1), "walls between cells above each other");
  return out;
}

std::string encode_borders(const Borders& borders) {
  return write_walls(borders.side) + write_walls(borders.below);
}

Borders borders_between(const std::vector<int>& labels, int rows, int cols) {
  auto label = [&](int r, int c) { return labels[static_cast<std::size_t>(r * cols + c)]; };
  Borders out;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c + 1 < cols; ++c) out.side.push_back(label(r, c) != label(r, c + 1));
  for (int r = 0; r + 1 < rows; ++r)
    for (int c = 0; c < cols; ++c) out.below.push_back(label(r, c) != label(r + 1, c));
  return out;
}

std::vector<int> pieces_of(const Borders& borders, int rows, int cols, int& count) {
  auto at = [](int i) { return static_cast<std::size_t>(i); };
  std::vector<int> piece(at(rows * cols), -1);
  count = 0;
  for (int start = 0; start < rows * cols; ++start) {
    if (piece[at(start)] >= 0) continue;
    std::vector<int> stack{start};
    piece[at(start)] = count;
    while (!stack.empty()) {
      const int cell = stack.back();
      stack.pop_back();
      const int r = cell / cols, c = cell % cols;
      auto join = [&](int other, bool wall) {
        if (!wall && piece[at(other)] < 0) {
          piece[at(other)] = count;
          stack.push_back(other);
        }
      };
      if (c + 1 < cols) join(cell + 1, borders.side[at(r * (cols - 1) + c)]);
      if (c > 0) join(cell - 1, borders.side[at(r * (cols - 1) + c - 1)]);
      if (r + 1 < rows) join(cell + cols, borders.below[at(r * cols + c)]);
      if (r > 0) join(cell - cols, borders.below[at((r - 1) * cols + c)]);
    }
    ++count;
  }
  return piece;
}

}  // namespace gridsat
