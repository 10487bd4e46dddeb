// The setter's tools: `analyze` (what a puzzle's clues decide, and what they leave open) and
// `generate` (new puzzles with exactly one solution). Both work incrementally on one CaDiCaL
// solver per puzzle: the puzzle's fixed rules (Latin square, boxes, cages, ...) are added once as
// clauses and every removable clue is switched on or off by an assumption (see clue_solver.hpp),
// so that asking "is it still unique without this clue?" costs one solve call, not a new encoding.
//
// What counts as a removable clue (per type; cages are never removed, a puzzle without one of its
// cages is another puzzle, not the same one with less information):
//   sudoku (incl. diagonal, jigsaw, killer)  the givens
//   skyscrapers (incl. sum), abc             the givens and the border clues
//   calcudoku                                the explicit givens (a `grid:` section); 1-cell
//                                            cages are cages and stay
//   binairo                                  the givens
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "encodings/visibility.hpp"
#include "engine.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat {

// One removable clue: a given (cell and value) or a clue on a border (side, index, value).
struct Clue {
  enum class Kind { Given, Border };
  Kind kind = Kind::Given;
  int row = 0;  // Given: the cell, 0-based
  int col = 0;
  Side side = Side::Top;  // Border: the side and the line, 0-based
  int index = 0;
  int value = 0;  // the given's value, or the clue (a count, a sum, a letter 1..K)
  bool operator==(const Clue&) const = default;
};

// The removable clues of a puzzle: its givens in row-major order, then its border clues (top,
// bottom, left, right; each left to right or top to bottom).
std::vector<Clue> removable_clues(const Puzzle& puzzle);

// A copy of `puzzle` whose removable clues are exactly `clues` (everything else kept).
std::unique_ptr<Puzzle> with_clues(const Puzzle& puzzle, std::span<const Clue> clues);

// "given r1c2 = 5" or "top clue 3 over column 2" (1-based), for messages.
std::string describe_clue(const Puzzle& puzzle, const Clue& clue);

// ---- analyze ----

struct CellValue {
  int row = 0;  // 0-based
  int col = 0;
  int value = 0;
};

struct AnalyzeOptions {
  EncodeOptions encode;
  Limits limits;
};

struct Analysis {
  Verdict status = Verdict::Unknown;      // Unique, Multiple, None or Unknown (a limit was hit)
  StopReason stopped = StopReason::None;  // why, when Unknown

  // Multiple: the cells without a given that hold the same value in every solution, the ones
  // that do not, and givens (from one of the solutions) that together make the puzzle unique;
  // found greedily, so a small set but not necessarily a smallest one.
  std::vector<CellValue> forced;
  std::vector<std::pair<int, int>> undecided;
  std::vector<CellValue> suggest;

  // Unique: the solution, the clues that can each be removed alone with the puzzle staying
  // unique, whether unit propagation on the CNF alone fixes every cell, and CaDiCaL's effort to
  // solve the puzzle and prove the solution unique (decisions: the smallest decision budget with
  // which it does so, which is its own decision count).
  Grid solution;
  std::vector<Clue> redundant;
  std::size_t clue_count = 0;  // removable clues of the puzzle
  bool propagation_only = false;
  long long decisions = 0;
  long long conflicts = 0;
};

Analysis analyze(const Puzzle& puzzle, const AnalyzeOptions& options);

// Does unit propagation on the puzzle's CNF (its clauses, givens as unit clauses) fix every
// variable that carries the answer?
bool solved_by_propagation(const Puzzle& puzzle, const EncodeOptions& encode);

// ---- generate ----

struct GenerateSpec {
  std::string type = "sudoku";  // canonical type
  int rows = 9;
  int cols = 9;
  int box_rows = 0;  // sudoku: 0 = the default box
  int box_cols = 0;
  bool diagonal = false;     // sudoku
  bool jigsaw = false;       // sudoku: random regions instead of boxes
  bool killer = false;       // sudoku: random cages with sums
  bool sum = false;          // skyscrapers
  int letters = 0;           // abc: 0 = n - 2 (at least 1)
  bool unique_lines = true;  // binairo
  bool minimal = false;      // remove clues until none can go
  EncodeOptions encode;
  Limits limits;  // a limit that stops a solve call makes generate() throw GenerateStopped
};

// Thrown by generate() when a limit stops it: no puzzle is returned half made.
struct GenerateStopped : std::runtime_error {
  explicit GenerateStopped(StopReason why)
      : std::runtime_error("generation stopped: " + std::string(stop_name(why))), reason(why) {}
  StopReason reason;
};

// What is wrong with a spec (a size the type cannot have, ...), or nothing.
std::optional<std::string> generate_spec_problem(const GenerateSpec& spec);

// The rules of the spec's puzzles with no clue yet (one jigsaw layout, no killer cages): what the
// generator encodes, for estimating its size before starting.
std::unique_ptr<Puzzle> generate_frame(const GenerateSpec& spec);

// One new puzzle with exactly one solution, the same for the same spec and seed.
std::unique_ptr<Puzzle> generate(const GenerateSpec& spec, std::uint64_t seed);

// The seed of puzzle `index` of a run started with `seed` (so that puzzle i of `--count N` does
// not depend on N).
std::uint64_t puzzle_seed(std::uint64_t seed, std::uint64_t index);

}  // namespace gridsat
