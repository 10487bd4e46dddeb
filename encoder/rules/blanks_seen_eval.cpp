// Blanks seen read plainly: from every cell that holds a number, walk each of the four ways over
// blank cells and count them.
#include "rules/blanks_seen.hpp"

namespace gridsat::rules {

std::string BlanksSeen::describe() const {
  return "a number counts the empty cells it sees along its row and column";
}

std::optional<Violation> BlanksSeen::evaluate(const Grid& values) const {
  const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  for (int r = 0; r < values.rows; ++r)
    for (int c = 0; c < values.cols; ++c) {
      if (values.at(r, c) == 0) continue;
      const int n = values.at(r, c) - offset_;
      int seen = 0;
      for (const auto& [dr, dc] : steps)
        for (int y = r + dr, x = c + dc;
             y >= 0 && y < values.rows && x >= 0 && x < values.cols && values.at(y, x) == 0;
             y += dr, x += dc)
          ++seen;
      if (seen != n)
        return Violation{"the " + std::to_string(n) + " at " +
                             cell_name(r * values.cols + c, values.cols) + " sees " +
                             std::to_string(seen) + (seen == 1 ? " empty cell" : " empty cells"),
                         r, c};
    }
  return std::nullopt;
}

}  // namespace gridsat::rules
