// Kurotto (puzz.link `kurotto`): some cells hold a circle, most with a number. Shade cells so
// that a circle is not shaded and a circle's number is the count of the shaded cells in the
// areas of shaded cells beside it (across its sides, an area counted once); as pzprjs checks it,
// an answer shades at least one cell (docs/kurotto.md).
//
// A declaration (rules/declared.hpp): the genre is its rules over the shading layer.
#include "genres/declared.hpp"
#include "rules/areas.hpp"
#include "rules/count.hpp"

namespace gridsat {
namespace {

using namespace rules;

RuleSet kurotto_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  std::vector<RulePtr> list = {
      std::make_shared<Count>(shape, whole_grid(shape), Relation::AtLeast, std::vector<int>{1})};
  add_numbered_unshaded(p, list);
  add_areas_around(p, list);
  return RuleSet(shape, std::move(list));
}

// An unshaded cell shows the shaded cells of the areas beside it.
int kurotto_count(const DeclaredShading&, const Grid& solution, int cell) {
  if (solution.cells[static_cast<std::size_t>(cell)] == 1) return -1;
  return AreasAround::around(solution, cell, 1);
}

}  // namespace

constexpr ShadingDeclaration kKurotto{.type = "kurotto",
                                      .numbers = Numbers::InCells,
                                      .largest_number = other_cells,
                                      .rules = kurotto_rules,
                                      .measure = kurotto_count,
                                      .puzzlink = "kurotto"};

Genre kurotto_unit() {
  return declared_genre<kKurotto>({}, "kurotto", 17);
}

}  // namespace gridsat
