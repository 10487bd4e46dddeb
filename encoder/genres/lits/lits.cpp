// LITS (puzz.link `lits`): a grid cut into rooms. Shade exactly four cells in every room, connected
// through their sides inside it (a tetromino: L, I, T or S; an O would be a 2 x 2 block), so that
// all shaded cells form one area through their sides, no 2 x 2 block is all shaded, and two
// tetrominoes of the same shape, rotations and reflections counted as the same, never share a
// side across a room's border (docs/lits.md).
//
// A declaration (rules/declared.hpp): the rooms are the only clues.
#include "genres/declared.hpp"
#include "rules/connected.hpp"
#include "rules/no_block.hpp"
#include "rules/polyominoes.hpp"
#include "rules/shapes_apart.hpp"

namespace gridsat {
namespace {

using namespace rules;

RuleSet lits_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  const Groups rooms = p.room_groups();
  return RuleSet(shape, {std::make_shared<NoBlock>(shape, 1, "shaded cells"),
                         std::make_shared<ShapesApart>(shape, rooms, 4),
                         std::make_shared<Polyominoes>(shape, rooms, 4),
                         std::make_shared<Connected>(shape, 1, "shaded cells")});
}

}  // namespace

constexpr ShadingDeclaration kLits{.type = "lits",
                                   .rooms = true,
                                   .numbers = Numbers::None,
                                   .rules = lits_rules,
                                   .puzzlink = "lits",
                                   .smallest_room = 5,
                                   .refine_moves_cells = true};

Genre lits_unit() {
  return declared_genre<kLits>({}, "lits", 7);
}

}  // namespace gridsat
