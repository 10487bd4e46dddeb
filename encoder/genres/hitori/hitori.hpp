// Hitori (Nikoli; Tatham: Singles): an H x W grid of numbers. Shade cells so that no number
// repeats among the unshaded cells of a row or column; shaded cells never touch orthogonally;
// all unshaded cells are orthogonally connected (GENRES.md).
//
// The answer is a shading: one boolean variable per cell, true = shaded (answer value 1). The
// numbers are the puzzle, not removable clues: a cell may also hold no number (a blank of a
// puzz.link grid), which no rule of repetition touches. The answer's givens (a cell known to be
// shaded or unshaded) exist only for the setter's tools (analyze's suggestions); no reader makes
// them.
//
// Its formats: the native `hitori N` / `hitori HxW` with a `grid:` of numbers
// (native_hitori.cpp), Tatham's Singles IDs (tatham_singles.cpp) and puzz.link `hitori` URLs
// (puzzlink_hitori.cpp).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "puzzles/puzzle.hpp"
#include "rules/rule_set.hpp"

namespace gridsat {

// The largest side gridsat accepts; the largest number a cell may hold.
inline constexpr int kMaxHitoriSide = 100;
inline constexpr int kMaxHitoriNumber = 9999;
// The largest areas whose enclosure the encoding rules out in clauses of their own.
inline constexpr int kEnclosureSize = 3;

// What is wrong with an H x W hitori size (sides 1 to kMaxHitoriSide), or nothing.
std::optional<std::string> hitori_size_error(int height, int width);

class Hitori final : public Puzzle {
 public:
  int height = 1;
  int width = 1;
  Grid numbers{1, 1};  // per cell its number (1 or more), kUnknown for a cell without one
  Grid grid{1, 1};     // the answer's givens: 1 shaded, 0 unshaded, kUnknown (the usual)

  Hitori() = default;
  // A puzzle of this size whose cells hold no number (and no givens).
  Hitori(int rows, int cols);

  std::string_view type() const override { return "hitori"; }
  int rows() const override { return height; }
  int cols() const override { return width; }
  const Grid& givens() const override { return grid; }
  // "N" for a square grid, otherwise "HxW".
  std::string header_options() const override;
  std::optional<int> parse_value(std::string_view text) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::vector<Cut> cuts(const Grid& answer) const override;
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<Hitori>(*this); }
  EncodingSize encoding_size(const EncodeOptions& options) const override;
  // The numbers, each in the corner of its cell (picture.hpp has no text for a cell of a shading
  // answer other than its value, which is the shading).
  void draw(Picture& picture) const override;
  std::string minizinc_data() const override;
  AnswerKind answer_kind() const override { return AnswerKind::Shading; }

  // The rules (rules/rule_set.hpp): never touching, connected with enclosures, and one of every
  // equal pair (those switched on) shaded.
  rules::RuleSet rules() const;

  // Every two cells (row-major indices, first < second) of one row or one column that hold the
  // same number: at least one of them is shaded. Rows first, then columns. Only the pairs that
  // are on: all_equal_pairs() has them all.
  std::vector<std::pair<int, int>> equal_pairs() const;
  std::vector<std::pair<int, int>> all_equal_pairs() const;

  // Explanations (Puzzle::fixed_clues): the numbers are the puzzle, and what they say is "of
  // these two cells one is shaded" for every equal pair, so the fixed clues are the equal pairs
  // (Part clue k is all_equal_pairs()[k], its value the number). A pair switched off asks
  // nothing of its cells.
  std::vector<Clue> fixed_clues() const override;
  void keep_fixed_clues(std::span<const Clue> kept) override;
  std::string describe_clue(const Clue& clue) const override;  // "3 twice: r1c1 r1c4"
  std::vector<int> cells_of_clue(const Clue& clue) const override;

 protected:
  void set_givens(Grid givens) override { grid = std::move(givens); }

 private:
  rules::RuleSet build_rules() const;

  std::vector<char> pair_on_;  // per all_equal_pairs(): switched on; empty: all on
  rules::RuleSetCache<std::pair<Grid, std::vector<char>>> rules_;  // made from numbers, pair_on_
};

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct TathamGame;
struct PuzzlinkGenre;
struct Genre;
NativeFormat hitori_native();
TathamGame singles_game();
PuzzlinkGenre hitori_puzzlink();
Genre hitori_unit();

}  // namespace gridsat
