// The variant constraints as data for the MiniZinc model (sudoku.mzn): lines flat with offsets,
// dots and signs as pairs, and the rules that only forbid relations between pairs of cells
// (anti-knight, anti-king, nonconsecutive, the negative dots) as the pairs they forbid.
#include <algorithm>
#include <set>

#include "genres/sudoku/constraints/anti_king.hpp"
#include "genres/sudoku/constraints/anti_knight.hpp"
#include "genres/sudoku/constraints/arrow.hpp"
#include "genres/sudoku/constraints/between.hpp"
#include "genres/sudoku/constraints/extreme.hpp"
#include "genres/sudoku/constraints/kropki.hpp"
#include "genres/sudoku/constraints/little_killer.hpp"
#include "genres/sudoku/constraints/nonconsecutive.hpp"
#include "genres/sudoku/constraints/palindrome.hpp"
#include "genres/sudoku/constraints/parity.hpp"
#include "genres/sudoku/constraints/quadruple.hpp"
#include "genres/sudoku/constraints/renban.hpp"
#include "genres/sudoku/constraints/sandwich.hpp"
#include "genres/sudoku/constraints/thermo.hpp"
#include "genres/sudoku/constraints/whispers.hpp"
#include "genres/sudoku/constraints/xv.hpp"
#include "genres/sudoku/sudoku.hpp"
#include "puzzles/dzn.hpp"

namespace gridsat {
namespace {

// Lines of cells: `start` holds 1-based offsets into `cell` (one past the end last), cells 1-based.
struct FlatLines {
  std::vector<int> start{1};
  std::vector<int> cell;
  void add(const std::vector<int>& cells) {
    for (int c : cells) cell.push_back(c + 1);
    start.push_back(static_cast<int>(cell.size()) + 1);
  }
  // `count = K; name_start = [...]; name_cell = [...];` (no count line when `count` is empty).
  std::string dzn(const std::string& count, const std::string& name,
                  const std::string& cells = "_cell") const {
    return (count.empty() ? "" : count + " = " + std::to_string(start.size() - 1) + ";\n") +
           dzn::list(name + "_start", start) + dzn::list(name + cells, cell);
  }
};

std::string bools(const std::string& name, const std::vector<int>& values) {
  std::string s = name + " = [";
  for (std::size_t i = 0; i < values.size(); ++i)
    s += std::string(i ? ", " : "") + (values[i] ? "true" : "false");
  return s + "];\n";
}

enum Forbid { kSame = 1, kConsecutive = 2, kRatio = 3, kTenOrFive = 4 };

struct Pairs {
  std::vector<int> a, b, kind;
  void add(int x, int y, int k) {
    a.push_back(std::min(x, y) + 1);
    b.push_back(std::max(x, y) + 1);
    kind.push_back(k);
  }
};

// Every pair of cells (dr, dc) apart, each once.
template <class F>
void pairs_apart(int n, int dr, int dc, F f) {
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      for (auto [sr, sc] : {std::pair(dr, dc), std::pair(dr, -dc)}) {
        const int r2 = r + sr, c2 = c + sc;
        if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n && (r2 > r || (r2 == r && c2 > c)))
          f(r * n + c, r2 * n + c2);
        if (dc == 0) break;  // (dr, 0) and (dr, -0) are the same step
      }
}

bool listed(const std::vector<std::pair<int, int>>& pairs, int a, int b) {
  return std::find(pairs.begin(), pairs.end(), std::pair(a, b)) != pairs.end() ||
         std::find(pairs.begin(), pairs.end(), std::pair(b, a)) != pairs.end();
}

}  // namespace

