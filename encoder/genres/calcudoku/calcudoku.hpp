// Calcudoku (KenKen, Keen): an N x N Latin square cut into cages; the values of a cage combine to
// its target with its operation. Digits may repeat inside a cage when the copies share no row or
// column (the Latin rule forbids the rest).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "encodings/cages.hpp"
#include "puzzles/puzzle.hpp"
#include "rules/values.hpp"

namespace gridsat {

struct CalcudokuCage {
  std::vector<int> cells;  // row-major cell indices, ascending
  CageOp op = CageOp::None;
  long long target = 0;
  // False once an explanation has switched the cage off (Puzzle::keep_fixed_clues): its cells
  // are then free of its target. Readers always make cages that are on.
  bool on = true;
};

class Calcudoku final : public Puzzle {
 public:
  // `givens`: the explicit givens (a `grid:` section), n x n, kUnknown elsewhere. One-cell cages
  // become givens too (givens() shows both). The cages must partition the grid (readers check).
  Calcudoku(int n, std::vector<CalcudokuCage> cages, Grid givens);

  int n = 0;
  std::vector<CalcudokuCage> cages;  // ordered by their smallest cell
  Grid grid;                         // the explicit givens

  std::string_view type() const override { return "calcudoku"; }
  int rows() const override { return n; }
  int cols() const override { return n; }
  const Grid& givens() const override { return all_givens_; }
  std::string header_options() const override { return std::to_string(n); }
  // The rules over the values layer: the Latin square, then the cages that are on.
  rules::ValueRuleSet rules() const;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<Calcudoku>(*this); }
  EncodingSize encoding_size(const EncodeOptions& options) const override;
  void draw(Picture& picture) const override;
  std::string minizinc_data() const override;
  // The explicit givens (one-cell cages are cages: they stay).
  std::vector<Clue> removable_clues() const override;
  std::string describe_clue(const Clue& clue) const override;  // a cage: "cage r1c1 r1c2 = 3+"
  std::vector<int> cells_of_clue(const Clue& clue) const override;
  // The cages with their targets, as Part clues numbered by their place in `cages`.
  std::vector<Clue> fixed_clues() const override;
  void keep_fixed_clues(std::span<const Clue> kept) override;

  // The cage index of every cell.
  std::vector<int> cage_of_cell() const;
  // Pairs of positions (indices into cage.cells) that share a row or a column.
  std::vector<std::pair<int, int>> line_pairs(const CalcudokuCage& cage) const;

 protected:
  void set_givens(Grid givens) override { *this = Calcudoku(n, cages, std::move(givens)); }

 private:
  Grid all_givens_;
};

// What is wrong with a cage on its own (for a reader to report as bad data), or nothing: an
// operation that needs another number of cells, a target that is not positive, or one that no
// values 1..n can reach under the cage's Latin rule.
std::optional<std::string> calcudoku_cage_problem(int n, const CalcudokuCage& cage);

// "12+", "3-", "6*", "2/" or "5" (no operation).
std::string calcudoku_target_text(const CalcudokuCage& cage);

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct FormatEntry;
struct TathamGame;
struct PuzzlinkGenre;
struct Genre;
NativeFormat calcudoku_native();
FormatEntry calcudoku_cages_format();
TathamGame keen_game();
Genre calcudoku_unit();

}  // namespace gridsat
