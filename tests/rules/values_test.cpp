// Every values rule primitive of encoder/rules (values.hpp), its three readings held against
// each other by tests/rules/values_agreement on every answer of small grids (up to 3^10 answers:
// 3x3 and 2x5 with the numbers 1 to 3, rooms with 1 to their size) and on 3,000 random partial
// answers each, alone and as ripple effect declares them; all different also with the Latin
// squares' propagation, the relations in each of their encodings.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <random>

#include "encodings/cages.hpp"
#include "rules/agreement.hpp"
#include "rules/cages.hpp"
#include "rules/distinct.hpp"
#include "rules/equal_apart.hpp"
#include "rules/first_seen.hpp"
#include "rules/occurs.hpp"
#include "rules/related.hpp"
#include "rules/skyline.hpp"
#include "rules/sum_between.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::rules;
using gridsat::test::hold_values_three_ways;

namespace {

const GridShape kShapes[] = {{1, 4}, {2, 2}, {2, 3}, {3, 3}, {2, 5}};

std::vector<GridShape> shapes() {
  std::vector<GridShape> out;
  for (GridShape s : kShapes)
    if (s.cells() <= (gridsat::test::kSanitized ? 6 : 10)) out.push_back(s);
  return out;
}

ValueDomain same_for_all(GridShape s, int largest) {
  return ValueDomain::one_to(std::vector<int>(static_cast<std::size_t>(s.cells()), largest));
}

// Rooms of the shape: 2 x 2 blocks (cut short at the edges); each cell's domain 1 to its room's
// size.
Groups block_rooms(GridShape s, std::vector<int>& largest) {
  const int across = (s.cols + 1) / 2;
  std::vector<int> label;
  for (int cell = 0; cell < s.cells(); ++cell)
    label.push_back(cell / s.cols / 2 * across + cell % s.cols / 2);
  const Groups rooms = rooms_of(label, across * ((s.rows + 1) / 2), "room");
  largest.clear();
  for (int l : label)
    largest.push_back(static_cast<int>(rooms.cells[static_cast<std::size_t>(l)].size()));
  return rooms;
}

}  // namespace

TEST_CASE(
    "all different over rows and columns, and over rooms of 1 to their size, agrees three "
    "ways",
    "[rules][values][distinct]") {
  for (GridShape s : shapes()) {
    for (int largest = 2; largest <= 3; ++largest) {
      INFO(s.rows << "x" << s.cols << " numbers 1 to " << largest);
      Groups lines = rows_of(s);
      lines.append(columns_of(s));
      const ValueRuleSet set(s, same_for_all(s, largest), {std::make_shared<Distinct>(s, lines)});
      const auto seen = hold_values_three_ways(set);
      CHECK(seen.valid < seen.shadings);
      // The Latin squares' propagation (Hall sets, propagators/all_different) keeps the same
      // answers.
      const ValueRuleSet hall(s, same_for_all(s, largest),
                              {std::make_shared<Distinct>(s, std::move(lines), largest)});
      CHECK(hold_values_three_ways(hall).valid == seen.valid);
      // Latin: a 2x2 with 1 and 2 has two answers, a 3x3 with 1 to 3 twelve; lines longer than
      // the numbers have none.
      if (s == GridShape{2, 2} && largest == 2) CHECK(seen.valid == 2);
      if (s == GridShape{3, 3} && largest == 3) CHECK(seen.valid == 12);
      if (std::max(s.rows, s.cols) > largest) CHECK(seen.valid == 0);
    }
    std::vector<int> largest;
    const Groups rooms = block_rooms(s, largest);
    const ValueRuleSet set(s, ValueDomain::one_to(largest), {std::make_shared<Distinct>(s, rooms)});
    const auto seen = hold_values_three_ways(set);
    // Each room of k cells holds 1..k in any order: the product of the rooms' k!.
    long long expected = 1;
    for (const auto& room : rooms.cells)
      for (std::size_t k = 2; k <= room.size(); ++k) expected *= static_cast<long long>(k);
    CHECK(seen.valid == expected);
  }
}

