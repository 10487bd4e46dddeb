// Sandwich. The rule on a line read as a word over the digits, accepted by a small automaton: a
// state before the crusts, a state after them, and between them one state per (which crust came
// first, the 1 or the n; the sum so far, 0..clue). Reading the line's own digits it accepts
// exactly "one 1 and one n, and the digits between them add up to the clue" (on a sudoku line
// the 1 and the n occur once anyway). This is the regular constraint (G. Pesant, "A regular
// language membership constraint for finite sequences of variables", CP 2004), here over at most
// 2 (clue + 1) + 2 states.
//
// Encoded as its layered unfolding: one literal per (position, state) that some word can reach
// there and still finish from (the states are pruned forward and backward on full domains first),
// with "state s at position k and digit v in cell k imply state delta(s, v) at k + 1" (a clause
// with no consequence when delta has none: that digit cannot follow that state), "digit v in cell
// k implies one of the states at k from which v leads on", and "a state at k + 1 implies one of
// its predecessors at k": the decomposition of the regular constraint into clauses of Bacchus
// ("GAC via unit propagation", CP 2007) and Quimper & Walsh ("Decompositions of grammar
// constraints", AAAI 2008), without their transition literals. Against the alternative of one
// guarded sum per placement of the 1 and the n (n(n-1) sums per line), the automaton shares the
// partial sums between every placement.
//
// The native rule runs the same automaton over the cells' candidates: the states reachable at
// each position from the start, those that can still reach the end, and a digit stays in a cell
// only when it leads from one of the first to one of the second (domain consistency on the line,
// what Pesant's filter achieves), written apart from the clauses.
#include "genres/sudoku/constraints/sandwich.hpp"

#include <cstdint>
#include <optional>

#include "puzzles/grid.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The automaton of a sandwich with clue `sum` on digits 1..n. States: 0 before the crusts, 1
// after them, 2 + e (sum + 1) + s between them with partial sum s after crust e (0: the 1 came
// first, 1: the n did).
struct Automaton {
  int n = 0;
  int sum = 0;
  static constexpr int kDead = -1;
  static constexpr int kStart = 0;
  static constexpr int kAccept = 1;

  int states() const { return 2 + 2 * (sum + 1); }
  int between(int e, int s) const { return 2 + e * (sum + 1) + s; }
  int next(int state, int v) const {
    const bool crust = v == 1 || v == n;
    if (state == kStart) return !crust ? kStart : between(v == 1 ? 0 : 1, 0);
    if (state == kAccept) return crust ? kDead : kAccept;
    const int e = (state - 2) / (sum + 1), s = (state - 2) % (sum + 1);
    if (v == (e == 0 ? n : 1)) return s == sum ? kAccept : kDead;  // the other crust
    if (crust) return kDead;                                       // the same crust again
    return s + v <= sum ? between(e, s + v) : kDead;
  }
};

// The states reachable at positions 0..L from the start over the candidates, intersected with
// those from which the accepting state is reachable: live[k][state].
std::vector<std::vector<char>> live_states(const Automaton& a,
                                           const std::vector<Candidates>& domains) {
  const std::size_t length = domains.size(), count = at(a.states());
  std::vector<std::vector<char>> forward(length + 1, std::vector<char>(count, 0));
  std::vector<std::vector<char>> backward(length + 1, std::vector<char>(count, 0));
  forward[0][Automaton::kStart] = 1;
  for (std::size_t k = 0; k < length; ++k)
    for (int s = 0; s < a.states(); ++s) {
      if (!forward[k][at(s)]) continue;
      for (Candidates c = domains[k]; c; c &= c - 1) {
        const int t = a.next(s, lowest_index(c) + 1);
        if (t != Automaton::kDead) forward[k + 1][at(t)] = 1;
      }
    }
  backward[length][Automaton::kAccept] = forward[length][Automaton::kAccept];
  for (std::size_t k = length; k-- > 0;)
    for (int s = 0; s < a.states(); ++s) {
      if (!forward[k][at(s)]) continue;
      for (Candidates c = domains[k]; c; c &= c - 1) {
        const int t = a.next(s, lowest_index(c) + 1);
        if (t != Automaton::kDead && backward[k + 1][at(t)]) {
          backward[k][at(s)] = 1;
          break;
        }
      }
    }
  return backward;
}

}  // namespace

std::vector<int> Sandwich::cells(int n) const {
  std::vector<int> out;
  for (int i = 0; i < n; ++i) out.push_back(column ? i * n + line : line * n + i);
  return out;
}

std::string Sandwich::describe(int) const {
  return "sandwich " + std::to_string(sum) + " in " + (column ? "column " : "row ") +
         std::to_string(line + 1);
}

