// puzz.link mashu (alias pearl): `mashu/[f/]COLS/ROWS/BODY` (the flag `f`, pzprjs's "loop_full":
// the loop passes through every cell), as pzprjs's mashu.js writes it with the
// circle code of its Encode.js (decodeCircle / encodeCircle): the cells in reading order, three
// to a character, each character a base-27 digit (`0`-`9`, `a`-`q`) whose three base-3 digits,
// most significant first, are the three cells: 0 no pearl, 1 white, 2 black. A body may stop
// early (the cells after it have no pearl), as pzprjs reads it; text after the last cell's
// character is an error, and so is a pearl no loop can satisfy, at its character. pzprjs's
// "ura-mashu" setting (colours swapped) is a display option, not part of the URL.
//
// The writer emits ceil(COLS * ROWS / 3) characters, as pzprjs does.
#include "formats/puzzlink.hpp"
#include "genres/masyu/masyu.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'q') return c - 'a' + 10;
  return -1;
}

std::unique_ptr<Puzzle> read_mashu(const PuzzlinkUrl& url) {
  if (!url.flags.empty() && url.flags.text != "f")
    throw url.flags.error_at(0,
                             "puzz.link mashu takes the flag 'f' (a loop through every cell) "
                             "only, not '" +
                                 std::string(url.flags.text) + "'");
  if (auto problem = masyu_size_error(url.rows, url.cols)) {
    const IdText& where = url.rows == 1 || url.rows > kMaxMasyuSide ? url.rows_text : url.cols_text;
    throw where.error_at(0, *problem);
  }
  auto m = std::make_unique<Masyu>(url.rows, url.cols);
  m->full = !url.flags.empty();
  const int cells = url.rows * url.cols;
  const std::size_t chars = at((cells + 2) / 3);
  const IdText& body = url.body;
  if (body.size() > chars)
    throw body.error_at(chars, "text after the " + std::to_string(chars) +
                                   " characters that hold the pearls of " + std::to_string(cells) +
                                   " cells");
  std::vector<std::size_t> where(at(cells), 0);
  for (std::size_t i = 0; i < body.size(); ++i) {
    const int value = digit_value(body[i]);
    if (value < 0)
      throw body.error_at(i, "unexpected " + quote_char(body[i]) +
                                 " in a mashu URL (each character, 0-9 or a-q, holds three "
                                 "cells)");
    const int digits[3] = {value / 9, value / 3 % 3, value % 3};
    for (int k = 0; k < 3; ++k) {
      const int cell = static_cast<int>(i) * 3 + k;
      if (digits[k] == 0) continue;
      if (cell >= cells)
        throw body.error_at(i, "a pearl past the last of the " + std::to_string(cells) + " cells");
      m->pearls.cells[at(cell)] = digits[k] == 1 ? Masyu::kWhite : Masyu::kBlack;
      where[at(cell)] = i;
    }
  }
  if (auto problem = impossible_pearl(*m))
    throw body.error_at(where[at(problem->cell)], problem->message);
  return m;
}

std::optional<std::string> write_mashu(const Puzzle& puzzle) {
  const auto* m = dynamic_cast<const Masyu*>(&puzzle);
  if (!m) return std::nullopt;
  const int cells = m->height * m->width;
  std::string body;
  for (int first = 0; first < cells; first += 3) {
    int value = 0;
    for (int k = 0; k < 3; ++k) {
      const int cell = first + k;
      const int v = cell < cells ? m->pearls.cells[at(cell)] : kUnknown;
      value = value * 3 + (v == Masyu::kWhite ? 1 : v == Masyu::kBlack ? 2 : 0);
    }
    body += static_cast<char>(value < 10 ? '0' + value : 'a' + value - 10);
  }
  return std::string("mashu/") + (m->full ? "f/" : "") + std::to_string(m->width) + "/" +
         std::to_string(m->height) + "/" + body;
}

}  // namespace

PuzzlinkGenre mashu_genre() {
  return {"mashu", {"pearl", "masyu"}, "masyu", read_mashu, write_mashu};
}

}  // namespace gridsat
