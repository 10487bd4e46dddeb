// The native format for kurodoko: `kurodoko HxW` (H rows, W columns; `kurodoko N` for N x N),
// then an optional `grid:` of H rows of W cells: a number 1..H+W-1 (the white cells it sees,
// itself included), `.` (or `0`) for a cell without a number, `?` for a numbered cell whose
// number is not shown (white, nothing more). Cells are separated by white space, or run together
// when every cell of the row is one character. The writer right-aligns the cells in columns.
#include <algorithm>

#include "formats/native_types.hpp"
#include "genres/genre.hpp"
#include "genres/kurodoko/kurodoko.hpp"

namespace gridsat {
namespace {

std::unique_ptr<Puzzle> build_kurodoko(NativeDoc& doc) {
  if (auto problem = kurodoko_size_error(doc.rows, doc.cols))
    throw ParseFailure(doc.size_token, *problem);
  doc.reject_unused_options();
  doc.reject_sections_except({"grid"});
  auto k = std::make_unique<Kurodoko>(doc.rows, doc.cols);
  const NativeSection* section = doc.section("grid");
  if (!section) return k;
  const auto rows = doc.read_rows(*section, doc.rows, doc.cols, false);
  for (int r = 0; r < doc.rows; ++r)
    for (int c = 0; c < doc.cols; ++c) {
      const Token& t = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (t.text == ".") continue;
      if (t.text == "?") {
        k->set_number(r, c, kHiddenKurodokoNumber);
        continue;
      }
      const auto v = parse_integer(t.text);
      if (!v || t.text.find_first_not_of("0123456789") != std::string::npos)
        throw ParseFailure(
            t, "unexpected '" + t.text + "' in a kurodoko grid (expected a number, '.' or '?')");
      if (*v == 0) continue;
      if (*v > k->max_number())
        throw ParseFailure(t, "number " + t.text + " is out of range: a cell of a " +
                                  k->header_options() + " grid sees at most " +
                                  std::to_string(k->max_number()) + " cells");
      k->set_number(r, c, static_cast<int>(*v));
    }
  return k;
}

std::string cell_text(int value) {
  if (value == kUnknown) return ".";
  if (value == kHiddenKurodokoNumber) return "?";
  return std::to_string(value);
}

std::string write_kurodoko(const Puzzle& p) {
  const auto& k = dynamic_cast<const Kurodoko&>(p);
  std::size_t width = 1;
  for (int v : k.numbers().cells) width = std::max(width, cell_text(v).size());
  std::string out = "kurodoko " + k.header_options() + "\ngrid:\n";
  for (int r = 0; r < k.rows(); ++r) {
    for (int c = 0; c < k.cols(); ++c) {
      const std::string text = cell_text(k.number(r, c));
      if (c > 0) out += ' ';
      out += std::string(width - text.size(), ' ') + text;
    }
    out += '\n';
  }
  return out;
}

}  // namespace

NativeFormat kurodoko_native() {
  return {build_kurodoko, write_kurodoko};
}

}  // namespace gridsat
