#include "rules/rectangles.hpp"

#include <algorithm>
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

void Squares::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const {
  rectangles_.encode(cnf, vars, options);
  const int cols = shape_.cols;
  auto has = [&](int cell) { return colour_ == 1 ? vars.shaded(cell) : -vars.shaded(cell); };
  for (int x = 0; x < shape_.cells(); ++x) {
    const int r = x / cols, c = x % cols;
    const int right = cols - 1 - c, down = shape_.rows - 1 - r;
    // Not a corner: x without the colour, or a neighbour above or to the left with it.
    std::vector<Lit> not_corner{-has(x)};
    if (c > 0) not_corner.push_back(has(x - 1));
    if (r > 0) not_corner.push_back(has(x - cols));
    // The prefix conjunction of `prev` (0 for none yet) and `next`.
    auto extend = [&](Lit prev, Lit next) {
      if (!prev) return next;
      const Lit both = cnf.new_var();
      cnf.add({-both, prev});
      cnf.add({-both, next});
      cnf.add({both, -prev, -next});
      return both;
    };
    // The corner and a run of k one way give the k-th cell the other way the colour, or (past
    // the edge) cannot be.
    auto match = [&](Lit run, int k, int other_way, int step) {
      std::vector<Lit> clause = not_corner;
      clause.push_back(-run);
      if (k <= other_way) clause.push_back(has(x + k * step));
      cnf.add(clause);
    };
    Lit across = 0, along = 0;
    const int last = std::min(right, down) + 1;
    for (int k = 1; k <= last; ++k) {
      if (k <= right) {
        across = extend(across, has(x + k));
        match(across, k, down, cols);
      }
      if (k <= down) {
        along = extend(along, has(x + k * cols));
        match(along, k, right, 1);
      }
    }
  }
}

bool Squares::propagate(std::vector<Candidates>& cells, bool& changed) const {
  if (!rectangles_.propagate(cells, changed)) return false;
  // A piece of known cells with no open neighbour is a whole area: it must be a square.
  const int cols = shape_.cols;
  for (const std::vector<int>& piece : known_pieces(cells, Candidates{1} << colour_, near_).cells) {
    int top = shape_.rows, bottom = -1, left = cols, right = -1;
    bool whole = true;
    for (int v : piece) {
      top = std::min(top, v / cols);
      bottom = std::max(bottom, v / cols);
      left = std::min(left, v % cols);
      right = std::max(right, v % cols);
      for (int u : near_[static_cast<std::size_t>(v)])
        whole = whole && cells[static_cast<std::size_t>(u)] != kEither;
    }
    const int h = bottom - top + 1, w = right - left + 1;
    if (whole && (h != w || static_cast<int>(piece.size()) != h * w)) return false;
  }
  return true;
}

}  // namespace gridsat::rules
