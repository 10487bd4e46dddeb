// Between line. One auxiliary literal o, "the first end is the lower one", splits the rule into
// two orders, each a set of comparisons over the order literals (Tamura et al. 2009): under o,
// "first = v" implies "inner >= v+1" and "last = v" implies "inner <= v-1"; under not o the ends
// swap. Redundant clauses tie the ends to each other (the upper end at least 2 above the lower)
// and keep 1 and n off the inner cells, so that propagation sees the gap before it reaches the
// inner cells. With at least one inner cell the ends can never be equal, so o is decided by them.
// The native rule tries both orders: in each, the lower end keeps the values below some value
// every inner cell can still take, the upper end likewise above, and the inner cells the values
// between what is left of the ends; a cell keeps what either order keeps.
#include "genres/sudoku/constraints/between.hpp"

#include <algorithm>

#include "puzzles/grid.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::string Between::describe(int n) const {
  return "between line " + cells_text(cells, n);
}

std::optional<Violation> Between::check(const Grid& s) const {
  const int a = s.cells[at(cells.front())], b = s.cells[at(cells.back())];
  const int lo = std::min(a, b), hi = std::max(a, b);
  for (std::size_t k = 1; k + 1 < cells.size(); ++k) {
    const int v = s.cells[at(cells[k])];
    if (v <= lo || v >= hi)
      return Violation{"between line from " + cell_name(cells.front(), s.cols) + ": " +
                           cell_name(cells[k], s.cols) + " = " + std::to_string(v) +
                           " is not strictly between " + std::to_string(a) + " and " +
                           std::to_string(b),
                       cells[k] / s.cols, cells[k] % s.cols};
  }
  return std::nullopt;
}

void Between::encode(SudokuVars& vars, const EncodeOptions&) const {
  if (cells.size() < 3) return;  // nothing between the ends
  const int n = vars.n();
  Cnf& cnf = vars.cnf();
  const Lit first_low = cnf.new_var();
  // Under `order` (a literal), `low` is the lower end and `high` the upper one.
  auto bound = [&](Lit order, int low, int high) {
    for (int v = 1; v <= n; ++v) {
      // low = v -> high >= v + 2; high = v -> low <= v - 2.
      if (v + 2 <= n)
        cnf.add({-order, -vars.is(low, v), vars.at_least(high, v + 2)});
      else
        cnf.add({-order, -vars.is(low, v)});
      if (v - 1 >= 2)
        cnf.add({-order, -vars.is(high, v), -vars.at_least(low, v - 1)});
      else
        cnf.add({-order, -vars.is(high, v)});
      for (std::size_t k = 1; k + 1 < cells.size(); ++k) {
        const int inner = cells[k];
        if (v + 1 <= n)  // low = v -> inner >= v + 1
          cnf.add({-order, -vars.is(low, v), vars.at_least(inner, v + 1)});
        else
          cnf.add({-order, -vars.is(low, v)});
        if (v >= 2)  // high = v -> inner <= v - 1
          cnf.add({-order, -vars.is(high, v), -vars.at_least(inner, v)});
        else
          cnf.add({-order, -vars.is(high, v)});
      }
    }
  };
  bound(first_low, cells.front(), cells.back());
  bound(-first_low, cells.back(), cells.front());
  for (std::size_t k = 1; k + 1 < cells.size(); ++k) {
    cnf.add({-vars.is(cells[k], 1)});
    cnf.add({-vars.is(cells[k], n)});
  }
}

