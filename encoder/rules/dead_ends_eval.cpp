// Dead ends read plainly: every cell of the colour, its neighbours of the colour counted.
#include "rules/dead_ends.hpp"

namespace gridsat::rules {

std::string DeadEnds::describe() const {
  return "exactly the " + noun_.many + " that are a " + mark_ +
         " have one neighbour of their colour";
}

std::optional<Violation> DeadEnds::evaluate(const Grid& s) const {
  for (int r = 0; r < s.rows; ++r)
    for (int c = 0; c < s.cols; ++c) {
      if (s.at(r, c) != colour_) continue;
      int alike = 0;
      if (r > 0) alike += s.at(r - 1, c) == colour_;
      if (r + 1 < s.rows) alike += s.at(r + 1, c) == colour_;
      if (c > 0) alike += s.at(r, c - 1) == colour_;
      if (c + 1 < s.cols) alike += s.at(r, c + 1) == colour_;
      const bool marked = marked_[static_cast<std::size_t>(r * s.cols + c)] != 0;
      if (marked && alike != 1)
        return Violation{"the " + mark_ + " at " + cell_name(r * s.cols + c, s.cols) + " has " +
                             std::to_string(alike) + " " + noun_.of(alike) +
                             " beside it, not 1: it is no dead end",
                         r, c};
      if (!marked && alike == 1)
        return Violation{"the " + noun_.one + " " + cell_name(r * s.cols + c, s.cols) +
                             " is a dead end, not a " + mark_,
                         r, c};
    }
  return std::nullopt;
}

}  // namespace gridsat::rules
