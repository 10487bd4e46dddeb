// puzz.link hitori: `hitori/COLS/ROWS/BODY`, as pzprjs's decodeHitori and encodeHitori
// (src/variety/hitori.js) read and write it. BODY holds one symbol per cell in reading order:
// `0`-`9`, `a`-`z` a number 0..35 in base 36; `-` and two base-36 digits a number 36..1295; `.` a
// cell without a number. pzprjs also writes `@` (and reads `%`) for a cell whose number is a
// question mark, which no solver can use: gridsat refuses it, as it refuses the number 0 (pzprjs's
// editor enters numbers from 1). The body must describe every cell, and nothing after the last
// one. The writer writes what encodeHitori writes.
#include "formats/puzzlink.hpp"
#include "genres/hitori/hitori.hpp"

namespace gridsat {
namespace {

int base36(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  return -1;
}

char base36_char(int v) {
  return static_cast<char>(v < 10 ? '0' + v : 'a' + v - 10);
}

std::unique_ptr<Puzzle> read_hitori(const PuzzlinkUrl& url) {
  if (auto problem = hitori_size_error(url.rows, url.cols))
    throw url.cols_text.error_at(0, *problem);
  const IdText& body = url.body;
  Grid numbers(url.rows, url.cols);
  const int cells = url.rows * url.cols;
  int cell = 0;
  for (std::size_t i = 0; i < body.size(); ++i) {
    const char c = body[i];
    if (cell == cells)
      throw body.error_at(
          i, "the body goes on after the last of the " + std::to_string(cells) + " cells");
    int value = kUnknown;
    if (c == '-') {
      if (i + 2 >= body.size())
        throw body.error_at(i, "'-' must be followed by two base-36 digits");
      const int hi = base36(body[i + 1]), lo = base36(body[i + 2]);
      if (hi < 0 || lo < 0)
        throw body.error_at(i + 1, "'-' must be followed by two base-36 digits (0-9, a-z)");
      value = hi * 36 + lo;
      i += 2;
    } else if (c == '@' || c == '%') {
      throw body.error_at(
          i, "a cell with a hidden number ('" + std::string(1, c) + "') cannot be solved");
    } else if (c != '.') {
      value = base36(c);
      if (value < 0)
        throw body.error_at(i, "unexpected " + quote_char(c) +
                                   " in a hitori body (0-9 and a-z are numbers, '-' starts a "
                                   "two-digit one, '.' is a cell without a number)");
    }
    if (value == 0) throw body.error_at(i, "hitori numbers start at 1, not 0");
    if (value > kMaxHitoriNumber)
      throw body.error_at(
          i, "number " + std::to_string(value) + " is above " + std::to_string(kMaxHitoriNumber));
    numbers.cells[static_cast<std::size_t>(cell++)] = value;
  }
  if (cell != cells)
    throw body.error_at(body.size(), "the body ends after " + std::to_string(cell) + " of the " +
                                         std::to_string(cells) + " cells");
  return make_hitori(url.rows, url.cols, numbers);
}

std::optional<std::string> write_hitori(const Puzzle& puzzle) {
  const auto* h = rules::declared_as(puzzle, kHitori);
  if (!h) return std::nullopt;
  std::string body;
  for (int v : h->numbers().cells) {
    if (v == kUnknown) {
      body += '.';
    } else if (v < 36) {
      body += base36_char(v);
    } else if (v < 36 * 36) {
      body += '-';
      body += base36_char(v / 36);
      body += base36_char(v % 36);
    } else {
      throw ParseFailure(0, 0, "puzz.link hitori numbers go up to 1295, not " + std::to_string(v));
    }
  }
  return "hitori/" + std::to_string(h->cols()) + "/" + std::to_string(h->rows()) + "/" + body;
}

}  // namespace

PuzzlinkGenre hitori_puzzlink() {
  return {"hitori", {}, "hitori", read_hitori, write_hitori};
}

}  // namespace gridsat
