#include "rules/rectangles.hpp"

#include <array>

namespace gridsat::rules {

namespace {

// The four cells of the block whose top-left cell is (r, c).
std::array<int, 4> block_at(int r, int c, int cols) {
  return {r * cols + c, r * cols + c + 1, (r + 1) * cols + c, (r + 1) * cols + c + 1};
}

}  // namespace

Rectangles::Rectangles(GridShape shape, int colour, std::string noun)
    : shape_(shape), colour_(colour), noun_(std::move(noun)) {}

void Rectangles::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions&) const {
  auto has = [&](int cell, int colour) {
    return colour == 1 ? vars.shaded(cell) : -vars.shaded(cell);
  };
  for (int r = 0; r + 1 < shape_.rows; ++r)
    for (int c = 0; c + 1 < shape_.cols; ++c) {
      const std::array<int, 4> block = block_at(r, c, shape_.cols);
      for (int x : block) {
        std::vector<Lit> clause;  // the other three of the colour -> x of it too
        for (int y : block) clause.push_back(y == x ? has(x, colour_) : has(y, 1 - colour_));
        cnf.add(clause);
      }
    }
}

bool Rectangles::propagate(std::vector<Candidates>& cells, bool& changed) const {
  const Candidates mine = Candidates{1} << colour_, other = kEither & ~mine;
  for (int r = 0; r + 1 < shape_.rows; ++r)
    for (int c = 0; c + 1 < shape_.cols; ++c) {
      int taken = 0, against = 0, open = -1;
      for (int cell : block_at(r, c, shape_.cols)) {
        const Candidates k = cells[static_cast<std::size_t>(cell)];
        if (k == mine)
          ++taken;
        else if (k == other)
          ++against;
        else
          open = cell;
      }
      if (taken == 3 && against == 1) return false;
      if (open < 0) continue;
      Candidates& last = cells[static_cast<std::size_t>(open)];
      if (taken == 3 && !remove(last, other, changed)) return false;
      if (taken == 2 && against == 1 && !remove(last, mine, changed)) return false;
    }
  return true;
}

}  // namespace gridsat::rules
