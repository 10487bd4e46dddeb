#include "puzzles/picture.hpp"

#include <algorithm>

namespace gridsat {
namespace {

std::size_t index(int cell) {
  return static_cast<std::size_t>(cell);
}

}  // namespace

Picture::Picture(int rows, int cols)
    : rows(rows),
      cols(cols),
      region(index(rows * cols), 0),
      cage(index(rows * cols), -1),
      label(index(rows * cols)) {}

bool Picture::has_clues() const {
  for (const auto& side : clues)
    for (const auto& clue : side)
      if (!clue.empty()) return true;
  return false;
}

bool Picture::has_cages() const {
  for (int k : cage)
    if (k >= 0) return true;
  return false;
}

bool Picture::is_blocked(int cell) const {
  return cell >= 0 && index(cell) < blocked.size() && blocked[index(cell)];
}

int Picture::cell(int r, int c) const {
  return r < 0 || c < 0 || r >= rows || c >= cols ? -1 : r * cols + c;
}

bool Picture::same_cage(int a, int b) const {
  return a >= 0 && b >= 0 && cage[index(a)] >= 0 && cage[index(a)] == cage[index(b)];
}

Wall Picture::grid_wall(int a, int b) const {
  if (a < 0 && b < 0) return Wall::None;
  if (a < 0 || b < 0) return Wall::Thick;
  if (region[index(a)] != region[index(b)]) return Wall::Thick;
  if (cages_are_regions && cage[index(a)] != cage[index(b)]) return Wall::Thick;
  return Wall::Thin;
}

Wall Picture::text_wall(int a, int b) const {
  Wall wall = grid_wall(a, b);
  // A killer cage is an area without inner walls, unless a box wall crosses it.
  if (wall == Wall::Thin && !cages_are_regions && same_cage(a, b)) return Wall::None;
  return wall;
}

std::string Picture::mark(int a, int b) const {
  for (const Mark& m : marks)
    if (m.cell == a && m.next == b) return m.text;
  return "";
}

std::vector<int> drawn_cells(const Picture& p) {
  std::vector<int> cells;
  auto add = [&](int cell) {
    if (cell >= 0 && cell < p.rows * p.cols) cells.push_back(cell);
  };
  for (const Line& line : p.lines)
    for (int cell : line.cells) add(cell);
  for (const Mark& m : p.marks) {
    add(m.cell);
    add(m.next);
  }
  for (std::size_t k = 0; k < p.shapes.size(); ++k)
    if (p.shapes[k] != CellShape::None) add(static_cast<int>(k));
  for (std::size_t k = 0; k < p.tint.size(); ++k)
    if (p.tint[k] >= 0) add(static_cast<int>(k));
  for (const CornerClue& c : p.corner_clues)
    for (int dr : {-1, 0})
      for (int dc : {-1, 0}) add(p.cell(c.row + dr, c.col + dc));
  for (const DiagonalClue& d : p.diagonal_clues) add(p.cell(d.row + d.dr, d.col + d.dc));
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  return cells;
}

}  // namespace gridsat
