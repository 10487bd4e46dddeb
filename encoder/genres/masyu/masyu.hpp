// Masyu (Nikoli; Tatham's Pearl): an H x W grid with white and black pearls in some cells. The
// answer is one single closed loop through cell centres, made of horizontal and vertical steps
// between neighbouring cells, never crossing or touching itself, passing through every pearl:
//  - on a black pearl the loop turns, and it goes straight through the next cell on both sides
//    (each of its two arms runs at least two cells straight);
//  - on a white pearl the loop goes straight, and it turns in at least one of the two cells
//    before and after the pearl along the loop.
// Cells without a pearl may be visited or not; with `full` (pzprjs's `f` flag, "loop_full") the
// loop passes through every cell.
//
// The answer is a loop (puzzles/answer_kind.hpp): the edges of centre_loop(H, W), h[i][j] joining
// cells (i, j) and (i, j+1), v[i][j] joining (i, j) and (i+1, j). The pearls are the puzzle's
// givens (rows() x cols(): kWhite, kBlack or kUnknown for none) and its removable clues (Mark
// clues, one per pearl); they are written `W` and `B`, drawn ○ and ●.
//
// Its formats: the native text `masyu HxW` with a `grid:` of `.`, `W`, `B` (native_masyu.cpp),
// Tatham's Pearl IDs (tatham_pearl.cpp) and puzz.link `mashu` URLs (puzzlink_mashu.cpp).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/answer_kind.hpp"
#include "puzzles/puzzle.hpp"
#include "rules/loop.hpp"
#include "rules/rule_set.hpp"

namespace gridsat {

// The largest side gridsat reads (a 100 x 100 loop has 19800 edges).
inline constexpr int kMaxMasyuSide = 100;

class Masyu final : public Puzzle {
 public:
  // Pearl values in `pearls` (pzprjs numbers its circles the same way).
  static constexpr int kWhite = 1;
  static constexpr int kBlack = 2;

  int height = 2;
  int width = 2;
  Grid pearls{2, 2};  // kWhite, kBlack or kUnknown per cell
  bool full = false;  // the loop passes through every cell

  Masyu() = default;
  Masyu(int rows, int cols) : height(rows), width(cols), pearls(rows, cols) {}

  bool operator==(const Masyu& other) const {
    return height == other.height && width == other.width && pearls == other.pearls &&
           full == other.full;
  }

  std::string_view type() const override { return "masyu"; }
  int rows() const override { return height; }
  int cols() const override { return width; }
  const Grid& givens() const override { return pearls; }
  std::string header_options() const override;  // "HxW", "HxW full"
  // W (white) and B (black); other values as numbers (a loop answer's edges are 0 and 1).
  std::string value_text(int value) const override;
  std::string shown_value(int value) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::vector<Cut> cuts(const Grid& answer) const override;
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<Masyu>(*this); }
  AnswerKind answer_kind() const override { return AnswerKind::Loop; }
  LoopShape loop_shape() const override { return centre_loop(height, width); }
  // A chain of at least 4 (a score of 3, medium) for a step that needs the whole loop.
  int loop_step_depth() const override { return 4; }
  // One Mark clue per pearl, row by row: index = the cell (row * W + col), value = its colour.
  std::vector<Clue> removable_clues() const override;
  void set_clues(std::span<const Clue> clues) override;
  std::string describe_clue(const Clue& clue) const override;
  std::vector<int> cells_of_clue(const Clue& clue) const override;  // a pearl: its cell
  EncodingSize encoding_size(const EncodeOptions& options) const override;
  std::string minizinc_data() const override;
  // The rules as a loop rule set: one single loop (through every cell when `full`), then the
  // pearls.
  rules::LoopRuleSet rules() const;

 protected:
  void set_givens(Grid givens) override { pearls = std::move(givens); }

 private:
  struct RulesKey {
    int height = 0;
    int width = 0;
    Grid pearls{1, 1};
    bool full = false;
    bool operator==(const RulesKey&) const = default;
  };
  rules::RuleSetCache<RulesKey, rules::LoopRuleSet> rules_cache_;
};

// What is wrong with a grid of rows x cols for masyu (no loop fits in a grid one cell wide; at
// most kMaxMasyuSide a side), or nothing.
std::optional<std::string> masyu_size_error(int rows, int cols);

// A pearl that no loop can satisfy wherever it runs: a black pearl without room for two straight
// cells on some side both across and down, a white pearl in a corner cell. Readers report it as
// bad data at the pearl.
struct PearlProblem {
  int cell = 0;  // row * W + col
  std::string message;
};
std::optional<PearlProblem> impossible_pearl(const Masyu& puzzle);

// "r2c3" (1-based) for a cell index of the puzzle.
std::string masyu_cell_name(const Masyu& puzzle, int cell);

// Every pearl a loop (an answer grid of the puzzle's loop_shape) allows, on a grid of the same
// size: black where the loop turns and goes straight through the next cell on both arms, white
// where it goes straight and turns next to the pearl on at least one side. A loop is a solution
// of a puzzle exactly when the puzzle's pearls are a subset of these.
Grid implied_pearls(int rows, int cols, const Grid& loop);

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct TathamGame;
struct PuzzlinkGenre;
struct Genre;
NativeFormat masyu_native();
TathamGame pearl_game();
PuzzlinkGenre mashu_genre();
Genre masyu_unit();

}  // namespace gridsat
