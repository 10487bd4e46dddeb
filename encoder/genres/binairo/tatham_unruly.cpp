// Unruly, Tatham's binairo: `WxH[u][dX]:DESC` (W columns, H rows; `N` alone is N x N as in
// Unruly itself). `u` turns on the distinct-lines rule (without it: unique-lines=no); the
// difficulty is read and ignored. DESC walks the cell positions 0 .. W*H, the last one virtual:
// `a`..`y` skip 0..24 empty cells then place a 0, `A`..`Y` the same with a 1, `z`/`Z` skip 25
// and place nothing. The walk must end exactly at W*H + 1 (so the last symbol places its value on
// the virtual cell). The writer emits what Unruly's generator emits: the same walk, `z` (or `Z`
// before a 1) for long gaps, and a lower-case letter for the final, virtual placement.
#include <tuple>

#include "formats/tatham.hpp"
#include "genres/binairo/binairo.hpp"

namespace gridsat {
namespace {

struct UnrulyParams {
  int width = 0;
  int height = 0;
  bool unique = false;
};

UnrulyParams read_params(const IdText& params) {
  UnrulyParams p;
  std::size_t pos = 0;
  std::tie(p.width, p.height) = read_grid_size(params, pos, kMaxBinairoSide, "Unruly", "8x8");
  while (pos < params.size()) {
    if (params[pos] == 'u') {
      p.unique = true;
      ++pos;
    } else if (!skip_difficulty(params, pos)) {
      throw unknown_param(params, pos, "Unruly");
    }
  }
  if (auto problem = binairo_size_error(p.height, p.width)) throw params.error_at(0, *problem);
  return p;
}

Grid read_desc(const IdText& desc, int height, int width) {
  Grid g(height, width);
  const long long cells = static_cast<long long>(height) * width;
  long long pos = 0;  // the next position of the walk
  for (std::size_t i = 0; i < desc.size(); ++i) {
    const char c = desc[i];
    if (c == 'z' || c == 'Z') {
      pos += 25;
    } else if ((c >= 'a' && c <= 'y') || (c >= 'A' && c <= 'Y')) {
      const bool one = c <= 'Y';
      pos += one ? c - 'A' : c - 'a';
      if (pos < cells) g.cells[static_cast<std::size_t>(pos)] = one ? 1 : 0;
      ++pos;
    } else {
      throw desc.error_at(i, "unexpected " + quote_char(c) +
                                 " in an Unruly description (a-y and A-Y place a 0 or a 1 after "
                                 "skipping 0-24 cells, z skips 25)");
    }
    if (pos > cells + 1)
      throw desc.error_at(i, "the description runs past the " + std::to_string(cells) +
                                 " cells of a " + std::to_string(width) + "x" +
                                 std::to_string(height) + " grid");
  }
  if (pos != cells + 1)
    throw desc.error_at(desc.size(), "the description ends after " + std::to_string(pos) +
                                         " of the " + std::to_string(cells) +
                                         " cells and the final marker");
  return g;
}

std::unique_ptr<Puzzle> read_unruly(const IdText& params, const IdText& desc) {
  const UnrulyParams p = read_params(params);
  return make_binairo(p.height, p.width, p.unique, read_desc(desc, p.height, p.width));
}

std::string write_desc(const Grid& grid) {
  std::string out;
  int run = 0;
  auto place = [&](char base) {
    for (; run > 24; run -= 25) out += static_cast<char>(base + 25);  // z or Z, as the value
    out += static_cast<char>(base + run);
    run = 0;
  };
  for (int v : grid.cells) {
    if (v == kUnknown)
      ++run;
    else
      place(v == 1 ? 'A' : 'a');
  }
  place('a');  // the virtual cell after the last one
  return out;
}

std::optional<std::string> write_unruly(const Puzzle& puzzle) {
  const rules::DeclaredShading* b = as_binairo(puzzle);
  if (!b) return std::nullopt;
  return std::to_string(b->cols()) + "x" + std::to_string(b->rows()) +
         (unique_lines(*b) ? "u" : "") + ":" + write_desc(b->givens());
}

}  // namespace

TathamGame unruly_game() {
  return {"unruly", "binairo", read_unruly, write_unruly};
}

}  // namespace gridsat
