#include "rules/no_block.hpp"

#include <algorithm>

namespace gridsat::rules {

NoBlock::NoBlock(GridShape shape, int colour, std::string noun)
    : shape_(shape), colour_(colour), noun_(std::move(noun)) {}

void NoBlock::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions&) const {
  const int cols = shape_.cols;
  for (int r = 0; r + 1 < shape_.rows; ++r)
    for (int c = 0; c + 1 < cols; ++c) {
      const int cells[4] = {r * cols + c, r * cols + c + 1, (r + 1) * cols + c,
                            (r + 1) * cols + c + 1};
      cnf.add(vars.of(cells, 1 - colour_));
    }
}

EncodingSize NoBlock::size(const EncodeOptions&, std::span<const char>) const {
  return clauses_of_width(std::max(0, shape_.rows - 1) * std::max(0, shape_.cols - 1), 4);
}

bool NoBlock::propagate(std::vector<Candidates>& cells, bool& changed) const {
  const Candidates mine = Candidates{1} << colour_;
  const int cols = shape_.cols;
  for (int r = 0; r + 1 < shape_.rows; ++r)
    for (int c = 0; c + 1 < cols; ++c) {
      const int block[4] = {r * cols + c, r * cols + c + 1, (r + 1) * cols + c,
                            (r + 1) * cols + c + 1};
      int taken = 0, open = -1;
      for (int cell : block) {
        const Candidates k = cells[static_cast<std::size_t>(cell)];
        if (k == mine)
          ++taken;
        else if (k == kEither)
          open = cell;
      }
      if (taken == 4) return false;
      if (taken == 3 && open >= 0 && !remove(cells[static_cast<std::size_t>(open)], mine, changed))
        return false;
    }
  return true;
}

}  // namespace gridsat::rules
