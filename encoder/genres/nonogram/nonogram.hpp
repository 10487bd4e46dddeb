// Nonogram (Tatham: Pattern; also Griddlers, Picross, Hanjie): an H x W grid and, for every row and
// every column, the list of its runs of filled cells in order (GENRES.md: each row's and column's
// runs of filled cells, in order, equal its clue list). Some cells may be given (Tatham's Pattern
// IDs may carry given squares after the clue lists): a given is a given of the answer.
//
// The answer is a shading: one boolean per cell, 1 = filled. The clue lists are the puzzle, not
// removable clues; the givens are the removable clues (the generator adds them where the clue
// lists alone leave two solutions, then takes away the ones not needed).
//
// Formats: the native `nonogram N` / `nonogram HxW` with `top:` (one line per column) and `left:`
// (one line per row) and an optional `grid:` of givens (native_nonogram.cpp), Tatham's Pattern
// IDs (tatham_pattern.cpp) and puzz.link `nonogram` URLs (puzzlink_nonogram.cpp).
#pragma once

#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "encodings/runs.hpp"
#include "puzzles/puzzle.hpp"
#include "rules/line_runs.hpp"
#include "rules/rule_set.hpp"

namespace gridsat {

// The largest side gridsat accepts.
inline constexpr int kMaxNonogramSide = 200;

// What is wrong with an H x W nonogram size (sides 1 to kMaxNonogramSide), or nothing.
std::optional<std::string> nonogram_size_error(int height, int width);

// The runs of filled cells (value 1) of a line, in order; "3 1 2", or "0" for a line without
// runs.
using rules::runs_of;
using rules::runs_text;

class Nonogram final : public Puzzle {
 public:
  int height = 1;
  int width = 1;
  std::vector<std::vector<int>> row_runs;  // per row, its runs left to right
  std::vector<std::vector<int>> col_runs;  // per column, its runs top to bottom
  // The generator's frame only: no line has a clue yet (every shading is a solution). No reader
  // makes such a puzzle.
  bool lines_free = false;
  // With lines_free, the generator's density: every row holds exactly this many filled cells
  // (-1: any number). No reader makes it.
  int fill_per_row = -1;
  Grid grid{1, 1};  // the answer's givens: 1 filled, 0 empty, kUnknown (the usual)
  // How encode writes each line's runs (encodings/runs.hpp); docs/nonogram.md measures both.
  RunsEncoding runs_encoding = RunsEncoding::Starts;

  Nonogram() = default;
  // A puzzle of this size whose lines have no runs (and no givens).
  Nonogram(int rows, int cols);

  std::string_view type() const override { return "nonogram"; }
  int rows() const override { return height; }
  int cols() const override { return width; }
  const Grid& givens() const override { return grid; }
  std::string header_options() const override;
  std::optional<int> parse_value(std::string_view text) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<Nonogram>(*this); }
  EncodingSize encoding_size(const EncodeOptions& options) const override;
  void draw(Picture& picture) const override;
  std::string minizinc_data() const override;
  AnswerKind answer_kind() const override { return AnswerKind::Shading; }

  // The problem with the clue lists (a run that does not fit its line), or nothing.
  std::optional<std::string> clue_error() const;

  // Explanations (Puzzle::fixed_clues): each line's clue list is a fixed clue (Part clue k is row
  // k for k < height, column k - height after); a line switched off has any runs.
  std::vector<Clue> fixed_clues() const override;
  void keep_fixed_clues(std::span<const Clue> kept) override;
  std::string describe_clue(const Clue& clue) const override;  // "row 2: 3 1"
  std::vector<int> cells_of_clue(const Clue& clue) const override;
  // The rules as they stand (rules/line_runs over the lines switched on, or the frame's density),
  // built once for each state of the fields (a count checks every solution).
  rules::RuleSet rules() const;
  // Whether line k (rows, then columns) holds its clue list.
  bool line_on(int k) const { return line_on_.empty() || line_on_[static_cast<std::size_t>(k)]; }

 protected:
  void set_givens(Grid givens) override { grid = std::move(givens); }

 private:
  rules::RuleSet build_rules() const;
  std::vector<char> line_on_;  // per line (rows, then columns); empty: all on
  // What the rules are built from: the size, the frame's fields, the clue lists, the lines on,
  // the encoding.
  using RulesKey = std::tuple<int, int, bool, int, std::vector<std::vector<int>>,
                              std::vector<std::vector<int>>, std::vector<char>, RunsEncoding>;
  rules::RuleSetCache<RulesKey> rules_cache_;
};

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct TathamGame;
struct PuzzlinkGenre;
struct Genre;
NativeFormat nonogram_native();
TathamGame pattern_game();
PuzzlinkGenre nonogram_puzzlink();
Genre nonogram_unit();

}  // namespace gridsat
