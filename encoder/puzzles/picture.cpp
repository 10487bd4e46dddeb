#include "puzzles/picture.hpp"

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

}  // namespace gridsat
