// Writing each puzzle type's data in MiniZinc's .dzn syntax, straight from the puzzle's fields.
#include "minizinc.hpp"

#include <sstream>

#include "puzzles/abc.hpp"
#include "puzzles/binairo.hpp"
#include "puzzles/calcudoku.hpp"
#include "puzzles/skyscrapers.hpp"
#include "puzzles/sudoku.hpp"

namespace gridsat::bench {
namespace {

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

std::string list(const std::string& name, const std::vector<int>& values) {
  std::ostringstream s;
  s << name << " = [";
  for (std::size_t i = 0; i < values.size(); ++i) s << (i ? ", " : "") << values[i];
  s << "];\n";
  return s.str();
}

std::string givens(const std::string& name, const Grid& g, int unknown_as) {
  return matrix(name, g.rows, g.cols,
                [&](int r, int c) { return g.at(r, c) == kUnknown ? unknown_as : g.at(r, c); });
}

std::string sudoku_data(const Sudoku& s) {
  std::ostringstream d;
  d << "n = " << s.n << ";\nbox_rows = " << s.box_rows << ";\nbox_cols = " << s.box_cols
    << ";\ndiagonal = " << (s.diagonal ? "true" : "false") << ";\n";
  d << givens("given", s.grid, 0);
  d << matrix("region", s.n, s.n, [&](int r, int c) {
    return s.regions.empty() ? 0 : s.regions[static_cast<std::size_t>(r * s.n + c)] + 1;
  });
  std::vector<int> cage_of(static_cast<std::size_t>(s.n * s.n), 0), sums;
  for (std::size_t k = 0; k < s.cages.size(); ++k) {
    for (int cell : s.cages[k].cells)
      cage_of[static_cast<std::size_t>(cell)] = static_cast<int>(k) + 1;
    sums.push_back(s.cages[k].sum);
  }
  d << "cages = " << s.cages.size() << ";\n";
  d << matrix("cage", s.n, s.n,
              [&](int r, int c) { return cage_of[static_cast<std::size_t>(r * s.n + c)]; });
  d << list("cage_sum", sums);
  return d.str();
}

int op_code(CageOp op) {
  switch (op) {
    case CageOp::None:
      return 0;
    case CageOp::Add:
      return 1;
    case CageOp::Sub:
      return 2;
    case CageOp::Mul:
      return 3;
    case CageOp::Div:
      return 4;
  }
  return 0;
}

std::string calcudoku_data(const Calcudoku& p) {
  std::ostringstream d;
  std::vector<int> cage_of(static_cast<std::size_t>(p.n * p.n), 0), ops, targets;
  for (std::size_t k = 0; k < p.cages.size(); ++k) {
    for (int cell : p.cages[k].cells)
      cage_of[static_cast<std::size_t>(cell)] = static_cast<int>(k) + 1;
    ops.push_back(op_code(p.cages[k].op));
    targets.push_back(static_cast<int>(p.cages[k].target));
  }
  d << "n = " << p.n << ";\ncages = " << p.cages.size() << ";\n";
  d << matrix("cage", p.n, p.n,
              [&](int r, int c) { return cage_of[static_cast<std::size_t>(r * p.n + c)]; });
  d << list("op", ops) << list("target", targets) << givens("given", p.grid, 0);
  return d.str();
}

template <class P>
std::string clues(const P& p) {
  return list("top", p.side(Side::Top)) + list("bottom", p.side(Side::Bottom)) +
         list("left", p.side(Side::Left)) + list("right", p.side(Side::Right));
}

std::string skyscrapers_data(const Skyscrapers& p) {
  return "n = " + std::to_string(p.n) + ";\nuse_sum = " + (p.sum ? "true" : "false") + ";\n" +
         clues(p) + givens("given", p.grid, 0);
}

std::string abc_data(const Abc& p) {
  return "n = " + std::to_string(p.n) + ";\nk = " + std::to_string(p.letters) + ";\n" + clues(p) +
         givens("given", p.grid, -1);
}

std::string binairo_data(const Binairo& p) {
  return "h = " + std::to_string(p.height) + ";\nw = " + std::to_string(p.width) +
         ";\nunique_lines = " + (p.unique_lines ? "true" : "false") + ";\n" +
         givens("given", p.grid, -1);
}

}  // namespace

std::optional<MiniZincInput> minizinc_input(const Puzzle& puzzle) {
  if (const auto* s = dynamic_cast<const Sudoku*>(&puzzle))
    return MiniZincInput{"sudoku.mzn", sudoku_data(*s)};
  if (const auto* p = dynamic_cast<const Calcudoku*>(&puzzle))
    return MiniZincInput{"calcudoku.mzn", calcudoku_data(*p)};
  if (const auto* p = dynamic_cast<const Skyscrapers*>(&puzzle))
    return MiniZincInput{"skyscrapers.mzn", skyscrapers_data(*p)};
  if (const auto* p = dynamic_cast<const Abc*>(&puzzle))
    return MiniZincInput{"abc.mzn", abc_data(*p)};
  if (const auto* p = dynamic_cast<const Binairo*>(&puzzle))
    return MiniZincInput{"binairo.mzn", binairo_data(*p)};
  return std::nullopt;
}

std::optional<Grid> read_minizinc_grid(const std::string& output, int rows, int cols) {
  std::istringstream in(output);
  Grid g(rows, cols);
  for (int& cell : g.cells)
    if (!(in >> cell)) return std::nullopt;
  return g;
}

}  // namespace gridsat::bench
