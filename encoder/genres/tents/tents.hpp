// Tents (Tatham: Tents): an H x W grid with trees in some cells and tent counts beside some rows
// and columns. Place tents so that every tree is paired with one tent and every tent with one
// tree, each pair orthogonally adjacent, one to one (a perfect matching between trees and tents
// along adjacency; a tent may touch other trees as well); tents never touch each other, not even
// diagonally; no tent stands on a tree; a row or column with a count holds that many tents
// (GENRES.md).
//
// The answer is a shading: one boolean variable per cell, true = tent (answer value 1). The trees
// are the puzzle's structure; the counts are removable clues (Clue::Kind::Border on the right for
// a row, at the bottom for a column, where Tatham draws them). A count may be 0, so "no count" is
// kUnknown. The answer's givens (a cell known to hold a tent or not: Tatham's `!` and `-`) are
// removable clues too.
//
// Its formats: the native `tents N` / `tents HxW` (native_tents.cpp), Tatham's Tents IDs
// (tatham_tents.cpp) and puzz.link `tents` URLs (puzzlink_tents.cpp).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "puzzles/puzzle.hpp"
#include "rules/rule_set.hpp"

namespace gridsat {

// The largest side gridsat accepts.
inline constexpr int kMaxTentsSide = 100;

// What is wrong with an H x W tents size (sides 1 to kMaxTentsSide), or nothing.
std::optional<std::string> tents_size_error(int height, int width);

class Tents final : public Puzzle {
 public:
  int height = 1;
  int width = 1;
  std::vector<char> trees;      // per cell (row-major): 1 = a tree
  std::vector<int> row_counts;  // per row: its tent count, kUnknown for none
  std::vector<int> col_counts;  // per column
  Grid grid{1, 1};              // the answer's givens: 1 tent, 0 no tent, kUnknown (the usual)

  Tents() = default;
  // A puzzle of this size without trees, counts or givens.
  Tents(int rows, int cols);

  std::string_view type() const override { return "tents"; }
  int rows() const override { return height; }
  int cols() const override { return width; }
  const Grid& givens() const override { return grid; }
  // "N" for a square grid, otherwise "HxW".
  std::string header_options() const override;
  std::optional<int> parse_value(std::string_view text) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<Tents>(*this); }
  // The givens, row by row, then the row counts (side Right) and the column counts (Bottom).
  std::vector<Clue> removable_clues() const override;
  void set_clues(std::span<const Clue> clues) override;
  std::string describe_clue(const Clue& clue) const override;
  EncodingSize encoding_size(const EncodeOptions& options) const override;
  // Trees as "♣" in their cells, tents as "▲", the row counts at the right and the column
  // counts at the bottom (as Tatham draws them).
  void draw(Picture& picture) const override;
  std::string minizinc_data() const override;
  AnswerKind answer_kind() const override { return AnswerKind::Shading; }

  bool tree(int cell) const { return trees[static_cast<std::size_t>(cell)] != 0; }
  int tree_count() const;
  // The orthogonal neighbours of a cell, row-major indices.
  std::vector<int> neighbours(int cell) const;
  // Whether a tent may stand in the cell at all: not a tree, and next to a tree.
  bool may_hold_tent(int cell) const;
  // The rules, built once for each state of the trees and counts (rules/): the check, the
  // encoding (the givens' units first) and the native search are the set's.
  rules::RuleSet rules() const;

 protected:
  void set_givens(Grid givens) override { grid = std::move(givens); }

 private:
  struct RulesKey {
    int height = 0;
    int width = 0;
    std::vector<char> trees;
    std::vector<int> row_counts;
    std::vector<int> col_counts;
    bool operator==(const RulesKey&) const = default;
  };
  rules::RuleSet build_rules() const;
  rules::RuleSetCache<RulesKey> rules_cache_;
};

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct TathamGame;
struct PuzzlinkGenre;
struct Genre;
NativeFormat tents_native();
TathamGame tents_game();
PuzzlinkGenre tents_puzzlink();
Genre tents_unit();

}  // namespace gridsat
