// Tasquare (puzz.link `tasquare`): some cells hold a number or a `?`. Shade cells so that every
// area of shaded cells is a square, the unshaded cells are connected, a numbered cell is not
// shaded, a number is the count of the shaded cells in the squares beside it (across its sides,
// a square counted once), and a `?` has at least one shaded cell beside it; as pzprjs checks
// it, an answer shades at least one cell (docs/tasquare.md).
//
// A declaration (rules/declared.hpp): the genre is its rules over the shading layer.
#include "genres/declared.hpp"
#include "rules/areas.hpp"
#include "rules/connected.hpp"
#include "rules/count.hpp"
#include "rules/rectangles.hpp"

namespace gridsat {
namespace {

using namespace rules;

RuleSet tasquare_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  std::vector<RulePtr> list = {
      std::make_shared<Count>(shape, whole_grid(shape), Relation::AtLeast, std::vector<int>{1}),
      std::make_shared<Squares>(shape, 1, "shaded cells"),
      std::make_shared<Connected>(shape, 0, "unshaded cells")};
  add_numbered_unshaded(p, list);
  add_areas_around(p, list);
  // A `?` touches a square: at least one shaded cell beside it.
  Groups hidden;
  const std::vector<std::vector<int>> beside = neighbours(shape, Touch::Side);
  for (int cell = 0; cell < shape.cells(); ++cell)
    if (p.number(cell) == kQuestionNumber)
      hidden.add("the cells beside " + cell_name(cell, shape.cols),
                 beside[static_cast<std::size_t>(cell)]);
  if (hidden.size() > 0)
    list.push_back(
        std::make_shared<Count>(shape, std::move(hidden), Relation::AtLeast, std::vector<int>{1}));
  return RuleSet(shape, std::move(list));
}

// An unshaded cell shows the shaded cells of the squares beside it, or nothing beside none.
int tasquare_count(const DeclaredShading&, const Grid& solution, int cell) {
  if (solution.cells[static_cast<std::size_t>(cell)] == 1) return -1;
  const int count = AreasAround::around(solution, cell, 1);
  return count > 0 ? count : -1;
}

}  // namespace

constexpr ShadingDeclaration kTasquare{.type = "tasquare",
                                       .numbers = Numbers::InCells,
                                       .largest_number = other_cells,
                                       .smallest_number = 1,
                                       .rules = tasquare_rules,
                                       .measure = tasquare_count,
                                       .puzzlink = "tasquare"};

Genre tasquare_unit() {
  return declared_genre<kTasquare>({}, "tasquare", 22);
}

}  // namespace gridsat
