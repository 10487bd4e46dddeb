// puzz.link kakuro: `kakuro/COLS/ROWS/BODY`, as pzprjs's kakuro.js writes it (decodeKakuro /
// encodeKakuro). pzprjs's board is COLS x ROWS cells with a row of clue cells above it and a
// column left of it outside the board; gridsat's grid is (ROWS+1) x (COLS+1), those clue cells
// its row 0 and column 0 (all black), the board the rest.
//
// BODY, first the board's cells in reading order:
//   `k`..`z`  1..16 white cells;
//   `.`       a black cell without sums;
//   two characters D A: a black cell with down sum D and across sum A, each `-` (none), `0`
//             (none, shown as 0: what pzprjs wrote for none before 2019), `1`-`9`, `a`-`j`
//             (10..19) or `A`-`Z` (20..45).
// Then one character (same digits) per board column whose top cell is white: the down sum above
// it (row 0 of gridsat's grid), left to right; then one per board row whose first cell is white:
// the across sum left of it (column 0), top to bottom.
#include <algorithm>

#include "formats/puzzlink.hpp"
#include "genres/kakuro/kakuro.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

constexpr int kNoSum = -2;  // `-`

// pzprjs's decval (kNoSum for `-`), or -1 for a character that is not a sum.
int sum_value(char ch) {
  if (ch == '-') return kNoSum;
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'j') return ch - 'a' + 10;
  if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 20;
  return -1;
}

// pzprjs's encval; a missing sum is `-`, or `0` where the URL read had it so (`zero`).
char sum_char(int v, bool zero) {
  if (v <= 0) return zero ? '0' : '-';
  if (v <= 9) return static_cast<char>('0' + v);
  if (v <= 19) return static_cast<char>('a' + v - 10);
  return static_cast<char>('A' + v - 20);
}

int read_sum(const IdText& body, std::size_t pos, const char* what) {
  if (pos >= body.size()) throw body.error_at(pos, std::string("the ") + what + " ends too early");
  const int v = sum_value(body[pos]);
  if (v == -1)
    throw body.error_at(pos, std::string("unexpected '") + body[pos] + "' in the " + what +
                                 " (a sum is -, 0-9, a-j or A-Z)");
  return v;
}

// Reads the sum at `pos` into `sum` (0 for none), noting a `0` in `zero_sums` (bit `bit`).
void read_sum_into(const IdText& body, std::size_t pos, const char* what, int& sum,
                   unsigned char& zero_sums, unsigned bit) {
  const int v = read_sum(body, pos, what);
  sum = v > 0 ? v : 0;
  if (v == 0) zero_sums |= static_cast<unsigned char>(bit);
}

