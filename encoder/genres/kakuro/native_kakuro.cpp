// The native format for kakuro: `kakuro HxW` (or `kakuro N`), then `grid:` with H rows of W cells
// separated by spaces, the whole grid as drawn, clue cells included:
//   `12\7`  a black cell with a down sum 12 and an across sum 7 (down\across, the usual order of
//           the diagonal: down below left, across above right); `12\` down only, `\7` across
//           only; `\` a black cell without sums (a blank block). `#` cannot stand for it: it
//           starts a comment in every native file;
//   `.`     a white cell;  `1`..`9`  a white cell with that digit given.
// A run of one-character cells may be written run together (`\..5`).
#include <algorithm>

#include "formats/native_types.hpp"
#include "genres/genre.hpp"
#include "genres/kakuro/kakuro.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// A sum as written on one side of `\` ("" = none).
int read_sum(const Token& t, const std::string& text, const char* side) {
  if (text.empty()) return 0;
  const auto v = parse_integer(text);
  if (!v || *v < 1 || *v > kMaxKakuroSum)
    throw ParseFailure(
        t, std::string("the ") + side + " sum in '" + t.text + "' must be a number 1 to 45");
  return static_cast<int>(*v);
}

std::unique_ptr<Puzzle> build_kakuro(NativeDoc& doc) {
  if (doc.rows < 1 || doc.cols < 1 || doc.rows > kMaxKakuroSide || doc.cols > kMaxKakuroSide)
    throw ParseFailure(doc.size_token,
                       "kakuro sides must be 1 to " + std::to_string(kMaxKakuroSide));
  doc.reject_unused_options();
  doc.reject_sections_except({"grid"});
  const NativeSection* section = doc.section("grid");
  if (!section) throw ParseFailure(doc.type_token, "a kakuro needs a grid: section");
  const auto rows = doc.read_rows(*section, doc.rows, doc.cols, false);
  auto p = std::make_unique<Kakuro>(doc.rows, doc.cols);
  Grid givens(doc.rows, doc.cols);
  std::vector<const Token*> token_of;
  for (int r = 0; r < doc.rows; ++r)
    for (int c = 0; c < doc.cols; ++c) {
      const Token& t = rows[at(r)][at(c)];
      token_of.push_back(&t);
      const int cell = r * doc.cols + c;
      const std::size_t slash = t.text.find('\\');
      if (slash != std::string::npos) {
        p->black[at(cell)] = 1;
        p->down[at(cell)] = read_sum(t, t.text.substr(0, slash), "down");
        p->across[at(cell)] = read_sum(t, t.text.substr(slash + 1), "across");
        continue;
      }
      if (t.text == ".") continue;
      if (t.text.size() == 1 && t.text[0] >= '1' && t.text[0] <= '9') {
        givens.at(r, c) = t.text[0] - '0';
        continue;
      }
      throw ParseFailure(t, "unexpected '" + t.text +
                                "' in a kakuro grid (expected down\\across sums such as 12\\7, "
                                "\\ for a black cell, '.' or a digit 1 to 9)");
    }
  p->update_runs();
  p->set_givens(std::move(givens));
  if (auto problem = p->problem())
    throw ParseFailure(*token_of[at(problem->cell)], problem->message);
  return p;
}

std::string write_kakuro(const Puzzle& puzzle) {
  const auto& p = dynamic_cast<const Kakuro&>(puzzle);
  std::vector<std::string> text(at(p.height * p.width));
  std::size_t width = 1;
  for (int cell = 0; cell < p.height * p.width; ++cell) {
    const int g = p.givens().cells[at(cell)];
    text[at(cell)] = p.is_black(cell) ? kakuro_clue_text(p, cell)
                     : g == kUnknown  ? "."
                                      : std::to_string(g);
    width = std::max(width, text[at(cell)].size());
  }
  std::string out = "kakuro " + p.header_options() + "\ngrid:\n";
  for (int r = 0; r < p.height; ++r) {
    std::string line;
    for (int c = 0; c < p.width; ++c) {
      const std::string& t = text[at(r * p.width + c)];
      if (c > 0) line += ' ';
      line += t;
      if (c + 1 < p.width) line += std::string(width - t.size(), ' ');
    }
    out += line + "\n";
  }
  return out;
}

}  // namespace

NativeFormat kakuro_native() {
  return {build_kakuro, write_kakuro};
}

}  // namespace gridsat