TEST_CASE("equal numbers apart by their size agrees three ways", "[rules][values][ripple]") {
  for (GridShape s : shapes()) {
    for (int largest = 1; largest <= 3; ++largest) {
      INFO(s.rows << "x" << s.cols << " numbers 1 to " << largest);
      const ValueRuleSet set(s, same_for_all(s, largest), {std::make_shared<EqualApart>(s)});
      const auto seen = hold_values_three_ways(set);
      // With 1 alone, or 1 and 2, no line of three or more fits (2 1 2 is too close).
      if (largest == 3) CHECK(seen.valid > 0);
      CHECK(seen.valid < seen.shadings);
    }
  }
  // On one row of four with 1 to 3: 1 _ 1 and 2 _ _ 2 are the closest allowed.
  const GridShape row{1, 4};
  const ValueRuleSet set(row, same_for_all(row, 3), {std::make_shared<EqualApart>(row)});
  Grid g(1, 4, 0);
  g.cells = {1, 2, 1, 2};
  CHECK(set.evaluate(g).has_value());
  g.cells = {2, 1, 3, 2};
  CHECK_FALSE(set.evaluate(g).has_value());
  g.cells = {1, 3, 1, 3};
  CHECK(describe(*set.evaluate(g)) ==
        "r1c4: the 3s at r1c2 and r1c4 have 1 cell between them, fewer than 3");
}

TEST_CASE("ripple effect's rules together agree three ways", "[rules][values][ripple]") {
  for (GridShape s : shapes()) {
    std::vector<int> largest;
    const Groups rooms = block_rooms(s, largest);
    INFO(s.rows << "x" << s.cols);
    const ValueRuleSet set(s, ValueDomain::one_to(largest),
                           {std::make_shared<Distinct>(s, rooms), std::make_shared<EqualApart>(s)});
    const auto seen = hold_values_three_ways(set);
    CHECK(seen.valid < seen.shadings);
  }
}

namespace {

// Every border between side neighbours, its relation by its index: consecutive, double, neither,
// different, greater and not consecutive in turn (shifted by `shift`).
constexpr int kKinds = 6;
std::vector<CellPair> every_border(GridShape s, int shift) {
  const PairKind kinds[kKinds] = {PairKind::Consecutive, PairKind::Double,
                                  PairKind::Neither,     PairKind::Different,
                                  PairKind::Greater,     PairKind::NotConsecutive};
  std::vector<CellPair> out;
  for (int cell = 0; cell < s.cells(); ++cell) {
    if (cell % s.cols + 1 < s.cols) out.push_back({cell, cell + 1, PairKind::Neither});
    if (cell + s.cols < s.cells()) out.push_back({cell, cell + s.cols, PairKind::Neither});
  }
  for (std::size_t i = 0; i < out.size(); ++i)
    out[i].kind = kinds[(i + static_cast<std::size_t>(shift)) % kKinds];
  return out;
}

}  // namespace