std::unique_ptr<Puzzle> read_kakuro(const PuzzlinkUrl& url) {
  if (!url.flags.empty())
    throw url.flags.error_at(
        0, "puzz.link kakuro takes no flag '" + std::string(url.flags.text) + "'");
  if (url.rows >= kMaxKakuroSide || url.cols >= kMaxKakuroSide)
    throw url.cols_text.error_at(
        0, "kakuro sides must be at most " + std::to_string(kMaxKakuroSide - 1));
  const int rows = url.rows, cols = url.cols, h = rows + 1, w = cols + 1;
  auto p = std::make_unique<Kakuro>(h, w);
  p->zero_sums.assign(at(h * w), 0);
  std::vector<int> column_of(at(h * w), 0);  // where each cell stands in the body
  for (int c = 0; c < w; ++c) p->black[at(c)] = 1;
  for (int r = 0; r < h; ++r) p->black[at(r * w)] = 1;
  const IdText& body = url.body;
  std::size_t pos = 0;
  int cell = 0;  // on the board, row-major
  while (cell < rows * cols) {
    if (pos >= body.size())
      throw body.error_at(pos, "the board ends too early: " + std::to_string(rows * cols - cell) +
                                   " of its cells are missing");
    const char ch = body[pos];
    if (ch >= 'k' && ch <= 'z') {
      const int skip = ch - 'k' + 1;
      if (cell + skip > rows * cols)
        throw body.error_at(pos, "'" + std::string(1, ch) + "' skips past the board's last cell");
      cell += skip;
      ++pos;
      continue;
    }
    const int g = (cell / cols + 1) * w + cell % cols + 1;
    p->black[at(g)] = 1;
    column_of[at(g)] = body.column(pos);
    if (ch == '.') {
      ++pos;
    } else {
      read_sum_into(body, pos, "board", p->down[at(g)], p->zero_sums[at(g)], 1);
      read_sum_into(body, pos + 1, "board", p->across[at(g)], p->zero_sums[at(g)], 2);
      pos += 2;
    }
    ++cell;
  }
  for (int c = 0; c < cols; ++c)
    if (!p->black[at(w + c + 1)]) {
      column_of[at(c + 1)] = body.column(pos);
      read_sum_into(body, pos++, "sums above the board", p->down[at(c + 1)],
                    p->zero_sums[at(c + 1)], 1);
    }
  for (int r = 0; r < rows; ++r)
    if (!p->black[at((r + 1) * w + 1)]) {
      column_of[at((r + 1) * w)] = body.column(pos);
      read_sum_into(body, pos++, "sums left of the board", p->across[at((r + 1) * w)],
                    p->zero_sums[at((r + 1) * w)], 2);
    }
  if (pos != body.size()) throw body.error_at(pos, "unexpected text after the kakuro");
  if (std::all_of(p->zero_sums.begin(), p->zero_sums.end(), [](unsigned char z) { return !z; }))
    p->zero_sums.clear();
  p->update_runs();
  if (auto problem = p->problem())
    throw ParseFailure(body.line, column_of[at(problem->cell)], problem->message);
  return p;
}

std::optional<std::string> write_kakuro(const Puzzle& puzzle) {
  const auto* p = dynamic_cast<const Kakuro*>(&puzzle);
  if (!p) return std::nullopt;
  const int h = p->height, w = p->width;
  bool border = h >= 2 && w >= 2;
  for (int c = 0; c < w && border; ++c) border = p->is_black(c);
  for (int r = 0; r < h && border; ++r) border = p->is_black(r * w);
  if (!border)
    throw ParseFailure(0, 0,
                       "puzz.link's kakuro keeps its clues outside the board: the grid's first row "
                       "and first column must be black cells");
  for (int v : p->givens().cells)
    if (v != kUnknown)
      throw ParseFailure(0, 0, "puzz.link's kakuro URL has no place for given digits");
  auto zeros = [&](int cell) -> unsigned {
    return p->zero_sums.size() == p->black.size() ? p->zero_sums[at(cell)] : 0;
  };
  std::string body;
  int white = 0;
  auto flush = [&]() {
    if (white > 0) body += static_cast<char>('k' + white - 1);
    white = 0;
  };
  for (int r = 1; r < h; ++r)
    for (int c = 1; c < w; ++c) {
      const int cell = r * w + c;
      if (!p->is_black(cell)) {
        if (++white == 16) flush();
        continue;
      }
      flush();
      const int d = p->down[at(cell)], a = p->across[at(cell)];
      const unsigned zero = zeros(cell);
      if (d == 0 && a == 0 && zero == 0)
        body += '.';
      else
        body += std::string{sum_char(d, zero & 1), sum_char(a, zero & 2)};
    }
  flush();
  for (int c = 1; c < w; ++c)
    if (!p->is_black(w + c)) body += sum_char(p->down[at(c)], zeros(c) & 1);
  for (int r = 1; r < h; ++r)
    if (!p->is_black(r * w + 1)) body += sum_char(p->across[at(r * w)], zeros(r * w) & 2);
  return "kakuro/" + std::to_string(w - 1) + "/" + std::to_string(h - 1) + "/" + body;
}

}  // namespace

PuzzlinkGenre kakuro_puzzlink() {
  return {"kakuro", {}, "kakuro", read_kakuro, write_kakuro};
}

}  // namespace gridsat
