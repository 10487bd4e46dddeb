// What the hint, explain and rate tests share: small generated puzzles of every genre (fixed
// seeds), and judges that re-solve from scratch, on a fresh encoding of the puzzle cut down to
// some of its clues (with_parts), apart from the clue solver and the reasoning under test.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "setter/setter.hpp"

namespace gridsat::test {

// A genre (or a variant of one) at a small size.
struct SmallKind {
  std::string name;
  GenerateSpec spec;
};
// Every genre of the registry and its variants (killer, jigsaw), each at a size where a puzzle
// takes milliseconds.
std::vector<SmallKind> small_kinds();

// The only solution of a unique puzzle (the test fails when it is not unique).
Grid only_solution(const Puzzle& puzzle);

// The answer cells a player fills: with a variable, not a given (a loop: every edge), and not
// fixed by a unit clause of the puzzle encoded without its clues (structure: a kakuro's black
// cells, a nurikabe's numbered cells).
std::vector<int> open_cells(const Puzzle& puzzle);

// A puzzle cut down to `clues` (removable and fixed ones), with `filled` cells fixed: does it
// have a model? With `differs`, also one in which that cell does not hold its value? Encoded
// afresh with every rule in the CNF (static connectivity), solved by a fresh CaDiCaL.
bool has_model(const Puzzle& puzzle, const std::vector<Clue>& clues,
               const std::vector<CellValue>& filled, const CellValue* differs = nullptr);

// Whether unit propagation alone (UnitReducer) on that fresh encoding fixes `cell` to its value.
bool propagation_fixes(const Puzzle& puzzle, const std::vector<Clue>& clues,
                       const std::vector<CellValue>& filled, const CellValue& cell);

}  // namespace gridsat::test