TEST_CASE("relations between neighbours (kropki's dots, different, greater) agree three ways",
          "[rules][values][related]") {
  for (GridShape s : shapes()) {
    for (int shift = 0; shift < kKinds; ++shift)
      for (PairEncoding encoding :
           {PairEncoding::Support, PairEncoding::Direct, PairEncoding::Order}) {
        INFO(s.rows << "x" << s.cols << " shift " << shift << " encoding "
                    << static_cast<int>(encoding));
        const int largest = s.cells() <= 6 ? 4 : 3;
        const ValueRuleSet set(s, same_for_all(s, largest),
                               {std::make_shared<Related>(s, every_border(s, shift), encoding)});
        const auto seen = hold_values_three_ways(set);
        CHECK(seen.valid < seen.shadings);
      }
    // Kropki's rules: a Latin square (1 to the longer side) with every border's dot, where the
    // answers are few enough to hold every one.
    const int n = std::max(s.rows, s.cols);
    if (std::pow(n, s.cells()) > 300'000) continue;
    Groups lines = rows_of(s);
    lines.append(columns_of(s));
    const ValueRuleSet kropki(s, same_for_all(s, n),
                              {std::make_shared<Distinct>(s, std::move(lines)),
                               std::make_shared<Related>(s, every_border(s, 1))});
    CHECK(hold_values_three_ways(kropki).shadings > 0);
  }
  // The relations themselves: 1 and 2 keep both dots; 2 and 4 a black one; 3 and 5 neither.
  const GridShape row{1, 2};
  auto broken = [&](PairKind kind, int a, int b) {
    const ValueRuleSet set(row, same_for_all(row, 5),
                           {std::make_shared<Related>(row, std::vector<CellPair>{{0, 1, kind}})});
    Grid g(1, 2, 0);
    g.cells = {a, b};
    return set.evaluate(g).has_value();
  };
  CHECK_FALSE(broken(PairKind::Consecutive, 1, 2));
  CHECK_FALSE(broken(PairKind::Double, 2, 1));
  CHECK(broken(PairKind::Neither, 1, 2));
  CHECK_FALSE(broken(PairKind::Double, 4, 2));
  CHECK(broken(PairKind::Consecutive, 4, 2));
  CHECK_FALSE(broken(PairKind::Neither, 3, 5));
  CHECK(broken(PairKind::Double, 3, 5));
  CHECK(broken(PairKind::Different, 3, 3));
  CHECK_FALSE(broken(PairKind::Different, 3, 4));
  CHECK_FALSE(broken(PairKind::Greater, 4, 3));
  CHECK(broken(PairKind::Greater, 3, 4));
  CHECK(broken(PairKind::Greater, 3, 3));
  CHECK(broken(PairKind::NotConsecutive, 3, 2));
  CHECK_FALSE(broken(PairKind::NotConsecutive, 3, 5));
  CHECK_FALSE(broken(PairKind::NotConsecutive, 4, 4));
}

TEST_CASE("relations with a blank (magnets' ends and poles) agree three ways",
          "[rules][values][related]") {
  // The domain 0 (blank) to 2 (a magnet's + and -, or numbers); the borders of each grid in turn
  // opposite, different unless blank and different.
  const PairKind kinds[3] = {PairKind::Opposite, PairKind::DifferentUnlessBlank,
                             PairKind::Different};
  for (GridShape s : shapes()) {
    ValueDomain domain;
    domain.values = {0, 1, 2};
    domain.allowed.assign(static_cast<std::size_t>(s.cells()), 7);
    for (int shift = 0; shift < 3; ++shift)
      for (PairEncoding encoding : {PairEncoding::Support, PairEncoding::Direct}) {
        INFO(s.rows << "x" << s.cols << " shift " << shift << " encoding "
                    << static_cast<int>(encoding));
        std::vector<CellPair> pairs = every_border(s, 0);
        for (std::size_t i = 0; i < pairs.size(); ++i)
          pairs[i].kind = kinds[(i + static_cast<std::size_t>(shift)) % 3];
        const ValueRuleSet set(s, domain, {std::make_shared<Related>(s, pairs, encoding)});
        const auto seen = hold_values_three_ways(set);
        CHECK(seen.valid > 0);  // every cell blank, at least
        CHECK(seen.valid < seen.shadings);
      }
  }
  // A domino alone: blank blank, 1 2 and 2 1 (by hand); two like poles side by side: the 7 of 9
  // pairs that are not 1 1 or 2 2.
  const GridShape row{1, 2};
  ValueDomain domain;
  domain.values = {0, 1, 2};
  domain.allowed = {7, 7};
  for (PairEncoding encoding : {PairEncoding::Support, PairEncoding::Direct}) {
    CHECK(hold_values_three_ways(
              ValueRuleSet(row, domain,
                           {std::make_shared<Related>(
                               row, std::vector<CellPair>{{0, 1, PairKind::Opposite}}, encoding)}))
              .valid == 3);
    CHECK(hold_values_three_ways(
              ValueRuleSet(row, domain,
                           {std::make_shared<Related>(
                               row, std::vector<CellPair>{{0, 1, PairKind::DifferentUnlessBlank}},
                               encoding)}))
              .valid == 7);
  }
  const ValueRuleSet magnet(
      row, domain,
      {std::make_shared<Related>(row, std::vector<CellPair>{{0, 1, PairKind::Opposite}})});
  Grid g(1, 2, 0);
  g.cells = {1, 0};
  CHECK(describe(*magnet.evaluate(g)) ==
        "r1c2: r1c1 and r1c2 (1 and 0) are not both blank nor two different numbers");
  g.cells = {0, 0};
  CHECK_FALSE(magnet.evaluate(g));
}

TEST_CASE("greater in the order encoding with a single number leaves no answer",
          "[rules][values][related]") {
  const GridShape row{1, 2};
  const ValueRuleSet set(
      row, same_for_all(row, 1),
      {std::make_shared<Related>(row, std::vector<CellPair>{{0, 1, PairKind::Greater}},
                                 PairEncoding::Order)});
  CHECK(hold_values_three_ways(set).valid == 0);
}

namespace {

// The clues a 3 x 3 Latin square shows from every side (count or sum), as Skyline takes them.
std::array<std::vector<int>, 4> clues_of(const std::vector<int>& square, Seen what) {
  std::array<std::vector<int>, 4> clues;
  for (std::size_t side = 0; side < 4; ++side)
    for (int i = 0; i < 3; ++i) {
      int seen = 0, tallest = 0;
      for (int k = 0; k < 3; ++k) {
        const int far = side % 2 == 0 ? k : 2 - k;
        const int h = square[static_cast<std::size_t>(side < 2 ? far * 3 + i : i * 3 + far)];
        if (h > tallest) seen += what == Seen::Sum ? h : 1;
        tallest = std::max(tallest, h);
      }
      clues[side].push_back(seen);
    }
  return clues;
}

}  // namespace

TEST_CASE("skyline clues over a Latin square agree three ways", "[rules][values][skyline]") {
  const GridShape s{3, 3};
  const std::vector<int> square = {1, 2, 3, 3, 1, 2, 2, 3, 1};
  std::mt19937 rng(5);
  for (Seen what : {Seen::Count, Seen::Sum}) {
    const auto all = clues_of(square, what);
    // Every clue; one side; two opposite sides; random subsets; and an impossible pair (a row
    // seen as 3 from both ends: 1 2 3 read both ways).
    std::vector<std::array<std::vector<int>, 4>> sets = {all};
    auto only = [&](std::vector<std::size_t> keep) {
      std::array<std::vector<int>, 4> c;
      for (std::size_t side = 0; side < 4; ++side)
        c[side] = std::count(keep.begin(), keep.end(), side) ? all[side] : std::vector<int>(3, 0);
      return c;
    };
    sets.push_back(only({0}));
    sets.push_back(only({2, 3}));
    for (int k = 0; k < 3; ++k) {
      auto c = all;
      for (auto& side : c)
        for (int& clue : side)
          if (rng() % 2) clue = 0;
      sets.push_back(c);
    }
    auto impossible = only({});
    impossible[2][0] = what == Seen::Sum ? 6 : 3;
    impossible[3][0] = what == Seen::Sum ? 6 : 3;
    sets.push_back(impossible);
    for (std::size_t k = 0; k < sets.size(); ++k)
      for (std::size_t budget : {std::size_t{0}, std::size_t{50000}})
        for (Visibility visibility : kAllVisibility) {
          INFO((what == Seen::Sum ? "sum" : "count")
               << " clue set " << k << " budget " << budget << " " << visibility_name(visibility));
          Groups lines = rows_of(s);
          lines.append(columns_of(s));
          const ValueRuleSet set(s, same_for_all(s, 3),
                                 {std::make_shared<Distinct>(s, std::move(lines), 3),
                                  std::make_shared<Skyline>(3, sets[k], what, budget)});
          EncodeOptions options;
          options.visibility = visibility;
          const auto seen = hold_values_three_ways(set, 3000, 300'000, options);
          if (k == 0) CHECK(seen.valid == 1);  // every clue: the square alone
          if (k + 1 == sets.size()) CHECK(seen.valid == 0);
          if (k > 0 && k + 1 < sets.size()) CHECK(seen.valid >= 1);
        }
  }
  // The evaluator's words, and where it points: the first cell of the clue's line.
  std::array<std::vector<int>, 4> clue{std::vector<int>{0, 2, 0}, std::vector<int>(3, 0),
                                       std::vector<int>(3, 0), std::vector<int>(3, 0)};
  const ValueRuleSet set(s, same_for_all(s, 3),
                         {std::make_shared<Skyline>(3, clue, Seen::Count, 0)});
  Grid g(3, 3, 0);
  g.cells = {2, 1, 3, 3, 2, 1, 1, 3, 2};
  CHECK(describe(*set.evaluate(g)) == "r1c2: top clue 2 of column 2: 3 buildings are visible");
}

namespace {

// Values 0 (a blank) to `largest` in every cell.
ValueDomain blank_and(GridShape s, int largest) {
  ValueDomain d;
  for (int v = 0; v <= largest; ++v) d.values.push_back(v);
  d.allowed.assign(static_cast<std::size_t>(s.cells()), (Candidates{1} << (largest + 1)) - 1);
  return d;
}

// Easy as ABC's counts over lines of `length` cells: 1 and 2 once each, the blank the rest.
std::vector<Occurrence> abc_counts(int length, bool blank_by_cardinality) {
  return {{0, length - 2, "blank", blank_by_cardinality},
          {1, 1, "letter A", false},
          {2, 1, "letter B", false}};
}

}  // namespace

TEST_CASE("how often each value occurs agrees three ways", "[rules][values][occurs]") {
  for (GridShape s : shapes()) {
    if (s.cols < 2) continue;
    for (const bool cardinality : {false, true}) {
      INFO(s.rows << "x" << s.cols << (cardinality ? " blanks by a cardinality" : ""));
      // Rows only (their length is the same), and for squares rows and columns.
      Groups lines = rows_of(s);
      if (s.rows == s.cols) lines.append(columns_of(s));
      const ValueRuleSet set(s, blank_and(s, 2),
                             {std::make_shared<Occurs>(s, lines, abc_counts(s.cols, cardinality))});
      const auto seen = hold_values_three_ways(set);
      // A row of c cells: c! / (c - 2)! placements of A and B, the rest blank.
      long long per_row = s.cols * (s.cols - 1);
      long long rows_only = 1;
      for (int r = 0; r < s.rows; ++r) rows_only *= per_row;
      if (s.rows != s.cols) CHECK(seen.valid == rows_only);
      if (s == GridShape{2, 2}) CHECK(seen.valid == 2);
      if (s == GridShape{3, 3}) CHECK(seen.valid == 12);  // a Latin square of blank, A and B
    }
  }
  // Counts that leave the blanks free (no count for them): an extra A shows in no other count.
  for (GridShape s : shapes()) {
    INFO(s.rows << "x" << s.cols << " blanks free");
    const ValueRuleSet set(
        s, blank_and(s, 2),
        {std::make_shared<Occurs>(
            s, rows_of(s),
            std::vector<Occurrence>{{1, 1, "letter A", false}, {2, 1, "letter B", false}})});
    const auto seen = hold_values_three_ways(set);
    CHECK(seen.valid < seen.shadings);
  }
  // The words: a value past its count, a letter missing, a count short.
  const GridShape row{1, 4};
  const ValueRuleSet set(row, blank_and(row, 2),
                         {std::make_shared<Occurs>(row, rows_of(row), abc_counts(4, true))});
  Grid g(1, 4, 0);
  g.cells = {1, 2, 1, 0};
  CHECK(describe(*set.evaluate(g)) == "r1c3: letter A appears twice in row 1");
  g.cells = {0, 2, 0, 0};
  CHECK(describe(*set.evaluate(g)) == "r1c1: letter A is missing from row 1");
  const ValueRuleSet two_blanks(
      row, blank_and(row, 2),
      {std::make_shared<Occurs>(
          row, rows_of(row),
          std::vector<Occurrence>{{0, 2, "blank", false}, {1, 2, "", false}, {2, 0, "", false}})});
  g.cells = {0, 1, 1, 1};
  CHECK(describe(*two_blanks.evaluate(g)) == "r1c4: 1 appears 3 times in row 1");
  g.cells = {0, 1, 1, 2};
  CHECK(describe(*two_blanks.evaluate(g)) == "r1c4: 2 appears once in row 1");
  g.cells = {1, 1, 0, 1};
  CHECK(describe(*two_blanks.evaluate(g)) == "r1c4: 1 appears 3 times in row 1");
}

TEST_CASE("the first value seen from a side agrees three ways", "[rules][values][first-seen]") {
  const GridShape s{3, 3};
  // A B . / . A B / B . A read from every side.
  const std::array<std::vector<int>, 4> all = {std::vector<int>{1, 2, 2}, std::vector<int>{2, 1, 1},
                                               std::vector<int>{1, 1, 2},
                                               std::vector<int>{2, 2, 1}};
  std::mt19937 rng(3);
  std::vector<std::array<std::vector<int>, 4>> sets = {all};
  for (int k = 0; k < 3; ++k) {
    auto c = all;
    for (auto& side : c)
      for (int& clue : side)
        if (rng() % 3) clue = 0;
    sets.push_back(c);
  }
  const std::vector<std::string> names = {".", "A", "B"};
  for (std::size_t k = 0; k < sets.size(); ++k)
    for (Visibility visibility : kAllVisibility) {
      INFO("clue set " << k << " " << visibility_name(visibility));
      EncodeOptions options;
      options.visibility = visibility;
      // Alone (values placed freely), and with easy as ABC's counts.
      const ValueRuleSet alone(s, blank_and(s, 2),
                               {std::make_shared<FirstSeen>(3, 2, sets[k], names, "letter")});
      CHECK(hold_values_three_ways(alone, 3000, 300'000, options).valid > 0);
      Groups lines = rows_of(s);
      lines.append(columns_of(s));
      const ValueRuleSet abc(s, blank_and(s, 2),
                             {std::make_shared<Occurs>(s, std::move(lines), abc_counts(3, true)),
                              std::make_shared<FirstSeen>(3, 2, sets[k], names, "letter")});
      const auto seen = hold_values_three_ways(abc, 3000, 300'000, options);
      CHECK(seen.valid >= 1);
      if (k == 0) CHECK(seen.valid == 1);
    }
  const ValueRuleSet set(s, blank_and(s, 2),
                         {std::make_shared<FirstSeen>(3, 2, all, names, "letter")});
  Grid g(3, 3, 0);
  g.cells = {1, 2, 0, 0, 1, 2, 2, 0, 1};
  CHECK_FALSE(set.evaluate(g).has_value());
  g.cells = {0, 2, 0, 0, 1, 2, 0, 0, 1};
  CHECK(describe(*set.evaluate(g)) == "r1c1: top clue A of column 1: the first letter met is none");
}

namespace {

// The pairs of a cage's cells (positions) that share a row or a column of a 3-wide grid.
std::vector<std::pair<int, int>> line_pairs_of(const std::vector<int>& cells) {
  std::vector<std::pair<int, int>> out;
  for (std::size_t a = 0; a < cells.size(); ++a)
    for (std::size_t b = a + 1; b < cells.size(); ++b)
      if (cells[a] / 3 == cells[b] / 3 || cells[a] % 3 == cells[b] % 3)
        out.emplace_back(static_cast<int>(a), static_cast<int>(b));
  return out;
}

Cage cage(std::vector<int> cells, Arithmetic op, long long target) {
  Cage c{cells, op, target, line_pairs_of(cells), std::to_string(target)};
  return c;
}

}  // namespace

TEST_CASE("arithmetic cages agree three ways", "[rules][values][cages]") {
  const GridShape s{3, 3};
  using A = Arithmetic;
  // Cages of the Latin square 1 2 3 / 2 3 1 / 3 1 2, every operation; then cages of three cells
  // (two of one may repeat a value: they share no line); then a quotient no values make.
  const std::vector<std::vector<Cage>> sets = {
      {cage({0, 1}, A::Difference, 1), cage({2, 5}, A::Quotient, 3), cage({3, 6}, A::Product, 6),
       cage({4}, A::Any, 3), cage({7, 8}, A::Any, 3)},
      {cage({0, 1, 3}, A::Sum, 5), cage({2, 5, 8}, A::Product, 6), cage({4, 6, 7}, A::Sum, 7)},
      {cage({0, 1}, A::Quotient, 5)}};
  for (std::size_t k = 0; k < sets.size(); ++k)
    for (CageEncoding encoding : kAllCageEncodings) {
      INFO("cage set " << k << " " << cage_encoding_name(encoding));
      Groups lines = rows_of(s);
      lines.append(columns_of(s));
      const ValueRuleSet set(s, same_for_all(s, 3),
                             {std::make_shared<Distinct>(s, std::move(lines), 3),
                              std::make_shared<Cages>(s, sets[k], true)});
      EncodeOptions options;
      options.cages = encoding;
      const auto seen = hold_values_three_ways(set, 3000, 300'000, options);
      if (k + 1 < sets.size()) CHECK(seen.valid >= 1);
      if (k + 1 == sets.size()) CHECK(seen.valid == 0);
    }
  // Alone, each operation on a row of four with the numbers 1 to 4 (the cells of a cage apart:
  // they share the row), where no other rule decides for the cage.
  const GridShape row{1, 4};
  const std::vector<std::pair<Cage, Cage>> pairs = {
      {{{0, 1}, A::Difference, 1, {{0, 1}}, "1-"}, {{2, 3}, A::Quotient, 2, {{0, 1}}, "2/"}},
      {{{0, 1}, A::Any, 2, {{0, 1}}, "2"}, {{2, 3}, A::Product, 4, {{0, 1}}, "4*"}},
      {{{0, 1, 2}, A::Sum, 7, {{0, 1}, {0, 2}, {1, 2}}, "7+"}, {{3}, A::Any, 4, {}, "4"}},
      {{{0, 1, 2}, A::Product, 8, {{0, 1}, {0, 2}, {1, 2}}, "8*"}, {{3}, A::Sum, 3, {}, "3"}}};
  for (const auto& [a, b] : pairs)
    for (CageEncoding encoding : kAllCageEncodings) {
      INFO(a.text << " and " << b.text << " " << cage_encoding_name(encoding));
      EncodeOptions options;
      options.cages = encoding;
      const ValueRuleSet set(row, same_for_all(row, 4),
                             {std::make_shared<Cages>(row, std::vector<Cage>{a, b}, false)});
      const auto seen = hold_values_three_ways(set, 3000, 300'000, options);
      CHECK(seen.valid > 0);
      CHECK(seen.valid < seen.shadings / 4);
    }
  // Alone, with every pair of a cage apart and said by no other rule (killer cages).
  std::vector<Cage> killer = {{{0, 1, 2}, A::Sum, 6, {{0, 1}, {0, 2}, {1, 2}}, "6+"},
                              {{3}, A::Any, 2, {}, "2"}};
  for (CageEncoding encoding : kAllCageEncodings) {
    EncodeOptions options;
    options.cages = encoding;
    const ValueRuleSet set(row, same_for_all(row, 3),
                           {std::make_shared<Cages>(row, killer, false)});
    CHECK(hold_values_three_ways(set, 3000, 300'000, options).valid == 6);  // 1 2 3 in any order
  }
  // On a domain 0 to 3 whose 0 only cells outside the cages hold (kakuro's black cells): a row
  // of five, its first and fourth cells 0, a sum over the two cells between them and one beside.
  {
    ValueDomain domain;
    domain.values = {0, 1, 2, 3};
    domain.allowed = {1, 14, 14, 1, 14};
    const std::vector<Cage> runs = {{{1, 2}, A::Sum, 4, {{0, 1}}, "4", "the run from r1c2", 0},
                                    {{4}, A::Sum, 2, {}, "2"}};
    const GridShape five{1, 5};
    for (CageEncoding encoding : kAllCageEncodings) {
      EncodeOptions options;
      options.cages = encoding;
      const ValueRuleSet zero(five, domain, {std::make_shared<Cages>(five, runs, false)});
      CHECK(hold_values_three_ways(zero, 3000, 300'000, options).valid == 2);  // 1 3 or 3 1
    }
    const ValueRuleSet zero(five, domain, {std::make_shared<Cages>(five, runs, false)});
    Grid g(1, 5, 0);
    g.cells = {0, 2, 2, 0, 2};
    CHECK(describe(*zero.evaluate(g)) == "r1c3: the run from r1c2 holds 2 twice (r1c2 and r1c3)");
    g.cells = {0, 1, 2, 0, 2};
    CHECK(describe(*zero.evaluate(g)) == "r1c1: the run from r1c2 adds up to 3, not 4");
    // A cage's cell that may hold the 0 is a declaration that cannot work.
    domain.allowed[2] = 15;
    Cnf cnf;
    CHECK_THROWS_AS(ValueRuleSet(five, domain, {std::make_shared<Cages>(five, runs, false)})
                        .encode(cnf, EncodeOptions{}),
                    std::logic_error);
  }
  // The words.
  const ValueRuleSet set(row, same_for_all(row, 3), {std::make_shared<Cages>(row, killer, false)});
  Grid g(1, 4, 0);
  g.cells = {1, 2, 2, 2};
  CHECK(describe(*set.evaluate(g)) == "r1c3: the cage of r1c1 holds 2 twice (r1c2 and r1c3)");
  g.cells = {1, 2, 3, 3};
  CHECK(describe(*set.evaluate(g)) == "r1c4: the cage of r1c4 does not make 2");
}

TEST_CASE("sums between two blanks agree three ways", "[rules][values][sum-between]") {
  // Every answer of a 3 x 3 grid of blanks and numbers 1, 2 (3^9), under subsets of the clues
  // of 1 . . / . . 2 / . 1 . (. a blank) read from every side, and the same with one clue 3,
  // which no line of three meets; then numbers 1 to 3 (4^9 answers) with one clue a side; alone
  // and with doppelblock's counts (two blanks and each number once per line).
  const GridShape s{3, 3};
  const std::array<std::vector<int>, 4> measured = {
      std::vector<int>{0, 0, 2}, std::vector<int>{0, 0, 2}, std::vector<int>{0, 0, 1},
      std::vector<int>{0, 0, 1}};
  std::mt19937 rng(5);
  std::vector<std::array<std::vector<int>, 4>> sets;
  for (int k = 0; k < 6; ++k) {
    auto c = measured;
    for (auto& side : c)
      for (int& clue : side)
        if (rng() % 2) clue = kUnknown;
    if (k == 5) c[2][1] = 3;
    sets.push_back(c);
  }
  for (std::size_t k = 0; k < sets.size(); ++k)
    for (const bool distinct : {false, true}) {
      INFO("clue set " << k << (distinct ? ", numbers distinct" : ""));
      const ValueDomain d = blank_and(s, 2);
      const ValueRuleSet alone(s, d, {std::make_shared<SumBetween>(3, sets[k], d, distinct)});
      CHECK((hold_values_three_ways(alone, 2000).valid > 0) == (k < 5));
    }
  // . 1 . / 2 . . / . . 3 read from one side each.
  const std::array<std::vector<int>, 4> one = {
      std::vector<int>{2, kUnknown, kUnknown}, std::vector<int>{kUnknown, 0, kUnknown},
      std::vector<int>{kUnknown, 0, kUnknown}, std::vector<int>{1, kUnknown, kUnknown}};
  const ValueDomain wide = blank_and(s, 3);
  for (const bool distinct : {false, true}) {
    const ValueRuleSet three(s, wide, {std::make_shared<SumBetween>(3, one, wide, distinct)});
    CHECK(hold_values_three_ways(three, 2000).valid > 0);
  }
  // Lines of four, where the numbers' difference counts: row 1 and column 1 of a 4 x 4 free
  // (blank, 1 or 2; 3^7 answers), the other cells blank, clues only on those two lines.
  const GridShape four{4, 4};
  ValueDomain first_lines = blank_and(four, 2);
  for (int cell = 0; cell < 16; ++cell)
    if (cell / 4 != 0 && cell % 4 != 0) first_lines.allowed[static_cast<std::size_t>(cell)] = 1;
  for (int k = 0; k < 6; ++k)
    for (const bool distinct : {false, true}) {
      INFO("lines of four, clue set " << k << (distinct ? ", numbers distinct" : ""));
      std::array<std::vector<int>, 4> c;
      for (auto& side : c) side.assign(4, kUnknown);
      for (auto& side : c)
        if (rng() % 2) side[0] = static_cast<int>(rng() % 5);
      const ValueRuleSet set(four, first_lines,
                             {std::make_shared<SumBetween>(4, c, first_lines, distinct)});
      hold_values_three_ways(set, 2000);
    }
  // Doppelblock 3 x 3: one 1 per line between two blanks, a permutation matrix; a 1 in the
  // middle of column 2 and of row 2, and column 1's at an end, leave the two diagonals' corners.
  const ValueDomain d = blank_and(s, 1);
  Groups lines = rows_of(s);
  lines.append(columns_of(s));
  const std::array<std::vector<int>, 4> middle = {
      std::vector<int>{0, 1, kUnknown}, std::vector<int>(3, kUnknown),
      std::vector<int>{kUnknown, 1, kUnknown}, std::vector<int>(3, kUnknown)};
  const ValueRuleSet doppel(
      s, d,
      {std::make_shared<Occurs>(s, lines,
                                std::vector<Occurrence>{{0, 2, "blank", false}, {1, 1, "", false}}),
       std::make_shared<SumBetween>(3, middle, d, true)});
  CHECK(hold_values_three_ways(doppel, 2000).valid == 2);
  Grid g(3, 3, 0);
  g.cells = {0, 1, 0, 1, 0, 0, 0, 0, 1};
  CHECK(describe(*doppel.evaluate(g)) ==
        "r1c1: top clue 0 of column 1: the numbers between the blanks add up to 1");
  const ValueRuleSet sums(s, d, {std::make_shared<SumBetween>(3, middle, d, true)});
  g.cells = {1, 0, 0, 1, 0, 0, 0, 1, 1};
  CHECK(describe(*sums.evaluate(g)) == "r1c1: top clue 0 of column 1: the line holds 1 twice");
  const ValueRuleSet repeats(s, d, {std::make_shared<SumBetween>(3, middle, d, false)});
  g.cells = {1, 0, 0, 0, 0, 0, 1, 1, 1};
  CHECK(describe(*repeats.evaluate(g)) ==
        "r1c1: top clue 0 of column 1: the line holds one blank, "
        "not two");
}