std::optional<Violation> Sandwich::check(const Grid& s) const {
  const int n = s.cols;
  const auto line_cells = cells(n);
  const std::string where = std::string(column ? "column " : "row ") + std::to_string(line + 1);
  int first = -1, second = -1;  // positions of the crusts, in order along the line
  for (int i = 0; i < n; ++i) {
    const int v = s.cells[at(line_cells[at(i)])];
    if (v != 1 && v != n) continue;
    for (int j = 0; j < i; ++j)
      if (s.cells[at(line_cells[at(j)])] == v)
        return Violation{where + " holds " + std::to_string(v) + " twice: a sandwich needs one",
                         line_cells[at(i)] / n, line_cells[at(i)] % n};
    (first < 0 ? first : second) = i;
  }
  const int front = line_cells.front();
  if (second < 0)
    return Violation{where + " lacks a 1 or a " + std::to_string(n) + " around its sandwich",
                     front / n, front % n};
  int total = 0;
  for (int i = first + 1; i < second; ++i) total += s.cells[at(line_cells[at(i)])];
  if (total != sum)
    return Violation{"sandwich in " + where + " sums to " + std::to_string(total) + ", not " +
                         std::to_string(sum),
                     line_cells[at(first)] / n, line_cells[at(first)] % n};
  return std::nullopt;
}

void Sandwich::encode(SudokuVars& vars, const EncodeOptions&) const {
  const int n = vars.n();
  const Automaton a{n, sum};
  const auto line_cells = cells(n);
  const Candidates all = n >= 64 ? ~Candidates{0} : (Candidates{1} << n) - 1;
  const auto live = live_states(a, std::vector<Candidates>(at(n), all));
  // state[k][s]: the literal of live state s at position k; 0 at positions 0 and n, where the
  // one live state (start, accept) always holds.
  std::vector<std::vector<Lit>> state(at(n + 1), std::vector<Lit>(at(a.states()), 0));
  for (int k = 1; k < n; ++k)
    for (int s = 0; s < a.states(); ++s)
      if (live[at(k)][at(s)]) state[at(k)][at(s)] = vars.cnf().new_var();
  Cnf& cnf = vars.cnf();
  std::vector<Lit> clause;
  std::vector<std::vector<std::vector<Lit>>> predecessors(
      at(n + 1), std::vector<std::vector<Lit>>(at(a.states())));
  for (int k = 0; k < n; ++k) {
    const int cell = line_cells[at(k)];
    for (int v = 1; v <= n; ++v) {
      std::vector<Lit> support{-vars.is(cell, v)};
      for (int s = 0; s < a.states(); ++s) {
        if (!live[at(k)][at(s)]) continue;
        const Lit here = state[at(k)][at(s)];
        const int t = a.next(s, v);
        const bool leads = t != Automaton::kDead && live[at(k + 1)][at(t)];
        clause.clear();
        if (here) clause.push_back(-here);
        clause.push_back(-vars.is(cell, v));
        if (leads && state[at(k + 1)][at(t)]) clause.push_back(state[at(k + 1)][at(t)]);
        if (!leads || state[at(k + 1)][at(t)]) cnf.add(clause);
        if (!leads) continue;
        if (!here) {
          support.clear();  // the start state always holds: v is supported
          break;
        }
        support.push_back(here);
        if (state[at(k + 1)][at(t)]) predecessors[at(k + 1)][at(t)].push_back(here);
      }
      if (!support.empty()) cnf.add(support);
    }
  }
  // A state after position 0 comes from one of its predecessors (position 1's from the start).
  for (int k = 2; k < n; ++k)
    for (int s = 0; s < a.states(); ++s)
      if (const Lit here = state[at(k)][at(s)]) {
        clause = {-here};
        for (Lit p : predecessors[at(k)][at(s)]) clause.push_back(p);
        cnf.add(clause);
      }
}

namespace {

// usable[d]: the digits (bit v-1 for v) found in some set of d distinct digits from 2..n-1 that
// adds up to `sum`; nothing (no entry) when no such set exists.
std::vector<std::optional<Candidates>> fillings(int n, int sum) {
  std::vector<std::optional<Candidates>> usable(at(n - 1));
  const int inner = n - 2;  // the digits 2..n-1
  for (std::uint32_t set = 0; set < (std::uint32_t{1} << inner); ++set) {
    int total = 0, size = 0;
    Candidates digits = 0;
    for (int b = 0; b < inner; ++b)
      if (set >> b & 1) {
        total += b + 2;
        ++size;
        digits |= Candidates{1} << (b + 1);
      }
    if (total != sum) continue;
    usable[at(size)] = usable[at(size)].value_or(0) | digits;
  }
  return usable;
}

}  // namespace

