// The drawing model of a puzzle: each type says here which walls are thick, where its cages and
// clues are and how its values look; the renderers never look at a puzzle type themselves.
#include "picture.hpp"

#include <algorithm>

#include "puzzles/abc.hpp"
#include "puzzles/binairo.hpp"
#include "puzzles/calcudoku.hpp"
#include "puzzles/skyscrapers.hpp"
#include "puzzles/sudoku.hpp"

namespace gridsat::cli {

namespace {

std::size_t index(int cell) {
  return static_cast<std::size_t>(cell);
}

void add_sudoku(const Sudoku& s, Picture& p) {
  for (int r = 0; r < s.n; ++r)
    for (int c = 0; c < s.n; ++c) {
      int cell = r * s.n + c;
      p.region[index(cell)] = !s.regions.empty()
                                  ? s.regions[index(cell)]
                                  : (r / s.box_rows) * (s.n / s.box_cols) + c / s.box_cols;
    }
  p.diagonal = s.diagonal;
  for (std::size_t k = 0; k < s.cages.size(); ++k) {
    const KillerCage& cage = s.cages[k];
    for (int cell : cage.cells) p.cage[index(cell)] = static_cast<int>(k);
    int first = *std::min_element(cage.cells.begin(), cage.cells.end());
    p.label[index(first)] = std::to_string(cage.sum);
  }
}

void add_calcudoku(const Calcudoku& k, Picture& p) {
  p.cage = k.cage_of_cell();
  p.cages_are_regions = true;
  for (const CalcudokuCage& cage : k.cages) {
    int first = *std::min_element(cage.cells.begin(), cage.cells.end());
    p.label[index(first)] = calcudoku_target_text(cage);
  }
}

// Clues of skyscrapers (numbers) or abc (letters); 0 is no clue.
template <typename ClueText>
void add_clues(const std::array<std::vector<int>, 4>& clues, Picture& p, ClueText text) {
  for (std::size_t side = 0; side < 4; ++side)
    for (int clue : clues[side]) p.clues[side].push_back(clue == 0 ? "" : text(clue));
}

}  // namespace

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

Picture picture_of(const Puzzle& puzzle) {
  Picture p;
  p.rows = puzzle.rows();
  p.cols = puzzle.cols();
  std::size_t cells = index(p.rows * p.cols);
  p.region.assign(cells, 0);
  p.cage.assign(cells, -1);
  p.label.assign(cells, "");
  if (const auto* s = dynamic_cast<const Sudoku*>(&puzzle)) add_sudoku(*s, p);
  if (const auto* k = dynamic_cast<const Calcudoku*>(&puzzle)) add_calcudoku(*k, p);
  if (const auto* s = dynamic_cast<const Skyscrapers*>(&puzzle))
    add_clues(s->clues, p, [](int clue) { return std::to_string(clue); });
  if (const auto* a = dynamic_cast<const Abc*>(&puzzle))
    add_clues(a->clues, p, [](int clue) { return letter_text(clue); });
  p.binairo = dynamic_cast<const Binairo*>(&puzzle) != nullptr;
  return p;
}

std::string shown_value(const Puzzle& puzzle, int value) {
  if (value == kUnknown) return "";
  if (puzzle.type() == "binairo") return value == 0 ? "○" : "●";
  if (puzzle.type() == "abc" && value == 0) return "·";
  return puzzle.value_text(value);
}

std::size_t display_width(const std::string& text) {
  std::size_t width = 0;
  for (unsigned char ch : text)
    if ((ch & 0xC0) != 0x80) ++width;
  return width;
}

}  // namespace gridsat::cli
