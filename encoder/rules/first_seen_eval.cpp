// The first value seen, read plainly: each clue's line walked from its end past the blanks.
#include "rules/first_seen.hpp"

namespace gridsat::rules {

std::string FirstSeen::describe() const {
  return "a clue on a side is the first " + noun_ + " met from there";
}

std::optional<Violation> FirstSeen::evaluate(const Grid& values) const {
  static const char* const kSide[] = {"top", "bottom", "left", "right"};
  auto name = [&](int v) {
    return v >= 0 && static_cast<std::size_t>(v) < names_.size()
               ? names_[static_cast<std::size_t>(v)]
               : std::to_string(v);
  };
  for (std::size_t side = 0; side < 4; ++side)
    for (int i = 0; i < n_; ++i) {
      const int clue = clues_[side][static_cast<std::size_t>(i)];
      if (clue == 0) continue;
      int first = 0, near = -1;
      for (int k = 0; k < n_ && first == 0; ++k) {
        const int far = side % 2 == 0 ? k : n_ - 1 - k;  // top and left read from index 0
        const int cell = side < 2 ? far * n_ + i : i * n_ + far;
        if (near < 0) near = cell;
        first = values.cells[static_cast<std::size_t>(cell)];
      }
      if (first == clue) continue;
      return Violation{std::string(kSide[side]) + " clue " + name(clue) + " of " +
                           (side < 2 ? "column " : "row ") + std::to_string(i + 1) +
                           ": the first " + noun_ + " met is " +
                           (first == 0 ? std::string("none") : name(first)),
                       near / n_, near % n_};
    }
  return std::nullopt;
}

}  // namespace gridsat::rules
