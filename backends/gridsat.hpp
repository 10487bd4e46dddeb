// gridsat's library in one include: read a puzzle from text, encode it to CNF, solve it with the
// embedded CaDiCaL (or the native backtracker, or an external solver), decide uniqueness, count,
// check a grid against the rules, and write grids and puzzles back as text. Installed as
// <gridsat/gridsat.hpp>; link the CMake target gridsat::gridsat (find_package(gridsat)).
//
//   gridsat::ReadResult r = gridsat::read_puzzle(text, "", "");   // format detected
//   if (r.error) { ... r.error->line, r.error->col, r.error->message ... }
//   gridsat::RunResult s = gridsat::run(*r.puzzle, gridsat::Mode::Unique, {});
//   if (s.verdict == gridsat::Verdict::Unique)
//     std::cout << gridsat::write_plain(*r.puzzle, s.solutions.front());
//
// Nothing here prints, exits or lets an exception out for bad input: errors are values.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "cnf/cnf.hpp"          // Cnf, AnswerMap: the clauses and the cell variables
#include "cnf/dimacs.hpp"       // write_dimacs / read_dimacs
#include "driver/engine.hpp"    // run(puzzle, Mode, RunOptions) -> RunResult, encode_puzzle
#include "formats/formats.hpp"  // read_puzzle, write_puzzle, write_plain, read_plain
#include "puzzles/puzzle.hpp"   // the Puzzle interface, check_solution, describe(Violation)
#include "sat/sat_solver.hpp"   // Limits, cadical_version

namespace gridsat {

// The one solution of `text` as a plain grid when it has exactly one; otherwise nothing, with
// `why` set to the parse error, "no solution", "more than one solution" or "unknown".
inline std::optional<std::string> solve_unique_text(std::string_view text, std::string& why,
                                                    const RunOptions& options = {}) {
  ReadResult read = read_puzzle(text, "", "");
  if (read.error) {
    why = std::to_string(read.error->line) + ":" + std::to_string(read.error->col) + ": " +
          read.error->message;
    return std::nullopt;
  }
  RunResult result = run(*read.puzzle, Mode::Unique, options);
  switch (result.verdict) {
    case Verdict::Unique:
    case Verdict::Solved:
      return write_plain(*read.puzzle, result.solutions.front());
    case Verdict::Multiple:
      why = "more than one solution";
      return std::nullopt;
    case Verdict::None:
      why = "no solution";
      return std::nullopt;
    case Verdict::Unknown:
      break;
  }
  why = result.internal_error ? *result.internal_error : "unknown";
  return std::nullopt;
}

}  // namespace gridsat
