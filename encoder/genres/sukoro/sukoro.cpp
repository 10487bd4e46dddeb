// Sukoro (puzz.link `sukoro`): write numbers 1 to 4 in some cells, leaving the others empty. A
// number counts the numbers in the (up to four) cells beside it, two equal numbers are never
// side by side, and the numbers form one area through side neighbours; there is at least one
// (docs/sukoro.md).
//
// A declaration (rules/declared_values.hpp): its rules over the values layer with a blank (value
// 0, an empty cell); the given numbers are its clues. The numbers' area and their existence are
// shading rules read on the cells that hold a number (rules/on_numbers.hpp).
#include "genres/declared_values.hpp"
#include "rules/connected.hpp"
#include "rules/count.hpp"
#include "rules/numbered_neighbours.hpp"
#include "rules/on_numbers.hpp"
#include "rules/related.hpp"

namespace gridsat {
namespace {

using namespace rules;

// A number counts its neighbours: at most as many as the cell has (4 inside, 2 in a corner).
int neighbour_count(const DeclaredValues& p, int cell) {
  const int r = cell / p.cols(), c = cell % p.cols();
  return (r > 0) + (r + 1 < p.rows()) + (c > 0) + (c + 1 < p.cols());
}

ValueRuleSet sukoro_rules(const DeclaredValues& p) {
  const GridShape shape = p.shape();
  const ValueDomain domain = p.domain();
  std::vector<CellPair> apart;
  for (auto [a, b] : side_pairs(shape)) apart.push_back({a, b, PairKind::DifferentUnlessBlank});
  std::vector<int> every(static_cast<std::size_t>(shape.cells()));
  for (int cell = 0; cell < shape.cells(); ++cell) every[static_cast<std::size_t>(cell)] = cell;
  Groups whole;
  whole.add("the grid", std::move(every));
  const Noun numbers{"number", "numbers"};
  return ValueRuleSet(
      shape, domain,
      {std::make_shared<OnNumbers>(
           shape, domain,
           std::make_shared<Count>(shape, whole, Relation::AtLeast, std::vector<int>{1}, numbers)),
       std::make_shared<Related>(shape, std::move(apart)),
       std::make_shared<NumberedNeighbours>(shape),
       std::make_shared<OnNumbers>(shape, domain,
                                   std::make_shared<Connected>(shape, 1, "numbers"))});
}

}  // namespace

constexpr ValuesDeclaration kSukoro{.type = "sukoro",
                                    .largest_value = neighbour_count,
                                    .blank = true,
                                    .blank_givens = false,
                                    .rules = sukoro_rules,
                                    .puzzlink = "sukoro",
                                    .decimal_code = true};

Genre sukoro_unit() {
  return declared_values_genre<kSukoro>({}, "sukoro", 12);
}

}  // namespace gridsat
