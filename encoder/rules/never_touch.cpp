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
      if (vars.kept_unshaded(cell)) continue;
      auto pair = [&](int other) {
        if (!vars.kept_unshaded(other)) cnf.add({-vars.shaded(cell), -vars.shaded(other)});
      };
      if (c + 1 < cols) pair(cell + 1);
      if (r + 1 < rows) {
        pair(cell + cols);
        if (king && c + 1 < cols) pair(cell + cols + 1);
        if (king && c > 0) pair(cell + cols - 1);
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

// A binary clause per pair of neighbours, neither kept unshaded (each pair counted from both).
EncodingSize NeverTouch::size(const EncodeOptions&, std::span<const char> kept) const {
  auto open = [&](std::size_t cell) { return kept.empty() || !kept[cell]; };
  double ends = 0;
  for (std::size_t cell = 0; cell < neighbours_.size(); ++cell)
    if (open(cell))
      for (int u : neighbours_[cell]) ends += open(static_cast<std::size_t>(u));
  return clauses_of_width(ends / 2, 2);
}

bool NeverTouch::propagate(std::vector<Candidates>& cells, bool& changed) const {
  for (std::size_t cell = 0; cell < cells.size(); ++cell)
    if (cells[cell] == kShaded)
      for (int u : neighbours_[cell])
        if (!remove(cells[static_cast<std::size_t>(u)], kShaded, changed)) return false;
  return true;
}

}  // namespace gridsat::rules
