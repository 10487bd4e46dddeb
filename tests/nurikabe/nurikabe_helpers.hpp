// What the nurikabe tests share: puzzles from rows of text, shadings from rows of `#` and `.`,
// every model of an encoding (static, or lazy with the cuts loop), and brute force over every
// shading of a small grid.
#pragma once

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "genres/nurikabe/nurikabe.hpp"
#include "support/support.hpp"

namespace gridsat::test {

// A puzzle from rows of cells separated by spaces: a number, `?`, or `.`.
Nurikabe nurikabe_from_rows(const std::vector<std::string>& rows);
// A shading from rows of `#` (black) and `.` (white).
Grid shading(const std::vector<std::string>& rows);
// The shading as rows of `#` and `.`, for messages.
std::string shading_text(const Grid& g);

// Every shading of the puzzle's grid that check_solution accepts (brute force).
std::set<std::vector<int>> valid_shadings(const Nurikabe& p);
// Every model of the puzzle's encoding with these options, projected on the answer; a Lazy
// encoding is solved with the cuts loop (driver/cuts.hpp), as the embedded solver does.
std::set<std::vector<int>> sat_shadings(const Nurikabe& p, const EncodeOptions& options);
// Every solution the native backtracker finds (the whole search).
std::set<std::vector<int>> native_shadings(const Nurikabe& p);

}  // namespace gridsat::test
