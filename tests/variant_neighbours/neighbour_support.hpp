// Shared by the neighbour kinds' tests: the background the negative and whole-grid rules are
// judged over.
#pragma once

#include "puzzles/grid.hpp"

namespace gridsat::test {

// A checkerboard of 1 and 3: every orthogonal pair differs by 2 (a ratio of 3) and adds up to 4,
// so it is never consecutive, never in ratio 2 and never adds up to 5 or 10; nonconsecutive and
// the negative constraints hold on every pair outside the window under test.
inline Grid one_three(int n) {
  Grid g(n, n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) g.at(r, c) = (r + c) % 2 ? 3 : 1;
  return g;
}

}  // namespace gridsat::test
