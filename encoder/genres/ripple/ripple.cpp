// Ripple effect (puzz.link `ripple`; Hakyuu): a grid cut into rooms. Write a number in every cell
// so that a room of n cells holds 1 to n, each once, and two equal numbers k in one row or column
// have at least k cells between them (docs/ripple.md).
//
// A declaration (rules/declared_values.hpp): the genre is its rules over the values layer; the
// rooms are its structure and the given numbers its clues.
#include "genres/declared_values.hpp"
#include "rules/distinct.hpp"
#include "rules/equal_apart.hpp"

namespace gridsat {
namespace {

using namespace rules;

ValueRuleSet ripple_rules(const DeclaredValues& p) {
  return ValueRuleSet(p.shape(), p.domain(),
                      {std::make_shared<Distinct>(p.shape(), p.room_groups()),
                       std::make_shared<EqualApart>(p.shape())});
}

}  // namespace

constexpr ValuesDeclaration kRipple{.type = "ripple",
                                    .rooms = true,
                                    .largest_value = room_size,
                                    .rules = ripple_rules,
                                    .puzzlink = "ripple",
                                    .smallest_room = 4};

Genre ripple_unit() {
  return declared_values_genre<kRipple>({"ripple-effect", "hakyuu"},
                                        "ripple (ripple-effect, hakyuu)", 18);
}

}  // namespace gridsat
