// The interface every puzzle type implements: its rules stated twice, once as `check` (plain
// loops, the obvious reading of the rules) and once as `encode` (clauses), plus the native rules
// for the backtracker. Formats build puzzles; backends never see them.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "cnf/cnf.hpp"
#include "encodings/amo.hpp"
#include "encodings/cardinality.hpp"
#include "puzzles/grid.hpp"
#include "puzzles/native_rules.hpp"

namespace gridsat {

// A broken rule, as `check` reports it: which rule, and a cell where it shows (0-based; -1 when
// the rule is about no single cell).
struct Violation {
  std::string message;
  int row = -1;
  int col = -1;
};

// The encoding choices a user can make. Each puzzle uses the ones that apply to it.
struct EncodeOptions {
  Amo amo = Amo::Auto;  // pairwise up to 32 literals, product above (encodings/amo.hpp)
  Card card = Card::Sequential;
  std::string visibility = "order";  // skyscrapers / abc line automata
  std::string sum = "auto";          // cage encodings: tuples | dd | auto
};

class Puzzle {
 public:
  virtual ~Puzzle() = default;

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
};

// "r3c5: message" (1-based), or just the message when no cell is named.
std::string describe(const Violation& violation);

// Checks the shape and that every cell is filled, then the puzzle's rules and its givens.
std::optional<Violation> check_solution(const Puzzle& puzzle, const Grid& solution);

}  // namespace gridsat
