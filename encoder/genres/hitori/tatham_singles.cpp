// Singles, Tatham's hitori: `W[xH][dX]:DESC`, as Singles' decode_params, unpick_desc and
// generate_desc define it.
//
// PARAMS: the width W, then `x` and the height H (without it the grid is W x W), then the
// difficulty `d` and a letter (Singles' are e easy and k tricky), read and ignored. Singles
// allows sides 2 to 62.
// DESC: exactly W*H characters, the cells in reading order, each one number in base 62 as
// Singles writes it: `0`-`9` are 0..9, `a`-`z` 10..35, `A`-`Z` 36..61. Every number lies in
// 1..max(W, H) (Singles' numbers are a Latin rectangle of that order, before its generator
// copies numbers onto the cells it shades).
//
// The writer emits what new_game_desc emits: `WxH:` and the W*H characters. A puzzle that
// Singles cannot hold (a cell without a number, a number above max(W, H), a side outside 2..62)
// is refused with the reason.
#include <algorithm>

#include <tuple>

#include "formats/tatham.hpp"
#include "genres/hitori/hitori.hpp"

namespace gridsat {
namespace {

constexpr int kMinSingles = 2;
constexpr int kMaxSingles = 62;

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// Singles' c2n: the value of one DESC character, or -1.
int singles_value(char c) {
  if (is_digit(c)) return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 36;
  return -1;
}

// Singles' n2c, for 0..61.
char singles_char(int v) {
  if (v < 10) return static_cast<char>('0' + v);
  if (v < 36) return static_cast<char>('a' + v - 10);
  return static_cast<char>('A' + v - 36);
}

struct Params {
  int width = 0;
  int height = 0;
};

Params read_params(const IdText& params) {
  Params p;
  std::size_t pos = 0;
  std::tie(p.width, p.height) = read_grid_size(params, pos, kMaxSingles, "Singles", "8x8");
  skip_difficulty(params, pos);
  if (pos < params.size()) throw unknown_param(params, pos, "Singles");
  if (p.width < kMinSingles || p.height < kMinSingles)
    throw params.error_at(0, "Singles grids are " + std::to_string(kMinSingles) + " to " +
                                 std::to_string(kMaxSingles) + " cells wide and high");
  return p;
}

Grid read_desc(const IdText& desc, int height, int width) {
  const int cells = height * width;
  const int top = std::max(height, width);
  Grid numbers(height, width);
  for (std::size_t i = 0; i < desc.size(); ++i) {
    if (static_cast<int>(i) >= cells)
      throw desc.error_at(i, "the description has more than the " + std::to_string(cells) +
                                 " cells of a " + std::to_string(width) + "x" +
                                 std::to_string(height) + " grid");
    const char c = desc[i];
    const int v = singles_value(c);
    if (v < 0)
      throw desc.error_at(i, "unexpected " + quote_char(c) +
                                 " in a Singles description (a number 1-9, a-z or A-Z per cell)");
    if (v < 1 || v > top)
      throw desc.error_at(i, "number " + std::to_string(v) + " (" + quote_char(c) +
                                 ") is out of range: Singles' numbers on a " +
                                 std::to_string(width) + "x" + std::to_string(height) +
                                 " grid are 1 to " + std::to_string(top));
    numbers.cells[i] = v;
  }
  if (static_cast<int>(desc.size()) != cells)
    throw desc.error_at(desc.size(), "the description ends after " + std::to_string(desc.size()) +
                                         " of the " + std::to_string(cells) + " cells");
  return numbers;
}

std::unique_ptr<Puzzle> read_singles(const IdText& params, const IdText& desc) {
  const Params p = read_params(params);
  return make_hitori(p.height, p.width, read_desc(desc, p.height, p.width));
}

std::optional<std::string> write_singles(const Puzzle& puzzle) {
  const auto* h = rules::declared_as(puzzle, kHitori);
  if (!h) return std::nullopt;
  const int width = h->cols(), height = h->rows();
  if (width < kMinSingles || height < kMinSingles || width > kMaxSingles || height > kMaxSingles)
    throw ParseFailure(0, 0, "Singles grids are 2 to 62 cells wide and high");
  const int top = std::max(height, width);
  std::string desc;
  for (int v : h->numbers().cells) {
    if (v == kUnknown) throw ParseFailure(0, 0, "Singles has no cell without a number");
    if (v > top)
      throw ParseFailure(0, 0,
                         "Singles' numbers on this grid are 1 to " + std::to_string(top) +
                             ", not " + std::to_string(v));
    desc += singles_char(v);
  }
  return std::to_string(width) + "x" + std::to_string(height) + ":" + desc;
}

}  // namespace

TathamGame singles_game() {
  return {"singles", "hitori", read_singles, write_singles};
}

}  // namespace gridsat
