// A deterministic automaton read along a line of one-hot cells, as CNF: the regular constraint.
//
// The automaton is unrolled into one layer of states per cell boundary. States that the start
// cannot reach, or from which acceptance cannot be reached in the cells that remain, are dropped
// before any variable is made, so the layers hold only live states. Then, per layer, one literal
// per live state and:
//   forward      state q before cell i and value v in cell i  ->  state next(q, v) after it
//                (or: not v, when next(q, v) is dead);
//   support      a state after cell i needs some live predecessor state before it; a state
//                before cell i needs a value it can read and a live successor; a value of cell i
//                needs some live state before it that can read it;
//   exactly one live state per layer (the at-most-one half by the sequential counter).
// The start state and the (accepting) states after the last cell are constants, not variables.
// Forward clauses alone already fix the run of any complete assignment; the support clauses let
// unit propagation prune values and states from both ends (after F. Bacchus, "GAC via unit
// propagation", CP 2007).
#pragma once

#include <climits>
#include <functional>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

struct LineAutomaton {
  int num_states = 0;
  int num_values = 0;
  int start = 0;
  std::vector<int> next;        // next[state * num_values + value]: the state after, or -1 (reject)
  std::vector<bool> accepting;  // per state

  LineAutomaton(int states, int values)
      : num_states(states),
        num_values(values),
        next(static_cast<std::size_t>(states) * static_cast<std::size_t>(values), -1),
        accepting(static_cast<std::size_t>(states), false) {}
  int step(int state, int value) const {
    return next[static_cast<std::size_t>(state) * static_cast<std::size_t>(num_values) +
                static_cast<std::size_t>(value)];
  }
  void set(int state, int value, int to) {
    next[static_cast<std::size_t>(state) * static_cast<std::size_t>(num_values) +
         static_cast<std::size_t>(value)] = to;
  }
};

// `line[i][v]` <=> cell i holds value v (v < num_values; exactly one per cell: the caller's
// clauses). Adds clauses that hold exactly when the automaton, started in `start` and fed the
// cell values nearest first, ends in an accepting state.
// `admissible(i, q)`, when given, may rule out state q before cell i on grounds the automaton
// cannot see (what the caller knows about the line, e.g. that its values are distinct): such
// states are treated as dead.
void encode_line_automaton(Cnf& cnf, const std::vector<std::vector<Lit>>& line,
                           const LineAutomaton& automaton,
                           const std::function<bool(int layer, int state)>& admissible = {});

// Constant literals for encodings that build clauses over partly known terms: kTrueLit is always
// true and -kTrueLit always false. add_simplified drops a clause holding kTrueLit and removes
// -kTrueLit from it (an emptied clause makes the CNF unsatisfiable).
inline constexpr Lit kTrueLit = INT_MAX;
void add_simplified(Cnf& cnf, std::vector<Lit> clause);

// Makes the CNF unsatisfiable (for a constraint that no assignment meets): a fresh variable that
// must be both true and false, so that no empty clause reaches a DIMACS reader.
void add_false(Cnf& cnf);

}  // namespace gridsat
