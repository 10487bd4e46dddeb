// puzz.link star battle: `starbattle/COLS/ROWS/K/BORDERS`, as pzprjs's starbattle.js reads and
// writes it (decodeStarCount, then the common decodeBorder of src/variety-common/Encode.js):
//  - K, the stars per row, column and region, in decimal, then '/';
//  - the region borders (formats/puzzlink_codes.hpp: decode_borders).
// The regions are the pieces the walls cut the grid into. gridsat reads only square grids with
// as many regions as rows (a star battle of any other shape has no solution), and a body of
// exactly the two parts; the writer writes what encodePzpr writes.
#include "formats/puzzlink.hpp"
#include "genres/starbattle/starbattle.hpp"

namespace gridsat {
namespace {

std::unique_ptr<Puzzle> read_starbattle(const PuzzlinkUrl& url) {
  if (url.rows != url.cols)
    throw url.cols_text.error_at(0, "a star battle is square, not " + std::to_string(url.cols) +
                                        "x" + std::to_string(url.rows));
  const int n = url.rows;
  const IdText& body = url.body;
  std::size_t slash = 0;
  while (slash < body.size() && body[slash] != '/') ++slash;
  if (slash == 0 || slash == body.size())
    throw body.error_at(slash, "expected the number of stars, then '/', then the region walls");
  int k = 0;
  for (std::size_t i = 0; i < slash; ++i) {
    if (body[i] < '0' || body[i] > '9' || k > kMaxStarBattleSide)
      throw body.error_at(
          i, "the number of stars is a whole number, not " + std::string(body.sub(0, slash).text));
    k = k * 10 + (body[i] - '0');
  }
  if (auto problem = starbattle_size_error(n, k)) throw body.error_at(0, *problem);
  std::size_t pos = slash + 1;
  const Borders walls = decode_borders(body, pos, n, n);
  if (pos != body.size()) throw body.error_at(pos, "the body goes on after the region walls");
  // The regions: the pieces of the grid between the walls, numbered in reading order.
  int count = 0;
  std::vector<int> region = pieces_of(walls, n, n, count);
  if (count != n)
    throw body.error_at(slash + 1, "the walls cut the grid into " + std::to_string(count) +
                                       " regions; a star battle of size " + std::to_string(n) +
                                       " has " + std::to_string(n));
  return make_starbattle(n, k, region);
}

std::optional<std::string> write_starbattle(const Puzzle& puzzle) {
  const auto* p = rules::declared_as(puzzle, kStarBattle);
  if (!p) return std::nullopt;
  const int n = p->rows();
  return "starbattle/" + std::to_string(n) + "/" + std::to_string(n) + "/" +
         std::to_string(p->parameter()) + "/" + encode_borders(borders_between(p->rooms(), n, n));
}

}  // namespace

PuzzlinkGenre starbattle_puzzlink() {
  return {"starbattle", {}, "starbattle", read_starbattle, write_starbattle, 2};
}

}  // namespace gridsat
