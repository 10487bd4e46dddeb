// Light Up, Tatham's: `WxH[bN][sN][r][dN]:DESC` (W columns, H rows; `N` alone is N x N), as
// lightup.c's decode_params reads it: the black percentage `b`, symmetry `s` and difficulty (`r`
// for hard, `d` and a number) only steer Tatham's generator, and are read and ignored. DESC
// (lightup.c's new_game / validate_desc) is one character per cell, row by row, except that a
// letter `a`..`z` stands for 1..26 white cells: `B` a wall without a number, `0`..`4` a numbered
// wall. (Unlike the run-length code of Solo and Towers, digits are single cells: `12` is a wall
// 1 then a wall 2.) The cells must add up to exactly W*H. The writer writes what Tatham's
// new_game_desc writes (the longest letter first: a run of 30 is `zd`); Light Up has no given
// bulbs, so a puzzle with given cells cannot be written.
#include "formats/tatham.hpp"
#include "genres/lightup/lightup.hpp"

namespace gridsat {
namespace {

std::pair<int, int> read_params(const IdText& params) {
  std::size_t pos = 0;
  const auto [width, height] = read_grid_size(params, pos, kMaxLightupSide, "Light Up", "7x7");
  for (char flag : {'b', 's'})
    if (pos < params.size() && params[pos] == flag) {
      ++pos;
      read_param_number(params, pos, 1000, flag == 'b' ? "black percentage" : "symmetry");
    }
  if (pos < params.size() && params[pos] == 'r') ++pos;
  if (pos < params.size() && params[pos] == 'd') {
    ++pos;
    read_param_number(params, pos, 1000, "difficulty");
  }
  if (pos < params.size()) throw unknown_param(params, pos, "Light Up");
  if (auto problem = lightup_size_error(height, width)) throw params.error_at(0, *problem);
  return {width, height};
}

std::unique_ptr<Puzzle> read_lightup(const IdText& params, const IdText& desc) {
  const auto [width, height] = read_params(params);
  auto p = make_lightup(height, width);
  const int total = width * height;
  int cell = 0;
  for (std::size_t i = 0; i < desc.size(); ++i) {
    const char ch = desc[i];
    if (cell >= total)
      throw desc.error_at(
          i, "unexpected " + quote_char(ch) + " after the " + std::to_string(total) + " cells");
    if (ch >= 'a' && ch <= 'z') {
      const int run = ch - 'a' + 1;
      if (cell + run > total)
        throw desc.error_at(i, std::string(1, ch) + " (" + std::to_string(run) +
                                   " white cells) runs past the end of the " +
                                   std::to_string(total) + " cells");
      cell += run;
    } else if (ch == 'B') {
      p->set_number(cell, kLightupWall);
      ++cell;
    } else if (ch >= '0' && ch <= '4') {
      p->set_number(cell, ch - '0');
      ++cell;
    } else {
      throw desc.error_at(i, "unexpected " + quote_char(ch) +
                                 " in a Light Up grid (expected a-z, B or a number 0 to 4)");
    }
  }
  if (cell < total)
    throw desc.error_at(desc.size(), "the grid ends after " + std::to_string(cell) + " of " +
                                         std::to_string(total) + " cells");
  return p;
}

std::optional<std::string> write_lightup(const Puzzle& puzzle) {
  const auto* p = rules::declared_as(puzzle, kLightup);
  if (!p) return std::nullopt;
  std::string desc;
  int run = 0;
  auto flush = [&] {
    if (run > 0) desc += static_cast<char>('a' + run - 1);
    run = 0;
  };
  for (int r = 0; r < p->rows(); ++r)
    for (int c = 0; c < p->cols(); ++c) {
      const int v = p->number(r * p->cols() + c);
      if (v == kLightupWhite) {
        if (p->givens().at(r, c) != kUnknown)
          throw ParseFailure(0, 0,
                             "Light Up cannot write a given cell (r" + std::to_string(r + 1) + "c" +
                                 std::to_string(c + 1) + ")");
        if (run == 26) flush();
        ++run;
        continue;
      }
      flush();
      desc += v == kLightupWall ? 'B' : static_cast<char>('0' + v);
    }
  flush();
  return std::to_string(p->cols()) + "x" + std::to_string(p->rows()) + ":" + desc;
}

}  // namespace

TathamGame lightup_game() {
  return {"lightup", "lightup", read_lightup, write_lightup};
}

}  // namespace gridsat
