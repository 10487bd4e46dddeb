// Binairo (Takuzu, Unruly): an H x W grid of 0s and 1s, H and W even. No three equal values
// adjacent in a row or column; every row and column holds as many 0s as 1s; unless
// `unique_lines` is off (Unruly without its `u` flag), no two rows and no two columns are equal.
//
// One boolean variable per cell (true = 1), so the answer map has one value-1 entry per cell and
// a false variable decodes to 0. Balance is exactly_k(line, L/2) with the chosen cardinality
// encoding; distinct lines come from encodings/distinct_lines.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzles/puzzle.hpp"

namespace gridsat {

// The largest side gridsat accepts: the distinct-lines block grows as L^3 (L^2/2 pairs of lines,
// L difference literals each), about 2 million auxiliaries at 128 x 128.
inline constexpr int kMaxBinairoSide = 128;

// What is wrong with an H x W binairo size (sides must be even, 2 to kMaxBinairoSide), or nothing.
std::optional<std::string> binairo_size_error(int height, int width);

class Binairo final : public Puzzle {
 public:
  int height = 2;
  int width = 2;
  bool unique_lines = true;
  Grid grid{2, 2};  // the givens: 0, 1 or kUnknown

  std::string_view type() const override { return "binairo"; }
  int rows() const override { return height; }
  int cols() const override { return width; }
  const Grid& givens() const override { return grid; }
  // "HxW", plus " unique-lines=no" when the distinct-lines rule is off.
  std::string header_options() const override;
  std::optional<int> parse_value(std::string_view text) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<Binairo>(*this); }
  EncodingSize encoding_size(const EncodeOptions& options) const override;
  void draw(Picture& picture) const override;
  std::string minizinc_data() const override;
  AnswerKind answer_kind() const override { return AnswerKind::Shading; }
  std::string shown_value(int value) const override { return value == 0 ? "○" : "●"; }

  // The row-major cell indices of every row (top to bottom), then of every column (left to right).
  std::vector<std::vector<int>> lines() const;

 protected:
  void set_givens(Grid givens) override { grid = std::move(givens); }

 private:
  // The distinct-lines rule over `cells` (rows or columns) whose variables are `lits`.
  void distinct_given_lines(Cnf& cnf, const std::vector<std::vector<int>>& cells,
                            const std::vector<std::vector<Lit>>& lits) const;
};

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct FormatEntry;
struct TathamGame;
struct PuzzlinkGenre;
struct Genre;
NativeFormat binairo_native();
FormatEntry binairo_table_format();
TathamGame unruly_game();
Genre binairo_unit();

}  // namespace gridsat
