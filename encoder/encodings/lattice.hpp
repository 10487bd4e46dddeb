// The lattice under a loop answer (cnf/cnf.hpp's LoopShape): its points, its edges with the
// answer-grid cell each one occupies (the h rows first, then the v rows, as
// puzzles/answer_kind.hpp lays them out), the two points and the two faces of each edge. Shared
// by the single-loop encoding and the native loop rule, which must agree on the numbering.
#pragma once

#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

struct Lattice {
  static constexpr int kOutside = -1;  // the face beyond the border

  struct Link {
    int cell = 0;  // answer-grid cell: row * shape.grid_cols() + col
    int a = 0;     // its points (point r * cols + c)
    int b = 0;
    int face1 = kOutside;  // above (h) or left (v); faces r * (cols - 1) + c, the unit square
    int face2 = kOutside;  // below (h) or right (v)   below and right of point (r, c)
  };

  int rows = 0;  // points
  int cols = 0;
  std::vector<Link> edges;                 // h edges row by row, then v edges
  std::vector<std::vector<int>> at_point;  // the edges (indices) that meet at each point

  int points() const { return rows * cols; }
  int faces() const { return rows > 1 && cols > 1 ? (rows - 1) * (cols - 1) : 0; }
};

// The lattice of a shape whose h_rows = v_rows + 1 and v_cols = h_cols + 1.
Lattice lattice_of(const LoopShape& shape);

}  // namespace gridsat
