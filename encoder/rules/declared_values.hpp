// A values genre as a declaration: a grid, perhaps cut into rooms, whose cells each hold a number
// from 1 to the largest the declaration allows there, given numbers as its clues, and its rules
// over the values layer (values.hpp). One generic Puzzle gives from it what the tools ask of a
// genre: the rules check, the encoding, the native rules, the givens as removable clues, and the
// picture; genres/declared_values.hpp adds the readers, writers and generator, so that a genre
// of this shape is its rules and one registry line (docs/adding-a-genre.md).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/puzzle.hpp"
#include "puzzles/random.hpp"
#include "rules/groups.hpp"
#include "rules/values.hpp"

namespace gridsat::rules {

class DeclaredValues;

struct ValuesDeclaration {
  std::string_view type = {};  // the canonical type name: "ripple"
  bool rooms = false;          // the grid is cut into rooms (by borders)
  // The largest number a cell may hold; its numbers are 1 to it (ripple's: its room's size). At
  // most 64.
  int (*largest_value)(const DeclaredValues& puzzle, int cell) = nullptr;
  // A cell may also hold no number: the value 0 (doppelblock's shaded cells), `#` in text, `null`
  // in JSON, drawn shaded.
  bool blank = false;
  // With a blank: whether a given may be the blank. Sukoro's givens are numbers only (pzprjs
  // has no empty given); its generator then gives numbers alone.
  bool blank_givens = true;
  // Clues outside a square grid, one per row or column on the sides marked (kAllSides' order:
  // top, bottom, left, right), each 0 to largest_side_clue; `measure_side` gives the clue that a
  // line of a solution shows, read from its side (nearest first), for the generator. The rules
  // read them (DeclaredValues::side_clues).
  std::array<bool, 4> side_clues = {};
  int (*largest_side_clue)(const DeclaredValues& puzzle) = nullptr;
  int (*measure_side)(const std::vector<int>& line) = nullptr;
  bool has_side_clues() const { return side_clues != std::array<bool, 4>{}; }
  // The rules, over the domain the puzzle gives (DeclaredValues::domain).
  ValueRuleSet (*rules)(const DeclaredValues& puzzle) = nullptr;
  // Dots on the borders between side neighbours are part of the puzzle (kropki's: 1 white, 2
  // black, 0 none), all of them given: the dot a solution implies between the numbers a and b
  // (the generator's; `rng` picks where two dots would do).
  bool dots = false;
  int (*measure_dot)(int a, int b, Random& rng) = nullptr;
  // Its puzz.link name, or empty when puzz.link has no such genre.
  std::string_view puzzlink = {};
  // puzz.link writes its givens in the decimal code (pzprjs's Number10: 0 to 9, `a` to `z`
  // skipping 1 to 26 cells; sukoro's), not the hexadecimal one.
  bool decimal_code = false;
  // The generator's rooms hold at least this many cells. Small random rectangles rarely allow a
  // ripple effect: two rooms of one cell side by side both hold 1, a row of rooms of three holds
  // its 3s too close; with rooms of 4 or more cells, layouts up to 18x18 have solutions.
  int smallest_room = 1;
  // The largest side read, and the largest room, where the numbers grow with the rooms.
  int largest_side = 60;
  int largest_room = 64;
};

class DeclaredValues final : public Puzzle {
 public:
  // An H x W puzzle of `declaration`, one room, no given. Throws std::logic_error for a
  // declaration that cannot work (no type name, or a function missing).
  DeclaredValues(const ValuesDeclaration& declaration, int rows, int cols);

  const ValuesDeclaration& declaration() const { return *declaration_; }
  GridShape shape() const { return {rows_, cols_}; }

  // As DeclaredShading's rooms: a room per cell, numbered by first cell in reading order.
  const std::vector<int>& rooms() const { return rooms_; }
  int room_count() const { return room_count_; }
  std::optional<int> set_rooms(const std::vector<int>& labels);
  Groups room_groups() const;
  std::vector<int> room_cells(int cell) const;

  // The dots, for a declaration with dots: per border between side neighbours 0 (none), 1 or 2,
  // first the border right of each cell but a row's last (row by row), then the border below
  // each cell but the last row's, as pzprjs numbers them. Empty until set (a generator's frame,
  // whose dots the solution gives).
  const std::vector<int>& dots() const { return dots_; }
  void set_dots(std::vector<int> dots);
  int border_count() const { return (cols_ - 1) * rows_ + (rows_ - 1) * cols_; }
  // The two cells of border `i`, in reading order.
  std::pair<int, int> border_cells(int i) const;

  // The side clues, [side][index] in kAllSides' order, kUnknown for none (0 is a clue); every
  // side has its n entries, those the declaration does not mark none.
  const std::array<std::vector<int>, 4>& side_clues() const { return side_clues_; }
  // What is wrong with `value` as a clue on `side` (0 to 3) at `index`, or nothing.
  std::optional<std::string> side_clue_error(std::size_t side, int index, int value) const;
  void set_side_clue(std::size_t side, int index, int value);  // kUnknown removes it

  // Per cell the numbers 1 to the declaration's largest value there, and 0 with a blank.
  ValueDomain domain() const;
  // What is wrong with a given `value` at `cell`, or nothing.
  std::optional<std::string> given_error(int cell, int value) const;
  void set_given(int cell, int value);  // kUnknown removes it

  std::string_view type() const override { return declaration_->type; }
  int rows() const override { return rows_; }
  int cols() const override { return cols_; }
  const Grid& givens() const override { return givens_; }
  std::string header_options() const override;  // "HxW", or "N" with side clues
  std::string value_text(int value) const override;
  std::optional<int> parse_value(std::string_view text) const override;
  std::string shown_value(int value) const override;
  bool blank_zero() const override { return declaration_->blank; }
  std::vector<Clue> removable_clues() const override;
  void set_clues(std::span<const Clue> clues) override;
  std::string describe_clue(const Clue& clue) const override;
  std::vector<int> cells_of_clue(const Clue& clue) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::vector<Cut> cuts(const Grid& answer) const override { return rules().cuts(answer); }
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<DeclaredValues>(*this); }
  void draw(Picture& picture) const override;

  ValueRuleSet rules() const { return declaration_->rules(*this); }

 protected:
  void set_givens(Grid givens) override { givens_ = std::move(givens); }

 private:
  const ValuesDeclaration* declaration_;
  int rows_;
  int cols_;
  std::vector<int> rooms_;
  int room_count_ = 1;
  std::vector<int> dots_;
  std::array<std::vector<int>, 4> side_clues_;
  Grid givens_;
};

// The size of the room of `cell`: the largest number of the genres whose rooms hold 1 to their
// size (ripple effect).
int room_size(const DeclaredValues& puzzle, int cell);

}  // namespace gridsat::rules
