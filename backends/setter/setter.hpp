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
#include "setter/reasoning.hpp"

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
  // Unique: a minimal set of clues that keeps the puzzle unique (none can go, found by deletion:
  // one set among possibly several, not necessarily a smallest one): the clues that matter most.
  std::vector<Clue> minimal;
};

Analysis analyze(const Puzzle& puzzle, const AnalyzeOptions& options);

// Does unit propagation on the puzzle's CNF (its clauses, givens as unit clauses) fix every
// variable that carries the answer?
bool solved_by_propagation(const Puzzle& puzzle, const EncodeOptions& encode);

// ---- explain: the clues that cannot hold together ----

struct ExplainOptions {
  EncodeOptions encode;
  Limits limits;
};

struct Explanation {
  // None: `contradiction` is a minimal set of clues that cannot hold together; Solved: the puzzle
  // has a solution (nothing to explain); Unknown: a limit was hit.
  Verdict status = Verdict::Unknown;
  StopReason stopped = StopReason::None;
  // Each clue needed: without any one of them the rest (with the puzzle's rules) has a solution.
  // Empty when the rules alone have none (a grid no clue can fill).
  std::vector<Clue> contradiction;
};

// The clues an explanation names (explain, hint): the removable clues, then the clues that are
// the puzzle's structure (Puzzle::fixed_clues: cages with their targets, ...).
std::vector<Clue> explanation_clues(const Puzzle& puzzle);

Explanation explain(const Puzzle& puzzle, const ExplainOptions& options);

// ---- hint: the next cell that follows, why, and how ----

struct HintOptions {
  EncodeOptions encode;
  Limits limits;
  // The cells filled so far (the answer grid's size: a loop's edge layout), kUnknown where
  // empty; an empty grid (0 x 0) means nothing is filled.
  Grid state;
  // The propagation work (clause visits) the trials may take before the hint falls back to a
  // search (-1: no limit).
  long long max_visits = 200'000'000;
};

struct Hint {
  enum class Status {
    Found,          // `cell` follows, with `level` reasoning, from `because` and `because_filled`
    Solved,         // every cell is already given or filled, and nothing contradicts
    Contradiction,  // the filled cells contradict the clues (`wrong`, `conflict`)
    NoSolution,     // the puzzle itself has no solution (explain says why)
    Open,           // no empty cell has the same value in every solution
    Unknown,        // a limit was hit (`stopped`)
  };
  Status status = Status::Unknown;
  StopReason stopped = StopReason::None;
  CellValue cell;  // in the answer grid (a loop: its edge's cell), 0-based
  Reasoning level = Reasoning::Propagation;
  // What forces the cell, each needed for reasoning of that level (shrunk by deletion: a
  // minimal set, not necessarily a smallest one).
  std::vector<Clue> because;
  std::vector<CellValue> because_filled;
  // Contradiction: the filled cells that differ from the solution (when the puzzle has exactly
  // one), and a minimal set of filled cells that cannot hold together with the clues.
  std::vector<CellValue> wrong;
  std::vector<CellValue> conflict;
};

std::string_view hint_status_name(Hint::Status status);

Hint hint(const Puzzle& puzzle, const HintOptions& options);

// ---- rate: how strong the reasoning that solves a puzzle must be ----

struct RateOptions {
  EncodeOptions encode;
  Limits limits;
  // The propagation work (clause visits) the trials may take before the rest counts as search
  // (-1: no limit).
  long long max_visits = 400'000'000;
};

struct Rating {
  Verdict status = Verdict::Unknown;  // Unique: rated; Multiple and None are not
  StopReason stopped = StopReason::None;
  double score = 0;   // 0 (propagation alone) and up; setter_rate.cpp says how it is computed
  std::string grade;  // the score in words (grades())
  Reasoning hardest = Reasoning::Propagation;  // the strongest reasoning a step needed
  int cells = 0;                               // the cells to decide (not given)
  int by_propagation = 0;                      // decided by propagation from the clues alone
  int trial_steps = 0;                         // steps of easiest trials
  int trial_removals = 0;                      // values they removed
  int trial_depth = 0;                         // the longest chain of a step's easiest trial
  int deep_rounds = 0;                         // sweeps of deep trials that removed something
  int deep_removals = 0;
  int search_cells = 0;            // cells left to the search
  long long search_conflicts = 0;  // CaDiCaL's conflicts to solve what is left, and prove it
};

// The grades, weakest first, with the least score of each.
struct Grade {
  std::string_view name;
  double from;
};
const std::vector<Grade>& grades();
std::string_view grade_of(double score);

Rating rate(const Puzzle& puzzle, const RateOptions& options);

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
  // A grade of rate() (grades()): puzzles are made until one rates so (up to
  // difficulty_attempts, else GenerateNotFound); empty: any puzzle.
  std::string difficulty;
  int difficulty_attempts = 300;
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

// Thrown by generate() when no puzzle of the asked difficulty came in the attempts it had (it
// says which grades came instead), or when 100 layouts or solutions in a row gave no unique
// puzzle (a size past what the genre's generator reaches: a limit, not a bug).
struct GenerateNotFound : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// What is wrong with a spec (a size the type cannot have, an unknown grade, ...), or nothing.
std::optional<std::string> generate_spec_problem(const GenerateSpec& spec);

// The rules of the spec's puzzles with no clue yet (one jigsaw layout, no killer cages): what the
// generator encodes, for estimating its size before starting.
std::unique_ptr<Puzzle> generate_frame(const GenerateSpec& spec);

// The largest square side the spec's genre (or variant: killer, jigsaw) was measured to generate
// within 10 s (Generator::largest; the smallest of the variants asked for), or nothing when no
// limit is known.
std::optional<int> generate_size_limit(const GenerateSpec& spec);

// One new puzzle with exactly one solution, the same for the same spec and seed. With a
// difficulty, attempt k is the puzzle of seed puzzle_seed(seed, k) (every other attempt made
// --minimal when the grade is above the easiest, since fewer clues make harder puzzles), and the
// first that rate() grades so is returned.
std::unique_ptr<Puzzle> generate(const GenerateSpec& spec, std::uint64_t seed);

// The seed of puzzle `index` of a run started with `seed` (so that puzzle i of `--count N` does
// not depend on N).
std::uint64_t puzzle_seed(std::uint64_t seed, std::uint64_t index);

}  // namespace gridsat
