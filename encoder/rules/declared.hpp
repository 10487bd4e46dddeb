// A shading genre as a declaration: what its puzzles hold (rooms given by borders, numbers in
// cells or in rooms) and its rules over the shading layer (rule_set.hpp), from which one generic
// Puzzle gives everything the tools ask of a genre: the rules check, the encoding, the native
// rules and lazy cuts, the removable clues (the numbers, and givens of the answer that only the
// generator adds), their descriptions, and the picture. genres/declared.hpp adds the readers,
// writers and generator the declared genres share, so that a genre of this shape is its rules
// and one registry line (docs/adding-a-genre.md).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/puzzle.hpp"
#include "rules/areas.hpp"
#include "rules/groups.hpp"
#include "rules/rule_set.hpp"
#include "rules/side_clues.hpp"

namespace gridsat::rules {

// A number shown as "?": a clue cell (or room) whose number is not given.
inline constexpr int kQuestionNumber = -2;

class DeclaredShading;

// A number's arrow, as pzprjs numbers them: none, up, down, left, right.
enum Arrow : int { kNoArrow = 0, kArrowUp = 1, kArrowDown = 2, kArrowLeft = 3, kArrowRight = 4 };
// The cells an arrow at `cell` points at, nearest first, up to the grid's edge (none for
// kNoArrow).
std::vector<int> cells_pointed_at(GridShape shape, int cell, int arrow);

// A number list's entries from its code (number_lists), kQuestionNumber for `?`, and back.
std::vector<int> number_list(int code);
int list_code(const std::vector<int>& list);

// Where a genre's numbers stand.
enum class Numbers {
  InCells,  // a number belongs to its cell (mosaic, mines)
  InRooms,  // a number belongs to the room it stands in, at most one per room (heyawake, aqre)
  None,     // no numbers: with rooms, the rooms are the only clues (norinori); without, the
            // given cells are (yin-yang's circles)
};

// A part of a declared puzzle's rules (ShadingDeclaration::parts): the number it says and its
// cells.
struct DeclaredPart {
  int value = 0;
  std::vector<int> cells;
};

struct ShadingDeclaration {
  std::string_view type = {};  // the canonical type name: "heyawake"
  bool rooms = false;          // the grid is cut into rooms (by borders)
  Numbers numbers = Numbers::InCells;
  // The largest number a clue may hold there (a room's: the number stands for the room), or -1
  // when no number may stand there (none for Numbers::None).
  int (*largest_number)(const DeclaredShading& puzzle, int cell) = nullptr;
  // The smallest number a clue may hold (cave's and kurodoko's count their own cell: 1).
  int smallest_number = 0;
  // The rules. Every rule that depends on the numbers comes after those that do not, and encodes
  // nothing for a number that is absent (the clue solver switches numbers one by one:
  // backends/setter/clue_solver.hpp).
  RuleSet (*rules)(const DeclaredShading& puzzle) = nullptr;
  // The number a solution implies where a clue stands (the generator's clues), or -1 for none
  // (none for Numbers::None: the generator's clues are then every cell, given).
  int (*measure)(const DeclaredShading& puzzle, const Grid& solution, int cell) = nullptr;
  // How a shaded cell is drawn ("" filled), or every cell drawn as a circle, black when shaded.
  std::string_view shade_symbol = {};
  bool circles = false;
  std::string_view shade_colour = {};  // a shaded cell's SVG fill, where not black (Picture)
  // Its puzz.link name, or empty when puzz.link has no such genre.
  std::string_view puzzlink = {};
  std::string_view puzzlink_alias = {};  // another name puzz.link's URLs use, read too ("bag")
  // The generator's rooms hold at least this many cells (shimaguni's rooms side by side must
  // hold islands of different sizes: rooms of one cell next to each other have none).
  int smallest_room = 1;
  // Where no cut of a room keeps the solution, the generator moves a cell where two solutions
  // differ into a neighbouring room instead (shimaguni: its island lies on one side of any line
  // across its room, so no cut ever keeps it).
  bool refine_moves_cells = false;
  // The numbers are the puzzle, not removable clues: every area must hold one (norinuri's), so
  // a number taken away changes the rules rather than saying less. The setter's tools then
  // remove only given cells, the generator places the numbers it measures and keeps them all,
  // and a puzzle read must hold a number (the rules of one without would forbid every area;
  // the generator's frame, which has none, is drawn by the other rules alone).
  bool numbers_fixed = false;
  // A numbered cell's colour is part of the puzzle (light and shadow's light and dark numbers):
  // it stands as a given cell of the answer, which every number needs and which is not
  // removable; in a puzz.link URL a number n is the code 2n + colour (a `?` 0 + colour).
  bool coloured_numbers = false;
  // A number carries an arrow (Arrow), which the rules read (yajisan-kazusan's counts along
  // it); kNoArrow is allowed, as pzprjs allows it. The arrow stays with its cell when the number
  // is taken away, and the generator's frame draws one at every cell.
  bool arrows = false;
  // A number is a list of up to four numbers (tapa's run lengths: "13" a run of one and one of
  // three, "1?" a run of one and one of any length), held as one code, its entries' digits in
  // order with 9 for `?` (number_list, list_code): pzprjs's lists, each entry 0 to 8, a list of
  // more than one without 0, its entries (`?` as 1) and the gaps between them fitting in 8 cells.
  bool number_lists = false;
  // A number stands on a wall of the frame (light up's black cells): the wall is a given
  // unshaded cell (not a removable clue), drawn filled with its number on it, `?` is a wall
  // without a number, and taking a number away leaves its wall (a `?`), so that only the given
  // numbers are removable clues.
  bool walls = false;
  // A whole number of the puzzle besides its grid (star battle's stars per row, column and
  // region): its name, and its largest value for a size (the smallest is 1); none without a
  // name. The rules read DeclaredShading::parameter().
  std::string_view parameter = {};
  int (*largest_parameter)(int rows, int cols) = nullptr;
  // The header's options as the native format and the captions write them, when not "HxW"
  // (star battle's "N stars=K").
  std::string (*header)(const DeclaredShading& puzzle) = nullptr;
  // Parts of the puzzle that are not removable clues but that explanations switch one by one
  // (Puzzle::fixed_clues: star battle's regions, each "exactly K stars"): every part, with the
  // number it says (the clue's value) and its cells, found in one pass, and what a part says.
  // The rules state part k only while DeclaredShading::part_on(k).
  std::vector<DeclaredPart> (*parts)(const DeclaredShading& puzzle) = nullptr;
  std::string (*describe_part)(const DeclaredShading& puzzle, const DeclaredPart& part) = nullptr;
  // Clues outside the grid, one per row or column on the sides marked (kAllSides' order: top,
  // bottom, left, right), each 0 to largest_side_clue; `measure_side` gives the clue that a line
  // of a solution shows on `side`, read from that side (nearest first), for the generator. The
  // rules read them (DeclaredShading::sides()). In a URL they follow the rooms after a '/'
  // (pzprjs's aquarium: decodeNumber16ExCell over one row above and one column left).
  SideMarks side_clues = {};
  int (*largest_side_clue)(const DeclaredShading& puzzle, std::size_t side) = nullptr;
  int (*measure_side)(std::size_t side, const std::vector<int>& line) = nullptr;
  bool has_side_clues() const { return side_clues != SideMarks{}; }
  // A switch of the rules that puzz.link writes as a flag (aquarium's `r`: the water stands
  // level in each room rather than in each pool): its word among the native header's options,
  // and pzprjs's flag. The rules read DeclaredShading::switched().
  std::string_view switch_word = {};
  char switch_flag = 0;
  // The largest side read (the encodings are at most quadratic in the cells).
  int largest_side = 60;
  // The native format's section of numbers, and whether a 0 there is a cell without a number
  // (kurodoko's `grid:`, as it was written before the genre was declared).
  std::string_view numbers_section = "numbers";
  bool zero_is_blank = false;
  // The puzzle as data for the bench's MiniZinc model (genres/<type>/<type>.mzn), or none.
  std::string (*minizinc_data)(const DeclaredShading& puzzle) = nullptr;
};

class DeclaredShading final : public Puzzle {
 public:
  // An H x W puzzle of `declaration`, one room, no number. Throws std::logic_error for a
  // declaration that cannot work (no type name, or a function missing).
  DeclaredShading(const ShadingDeclaration& declaration, int rows, int cols);

