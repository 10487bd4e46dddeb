#include "rules/shading.hpp"

namespace gridsat::rules {

ShadingVars::ShadingVars(Cnf& cnf, GridShape shape)
    : first_(cnf.new_vars(shape.cells())), shape_(shape) {
  for (int cell = 0; cell < shape.cells(); ++cell)
    cnf.answer().add(cell / shape.cols, cell % shape.cols, 1, shaded(cell));
}

std::vector<Lit> ShadingVars::of(std::span<const int> cells, int colour) const {
  std::vector<Lit> out;
  out.reserve(cells.size());
  for (int cell : cells) out.push_back(colour == 1 ? shaded(cell) : -shaded(cell));
  return out;
}

}  // namespace gridsat::rules
