#include "puzzles/clue.hpp"

namespace gridsat {

std::vector<Clue> every_cell_given(const Grid& solution) {
  std::vector<Clue> out;
  for (int r = 0; r < solution.rows; ++r)
    for (int c = 0; c < solution.cols; ++c)
      out.push_back({Clue::Kind::Given, r, c, Side::Top, 0, solution.at(r, c)});
  return out;
}

}  // namespace gridsat
