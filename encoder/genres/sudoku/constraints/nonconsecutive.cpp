// Nonconsecutive, and the pair relation every neighbour kind is built on.
//
// A binary relation between two one-hot cells is encoded by its supports: for each digit v of one
// cell, the clause "a = v -> b holds one of S(v)", where S(v) are the digits of b allowed beside v,
// written from both cells. This is the support encoding (Kasif, "On the parallel complexity of
// discrete relaxation in constraint satisfaction networks", 1990; Gent, "Arc consistency in SAT",
// ECAI 2002): with the cells' exactly-one constraints, unit propagation on it removes exactly the
// digits that lost every support, i.e. it enforces arc consistency, while the plain conflict
// clauses "not (a = v and b = w)", one per forbidden pair, only reach forward checking (a digit
// goes only once the other cell is fixed). For nonconsecutive that difference is real: b in {4, 6}
// removes 5 from a by the support clause "a = 5 -> b in {1, 2, 3, 5, 7, 8, 9}", never by the
// conflict clauses. Where S(v) misses a single digit w the two forms propagate alike under
// exactly-one, and the binary conflict clause is written instead (anti-knight, anti-king: the
// relation "different" is all such clauses). The native rule is the same arc consistency, computed
// on candidate bitsets from the supports.
//
// Nonconsecutive itself is that relation "not consecutive" on every pair of orthogonal
// neighbours.
#include "genres/sudoku/constraints/nonconsecutive.hpp"

#include <algorithm>

#include "puzzles/grid.hpp"

namespace gridsat {
namespace neighbour {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

Candidates all_digits(int n) {
  return n >= 64 ? ~Candidates{0} : (Candidates{1} << n) - 1;
}

// Keeps the digits of x that have a support in y.
bool narrow(Candidates& x, Candidates y, const Supports& supports, bool& changed) {
  Candidates keep = 0;
  for (Candidates rest = x; rest != 0; rest &= rest - 1) {
    const int i = lowest_index(rest);
    if ((y & supports[at(i)]) != 0) keep |= Candidates{1} << i;
  }
  if (keep != x) {
    x = keep;
    changed = true;
  }
  return x != 0;
}

}  // namespace

void encode_pair(SudokuVars& vars, int a, int b, const Supports& supports) {
  const int n = vars.n();
  const Candidates all = all_digits(n);
  auto excluded = [&](int v) { return all & ~supports[at(v - 1)]; };
  for (const bool from_a : {true, false}) {
    const int from = from_a ? a : b, to = from_a ? b : a;
    for (int v = 1; v <= n; ++v) {
      const Candidates out = excluded(v);
      if (out == 0) continue;
      if (popcount(out) == 1) {
        const int w = lowest_index(out) + 1;
        // From b, the clause is already written from a when w excludes only v there too.
        if (!from_a && popcount(excluded(w)) == 1) continue;
        vars.cnf().add({-vars.is(from, v), -vars.is(to, w)});
        continue;
      }
      std::vector<Lit> clause{-vars.is(from, v)};
      for (int w = 1; w <= n; ++w)
        if ((supports[at(v - 1)] >> (w - 1)) & 1) clause.push_back(vars.is(to, w));
      vars.cnf().add(clause);
    }
  }
}

bool propagate_pair(std::vector<Candidates>& cells, int a, int b, const Supports& supports,
                    bool& changed) {
  // One round reaches arc consistency for a symmetric relation: a digit w that b keeps supports
  // each digit of a it was a support of, so narrowing b cannot take a's supports away.
  return narrow(cells[at(a)], cells[at(b)], supports, changed) &&
         narrow(cells[at(b)], cells[at(a)], supports, changed);
}

std::string pair_text(int a, int b, int n) {
  return cell_name(a, n) + " and " + cell_name(b, n);
}

std::vector<char> marked_borders(int n, std::span<const std::pair<int, int>> pairs) {
  std::vector<char> marked(at(2 * n * n), 0);
  for (const auto& pair : pairs)
    if (orthogonal_neighbours(pair.first, pair.second, n))
      marked[border_index(pair.first, pair.second)] = 1;
  return marked;
}

std::pair<int, int> read_sign_cells(std::span<const Token> line, int n, const std::string& what) {
  if (line.size() < 3)
    throw ParseFailure(line.back(), "expected two cells after '" + line.front().text +
                                        "': " + what + " sits between two orthogonal neighbours");
  if (line.size() > 3)
    throw ParseFailure(line[3], what + " joins two cells: unexpected '" + line[3].text + "'");
  const int a = read_cell(line[1], n), b = read_cell(line[2], n);
  if (a == b) throw ParseFailure(line[2], "cell " + line[2].text + " is listed twice");
  if (!orthogonal_neighbours(a, b, n))
    throw ParseFailure(line[2], line[1].text + " and " + line[2].text + " do not share a side: " +
                                    what + " sits between orthogonal neighbours");
  return {std::min(a, b), std::max(a, b)};
}

}  // namespace neighbour

using namespace neighbour;  // and with it `at` above

std::string Nonconsecutive::describe(int) const {
  return "nonconsecutive (orthogonal neighbours never hold consecutive digits)";
}

std::optional<Violation> Nonconsecutive::check(const Grid& s) const {
  const int n = s.cols;
  std::optional<Violation> broken;
  for_each_pair(n, kOrthogonalSteps, [&](int a, int b) {
    const int x = s.cells[at(a)], y = s.cells[at(b)];
    if (!consecutive(x, y)) return true;
    broken = Violation{"nonconsecutive: " + pair_text(a, b, n) + " hold " + std::to_string(x) +
                           " and " + std::to_string(y),
                       b / n, b % n};
    return false;
  });
  return broken;
}

void Nonconsecutive::encode(SudokuVars& vars, const EncodeOptions&) const {
  const Supports supports =
      relation_supports(vars.n(), [](int x, int y) { return !consecutive(x, y); });
  for_each_pair(vars.n(), kOrthogonalSteps, [&](int a, int b) {
    encode_pair(vars, a, b, supports);
    return true;
  });
}

bool Nonconsecutive::propagate(std::vector<Candidates>& cells, int n, bool& changed) const {
  const Supports supports = relation_supports(n, [](int x, int y) { return !consecutive(x, y); });
  return for_each_pair(n, kOrthogonalSteps, [&](int a, int b) {
    return propagate_pair(cells, a, b, supports, changed);
  });
}

void Nonconsecutive::draw(Picture& picture) const {
  picture.rules.push_back("nonconsecutive: orthogonal neighbours never hold consecutive digits");
}

std::string Nonconsecutive::native_line(int) const {
  return "";
}

namespace {

ConstraintPtr make_nonconsecutive(const FlagContext&) {
  return std::make_shared<Nonconsecutive>();
}

}  // namespace

ConstraintKind nonconsecutive_kind() {
  return {"nonconsecutive",
          "orthogonal neighbours never hold consecutive digits",
          true,
          nullptr,
          make_nonconsecutive,
          nullptr};
}

}  // namespace gridsat
