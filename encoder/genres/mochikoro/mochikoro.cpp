// Mochikoro (puzz.link `mochikoro`): some cells hold a number. Shade cells so that no 2 x 2 block
// is all shaded, the unshaded cells are connected through sides and corners, every area of
// unshaded cells is a rectangle holding at most one number, and a number is the size of its
// area (`?` any size; a numbered cell is unshaded); as pzprjs checks it, an answer shades at
// least one cell (docs/mochikoro.md).
//
// A declaration (rules/declared.hpp): the genre is its rules over the shading layer.
#include "genres/declared.hpp"
#include "rules/areas.hpp"
#include "rules/connected.hpp"
#include "rules/count.hpp"
#include "rules/no_block.hpp"
#include "rules/rectangles.hpp"

namespace gridsat {
namespace {

using namespace rules;

RuleSet mochikoro_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  return RuleSet(shape, {std::make_shared<Count>(shape, whole_grid(shape), Relation::AtLeast,
                                                 std::vector<int>{1}),
                         std::make_shared<NoBlock>(shape, 1, "shaded cells"),
                         std::make_shared<Connected>(shape, 0, "unshaded cells", false, true),
                         std::make_shared<Rectangles>(shape, 0, "unshaded cells"),
                         std::make_shared<NumberedAreas>(shape, 0, area_numbers(p), false,
                                                         Noun{"unshaded cell", "unshaded cells"})});
}

}  // namespace

constexpr ShadingDeclaration kMochikoro{.type = "mochikoro",
                                        .numbers = Numbers::InCells,
                                        .largest_number = grid_cells,
                                        .smallest_number = 1,
                                        .rules = mochikoro_rules,
                                        .measure = unshaded_area_at_middle,
                                        .puzzlink = "mochikoro"};

Genre mochikoro_unit() {
  return declared_genre<kMochikoro>({}, "mochikoro", 15);
}

}  // namespace gridsat
