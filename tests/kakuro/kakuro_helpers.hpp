// What the kakuro tests share: puzzles from native rows, answers from rows of digits, and every
// answer of a small puzzle by brute force, by the encoding's models and by the native search.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "genres/kakuro/kakuro.hpp"
#include "support/support.hpp"

namespace gridsat::test {

// A puzzle from the rows of a native `grid:` section.
Kakuro kakuro_from_rows(const std::vector<std::string>& rows);
// An answer from rows of digits separated by spaces (0 on black cells).
Grid digits(const std::vector<std::string>& rows);

// Every answer check_solution accepts (brute force over the white cells' digits).
std::set<std::vector<int>> valid_answers(const Kakuro& p);
// Every model of the puzzle's encoding with these options, projected on the answer.
std::set<std::vector<int>> sat_answers(const Kakuro& p, const EncodeOptions& options);
// Every solution the native backtracker finds (the whole search).
std::set<std::vector<int>> native_answers(const Kakuro& p);

}  // namespace gridsat::test
