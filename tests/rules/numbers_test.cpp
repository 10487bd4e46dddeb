// The values rules of the genres whose cells may hold no number (sukoro, nanro, view): the count
// of numbered neighbours, the count of blank cells seen, a group's count in its numbers, and
// shading rules read on the cells that hold numbers, each held three ways by
// tests/rules/values_agreement on every answer of small grids.
#include <catch2/catch.hpp>

#include "rules/agreement.hpp"
#include "rules/blanks_seen.hpp"
#include "rules/connected.hpp"
#include "rules/count.hpp"
#include "rules/declared_values.hpp"
#include "rules/group_count.hpp"
#include "rules/numbered_neighbours.hpp"
#include "rules/on_numbers.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::rules;
using gridsat::test::hold_values_three_ways;

namespace {

// Per cell the blank 0 and the numbers 1 to `largest` (at most its count of side neighbours).
ValueDomain blank_and_numbers(GridShape s, int largest) {
  ValueDomain d;
  for (int v = 0; v <= largest; ++v) d.values.push_back(v);
  const auto near = neighbours(s, Touch::Side);
  for (int cell = 0; cell < s.cells(); ++cell) {
    const int top =
        std::min(largest, static_cast<int>(near[static_cast<std::size_t>(cell)].size()));
    d.allowed.push_back((Candidates{1} << (top + 1)) - 1);
  }
  return d;
}

}  // namespace

