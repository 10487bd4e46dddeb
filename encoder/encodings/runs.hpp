// "This line of boolean cells has exactly these runs": the line constraint of a nonogram (a row's
// or column's clue list, in order). Two encodings, chosen by the caller:
//
//  - Automaton: the regular constraint (G. Pesant, "A regular language membership constraint for
//    finite sequences of variables", CP 2004) of the pattern 0* 1^r1 0+ 1^r2 ... 1^rk 0*, as the
//    deterministic automaton whose state counts the pattern symbols read so far (runs_automaton),
//    unrolled along the line by encodings/line_automata.hpp (one layer of live states per cell
//    boundary, with the support clauses that make unit propagation prune values from both
//    ends, after Bacchus, "GAC via unit propagation", CP 2007). The cells are the automaton's
//    two values: "cell empty" is the negated cell literal.
//  - Starts: one integer per run, its first cell, in the order encoding (Crawford and Baker,
//    1994; Tamura et al., "Compiling finite linear CSP into SAT", Constraints 2009): literals
//    "run j starts at t or later" for the starts it can have, the runs in order with a gap
//    ("run j starts at t or later -> run j+1 starts at t + r_j + 1 or later"), a literal "run j
//    covers cell c" per place it can cover, and a cell filled exactly when some run covers it.
//    The usual SAT model of nonograms (e.g. the start-position models compared in K. J.
//    Batenburg and W. A. Kosters, "Solving nonograms by combining relaxations", Pattern
//    Recognition 2009, and the CSP models of the MiniZinc benchmarks).
//
// Both accept exactly the assignments of the cells whose runs are `runs` (tests/nonogram checks
// both against brute force on every clue list of lines up to 8 cells).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "cnf/cnf.hpp"
#include "encodings/line_automata.hpp"

namespace gridsat {

enum class RunsEncoding { Automaton, Starts };
inline constexpr RunsEncoding kAllRunsEncodings[] = {RunsEncoding::Automaton, RunsEncoding::Starts};

std::string_view runs_encoding_name(RunsEncoding encoding);  // "automaton" | "starts"
std::optional<RunsEncoding> parse_runs_encoding(std::string_view name);

// The automaton of the pattern of `runs` (each at least 1) over the values 0 (empty) and 1
// (filled): state q = the number of pattern symbols (the runs' cells and the one empty cell
// between two runs) read so far; the last state accepts. Used by the Automaton encoding and by
// the nonogram's native line solver.
LineAutomaton runs_automaton(const std::vector<int>& runs);

// The cells of the shortest line that holds `runs`: their sum plus one gap between each two.
int runs_length(const std::vector<int>& runs);

// Adds clauses that hold exactly when the cells `cells` (literal true = filled), read in order,
// have the runs `runs` (each at least 1; empty: every cell empty). A clue that does not fit the
// line makes the CNF unsatisfiable.
void encode_runs(Cnf& cnf, const std::vector<Lit>& cells, const std::vector<int>& runs,
                 RunsEncoding encoding);

}  // namespace gridsat
