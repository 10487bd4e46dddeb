// puzz.link easyasabc: `easyasabc/N/N/K/BODY`: K the number of letters, then the exterior clues
// with 1 = A, 2 = B, ... and optionally the givens (letters only: the code has no blank). A `.`
// (a number not shown) and a 0 give nothing: no clue, no given. A clue that the grid cannot
// produce is an error at its place in the URL.
#include "formats/puzzlink_exterior.hpp"
#include "genres/abc/abc.hpp"
#include "genres/genre.hpp"

namespace gridsat {
namespace {

std::unique_ptr<Puzzle> read_easyasabc(const PuzzlinkUrl& url) {
  const int n = puzzlink_square_size(url, "easyasabc");
  std::size_t slash = url.body.text.find('/');
  if (slash == std::string_view::npos)
    throw url.body.error_at(0, "expected the number of letters and '/' before the clues");
  const IdText count = url.body.sub(0, slash);
  auto k = parse_integer(count.text);
  if (!k)
    throw count.error_at(0,
                         "expected the number of letters, found '" + std::string(count.text) + "'");
  if (*k < 1 || *k > n || *k > 26)
    throw count.error_at(0, "number of letters " + std::string(count.text) +
                                " is out of range (1 to " + std::to_string(std::min(n, 26)) + ")");
  auto p = std::make_unique<Abc>(n, static_cast<int>(*k));
  const IdText body = url.body.sub(slash + 1);
  std::size_t pos = 0;
  p->clues = read_exterior_clues(body, pos, n, 1, p->letters,
                                 "this puzzle has the letters A to " + letter_text(p->letters) +
                                     " (1 to " + std::to_string(p->letters) + ")");
  p->grid = read_exterior_givens(body, pos, n, p->letters);
  return p;
}

std::optional<std::string> write_easyasabc(const Puzzle& puzzle) {
  const auto* p = dynamic_cast<const Abc*>(&puzzle);
  if (!p) return std::nullopt;
  for (int v : p->grid.cells)
    if (v == 0) throw ParseFailure(0, 0, "puzz.link easyasabc cannot express a given blank");
  const std::string size = std::to_string(p->n);
  return "easyasabc/" + size + "/" + size + "/" + std::to_string(p->letters) + "/" +
         write_exterior_body(p->clues, p->grid);
}

}  // namespace

PuzzlinkGenre easyasabc_genre() {
  return {"easyasabc", {}, "abc", read_easyasabc, write_easyasabc, 2};
}

}  // namespace gridsat
