// puzz.link skyscrapers (alias building): `skyscrapers/N/N/BODY`, BODY the exterior clues (top,
// bottom, left, right, each read left to right or top to bottom) in the cell-number code, then
// optionally the givens in the same code. A `.` (a number not shown) and a 0 give nothing: no
// clue, no given. A clue that the grid cannot produce is an error at its place in the URL.
#include "formats/puzzlink_exterior.hpp"
#include "genres/genre.hpp"
#include "genres/skyscrapers/skyscrapers.hpp"

namespace gridsat {
namespace {

std::unique_ptr<Puzzle> read_skyscrapers(const PuzzlinkUrl& url) {
  const int n = puzzlink_square_size(url, "skyscrapers");
  auto s = std::make_unique<Skyscrapers>(n);
  std::size_t pos = 0;
  s->clues = read_exterior_clues(
      url.body, pos, n, 1, n,
      "a line of " + std::to_string(n) + " heights shows 1 to " + std::to_string(n) + " buildings");
  s->grid = read_exterior_givens(url.body, pos, n, n);
  return s;
}

std::optional<std::string> write_skyscrapers(const Puzzle& puzzle) {
  const auto* s = dynamic_cast<const Skyscrapers*>(&puzzle);
  if (!s) return std::nullopt;
  if (s->sum) throw ParseFailure(0, 0, "puzz.link skyscrapers has no sum variant");
  const std::string size = std::to_string(s->n);
  return "skyscrapers/" + size + "/" + size + "/" + write_exterior_body(s->clues, s->grid);
}

}  // namespace

PuzzlinkGenre skyscrapers_genre() {
  return {"skyscrapers", {"building"}, "skyscrapers", read_skyscrapers, write_skyscrapers};
}

}  // namespace gridsat
