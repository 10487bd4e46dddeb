// Skylines read plainly: each clue's line walked from its end, counting (or adding up) every
// building taller than all before it.
#include "rules/skyline.hpp"

namespace gridsat::rules {

std::string Skyline::describe() const {
  return what_ == Seen::Sum ? "a clue on a side is the sum of the heights seen from there"
                            : "a clue on a side is the number of buildings seen from there";
}

std::optional<Violation> Skyline::evaluate(const Grid& values) const {
  static const char* const kSide[] = {"top", "bottom", "left", "right"};
  for (std::size_t side = 0; side < 4; ++side)
    for (int i = 0; i < n_; ++i) {
      const int clue = clues_[side][static_cast<std::size_t>(i)];
      if (clue == 0) continue;
      int seen = 0, tallest = 0, first = -1;
      for (int k = 0; k < n_; ++k) {
        const int far = side % 2 == 0 ? k : n_ - 1 - k;  // top and left read from index 0
        const int cell = side < 2 ? far * n_ + i : i * n_ + far;
        if (first < 0) first = cell;
        const int h = values.cells[static_cast<std::size_t>(cell)];
        if (h <= tallest) continue;
        tallest = h;
        seen += what_ == Seen::Sum ? h : 1;
      }
      if (seen == clue) continue;
      return Violation{
          std::string(kSide[side]) + " clue " + std::to_string(clue) + " of " +
              (side < 2 ? "column " : "row ") + std::to_string(i + 1) + ": " +
              (what_ == Seen::Sum ? "the visible heights add up to " + std::to_string(seen)
                                  : std::to_string(seen) + " buildings are visible"),
          first / n_, first % n_};
    }
  return std::nullopt;
}

}  // namespace gridsat::rules
