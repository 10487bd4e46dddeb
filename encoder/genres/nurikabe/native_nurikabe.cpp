// The native format for nurikabe: `nurikabe HxW` (or `nurikabe N` for N x N), then `grid:` with
// H rows of W cells: a number 1..H*W, `?` for a number that is not shown (an island of any
// size), `.` for a cell without a number. Cells are separated by spaces; a row of one-character
// cells may be written run together (`.5...`). Without `grid:` the puzzle has no numbers.
#include <algorithm>

#include "formats/native_types.hpp"
#include "genres/genre.hpp"
#include "genres/nurikabe/nurikabe.hpp"

namespace gridsat {
namespace {

Grid read_numbers(const std::vector<std::vector<Token>>& rows, int height, int width) {
  Grid g(height, width);
  const long long most = static_cast<long long>(height) * width;
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c) {
      const Token& t = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (t.text == ".") continue;
      if (t.text == "?") {
        g.at(r, c) = kAnyIslandSize;
        continue;
      }
      const auto v = parse_integer(t.text);
      if (!v)
        throw ParseFailure(
            t, "unexpected '" + t.text + "' in a nurikabe grid (expected a number, '?' or '.')");
      if (*v < 1 || *v > most)
        throw ParseFailure(t, "number " + t.text + " is out of range (1 to " +
                                  std::to_string(most) + ", the cells of the grid)");
      g.at(r, c) = static_cast<int>(*v);
    }
  return g;
}

std::unique_ptr<Puzzle> build_nurikabe(NativeDoc& doc) {
  if (auto problem = nurikabe_size_error(doc.rows, doc.cols))
    throw ParseFailure(doc.size_token, *problem);
  doc.reject_unused_options();
  doc.reject_sections_except({"grid"});
  auto p = std::make_unique<Nurikabe>(doc.rows, doc.cols);
  if (const NativeSection* g = doc.section("grid"))
    p->set_numbers(read_numbers(doc.read_rows(*g, doc.rows, doc.cols, false), doc.rows, doc.cols));
  return p;
}

std::string cell_text(int number) {
  return number == kUnknown ? "." : number == kAnyIslandSize ? "?" : std::to_string(number);
}

std::string write_nurikabe(const Puzzle& puzzle) {
  const auto& p = dynamic_cast<const Nurikabe&>(puzzle);
  std::size_t width = 1;
  for (int v : p.numbers.cells) width = std::max(width, cell_text(v).size());
  std::string out = "nurikabe " + p.header_options() + "\ngrid:\n";
  for (int r = 0; r < p.height; ++r) {
    std::string line;
    for (int c = 0; c < p.width; ++c) {
      const std::string text = cell_text(p.numbers.at(r, c));
      if (c > 0) line += ' ';
      line += std::string(width - text.size(), ' ') + text;
    }
    out += line + "\n";
  }
  return out;
}

}  // namespace

NativeFormat nurikabe_native() {
  return {build_nurikabe, write_nurikabe};
}

}  // namespace gridsat
