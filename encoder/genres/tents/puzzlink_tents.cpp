// puzz.link tents: `tents/COLS/ROWS/BODY`, as pzprjs's tents (src/variety/tents.js) reads and
// writes it: decodeNumber16ExCell, then decode1Cell(1).
//  - The counts: COLS + ROWS positions in pzprjs's number code (formats/puzzlink_codes.hpp), the
//    column counts first (pzprjs draws them above the grid), left to right, then the row counts
//    (drawn at its left), top to bottom. An empty position or `.` (a hidden number) is no count.
//  - The trees: one symbol per tree with the empty cells after it, in reading order: `0`..`h`
//    (base 36, 0..17) a tree followed by that many empty cells; `i`..`z` (18..35) that number
//    minus 17 empty cells without a tree. The symbols must cover the cells exactly.
// puzz.link URLs hold no tents given in advance: a puzzle with givens is refused by the writer.
// The writer writes what encodeNumber16ExCell and encode1Cell write.
#include "formats/puzzlink.hpp"
#include "genres/tents/tents.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

int base36(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  return -1;
}

char base36_char(int v) {
  return static_cast<char>(v < 10 ? '0' + v : 'a' + v - 10);
}

std::unique_ptr<Puzzle> read_tents(const PuzzlinkUrl& url) {
  if (!url.flags.empty()) throw url.flags.error_at(0, "puzz.link tents takes no flags");
  if (auto problem = tents_size_error(url.rows, url.cols))
    throw url.cols_text.error_at(0, *problem);
  const IdText& body = url.body;
  auto t = std::make_unique<Tents>(url.rows, url.cols);
  std::size_t pos = 0;
  const NumberCode counts = decode_numbers(body, pos, url.cols + url.rows, "count");
  for (int k = 0; k < url.cols + url.rows; ++k) {
    const int v = counts.values[at(k)];
    if (v == kUnknown || v == kHiddenNumber) continue;
    const bool column = k < url.cols;
    const int length = column ? url.rows : url.cols;
    if (v > (length + 1) / 2)
      throw ParseFailure(body.line, counts.columns[at(k)],
                         "tent count " + std::to_string(v) + " is impossible: a line of " +
                             std::to_string(length) + " cells holds at most " +
                             std::to_string((length + 1) / 2) + " tents that do not touch");
    if (column)
      t->col_counts[at(k)] = v;
    else
      t->row_counts[at(k - url.cols)] = v;
  }
  const int cells = url.rows * url.cols;
  int cell = 0;
  for (; pos < body.size(); ++pos) {
    if (cell >= cells)
      throw body.error_at(
          pos, "the body goes on after the last of the " + std::to_string(cells) + " cells");
    const int v = base36(body[pos]);
    if (v < 0)
      throw body.error_at(pos, "unexpected " + quote_char(body[pos]) +
                                   " in the trees (0-9 and a-z: a tree or a run of empty cells)");
    if (v <= 17) {
      t->trees[at(cell)] = 1;
      cell += v + 1;
    } else {
      cell += v - 17;
    }
    if (cell > cells)
      throw body.error_at(pos, quote_char(body[pos]) + " runs past the last of the " +
                                   std::to_string(cells) + " cells");
  }
  if (cell < cells)
    throw body.error_at(pos, "the trees end after " + std::to_string(cell) + " of the " +
                                 std::to_string(cells) + " cells");
  return t;
}

std::optional<std::string> write_tents(const Puzzle& puzzle) {
  const auto* t = dynamic_cast<const Tents*>(&puzzle);
  if (!t) return std::nullopt;
  for (int v : t->grid.cells)
    if (v != kUnknown) throw ParseFailure(0, 0, "puzz.link tents URLs hold no given tents");
  std::vector<int> counts = t->col_counts;
  counts.insert(counts.end(), t->row_counts.begin(), t->row_counts.end());
  std::string body = encode_numbers(counts);
  // encode1Cell: a tree and the empty cells after it (up to 17), or runs of up to 18 empty
  // cells before the first tree or after a run that filled up.
  int count = -1;
  bool have = false;
  auto emit = [&]() { body += base36_char(have ? count : count + 18); };
  for (int cell = 0; cell < t->height * t->width; ++cell) {
    if (t->tree(cell)) {
      if (count >= 0) emit();
      have = true;
      count = 0;
      continue;
    }
    if (++count == 17) {
      emit();
      have = false;
      count = -1;
    }
  }
  if (count >= 0) emit();
  return "tents/" + std::to_string(t->width) + "/" + std::to_string(t->height) + "/" + body;
}

}  // namespace

PuzzlinkGenre tents_puzzlink() {
  return {"tents", {}, "tents", read_tents, write_tents};
}

}  // namespace gridsat
