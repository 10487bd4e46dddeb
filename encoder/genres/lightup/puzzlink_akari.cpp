// puzz.link akari (pzprjs's `lightup`, URL name `akari`; `lightup` is read too):
// `akari/COLS/ROWS/BODY`, BODY the cells in reading order in pzprjs's 4-cell code (decode4Cell /
// encode4Cell, src/variety-common/Encode.js): `0`..`4` a wall with that number, `5`..`9` a wall
// numbered 0..4 followed by one white cell, `a`..`e` a wall numbered 0..4 followed by two white
// cells, `.` a wall without a number, `g`..`z` 1..20 white cells. A number's white cells may run
// past the last cell (pzprjs writes the last wall of a grid as `a`..`e`); anything else past the
// last cell is an error at its place in the URL.
#include "genres/genre.hpp"
#include "genres/lightup/lightup.hpp"

namespace gridsat {
namespace {

std::unique_ptr<Puzzle> read_akari(const PuzzlinkUrl& url) {
  if (!url.flags.empty())
    throw url.flags.error_at(0,
                             "puzz.link akari takes no flag '" + std::string(url.flags.text) + "'");
  if (url.cols > kMaxLightupSide)
    throw url.cols_text.error_at(0, "akari width " + std::to_string(url.cols) +
                                        " is too large (at most " +
                                        std::to_string(kMaxLightupSide) + ")");
  if (url.rows > kMaxLightupSide)
    throw url.rows_text.error_at(0, "akari height " + std::to_string(url.rows) +
                                        " is too large (at most " +
                                        std::to_string(kMaxLightupSide) + ")");
  auto p = make_lightup(url.rows, url.cols);
  const int total = url.rows * url.cols;
  int cell = 0;
  std::size_t i = 0;
  for (; i < url.body.size() && cell < total; ++i) {
    const char ch = url.body[i];
    if (ch >= '0' && ch <= '4') {
      p->set_number(cell, ch - '0');
      cell += 1;
    } else if (ch >= '5' && ch <= '9') {
      p->set_number(cell, ch - '5');
      cell += 2;
    } else if (ch >= 'a' && ch <= 'e') {
      p->set_number(cell, ch - 'a');
      cell += 3;
    } else if (ch == '.') {
      p->set_number(cell, kLightupWall);
      cell += 1;
    } else if (ch >= 'g' && ch <= 'z') {
      const int run = ch - 'g' + 1;
      if (cell + run > total)
        throw url.body.error_at(i, std::string(1, ch) + " runs past the last of the " +
                                       std::to_string(total) + " cells");
      cell += run;
    } else {
      throw url.body.error_at(
          i, "unexpected " + quote_char(ch) + " in an akari grid (expected 0-9, a-e, '.' or g-z)");
    }
  }
  if (i < url.body.size())
    throw url.body.error_at(i, "unexpected text after the " + std::to_string(total) + " cells");
  if (cell < total)
    throw url.body.error_at(url.body.size(), "the grid ends after " + std::to_string(cell) +
                                                 " of " + std::to_string(total) + " cells");
  return p;
}

// pzprjs's encode4Cell: a number takes the one or two white cells after it when they are white
// (or past the end), runs of white cells are written 20 at most.
std::optional<std::string> write_akari(const Puzzle& puzzle) {
  const auto* p = rules::declared_as(puzzle, kLightup);
  if (!p) return std::nullopt;
  const std::vector<int>& cells = p->numbers().cells;
  const int total = static_cast<int>(cells.size());
  for (int cell = 0; cell < total; ++cell)
    if (cells[static_cast<std::size_t>(cell)] == kLightupWhite &&
        p->givens().cells[static_cast<std::size_t>(cell)] != kUnknown)
      throw ParseFailure(0, 0,
                         "puzz.link akari cannot write a given cell (r" +
                             std::to_string(cell / p->cols() + 1) + "c" +
                             std::to_string(cell % p->cols() + 1) + ")");
  auto wall = [&](int cell) {
    return cell < total && cells[static_cast<std::size_t>(cell)] != kLightupWhite;
  };
  std::string body;
  int count = 0;
  for (int cell = 0; cell < total; ++cell) {
    const int v = cells[static_cast<std::size_t>(cell)];
    std::string piece;
    if (v >= 0) {
      if (cell + 1 < total && wall(cell + 1)) {
        piece = std::string(1, static_cast<char>('0' + v));
      } else if (cell + 2 < total && wall(cell + 2)) {
        piece = std::string(1, static_cast<char>('5' + v));
        cell += 1;
      } else {
        piece = std::string(1, static_cast<char>('a' + v));
        cell += 2;
      }
    } else if (v == kLightupWall) {
      piece = ".";
    } else {
      ++count;
    }
    if (count == 0) {
      body += piece;
    } else if (!piece.empty() || count == 20) {
      body += static_cast<char>('g' + count - 1);
      body += piece;
      count = 0;
    }
  }
  if (count > 0) body += static_cast<char>('g' + count - 1);
  return "akari/" + std::to_string(p->cols()) + "/" + std::to_string(p->rows()) + "/" + body;
}

}  // namespace

PuzzlinkGenre akari_puzzlink() {
  return {"akari", {"lightup"}, "lightup", read_akari, write_akari};
}

}  // namespace gridsat
