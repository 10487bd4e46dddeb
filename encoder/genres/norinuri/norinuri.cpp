// Norinuri (puzz.link `norinuri`): some cells hold a number. Shade cells so that every shaded
// cell has exactly one shaded side neighbour (the shaded cells form dominoes), every area of
// unshaded cells holds exactly one number, and a number is the size of its area (`?` any size;
// a numbered cell is unshaded) (docs/norinuri.md).
//
// A declaration (rules/declared.hpp): the genre is its rules over the shading layer. Every area
// needs a number, so the numbers are fixed, not removable clues.
#include "genres/declared.hpp"
#include "rules/areas.hpp"
#include "rules/same_neighbours.hpp"

namespace gridsat {
namespace {

using namespace rules;

RuleSet norinuri_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  std::vector<RulePtr> list = {std::make_shared<SameNeighbours>(shape, 1, 1, 1)};
  std::vector<AreaNumber> numbers = area_numbers(p);
  // A puzzle read holds a number; the generator's frame, without, is the dominoes alone.
  if (!numbers.empty())
    list.push_back(std::make_shared<NumberedAreas>(shape, 0, std::move(numbers), true,
                                                   Noun{"unshaded cell", "unshaded cells"}));
  return RuleSet(shape, std::move(list));
}

}  // namespace

constexpr ShadingDeclaration kNorinuri{.type = "norinuri",
                                       .numbers = Numbers::InCells,
                                       .largest_number = grid_cells,
                                       .smallest_number = 1,
                                       .rules = norinuri_rules,
                                       .measure = unshaded_area_at_middle,
                                       .puzzlink = "norinuri",
                                       .numbers_fixed = true};

Genre norinuri_unit() {
  return declared_genre<kNorinuri>({}, "norinuri", 7);
}

}  // namespace gridsat
