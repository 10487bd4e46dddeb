// The two line-pattern encodings of runs.hpp.
#include "encodings/runs.hpp"

#include <numeric>

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The Automaton encoding: the runs' automaton over the cells as two one-hot values each.
void encode_runs_automaton(Cnf& cnf, const std::vector<Lit>& cells, const std::vector<int>& runs) {
  std::vector<std::vector<Lit>> line;
  line.reserve(cells.size());
  for (Lit x : cells) line.push_back({-x, x});
  encode_line_automaton(cnf, line, runs_automaton(runs));
}

// The Starts encoding. Run j (0-based, length r_j) starts somewhere in [first_j, last_j]: first_j
// is its place when every run lies as far left as it can, last_j as far right.
//   ge[j][t - first_j] (t = first_j + 1 .. last_j): "run j starts at t or later"; "at first_j
//     or later" is true, "at last_j + 1 or later" false.
//   ge[j][t] -> ge[j][t - 1]                         (the order encoding's chain)
//   ge[j][t] -> ge[j + 1][t + r_j + 1]                (runs in order, at least one gap between)
//   cover[j][c] <-> ge(j, c - r_j + 1) and not ge(j, c + 1)   (run j covers cell c)
//   cover[j][c] -> cell c;  cell c -> some cover[j][c]
// The cells that no run can reach are empty.
void encode_runs_starts(Cnf& cnf, const std::vector<Lit>& cells, const std::vector<int>& runs) {
  const int n = static_cast<int>(cells.size());
  const int k = static_cast<int>(runs.size());
  const int slack = n - runs_length(runs);
  std::vector<int> first(at(k));
  for (int j = 0, t = 0; j < k; ++j) {
    first[at(j)] = t;
    t += runs[at(j)] + 1;
  }
  // ge_lit(j, t): the literal "run j starts at t or later", kTrueLit / -kTrueLit outside.
  std::vector<int> base(at(k));
  for (int j = 0; j < k; ++j) base[at(j)] = slack > 0 ? cnf.new_vars(slack) : 0;
  auto ge_lit = [&](int j, int t) -> Lit {
    const int lo = first[at(j)], hi = first[at(j)] + slack;
    if (t <= lo) return kTrueLit;
    if (t > hi) return -kTrueLit;
    return base[at(j)] + (t - lo - 1);
  };
  for (int j = 0; j < k; ++j) {
    const int lo = first[at(j)];
    for (int t = lo + 2; t <= lo + slack; ++t) cnf.add({-ge_lit(j, t), ge_lit(j, t - 1)});
    if (j + 1 < k)
      for (int t = lo + 1; t <= lo + slack; ++t)
        add_simplified(cnf, {-ge_lit(j, t), ge_lit(j + 1, t + runs[at(j)] + 1)});
  }
  std::vector<std::vector<Lit>> covering(at(n));
  for (int j = 0; j < k; ++j) {
    const int r = runs[at(j)];
    for (int c = first[at(j)]; c < first[at(j)] + slack + r; ++c) {
      const Lit from = ge_lit(j, c - r + 1), past = ge_lit(j, c + 1);
      Lit cover;
      if (from == kTrueLit && past == -kTrueLit) {
        cover = kTrueLit;
      } else {
        cover = cnf.new_var();
        add_simplified(cnf, {-cover, from});
        add_simplified(cnf, {-cover, -past});
        add_simplified(cnf, {cover, -from, past});
      }
      add_simplified(cnf, {-cover, cells[at(c)]});
      covering[at(c)].push_back(cover);
    }
  }
  for (int c = 0; c < n; ++c) {
    std::vector<Lit> clause = covering[at(c)];
    clause.push_back(-cells[at(c)]);
    add_simplified(cnf, clause);
  }
}

}  // namespace

std::string_view runs_encoding_name(RunsEncoding encoding) {
  return encoding == RunsEncoding::Automaton ? "automaton" : "starts";
}

std::optional<RunsEncoding> parse_runs_encoding(std::string_view name) {
  if (name == "automaton") return RunsEncoding::Automaton;
  if (name == "starts") return RunsEncoding::Starts;
  return std::nullopt;
}

int runs_length(const std::vector<int>& runs) {
  if (runs.empty()) return 0;
  return std::accumulate(runs.begin(), runs.end(), 0) + static_cast<int>(runs.size()) - 1;
}

// Pattern symbols: run 1's cells, one empty cell, run 2's cells, ..., run k's cells (m of them).
// In state q (q symbols read) the next expected symbol is pattern[q]. A filled cell must be that
// symbol. An empty cell is that symbol, or else it is free when the automaton stands in a gap:
// before the first run (q = 0), after the last (q = m), or just after a separating empty cell.
LineAutomaton runs_automaton(const std::vector<int>& runs) {
  std::vector<int> pattern;
  for (std::size_t j = 0; j < runs.size(); ++j) {
    if (j > 0) pattern.push_back(0);
    pattern.insert(pattern.end(), at(runs[j]), 1);
  }
  const int m = static_cast<int>(pattern.size());
  LineAutomaton a(m + 1, 2);
  a.start = 0;
  a.accepting[at(m)] = true;
  for (int q = 0; q <= m; ++q) {
    const int expected = q < m ? pattern[at(q)] : -1;
    if (expected == 1) a.set(q, 1, q + 1);
    if (expected == 0)
      a.set(q, 0, q + 1);
    else if (q == 0 || q == m || pattern[at(q - 1)] == 0)
      a.set(q, 0, q);
  }
  return a;
}

void encode_runs(Cnf& cnf, const std::vector<Lit>& cells, const std::vector<int>& runs,
                 RunsEncoding encoding) {
  if (runs_length(runs) > static_cast<int>(cells.size())) {
    add_false(cnf);
    return;
  }
  if (encoding == RunsEncoding::Automaton)
    encode_runs_automaton(cnf, cells, runs);
  else
    encode_runs_starts(cnf, cells, runs);
}

}  // namespace gridsat
