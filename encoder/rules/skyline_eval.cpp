// Skylines read plainly: each clue's line walked from its end, counting (or adding up) every
// building taller than all before it.
#include "rules/groups.hpp"
#include "rules/skyline.hpp"

namespace gridsat::rules {

std::string Skyline::describe() const {
  return what_ == Seen::Sum ? "a clue on a side is the sum of the heights seen from there"
                            : "a clue on a side is the number of buildings seen from there";
}

std::optional<Violation> Skyline::evaluate(const Grid& values) const {
  for (std::size_t side = 0; side < 4; ++side)
    for (int i = 0; i < n_; ++i) {
      const int clue = clues_[side][static_cast<std::size_t>(i)];
      if (clue == 0) continue;
      const std::vector<int> line = side_line(n_, side, i);
      int seen = 0, tallest = 0;
      for (int cell : line) {
        const int h = values.cells[static_cast<std::size_t>(cell)];
        if (h <= tallest) continue;
        tallest = h;
        seen += what_ == Seen::Sum ? h : 1;
      }
      if (seen == clue) continue;
      return Violation{
          side_clue_name(side, i, std::to_string(clue)) + ": " +
              (what_ == Seen::Sum ? "the visible heights add up to " + std::to_string(seen)
                                  : std::to_string(seen) + " buildings are visible"),
          line.front() / n_, line.front() % n_};
    }
  return std::nullopt;
}

}  // namespace gridsat::rules
