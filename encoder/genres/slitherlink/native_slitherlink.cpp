// The native format for slitherlink: `slitherlink HxW` (H rows, W columns; `slitherlink N` is
// N x N), then an optional `grid:` of H rows of W cells: a clue 0 to 4, or `.` for a cell
// without a number. Cells are written apart or run together (`.3.2`). One option: `full`, the
// loop passes through every grid point (`slitherlink 5x5 full`).
//
//     slitherlink 5x5
//     grid:
//     .123.
//     .00..
//     21.33
//     ..3..
//     .2.3.
//
// The writer runs every row together, `.` for a cell without a number.
#include "formats/native_types.hpp"
#include "genres/genre.hpp"
#include "genres/slitherlink/slitherlink.hpp"

namespace gridsat {
namespace {

Grid read_clues(const std::vector<std::vector<Token>>& rows, int height, int width) {
  Grid g(height, width);
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c) {
      const Token& t = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (t.text == ".") continue;
      if (t.text.size() == 1 && t.text[0] >= '0' && t.text[0] <= '4') {
        g.at(r, c) = t.text[0] - '0';
        continue;
      }
      throw ParseFailure(t,
                         "unexpected '" + t.text +
                             "' in a slitherlink grid (expected a clue 0 to 4, or '.' for none)");
    }
  return g;
}

std::unique_ptr<Puzzle> build_slitherlink(NativeDoc& doc) {
  if (auto problem = slitherlink_size_error(doc.rows, doc.cols))
    throw ParseFailure(doc.size_token, *problem);
  auto p = std::make_unique<Slitherlink>(doc.rows, doc.cols);
  p->full = doc.flag("full");
  doc.reject_unused_options();
  doc.reject_sections_except({"grid"});
  if (const NativeSection* g = doc.section("grid"))
    p->grid = read_clues(doc.read_rows(*g, p->height, p->width, false), p->height, p->width);
  return p;
}

std::string write_native(const Puzzle& p) {
  return write_slitherlink_native(dynamic_cast<const Slitherlink&>(p));
}

}  // namespace

std::string write_slitherlink_native(const Slitherlink& p) {
  return "slitherlink " + p.header_options() + "\ngrid:\n" + write_value_grid(p.grid, true);
}

NativeFormat slitherlink_native() {
  return {build_slitherlink, write_native};
}

}  // namespace gridsat
