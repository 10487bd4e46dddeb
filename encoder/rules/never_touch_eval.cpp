// Never touching read plainly: from every shaded cell, look right, down and (king) along both
// diagonals downwards.
#include "rules/never_touch.hpp"

namespace gridsat::rules {

std::string NeverTouch::describe() const {
  return "no two " + noun_.many + " touch" + (touch_ == Touch::King ? ", not even diagonally" : "");
}

std::optional<Violation> NeverTouch::evaluate(const Grid& s) const {
  const bool king = touch_ == Touch::King;
  for (int r = 0; r < s.rows; ++r)
    for (int c = 0; c < s.cols; ++c) {
      if (s.at(r, c) != 1) continue;
      const int next[4][2] = {{r, c + 1}, {r + 1, c - 1}, {r + 1, c}, {r + 1, c + 1}};
      for (const auto& rc : next) {
        const bool diagonal = rc[0] != r && rc[1] != c;
        if (diagonal && !king) continue;
        if (rc[0] < s.rows && rc[1] >= 0 && rc[1] < s.cols && s.at(rc[0], rc[1]) == 1)
          return Violation{noun_.many + " " + cell_name(r * s.cols + c, s.cols) + " and " +
                               cell_name(rc[0] * s.cols + rc[1], s.cols) + " touch",
                           r, c};
      }
    }
  return std::nullopt;
}

}  // namespace gridsat::rules
