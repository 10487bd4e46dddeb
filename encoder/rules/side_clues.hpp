// Clues outside a rectangular grid, one per column on the top and bottom and one per row on the
// left and right (kAllSides' order), on the sides a genre marks: magnets' pole counts,
// doppelblock's sums, aquarium's water counts. The state and the words that every declared genre
// with side clues shares (rules/declared.hpp, rules/declared_values.hpp); the genre gives the
// range of a clue and what it says.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "puzzles/clue.hpp"
#include "puzzles/picture.hpp"
#include "rules/shading.hpp"

namespace gridsat::rules {

using SideMarks = std::array<bool, 4>;  // per side, in kAllSides' order: it holds clues

class SideClues {
 public:
  SideClues(GridShape shape, SideMarks marked);

  bool any() const { return marked_ != SideMarks{}; }
  bool marked(std::size_t side) const { return marked_[side]; }
  // [side][index], kUnknown for none (0 is a clue); every side has an entry per column (top,
  // bottom) or row (left, right), those not marked none.
  const std::array<std::vector<int>, 4>& clues() const { return clues_; }
  // The cells the clue at (side, index) looks along, nearest the side first.
  std::vector<int> line(std::size_t side, int index) const;
  // What is wrong with `value` as the clue at (side, index) of a `type` whose clues there are 0
  // to `most`, or nothing.
  std::optional<std::string> error(std::string_view type, std::size_t side, int index, int value,
                                   int most) const;
  void set(std::size_t side, int index, int value) {
    clues_[side][static_cast<std::size_t>(index)] = value;
  }
  void clear();
  // The clues given, as removable clues (Clue::Kind::Border), side by side.
  std::vector<Clue> removable() const;
  // A URL's order of the clues as (side, index): the marked sides in kAllSides' order, or
  // `paired` (pzprjs's excells on two rows above and two columns left) per column its bottom then
  // top clue, then per row its right then left clue.
  std::vector<std::pair<std::size_t, int>> positions(bool paired) const;
  // The clues beside the picture's grid, where any side is marked.
  void draw(Picture& picture) const;

 private:
  GridShape shape_;
  SideMarks marked_;
  std::array<std::vector<int>, 4> clues_;
};

}  // namespace gridsat::rules
