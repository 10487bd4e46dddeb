// What the masyu tests share: reading a masyu from text in any format, the committed Pearl IDs,
// every edge set of a small grid, and the counts of both backends.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "driver/engine.hpp"
#include "genres/masyu/masyu.hpp"
#include "support/support.hpp"

namespace gridsat::test {

// The puzzle read from `text` (native, a Pearl ID, a puzz.link URL), which must be a masyu.
std::unique_ptr<Masyu> read_masyu(const std::string& text, const std::string& from = "");

// The line, column and message of the error reading `text` (line 0 and "no error" when it reads).
struct ReadError {
  int line = 0;
  int col = 0;
  std::string message;
};
ReadError read_error(const std::string& text, const std::string& from = "");

// The cases of tests/masyu/data/pearl-ids.txt: `pearl:ID SOLUTION`, the solution Pearl's own
// solver draws, as a loop answer grid.
std::vector<TathamCase> pearl_cases();

// The native text of a puzzle.
std::string native_text(const Puzzle& puzzle);

// A masyu from rows of `.`, `W`, `B`.
Masyu masyu_from_rows(const std::vector<std::string>& rows);

// Every edge set of the centre loop of a rows x cols grid, as answer grids.
std::vector<Grid> all_edge_sets(int rows, int cols);

// A loop answer grid from the drawing loop_drawing() writes (read back with read_plain).
Grid loop_from_drawing(const Masyu& puzzle, const std::string& drawing);

// The count of solutions by a backend (connectivity for the sat backend).
long long count_solutions(const Puzzle& puzzle, Backend backend,
                          Connectivity connectivity = Connectivity::Auto);

}  // namespace gridsat::test
