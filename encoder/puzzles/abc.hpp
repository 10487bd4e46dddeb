// Easy as ABC: an N x N grid where each row and each column holds each of the letters A.. (K of
// them, K <= N) exactly once and N - K blanks; a clue on a side is the first letter met from
// there along its row or column, skipping blanks. Values: 0 = blank, 1..K = A...
#pragma once

#include <array>
#include <vector>

#include "encodings/visibility.hpp"
#include "puzzles/puzzle.hpp"

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
  std::optional<Violation> check(const Grid& solution) const override;
  // Throws std::invalid_argument for an unknown options.visibility.
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
};

// "A" for 1, "B" for 2, ...
std::string letter_text(int letter);
// 1 for 'A' or 'a', ...; nothing for anything else.
std::optional<int> letter_value(char c);

}  // namespace gridsat
