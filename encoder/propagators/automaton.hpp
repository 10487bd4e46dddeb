// A deterministic automaton read along a line of cells, as a filter on the native search's
// candidates: the regular constraint's classic filtering (G. Pesant, "A regular language
// membership constraint for finite sequences of variables", CP 2004). The native twin of
// encodings/line_automata's clauses: a value stays in a cell exactly when some word over the
// candidates that the automaton accepts puts it there.
//
// One sweep forward marks the states reachable before each cell, one backward the states from
// which acceptance is still reachable; a value of cell i survives when it leads from a state
// marked forward before i to one marked backward after i. Linear in the cells times the states
// times the values.
#pragma once

#include <span>
#include <vector>

#include "encodings/line_automata.hpp"
#include "puzzles/native_rules.hpp"

namespace gridsat {

// Narrows `cells[line[i]]` (bit v: the automaton's value v) to the supported values. Sets
// `changed` when it removed one; false when the automaton accepts no word over the candidates.
bool filter_line_automaton(const LineAutomaton& automaton, std::span<const int> line,
                           std::vector<Candidates>& cells, bool& changed);

}  // namespace gridsat
