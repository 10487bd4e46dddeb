// The native format for hitori: `hitori N` (N x N) or `hitori HxW` (H rows, W columns), then a
// `grid:` of H rows of W numbers (1 to kMaxHitoriNumber), `.` for a cell without a number. Numbers
// are written apart; a row of one-digit numbers may be run together (`53324`). The grid is
// required: the numbers are the puzzle. The writer puts the numbers apart, right-aligned:
//
//     hitori 5
//     grid:
//     5 5 3 3 4
//     ...
#include <algorithm>

#include "formats/native_types.hpp"
#include "genres/genre.hpp"
#include "genres/hitori/hitori.hpp"

namespace gridsat {
namespace {

std::unique_ptr<Puzzle> build_hitori(NativeDoc& doc) {
  if (auto problem = hitori_size_error(doc.rows, doc.cols))
    throw ParseFailure(doc.size_token, *problem);
  doc.reject_unused_options();
  doc.reject_sections_except({"grid"});
  const NativeSection* g = doc.section("grid");
  if (!g)
    throw ParseFailure(doc.last_line + 1, 1,
                       "a hitori needs a grid: section with the number of every cell");
  return make_hitori(
      doc.rows, doc.cols,
      read_value_grid(doc.read_rows(*g, doc.rows, doc.cols, false), 1, kMaxHitoriNumber, false));
}

std::string write_hitori(const Puzzle& p) {
  const auto& h = *rules::declared_as(p, kHitori);
  std::size_t width = 1;
  for (int v : h.numbers().cells)
    if (v != kUnknown) width = std::max(width, std::to_string(v).size());
  std::string out = "hitori " + h.header_options() + "\ngrid:\n";
  for (int r = 0; r < h.rows(); ++r) {
    for (int c = 0; c < h.cols(); ++c) {
      const int v = h.numbers().at(r, c);
      const std::string text = v == kUnknown ? "." : std::to_string(v);
      out += std::string(c > 0 ? 1 : 0, ' ') + std::string(width - text.size(), ' ') + text;
    }
    out += '\n';
  }
  return out;
}

}  // namespace

NativeFormat hitori_native() {
  return {build_hitori, write_hitori};
}

}  // namespace gridsat
