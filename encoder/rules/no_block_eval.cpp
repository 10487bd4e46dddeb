// No block read plainly: every 2 x 2 block has a cell of the other colour.
#include "rules/no_block.hpp"

namespace gridsat::rules {

std::string NoBlock::describe() const {
  return "no 2 x 2 block of " + noun_;
}

std::optional<Violation> NoBlock::evaluate(const Grid& s) const {
  for (int r = 0; r + 1 < s.rows; ++r)
    for (int c = 0; c + 1 < s.cols; ++c)
      if (s.at(r, c) == colour_ && s.at(r, c + 1) == colour_ && s.at(r + 1, c) == colour_ &&
          s.at(r + 1, c + 1) == colour_)
        return Violation{"a 2 x 2 block of " + noun_ + " at " + cell_name(r * s.cols + c, s.cols),
                         r, c};
  return std::nullopt;
}

}  // namespace gridsat::rules