std::string variants_minizinc_data(const Sudoku& s) {
  const int n = s.n;
  FlatLines thermo, circle, arrow, palindrome, renban, whispers, between, killer, distinct, quad;
  std::vector<int> killer_sum, dot_sum, sandwich_column, sandwich_line, sandwich_sum, quad_corner,
      parity_cell, parity_even, extreme_cell, extreme_max;
  Pairs dots, forbid;
  auto orthogonal = [&](auto f) {
    pairs_apart(n, 0, 1, f);
    pairs_apart(n, 1, 0, f);
  };
  for (const ConstraintPtr& held : s.active_variants()) {
    const SudokuConstraint* v = held.get();
    for (const auto& group : v->groups(n)) distinct.add(group);
    if (auto* t = dynamic_cast<const Thermo*>(v)) {
      thermo.add(t->cells);
    } else if (auto* a = dynamic_cast<const Arrow*>(v)) {
      circle.add(a->circle);
      arrow.add(a->arrow);
    } else if (auto* p = dynamic_cast<const Palindrome*>(v)) {
      palindrome.add(p->cells);
    } else if (auto* r = dynamic_cast<const Renban*>(v)) {
      renban.add(r->cells);
    } else if (auto* w = dynamic_cast<const Whispers*>(v)) {
      whispers.add(w->cells);
    } else if (auto* b = dynamic_cast<const Between*>(v)) {
      between.add(b->cells);
    } else if (auto* l = dynamic_cast<const LittleKiller*>(v)) {
      killer.add(l->cells);
      killer_sum.push_back(l->sum);
    } else if (auto* k = dynamic_cast<const Kropki*>(v)) {
      dots.add(k->a, k->b, k->black ? 2 : 1);
      dot_sum.push_back(0);
    } else if (auto* x = dynamic_cast<const Xv*>(v)) {
      dots.add(x->a, x->b, 3);
      dot_sum.push_back(x->sum);
    } else if (auto* kn = dynamic_cast<const KropkiNegative*>(v)) {
      orthogonal([&](int a, int b) {
        if (!listed(kn->dotted, a, b)) forbid.add(a, b, kn->black ? kRatio : kConsecutive);
      });
    } else if (auto* xn = dynamic_cast<const XvNegative*>(v)) {
      orthogonal([&](int a, int b) {
        if (!listed(xn->marked, a, b)) forbid.add(a, b, kTenOrFive);
      });
    } else if (dynamic_cast<const Nonconsecutive*>(v)) {
      orthogonal([&](int a, int b) { forbid.add(a, b, kConsecutive); });
    } else if (dynamic_cast<const AntiKnight*>(v)) {
      pairs_apart(n, 1, 2, [&](int a, int b) { forbid.add(a, b, kSame); });
      pairs_apart(n, 2, 1, [&](int a, int b) { forbid.add(a, b, kSame); });
    } else if (dynamic_cast<const AntiKing*>(v)) {
      pairs_apart(n, 1, 1, [&](int a, int b) { forbid.add(a, b, kSame); });
    } else if (auto* sw = dynamic_cast<const Sandwich*>(v)) {
      sandwich_column.push_back(sw->column);
      sandwich_line.push_back(sw->line + 1);
      sandwich_sum.push_back(sw->sum);
    } else if (auto* q = dynamic_cast<const Quadruple*>(v)) {
      quad_corner.push_back(q->corner + 1);
      std::vector<int> digits;
      for (int d : q->digits) digits.push_back(d - 1);  // FlatLines adds 1, as to cells
      quad.add(digits);
    } else if (auto* pa = dynamic_cast<const Parity*>(v)) {
      for (int cell : pa->cells) {
        parity_cell.push_back(cell + 1);
        parity_even.push_back(pa->even);
      }
    } else if (auto* e = dynamic_cast<const Extreme*>(v)) {
      for (int cell : e->cells) {
        extreme_cell.push_back(cell + 1);
        extreme_max.push_back(e->maximum);
      }
    }
    // Extra regions and disjoint groups are groups (above); nothing else to say.
  }
  std::ostringstream d;
  d << thermo.dzn("thermos", "thermo") << "arrows = " << circle.start.size() - 1 << ";\n"
    << circle.dzn("", "circle") << arrow.dzn("", "arrow")
    << palindrome.dzn("palindromes", "palindrome") << renban.dzn("renbans", "renban")
    << whispers.dzn("whispers", "whispers") << between.dzn("betweens", "between")
    << killer.dzn("killers", "killer") << dzn::list("killer_sum", killer_sum)
    << distinct.dzn("distincts", "distinct");
  d << "dots = " << dots.a.size() << ";\n"
    << dzn::list("dot_a", dots.a) << dzn::list("dot_b", dots.b) << dzn::list("dot_kind", dots.kind)
    << dzn::list("dot_sum", dot_sum);
  d << "forbids = " << forbid.a.size() << ";\n"
    << dzn::list("forbid_a", forbid.a) << dzn::list("forbid_b", forbid.b)
    << dzn::list("forbid_kind", forbid.kind);
  d << "sandwiches = " << sandwich_sum.size() << ";\n"
    << bools("sandwich_column", sandwich_column) << dzn::list("sandwich_line", sandwich_line)
    << dzn::list("sandwich_sum", sandwich_sum);
  d << "quads = " << quad_corner.size() << ";\n"
    << dzn::list("quad_corner", quad_corner) << quad.dzn("", "quad", "_digit");
  d << "parities = " << parity_cell.size() << ";\n"
    << dzn::list("parity_cell", parity_cell) << bools("parity_even", parity_even);
  d << "extremes = " << extreme_cell.size() << ";\n"
    << dzn::list("extreme_cell", extreme_cell) << bools("extreme_max", extreme_max);
  return d.str();
}

}  // namespace gridsat
