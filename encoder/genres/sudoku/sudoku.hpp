// Sudoku on any R x C boxes (N = R*C), with the `diagonal` variant, jigsaw `regions` replacing
// the boxes, killer `cages` (sums, no repeated digit inside a cage), and any number of variant
// constraints (thermometers, arrows, kropki dots, anti-knight, ...; constraints/), each a unit
// that this class composes.
#pragma once

#include <vector>

#include "encodings/latin.hpp"
#include "genres/sudoku/constraints/constraint.hpp"
#include "puzzles/puzzle.hpp"
#include "rules/values.hpp"

namespace gridsat {

// A variant constraint as the puzzle holds it: `on` is false once analyze or generate has taken
// it away (a removable clue's Mark index is its place in Sudoku::variants, which never shrinks).
struct Variant {
  ConstraintPtr rule;
  bool on = true;
};

struct KillerCage {
  std::vector<int> cells;  // row-major cell indices
  int sum = 0;
  // False once an explanation has switched the cage off (Puzzle::keep_fixed_clues). Readers and
  // the generator make cages that are on.
  bool on = true;
};

class Sudoku final : public Puzzle {
 public:
  int n = 9;
  int box_rows = 3;  // a box is box_rows tall and box_cols wide
  int box_cols = 3;
  bool diagonal = false;
  std::vector<int> regions;  // jigsaw: region index 0..n-1 per cell; empty = boxes
  std::vector<KillerCage> cages;
  std::vector<Variant> variants;
  Grid grid;  // the givens

  // The variant constraints that hold (on), non-removable ones first: the order encode writes.
  std::vector<ConstraintPtr> active_variants() const;

  // The most square R x C = n with R <= C (1 x n for a prime n).
  static std::pair<int, int> default_box(int n);

  std::string_view type() const override { return "sudoku"; }
  int rows() const override { return n; }
  int cols() const override { return n; }
  const Grid& givens() const override { return grid; }
  std::string header_options() const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  bool shrinks_before_encoding() const override { return true; }
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<Sudoku>(*this); }
  EncodingSize encoding_size(const EncodeOptions& options) const override;
  void draw(Picture& picture) const override;
  std::string minizinc_data() const override;
  std::string shape_key() const override;  // none for a killer or a variant (they add clauses)
  std::vector<Clue> removable_clues() const override;  // givens, then variant constraints (Mark)
  void set_clues(std::span<const Clue> clues) override;
  std::string describe_clue(const Clue& clue) const override;
  std::vector<int> cells_of_clue(const Clue& clue) const override;
  // The killer cages with their sums, as Part clues numbered by their place in `cages`; none
  // when a constraint that is structure (anti-knight, ...) is encoded after the cages, since a
  // cage's clauses are then not the last ones (Puzzle::keep_fixed_clues).
  std::vector<Clue> fixed_clues() const override;
  void keep_fixed_clues(std::span<const Clue> kept) override;

  // Every group of n cells that must hold 1..n once: rows, columns, boxes or regions, diagonals.
  std::vector<std::vector<int>> groups() const;
  // What each group is called in messages ("row 3", "box 2", ...), parallel to groups().
  std::vector<std::string> group_names() const;
  // The rules on the values layer: every group distinct (DistinctGroups' propagation), the
  // killer cages that are on, the variant constraints that hold (one rule: constraints/). Its
  // Distinct keeps search state: a set per search.
  rules::ValueRuleSet rules() const;

 protected:
  void set_givens(Grid givens) override { grid = std::move(givens); }
};

// The variant constraints as data for sudoku.mzn (variants_dzn.cpp).
std::string variants_minizinc_data(const Sudoku& s);

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct FormatEntry;
struct TathamGame;
struct PuzzlinkGenre;
struct Genre;
NativeFormat sudoku_native();
FormatEntry sudoku_line_format();
FormatEntry sudoku_boxes_format();
FormatEntry fpuzzles_format();  // f-puzzles JSON and links, SudokuPad links (fpuzzles.cpp)
TathamGame solo_game();
PuzzlinkGenre sudoku_genre();
Genre sudoku_unit();

}  // namespace gridsat
