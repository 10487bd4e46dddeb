// Kropki (puzz.link `kropki`): an N x N grid with dots on some borders between cells. Write 1 to
// N in every row and column, each once, so that two numbers joined by a white dot differ by 1,
// two joined by a black dot are one twice the other, and two without a dot between them are
// neither (1 and 2 may take either dot) (docs/kropki.md).
//
// A declaration (rules/declared_values.hpp): the dots are the puzzle's structure, every border's
// dot given (a missing dot is a rule too); given numbers, which puzz.link cannot hold, are the
// setter's clues.
#include "genres/declared_values.hpp"
#include "rules/distinct.hpp"
#include "rules/related.hpp"

namespace gridsat {
namespace {

using namespace rules;

int side(const DeclaredValues& p, int) {
  return std::max(p.rows(), p.cols());
}

ValueRuleSet kropki_rules(const DeclaredValues& p) {
  const GridShape shape = p.shape();
  Groups lines = rows_of(shape);
  lines.append(columns_of(shape));
  std::vector<ValueRulePtr> rules{std::make_shared<Distinct>(shape, std::move(lines))};
  if (!p.dots().empty()) {
    std::vector<CellPair> pairs;
    for (int i = 0; i < p.border_count(); ++i) {
      const auto [a, b] = p.border_cells(i);
      const int dot = p.dots()[static_cast<std::size_t>(i)];
      pairs.push_back({a, b,
                       dot == 1   ? PairKind::Consecutive
                       : dot == 2 ? PairKind::Double
                                  : PairKind::Neither});
    }
    rules.push_back(std::make_shared<Related>(shape, std::move(pairs)));
  }
  return ValueRuleSet(shape, p.domain(), std::move(rules));
}

// White where the numbers differ by 1, black where one is twice the other (1 and 2: either).
int measure_dot(int a, int b, Random& rng) {
  const bool white = a - b == 1 || b - a == 1, black = a == 2 * b || b == 2 * a;
  if (white && black) return 1 + rng.below(2);
  return white ? 1 : black ? 2 : 0;
}

}  // namespace

constexpr ValuesDeclaration kKropki{.type = "kropki",
                                    .largest_value = side,
                                    .rules = kropki_rules,
                                    .dots = true,
                                    .measure_dot = measure_dot,
                                    .puzzlink = "kropki",
                                    .largest_side = 40};

Genre kropki_unit() {
  return declared_values_genre<kKropki>({}, "kropki", 12);
}

}  // namespace gridsat
