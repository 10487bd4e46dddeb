#include "rules/shading.hpp"

namespace gridsat::rules {

ShadingVars::ShadingVars(Cnf& cnf, GridShape shape)
    : first_(cnf.new_vars(shape.cells())), shape_(shape) {
  for (int cell = 0; cell < shape.cells(); ++cell)
    cnf.answer().add(cell / shape.cols, cell % shape.cols, 1, shaded(cell));
}

ShadingVars::ShadingVars(Cnf& cnf, GridShape shape, Unnamed)
    : first_(cnf.new_vars(shape.cells())), shape_(shape) {}

std::vector<Lit> ShadingVars::of(std::span<const int> cells, int colour) const {
  std::vector<Lit> out;
  out.reserve(cells.size());
  for (int cell : cells) out.push_back(colour == 1 ? shaded(cell) : -shaded(cell));
  return out;
}

std::vector<Lit> ShadingVars::open_of(std::span<const int> cells) const {
  std::vector<Lit> out;
  out.reserve(cells.size());
  for (int cell : cells)
    if (!kept_unshaded(cell)) out.push_back(shaded(cell));
  return out;
}

Pieces known_pieces(const std::vector<Candidates>& cells, Candidates mine,
                    const std::vector<std::vector<int>>& near) {
  Pieces p;
  p.of.assign(cells.size(), -1);
  for (std::size_t start = 0; start < cells.size(); ++start) {
    if (cells[start] != mine || p.of[start] >= 0) continue;
    const int id = static_cast<int>(p.cells.size());
    std::vector<int> list{static_cast<int>(start)};
    p.of[start] = id;
    for (std::size_t i = 0; i < list.size(); ++i)
      for (int u : near[static_cast<std::size_t>(list[i])])
        if (cells[static_cast<std::size_t>(u)] == mine && p.of[static_cast<std::size_t>(u)] < 0) {
          p.of[static_cast<std::size_t>(u)] = id;
          list.push_back(u);
        }
    p.cells.push_back(std::move(list));
  }
  return p;
}

}  // namespace gridsat::rules
