// Minesweeper (puzz.link `mines`): some cells hold a number. Place mines so that a numbered cell
// has exactly that many mines among the eight cells around it; a numbered cell holds no mine
// (pzprjs's kurotto family: a number stays unshaded). docs/mines.md.
//
// A declaration (rules/declared.hpp): the genre is its rules over the shading layer.
#include "genres/declared.hpp"
#include "rules/count.hpp"

namespace gridsat {
namespace {

using namespace rules;

const Noun kMine{"mine", "mines"};

int neighbour_count(const DeclaredShading& p, int cell) {
  return static_cast<int>(
      neighbours(p.shape(), Touch::King)[static_cast<std::size_t>(cell)].size());
}

// A numbered cell holds no mine, and the cells around it hold its number of mines; both are the
// number's own clauses, so they come after nothing else.
RuleSet mines_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  const std::vector<std::vector<int>> near = neighbours(shape, Touch::King);
  std::vector<RulePtr> list;
  add_numbered_unshaded(p, list, kMine);
  add_number_counts(
      p, list,
      [&](int cell) {
        return NumberGroup{"the cells around " + cell_name(cell, shape.cols),
                           near[static_cast<std::size_t>(cell)]};
      },
      kMine);
  return RuleSet(shape, std::move(list));
}

// A cell without a mine shows the mines around it.
int mines_around(const DeclaredShading& p, const Grid& solution, int cell) {
  if (solution.cells[static_cast<std::size_t>(cell)] == 1) return -1;
  return shaded_among(solution, neighbours(p.shape(), Touch::King)[static_cast<std::size_t>(cell)]);
}

}  // namespace

constexpr ShadingDeclaration kMines{.type = "mines",
                                    .numbers = Numbers::InCells,
                                    .largest_number = neighbour_count,
                                    .rules = mines_rules,
                                    .measure = mines_around,
                                    .shade_symbol = "✹",
                                    .puzzlink = "mines"};

Genre mines_unit() {
  return declared_genre<kMines>({"minesweeper"}, "mines (minesweeper)", 32);
}

}  // namespace gridsat
