// Equal numbers apart read plainly: from every n, the n cells to its right and the n below it.
#include "rules/equal_apart.hpp"

namespace gridsat::rules {

std::string EqualApart::describe() const {
  return "two equal numbers n in a row or column have at least n cells between them";
}

std::optional<Violation> EqualApart::evaluate(const Grid& values) const {
  for (int r = 0; r < values.rows; ++r)
    for (int c = 0; c < values.cols; ++c) {
      const int n = values.at(r, c);
      for (int d = 1; d <= n; ++d)
        for (const bool down : {false, true}) {
          const int rr = down ? r + d : r, cc = down ? c : c + d;
          if (rr >= values.rows || cc >= values.cols || values.at(rr, cc) != n) continue;
          return Violation{"the " + std::to_string(n) + "s at " +
                               cell_name(r * values.cols + c, values.cols) + " and " +
                               cell_name(rr * values.cols + cc, values.cols) + " have " +
                               std::to_string(d - 1) + (d == 2 ? " cell" : " cells") +
                               " between them, fewer than " + std::to_string(n),
                           rr, cc};
        }
    }
  return std::nullopt;
}

}  // namespace gridsat::rules
