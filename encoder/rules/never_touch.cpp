#include "rules/never_touch.hpp"

namespace gridsat::rules {

NeverTouch::NeverTouch(GridShape shape, Touch touch, Noun noun)
    : shape_(shape), touch_(touch), noun_(std::move(noun)), neighbours_(neighbours(shape, touch)) {}

// Each pair once, from its first cell in reading order: right, then below, below-right and
// below-left.
void NeverTouch::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions&) const {
  const int rows = shape_.rows, cols = shape_.cols;
  const bool king = touch_ == Touch::King;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const int cell = r * cols + c;
      const Lit a = vars.shaded(cell);
      if (c + 1 < cols) cnf.add({-a, -vars.shaded(cell + 1)});
      if (r + 1 < rows) {
        cnf.add({-a, -vars.shaded(cell + cols)});
        if (king && c + 1 < cols) cnf.add({-a, -vars.shaded(cell + cols + 1)});
        if (king && c > 0) cnf.add({-a, -vars.shaded(cell + cols - 1)});
      }
    }
}

bool NeverTouch::propagate_near(std::vector<Candidates>& cells, bool& changed,
                                std::span<const int> touched) const {
  for (int cell : touched)
    if (cells[static_cast<std::size_t>(cell)] == kShaded)
      for (int u : neighbours_[static_cast<std::size_t>(cell)])
        if (!remove(cells[static_cast<std::size_t>(u)], kShaded, changed)) return false;
  return true;
}

// A binary clause per pair of neighbours.
EncodingSize NeverTouch::size(const EncodeOptions&) const {
  const double h = shape_.rows, w = shape_.cols;
  double pairs = h * (w - 1) + (h - 1) * w;
  if (touch_ == Touch::King) pairs += 2 * (h - 1) * (w - 1);
  return clauses_of_width(pairs, 2);
}

bool NeverTouch::propagate(std::vector<Candidates>& cells, bool& changed) const {
  for (std::size_t cell = 0; cell < cells.size(); ++cell)
    if (cells[cell] == kShaded)
      for (int u : neighbours_[cell])
        if (!remove(cells[static_cast<std::size_t>(u)], kShaded, changed)) return false;
  return true;
}

}  // namespace gridsat::rules
