// View (puzz.link `view`): write numbers from 0 up in some cells, leaving the others empty. A
// number counts the empty cells it sees along its row and column (in each direction up to the
// first number or the edge), two equal numbers are never side by side, and the numbers form one
// area through side neighbours; there is at least one (docs/view.md).
//
// A declaration (rules/declared_values.hpp) on sukoro's pattern: the values layer with a blank
// (value 0, an empty cell) and the numbers shifted by one past it (number_offset), so that a
// number n is the value n + 1; the given numbers are its clues.
#include "genres/declared_values.hpp"
#include "rules/blanks_seen.hpp"
#include "rules/connected.hpp"
#include "rules/count.hpp"
#include "rules/on_numbers.hpp"
#include "rules/related.hpp"

namespace gridsat {
namespace {

using namespace rules;

// A number sees at most every other cell of its row and column (pzprjs's largest number).
int row_and_column(const DeclaredValues& p, int) {
  return p.rows() + p.cols() - 2 + 1;
}

ValueRuleSet view_rules(const DeclaredValues& p) {
  const GridShape shape = p.shape();
  const ValueDomain domain = p.domain();
  std::vector<CellPair> apart;
  for (auto [a, b] : side_pairs(shape)) apart.push_back({a, b, PairKind::DifferentUnlessBlank});
  const Noun numbers{"number", "numbers"};
  return ValueRuleSet(
      shape, domain,
      {std::make_shared<OnNumbers>(
           shape, domain,
           std::make_shared<Count>(shape, whole_grid(shape), Relation::AtLeast, std::vector<int>{1},
                                   numbers)),
       std::make_shared<Related>(shape, std::move(apart), PairEncoding::Support, p.value_names()),
       std::make_shared<BlanksSeen>(shape, 1),
       std::make_shared<OnNumbers>(shape, domain,
                                   std::make_shared<Connected>(shape, 1, "numbers"))});
}

}  // namespace

constexpr ValuesDeclaration kView{.type = "view",
                                  .largest_value = row_and_column,
                                  .number_offset = 1,
                                  .blank = true,
                                  .blank_givens = false,
                                  .rules = view_rules,
                                  .puzzlink = "view"};

Genre view_unit() {
  return declared_values_genre<kView>({}, "view", 10);
}

}  // namespace gridsat
