// The setter's tools: `analyze` (what a puzzle's clues decide, and what they leave open) and
// `generate` (new puzzles with exactly one solution). Both work incrementally on one CaDiCaL
// solver per puzzle: the puzzle's fixed rules (Latin square, boxes, cages, ...) are added once as
// clauses and every removable clue is switched on or off by an assumption (see clue_solver.hpp),
// so that asking "is it still unique without this clue?" costs one solve call, not a new encoding.
//
// What counts as a removable clue is the genre's to say (Puzzle::removable_clues): the givens,
// and clues around the grid where there are some; cages are never removed, a puzzle without one
// of its cages is another puzzle, not the same one with less information.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "driver/engine.hpp"
#include "genres/genre.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat {

// The removable clues of a puzzle (Puzzle::removable_clues), and "given r1c2 = 5" or "top clue
// 3 of column 2" (1-based), for messages. with_clues (puzzles/puzzle.hpp) makes a copy with a
// subset of them.
inline std::vector<Clue> removable_clues(const Puzzle& puzzle) {
  return puzzle.removable_clues();
}
inline std::string describe_clue(const Puzzle& puzzle, const Clue& clue) {
  return puzzle.describe_clue(clue);
}

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

// Where generate() is in making one puzzle, for a progress display.
struct GenerateProgress {
  enum class Phase {
    Solution,  // finding a random solution: `done` of `total` cells fixed
    Clues,     // removing clues: `done` of `total` clues tried
    Finish,    // a genre that finishes its puzzle itself (cages, ...): `done` solve calls, no total
  };
  Phase phase = Phase::Solution;
  std::size_t done = 0;
  std::size_t total = 0;
};

struct GenerateSpec {
  std::string type = "sudoku";  // canonical type
  GenerateParams params;        // the size and the genre's own options (genres/genre.hpp)
  bool minimal = false;         // remove clues until none can go
  EncodeOptions encode;
  Limits limits;  // a limit that stops a solve call makes generate() throw GenerateStopped
  // Called when a phase starts (done = 0) and ends, and between at most five times a second;
  // within a phase `done` never falls. Empty: no calls.
  std::function<void(const GenerateProgress&)> progress;
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

// The largest square side the spec's genre (or variant: killer, jigsaw) was measured to generate
// within 10 s (Generator::largest; the smallest of the variants asked for), or nothing when no
// limit is known.
std::optional<int> generate_size_limit(const GenerateSpec& spec);

// One new puzzle with exactly one solution, the same for the same spec and seed.
std::unique_ptr<Puzzle> generate(const GenerateSpec& spec, std::uint64_t seed);

// The seed of puzzle `index` of a run started with `seed` (so that puzzle i of `--count N` does
// not depend on N).
std::uint64_t puzzle_seed(std::uint64_t seed, std::uint64_t index);

}  // namespace gridsat
