// Light Up (Akari; Nikoli; Tatham: Light Up): an H x W grid of white cells and black walls, some
// walls numbered 0..4. Put bulbs on white cells so that every white cell is lit (a bulb lights
// its own cell and its row and column up to a wall or the edge), no bulb lights another, and a
// numbered wall has exactly that many bulbs orthogonally next to it (GENRES.md).
//
// The answer is a shading: 1 = a bulb, 0 = none (a wall is always 0). The walls are the
// puzzle's frame; the wall numbers are its removable clues (analyze and generate take them away
// one by one, the wall stays): each a Clue::Kind::Mark whose index is the wall's cell (row-major)
// and whose value is the number. A white cell may also be given (a bulb or no bulb): a Given
// clue, which only the generator adds, when the numbers alone leave a layout ambiguous.
//
// Its formats: the native `lightup HxW` with a `grid:` (native_lightup.cpp), Tatham's Light Up
// IDs (tatham_lightup.cpp) and puzz.link `akari` URLs (puzzlink_akari.cpp). docs/lightup.md says
// how the rules become clauses and why.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/puzzle.hpp"

namespace gridsat {

// The largest side gridsat reads.
inline constexpr int kMaxLightupSide = 100;
// A cell of the layout: white, a wall without a number, or a wall numbered 0..4 (the value).
inline constexpr int kLightupWhite = kUnknown;
inline constexpr int kLightupWall = -2;

// What is wrong with an H x W light up size (sides 1 to kMaxLightupSide), or nothing.
std::optional<std::string> lightup_size_error(int height, int width);

class Lightup final : public Puzzle {
 public:
  Lightup() : Lightup(1, 1) {}
  Lightup(int height, int width);  // all white

  // Per cell: kLightupWhite, kLightupWall or a wall's number 0..4.
  const Grid& layout() const { return layout_; }
  int cell(int row, int col) const { return layout_.at(row, col); }
  bool is_wall(int index) const {
    return layout_.cells[static_cast<std::size_t>(index)] != kLightupWhite;
  }
  // Makes (row, col) white, a wall, or a numbered wall (its given, if any, goes).
  void set_cell(int row, int col, int value);
  // Gives a white cell: 1 a bulb, 0 no bulb, kUnknown none.
  void set_given(int row, int col, int value);

  std::string_view type() const override { return "lightup"; }
  int rows() const override { return height_; }
  int cols() const override { return width_; }
  // 0 on every wall, the given white cells, kUnknown elsewhere.
  const Grid& givens() const override { return givens_; }
  std::string header_options() const override;  // "HxW"
  std::optional<int> parse_value(std::string_view text) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<Lightup>(*this); }
  AnswerKind answer_kind() const override { return AnswerKind::Shading; }

  // The given white cells (Given clues) row by row, then the wall numbers (Marks, index =
  // row * W + col, value = the number) row by row.
  std::vector<Clue> removable_clues() const override;
  // Makes `clues` the puzzle's given cells and wall numbers; every wall stays a wall. A Mark on a
  // white cell, or a Given on a wall, is refused (std::invalid_argument).
  void set_clues(std::span<const Clue> clues) override;
  std::string describe_clue(const Clue& clue) const override;       // "number r2c3 = 2"
  std::vector<int> cells_of_clue(const Clue& clue) const override;  // a number: its cell
  EncodingSize encoding_size(const EncodeOptions& options) const override;
  void draw(Picture& picture) const override;
  std::string minizinc_data() const override;

  // The maximal runs of white cells of each row (left to right) and each column (top to
  // bottom), rows first: a bulb lights exactly the runs it stands in. Cells row-major.
  std::vector<std::vector<int>> segments() const;
  // The white cells orthogonally next to cell `index`.
  std::vector<int> white_neighbours(int index) const;

 protected:
  void set_givens(Grid givens) override;

 private:
  int height_ = 1;
  int width_ = 1;
  Grid layout_;
  Grid givens_;
};

// Up to `limit` solutions of `puzzle` by a plain depth-first search over its native rules, or
// nothing when the search visits more than `node_limit` nodes first or `stop` (may be empty)
// says to give up. The generator's own check for a second solution while it adds walls
// (lightup_genre.cpp); the engine never uses it.
std::optional<std::vector<Grid>> lightup_solutions(const Lightup& puzzle, int limit,
                                                   long node_limit,
                                                   const std::function<bool()>& stop = {});

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct TathamGame;
struct PuzzlinkGenre;
struct Genre;
NativeFormat lightup_native();
TathamGame lightup_game();
PuzzlinkGenre akari_puzzlink();
Genre lightup_unit();

}  // namespace gridsat
