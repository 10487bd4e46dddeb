// MiniZinc's .dzn data syntax, for the genres' minizinc_data (the bench's comparison).
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "puzzles/grid.hpp"

namespace gridsat::dzn {

// `name = [| a, b | c, d |];` with `cell(r, c)` for each entry.
template <class Cell>
std::string matrix(const std::string& name, int rows, int cols, Cell cell) {
  std::ostringstream s;
  s << name << " = [|";
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) s << (c ? ", " : " ") << cell(r, c);
    s << " |";
  }
  s << "];\n";
  return s.str();
}

// `name = [a, b, c];`
inline std::string list(const std::string& name, const std::vector<int>& values) {
  std::ostringstream s;
  s << name << " = [";
  for (std::size_t i = 0; i < values.size(); ++i) s << (i ? ", " : "") << values[i];
  s << "];\n";
  return s.str();
}

// A grid of givens with `unknown_as` for an empty cell.
inline std::string givens(const std::string& name, const Grid& g, int unknown_as) {
  return matrix(name, g.rows, g.cols,
                [&](int r, int c) { return g.at(r, c) == kUnknown ? unknown_as : g.at(r, c); });
}

}  // namespace gridsat::dzn
