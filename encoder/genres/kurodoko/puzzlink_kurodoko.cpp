// puzz.link kurodoko: `kurodoko/COLS/ROWS/BODY`, BODY the cells in reading order in the
// cell-number code (pzprjs's decodeNumber16 / encodeNumber16 for this type, src/variety/
// kurodoko.js): a number, `.` for a number not shown (pzprjs's `?`: a white cell, nothing more),
// `g`..`z` for runs of cells without one. A number the grid cannot produce (0, or above
// COLS + ROWS - 1) is an error at its place in the URL, as is text after the last cell.
#include "genres/genre.hpp"
#include "genres/kurodoko/kurodoko.hpp"

namespace gridsat {
namespace {

std::unique_ptr<Puzzle> read_kurodoko(const PuzzlinkUrl& url) {
  if (!url.flags.empty())
    throw url.flags.error_at(
        0, "puzz.link kurodoko takes no flag '" + std::string(url.flags.text) + "'");
  if (url.cols > kMaxKurodokoSide)
    throw url.cols_text.error_at(0, "kurodoko width " + std::to_string(url.cols) +
                                        " is too large (at most " +
                                        std::to_string(kMaxKurodokoSide) + ")");
  if (url.rows > kMaxKurodokoSide)
    throw url.rows_text.error_at(0, "kurodoko height " + std::to_string(url.rows) +
                                        " is too large (at most " +
                                        std::to_string(kMaxKurodokoSide) + ")");
  auto k = std::make_unique<Kurodoko>(url.rows, url.cols);
  std::size_t pos = 0;
  const NumberCode cells = decode_numbers(url.body, pos, url.rows * url.cols, "cell");
  if (pos != url.body.size())
    throw url.body.error_at(
        pos, "unexpected text after the " + std::to_string(url.rows * url.cols) + " cells");
  for (std::size_t i = 0; i < cells.values.size(); ++i) {
    const int v = cells.values[i];
    const int row = static_cast<int>(i) / url.cols, col = static_cast<int>(i) % url.cols;
    if (v == kUnknown) continue;
    if (v == kHiddenNumber) {
      k->set_number(row, col, kHiddenKurodokoNumber);
      continue;
    }
    if (v < 1 || v > k->max_number())
      throw ParseFailure(url.body.line, cells.columns[i],
                         "number " + std::to_string(v) + " is out of range: a cell of a " +
                             k->header_options() + " grid sees 1 to " +
                             std::to_string(k->max_number()) + " cells");
    k->set_number(row, col, v);
  }
  return k;
}

std::optional<std::string> write_kurodoko(const Puzzle& puzzle) {
  const auto* k = dynamic_cast<const Kurodoko*>(&puzzle);
  if (!k) return std::nullopt;
  std::vector<int> cells = k->numbers().cells;
  for (int& v : cells)
    if (v == kHiddenKurodokoNumber) v = kHiddenNumber;
  return "kurodoko/" + std::to_string(k->cols()) + "/" + std::to_string(k->rows()) + "/" +
         encode_numbers(cells);
}

}  // namespace

PuzzlinkGenre kurodoko_puzzlink() {
  return {"kurodoko", {}, "kurodoko", read_kurodoko, write_kurodoko};
}

}  // namespace gridsat
