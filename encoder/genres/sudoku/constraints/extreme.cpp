// Minimum and maximum cells. Each is a set of binary comparisons "cell < neighbour" (or ">"),
// encoded on the order literals as the thermometer encodes its steps (Tamura et al. 2009, the
// order encoding of a < b): "cell holds v" implies "the neighbour holds v+1 or more" (minimum)
// or "not v or more" (maximum), and the digit at the far end (n for a minimum, 1 for a maximum)
// is excluded outright. The native rule is bounds consistency on each comparison, which on a
// binary inequality is domain consistency: the cell stays below its neighbour's largest candidate
// and every neighbour above the cell's smallest one (and the mirror image for a maximum).
#include "genres/sudoku/constraints/extreme.hpp"

#include "puzzles/grid.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

std::vector<int> neighbours_of(int cell, int n) {
  std::vector<int> out;
  const int r = cell / n, c = cell % n;
  if (r > 0) out.push_back(cell - n);
  if (r + 1 < n) out.push_back(cell + n);
  if (c > 0) out.push_back(cell - 1);
  if (c + 1 < n) out.push_back(cell + 1);
  return out;
}

}  // namespace

std::string Extreme::describe(int n) const {
  return std::string(maximum ? "maximum " : "minimum ") + cells_text(cells, n);
}

std::optional<Violation> Extreme::check(const Grid& s) const {
  const int n = s.cols;
  for (int cell : cells) {
    const int v = s.cells[at(cell)];
    for (int m : neighbours_of(cell, n)) {
      const int w = s.cells[at(m)];
      if (maximum ? w >= v : w <= v)
        return Violation{cell_name(cell, n) + " holds " + std::to_string(v) + ", not " +
                             (maximum ? "greater" : "smaller") + " than its neighbour " +
                             cell_name(m, n) + " (" + std::to_string(w) + ")",
                         cell / n, cell % n};
    }
  }
  return std::nullopt;
}

void Extreme::encode(SudokuVars& vars, const EncodeOptions&) const {
  const int n = vars.n();
  for (int cell : cells) {
    vars.cnf().add({-vars.is(cell, maximum ? 1 : n)});
    for (int m : neighbours_of(cell, n)) {
      vars.cnf().add({-vars.is(m, maximum ? n : 1)});
      // lo < hi: "lo holds v" implies "hi holds v+1 or more".
      const int lo = maximum ? m : cell, hi = maximum ? cell : m;
      for (int v = 1; v < n; ++v) vars.cnf().add({-vars.is(lo, v), vars.at_least(hi, v + 1)});
    }
  }
}

bool Extreme::propagate(std::vector<Candidates>& grid, int n, bool& changed) const {
  auto narrow_cell = [&](int cell, Candidates keep) {
    return narrow(grid[at(cell)], keep, changed);
  };
  for (int cell : cells)
    for (int m : neighbours_of(cell, n)) {
      // lo < hi: the smaller one below the larger one's maximum, the larger above its minimum.
      const int lo = maximum ? m : cell, hi = maximum ? cell : m;
      if (grid[at(lo)] == 0 || grid[at(hi)] == 0) return false;
      if (!narrow_cell(lo, values_below(highest_value(grid[at(hi)])))) return false;
      if (!narrow_cell(hi, values_above(lowest_value(grid[at(lo)])))) return false;
    }
  return true;
}

void Extreme::draw(Picture& picture) const {
  if (picture.shapes.empty())
    picture.shapes.assign(at(picture.rows * picture.cols), CellShape::None);
  for (int cell : cells) picture.shapes[at(cell)] = maximum ? CellShape::Max : CellShape::Min;
}

std::string Extreme::native_line(int n) const {
  return cells_text(cells, n);
}

namespace {

ConstraintPtr read_extreme(std::span<const Token> line, int n, bool maximum) {
  auto e = std::make_shared<Extreme>();
  e->cells = read_cells(line, n, 1);
  e->maximum = maximum;
  for (std::size_t k = 0; k < e->cells.size(); ++k)
    for (std::size_t j = 0; j < k; ++j)
      if (orthogonal_neighbours(e->cells[j], e->cells[k], n))
        throw ParseFailure(line[k], line[j].text + " and " + line[k].text +
                                        " are neighbours: neither can be " +
                                        (maximum ? "greater" : "smaller") + " than the other");
  return e;
}

ConstraintPtr read_min(std::span<const Token> line, int n) {
  return read_extreme(line, n, false);
}

ConstraintPtr read_max(std::span<const Token> line, int n) {
  return read_extreme(line, n, true);
}

// Every cell of the solution that is a local minimum (maximum) among its orthogonal
// neighbours, one constraint each.
std::vector<ConstraintPtr> sample_extreme(const Grid& s, bool maximum) {
  const int n = s.cols;
  std::vector<ConstraintPtr> out;
  for (int cell = 0; cell < n * n; ++cell) {
    bool extreme = true;
    for (int m : neighbours_of(cell, n))
      extreme = extreme &&
                (maximum ? s.cells[at(m)] < s.cells[at(cell)] : s.cells[at(m)] > s.cells[at(cell)]);
    if (!extreme) continue;
    auto e = std::make_shared<Extreme>();
    e->cells = {cell};
    e->maximum = maximum;
    out.push_back(std::move(e));
  }
  return out;
}

std::vector<ConstraintPtr> sample_min(const Grid& s, Random&) {
  return sample_extreme(s, false);
}

std::vector<ConstraintPtr> sample_max(const Grid& s, Random&) {
  return sample_extreme(s, true);
}

}  // namespace

ConstraintKind min_kind() {
  return {"min",   "minimum cells: smaller than every orthogonal neighbour",
          false,   read_min,
          nullptr, sample_min};
}

ConstraintKind max_kind() {
  return {"max",   "maximum cells: greater than every orthogonal neighbour",
          false,   read_max,
          nullptr, sample_max};
}

}  // namespace gridsat