  const ShadingDeclaration& declaration() const { return *declaration_; }
  GridShape shape() const { return {rows_, cols_}; }

  // Per cell, row-major: its room 0..room_count()-1, numbered by first cell in reading order
  // (one room, 0, for a genre without rooms).
  const std::vector<int>& rooms() const { return rooms_; }
  int room_count() const { return room_count_; }
  // Sets the rooms from a label per cell (any integers, each label one 4-connected piece). A
  // label in two pieces leaves the rooms as they were and returns the first cell of its second
  // piece. Numbers keep their cells.
  std::optional<int> set_rooms(const std::vector<int>& labels);
  // The rooms as groups, "room 1" .. (their cells row-major).
  Groups room_groups() const;
  // The cells of the room of `cell`, row-major.
  std::vector<int> room_cells(int cell) const;
  // The room's first cell in reading order, where its number is written.
  int room_anchor(int room) const;

  // Per cell: kUnknown, kQuestionNumber or a number >= 0. A room's number stands in one of its
  // cells (the readers put it at its anchor).
  const Grid& numbers() const { return numbers_; }
  int number(int cell) const { return numbers_.cells[static_cast<std::size_t>(cell)]; }
  // What is wrong with `value` (>= 0 or kQuestionNumber) at `cell`, or nothing.
  std::optional<std::string> number_error(int cell, int value) const;
  // Sets a number (kUnknown removes it); throws std::invalid_argument on number_error. With
  // walls, the cell becomes a given unshaded wall (kUnknown: an open cell again).
  void set_number(int cell, int value);
  // The numbers that are given (not "?"): {cell, value} in reading order; for room numbers the
  // room is room_of(cell).
  std::vector<std::pair<int, int>> given_numbers() const;

