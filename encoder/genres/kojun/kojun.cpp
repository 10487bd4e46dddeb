// Kojun (puzz.link `cojun`): a grid cut into rooms. Write a number in every cell so that a room of
// n cells holds 1 to n, each once, two side neighbours never hold the same number, and of two
// cells one above the other in the same room the upper holds the greater number (docs/kojun.md).
//
// A declaration (rules/declared_values.hpp): the rooms are the puzzle's structure, the given
// numbers its clues.
#include "genres/declared_values.hpp"
#include "rules/distinct.hpp"
#include "rules/related.hpp"

namespace gridsat {
namespace {

using namespace rules;

ValueRuleSet kojun_rules(const DeclaredValues& p) {
  const GridShape shape = p.shape();
  const auto& rooms = p.rooms();
  std::vector<CellPair> apart, falling;
  for (auto [a, b] : side_pairs(shape)) {
    apart.push_back({a, b, PairKind::Different});
    if (b == a + shape.cols &&
        rooms[static_cast<std::size_t>(a)] == rooms[static_cast<std::size_t>(b)])
      falling.push_back({a, b, PairKind::Greater});
  }
  return ValueRuleSet(shape, p.domain(),
                      {std::make_shared<Distinct>(shape, p.room_groups()),
                       std::make_shared<Related>(shape, std::move(apart)),
                       std::make_shared<Related>(shape, std::move(falling))});
}

}  // namespace

constexpr ValuesDeclaration kKojun{.type = "kojun",
                                   .rooms = true,
                                   .largest_value = room_size,
                                   .rules = kojun_rules,
                                   .puzzlink = "cojun",
                                   .smallest_room = 3};

Genre kojun_unit() {
  return declared_values_genre<kKojun>({"cojun"}, "kojun (cojun)", 18);
}

}  // namespace gridsat
