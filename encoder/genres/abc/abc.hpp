// Easy as ABC: an N x N grid where each row and each column holds each of the letters A.. (K of
// them, K <= N) exactly once and N - K blanks; a clue on a side is the first letter met from
// there along its row or column, skipping blanks. Values: 0 = blank, 1..K = A...
#pragma once

#include <array>
#include <tuple>
#include <vector>

#include "encodings/visibility.hpp"
#include "puzzles/puzzle.hpp"
#include "rules/rule_set.hpp"
#include "rules/values.hpp"

namespace gridsat {

class Abc final : public Puzzle {
 public:
  int n = 0;
  int letters = 0;  // K
  // clues[side][index]: 0 = no clue, 1..K a letter; index runs left to right (top, bottom) or top
  // to bottom (left, right).
  std::array<std::vector<int>, 4> clues;
  Grid grid;  // the givens: 0 a given blank, 1..K a letter, kUnknown

  Abc() = default;
  Abc(int size, int num_letters);  // no clues, no givens

  std::vector<int>& side(Side s) { return clues[static_cast<std::size_t>(s)]; }
  const std::vector<int>& side(Side s) const { return clues[static_cast<std::size_t>(s)]; }

  std::string_view type() const override { return "abc"; }
  int rows() const override { return n; }
  int cols() const override { return n; }
  const Grid& givens() const override { return grid; }
  std::string header_options() const override;
  // "A".. for letters, "." for a blank; reads "." and "-" as a blank, letters in either case.
  std::string value_text(int value) const override;
  std::optional<int> parse_value(std::string_view text) const override;
  // The rules over the values layer (0 a blank, 1..K the letters): each letter once and N - K
  // blanks per row and column, then the clues.
  rules::ValueRuleSet rules() const;
  std::optional<Violation> check(const Grid& solution) const override;
  // Throws std::invalid_argument for an unknown options.visibility.
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<Abc>(*this); }
  EncodingSize encoding_size(const EncodeOptions& options) const override;
  void draw(Picture& picture) const override;
  std::string minizinc_data() const override;
  bool letter_values() const override { return true; }
  std::string shown_value(int value) const override { return value == 0 ? "·" : value_text(value); }
  std::string given_text(int value) const override { return value == 0 ? "-" : value_text(value); }
  // The givens, then the border clues.
  std::vector<Clue> removable_clues() const override;
  void set_clues(std::span<const Clue> clues) override;
  std::string describe_clue(const Clue& clue) const override;

 protected:
  void set_givens(Grid givens) override { grid = std::move(givens); }

 private:
  rules::ValueRuleSet build_rules() const;
  using RulesKey = std::tuple<int, int, std::array<std::vector<int>, 4>>;  // n, letters, clues
  rules::RuleSetCache<RulesKey, rules::ValueRuleSet> rules_cache_;
};

// "A" for 1, "B" for 2, ...
std::string letter_text(int letter);
// 1 for 'A' or 'a', ...; nothing for anything else.
std::optional<int> letter_value(char c);

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct FormatEntry;
struct TathamGame;
struct PuzzlinkGenre;
struct Genre;
NativeFormat abc_native();
FormatEntry abc_lines_format();
PuzzlinkGenre easyasabc_genre();
Genre abc_unit();

}  // namespace gridsat
