// libFuzzer target for the whole pipeline on what parses: read (format detected), encode, write
// and re-read the DIMACS, decide uniqueness with the embedded CaDiCaL under a conflict budget,
// then with the native backtracker under a time limit, and compare. Small puzzles only (at most
// 100 cells), so that an input cannot make a run slow; the limits keep hard ones from hanging.
//
// Invariants: no backend answer breaks the rules (the engine's own check, surfaced as
// internal_error); the DIMACS text of the CNF reads back with the same variables and clauses;
// when both backends reach a verdict, it is the same.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

#include "cnf/dimacs.hpp"
#include "driver/engine.hpp"
#include "fuzz_support.hpp"

using namespace gridsat;

namespace {

constexpr int kMaxCells = 100;

void require_dimacs_round_trip(const Puzzle& puzzle) {
  Cnf cnf = encode_puzzle(puzzle, {});
  std::ostringstream out;
  write_dimacs(out, cnf, {});
  DimacsError error;
  auto formula = read_dimacs(out.str(), error);
  if (!formula) fuzz::fail("encode's DIMACS does not read back: " + error.message);
  fuzz::require(formula->num_vars == cnf.num_vars(), "DIMACS round trip: variables differ");
  fuzz::require(formula->clauses.size() == cnf.num_clauses(), "DIMACS round trip: clauses differ");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  ReadResult read = read_puzzle(text, "", "");
  if (!read.puzzle) return 0;
  const Puzzle& puzzle = *read.puzzle;
  if (puzzle.rows() * puzzle.cols() > kMaxCells) return 0;
  require_dimacs_round_trip(puzzle);

  RunOptions sat;
  sat.backend = Backend::Sat;
  sat.limits.max_conflicts = 20000;
  sat.limits.timeout_seconds = 5;
  RunResult first = run(puzzle, Mode::Unique, sat);
  if (first.internal_error) fuzz::fail("sat backend: " + *first.internal_error);

  RunOptions native;
  native.backend = Backend::Native;
  native.limits.timeout_seconds = 2;
  RunResult second = run(puzzle, Mode::Unique, native);
  if (second.internal_error) fuzz::fail("native backend: " + *second.internal_error);

  if (first.verdict != Verdict::Unknown && second.verdict != Verdict::Unknown)
    fuzz::require(first.verdict == second.verdict,
                  "the backends disagree: sat says " + std::string(verdict_name(first.verdict)) +
                      ", native says " + std::string(verdict_name(second.verdict)));
  if (first.verdict == Verdict::Unique && second.verdict == Verdict::Unique)
    fuzz::require(first.solutions.front() == second.solutions.front(),
                  "the backends found different unique solutions");
  return 0;
}
