// DIMACS CNF: a streaming writer (with gridsat's answer-map comments) and a reader.
#pragma once

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

struct DimacsHeader {
  // Written as `c <line>` before the answer map, e.g. "gridsat 0.1.0 sudoku 9 box=3x3".
  std::vector<std::string> comments;
  // How a value is spelled in the `c cell` lines; by default its decimal number.
  std::function<std::string(int)> value_label;
  // Extra clauses written after the formula's own (e.g. a blocking clause for --exclude).
  std::vector<std::vector<Lit>> extra_clauses;
};

// Writes the header's comments and the answer map (`c cell r<row>c<col> <value> <var>`, 1-based;
// for a loop map `c edge h|v <i> <j> <var>`, 0-based), then `p cnf` and every clause on its own
// line. Buffered: no per-clause stream calls.
void write_dimacs(std::ostream& out, const Cnf& cnf, const DimacsHeader& header);

struct DimacsFormula {
  int num_vars = 0;
  std::vector<std::vector<Lit>> clauses;
};

struct DimacsError {
  int line = 0;
  int col = 0;
  std::string message;
};

// Reads a DIMACS CNF (comments allowed anywhere). Returns nullopt and fills `error` on bad input.
std::optional<DimacsFormula> read_dimacs(std::string_view text, DimacsError& error);

}  // namespace gridsat
