// Star battle: an N x N grid cut into N outlined regions. Place stars so that every row, every
// column and every region holds exactly K of them, and no two stars touch, not even diagonally
// (GENRES.md).
//
// The answer is a shading: one boolean variable per cell, true = a star (answer value 1). The
// regions and K are the puzzle, not removable clues (a region taken away is not a puzzle with less
// information but another puzzle), so there are no removable clues and the generator finishes
// its puzzles itself (starbattle_genre.cpp).
//
// Its formats: the native `starbattle N stars=K` with a `regions:` section
// (native_starbattle.cpp) and puzz.link `starbattle` URLs (puzzlink_starbattle.cpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzles/puzzle.hpp"
#include "rules/groups.hpp"
#include "rules/rule_set.hpp"

namespace gridsat {

// The largest side gridsat accepts (a star battle's encoding is linear in its cells, but its
// regions are written one label per cell).
inline constexpr int kMaxStarBattleSide = 100;

// What is wrong with a star battle of side n and k stars per unit (side 1 to
// kMaxStarBattleSide, k from 1 to n), or nothing.
std::optional<std::string> starbattle_size_error(int n, int k);

class StarBattle final : public Puzzle {
 public:
  int n = 1;
  int stars = 1;            // K: stars per row, column and region
  std::vector<int> region;  // per cell, row-major: its region 0..n-1

  StarBattle() = default;
  // A puzzle of side n, k stars, every row its own region (no puzzle yet: every placement of k
  // stars per row and column that do not touch is a solution).
  StarBattle(int n, int k);

  std::string_view type() const override { return "starbattle"; }
  int rows() const override { return n; }
  int cols() const override { return n; }
  // No cell of the answer is given: all kUnknown.
  const Grid& givens() const override { return no_givens_; }
  // "N stars=K".
  std::string header_options() const override;
  std::optional<int> parse_value(std::string_view text) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<StarBattle>(*this); }
  AnswerKind answer_kind() const override { return AnswerKind::Shading; }

  // The regions and K are the puzzle: nothing is removable.
  std::vector<Clue> removable_clues() const override { return {}; }
  void set_clues(std::span<const Clue> clues) override;
  // Explanations (Puzzle::fixed_clues): each region's "exactly K stars" is a fixed clue (Part
  // clue k is region k, its value K); a region switched off holds any number of stars. The rows'
  // and columns' counts are the rules.
  std::vector<Clue> fixed_clues() const override;
  void keep_fixed_clues(std::span<const Clue> kept) override;
  std::string describe_clue(const Clue& clue) const override;  // "region 3 holds 2 stars"
  std::vector<int> cells_of_clue(const Clue& clue) const override;

  EncodingSize encoding_size(const EncodeOptions& options) const override;
  // The regions as thick walls, stars drawn as "★".
  void draw(Picture& picture) const override;
  std::string minizinc_data() const override;
  std::string shape_key() const override { return ""; }

  // The cells of every region (row-major within each), regions 0..n-1.
  std::vector<std::vector<int>> region_cells() const;
  // The units that hold exactly K stars: the n rows, the n columns, then the n regions (those
  // switched on), each as its cells row-major, with their names ("row 1", "region 3").
  rules::Groups units() const;
  // The rules: exactly K stars per unit, no two stars touching (rules/rule_set.hpp).
  rules::RuleSet rules() const;

 protected:
  void set_givens(Grid) override {}

 private:
  Grid no_givens_{1, 1};
  std::vector<char> region_on_;  // per region: its count switched on; empty: all on
};

// What is wrong with a region layout of an n x n grid (n labels 0..n-1, each used, each one
// 4-connected piece), or nothing.
std::optional<std::string> starbattle_regions_error(int n, const std::vector<int>& region);

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct PuzzlinkGenre;
struct Genre;
NativeFormat starbattle_native();
PuzzlinkGenre starbattle_puzzlink();
Genre starbattle_unit();

}  // namespace gridsat
