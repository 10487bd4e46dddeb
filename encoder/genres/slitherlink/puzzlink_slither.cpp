// puzz.link slither: `slither/[f/]COLS/ROWS/BODY`; the flag `f` (pzprjs's "slither_full") asks
// for a loop through every grid point. BODY the cells in reading order in pzprjs's code
// for numbers 0..4 (its decode4Cell / encode4Cell, src/puzzle/Encode.js, which slither.js uses):
//   `0`..`4`  a cell with that clue;
//   `5`..`9`  a cell with clue (symbol - 5), then one cell without a clue;
//   `a`..`e`  a cell with clue (symbol - 10), then two cells without a clue;
//   `g`..`z`  1..20 cells without a clue;
//   `.`       a cell whose number is not shown (pzprjs's "?"): no constraint, read as no clue.
// pzprjs writes the two-symbol forms up to the end of the grid, so the blanks a `5`..`9` or
// `a`..`e` implies may run past the last cell (a clue in the last cell is written `a`..`e`); a
// `g`..`z` run may not. As pzprjs's reader does, a body that ends early leaves the cells after it
// without a clue (such URLs are passed around); anything after the last cell is an error. The
// writer emits what pzprjs's encode4Cell emits.
#include "formats/puzzlink.hpp"
#include "genres/slitherlink/slitherlink.hpp"

namespace gridsat {
namespace {

std::unique_ptr<Puzzle> read_slither(const PuzzlinkUrl& url) {
  if (!url.flags.empty() && url.flags.text != "f")
    throw url.flags.error_at(0,
                             "puzz.link slither takes the flag 'f' (a loop through every point) "
                             "only, not '" +
                                 std::string(url.flags.text) + "'");
  if (auto problem = slitherlink_size_error(url.rows, url.cols))
    throw url.cols_text.error_at(0, *problem);
  auto p = std::make_unique<Slitherlink>(url.rows, url.cols);
  p->full = !url.flags.empty();
  const IdText& body = url.body;
  const long long cells = static_cast<long long>(url.rows) * url.cols;
  long long cell = 0;
  std::size_t i = 0;
  for (; i < body.size() && cell < cells; ++i) {
    const char c = body[i];
    if (c >= '0' && c <= '4') {
      p->grid.cells[static_cast<std::size_t>(cell)] = c - '0';
      cell += 1;
    } else if (c >= '5' && c <= '9') {
      p->grid.cells[static_cast<std::size_t>(cell)] = c - '5';
      cell += 2;
    } else if (c >= 'a' && c <= 'e') {
      p->grid.cells[static_cast<std::size_t>(cell)] = c - 'a';
      cell += 3;
    } else if (c >= 'g' && c <= 'z') {
      cell += c - 'g' + 1;
      if (cell > cells)
        throw body.error_at(
            i, "skipping cells runs past the last of " + std::to_string(cells) + " cells");
    } else if (c == '.') {
      cell += 1;
    } else {
      throw body.error_at(i, "unexpected " + quote_char(c) +
                                 " in a slither body (0-4 are clues, 5-9 and a-e clues followed "
                                 "by blanks, g-z skip 1-20 cells)");
    }
  }
  if (i < body.size())
    throw body.error_at(i, "unexpected " + quote_char(body[i]) + " after the last of " +
                               std::to_string(cells) + " cells");
  return p;
}

std::optional<std::string> write_slither(const Puzzle& puzzle) {
  const auto* p = dynamic_cast<const Slitherlink*>(&puzzle);
  if (!p) return std::nullopt;
  return write_slither_path(*p);
}

}  // namespace

std::string write_slither_path(const Slitherlink& p) {
  const std::vector<int>& v = p.grid.cells;
  const std::size_t n = v.size();
  auto exists_with_clue = [&](std::size_t k) { return k < n && v[k] != kUnknown; };
  std::string body;
  int count = 0;
  for (std::size_t c = 0; c < n; ++c) {
    std::string symbol;
    if (v[c] != kUnknown) {
      // As encode4Cell: a clue absorbs the one or two blank cells after it where it can.
      if (exists_with_clue(c + 1)) {
        symbol = std::string(1, static_cast<char>('0' + v[c]));
      } else if (exists_with_clue(c + 2)) {
        symbol = std::string(1, static_cast<char>('5' + v[c]));
        ++c;
      } else {
        symbol = std::string(1, static_cast<char>('a' + v[c]));
        c += 2;
      }
    } else {
      ++count;
    }
    if (count == 0) {
      body += symbol;
    } else if (!symbol.empty() || count == 20) {
      body += static_cast<char>('g' + count - 1);
      body += symbol;
      count = 0;
    }
  }
  if (count > 0) body += static_cast<char>('g' + count - 1);
  return std::string("slither/") + (p.full ? "f/" : "") + std::to_string(p.width) + "/" +
         std::to_string(p.height) + "/" + body;
}

PuzzlinkGenre slither_genre() {
  return {"slither", {}, "slitherlink", read_slither, write_slither};
}

}  // namespace gridsat
