// Extra regions. A region of n cells is returned by groups(n), so the sudoku treats it as one of
// its rows, columns and boxes (each digit exactly once, with the groups' own encoding and
// propagator) and the methods here leave it alone. A smaller region is "distinct digits": at most
// one of its cells holds each digit, encoded as an at-most-one per digit (encodings/amo.hpp, the
// same clauses a sudoku group gets minus its at-least-one); the native rule removes a fixed cell's
// digit from the others and fails when the region's cells cannot all get different digits (a
// maximum bipartite matching of cells to candidate digits smaller than the region, Hall's
// condition).
#include "genres/sudoku/constraints/extra_region.hpp"

#include <algorithm>

#include "encodings/amo.hpp"
#include "puzzles/grid.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Kuhn's augmenting path: tries to give cell k a digit, moving other cells' digits aside.
bool augment(std::size_t k, const std::vector<Candidates>& domain, std::vector<int>& owner,
             Candidates& visited) {
  for (Candidates free = domain[k] & ~visited; free; free &= free - 1) {
    const int v = lowest_index(free);
    visited |= Candidates{1} << v;
    if (owner[at(v)] < 0 || augment(at(owner[at(v)]), domain, owner, visited)) {
      owner[at(v)] = static_cast<int>(k);
      return true;
    }
  }
  return false;
}

}  // namespace

std::string ExtraRegion::describe(int n) const {
  return "extra region " + cells_text(cells, n);
}

std::vector<std::vector<int>> ExtraRegion::groups(int n) const {
  if (is_group(n)) return {cells};
  return {};
}

std::optional<Violation> ExtraRegion::check(const Grid& s) const {
  if (is_group(s.cols)) return std::nullopt;
  for (std::size_t k = 0; k < cells.size(); ++k)
    for (std::size_t j = 0; j < k; ++j)
      if (s.cells[at(cells[j])] == s.cells[at(cells[k])])
        return Violation{"value " + std::to_string(s.cells[at(cells[k])]) +
                             " appears twice in the extra region at " +
                             cell_name(cells.front(), s.cols),
                         cells[k] / s.cols, cells[k] % s.cols};
  return std::nullopt;
}

void ExtraRegion::encode(SudokuVars& vars, const EncodeOptions& options) const {
  if (is_group(vars.n())) return;
  for (int v = 1; v <= vars.n(); ++v) {
    std::vector<Lit> holders;
    for (int cell : cells) holders.push_back(vars.is(cell, v));
    at_most_one(vars.cnf(), holders, options.amo);
  }
}

bool ExtraRegion::propagate(std::vector<Candidates>& grid, int n, bool& changed) const {
  if (is_group(n)) return true;
  // Fixed cells take their digit from the others, until nothing more is fixed.
  for (bool again = true; again;) {
    again = false;
    for (int cell : cells) {
      const Candidates c = grid[at(cell)];
      if (c == 0) return false;
      if (popcount(c) != 1) continue;
      for (int other : cells)
        if (other != cell && (grid[at(other)] & c)) {
          grid[at(other)] &= ~c;
          changed = again = true;
          if (grid[at(other)] == 0) return false;
        }
    }
  }
  std::vector<Candidates> domain;
  for (int cell : cells) domain.push_back(grid[at(cell)]);
  std::vector<int> owner(64, -1);
  for (std::size_t k = 0; k < domain.size(); ++k) {
    Candidates visited = 0;
    if (!augment(k, domain, owner, visited)) return false;
  }
  return true;
}

void ExtraRegion::draw(Picture& picture) const {
  if (picture.tint.empty()) picture.tint.assign(at(picture.rows * picture.cols), -1);
  int id = 0;
  for (int t : picture.tint) id = std::max(id, t + 1);
  for (int cell : cells) picture.tint[at(cell)] = id;
}

std::string ExtraRegion::native_line(int n) const {
  return cells_text(cells, n);
}

namespace {

ConstraintPtr read_extra_region(std::span<const Token> line, int n) {
  auto r = std::make_shared<ExtraRegion>();
  r->cells = read_cells(line, n, 2);
  if (static_cast<int>(r->cells.size()) > n)
    throw ParseFailure(line[at(n)], "an extra region of " + std::to_string(r->cells.size()) +
                                        " cells cannot hold different digits out of " +
                                        std::to_string(n));
  return r;
}

// For generate --variant extra-region: two regions grown from random cells through orthogonal
// neighbours, each taking only digits it does not hold yet, 4 to n cells, apart from each other.
// Extra regions are structure, so the givens decide the grid around them.
std::vector<ConstraintPtr> sample_extra_regions(const Grid& s, Random& rng) {
  const int n = s.cols;
  std::vector<char> used(at(n * n), 0);
  std::vector<ConstraintPtr> out;
  for (int attempt = 0; attempt < 20 && out.size() < 2; ++attempt) {
    const int start = rng.below(n * n);
    if (used[at(start)]) continue;
    std::vector<int> cells{start};
    std::vector<char> digit(at(n + 1), 0);
    digit[at(s.cells[at(start)])] = 1;
    const int size = rng.between(std::min(4, n), n);
    while (static_cast<int>(cells.size()) < size) {
      std::vector<int> next;
      for (int cell : cells)
        for (int other :
             {cell - n, cell + n, cell % n ? cell - 1 : -1, cell % n < n - 1 ? cell + 1 : -1})
          if (other >= 0 && other < n * n && !used[at(other)] && !digit[at(s.cells[at(other)])] &&
              std::find(cells.begin(), cells.end(), other) == cells.end())
            next.push_back(other);
      if (next.empty()) break;
      const int cell = rng.pick(next);
      cells.push_back(cell);
      digit[at(s.cells[at(cell)])] = 1;
    }
    if (cells.size() < 3) continue;
    for (int cell : cells) used[at(cell)] = 1;
    auto region = std::make_shared<ExtraRegion>();
    region->cells = std::move(cells);
    out.push_back(std::move(region));
  }
  return out;
}

}  // namespace

ConstraintKind extra_region_kind() {
  return {"extra-region", "extra regions: the digits of the listed cells are all different",
          false,          read_extra_region,
          nullptr,        sample_extra_regions};
}

}  // namespace gridsat
