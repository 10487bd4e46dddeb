// puzz.link star battle: `starbattle/COLS/ROWS/K/BORDERS`, as pzprjs's starbattle.js reads and
// writes it (decodeStarCount, then the common decodeBorder of src/variety-common/Encode.js):
//  - K, the stars per row, column and region, in decimal, then '/';
//  - the region borders, five per character, most significant bit first, in base 32 (`0`-`9`,
//    `a`-`v`): first the (COLS-1) x ROWS walls between side neighbours, row by row, left to
//    right (wall (r, c) lies between cells (r, c) and (r, c+1)), then the COLS x (ROWS-1) walls
//    between cells above each other, row by row ((r, c) between (r, c) and (r+1, c)); the last
//    character of each part is padded with zero bits.
// The regions are the pieces the walls cut the grid into. gridsat reads only square grids with
// as many regions as rows (a star battle of any other shape has no solution), and a body of
// exactly the two parts; the writer writes what encodePzpr writes.
#include "formats/puzzlink.hpp"
#include "genres/starbattle/starbattle.hpp"

namespace gridsat {
namespace {

int base32(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'v') return c - 'a' + 10;
  return -1;
}

char base32_char(int v) {
  return static_cast<char>(v < 10 ? '0' + v : 'a' + v - 10);
}

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Reads `count` wall bits from body[pos..], advancing pos past ceil(count / 5) characters.
std::vector<char> read_walls(const IdText& body, std::size_t& pos, int count,
                             const std::string& what) {
  std::vector<char> walls(at(count), 0);
  for (int i = 0; i < count; i += 5, ++pos) {
    if (pos >= body.size())
      throw body.error_at(pos, "the " + what + " end early (" + std::to_string(count) +
                                   " walls take " + std::to_string((count + 4) / 5) +
                                   " characters)");
    const int v = base32(body[pos]);
    if (v < 0)
      throw body.error_at(
          pos, "unexpected " + quote_char(body[pos]) + " in the region walls (base 32: 0-9, a-v)");
    for (int b = 0; b < 5 && i + b < count; ++b) walls[at(i + b)] = (v >> (4 - b)) & 1;
  }
  return walls;
}

std::string write_walls(const std::vector<char>& walls) {
  std::string out;
  for (std::size_t i = 0; i < walls.size(); i += 5) {
    int v = 0;
    for (std::size_t b = 0; b < 5; ++b) v = v * 2 + (i + b < walls.size() ? walls[i + b] : 0);
    out += base32_char(v);
  }
  return out;
}

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
  const std::vector<char> side =
      read_walls(body, pos, (n - 1) * n, "walls between side neighbours");
  const std::vector<char> below =
      read_walls(body, pos, n * (n - 1), "walls between cells above each other");
  if (pos != body.size()) throw body.error_at(pos, "the body goes on after the region walls");
  // The regions: the pieces of the grid between the walls, numbered in reading order.
  auto p = std::make_unique<StarBattle>(n, k);
  std::vector<int> region(at(n * n), -1);
  int count = 0;
  for (int start = 0; start < n * n; ++start) {
    if (region[at(start)] >= 0) continue;
    std::vector<int> stack{start};
    region[at(start)] = count;
    while (!stack.empty()) {
      const int cell = stack.back();
      stack.pop_back();
      const int r = cell / n, c = cell % n;
      auto join = [&](int other, bool wall) {
        if (!wall && region[at(other)] < 0) {
          region[at(other)] = count;
          stack.push_back(other);
        }
      };
      if (c + 1 < n) join(cell + 1, side[at(r * (n - 1) + c)]);
      if (c > 0) join(cell - 1, side[at(r * (n - 1) + c - 1)]);
      if (r + 1 < n) join(cell + n, below[at(r * n + c)]);
      if (r > 0) join(cell - n, below[at((r - 1) * n + c)]);
    }
    ++count;
  }
  if (count != n)
    throw body.error_at(slash + 1, "the walls cut the grid into " + std::to_string(count) +
                                       " regions; a star battle of size " + std::to_string(n) +
                                       " has " + std::to_string(n));
  p->region = std::move(region);
  return p;
}

std::optional<std::string> write_starbattle(const Puzzle& puzzle) {
  const auto* p = dynamic_cast<const StarBattle*>(&puzzle);
  if (!p) return std::nullopt;
  const int n = p->n;
  std::vector<char> side, below;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c + 1 < n; ++c)
      side.push_back(p->region[at(r * n + c)] != p->region[at(r * n + c + 1)]);
  for (int r = 0; r + 1 < n; ++r)
    for (int c = 0; c < n; ++c)
      below.push_back(p->region[at(r * n + c)] != p->region[at((r + 1) * n + c)]);
  return "starbattle/" + std::to_string(n) + "/" + std::to_string(n) + "/" +
         std::to_string(p->stars) + "/" + write_walls(side) + write_walls(below);
}

}  // namespace

PuzzlinkGenre starbattle_puzzlink() {
  return {"starbattle", {}, "starbattle", read_starbattle, write_starbattle, 2};
}

}  // namespace gridsat
