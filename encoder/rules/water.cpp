#include "rules/water.hpp"

#include <algorithm>
#include <map>

namespace gridsat::rules {

Water::Water(GridShape shape, std::vector<int> tanks, bool per_tank)
    : shape_(shape), tanks_(std::move(tanks)), per_tank_(per_tank) {
  const int rows = shape.rows, cols = shape.cols;
  for (int cell = 0; cell < shape.cells(); ++cell) {  // held: left, right, below
    const int r = cell / cols, c = cell % cols;
    if (c > 0 && open(cell, cell - 1)) implied_.emplace_back(cell, cell - 1);
    if (c + 1 < cols && open(cell, cell + 1)) implied_.emplace_back(cell, cell + 1);
    if (r + 1 < rows && open(cell, cell + cols)) implied_.emplace_back(cell, cell + cols);
  }
  if (per_tank_) {
    // Per tank, its cells row by row: a chain through each row both ways, and from a row's last
    // cell to the next row's first.
    std::map<int, std::vector<int>> by_tank;
    for (int cell = 0; cell < shape.cells(); ++cell)
      by_tank[tanks_[static_cast<std::size_t>(cell)]].push_back(cell);
    for (const auto& [tank, cells] : by_tank)
      for (std::size_t i = 0; i + 1 < cells.size(); ++i) {
        implied_.emplace_back(cells[i], cells[i + 1]);
        if (cells[i] / cols == cells[i + 1] / cols) implied_.emplace_back(cells[i + 1], cells[i]);
      }
    return;
  }
  // The basins of each row r: flood fills through sides inside tanks over rows r and below,
  // from the cells of row r that lie under a cell of their tank (only those can be surfaces).
  std::vector<int> seen(static_cast<std::size_t>(shape.cells()), -1);
  for (int r = 1; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const int start = r * cols + c;
      if (seen[static_cast<std::size_t>(start)] == r || !open(start, start - cols)) continue;
      Basin basin;
      std::vector<int> stack = {start};
      seen[static_cast<std::size_t>(start)] = r;
      while (!stack.empty()) {
        const int x = stack.back();
        stack.pop_back();
        basin.cells.push_back(x);
        const int xr = x / cols, xc = x % cols;
        if (xr == r && open(x, x - cols)) basin.surfaces.emplace_back(x, x - cols);
        const int next[4][2] = {{xr - 1, xc}, {xr + 1, xc}, {xr, xc - 1}, {xr, xc + 1}};
        for (const auto& [nr, nc] : next) {
          if (nr < r || nr >= rows || nc < 0 || nc >= cols) continue;
          const int y = nr * cols + nc;
          if (seen[static_cast<std::size_t>(y)] == r || !open(x, y)) continue;
          seen[static_cast<std::size_t>(y)] = r;
          stack.push_back(y);
        }
      }
      std::sort(basin.cells.begin(), basin.cells.end());
      std::sort(basin.surfaces.begin(), basin.surfaces.end());
      basins_.push_back(std::move(basin));
    }
}

// A variable per basin, "the basin is a pool at its top row": each surface implies it, and it
// fills the basin and empties the cells above it (linear in the basin, where the surfaces'
// clauses written out would be its cells times its surfaces). It is true exactly when some
// surface is, so the answer fixes it.
void Water::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions&) const {
  for (const auto& [a, b] : implied_) cnf.add({-vars.shaded(a), vars.shaded(b)});
  for (const Basin& basin : basins_) {
    const Lit level = cnf.new_var();
    for (const auto& [c, u] : basin.surfaces) {
      cnf.add({-vars.shaded(c), vars.shaded(u), level});
      cnf.add({-level, -vars.shaded(u)});
    }
    for (int x : basin.cells) cnf.add({-level, vars.shaded(x)});
  }
}

EncodingSize Water::size(const EncodeOptions&, std::span<const char>) const {
  EncodingSize out = clauses_of_width(static_cast<double>(implied_.size()), 2);
  for (const Basin& basin : basins_) {
    out.vars += 1;
    out += clauses_of_width(static_cast<double>(basin.surfaces.size()), 3);
    out += clauses_of_width(static_cast<double>(basin.surfaces.size() + basin.cells.size()), 2);
  }
  return out;
}

// Unit propagation of the basin's clauses: a surface (c holds water, u above it does not) fills
// the basin and empties the cells above it; where one of those is already broken (an empty cell
// in the basin, water above it), no (c, u) may be a surface, save the pair whose own u holds the
// water.
bool Water::propagate_basin(const Basin& basin, std::vector<Candidates>& cells,
                            bool& changed) const {
  auto is = [&](int cell, Candidates value) {
    return cells[static_cast<std::size_t>(cell)] == value;
  };
  for (const auto& [c, u] : basin.surfaces)
    if (is(c, kShaded) && is(u, kUnshaded)) {
      for (int x : basin.cells)
        if (!remove(cells[static_cast<std::size_t>(x)], kUnshaded, changed)) return false;
      for (const auto& [other, above] : basin.surfaces)
        if (above != u && !remove(cells[static_cast<std::size_t>(above)], kShaded, changed))
          return false;
      return true;
    }
  const bool empty_inside =
      std::any_of(basin.cells.begin(), basin.cells.end(), [&](int x) { return is(x, kUnshaded); });
  int water_above = 0, one_above = -1;
  for (const auto& [c, u] : basin.surfaces)
    if (is(u, kShaded)) ++water_above, one_above = u;
  if (!empty_inside && water_above == 0) return true;
  for (const auto& [c, u] : basin.surfaces) {
    if (!empty_inside && water_above == 1 && one_above == u) continue;
    // Not a surface: water in c means water in u.
    if (is(c, kShaded) && !remove(cells[static_cast<std::size_t>(u)], kUnshaded, changed))
      return false;
    if (is(u, kUnshaded) && !remove(cells[static_cast<std::size_t>(c)], kShaded, changed))
      return false;
  }
  return true;
}

bool Water::propagate(std::vector<Candidates>& cells, bool& changed) const {
  for (const auto& [a, b] : implied_) {
    if (cells[static_cast<std::size_t>(a)] == kShaded &&
        !remove(cells[static_cast<std::size_t>(b)], kUnshaded, changed))
      return false;
    if (cells[static_cast<std::size_t>(b)] == kUnshaded &&
        !remove(cells[static_cast<std::size_t>(a)], kShaded, changed))
      return false;
  }
  for (const Basin& basin : basins_)
    if (!propagate_basin(basin, cells, changed)) return false;
  return true;
}

}  // namespace gridsat::rules
