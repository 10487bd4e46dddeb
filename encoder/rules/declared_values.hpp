// A values genre as a declaration: a grid, perhaps cut into rooms, whose cells each hold a number
// from 1 (or the declaration's smallest) to the largest it allows there, given numbers as its
// clues, and its rules over the values layer (values.hpp). One generic Puzzle gives from it what
// the tools ask of a genre: the rules check, the encoding, the native rules, the givens as
// removable clues, and the picture; genres/declared_values.hpp adds the readers, writers and
// generator, so that a genre of this shape is its rules and one registry line
// (docs/adding-a-genre.md).
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/puzzle.hpp"
#include "puzzles/random.hpp"
#include "rules/groups.hpp"
#include "rules/side_clues.hpp"
#include "rules/values.hpp"

namespace gridsat::rules {

class DeclaredValues;

// A part of a puzz.link body (genres/declared_values.hpp reads and writes them).
enum class UrlPart {
  None,
  Rooms,        // the walls between rooms (pzprjs's decodeBorder)
  Givens,       // a number per cell (decodeNumber16, or decodeNumber10 with decimal_code)
  Dots,         // a dot per border, three to a character (decodeCircle_kropki)
  SideClues,    // the marked sides' clues in the order top, bottom, left, right
                // (decodeNumber16ExCell over one row above and one column left)
  PairedSides,  // decodeNumber16ExCell over two rows above and two columns left: per column
                // its bottom clue then its top one, then per row its right then its left
  Circles,      // givens 1 and 2 in pzprjs's circles (decodeCircle); optional at the end
                // of the body
  Holes,        // the cells outside the puzzle, a bit per cell (decodeEmpty): given 0s;
                // optional at the end of the body
};

struct ValuesDeclaration {
  std::string_view type = {};  // the canonical type name: "ripple"
  bool rooms = false;          // the grid is cut into rooms (by borders)
  // The largest number a cell may hold; its numbers are smallest_value to it (ripple's: 1 to its
  // room's size). At most 64 values.
  int (*largest_value)(const DeclaredValues& puzzle, int cell) = nullptr;
  int smallest_value = 1;  // magnets: 0 (neutral), 1 (a + pole) and 2 (a - pole)
  // The values written as one character each, from smallest_value up ("0+-"), in text and
  // pictures; empty: the numbers themselves.
  std::string_view symbols = {};
  // The number a JSON answer shows for a value, where it is not the value itself (magnets: -1
  // for a - pole, as the answer kinds have it), or null.
  int (*json_number)(int value) = nullptr;
  // A number n is held as the value n + number_offset (view: 1, so that its numbers from 0 stand
  // apart from the blank 0); givens, answers, JSON and pictures show n. largest_value and
  // smallest_value are values.
  int number_offset = 0;
  // A given 0 takes its room out of the puzzle: its rules keep every cell of the room 0
  // (magnets: a domino with a neutral end is neutral), `x` among the native givens, drawn black;
  // pzprjs's empty cells (each cut out of its room) and Tatham's neutral singletons.
  bool holes = false;
  // A cell may also hold no number: the value 0 (doppelblock's shaded cells), `#` in an answer's
  // text and `x` among the native givens (where `#` starts a comment), `null` in JSON, drawn
  // shaded.
  bool blank = false;
  // With a blank: whether a given may be the blank. Sukoro's givens are numbers only (pzprjs
  // has no empty given); its generator then gives numbers alone.
  bool blank_givens = true;
  // Clues outside the grid, one per row or column on the sides marked (kAllSides' order: top,
  // bottom, left, right), each 0 to largest_side_clue; `measure_side` gives the clue that a line
  // of a solution shows on `side`, read from that side (nearest first), for the generator. The
  // rules read them (DeclaredValues::side_clues). `square`: the grid is N x N (doppelblock's).
  SideMarks side_clues = {};
  int (*largest_side_clue)(const DeclaredValues& puzzle, std::size_t side) = nullptr;
  int (*measure_side)(std::size_t side, const std::vector<int>& line) = nullptr;
  bool square = false;
  bool has_side_clues() const { return side_clues != SideMarks{}; }
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
  // The parts of the URL's body in order, where they are not the usual ones (the rooms, then
  // the dots, the side clues or the givens: genres/declared_values.hpp): UrlPart::None ends them.
  std::array<UrlPart, 4> url = {};
  // Words the picture writes beside the grid for what it does not show ("top and left: +
  // poles"), or empty.
  std::string_view legend = {};
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
  // side has an entry per column (top, bottom) or row (left, right), those the declaration does
  // not mark none.
  const std::array<std::vector<int>, 4>& side_clues() const { return sides_.clues(); }
  const SideClues& sides() const { return sides_; }
  // What is wrong with `value` as a clue on `side` (0 to 3) at `index`, or nothing.
  std::optional<std::string> side_clue_error(std::size_t side, int index, int value) const;
  void set_side_clue(std::size_t side, int index, int value);  // kUnknown removes it

  // The cells a side clue looks along, nearest the side first.
  std::vector<int> side_line(std::size_t side, int index) const { return sides_.line(side, index); }

  // Per cell the numbers smallest_value to the declaration's largest value there, and 0 with a
  // blank.
  ValueDomain domain() const;
  // What is wrong with a given `value` at `cell`, or nothing.
  std::optional<std::string> given_error(int cell, int value) const;
  void set_given(int cell, int value);  // kUnknown removes it

  std::string_view type() const override { return declaration_->type; }
  int rows() const override { return rows_; }
  int cols() const override { return cols_; }
  const Grid& givens() const override { return givens_; }
  std::string header_options() const override;  // "HxW", or "N" when square
  std::string value_text(int value) const override;
  // value_text as a function that rules keep for their messages (it outlives the puzzle: it
  // reads only the declaration).
  std::function<std::string(int)> value_names() const;
  std::optional<int> parse_value(std::string_view text) const override;
  std::string shown_value(int value) const override;
  bool blank_zero() const override { return declaration_->blank; }
  int json_number(int value) const override {
    return declaration_->json_number ? declaration_->json_number(value)
                                     : value - declaration_->number_offset;
  }
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
  SideClues sides_;
  Grid givens_;
};

// The size of the room of `cell`: the largest number of the genres whose rooms hold 1 to their
// size (ripple effect).
int room_size(const DeclaredValues& puzzle, int cell);

}  // namespace gridsat::rules
