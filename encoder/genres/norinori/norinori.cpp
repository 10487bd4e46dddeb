// Norinori (puzz.link `norinori`): a grid cut into rooms. Shade cells so that every room holds
// exactly two shaded cells and every shaded cell has exactly one shaded side neighbour (the
// shaded cells form dominoes, which may cross room borders) (docs/norinori.md).
//
// A declaration (rules/declared.hpp): the genre is its rules over the shading layer; the rooms
// are its only clues.
#include "genres/declared.hpp"
#include "rules/count.hpp"
#include "rules/same_neighbours.hpp"

namespace gridsat {
namespace {

using namespace rules;

RuleSet norinori_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  return RuleSet(shape, {std::make_shared<SameNeighbours>(shape, 1, 1, 1),
                         std::make_shared<Count>(shape, p.room_groups(), Relation::Exactly,
                                                 std::vector<int>{2})});
}

}  // namespace

constexpr ShadingDeclaration kNorinori{.type = "norinori",
                                       .rooms = true,
                                       .numbers = Numbers::None,
                                       .rules = norinori_rules,
                                       .puzzlink = "norinori",
                                       .smallest_room = 4,
                                       .refine_moves_cells = true};

Genre norinori_unit() {
  return declared_genre<kNorinori>({}, "norinori", 10);
}

}  // namespace gridsat
