// Suguru (puzz.link `suguru`; also Tectonic): a grid cut into rooms. Write a number in every cell
// so that a room of n cells holds 1 to n, each once, and two cells that touch, even diagonally,
// never hold the same number (docs/suguru.md).
//
// A declaration (rules/declared_values.hpp): the rooms are the puzzle's structure, the given
// numbers its clues.
#include "genres/declared_values.hpp"
#include "rules/distinct.hpp"
#include "rules/related.hpp"

namespace gridsat {
namespace {

using namespace rules;

ValueRuleSet suguru_rules(const DeclaredValues& p) {
  const GridShape shape = p.shape();
  std::vector<CellPair> touching;  // each pair once, from its first cell in reading order
  const std::vector<std::vector<int>> near = neighbours(shape, Touch::King);
  for (int cell = 0; cell < shape.cells(); ++cell)
    for (int other : near[static_cast<std::size_t>(cell)])
      if (other > cell) touching.push_back({cell, other, PairKind::Different});
  return ValueRuleSet(shape, p.domain(),
                      {std::make_shared<Distinct>(shape, p.room_groups()),
                       std::make_shared<Related>(shape, std::move(touching))});
}

}  // namespace

constexpr ValuesDeclaration kSuguru{.type = "suguru",
                                    .rooms = true,
                                    .largest_value = room_size,
                                    .rules = suguru_rules,
                                    .puzzlink = "suguru",
                                    .smallest_room = 4};

Genre suguru_unit() {
  return declared_values_genre<kSuguru>({"tectonic"}, "suguru (tectonic)", 46);
}

}  // namespace gridsat
