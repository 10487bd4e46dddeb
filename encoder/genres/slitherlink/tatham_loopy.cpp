// Loopy, Tatham's slitherlink: `WxH[tT][dX]:DESC`, as loopy.c's decode_params, validate_desc and
// state_to_text (the game's own description) define it, on the square grid only.
//
// PARAMS: the width W, `x` and the height H (`N` alone is N x N), then `t` and the grid type
// (0: squares, the default; Loopy's other grids, triangles to spectres, have cells that are not
// squares and are refused by name), then the difficulty `d` and a letter (e, n, t, h), read and
// ignored. Loopy wants both sides at least 3.
// DESC: the W*H cells in reading order (Loopy numbers the square grid's faces row by row): a digit
// is a cell's clue (Loopy also writes `A`..`Z` for 10..35, which no square can carry), a letter
// `a`..`z` is 1..26 cells without a clue. The cells must add up to exactly W*H. Loopy's other
// grids may put a grid description and `_` before the clues; the square grid has none.
//
// The writer emits what Loopy emits: `WxHt0:` and the clues, runs of blank cells as single
// letters (`z` for 26 of them, then the rest).
#include <array>

#include <tuple>

#include "formats/tatham.hpp"
#include "genres/slitherlink/slitherlink.hpp"

namespace gridsat {
namespace {

constexpr int kMinLoopy = 3;

// loopy.c's grid types, in the order of its GRIDLIST (the number after `t`).
constexpr std::array<std::string_view, 18> kGridNames = {"Squares",
                                                         "Triangular",
                                                         "Honeycomb",
                                                         "Snub-Square",
                                                         "Cairo",
                                                         "Great-Hexagonal",
                                                         "Octagonal",
                                                         "Kites",
                                                         "Floret",
                                                         "Dodecagonal",
                                                         "Great-Dodecagonal",
                                                         "Penrose (kite/dart)",
                                                         "Penrose (rhombs)",
                                                         "Great-Great-Dodecagonal",
                                                         "Kagome",
                                                         "Compass-Dodecagonal",
                                                         "Hats",
                                                         "Spectres"};

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

std::string cell_name(long long cell, int width) {
  return "r" + std::to_string(cell / width + 1) + "c" + std::to_string(cell % width + 1);
}

struct LoopyParams {
  int width = 0;
  int height = 0;
};

LoopyParams read_params(const IdText& params) {
  LoopyParams p;
  std::size_t pos = 0;
  std::tie(p.width, p.height) = read_grid_size(params, pos, kMaxSlitherlinkSide, "Loopy", "10x10");
  if (pos < params.size() && params[pos] == 't') {
    const std::size_t type_at = pos;
    ++pos;
    const int type = read_param_number(params, pos, 1'000'000, "Loopy grid type");
    if (type != 0) {
      const std::string name = type < static_cast<int>(kGridNames.size())
                                   ? "the " +
                                         std::string(kGridNames[static_cast<std::size_t>(type)]) +
                                         " grid (t" + std::to_string(type) + ")"
                                   : "grid type t" + std::to_string(type);
      throw params.error_at(type_at, "gridsat reads Loopy's square grid (t0) only, not " + name);
    }
  }
  skip_difficulty(params, pos);
  if (pos < params.size()) throw unknown_param(params, pos, "Loopy");
  if (p.width < kMinLoopy || p.height < kMinLoopy)
    throw params.error_at(0, "Loopy's square grids are at least " + std::to_string(kMinLoopy) +
                                 " cells wide and high");
  return p;
}

Grid read_desc(const IdText& desc, int height, int width) {
  Grid g(height, width);
  const long long cells = static_cast<long long>(height) * width;
  long long cell = 0;
  for (std::size_t i = 0; i < desc.size(); ++i) {
    const char c = desc[i];
    if (c == '_')
      throw desc.error_at(i, "Loopy's square grid has no grid description before the clues ('_')");
    const bool clue = is_digit(c) || (c >= 'A' && c <= 'Z');
    if (!clue && !(c >= 'a' && c <= 'z'))
      throw desc.error_at(i,
                          "unexpected " + quote_char(c) +
                              " in a Loopy description (a digit is a clue, a-z skip 1-26 cells)");
    if (cell >= cells)
      throw desc.error_at(i, "the description runs past the " + std::to_string(cells) +
                                 " cells of a " + std::to_string(width) + "x" +
                                 std::to_string(height) + " grid");
    if (!clue) {
      cell += c - 'a' + 1;
      if (cell > cells)
        throw desc.error_at(i, "skipping cells runs past the " + std::to_string(cells) +
                                   " cells of a " + std::to_string(width) + "x" +
                                   std::to_string(height) + " grid");
      continue;
    }
    const int value = is_digit(c) ? c - '0' : c - 'A' + 10;
    if (value > 4)
      throw desc.error_at(i, "clue " + std::to_string(value) + " of " + cell_name(cell, width) +
                                 " is out of range 0..4 (a square has four borders)");
    g.cells[static_cast<std::size_t>(cell)] = value;
    ++cell;
  }
  if (cell < cells)
    throw desc.error_at(desc.size(), "the description ends after " + std::to_string(cell) +
                                         " of the " + std::to_string(cells) + " cells");
  return g;
}

std::optional<std::string> loopy_limitation(const Slitherlink& p) {
  if (p.height < kMinLoopy || p.width < kMinLoopy)
    return "Loopy's square grids are at least " + std::to_string(kMinLoopy) +
           " cells wide and high, this one is " + p.header_options();
  if (p.full)
    return std::string("Loopy has no loop through every point (this slitherlink is full)");
  return std::nullopt;
}

std::unique_ptr<Puzzle> read_game(const IdText& params, const IdText& desc) {
  return read_loopy(params, desc);
}

std::optional<std::string> write_game(const Puzzle& puzzle) {
  const auto* p = dynamic_cast<const Slitherlink*>(&puzzle);
  if (!p) return std::nullopt;
  if (auto why = loopy_limitation(*p)) throw ParseFailure(0, 0, *why);
  return write_loopy(*p);
}

}  // namespace

std::unique_ptr<Slitherlink> read_loopy(const IdText& params, const IdText& desc) {
  const LoopyParams p = read_params(params);
  auto s = std::make_unique<Slitherlink>(p.height, p.width);
  s->grid = read_desc(desc, p.height, p.width);
  return s;
}

std::string write_loopy(const Slitherlink& p) {
  std::string out = std::to_string(p.width) + "x" + std::to_string(p.height) + "t0:";
  int blanks = 0;
  auto flush = [&] {
    if (blanks > 0) out += static_cast<char>('a' + blanks - 1);
    blanks = 0;
  };
  for (int v : p.grid.cells) {
    if (v == kUnknown) {
      if (blanks == 26) flush();
      ++blanks;
      continue;
    }
    flush();
    out += static_cast<char>(v < 10 ? '0' + v : 'A' + v - 10);
  }
  flush();
  return out;
}

TathamGame loopy_game() {
  return {"loopy", "slitherlink", read_game, write_game};
}

}  // namespace gridsat
