// Kakuro (cross sums): an H x W grid of black and white cells. A black cell may carry an across
// sum (for the run of white cells right of it) and a down sum (for the run below it). Every white
// cell gets a digit 1..9; the digits of a run never repeat and add up to the run's sum when it
// has one. The answer is values: 0 on every black cell, the digit on every white cell.
//
// The grid is the whole puzzle as drawn, its clue cells included: puzz.link's kakuro keeps its
// top row and left column of clue cells outside the board (pzprjs's "excells"), gridsat makes
// them row 0 and column 0 of the grid (puzzlink_kakuro.cpp), so that an answer is the picture a
// player sees, 0 on every clue cell.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/puzzle.hpp"
#include "rules/values.hpp"

namespace gridsat {

// The largest side gridsat accepts.
inline constexpr int kMaxKakuroSide = 200;
// The largest sum of a run: 1 + 2 + ... + 9.
inline constexpr int kMaxKakuroSum = 45;

// A run: the white cells (row-major indices, in order) right of or below `clue` (-1 when the run
// starts at the grid's edge); `sum` 0 when the run has no sum (its digits only differ).
struct KakuroRun {
  int clue = -1;
  bool across = true;
  int sum = 0;
  std::vector<int> cells;
};

// What is wrong with a layout (a sum with no run after it, a sum out of 1..45, a run of more
// than nine cells), and the cell where it shows, or nothing.
struct KakuroProblem {
  int cell = 0;
  std::string message;
};

class Kakuro final : public Puzzle {
 public:
  int height = 1;
  int width = 1;
  // Per cell, row-major: black (a clue cell or a blank block), and a black cell's sums (0 = none).
  std::vector<char> black;
  std::vector<int> across;
  std::vector<int> down;
  // The missing sums a puzz.link URL wrote as `0` (pzprjs before 2019 wrote every missing sum so;
  // today it writes `-`, and `0` only for a 0 typed in, which asks nothing of its run either):
  // per cell, bit 0 the down sum, bit 1 the across sum. Only for writing the URL back byte for
  // byte; empty when none.
  std::vector<unsigned char> zero_sums;

  // An all-white grid of this size.
  Kakuro(int height, int width);

  std::string_view type() const override { return "kakuro"; }
  int rows() const override { return height; }
  int cols() const override { return width; }
  // The givens of white cells (kUnknown elsewhere, black cells too: they are structure).
  const Grid& givens() const override { return grid_; }
  std::string header_options() const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<Kakuro>(*this); }
  EncodingSize encoding_size(const EncodeOptions& options) const override;
  void draw(Picture& picture) const override;
  std::string minizinc_data() const override;

  // The rules over the values layer: the runs switched on (fixed_clues), the givens aside.
  rules::ValueRuleSet rules() const;

  // Call after changing black, across or down: recomputes the runs.
  void update_runs();
  const std::vector<KakuroRun>& runs() const { return runs_; }
  // The runs of each cell: [across run, down run], -1 for none (black cells).
  const std::vector<std::array<int, 2>>& runs_of_cell() const { return run_of_; }
  // The first problem of the layout, or nothing.
  std::optional<KakuroProblem> problem() const;
  bool is_black(int cell) const { return black[static_cast<std::size_t>(cell)] != 0; }

  // Sets the givens (white cells only; kUnknown elsewhere).
  void set_givens(Grid givens) override;

  // Explanations (Puzzle::fixed_clues): each run (its digits differ and add up to its sum) is a
  // fixed clue, Part clue k being runs()[k], its value the sum; a run switched off asks nothing
  // of its cells.
  std::vector<Clue> fixed_clues() const override;
  void keep_fixed_clues(std::span<const Clue> kept) override;
  std::string describe_clue(const Clue& clue) const override;  // "across run r2c3..r2c5 = 12"
  std::vector<int> cells_of_clue(const Clue& clue) const override;
  bool run_on(int k) const { return run_on_.empty() || run_on_[static_cast<std::size_t>(k)]; }

 private:
  Grid grid_{1, 1};
  std::vector<KakuroRun> runs_;
  std::vector<char> run_on_;  // per run: switched on; empty: all on
  std::vector<std::array<int, 2>> run_of_;
};

// The digit sets (9-bit masks, bit d-1 for digit d) of `length` different digits 1..9 that add
// up to `sum`, ascending; empty for impossible pairs.
const std::vector<unsigned>& kakuro_combinations(int sum, int length);

// "12\7" (down\across), "12\", "\7", "\" for a black cell, as the native format writes it.
std::string kakuro_clue_text(const Kakuro& p, int cell);

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct PuzzlinkGenre;
struct Genre;
NativeFormat kakuro_native();
PuzzlinkGenre kakuro_puzzlink();
Genre kakuro_unit();

}  // namespace gridsat