bool Between::propagate(std::vector<Candidates>& grid, int n, bool& changed) const {
  const int first = cells.front(), last = cells.back();
  std::vector<Candidates> keep(cells.size(), 0);  // what either order leaves each cell
  for (bool first_low : {true, false}) {
    const int low = first_low ? first : last, high = first_low ? last : first;
    const Candidates low_c = grid[at(low)], high_c = grid[at(high)];
    if (low_c == 0 || high_c == 0) continue;
    const Candidates range =
        values_above(lowest_value(low_c)) & values_below(highest_value(high_c));
    int least_top = n + 1, greatest_bottom = 0;  // over inner cells: min of max, max of min
    bool possible = true;
    for (std::size_t k = 1; k + 1 < cells.size() && possible; ++k) {
      const Candidates c = grid[at(cells[k])] & range;
      possible = c != 0;
      if (!possible) break;
      least_top = std::min(least_top, highest_value(c));
      greatest_bottom = std::max(greatest_bottom, lowest_value(c));
    }
    if (!possible) continue;
    const Candidates new_low = low_c & values_below(least_top),
                     new_high = high_c & values_above(greatest_bottom);
    if (new_low == 0 || new_high == 0) continue;
    const Candidates inner =
        values_above(lowest_value(new_low)) & values_below(highest_value(new_high));
    std::vector<Candidates> kept(cells.size(), 0);
    for (std::size_t k = 1; k + 1 < cells.size() && possible; ++k) {
      kept[k] = grid[at(cells[k])] & inner;
      possible = kept[k] != 0;
    }
    if (!possible) continue;
    kept.front() = first_low ? new_low : new_high;
    kept.back() = first_low ? new_high : new_low;
    for (std::size_t k = 0; k < cells.size(); ++k) keep[k] |= kept[k];
  }
  for (std::size_t k = 0; k < cells.size(); ++k) {
    Candidates& c = grid[at(cells[k])];
    if ((c & keep[k]) != c) {
      c &= keep[k];
      changed = true;
    }
    if (c == 0) return false;
  }
  return true;
}

void Between::draw(Picture& picture) const {
  picture.lines.push_back({LineStyle::Between, cells, 1});
}

std::string Between::native_line(int n) const {
  return cells_text(cells, n);
}

namespace {

ConstraintPtr read_between(std::span<const Token> line, int n) {
  auto b = std::make_shared<Between>();
  b->cells = read_cells(line, n, 2);
  if (b->cells.size() < 3)
    throw ParseFailure(line.back(), "a between line needs a cell between its two ends");
  require_touching(line, b->cells, n, "a between line runs through neighbours");
  return b;
}

// Between lines the solution keeps: a random end, 1 to 4 inner cells on a random walk all above
// it (or all below it), then a last cell above (below) every inner one; 3 to 6 cells.
std::vector<ConstraintPtr> sample_betweens(const Grid& s, Random& rng) {
  const int n = s.cols;
  std::vector<char> used(at(n * n), 0);
  std::vector<ConstraintPtr> out;
  for (int attempt = 0; attempt < 4 * n; ++attempt) {
    int cell = rng.below(n * n);
    if (used[at(cell)]) continue;
    const int sign = rng.chance(1, 2) ? 1 : -1;  // 1: the first end is the lower one
    const int end = sign * s.cells[at(cell)];
    std::vector<int> line{cell};
    const int inner = rng.between(1, 4);
    int extreme = end;  // the highest (sign 1) or lowest inner value so far, signed
    bool closed = false;
    while (!closed) {
      const bool last = static_cast<int>(line.size()) > inner;
      std::vector<int> next;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          const int r = cell / n + dr, c = cell % n + dc;
          if (!(dr || dc) || r < 0 || r >= n || c < 0 || c >= n || used[at(r * n + c)]) continue;
          if (std::find(line.begin(), line.end(), r * n + c) != line.end()) continue;
          const int v = sign * s.at(r, c);
          if (last ? v > extreme : v > end) next.push_back(r * n + c);
        }
      if (next.empty()) break;
      if (!last) {  // an inner cell must leave room for an end beyond it
        std::erase_if(next, [&](int c) { return sign * s.cells[at(c)] >= (sign > 0 ? n : -1); });
        if (next.empty()) break;
      }
      cell = rng.pick(next);
      line.push_back(cell);
      extreme = std::max(extreme, sign * s.cells[at(cell)]);
      closed = last;
    }
    if (!closed) continue;
    for (int c : line) used[at(c)] = 1;
    auto b = std::make_shared<Between>();
    b->cells = std::move(line);
    out.push_back(std::move(b));
  }
  return out;
}

}  // namespace

ConstraintKind between_kind() {
  return {"between", "between lines: every cell lies strictly between the two ends in value",
          false,     read_between,
          nullptr,   sample_betweens};
}

}  // namespace gridsat
