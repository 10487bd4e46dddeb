// Tatham's Mosaic: `WxH:DESC` (W columns, H rows, 3 to 50 each as Mosaic's validate_params
// takes them). DESC runs over the cells row by row: `a`..`z` skip 1..26 cells without a number,
// a digit is one cell's number 0..9 (one digit per cell: numbers are never longer). The writer
// writes what Mosaic's generator writes: the same code, skips of more than 26 cells as `z` and
// the rest. A number not shown (`?`) cannot be written.
#include "formats/tatham.hpp"
#include "genres/mosaic/mosaic.hpp"
#include "rules/declared.hpp"

namespace gridsat {
namespace {

constexpr int kMosaicMinSide = 3;
constexpr int kMosaicMaxSide = 50;

std::unique_ptr<Puzzle> read_mosaic(const IdText& params, const IdText& desc) {
  std::size_t pos = 0;
  const auto [width, height] = read_grid_size(params, pos, kMosaicMaxSide, "Mosaic", "10x10");
  while (pos < params.size())
    if (!skip_difficulty(params, pos)) throw unknown_param(params, pos, "Mosaic");
  if (width < kMosaicMinSide || height < kMosaicMinSide)
    throw params.error_at(0, "Mosaic grids are 3x3 to 50x50, not " + std::to_string(width) + "x" +
                                 std::to_string(height));
  auto p = std::make_unique<rules::DeclaredShading>(kMosaic, height, width);
  const int cells = width * height;
  int cell = 0;
  for (std::size_t i = 0; i < desc.size(); ++i) {
    const char ch = desc[i];
    if (ch >= 'a' && ch <= 'z') {
      cell += ch - 'a' + 1;
    } else if (ch >= '0' && ch <= '9') {
      if (cell < cells) {
        if (auto problem = p->number_error(cell, ch - '0')) throw desc.error_at(i, *problem);
        p->set_number(cell, ch - '0');
      }
      ++cell;
    } else {
      throw desc.error_at(
          i, "unexpected " + quote_char(ch) + " in Mosaic's grid code (expected a-z or a digit)");
    }
    if (cell > cells)
      throw desc.error_at(i, "the grid code runs past the " + std::to_string(cells) + " cells");
  }
  if (cell != cells)
    throw desc.error_at(desc.size(), "the grid code covers " + std::to_string(cell) + " of the " +
                                         std::to_string(cells) + " cells");
  return p;
}

std::optional<std::string> write_mosaic(const Puzzle& puzzle) {
  const auto* p = rules::declared_as(puzzle, kMosaic);
  if (!p) return std::nullopt;
  if (p->rows() < kMosaicMinSide || p->cols() < kMosaicMinSide || p->rows() > kMosaicMaxSide ||
      p->cols() > kMosaicMaxSide)
    throw ParseFailure(0, 0, "Mosaic grids are 3x3 to 50x50, not " + p->header_options());
  for (int v : p->givens().cells)
    if (v != kUnknown) throw ParseFailure(0, 0, "Mosaic cannot hold given cells");
  std::string out = std::to_string(p->cols()) + "x" + std::to_string(p->rows()) + ":";
  int run = 0;
  auto flush = [&] {
    for (; run > 0; run -= std::min(run, 26)) out += static_cast<char>('a' + std::min(run, 26) - 1);
  };
  for (int cell = 0; cell < p->rows() * p->cols(); ++cell) {
    const int v = p->number(cell);
    if (v == kUnknown) {
      ++run;
      continue;
    }
    if (v == rules::kQuestionNumber)
      throw ParseFailure(
          0, 0,
          "Mosaic cannot write a number that is not shown (" + cell_name(cell, p->cols()) + ")");
    flush();
    out += static_cast<char>('0' + v);
  }
  flush();
  return out;
}

}  // namespace

TathamGame mosaic_game() {
  return {"mosaic", "mosaic", read_mosaic, write_mosaic};
}

}  // namespace gridsat