  // Per cell its arrow (Arrow; kNoArrow where the declaration has no arrows). Set the arrow
  // before the number: a number's range may depend on it.
  const Grid& arrows() const { return arrows_; }
  int arrow(int cell) const { return arrows_.cells[static_cast<std::size_t>(cell)]; }
  void set_arrow(int cell, int arrow);

  // Gives a cell of the answer: 1 shaded, 0 unshaded, kUnknown none.
  void set_given(int row, int col, int value);

  // The side clues (every side empty where the declaration marks none).
  const SideClues& sides() const { return sides_; }
  // What is wrong with `value` as a clue on `side` (0 to 3) at `index`, or nothing.
  std::optional<std::string> side_clue_error(std::size_t side, int index, int value) const;
  void set_side_clue(std::size_t side, int index, int value);  // kUnknown removes it

  // Whether the declaration's switch is on (false where it has none).
  bool switched() const { return switched_; }
  void set_switched(bool on);

  // The declaration's parameter (1 where it has none); set_parameter throws
  // std::invalid_argument outside 1 to its largest.
  int parameter() const { return parameter_; }
  void set_parameter(int value);
  // Whether part k is stated (every part is, unless keep_fixed_clues switched some off; new
  // numbers or rooms switch every part on again).
  bool part_on(int k) const {
    return parts_on_.empty() || parts_on_[static_cast<std::size_t>(k)] != 0;
  }

  std::string_view type() const override { return declaration_->type; }
  int rows() const override { return rows_; }
  int cols() const override { return cols_; }
  const Grid& givens() const override { return givens_; }
  std::string header_options() const override;  // "HxW", or the declaration's header
  std::optional<int> parse_value(std::string_view text) const override;
  // ○ and ● where the declaration draws circles, else the value.
  std::string shown_value(int value) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::vector<Cut> cuts(const Grid& answer) const override;
  std::unique_ptr<Puzzle> clone() const override {
    return std::make_unique<DeclaredShading>(*this);
  }
  AnswerKind answer_kind() const override { return AnswerKind::Shading; }

  // The given answer cells (Given clues) row by row, then the numbers (Marks: index = the cell,
  // value = the number or kQuestionNumber) in reading order, then the side clues (Borders).
  std::vector<Clue> removable_clues() const override;
  void set_clues(std::span<const Clue> clues) override;
  // The declaration's parts that are on, as Part clues (index k, the part's value).
  std::vector<Clue> fixed_clues() const override;
  void keep_fixed_clues(std::span<const Clue> kept) override;
  std::string describe_clue(const Clue& clue) const override;  // "room 2 (r1c4) = 3"
  std::vector<int> cells_of_clue(const Clue& clue) const override;
  void draw(Picture& picture) const override;
  // The rules' estimates (RuleSet::size) and a unit per given cell.
  EncodingSize encoding_size(const EncodeOptions& options) const override;
  std::string minizinc_data() const override;

