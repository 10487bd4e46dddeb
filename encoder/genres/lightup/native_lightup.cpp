// The native format for light up: `lightup HxW` (H rows, W columns; `lightup N` for N x N), then
// an optional `grid:` of H rows of W cells: `.` a white cell, `B` a wall without a number (the
// letter Tatham's IDs use), `0`..`4` a numbered wall, `*` a white cell given a bulb, `+` a white
// cell given none (the generator's extras; pzprjs marks a cell without a bulb `+`). Cells are
// separated by white space, or run together when every cell of the row is one character.
// Without `grid:` every cell is white.
#include "formats/native_types.hpp"
#include "genres/genre.hpp"
#include "genres/lightup/lightup.hpp"

namespace gridsat {
namespace {

std::unique_ptr<Puzzle> build_lightup(NativeDoc& doc) {
  if (auto problem = lightup_size_error(doc.rows, doc.cols))
    throw ParseFailure(doc.size_token, *problem);
  doc.reject_unused_options();
  doc.reject_sections_except({"grid"});
  auto p = make_lightup(doc.rows, doc.cols);
  const NativeSection* section = doc.section("grid");
  if (!section) return p;
  const auto rows = doc.read_rows(*section, doc.rows, doc.cols, false);
  for (int r = 0; r < doc.rows; ++r)
    for (int c = 0; c < doc.cols; ++c) {
      const Token& t = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      const std::string& s = t.text;
      if (s == ".") continue;
      if (s == "B" || s == "b") {
        p->set_number(r * doc.cols + c, kLightupWall);
      } else if (s.size() == 1 && s[0] >= '0' && s[0] <= '4') {
        p->set_number(r * doc.cols + c, s[0] - '0');
      } else if (s == "*") {
        p->set_given(r, c, 1);
      } else if (s == "+") {
        p->set_given(r, c, 0);
      } else {
        throw ParseFailure(t, "unexpected '" + s +
                                  "' in a lightup grid (expected '.', 'B', a wall number 0 to 4, "
                                  "'*' or '+')");
      }
    }
  return p;
}

std::string write_lightup(const Puzzle& puzzle) {
  const auto& p = *rules::declared_as(puzzle, kLightup);
  std::string out = "lightup " + p.header_options() + "\ngrid:\n";
  for (int r = 0; r < p.rows(); ++r) {
    for (int c = 0; c < p.cols(); ++c) {
      const int v = p.number(r * p.cols() + c);
      if (c > 0) out += ' ';
      if (v == kLightupWall)
        out += 'B';
      else if (v >= 0)
        out += static_cast<char>('0' + v);
      else if (p.givens().at(r, c) == 1)
        out += '*';
      else if (p.givens().at(r, c) == 0)
        out += '+';
      else
        out += '.';
    }
    out += '\n';
  }
  return out;
}

}  // namespace

NativeFormat lightup_native() {
  return {build_lightup, write_lightup};
}

}  // namespace gridsat
