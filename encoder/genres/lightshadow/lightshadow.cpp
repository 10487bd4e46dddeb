// Light and Shadow (puzz.link `lightshadow`): some cells hold a number, each in a light or a
// dark cell. Colour every cell light (unshaded) or dark (shaded) so that every area of one colour
// (connected through sides) holds exactly one number, of its colour, and a number is the size of
// its area (`?` any size) (docs/lightshadow.md).
//
// A declaration (rules/declared.hpp): the genre is its rules over the shading layer. A number's
// colour is a given cell of the puzzle; every area needs a number, so the numbers are fixed.
#include "genres/declared.hpp"
#include "rules/areas.hpp"

namespace gridsat {
namespace {

using namespace rules;

RuleSet lightshadow_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  std::vector<AreaNumber> numbers[2];
  for (const AreaNumber& n : area_numbers(p))
    numbers[p.givens().cells[static_cast<std::size_t>(n.cell)] == 1].push_back(n);
  // A puzzle read holds a number; the generator's frame, without, is any colouring.
  std::vector<RulePtr> list;
  if (!numbers[0].empty() || !numbers[1].empty()) {
    list.push_back(std::make_shared<NumberedAreas>(shape, 0, std::move(numbers[0]), true,
                                                   Noun{"light cell", "light cells"}));
    list.push_back(std::make_shared<NumberedAreas>(shape, 1, std::move(numbers[1]), true,
                                                   Noun{"dark cell", "dark cells"}));
  }
  return RuleSet(shape, std::move(list));
}

// The generator's numbers: one per area of either colour, at its middle cell in reading order.
int lightshadow_measure(const DeclaredShading&, const Grid& solution, int cell) {
  return NumberedAreas::middle_size(solution, cell, solution.cells[static_cast<std::size_t>(cell)]);
}

}  // namespace

constexpr ShadingDeclaration kLightshadow{.type = "lightshadow",
                                          .numbers = Numbers::InCells,
                                          .largest_number = grid_cells,
                                          .smallest_number = 1,
                                          .rules = lightshadow_rules,
                                          .measure = lightshadow_measure,
                                          .puzzlink = "lightshadow",
                                          .numbers_fixed = true,
                                          .coloured_numbers = true};

Genre lightshadow_unit() {
  return declared_genre<kLightshadow>({"light-and-shadow"}, "lightshadow (light-and-shadow)", 10);
}

}  // namespace gridsat
