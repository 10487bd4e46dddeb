// Nanro (puzz.link `nanro`): a grid cut into rooms, some numbers given. Write numbers in some
// cells, at least one per room, so that every number in a room is the count of the room's
// numbers; two equal numbers in different rooms are never side by side; no 2 x 2 block is all
// numbers; and the numbers form one area through side neighbours (docs/nanro.md).
//
// A declaration (rules/declared_values.hpp): its rules over the values layer with a blank (value
// 0, an empty cell), the rooms its structure and the given numbers its clues. The shading rules
// (a number per room, the 2 x 2 blocks, the numbers' area) read the cells that hold a number
// (rules/on_numbers.hpp).
#include "genres/declared_values.hpp"
#include "rules/connected.hpp"
#include "rules/count.hpp"
#include "rules/group_count.hpp"
#include "rules/no_block.hpp"
#include "rules/on_numbers.hpp"
#include "rules/related.hpp"

namespace gridsat {
namespace {

using namespace rules;

ValueRuleSet nanro_rules(const DeclaredValues& p) {
  const GridShape shape = p.shape();
  const ValueDomain domain = p.domain();
  const Groups rooms = p.room_groups();
  // Side neighbours in different rooms.
  std::vector<CellPair> across;
  for (auto [a, b] : side_pairs(shape))
    if (p.rooms()[static_cast<std::size_t>(a)] != p.rooms()[static_cast<std::size_t>(b)])
      across.push_back({a, b, PairKind::DifferentUnlessBlank});
  auto numbers = [&](std::shared_ptr<const ShadingRule> rule) {
    return std::make_shared<OnNumbers>(shape, domain, std::move(rule));
  };
  const std::vector<int> one(rooms.cells.size(), 1);
  return ValueRuleSet(shape, domain,
                      {numbers(std::make_shared<NoBlock>(shape, 1, "numbers")),
                       std::make_shared<Related>(shape, std::move(across)),
                       std::make_shared<GroupCount>(shape, rooms),
                       numbers(std::make_shared<Connected>(shape, 1, "numbers")),
                       numbers(std::make_shared<Count>(shape, rooms, Relation::AtLeast, one,
                                                       Noun{"number", "numbers"}))});
}

}  // namespace

constexpr ValuesDeclaration kNanro{.type = "nanro",
                                   .rooms = true,
                                   .largest_value = room_size,
                                   .blank = true,
                                   .blank_givens = false,
                                   .rules = nanro_rules,
                                   .puzzlink = "nanro"};

Genre nanro_unit() {
  return declared_values_genre<kNanro>({}, "nanro", 24);
}

}  // namespace gridsat
