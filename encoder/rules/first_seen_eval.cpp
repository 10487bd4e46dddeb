// The first value seen, read plainly: each clue's line walked from its end past the blanks.
#include "rules/first_seen.hpp"

namespace gridsat::rules {

std::string FirstSeen::describe() const {
  return "a clue on a side is the first " + noun_ + " met from there";
}

std::optional<Violation> FirstSeen::evaluate(const Grid& values) const {
  auto name = [&](int v) {
    return v >= 0 && static_cast<std::size_t>(v) < names_.size()
               ? names_[static_cast<std::size_t>(v)]
               : std::to_string(v);
  };
  for (std::size_t side = 0; side < 4; ++side)
    for (int i = 0; i < n_; ++i) {
      const int clue = clues_[side][static_cast<std::size_t>(i)];
      if (clue == 0) continue;
      const std::vector<int> line = side_line(n_, side, i);
      int first = 0;
      for (std::size_t k = 0; k < line.size() && first == 0; ++k)
        first = values.cells[static_cast<std::size_t>(line[k])];
      if (first == clue) continue;
      return Violation{side_clue_name(side, i, name(clue)) + ": the first " + noun_ + " met is " +
                           (first == 0 ? std::string("none") : name(first)),
                       line.front() / n_, line.front() % n_};
    }
  return std::nullopt;
}

}  // namespace gridsat::rules
