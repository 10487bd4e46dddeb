// A puzzle and its candidate solution on one line, as labelled data sets hold them
// (`unruly:4x4:... 1,0,0,1/...`, a sudoku line then its solved line): what `check SETFILE` and
// `batch --mode check` read.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "formats/text.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat::cli {

struct SolutionLineCheck {
  std::unique_ptr<Puzzle> puzzle;  // set when the puzzle part reads
  // Unset: the solution is valid. Otherwise what is wrong (the puzzle part does not read, the
  // solution does not read, or it breaks a rule), at its 1-based column in the line, on line
  // `line_number`.
  std::optional<ParseError> error;
};

// The line is `PUZZLE SOLUTION`: the solution is the last word (one of read_plain's one-line
// forms), the puzzle everything before it, read with `from` and `type` as any puzzle is.
SolutionLineCheck check_solution_line(std::string_view line, int line_number,
                                      const std::string& from, const std::string& type);

}  // namespace gridsat::cli
