// Yajisan-Kazusan (puzz.link `yajikazu`): some cells hold a number with an arrow. Shade cells so
// that no two shaded cells touch by a side, the unshaded cells form one area through their sides,
// and every unshaded number counts the shaded cells in the direction of its arrow, up to the
// grid's edge; a shaded number says nothing, nor does one without an arrow; as pzprjs checks
// it, an answer shades at least one cell (docs/yajikazu.md).
//
// A declaration (rules/declared.hpp): the counts are SwitchedCount, switched by the number's own
// cell.
#include "genres/declared.hpp"
#include "rules/connected.hpp"
#include "rules/count.hpp"
#include "rules/never_touch.hpp"
#include "rules/switched_count.hpp"

namespace gridsat {
namespace {

using namespace rules;

RuleSet yajikazu_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  std::vector<RulePtr> list = {
      std::make_shared<Count>(shape, whole_grid(shape), Relation::AtLeast, std::vector<int>{1}),
      std::make_shared<NeverTouch>(shape, Touch::Side),
      std::make_shared<Connected>(shape, 0, "unshaded cells")};
  Groups groups;
  std::vector<int> targets, switches;
  for (auto [cell, number] : p.given_numbers()) {
    if (p.arrow(cell) == kNoArrow) continue;
    groups.add("the arrow at " + cell_name(cell, shape.cols),
               cells_pointed_at(shape, cell, p.arrow(cell)));
    targets.push_back(number);
    switches.push_back(cell);
  }
  if (!targets.empty())
    list.push_back(std::make_shared<SwitchedCount>(shape, std::move(groups), std::move(targets),
                                                   std::move(switches), 0, Noun{}, true));
  return RuleSet(shape, std::move(list));
}

// pzprjs's largest number; a number past its arrow's cells makes its cell shaded.
int up_to_999(const DeclaredShading&, int) {
  return 999;
}

int shaded_pointed_at(const DeclaredShading& p, const Grid& solution, int cell) {
  if (p.arrow(cell) == kNoArrow) return -1;
  return shaded_among(solution, cells_pointed_at(p.shape(), cell, p.arrow(cell)));
}

}  // namespace

constexpr ShadingDeclaration kYajikazu{.type = "yajikazu",
                                       .numbers = Numbers::InCells,
                                       .largest_number = up_to_999,
                                       .rules = yajikazu_rules,
                                       .measure = shaded_pointed_at,
                                       .puzzlink = "yajikazu",
                                       .arrows = true};

Genre yajikazu_unit() {
  return declared_genre<kYajikazu>({"yajisan-kazusan"}, "yajisan-kazusan", 18);
}

}  // namespace gridsat
