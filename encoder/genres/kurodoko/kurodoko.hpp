// Kurodoko (Kuromasu; Tatham: Range): shade cells of an H x W grid black. A numbered cell is
// white; its number counts the white cells it sees along its row and column, itself included, up
// to a black cell or the grid's edge; black cells never touch orthogonally; all white cells are
// orthogonally connected (GENRES.md).
//
// The answer is a shading (1 = black). The numbers are the puzzle's removable clues (analyze and
// generate take them away one by one): each is a Clue::Kind::Mark whose index is its cell
// (row-major) and whose value is the number. A numbered cell whose number is not shown (pzprjs's
// `?`, the native `?`) is the number 0: a white cell and nothing more.
//
// Its formats: Tatham's Range game IDs (tatham_range.cpp), puzz.link `kurodoko` URLs
// (puzzlink_kurodoko.cpp) and the native text `kurodoko HxW` with a `grid:` of numbers
// (native_kurodoko.cpp). docs/kurodoko.md says how the rules become clauses and why.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/puzzle.hpp"

namespace gridsat {

// The largest side gridsat reads (a number may reach H + W - 1).
inline constexpr int kMaxKurodokoSide = 100;
// The number of a numbered cell whose number is not shown.
inline constexpr int kHiddenKurodokoNumber = 0;

// What is wrong with an H x W kurodoko size (sides 1 to kMaxKurodokoSide), or nothing.
std::optional<std::string> kurodoko_size_error(int height, int width);

class Kurodoko final : public Puzzle {
 public:
  Kurodoko() : Kurodoko(1, 1) {}
  Kurodoko(int height, int width);  // no numbers

  // The numbers: kUnknown for a plain cell, kHiddenKurodokoNumber, or 1..H+W-1.
  const Grid& numbers() const { return numbers_; }
  int number(int row, int col) const { return numbers_.at(row, col); }
  void set_number(int row, int col, int value);
  // The largest number a cell can see: H + W - 1.
  int max_number() const { return height_ + width_ - 1; }

  bool operator==(const Kurodoko& other) const { return numbers_ == other.numbers_; }

  std::string_view type() const override { return "kurodoko"; }
  int rows() const override { return height_; }
  int cols() const override { return width_; }
  // 0 (white) at every numbered cell, kUnknown elsewhere: a numbered cell is a white given.
  const Grid& givens() const override { return white_; }
  std::string header_options() const override;  // "HxW"
  std::optional<int> parse_value(std::string_view text) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::vector<Cut> cuts(const Grid& answer) const override;
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<Kurodoko>(*this); }
  AnswerKind answer_kind() const override { return AnswerKind::Shading; }

  // The numbers, row by row, as Mark clues (index = row * W + col, value = the number).
  std::vector<Clue> removable_clues() const override;
  // Makes `clues` (Marks as removable_clues writes them) the puzzle's numbers. Kurodoko has no
  // other givens: a Given clue is refused (std::invalid_argument).
  void set_clues(std::span<const Clue> clues) override;
  std::string describe_clue(const Clue& clue) const override;       // "number r2c3 = 5"
  std::vector<int> cells_of_clue(const Clue& clue) const override;  // a number: its cell
  EncodingSize encoding_size(const EncodeOptions& options) const override;
  void draw(Picture& picture) const override;
  std::string minizinc_data() const override;

  // The cells a clue at (row, col) looks along in each direction (down, right, up, left), nearest
  // first, up to the edge (row-major indices).
  std::vector<std::vector<int>> arms(int row, int col) const;
  // How many white cells (row, col) sees in `shading` (1 = black), itself included.
  int seen(const Grid& shading, int row, int col) const;

 protected:
  void set_givens(Grid givens) override;

 private:
  // The rule "all white cells are connected" alone, for check.
  std::optional<Violation> white_connected(const Grid& solution) const;

  int height_ = 1;
  int width_ = 1;
  Grid numbers_;
  Grid white_;
};

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct TathamGame;
struct PuzzlinkGenre;
struct Genre;
NativeFormat kurodoko_native();
TathamGame range_game();
PuzzlinkGenre kurodoko_puzzlink();
Genre kurodoko_unit();

}  // namespace gridsat
