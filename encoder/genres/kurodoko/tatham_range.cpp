// Range, Tatham's kurodoko: `WxH:DESC` (W columns, H rows; `N` alone is N x N, as Range's own
// decode_params reads it). Range has no difficulty levels; a `d` and a letter is read and ignored
// as in every game. DESC is the run-length grid code over the W*H cells row by row
// (formats/tatham_codes.hpp): `a`..`z` skip 1..26 cells without a number, a decimal is a number
// 1..W+H-1 (Range's validate_desc bound), `_` separates two adjacent numbers. The writer emits
// what Range's generator emits (newdesc_encode_game_description: the same code, `_` only between
// two numbers); Range has no way to write a number that is not shown, and its sides stay within
// its own bound (W + H - 1 <= 127).
#include "formats/tatham.hpp"
#include "genres/declared_parts.hpp"
#include "genres/kurodoko/kurodoko.hpp"

namespace gridsat {
namespace {

// Range keeps a number in a signed char (range.c, validate_params).
constexpr int kRangeMaxNumber = 127;

std::pair<int, int> read_params(const IdText& params) {
  std::size_t pos = 0;
  const auto [width, height] = read_grid_size(params, pos, kKurodoko.largest_side, "Range", "9x6");
  while (pos < params.size())
    if (!skip_difficulty(params, pos)) throw unknown_param(params, pos, "Range");
  if (auto problem = declared_size_error("kurodoko", kKurodoko.largest_side, height, width))
    throw params.error_at(0, *problem);
  return {width, height};
}

std::unique_ptr<Puzzle> read_range(const IdText& params, const IdText& desc) {
  const auto [width, height] = read_params(params);
  auto k = std::make_unique<rules::DeclaredShading>(kKurodoko, height, width);
  const RunLengthGrid grid =
      decode_run_length(desc, width * height, 1, width + height - 1, "number");
  for (int cell = 0; cell < width * height; ++cell)
    if (const int v = grid.values[static_cast<std::size_t>(cell)]; v != kUnknown)
      k->set_number(cell, v);
  return k;
}

std::optional<std::string> write_range(const Puzzle& puzzle) {
  const auto* k = rules::declared_as(puzzle, kKurodoko);
  if (!k) return std::nullopt;
  if (k->rows() + k->cols() - 1 > kRangeMaxNumber)
    throw ParseFailure(0, 0,
                       "Range grids need W + H - 1 <= " + std::to_string(kRangeMaxNumber) +
                           ", not " + std::to_string(k->rows() + k->cols() - 1));
  for (int v : k->givens().cells)
    if (v != kUnknown) throw ParseFailure(0, 0, "Range cannot hold given cells");
  for (int cell = 0; cell < k->rows() * k->cols(); ++cell)
    if (k->number(cell) == rules::kQuestionNumber)
      throw ParseFailure(
          0, 0,
          "Range cannot write a number that is not shown (" + cell_name(cell, k->cols()) + ")");
  return std::to_string(k->cols()) + "x" + std::to_string(k->rows()) + ":" +
         encode_run_length(k->numbers().cells);
}

}  // namespace

TathamGame range_game() {
  return {"range", "kurodoko", read_range, write_range};
}

}  // namespace gridsat