TEST_CASE("numbered neighbours agree three ways", "[rules][values][numbers]") {
  for (GridShape s : {GridShape{1, 3}, GridShape{2, 2}, GridShape{2, 3}, GridShape{3, 3}}) {
    if (gridsat::test::kSanitized && s.cells() > 6) continue;
    INFO(s.rows << "x" << s.cols);
    const ValueDomain d = blank_and_numbers(s, 4);
    const auto seen = hold_values_three_ways(
        ValueRuleSet(s, d, {std::make_shared<NumberedNeighbours>(s)}), 2000, 200'000);
    CHECK(seen.valid > 1);
  }
  // 1 x 3 by hand: each number counts its numbered neighbours. All blank; two numbered cells side
  // by side holding 1 and 1 (twice: left or right pair); all three, 1 2 1.
  const GridShape row{1, 3};
  CHECK(hold_values_three_ways(ValueRuleSet(row, blank_and_numbers(row, 4),
                                            {std::make_shared<NumberedNeighbours>(row)}))
            .valid == 4);
}

// View's numbers from 0, held one past the blank (offset 1): every cell 0 to its row and column's
// other cells, or blank (on 3 x 3, 0 to 2: 4^9 answers).
TEST_CASE("blanks seen agree three ways", "[rules][values][numbers]") {
  for (GridShape s :
       {GridShape{1, 3}, GridShape{1, 4}, GridShape{2, 2}, GridShape{2, 3}, GridShape{3, 3}}) {
    if (gridsat::test::kSanitized && s.cells() > 6) continue;
    INFO(s.rows << "x" << s.cols);
    const int largest = s.cells() == 9 ? 2 : s.rows + s.cols - 2;
    ValueDomain d;
    for (int v = 0; v <= largest + 1; ++v) d.values.push_back(v);
    d.allowed.assign(static_cast<std::size_t>(s.cells()), (Candidates{1} << (largest + 2)) - 1);
    const auto seen = hold_values_three_ways(
        ValueRuleSet(s, d, {std::make_shared<BlanksSeen>(s, 1)}), 2000, 300'000);
    CHECK(seen.valid > 1);
    CHECK(seen.valid < seen.shadings);
  }
  // 1 x 3 by hand: all blank; one number (it sees the other two: 2 anywhere, 3 ways); two
  // numbers, the blank between or beside them (1 1 around the middle; 0 and 1 or 1 and 0 side
  // by side, the blank beyond); three numbers, all 0.
  const GridShape row{1, 3};
  ValueDomain d;
  for (int v = 0; v <= 3; ++v) d.values.push_back(v);
  d.allowed.assign(3, Candidates{15});
  CHECK(
      hold_values_three_ways(ValueRuleSet(row, d, {std::make_shared<BlanksSeen>(row, 1)})).valid ==
      1 + 3 + 3 + 1);
}

TEST_CASE("shading rules on the numbered cells agree three ways", "[rules][values][numbers]") {
  for (GridShape s : {GridShape{2, 2}, GridShape{2, 3}, GridShape{3, 3}}) {
    if (gridsat::test::kSanitized && s.cells() > 6) continue;
    INFO(s.rows << "x" << s.cols);
    const ValueDomain d = blank_and_numbers(s, 2);
    auto connected =
        std::make_shared<OnNumbers>(s, d, std::make_shared<Connected>(s, 1, "numbers"));
    const auto seen = hold_values_three_ways(ValueRuleSet(s, d, {connected}));
    CHECK(seen.valid > 0);
    Groups whole;
    std::vector<int> every;
    for (int cell = 0; cell < s.cells(); ++cell) every.push_back(cell);
    whole.add("the grid", every);
    auto some = std::make_shared<OnNumbers>(
        s, d, std::make_shared<Count>(s, whole, Relation::AtLeast, std::vector<int>{1}));
    const auto both = hold_values_three_ways(ValueRuleSet(s, d, {some, connected}));
    // The same answers but the all-blank one.
    CHECK(both.valid == seen.valid - 1);
  }
  // By hand: 1 x 2, numbers 0 to 1: blank blank, 1 blank, blank 1 and 1 1 are all connected; on
  // 1 x 3 the numbers in two pieces (1 blank 1) break it.
  for (auto [s, valid] : {std::pair{GridShape{1, 2}, 4}, std::pair{GridShape{1, 3}, 7}}) {
    const ValueDomain d = blank_and_numbers(s, 1);
    auto connected =
        std::make_shared<OnNumbers>(s, d, std::make_shared<Connected>(s, 1, "numbers"));
    CHECK(hold_values_three_ways(ValueRuleSet(s, d, {connected})).valid == valid);
  }
}

TEST_CASE("sukoro's rules agree three ways on every answer of a 2 x 3 grid",
          "[rules][values][numbers]") {
  const auto p = gridsat::test::parse("sukoro 2x3\n");
  const auto* declared = dynamic_cast<const rules::DeclaredValues*>(p.get());
  REQUIRE(declared != nullptr);
  const auto seen = hold_values_three_ways(declared->rules());
  // By hand: two numbers side by side (1 1, 7 ways), three in an L or a row, ... at least one.
  CHECK(seen.valid > 7);
}

TEST_CASE("group counts agree three ways", "[rules][values][numbers]") {
  // Rooms: a row of three, a column of two, and one cell, on 2 x 3; then on 3 x 3 three rows.
  const GridShape small{2, 3};
  const Groups small_rooms = rooms_of({0, 0, 0, 1, 2, 1}, 3, "room");
  ValueDomain d;
  d.values = {0, 1, 2, 3};
  d.allowed = {0xf, 0xf, 0xf, 0x7, 0x3, 0x7};
  const auto seen = hold_values_three_ways(
      ValueRuleSet(small, d, {std::make_shared<GroupCount>(small, small_rooms)}));
  // By hand, per room: a row of three holds no number, one 1 (3 ways), two 2s (3 ways) or three
  // 3s: 8; a column of two: none, one 1 (2 ways) or two 2s: 4; one cell: blank or 1. 8 * 4 * 2.
  CHECK(seen.valid == 64);
  const GridShape rows{3, 3};
  ValueDomain three;
  three.values = {0, 1, 2, 3};
  three.allowed.assign(9, 0xf);
  CHECK(hold_values_three_ways(
            ValueRuleSet(rows, three, {std::make_shared<GroupCount>(rows, rows_of(rows))}))
            .valid == 8 * 8 * 8);
}

TEST_CASE("nanro's rules agree three ways on every answer of a 2 x 3 grid",
          "[rules][values][numbers]") {
  const auto p = gridsat::test::parse("nanro 2x3\nrooms:\na a b\nc c b\n");
  const auto* declared = dynamic_cast<const rules::DeclaredValues*>(p.get());
  REQUIRE(declared != nullptr);
  CHECK(hold_values_three_ways(declared->rules()).valid > 0);
}
