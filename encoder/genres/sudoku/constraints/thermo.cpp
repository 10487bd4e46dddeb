// Thermometer. Encoded on the order literals: "a holds v" implies "the next cell holds v+1 or
// more", one clause per value and step (the usual order-encoding reading of a < b, Tamura et al.
// 2009), plus the window each cell's position leaves it (the k-th cell of a thermometer of
// length L lies in k+1 .. n-L+k+1), which the clauses imply but propagation finds sooner. The
// native rule narrows the same windows: each cell above its predecessor's minimum, below its
// successor's maximum.
#include "genres/sudoku/constraints/thermo.hpp"

#include "puzzles/grid.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::string Thermo::describe(int n) const {
  return "thermometer " + cells_text(cells, n);
}

std::optional<Violation> Thermo::check(const Grid& s) const {
  for (std::size_t k = 1; k < cells.size(); ++k) {
    const int a = cells[k - 1], b = cells[k];
    if (s.cells[at(b)] <= s.cells[at(a)])
      return Violation{"thermometer from " + cell_name(cells.front(), s.cols) +
                           " does not rise: " + std::to_string(s.cells[at(a)]) + " then " +
                           std::to_string(s.cells[at(b)]),
                       b / s.cols, b % s.cols};
  }
  return std::nullopt;
}

void Thermo::encode(SudokuVars& vars, const EncodeOptions&) const {
  const int n = vars.n(), length = static_cast<int>(cells.size());
  for (int k = 0; k < length; ++k)
    for (int v = 1; v <= n; ++v)
      if (v < k + 1 || v > n - length + k + 1) vars.cnf().add({-vars.is(cells[at(k)], v)});
  for (int k = 1; k < length; ++k)
    for (int v = 1; v <= n; ++v) {
      if (v == n)
        vars.cnf().add({-vars.is(cells[at(k - 1)], v)});
      else
        vars.cnf().add({-vars.is(cells[at(k - 1)], v), vars.at_least(cells[at(k)], v + 1)});
    }
}

bool Thermo::propagate(std::vector<Candidates>& grid, int, bool& changed) const {
  auto narrow_cell = [&](int cell, Candidates keep) {
    return narrow(grid[at(cell)], keep, changed);
  };
  for (std::size_t k = 1; k < cells.size(); ++k)
    if (!narrow_cell(cells[k], values_above(lowest_value(grid[at(cells[k - 1])])))) return false;
  for (std::size_t k = cells.size() - 1; k > 0; --k)
    if (!narrow_cell(cells[k - 1], values_below(highest_value(grid[at(cells[k])])))) return false;
  return true;
}

void Thermo::draw(Picture& picture) const {
  picture.lines.push_back({LineStyle::Thermo, cells, 1});
}

std::string Thermo::native_line(int n) const {
  return cells_text(cells, n);
}

namespace {

ConstraintPtr read_thermo(std::span<const Token> line, int n) {
  auto t = std::make_shared<Thermo>();
  t->cells = read_cells(line, n, 2);
  if (static_cast<int>(t->cells.size()) > n)
    throw ParseFailure(line[at(n)], "a thermometer of " + std::to_string(t->cells.size()) +
                                        " cells cannot rise through only " + std::to_string(n) +
                                        " digits");
  require_touching(line, t->cells, n, "a thermometer runs through neighbours");
  return t;
}

// Thermometers along rising paths of the solution: from a random cell, each step to a random
// touching cell with a higher digit not yet on a thermometer, 2 to 6 cells long.
std::vector<ConstraintPtr> sample_thermos(const Grid& s, Random& rng) {
  const int n = s.cols;
  std::vector<char> used(at(n * n), 0);
  std::vector<ConstraintPtr> out;
  for (int attempt = 0; attempt < 4 * n; ++attempt) {
    int cell = rng.below(n * n);
    if (used[at(cell)]) continue;
    auto t = std::make_shared<Thermo>();
    t->cells.push_back(cell);
    const int length = rng.between(3, 6);
    while (static_cast<int>(t->cells.size()) < length) {
      std::vector<int> next;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          const int r = cell / n + dr, c = cell % n + dc;
          if ((dr || dc) && r >= 0 && r < n && c >= 0 && c < n && !used[at(r * n + c)] &&
              s.at(r, c) > s.cells[at(cell)] &&
              std::find(t->cells.begin(), t->cells.end(), r * n + c) == t->cells.end())
            next.push_back(r * n + c);
        }
      if (next.empty()) break;
      cell = rng.pick(next);
      t->cells.push_back(cell);
    }
    if (t->cells.size() < 2) continue;
    for (int c : t->cells) used[at(c)] = 1;
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace

ConstraintKind thermo_kind() {
  return {"thermo", "thermometers: digits rise from the bulb along the line",
          false,    read_thermo,
          nullptr,  sample_thermos};
}

}  // namespace gridsat
