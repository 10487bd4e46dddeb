// Skyscrapers (Pyramids, Tatham's Towers): an N x N Latin square of heights 1..N; a clue on a side
// counts the buildings visible from there along its row or column (a building hides every lower
// one behind it), or with the `sum` variant adds up their heights. Any subset of the 4N clues may
// be given, and any givens.
#pragma once

#include <array>
#include <vector>

#include "encodings/visibility.hpp"
#include "puzzles/puzzle.hpp"
#include "rules/values.hpp"

namespace gridsat {

class Skyscrapers final : public Puzzle {
 public:
  int n = 0;
  bool sum = false;
  // clues[side][index], 0 = no clue; index runs left to right (top, bottom) or top to bottom
  // (left, right), as in the native format.
  std::array<std::vector<int>, 4> clues;
  Grid grid;  // the givens

  Skyscrapers() = default;
  explicit Skyscrapers(int size);  // no clues, no givens

  std::vector<int>& side(Side s) { return clues[static_cast<std::size_t>(s)]; }
  const std::vector<int>& side(Side s) const { return clues[static_cast<std::size_t>(s)]; }
  // The largest clue a line can produce (N, or 1 + ... + N with `sum`) and the smallest (1, or N).
  int max_clue() const { return sum ? n * (n + 1) / 2 : n; }
  int min_clue() const { return sum ? n : 1; }

  std::string_view type() const override { return "skyscrapers"; }
  int rows() const override { return n; }
  int cols() const override { return n; }
  const Grid& givens() const override { return grid; }
  std::string header_options() const override;
  std::optional<Violation> check(const Grid& solution) const override;
  // Throws std::invalid_argument for an unknown options.visibility.
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<Skyscrapers>(*this); }
  EncodingSize encoding_size(const EncodeOptions& options) const override;
  void draw(Picture& picture) const override;
  std::string minizinc_data() const override;
  // The givens, then the border clues.
  std::vector<Clue> removable_clues() const override;
  void set_clues(std::span<const Clue> clues) override;
  std::string describe_clue(const Clue& clue) const override;

 protected:
  void set_givens(Grid givens) override { grid = std::move(givens); }
};

// The count or sum of what is seen along `heights` (nearest first).
int seen_along(const std::vector<int>& heights, Seen what);

// The rules over the values layer: the Latin square, then the clues, with `max_states` as the
// budget of the native rules' exact pass over a line (skyscrapers.cpp).
rules::ValueRuleSet skyscrapers_rule_set(const Skyscrapers& puzzle, std::size_t max_states);

// The native rules with a budget for the exact pass over a line (states per pass; past it, or
// with 0, the line gets the cheaper pass that ignores distinct heights). native_rules() uses
// kDefaultLineStates; tests use 0 to hold the cheaper pass against the rules too.
inline constexpr std::size_t kDefaultLineStates = 50000;
std::unique_ptr<NativeRules> skyscrapers_rules(const Skyscrapers& puzzle, std::size_t max_states);

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct FormatEntry;
struct TathamGame;
struct PuzzlinkGenre;
struct Genre;
NativeFormat skyscrapers_native();
FormatEntry pyramids_format();
TathamGame towers_game();
PuzzlinkGenre skyscrapers_genre();
Genre skyscrapers_unit();

}  // namespace gridsat
