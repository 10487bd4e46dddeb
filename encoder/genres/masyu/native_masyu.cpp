// The native format for masyu: `masyu HxW` (H rows, W columns; `masyu N` for N x N), then an
// optional `grid:` of H rows of W cells: `.` (or `0`) for a cell without a pearl, `W` for a
// white pearl and `B` for a black one. Lower case is read too, and so are the other spellings
// puzzle sites use: `o` and `1` white, `*`, `x` and `2` black (pzprjs numbers its circles 1 and
// 2). Cells may be written apart or run together:
//
//     masyu 6x6
//     grid:
//     ..W...
//     .B..W.
//     ......
//     ...B..
//     .W....
//     ......
//
// One option: `full`, the loop passes through every cell (`masyu 6x6 full`). A grid one cell
// wide holds no loop, and a pearl no loop can satisfy (impossible_pearl) is
// refused at the pearl. The writer uses `.`, `W` and `B`, run together.
#include "genres/genre.hpp"
#include "genres/masyu/masyu.hpp"

namespace gridsat {
namespace {

std::optional<int> pearl_of(const std::string& text) {
  const std::string t = lowercase(text);
  if (t == "." || t == "0") return kUnknown;
  if (t == "w" || t == "o" || t == "1") return Masyu::kWhite;
  if (t == "b" || t == "*" || t == "x" || t == "2") return Masyu::kBlack;
  return std::nullopt;
}

std::unique_ptr<Puzzle> build_masyu(NativeDoc& doc) {
  if (auto problem = masyu_size_error(doc.rows, doc.cols))
    throw ParseFailure(doc.size_token, *problem);
  auto m = std::make_unique<Masyu>(doc.rows, doc.cols);
  m->full = doc.flag("full");
  doc.reject_unused_options();
  doc.reject_sections_except({"grid"});
  const NativeSection* section = doc.section("grid");
  if (!section) return m;
  const auto rows = doc.read_rows(*section, m->height, m->width, false);
  for (int r = 0; r < m->height; ++r)
    for (int c = 0; c < m->width; ++c) {
      const Token& t = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      const auto pearl = pearl_of(t.text);
      if (!pearl)
        throw ParseFailure(t, "unexpected '" + t.text +
                                  "' in a masyu grid (expected W for a white pearl, B for a "
                                  "black one, or '.' for none)");
      m->pearls.at(r, c) = *pearl;
    }
  if (auto problem = impossible_pearl(*m)) {
    const Token& t = rows[static_cast<std::size_t>(problem->cell / m->width)]
                         [static_cast<std::size_t>(problem->cell % m->width)];
    throw ParseFailure(t, problem->message);
  }
  return m;
}

std::string write_masyu(const Puzzle& p) {
  const auto& m = dynamic_cast<const Masyu&>(p);
  std::string out = "masyu " + m.header_options() + "\ngrid:\n";
  for (int r = 0; r < m.height; ++r) {
    for (int c = 0; c < m.width; ++c) {
      const int v = m.pearls.at(r, c);
      out += v == Masyu::kWhite ? 'W' : v == Masyu::kBlack ? 'B' : '.';
    }
    out += '\n';
  }
  return out;
}

}  // namespace

NativeFormat masyu_native() {
  return {build_masyu, write_masyu};
}

}  // namespace gridsat