  // The rules as declared, built once for each state of the puzzle (a lazy run asks for cuts at
  // every model, the checks and the native search for the rules again).
  RuleSet rules() const;
  // How a cell's arrow is drawn before its number ("←"; "" for none).
  std::string arrow_glyph(int cell) const;
  // A number as the native format writes it: "3", "?", or a list's entries run together ("1?");
  // `spaced`, as pictures and messages show a list ("1 ?").
  std::string number_text(int value, bool spaced = false) const;

 protected:
  void set_givens(Grid givens) override;

 private:
  // Every change of the puzzle counts one more version; the rules are kept for the version they
  // were built from.
  void forget_rules() { ++version_; }
  // The declaration's parts (none without).
  std::vector<DeclaredPart> all_parts() const;
  // Whether a numbered cell's given is part of its number (its colour, its wall).
  bool number_holds_given() const { return declaration_->coloured_numbers || declaration_->walls; }

  std::uint64_t version_ = 0;
  RuleSetCache<std::uint64_t> rules_;
  const ShadingDeclaration* declaration_;
  int rows_;
  int cols_;
  std::vector<int> rooms_;
  int room_count_ = 1;
  Grid numbers_;
  Grid arrows_;
  Grid givens_;
  SideClues sides_;
  bool switched_ = false;
  int parameter_ = 1;
  std::vector<char> parts_on_;  // per part: stated; empty: all
};

// The puzzle as a puzzle of `declaration` (a writer's test that the puzzle is its genre's), or
// null.
const DeclaredShading* declared_as(const Puzzle& puzzle, const ShadingDeclaration& declaration);

// The group a number counts over: its name in messages and its cells.
struct NumberGroup {
  std::string name;
  std::vector<int> cells;
};
// The rule "the group of every given number holds exactly that many shaded cells", its groups
// from `group_of(cell)` for each given number's cell; nothing when no number is given. The
// rule depends on the numbers, so it comes after the rules that do not.
void add_number_counts(const DeclaredShading& puzzle, std::vector<RulePtr>& rules,
                       const std::function<NumberGroup(int cell)>& group_of, Noun noun = {});

// Parts most room genres declare alike: a room's number is at most its size (largest_number),
// the number a solution implies is the room's shaded cells (measure), and the rule "a numbered
// room holds exactly its number of shaded cells" (add_number_counts over the rooms).
int room_size(const DeclaredShading& puzzle, int cell);
// The shaded cells of `shading` among `cells` (a measure's count).
int shaded_among(const Grid& shading, const std::vector<int>& cells);
int shaded_in_room(const DeclaredShading& puzzle, const Grid& solution, int cell);
void add_room_counts(const DeclaredShading& puzzle, std::vector<RulePtr>& rules);
// The rule "a numbered cell ("?" too) is not shaded" (pzprjs's numberRemainsUnshaded), nothing
// when no cell holds a number; it depends on the numbers.
void add_numbered_unshaded(const DeclaredShading& puzzle, std::vector<RulePtr>& rules,
                           Noun noun = {});

// Parts the genres of numbered unshaded areas declare alike (mochikoro, norinuri): a number is
// at most the grid's cells (largest_number); the numbers in cells as areas' sizes, `?` any, in
// reading order; and the generator's numbers, one per unshaded area at its middle cell
// (measure).
int grid_cells(const DeclaredShading& puzzle, int cell);
// The other cells of the grid: a number that counts cells around it (kurotto, tasquare).
int other_cells(const DeclaredShading& puzzle, int cell);
// The rule "each given number counts the shaded cells of the areas beside it" (AreasAround),
// nothing when no number is given; it depends on the numbers.
void add_areas_around(const DeclaredShading& puzzle, std::vector<RulePtr>& rules);
std::vector<AreaNumber> area_numbers(const DeclaredShading& puzzle);

// Parts the genres of numbers that see along their row and column declare alike (canal view,
// cave, nurimisaki): the rule "each given number, less `own` (1 where a number counts its own
// cell), is the cells of `colour` it sees" (Sight), nothing when no number is given; and the
// largest number that counts its own cell (its row and column).
void add_sight_counts(const DeclaredShading& puzzle, std::vector<RulePtr>& rules, int colour,
                      int own, Noun noun = {});
int row_and_column(const DeclaredShading& puzzle, int cell);
int unshaded_area_at_middle(const DeclaredShading& puzzle, const Grid& solution, int cell);

}  // namespace gridsat::rules
