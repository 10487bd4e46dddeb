// The regular constraint over a line of one-hot cells (see line_automata.hpp): live states by a
// forward and a backward sweep, then the layered clauses over the live states only.
#include "encodings/line_automata.hpp"

#include <algorithm>

#include "encodings/amo.hpp"

namespace gridsat {

void add_simplified(Cnf& cnf, std::vector<Lit> clause) {
  if (std::find(clause.begin(), clause.end(), kTrueLit) != clause.end()) return;
  std::erase(clause, -kTrueLit);
  if (clause.empty()) {
    add_false(cnf);
    return;
  }
  cnf.add(clause);
}

void add_false(Cnf& cnf) {
  Lit x = cnf.new_var();
  cnf.add({x});
  cnf.add({-x});
}

namespace {

using Layer = std::vector<bool>;  // per state: live in this layer

// live[i]: the states before cell i (i = 0..n) reachable from the start and able to reach an
// accepting state after the last cell.
std::vector<Layer> live_states(const LineAutomaton& a, int n,
                               const std::function<bool(int, int)>& admissible) {
  const auto states = static_cast<std::size_t>(a.num_states);
  std::vector<Layer> live(static_cast<std::size_t>(n) + 1, Layer(states, false));
  auto allowed = [&](int i, int q) { return !admissible || admissible(i, q); };
  live[0][static_cast<std::size_t>(a.start)] = allowed(0, a.start);
  for (int i = 0; i < n; ++i)
    for (int q = 0; q < a.num_states; ++q)
      if (live[static_cast<std::size_t>(i)][static_cast<std::size_t>(q)])
        for (int v = 0; v < a.num_values; ++v)
          if (int to = a.step(q, v); to >= 0 && allowed(i + 1, to))
            live[static_cast<std::size_t>(i) + 1][static_cast<std::size_t>(to)] = true;
  Layer& last = live[static_cast<std::size_t>(n)];
  for (std::size_t q = 0; q < states; ++q) last[q] = last[q] && a.accepting[q];
  for (int i = n - 1; i >= 0; --i) {
    const Layer& after = live[static_cast<std::size_t>(i) + 1];
    for (int q = 0; q < a.num_states; ++q) {
      auto qi = static_cast<std::size_t>(q);
      if (!live[static_cast<std::size_t>(i)][qi]) continue;
      bool useful = false;
      for (int v = 0; v < a.num_values && !useful; ++v) {
        int to = a.step(q, v);
        useful = to >= 0 && after[static_cast<std::size_t>(to)];
      }
      live[static_cast<std::size_t>(i)][qi] = useful;
    }
  }
  return live;
}

}  // namespace

void encode_line_automaton(Cnf& cnf, const std::vector<std::vector<Lit>>& line,
                           const LineAutomaton& a,
                           const std::function<bool(int layer, int state)>& admissible) {
  const int n = static_cast<int>(line.size());
  const std::vector<Layer> live = live_states(a, n, admissible);
  if (!live[0][static_cast<std::size_t>(a.start)]) {
    add_false(cnf);
    return;
  }
  // state[i][q]: the literal "the run is in q before cell i"; kTrueLit for the start state and
  // for the live (accepting) states after the last cell, 0 for a dead state.
  std::vector<std::vector<Lit>> state(static_cast<std::size_t>(n) + 1,
                                      std::vector<Lit>(static_cast<std::size_t>(a.num_states), 0));
  for (int i = 0; i <= n; ++i) {
    std::vector<Lit>& layer = state[static_cast<std::size_t>(i)];
    std::vector<Lit> some_state;
    for (int q = 0; q < a.num_states; ++q) {
      auto qi = static_cast<std::size_t>(q);
      if (!live[static_cast<std::size_t>(i)][qi]) continue;
      layer[qi] = (i == 0 || i == n) ? kTrueLit : cnf.new_var();
      some_state.push_back(layer[qi]);
    }
    if (i > 0 && i < n) {
      add_simplified(cnf, some_state);
      at_most_one(cnf, some_state, Amo::Sequential);
    }
  }
  for (int i = 0; i < n; ++i) {
    const std::vector<Lit>& before = state[static_cast<std::size_t>(i)];
    const std::vector<Lit>& after = state[static_cast<std::size_t>(i) + 1];
    const std::vector<Lit>& cell = line[static_cast<std::size_t>(i)];
    // Forward, and for each value the states that can read it.
    std::vector<std::vector<Lit>> readers(static_cast<std::size_t>(a.num_values));
    // For each state after the cell, the states before that lead to it.
    std::vector<std::vector<Lit>> predecessors(static_cast<std::size_t>(a.num_states));
    for (int q = 0; q < a.num_states; ++q) {
      Lit s = before[static_cast<std::size_t>(q)];
      if (s == 0) continue;
      for (int v = 0; v < a.num_values; ++v) {
        Lit x = cell[static_cast<std::size_t>(v)];
        int to = a.step(q, v);
        Lit t = to >= 0 ? after[static_cast<std::size_t>(to)] : 0;
        if (t == 0) {
          add_simplified(cnf, {-s, -x});
          continue;
        }
        add_simplified(cnf, {-s, -x, t});
        readers[static_cast<std::size_t>(v)].push_back(s);
        auto& pred = predecessors[static_cast<std::size_t>(to)];
        if (pred.empty() || pred.back() != s) pred.push_back(s);
      }
    }
    for (int v = 0; v < a.num_values; ++v) {
      std::vector<Lit> clause = readers[static_cast<std::size_t>(v)];
      clause.push_back(-cell[static_cast<std::size_t>(v)]);
      add_simplified(cnf, clause);
    }
    // A state needs a value it can read and a live state to go to.
    for (int q = 0; q < a.num_states; ++q) {
      Lit s = before[static_cast<std::size_t>(q)];
      if (s == 0 || s == kTrueLit) continue;
      std::vector<Lit> values{-s}, successors{-s};
      for (int v = 0; v < a.num_values; ++v) {
        int to = a.step(q, v);
        Lit t = to >= 0 ? after[static_cast<std::size_t>(to)] : 0;
        if (t == 0) continue;
        values.push_back(cell[static_cast<std::size_t>(v)]);
        if (std::find(successors.begin(), successors.end(), t) == successors.end())
          successors.push_back(t);
      }
      add_simplified(cnf, values);
      add_simplified(cnf, successors);
    }
    if (i + 1 == n) continue;  // the states after the last cell are constants
    for (int q = 0; q < a.num_states; ++q) {
      Lit t = after[static_cast<std::size_t>(q)];
      if (t == 0) continue;
      std::vector<Lit> clause = predecessors[static_cast<std::size_t>(q)];
      clause.push_back(-t);
      add_simplified(cnf, clause);
    }
  }
}

}  // namespace gridsat
