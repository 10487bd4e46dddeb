// Slitherlink (Tatham's Loopy on the square grid): draw one single closed loop along the borders
// of an H x W grid of cells, never crossing or touching itself; a numbered cell has exactly that
// many of its four borders on the loop. With `full` (pzprjs's `f` flag) the loop also passes
// through every grid point. The numbers (0 to 4; a 4 is legal though it leaves the
// one-cell loop) are the puzzle's clues, given in `grid`; the answer is the loop, an answer grid
// of edges laid out as puzzles/answer_kind.hpp says (border_loop(H, W), Puzzle's default shape).
//
// Its formats: Tatham's Loopy game IDs (tatham_loopy.cpp), puzz.link `slither` URLs
// (puzzlink_slither.cpp) and the native text `slitherlink HxW` with a grid of clues
// (native_slitherlink.cpp).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/tatham_codes.hpp"  // IdText
#include "puzzles/puzzle.hpp"
#include "rules/loop.hpp"
#include "rules/rule_set.hpp"

namespace gridsat {

// The largest side gridsat accepts (a 300 x 300 grid has 180,600 edges).
inline constexpr int kMaxSlitherlinkSide = 300;

// What is wrong with an H x W slitherlink size (each side 1 to kMaxSlitherlinkSide), or nothing.
std::optional<std::string> slitherlink_size_error(int height, int width);

class Slitherlink final : public Puzzle {
 public:
  int height = 1;
  int width = 1;
  Grid grid{1, 1};    // the clues: 0..4, or kUnknown for a cell without a number
  bool full = false;  // the loop passes through every grid point

  Slitherlink() = default;
  Slitherlink(int h, int w) : height(h), width(w), grid(h, w) {}

  std::string_view type() const override { return "slitherlink"; }
  int rows() const override { return height; }
  int cols() const override { return width; }
  const Grid& givens() const override { return grid; }
  std::string header_options() const override;  // "HxW", "HxW full"
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::vector<Cut> cuts(const Grid& answer) const override;
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<Slitherlink>(*this); }
  AnswerKind answer_kind() const override { return AnswerKind::Loop; }
  EncodingSize encoding_size(const EncodeOptions& options) const override;
  // The numbers, as Mark clues: index the cell (row-major), value the number.
  std::vector<Clue> removable_clues() const override;
  void set_clues(std::span<const Clue> clues) override;
  std::string describe_clue(const Clue& clue) const override;       // "clue r2c3 = 1"
  std::vector<int> cells_of_clue(const Clue& clue) const override;  // a number: its cell
  std::string minizinc_data() const override;
  // The rules as a loop rule set: one single loop (through every point when `full`), then the
  // numbers.
  rules::LoopRuleSet rules() const;

  bool operator==(const Slitherlink& other) const {
    return height == other.height && width == other.width && grid == other.grid &&
           full == other.full;
  }

 protected:
  void set_givens(Grid givens) override { grid = std::move(givens); }

 private:
  struct RulesKey {
    int height = 0;
    int width = 0;
    Grid grid{1, 1};
    bool full = false;
    bool operator==(const RulesKey&) const = default;
  };
  rules::RuleSetCache<RulesKey, rules::LoopRuleSet> rules_cache_;
};

// The four borders of cell (r, c) as answer-grid cells (row, col) of the loop layout: top,
// bottom, left, right.
std::vector<std::pair<int, int>> cell_borders(const Slitherlink& puzzle, int r, int c);

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct TathamGame;
struct PuzzlinkGenre;
struct Genre;
NativeFormat slitherlink_native();
TathamGame loopy_game();
PuzzlinkGenre slither_genre();
Genre slitherlink_unit();

// The readers and writers on their own, for tests: Loopy's `params:desc` (without "loopy:"),
// puzz.link's `slither/W/H/BODY` path, and the native text. The readers throw ParseFailure.
std::unique_ptr<Slitherlink> read_loopy(const IdText& params, const IdText& desc);
std::string write_loopy(const Slitherlink& puzzle);
std::string write_slither_path(const Slitherlink& puzzle);
std::string write_slitherlink_native(const Slitherlink& puzzle);

}  // namespace gridsat
