// The interface every genre implements (encoder/genres/<name>/): its rules stated twice, once as
// `check` (plain loops, the obvious reading of the rules) and once as `encode` (clauses), plus
// the native rules for the backtracker; and what the generic tools need to know of it: its
// removable clues (analyze, generate), the size of its encoding (the memory guard), its picture
// (pretty and SVG output), how its values are written. Nothing outside a genre's unit looks at
// its class: everything generic works through this interface and the genre's entry in the
// registry (genres/genre.hpp).
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cnf/cnf.hpp"
#include "encodings/amo.hpp"
#include "encodings/cardinality.hpp"
#include "encodings/connectivity.hpp"
#include "puzzles/clue.hpp"
#include "puzzles/encoding_size.hpp"
#include "puzzles/grid.hpp"
#include "puzzles/native_rules.hpp"
#include "puzzles/picture.hpp"

namespace gridsat {

// A broken rule, as `check` reports it: which rule, and a cell where it shows (0-based; -1 when
// the rule is about no single cell).
struct Violation {
  std::string message;
  int row = -1;
  int col = -1;
};

// The encoding choices a user can make, typed (the cli parses their names once, before any
// work). Each puzzle uses the ones that apply to it.
struct EncodeOptions {
  Amo amo = Amo::Auto;  // pairwise up to 32 literals, product above (encodings/amo.hpp)
  Card card = Card::Sequential;
  Visibility visibility = Visibility::Order;  // skyscrapers / abc lines (encodings/visibility.hpp)
  CageEncoding cages = CageEncoding::Auto;    // cage sums and products (encodings/cages.hpp)
  // Connected areas and single loops (encodings/connectivity.hpp): a genre's encode treats Auto
  // as Static (a CNF written out is complete); the embedded solver's runs make it Lazy.
  Connectivity connectivity = Connectivity::Auto;
};

// "Answer cell (row, col) holds value" (0-based, in the answer grid: a loop's is its edge layout).
struct AnswerLiteral {
  int row = 0;
  int col = 0;
  int value = 0;
  bool operator==(const AnswerLiteral&) const = default;
};
// A clause over answer cells: at least one of its literals holds.
using Cut = std::vector<AnswerLiteral>;

// What an answer is: a value per cell, a shading (0/1 per cell), or a loop of edges.
enum class AnswerKind { Values, Shading, Loop };

class Puzzle {
 public:
  virtual ~Puzzle() = default;
  virtual std::unique_ptr<Puzzle> clone() const = 0;

  virtual std::string_view type() const = 0;  // canonical type name, e.g. "sudoku"
  virtual int rows() const = 0;
  virtual int cols() const = 0;
  // The given cells (kUnknown elsewhere).
  virtual const Grid& givens() const = 0;
  // Size and options as the native header writes them after the type, e.g. "9 box=3x3 diagonal".
  virtual std::string header_options() const = 0;

  // How a cell value is written in plain output and read from a plain solution grid.
  virtual std::string value_text(int value) const { return std::to_string(value); }
  virtual std::optional<int> parse_value(std::string_view text) const;

  // The rules, read plainly. `solution` is complete (no kUnknown) and has the puzzle's shape;
  // returns the first broken rule, or nothing when the solution is valid.
  virtual std::optional<Violation> check(const Grid& solution) const = 0;

  // Writes the puzzle's clauses into `cnf` and names the answer variables in cnf.answer().
  virtual void encode(Cnf& cnf, const EncodeOptions& options) const = 0;

  virtual std::unique_ptr<NativeRules> native_rules() const = 0;
  // Whether solving pays for a propagation of the native rules before the encoding, to encode
  // only what it leaves open (driver/shrink.hpp). The native rules must then name the answer
  // cells' values as the encoding's answer map does.
  virtual bool shrinks_before_encoding() const { return false; }

  // For a genre with a global rule (a connected area, a single loop) that encode leaves out when
  // options.connectivity is Lazy: given a model's answer (complete) of that encoding, clauses
  // over answer cells only that the answer breaks and every solution of every puzzle of this
  // shape keeps (so they stay valid whatever clues are switched on); none when the answer keeps
  // the rule. The embedded solver adds them and solves again (driver/cuts.hpp). None by default.
  virtual std::vector<Cut> cuts(const Grid& answer) const;

