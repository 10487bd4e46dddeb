// Shared between `encode`, `unique --certify` and `verify`.
#pragma once

#include <optional>
#include <string>

#include "cnf/dimacs.hpp"
#include "common.hpp"

namespace gridsat::cli {

// The `c` lines encode writes: the puzzle and the encoding options (so a CNF can be rebuilt).
DimacsHeader dimacs_header(const Puzzle& puzzle, const CommonOptions& options);

// Writes DIR/puzzle.cnf, DIR/proof.drat, DIR/puzzle.gsp and DIR/solution.txt for a unique puzzle;
// or, when `limits` stop the proof, nothing, and returns why.
std::optional<StopReason> write_certificate(const Puzzle& puzzle, const Grid& solution,
                                            const CommonOptions& options, const std::string& dir,
                                            const Limits& limits);
// The same for a puzzle without a solution: all but solution.txt (one left in DIR is removed).
std::optional<StopReason> write_none_certificate(const Puzzle& puzzle, const CommonOptions& options,
                                                 const std::string& dir, const Limits& limits);

int cmd_verify(const std::vector<std::string>& args);

}  // namespace gridsat::cli
