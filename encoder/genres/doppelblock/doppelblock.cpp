// Doppelblock (puzz.link `doppelblock`; also Double Block, Sum Sandwich): an N x N grid. Shade
// two cells in every row and column and write the numbers 1 to N - 2 in the others, each once
// per row and column; a number beside a row (left) or above a column (top) is the sum of the
// numbers between that line's two shaded cells (docs/doppelblock.md).
//
// A declaration (rules/declared_values.hpp): its rules over the values layer with a blank (the
// shaded cell, value 0); the side sums are its clues.
#include "genres/declared_values.hpp"
#include "rules/occurs.hpp"
#include "rules/sum_between.hpp"

namespace gridsat {
namespace {

using namespace rules;

int largest_number(const DeclaredValues& p, int) {
  return p.rows() - 2;
}

int largest_sum(const DeclaredValues& p, std::size_t) {
  const int n = p.rows() - 2;
  return n * (n + 1) / 2;
}

// The sum between a line's two shaded cells.
int sum_between(std::size_t, const std::vector<int>& line) {
  int blanks = 0, sum = 0;
  for (int v : line) {
    if (v == 0) ++blanks;
    if (blanks == 1) sum += v;
  }
  return sum;
}

ValueRuleSet doppelblock_rules(const DeclaredValues& p) {
  const GridShape shape = p.shape();
  Groups lines = rows_of(shape);
  lines.append(columns_of(shape));
  std::vector<Occurrence> counts = {{0, 2, "shaded cell", false}};
  for (int v = 1; v <= p.rows() - 2; ++v) counts.push_back({v, 1, "", false});
  const ValueDomain domain = p.domain();
  return ValueRuleSet(shape, domain,
                      {std::make_shared<Occurs>(shape, std::move(lines), std::move(counts)),
                       std::make_shared<SumBetween>(p.rows(), p.side_clues(), domain, true)});
}

}  // namespace

constexpr ValuesDeclaration kDoppelblock{.type = "doppelblock",
                                         .largest_value = largest_number,
                                         .blank = true,
                                         .side_clues = {true, false, true, false},
                                         .largest_side_clue = largest_sum,
                                         .measure_side = sum_between,
                                         .square = true,
                                         .rules = doppelblock_rules,
                                         .puzzlink = "doppelblock",
                                         .largest_side = 30};

Genre doppelblock_unit() {
  return declared_values_genre<kDoppelblock>({"double-block", "doubleblock"}, "doppelblock", 10);
}

}  // namespace gridsat
