// Shapes apart read plainly: each group's shaded cells, flood-filled and brought to their
// smallest image under rotation and reflection, compared across every side between two groups.
#include <algorithm>

#include "rules/shapes_apart.hpp"

namespace gridsat::rules {

std::string ShapesApart::describe() const {
  return "two groups holding the same shape of " + std::to_string(size_) +
         " shaded cells never touch";
}

std::vector<std::pair<int, int>> ShapesApart::shape_of(int group,
                                                       const std::vector<char>& shaded) const {
  std::vector<int> cells;
  for (int cell : groups_.cells[static_cast<std::size_t>(group)])
    if (shaded[static_cast<std::size_t>(cell)]) cells.push_back(cell);
  if (static_cast<int>(cells.size()) != size_) return {};
  if (cut_off_cell(cells, shape_.cols) >= 0) return {};
  return free_shape(cells, shape_.cols);
}

std::optional<Violation> ShapesApart::evaluate(const Grid& s) const {
  std::vector<char> shaded(s.cells.size());
  for (std::size_t cell = 0; cell < s.cells.size(); ++cell) shaded[cell] = s.cells[cell] == 1;
  std::vector<std::vector<std::pair<int, int>>> shapes;
  for (int g = 0; g < groups_.size(); ++g) shapes.push_back(shape_of(g, shaded));
  for (auto [a, b] : neighbours_) {
    const std::size_t ga = static_cast<std::size_t>(group_of_[static_cast<std::size_t>(a)]);
    const std::size_t gb = static_cast<std::size_t>(group_of_[static_cast<std::size_t>(b)]);
    if (!shaded[static_cast<std::size_t>(a)] || !shaded[static_cast<std::size_t>(b)] ||
        shapes[ga].empty() || shapes[ga] != shapes[gb])
      continue;
    const std::string name = tetromino_name(shapes[ga]);
    return Violation{groups_.name(ga) + " and " + groups_.name(gb) + " hold the same shape" +
                         (name.empty() ? "" : " (" + name + ")") + ", touching at " +
                         cell_name(a, shape_.cols) + " and " + cell_name(b, shape_.cols),
                     a / shape_.cols, a % shape_.cols};
  }
  return std::nullopt;
}

}  // namespace gridsat::rules
