// puzz.link nonogram: `nonogram/COLS/ROWS/BODY`, as pzprjs reads it (src/variety/nonogram.js:
// decodeNumber16ExCell) and writes it (encodeNumber16ExCellFlushed; src/variety-common/Encode.js,
// the clue cells' layout in src/puzzle/Board.js).
//
// The clues stand in cells outside the grid: ceil(ROWS / 2) above each column, ceil(COLS / 2)
// left of each row. BODY walks them in this order: column 1's cells from the one next to the grid
// upwards, then column 2's, ..., then row 1's from the one next to the grid leftwards, then row
// 2's, .... Each symbol is one clue cell: `0`-`9`, `a`-`f` a number 0..15 (hexadecimal); `-` and
// two hexadecimal digits a number 16..255; `g`..`z` skip 1..20 empty clue cells. A line's runs are
// its numbers read from the far end towards the grid (top to bottom, left to right), so the walk
// meets a line's last run first; empty cells between numbers are ignored, as pzprjs's check
// ignores them. A line whose cells are all empty has no runs. pzprjs's `.` (a clue cell with a
// question mark) cannot be solved and is refused, as are 0 and runs that do not fit. The walk ends
// after the last clue cell (trailing skips may be left out); nothing may follow it.
//
// The writer writes what pzprjs writes after "flushing" the clues next to the grid: each line's
// runs last to first, then its empty cells as skips.
#include "formats/puzzlink.hpp"
#include "genres/nonogram/nonogram.hpp"

namespace gridsat {
namespace {

int hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

std::string hex_text(int v) {
  static const char digits[] = "0123456789abcdef";
  std::string out;
  if (v >= 16) {
    out += '-';
    out += digits[v / 16];
  }
  out += digits[v % 16];
  return out;
}

std::unique_ptr<Puzzle> read_nonogram(const PuzzlinkUrl& url) {
  if (auto problem = nonogram_size_error(url.rows, url.cols))
    throw url.cols_text.error_at(0, *problem);
  const int above = (url.rows + 1) / 2, beside = (url.cols + 1) / 2;
  const int total = url.cols * above + url.rows * beside;
  std::vector<int> slot(static_cast<std::size_t>(total), -1);
  std::vector<std::size_t> where(static_cast<std::size_t>(total), 0);
  const IdText& body = url.body;
  int ex = 0;
  for (std::size_t i = 0; i < body.size(); ++i) {
    if (ex >= total)
      throw body.error_at(
          i, "the body goes on after the last of the " + std::to_string(total) + " clue cells");
    const char c = body[i];
    if (c >= 'g' && c <= 'z') {
      ex += c - 'g' + 1;
      if (ex > total)
        throw body.error_at(
            i, "the skip goes past the last of the " + std::to_string(total) + " clue cells");
      continue;
    }
    int value;
    const std::size_t start = i;
    if (c == '-') {
      if (i + 2 >= body.size() || hex(body[i + 1]) < 0 || hex(body[i + 2]) < 0)
        throw body.error_at(i, "'-' must be followed by two hexadecimal digits (0-9, a-f)");
      value = hex(body[i + 1]) * 16 + hex(body[i + 2]);
      i += 2;
    } else if (c == '.') {
      throw body.error_at(i, "a clue with a question mark ('.') cannot be solved");
    } else {
      value = hex(c);
      if (value < 0)
        throw body.error_at(i, "unexpected " + quote_char(c) +
                                   " in a nonogram body (0-9 and a-f are numbers, '-' starts a "
                                   "two-digit one, g-z skip clue cells)");
    }
    if (value == 0) throw body.error_at(start, "nonogram runs start at 1, not 0");
    slot[static_cast<std::size_t>(ex)] = value;
    where[static_cast<std::size_t>(ex)] = start;
    ++ex;
  }
  auto p = std::make_unique<Nonogram>(url.rows, url.cols);
  auto runs_at = [&](int first, int count, int length, const std::string& name) {
    std::vector<int> runs;
    std::size_t pos = body.size();
    for (int k = count - 1; k >= 0; --k) {
      const int v = slot[static_cast<std::size_t>(first + k)];
      if (v < 0) continue;
      runs.push_back(v);
      pos = where[static_cast<std::size_t>(first + k)];
    }
    if (runs_length(runs) > length)
      throw body.error_at(pos, "the runs " + runs_text(runs) + " of " + name + " do not fit in " +
                                   std::to_string(length) + " cells");
    return runs;
  };
  for (int c = 0; c < url.cols; ++c)
    p->col_runs[static_cast<std::size_t>(c)] =
        runs_at(c * above, above, url.rows, "column " + std::to_string(c + 1));
  for (int r = 0; r < url.rows; ++r)
    p->row_runs[static_cast<std::size_t>(r)] =
        runs_at(url.cols * above + r * beside, beside, url.cols, "row " + std::to_string(r + 1));
  return p;
}

std::optional<std::string> write_nonogram(const Puzzle& puzzle) {
  const auto* p = dynamic_cast<const Nonogram*>(&puzzle);
  if (!p) return std::nullopt;
  for (int v : p->grid.cells)
    if (v != kUnknown) throw ParseFailure(0, 0, "puzz.link nonograms have no given cells");
  const int above = (p->height + 1) / 2, beside = (p->width + 1) / 2;
  std::vector<int> slots;
  auto add = [&](const std::vector<int>& runs, int count) {
    for (auto it = runs.rbegin(); it != runs.rend(); ++it) slots.push_back(*it);
    for (int k = static_cast<int>(runs.size()); k < count; ++k) slots.push_back(-1);
  };
  for (const auto& runs : p->col_runs) add(runs, above);
  for (const auto& runs : p->row_runs) add(runs, beside);
  std::string body;
  int skip = 0;
  for (int v : slots) {
    if (v > 255) throw ParseFailure(0, 0, "puzz.link nonogram runs go up to 255");
    if (v < 0) {
      if (++skip == 20) {
        body += 'z';
        skip = 0;
      }
      continue;
    }
    if (skip > 0) body += static_cast<char>('f' + skip);
    skip = 0;
    body += hex_text(v);
  }
  if (skip > 0) body += static_cast<char>('f' + skip);
  return "nonogram/" + std::to_string(p->width) + "/" + std::to_string(p->height) + "/" + body;
}

}  // namespace

PuzzlinkGenre nonogram_puzzlink() {
  return {"nonogram", {}, "nonogram", read_nonogram, write_nonogram};
}

}  // namespace gridsat