// The implied clauses: the automaton counts sums with repeats allowed, while the digits between
// the crusts are distinct on a sudoku line, and unit propagation does not combine the two. So,
// for crusts at i and j with d cells between, as killer solvers reason with a cage's
// combinations: no set of d distinct digits from 2..n-1 adds up to the clue -> the crusts are not
// there (a binary clause); otherwise a digit in none of those sets is in none of the d cells.
// On the Cracking the Cryptic "Sandwich Sudoku" this takes unique from 3,831 conflicts to 54.
void Sandwich::encode_implied(SudokuVars& vars) const {
  const int n = vars.n();
  if (n < 3 || n > 16) return;
  const auto usable = fillings(n, sum);
  const auto line_cells = cells(n);
  Cnf& cnf = vars.cnf();
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      for (const auto& [first, last] : {std::pair(1, n), std::pair(n, 1)}) {
        const Lit a = -vars.is(line_cells[at(i)], first), b = -vars.is(line_cells[at(j)], last);
        const auto& digits = usable[at(j - i - 1)];
        if (!digits) {
          cnf.add({a, b});
          continue;
        }
        for (int k = i + 1; k < j; ++k)
          for (int v = 2; v < n; ++v)
            if (!(*digits >> (v - 1) & 1)) cnf.add({a, b, -vars.is(line_cells[at(k)], v)});
      }
}

bool Sandwich::propagate(std::vector<Candidates>& grid, int n, bool& changed) const {
  const Automaton a{n, sum};
  const auto line_cells = cells(n);
  std::vector<Candidates> domains;
  for (int cell : line_cells) domains.push_back(grid[at(cell)]);
  const auto live = live_states(a, domains);
  if (!live[0][Automaton::kStart]) return false;
  for (int k = 0; k < n; ++k) {
    Candidates keep = 0;
    for (Candidates c = domains[at(k)]; c; c &= c - 1) {
      const int v = lowest_index(c) + 1;
      for (int s = 0; s < a.states(); ++s) {
        if (!live[at(k)][at(s)]) continue;
        const int t = a.next(s, v);
        if (t != Automaton::kDead && live[at(k + 1)][at(t)]) {
          keep |= Candidates{1} << (v - 1);
          break;
        }
      }
    }
    Candidates& cell = grid[at(line_cells[at(k)])];
    if (keep != cell) {
      cell = keep;
      changed = true;
    }
    if (cell == 0) return false;
  }
  return true;
}

void Sandwich::draw(Picture& picture) const {
  auto& side = picture.clues[column ? 0 : 2];  // Side::Top for a column, Side::Left for a row
  if (side.empty()) side.assign(at(column ? picture.cols : picture.rows), "");
  side[at(line)] = std::to_string(sum);
}

std::string Sandwich::native_line(int) const {
  return std::string(column ? "c" : "r") + std::to_string(line + 1) + " " + std::to_string(sum);
}

namespace {

ConstraintPtr read_sandwich(std::span<const Token> tokens, int n) {
  auto w = std::make_shared<Sandwich>();
  const std::string where = lowercase(tokens[0].text);
  const auto index =
      where.size() >= 2 ? parse_integer(std::string_view(where).substr(1)) : std::nullopt;
  if ((where[0] != 'r' && where[0] != 'c') || !index)
    throw ParseFailure(tokens[0],
                       "expected a row rR or a column cC, found '" + tokens[0].text + "'");
  if (*index < 1 || *index > n)
    throw ParseFailure(tokens[0], tokens[0].text + " is outside the " + std::to_string(n) + "x" +
                                      std::to_string(n) + " grid");
  w->column = where[0] == 'c';
  w->line = static_cast<int>(*index - 1);
  if (tokens.size() < 2)
    throw ParseFailure(tokens[0], "expected the sandwich's sum after " + tokens[0].text);
  if (tokens.size() > 2)
    throw ParseFailure(
        tokens[2], "a sandwich is a line and one sum, found '" + tokens[2].text + "' after them");
  const auto sum = parse_integer(tokens[1].text);
  const int most = (n - 2) * (n + 1) / 2;  // 2 + 3 + ... + (n - 1)
  if (!sum)
    throw ParseFailure(tokens[1], "expected the sandwich's sum, found '" + tokens[1].text + "'");
  if (*sum < 0 || *sum > most)
    throw ParseFailure(tokens[1],
                       "a sandwich sums to 0.." + std::to_string(most) + ", not " + tokens[1].text);
  w->sum = static_cast<int>(*sum);
  return w;
}

// Every row and column with the solution's sandwich sum.
std::vector<ConstraintPtr> sample_sandwiches(const Grid& s, Random&) {
  const int n = s.cols;
  std::vector<ConstraintPtr> out;
  for (bool column : {false, true})
    for (int line = 0; line < n; ++line) {
      auto w = std::make_shared<Sandwich>();
      w->column = column;
      w->line = line;
      int first = -1, second = -1;
      const auto line_cells = w->cells(n);
      for (int i = 0; i < n; ++i) {
        const int v = s.cells[at(line_cells[at(i)])];
        if (v == 1 || v == n) (first < 0 ? first : second) = i;
      }
      for (int i = first + 1; i < second; ++i) w->sum += s.cells[at(line_cells[at(i)])];
      out.push_back(std::move(w));
    }
  return out;
}

}  // namespace

ConstraintKind sandwich_kind() {
  return {"sandwich", "sandwich sums: the digits between the 1 and the n of a row or column",
          false,      read_sandwich,
          nullptr,    sample_sandwiches};
}

}  // namespace gridsat