  virtual AnswerKind answer_kind() const { return AnswerKind::Values; }
  // For a loop answer: its edges (puzzles/answer_kind.hpp lays them out in the answer grid). By
  // default the loop runs along the cell borders (slitherlink); a loop through the cell centres
  // (masyu) returns centre_loop(rows(), cols()).
  virtual LoopShape loop_shape() const { return {rows() + 1, cols(), rows(), cols() + 1}; }
  // For `rate`, a loop genre whose players take the single loop for a harder rule than its
  // local ones (masyu: Tatham's Pearl grades the pearls' and the lines' local deductions Easy
  // and "this line would close a loop too soon" Tricky): the least chain a step that reads the
  // loop whole counts, and the rating's reasoning then sees the loop only through such steps.
  // 0 (the default): the loop is one rule among the others.
  virtual int loop_step_depth() const { return 0; }
  // Values are letters (JSON writes value_text, and null for 0, a blank), not numbers.
  virtual bool letter_values() const { return false; }
  // The value 0 is a cell that holds no number (easy as ABC's blank, doppelblock's shaded cell):
  // JSON writes null for it.
  virtual bool blank_zero() const { return letter_values(); }
  // The number JSON writes for a value of a values answer (magnets: its - pole, 2, is -1).
  virtual int json_number(int value) const { return value; }
  // A value as pictures show it (pretty, SVG); value_text by default.
  virtual std::string shown_value(int value) const { return value_text(value); }
  // A value as a given of the native format; value_text by default.
  virtual std::string given_text(int value) const { return value_text(value); }

  // ---- clues: what analyze calls redundant and generate takes away ----
  // The removable clues, in a fixed order: by default the givens, row by row.
  virtual std::vector<Clue> removable_clues() const;
  // Makes `clues` the puzzle's removable clues, everything else kept. By default only givens;
  // a genre with other removable clues overrides it.
  virtual void set_clues(std::span<const Clue> clues);
  // "given r1c2 = 5" (1-based), for messages.
  virtual std::string describe_clue(const Clue& clue) const;
  // The cells (row-major) a clue is about, for pictures that highlight it: a given's cell by
  // default, none for other clues (a border clue is highlighted where it is written).
  virtual std::vector<int> cells_of_clue(const Clue& clue) const;

  // ---- fixed clues: the puzzle's structure, named by explanations ----
  // The clues that make the puzzle what it is and are not removable (a calcudoku's or killer's
  // cages with their sums), as Part clues in a fixed order; none by default. An explanation of
  // why a puzzle has no solution may need them.
  virtual std::vector<Clue> fixed_clues() const { return {}; }
  // Keeps only `kept` of the fixed clues (the others switched off: a cage whose cells are free),
  // everything else as it is. encode() writes each fixed clue's clauses after every clause that
  // is not a clue's, over new auxiliary variables, as it does for removable clues (the clue
  // solver switches them with assumptions on that condition, and checks it). The default takes
  // only all of them (a genre without fixed clues: none).
  virtual void keep_fixed_clues(std::span<const Clue> kept);

  // An upper estimate of the CNF's size, for refusing what would not fit in memory before
  // encoding it (puzzles/encoding_size.hpp); zero (nothing is refused) by default.
  virtual EncodingSize encoding_size(const EncodeOptions& options) const;

  // Fills the genre's part of a picture (walls, cages, clues, signs) of rows() x cols() cells.
  virtual void draw(Picture& picture) const;

  // For batch's shape cache (backends/shape_cache.hpp): a key that names the puzzle without its
  // givens, when its encoding is exactly that puzzle's clauses followed by one unit clause per
  // given (then same-keyed puzzles share one solver); empty when it is not.
  virtual std::string shape_key() const { return ""; }

  // The puzzle's data for the bench's MiniZinc model (encoder/genres/<type>/<type>.mzn) in
  // .dzn syntax; empty when the genre has no model.
  virtual std::string minizinc_data() const { return ""; }

 protected:
  // Replaces the givens (set_clues' default).
  virtual void set_givens(Grid givens) = 0;
};

// A copy of `puzzle` whose removable clues are exactly `clues`.
std::unique_ptr<Puzzle> with_clues(const Puzzle& puzzle, std::span<const Clue> clues);
// A copy whose removable clues are the non-Part clues of `clues` and whose fixed clues are its
// Part clues.
std::unique_ptr<Puzzle> with_parts(const Puzzle& puzzle, std::span<const Clue> clues);

// The picture of a puzzle: an empty one of its size, filled by the genre.
Picture picture_of(const Puzzle& puzzle);

// "r3c5: message" (1-based), or just the message when no cell is named.
std::string describe(const Violation& violation);

// Checks the shape and that every cell is filled, then the puzzle's rules and its givens.
std::optional<Violation> check_solution(const Puzzle& puzzle, const Grid& solution);

}  // namespace gridsat
