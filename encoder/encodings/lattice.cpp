#include "encodings/lattice.hpp"

namespace gridsat {

Lattice lattice_of(const LoopShape& shape) {
  Lattice l;
  l.rows = shape.h_rows;
  l.cols = shape.v_cols;
  l.at_point.resize(static_cast<std::size_t>(l.points()));
  auto face = [&](int r, int c) {
    return r >= 0 && c >= 0 && r < l.rows - 1 && c < l.cols - 1 ? r * (l.cols - 1) + c
                                                                : Lattice::kOutside;
  };
  auto add = [&](int cell, int a, int b, int f1, int f2) {
    const int index = static_cast<int>(l.edges.size());
    l.at_point[static_cast<std::size_t>(a)].push_back(index);
    l.at_point[static_cast<std::size_t>(b)].push_back(index);
    l.edges.push_back({cell, a, b, f1, f2});
  };
  const int width = shape.grid_cols();
  for (int i = 0; i < shape.h_rows; ++i)
    for (int j = 0; j < shape.h_cols; ++j)
      add(i * width + j, i * l.cols + j, i * l.cols + j + 1, face(i - 1, j), face(i, j));
  for (int i = 0; i < shape.v_rows; ++i)
    for (int j = 0; j < shape.v_cols; ++j)
      add((shape.h_rows + i) * width + j, i * l.cols + j, (i + 1) * l.cols + j, face(i, j - 1),
          face(i, j));
  return l;
}

}  // namespace gridsat
