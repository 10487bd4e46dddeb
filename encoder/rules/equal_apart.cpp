#include "rules/equal_apart.hpp"

namespace gridsat::rules {

EqualApart::EqualApart(GridShape shape) : shape_(shape) {}

// From each cell and number n it may hold, the cells up to n to the right and up to n below.
void EqualApart::encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions&) const {
  const ValueDomain& domain = vars.domain();
  const int rows = shape_.rows, cols = shape_.cols;
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    const int r = cell / cols, c = cell % cols;
    for (int n : domain.values) {
      const Lit a = vars.is(cell, n);
      if (!a) continue;
      for (int d = 1; d <= n; ++d) {
        if (c + d < cols)
          if (const Lit b = vars.is(cell + d, n)) cnf.add({-a, -b});
        if (r + d < rows)
          if (const Lit b = vars.is(cell + d * cols, n)) cnf.add({-a, -b});
      }
    }
  }
}

bool EqualApart::propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                           bool& changed) const {
  const int rows = shape_.rows, cols = shape_.cols;
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    const Candidates bit = cells[static_cast<std::size_t>(cell)];
    if (popcount(bit) != 1) continue;
    const int n = domain.values[static_cast<std::size_t>(lowest_index(bit))];
    const int r = cell / cols, c = cell % cols;
    const int steps[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    for (const auto& step : steps)
      for (int d = 1; d <= n; ++d) {
        const int rr = r + step[0] * d, cc = c + step[1] * d;
        if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) break;
        if (!remove(cells[static_cast<std::size_t>(rr * cols + cc)], bit, changed)) return false;
      }
  }
  return true;
}

}  // namespace gridsat::rules
