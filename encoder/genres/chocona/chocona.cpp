// Chocona (puzz.link `chocona`): a grid cut into rooms, some numbered. Shade cells so that a
// numbered room holds exactly that many shaded cells and every area of shaded cells is a
// rectangle; as pzprjs checks it, an answer shades at least one cell (docs/chocona.md).
//
// A declaration (rules/declared.hpp): the genre is its rules over the shading layer.
#include "genres/declared.hpp"
#include "rules/count.hpp"
#include "rules/rectangles.hpp"

namespace gridsat {
namespace {

using namespace rules;

RuleSet chocona_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  std::vector<RulePtr> list = {
      std::make_shared<Count>(shape, whole_grid(shape), Relation::AtLeast, std::vector<int>{1}),
      std::make_shared<Rectangles>(shape, 1, "shaded cells")};
  add_room_counts(p, list);
  return RuleSet(shape, std::move(list));
}

}  // namespace

constexpr ShadingDeclaration kChocona{.type = "chocona",
                                      .rooms = true,
                                      .numbers = Numbers::InRooms,
                                      .largest_number = room_size,
                                      .rules = chocona_rules,
                                      .measure = shaded_in_room,
                                      .puzzlink = "chocona"};

Genre chocona_unit() {
  return declared_genre<kChocona>({}, "chocona", 25);
}

}  // namespace gridsat
