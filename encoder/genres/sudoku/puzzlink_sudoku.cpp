// puzz.link sudoku: `sudoku/N/N/BODY`, BODY the cell-number code of the givens. pzprjs draws
// the boxes from the size alone: 4 -> 2x2, 6 -> 2 rows tall x 3 wide, 9, 16, 25 -> square, which
// is Sudoku::default_box for each. A `.` (a number not shown) gives nothing and reads as empty.
#include "formats/puzzlink.hpp"
#include "genres/sudoku/sudoku.hpp"

namespace gridsat {
namespace {

bool is_puzzlink_size(int n) {
  return n == 4 || n == 6 || n == 9 || n == 16 || n == 25;
}

std::unique_ptr<Puzzle> read_sudoku(const PuzzlinkUrl& url) {
  if (!url.flags.empty())
    throw url.flags.error_at(
        0, "puzz.link sudoku takes no flag '" + std::string(url.flags.text) + "'");
  if (url.rows != url.cols)
    throw url.rows_text.error_at(0, "a sudoku is square: " + std::to_string(url.cols) +
                                        " columns but " + std::to_string(url.rows) + " rows");
  const int n = url.cols;
  if (!is_puzzlink_size(n))
    throw url.cols_text.error_at(
        0, "puzz.link sudoku comes in sizes 4, 6, 9, 16 and 25, not " + std::to_string(n));
  std::size_t pos = 0;
  const NumberCode cells = decode_numbers(url.body, pos, n * n, "cell");
  if (pos != url.body.size())
    throw url.body.error_at(pos, "unexpected text after the " + std::to_string(n * n) + " cells");
  auto s = std::make_unique<Sudoku>();
  s->n = n;
  std::tie(s->box_rows, s->box_cols) = Sudoku::default_box(n);
  s->grid = Grid(n, n);
  for (std::size_t i = 0; i < cells.values.size(); ++i) {
    const int v = cells.values[i];
    if (v == kUnknown || v == kHiddenNumber) continue;
    if (v < 1 || v > n)
      throw ParseFailure(url.body.line, cells.columns[i],
                         "value " + std::to_string(v) + " is out of range 1.." + std::to_string(n));
    s->grid.cells[i] = v;
  }
  return s;
}

std::optional<std::string> write_sudoku(const Puzzle& puzzle) {
  const auto* s = dynamic_cast<const Sudoku*>(&puzzle);
  if (!s) return std::nullopt;
  if (s->diagonal || !s->regions.empty() || !s->cages.empty())
    throw ParseFailure(0, 0, "puzz.link sudoku has no diagonal, jigsaw or killer variant");
  if (!is_puzzlink_size(s->n))
    throw ParseFailure(
        0, 0, "puzz.link sudoku comes in sizes 4, 6, 9, 16 and 25, not " + std::to_string(s->n));
  if (std::pair(s->box_rows, s->box_cols) != Sudoku::default_box(s->n))
    throw ParseFailure(0, 0,
                       "puzz.link sudoku of size " + std::to_string(s->n) + " has boxes " +
                           std::to_string(Sudoku::default_box(s->n).first) + "x" +
                           std::to_string(Sudoku::default_box(s->n).second) + ", not " +
                           std::to_string(s->box_rows) + "x" + std::to_string(s->box_cols));
  const std::string size = std::to_string(s->n);
  return "sudoku/" + size + "/" + size + "/" + encode_numbers(s->grid.cells);
}

}  // namespace

PuzzlinkGenre sudoku_genre() {
  return {"sudoku", {}, "sudoku", read_sudoku, write_sudoku};
}

}  // namespace gridsat
