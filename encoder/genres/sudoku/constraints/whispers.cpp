// German whispers. For neighbours a, b on the line and d = ceil(n/2): "a holds v" implies
// "b <= v - d or b >= v + d", one clause of at most three literals per value and direction over
// the order literals (the order encoding's reading of |a - b| >= d, Tamura et al. 2009); a value
// with no partner at all (5 on 9x9) becomes a unit clause. The native rule keeps a value of a cell
// while each neighbour on the line still has a value far enough from it.
#include "genres/sudoku/constraints/whispers.hpp"

#include <algorithm>
#include <cstdlib>

#include "puzzles/grid.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The values of `a` that have a value in `b` at least d away.
Candidates far_from(Candidates a, Candidates b, int d) {
  if (b == 0) return 0;
  const int lo = lowest_value(b), hi = highest_value(b);
  Candidates kept = 0;
  for (Candidates rest = a; rest; rest &= rest - 1) {
    const int v = lowest_value(rest);
    if (hi - v >= d || v - lo >= d) kept |= rest & (~rest + 1);
  }
  return kept;
}

}  // namespace

std::string Whispers::describe(int n) const {
  return "whispers " + cells_text(cells, n);
}

std::optional<Violation> Whispers::check(const Grid& s) const {
  const int d = difference(s.cols);
  for (std::size_t k = 1; k < cells.size(); ++k) {
    const int a = s.cells[at(cells[k - 1])], b = s.cells[at(cells[k])];
    if (std::abs(a - b) < d)
      return Violation{"whispers from " + cell_name(cells.front(), s.cols) + ": " +
                           std::to_string(a) + " then " + std::to_string(b) +
                           " differ by less "
                           "than " +
                           std::to_string(d),
                       cells[k] / s.cols, cells[k] % s.cols};
  }
  return std::nullopt;
}

void Whispers::encode(SudokuVars& vars, const EncodeOptions&) const {
  const int n = vars.n(), d = difference(n);
  auto far = [&](int a, int b) {  // a = v -> b <= v - d or b >= v + d
    for (int v = 1; v <= n; ++v) {
      std::vector<Lit> clause{-vars.is(a, v)};
      if (v - d >= 1) clause.push_back(-vars.at_least(b, v - d + 1));  // b <= v - d
      if (v + d <= n) clause.push_back(vars.at_least(b, v + d));
      vars.cnf().add(clause);
    }
  };
  for (std::size_t k = 1; k < cells.size(); ++k) {
    far(cells[k - 1], cells[k]);
    far(cells[k], cells[k - 1]);
  }
}

bool Whispers::propagate(std::vector<Candidates>& grid, int n, bool& changed) const {
  const int d = difference(n);
  auto narrow_cell = [&](int cell, Candidates keep) {
    return narrow(grid[at(cell)], keep, changed);
  };
  for (std::size_t k = 1; k < cells.size(); ++k)
    if (!narrow_cell(cells[k], far_from(grid[at(cells[k])], grid[at(cells[k - 1])], d)))
      return false;
  for (std::size_t k = cells.size() - 1; k > 0; --k)
    if (!narrow_cell(cells[k - 1], far_from(grid[at(cells[k - 1])], grid[at(cells[k])], d)))
      return false;
  return true;
}

void Whispers::draw(Picture& picture) const {
  picture.lines.push_back({LineStyle::Whispers, cells, 1});
}

std::string Whispers::native_line(int n) const {
  return cells_text(cells, n);
}

namespace {

ConstraintPtr read_whispers(std::span<const Token> line, int n) {
  auto w = std::make_shared<Whispers>();
  w->cells = read_cells(line, n, 2);
  require_touching(line, w->cells, n, "a whispers line runs through neighbours");
  return w;
}

// Whispers lines the solution keeps: random walks over unused touching cells, each step to a
// digit at least ceil(n/2) away, 3 to 7 cells.
std::vector<ConstraintPtr> sample_whispers(const Grid& s, Random& rng) {
  const int n = s.cols, d = Whispers::difference(n);
  std::vector<char> used(at(n * n), 0);
  std::vector<ConstraintPtr> out;
  for (int attempt = 0; attempt < 4 * n; ++attempt) {
    int cell = rng.below(n * n);
    if (used[at(cell)]) continue;
    auto w = std::make_shared<Whispers>();
    w->cells.push_back(cell);
    const int length = rng.between(3, 7);
    while (static_cast<int>(w->cells.size()) < length) {
      std::vector<int> next;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          const int r = cell / n + dr, c = cell % n + dc;
          if ((dr || dc) && r >= 0 && r < n && c >= 0 && c < n && !used[at(r * n + c)] &&
              std::abs(s.at(r, c) - s.cells[at(cell)]) >= d &&
              std::find(w->cells.begin(), w->cells.end(), r * n + c) == w->cells.end())
            next.push_back(r * n + c);
        }
      if (next.empty()) break;
      cell = rng.pick(next);
      w->cells.push_back(cell);
    }
    if (w->cells.size() < 3) continue;
    for (int c : w->cells) used[at(c)] = 1;
    out.push_back(std::move(w));
  }
  return out;
}

}  // namespace

ConstraintKind whispers_kind() {
  return {"whispers",
          "German whispers: neighbours on the line differ by at least half the size (5 on 9x9)",
          false,
          read_whispers,
          nullptr,
          sample_whispers};
}

}  // namespace gridsat
