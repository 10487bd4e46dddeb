// Same neighbours read plainly: each cell of the colour, its side neighbours of the colour
// counted.
#include "rules/same_neighbours.hpp"

namespace gridsat::rules {

std::string SameNeighbours::describe() const {
  return "every " + noun_.one + " has " +
         (least_ == most_ ? std::to_string(least_)
                          : std::to_string(least_) + " to " + std::to_string(most_)) +
         " " + noun_.many + " beside it";
}

std::optional<Violation> SameNeighbours::evaluate(const Grid& s) const {
  const int rows = s.rows, cols = s.cols;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (s.at(r, c) != colour_) continue;
      int found = 0;
      if (r > 0) found += s.at(r - 1, c) == colour_;
      if (r + 1 < rows) found += s.at(r + 1, c) == colour_;
      if (c > 0) found += s.at(r, c - 1) == colour_;
      if (c + 1 < cols) found += s.at(r, c + 1) == colour_;
      if (found >= least_ && found <= most_) continue;
      return Violation{
          cell_name(r * cols + c, cols) + " has " + std::to_string(found) + " " + noun_.of(found) +
              " beside it, not " +
              (least_ == most_ ? std::to_string(least_)
                               : std::to_string(least_) + " to " + std::to_string(most_)),
          r, c};
    }
  return std::nullopt;
}

}  // namespace gridsat::rules
