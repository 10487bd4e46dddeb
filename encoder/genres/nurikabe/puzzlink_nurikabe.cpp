// puzz.link nurikabe: `nurikabe/COLS/ROWS/BODY`, BODY the cell-number code of the numbers in
// reading order (formats/puzzlink_codes.hpp, pzprjs's decodeNumber16): `0`-`9`,`a`-`f` 0..15, `-`
// and two hex digits, `+` and three, `.` a number not shown (pzprjs's `?`: an island of any
// size), `g`..`z` skip 1..20 cells. A number outside 1..COLS*ROWS is an error at its place.
#include "formats/puzzlink.hpp"
#include "genres/nurikabe/nurikabe.hpp"

namespace gridsat {
namespace {

std::unique_ptr<Puzzle> read_nurikabe(const PuzzlinkUrl& url) {
  if (!url.flags.empty())
    throw url.flags.error_at(
        0, "puzz.link nurikabe takes no flag '" + std::string(url.flags.text) + "'");
  if (auto problem = nurikabe_size_error(url.rows, url.cols))
    throw url.cols_text.error_at(0, *problem);
  const int cells = url.rows * url.cols;
  std::size_t pos = 0;
  const NumberCode code = decode_numbers(url.body, pos, cells, "cell");
  if (pos != url.body.size())
    throw url.body.error_at(pos, "unexpected text after the " + std::to_string(cells) + " cells");
  Grid numbers(url.rows, url.cols);
  for (std::size_t i = 0; i < code.values.size(); ++i) {
    const int v = code.values[i];
    if (v == kUnknown) continue;
    if (v == kHiddenNumber) {
      numbers.cells[i] = kAnyIslandSize;
      continue;
    }
    if (v < 1 || v > cells)
      throw ParseFailure(url.body.line, code.columns[i],
                         "number " + std::to_string(v) + " is out of range (1 to " +
                             std::to_string(cells) + ", the cells of the grid)");
    numbers.cells[i] = v;
  }
  auto p = std::make_unique<Nurikabe>(url.rows, url.cols);
  p->set_numbers(std::move(numbers));
  return p;
}

std::optional<std::string> write_nurikabe(const Puzzle& puzzle) {
  const auto* p = dynamic_cast<const Nurikabe*>(&puzzle);
  if (!p) return std::nullopt;
  std::vector<int> values = p->numbers.cells;
  for (int& v : values)
    if (v == kAnyIslandSize) v = kHiddenNumber;
  for (int v : values)
    if (v > 4095)
      throw ParseFailure(0, 0, "puzz.link's number code stops at 4095, not " + std::to_string(v));
  return "nurikabe/" + std::to_string(p->width) + "/" + std::to_string(p->height) + "/" +
         encode_numbers(values);
}

}  // namespace

PuzzlinkGenre nurikabe_puzzlink() {
  return {"nurikabe", {}, "nurikabe", read_nurikabe, write_nurikabe};
}

}  // namespace gridsat
