// Renban line of L cells. One auxiliary literal per possible run start s (1 .. n-L+1), "the line
// holds s .. s+L-1": some start holds; a start bounds every cell to its window over the order
// literals (cell >= s, not cell >= s+L); the digits are pairwise distinct (binary clauses per
// value). Redundant clauses help propagation: a start needs each value of its window on some
// cell (the pigeonhole reading of "L distinct digits in L values"), and a cell's value needs a
// start whose window holds it. This is the usual "choose the window" reformulation of a run
// constraint with distinct digits, the channelling style of the order encoding (Tamura et al.
// 2009). The native rule keeps the starts whose window meets every cell and whose values are all
// still available on some cell, narrows each cell to the union of those windows, and removes a
// fixed digit from the other cells.
#include "genres/sudoku/constraints/renban.hpp"

#include <algorithm>

#include "puzzles/grid.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

Candidates window(int start, int length) {  // values start .. start+length-1
  const Candidates ones = length >= 64 ? ~Candidates{0} : (Candidates{1} << length) - 1;
  return ones << (start - 1);
}

}  // namespace

std::string Renban::describe(int n) const {
  return "renban " + cells_text(cells, n);
}

std::optional<Violation> Renban::check(const Grid& s) const {
  const std::string name = "renban from " + cell_name(cells.front(), s.cols);
  for (std::size_t k = 1; k < cells.size(); ++k)
    for (std::size_t j = 0; j < k; ++j)
      if (s.cells[at(cells[k])] == s.cells[at(cells[j])])
        return Violation{name + " repeats " + std::to_string(s.cells[at(cells[k])]) + " at " +
                             cell_name(cells[k], s.cols),
                         cells[k] / s.cols, cells[k] % s.cols};
  int lo = s.cells[at(cells.front())], hi = lo;
  for (int c : cells) {
    lo = std::min(lo, s.cells[at(c)]);
    hi = std::max(hi, s.cells[at(c)]);
  }
  if (hi - lo + 1 == static_cast<int>(cells.size())) return std::nullopt;
  std::string digits;
  for (int c : cells) digits += " " + std::to_string(s.cells[at(c)]);
  return Violation{name + ": digits" + digits + " are not consecutive", cells.front() / s.cols,
                   cells.front() % s.cols};
}

void Renban::encode(SudokuVars& vars, const EncodeOptions&) const {
  const int n = vars.n(), length = static_cast<int>(cells.size());
  Cnf& cnf = vars.cnf();
  std::vector<Lit> starts;  // starts[s - 1]: the run is s .. s+length-1
  for (int s = 1; s + length - 1 <= n; ++s) starts.push_back(cnf.new_var());
  cnf.add(starts);
  for (int s = 1; s + length - 1 <= n; ++s) {
    const Lit run = starts[at(s - 1)];
    for (int c : cells) {
      if (s >= 2) cnf.add({-run, vars.at_least(c, s)});
      if (s + length <= n) cnf.add({-run, -vars.at_least(c, s + length)});
    }
    for (int v = s; v < s + length; ++v) {  // every value of the window is on the line
      std::vector<Lit> some{-run};
      for (int c : cells) some.push_back(vars.is(c, v));
      cnf.add(some);
    }
  }
  for (int c : cells)
    for (int v = 1; v <= n; ++v) {  // a value needs a window that holds it
      std::vector<Lit> clause{-vars.is(c, v)};
      for (int s = std::max(1, v - length + 1); s <= v && s + length - 1 <= n; ++s)
        clause.push_back(starts[at(s - 1)]);
      cnf.add(clause);
    }
  for (std::size_t k = 1; k < cells.size(); ++k)
    for (std::size_t j = 0; j < k; ++j)
      for (int v = 1; v <= n; ++v) cnf.add({-vars.is(cells[j], v), -vars.is(cells[k], v)});
}

bool Renban::propagate(std::vector<Candidates>& grid, int n, bool& changed) const {
  const int length = static_cast<int>(cells.size());
  auto narrow_cell = [&](int cell, Candidates keep) {
    return narrow(grid[at(cell)], keep, changed);
  };
  // Distinct: a fixed digit leaves the other cells.
  for (int c : cells) {
    const Candidates v = grid[at(c)];
    if (v != 0 && (v & (v - 1)) == 0)
      for (int other : cells)
        if (other != c && !narrow_cell(other, ~v)) return false;
  }
  Candidates all = 0, allowed = 0;
  for (int c : cells) all |= grid[at(c)];
  for (int s = 1; s + length - 1 <= n; ++s) {
    const Candidates w = window(s, length);
    if ((all & w) != w) continue;  // some value of the window is on no cell
    if (std::all_of(cells.begin(), cells.end(), [&](int c) { return (grid[at(c)] & w) != 0; }))
      allowed |= w;
  }
  for (int c : cells)
    if (!narrow_cell(c, allowed)) return false;
  return true;
}

void Renban::draw(Picture& picture) const {
  picture.lines.push_back({LineStyle::Renban, cells, 1});
}

std::string Renban::native_line(int n) const {
  return cells_text(cells, n);
}

namespace {

ConstraintPtr read_renban(std::span<const Token> line, int n) {
  auto r = std::make_shared<Renban>();
  r->cells = read_cells(line, n, 2);
  if (static_cast<int>(r->cells.size()) > n)
    throw ParseFailure(line[at(n)], "a renban line of " + std::to_string(r->cells.size()) +
                                        " cells cannot hold that many different digits of " +
                                        std::to_string(n));
  require_touching(line, r->cells, n, "a renban line runs through neighbours");
  return r;
}

// Renban lines the solution keeps: random walks over unused touching cells with distinct digits
// that stay within a window of the line's length (2 to 5 cells), so that the digits of a finished
// walk are a run.
std::vector<ConstraintPtr> sample_renbans(const Grid& s, Random& rng) {
  const int n = s.cols;
  std::vector<char> used(at(n * n), 0);
  std::vector<ConstraintPtr> out;
  for (int attempt = 0; attempt < 4 * n; ++attempt) {
    int cell = rng.below(n * n);
    if (used[at(cell)]) continue;
    auto r = std::make_shared<Renban>();
    r->cells.push_back(cell);
    const int length = rng.between(2, std::min(n, 5));
    int lo = s.cells[at(cell)], hi = lo;
    while (static_cast<int>(r->cells.size()) < length) {
      std::vector<int> next;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          const int row = cell / n + dr, col = cell % n + dc;
          if (!(dr || dc) || row < 0 || row >= n || col < 0 || col >= n) continue;
          const int v = s.at(row, col);
          if (used[at(row * n + col)] || std::max(hi, v) - std::min(lo, v) >= length) continue;
          if (std::none_of(r->cells.begin(), r->cells.end(),
                           [&](int c) { return s.cells[at(c)] == v; }))
            next.push_back(row * n + col);
        }
      if (next.empty()) break;
      cell = rng.pick(next);
      r->cells.push_back(cell);
      lo = std::min(lo, s.cells[at(cell)]);
      hi = std::max(hi, s.cells[at(cell)]);
    }
    if (static_cast<int>(r->cells.size()) < length) continue;
    for (int c : r->cells) used[at(c)] = 1;
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace

ConstraintKind renban_kind() {
  return {"renban", "renban lines: distinct digits forming a run of consecutive numbers",
          false,    read_renban,
          nullptr,  sample_renbans};
}

}  // namespace gridsat
