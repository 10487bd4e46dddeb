// Every shading rule primitive of encoder/rules, its three readings (evaluator, CNF, native
// propagation) held against each other by tests/rules/agreement on every shading of grids of
// 2x2 to 4x4 cells (and every partial shading up to 3x3), alone and in the combinations the
// genres declare. Sizes: every complete shading up to 16 cells; every partial one up to 9 cells,
// 2,000 random ones above.
#include <algorithm>
#include <catch2/catch.hpp>
#include <numeric>
#include <random>
#include <stdexcept>
#include <tuple>

#include "formats/puzzlink_codes.hpp"
#include "rules/agreement.hpp"
#include "rules/areas.hpp"
#include "rules/connected.hpp"
#include "rules/count.hpp"
#include "rules/dead_ends.hpp"
#include "rules/different_counts.hpp"
#include "rules/distinct_lines.hpp"
#include "rules/line_runs.hpp"
#include "rules/never_touch.hpp"
#include "rules/no_block.hpp"
#include "rules/paired.hpp"
#include "rules/polyominoes.hpp"
#include "rules/rectangles.hpp"
#include "rules/ring_runs.hpp"
#include "rules/same_neighbours.hpp"
#include "rules/shapes_apart.hpp"
#include "rules/short_runs.hpp"
#include "rules/sight.hpp"
#include "rules/switched_count.hpp"
#include "rules/water.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::rules;
using gridsat::test::hold_three_ways;

namespace {

const GridShape kShapes[] = {{2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 3}, {4, 4}};

// Shapes of up to `cells` cells (the sanitizers' pass takes the smaller ones).
std::vector<GridShape> shapes(int cells = 16) {
  std::vector<GridShape> out;
  for (GridShape s : kShapes)
    if (s.cells() <= (gridsat::test::kSanitized ? std::min(cells, 12) : cells)) out.push_back(s);
  return out;
}

// Rows, columns and a fixed room layout (two rooms split down the middle, the right one split
// again by rows), for groups that are neither rows nor columns.
Groups lines_and_rooms(GridShape s) {
  Groups groups = rows_of(s);
  groups.append(columns_of(s));
  std::vector<int> label(static_cast<std::size_t>(s.cells()));
  for (int cell = 0; cell < s.cells(); ++cell) {
    const int r = cell / s.cols, c = cell % s.cols;
    label[static_cast<std::size_t>(cell)] = c < (s.cols + 1) / 2 ? 0 : r < s.rows / 2 ? 1 : 2;
  }
  groups.append(rooms_of(label, 3, "room"));
  return groups;
}

}  // namespace

TEST_CASE("count: exactly, at most and at least over rows, columns and rooms agree three ways",
          "[rules][count]") {
  for (GridShape s : shapes()) {
    for (Relation relation : {Relation::Exactly, Relation::AtMost, Relation::AtLeast}) {
      for (int k = 0; k <= 2; ++k) {
        INFO(s.rows << "x" << s.cols << " relation " << static_cast<int>(relation) << " k " << k);
        const RuleSet set(
            s, {std::make_shared<Count>(s, lines_and_rooms(s), relation, std::vector<int>{k})});
        const auto seen = hold_three_ways(set);
        CHECK(seen.shadings == (1LL << s.cells()));
      }
    }
    // One target per group.
    Groups rows = rows_of(s);
    std::vector<int> targets;
    for (int r = 0; r < s.rows; ++r) targets.push_back(r % 3);
    const RuleSet set(s, {std::make_shared<Count>(s, rows, Relation::Exactly, targets)});
    CHECK(hold_three_ways(set).valid > 0);
  }
}

TEST_CASE("count's amo option (light up's runs) agrees three ways under every --amo encoding",
          "[rules][count]") {
  // Rows of 8 and 9 cells: past every encoding's pairwise fall-back, so that the sequential,
  // bimander and product encodings write their own clauses. With an at-least count that
  // branches beside it (light up's unlit cells): some cell of the grid is shaded.
  for (GridShape s : {GridShape{2, 8}, GridShape{2, 9}}) {
    INFO(s.rows << "x" << s.cols);
    Groups grid;
    std::vector<int> all(static_cast<std::size_t>(s.cells()));
    std::iota(all.begin(), all.end(), 0);
    grid.add("the grid", all);
    const RuleSet runs(
        s, {std::make_shared<Count>(s, rows_of(s), Relation::AtMost, std::vector<int>{1}, Noun{},
                                    CountOptions{.amo = true}),
            std::make_shared<Count>(s, grid, Relation::AtLeast, std::vector<int>{1}, Noun{},
                                    CountOptions{.branch = true})});
    const auto seen = hold_three_ways(runs, 2000, true);
    CHECK(seen.valid == (s.cols + 1) * (s.cols + 1) - 1);  // none or one per row, not none at all
  }
}

TEST_CASE("never touching, by side and by king, agrees three ways", "[rules][touch]") {
  for (GridShape s : shapes()) {
    for (Touch touch : {Touch::Side, Touch::King}) {
      INFO(s.rows << "x" << s.cols << (touch == Touch::King ? " king" : " side"));
      const RuleSet set(s, {std::make_shared<NeverTouch>(s, touch)});
      const auto seen = hold_three_ways(set);
      CHECK(seen.valid > s.cells());  // at least the empty and every single shaded cell
      CHECK(seen.valid < seen.shadings);
    }
  }
}

TEST_CASE("connected, of either colour, agrees three ways, its cuts included",
          "[rules][connected]") {
  for (GridShape s : shapes()) {
    for (int colour : {0, 1}) {
      INFO(s.rows << "x" << s.cols << " colour " << colour);
      const RuleSet set(s, {std::make_shared<Connected>(s, colour, "cells")});
      const auto seen = hold_three_ways(set);
      CHECK(seen.valid > 1);
      CHECK(seen.valid < seen.shadings);
    }
  }
}

TEST_CASE("no 2 x 2 block of one colour agrees three ways", "[rules][block]") {
  for (GridShape s : shapes()) {
    for (int colour : {0, 1}) {
      INFO(s.rows << "x" << s.cols << " colour " << colour);
      const RuleSet set(s, {std::make_shared<NoBlock>(s, colour, "cells")});
      const auto seen = hold_three_ways(set);
      CHECK(seen.valid < seen.shadings);
    }
  }
}

TEST_CASE("short runs, balanced or not, agree three ways", "[rules][runs]") {
  std::vector<GridShape> sizes = shapes();
  sizes.push_back({2, 8});  // runs of three inside lines of eight
  for (GridShape s : sizes) {
    if (s.cells() > (gridsat::test::kSanitized ? 12 : 16)) continue;
    for (int longest : {1, 2, 3}) {
      for (bool balanced : {false, true}) {
        INFO(s.rows << "x" << s.cols << " longest " << longest << (balanced ? " balanced" : ""));
        Groups lines = rows_of(s);
        lines.append(columns_of(s));
        const RuleSet set(s, {std::make_shared<ShortRuns>(s, lines, longest, balanced)});
        const auto seen = hold_three_ways(set);
        CHECK(seen.shadings == (1LL << s.cells()));
        const bool even = s.rows % 2 == 0 && s.cols % 2 == 0;
        if (balanced && !even) CHECK(seen.valid == 0);
        if (!balanced || even) CHECK(seen.valid >= 2);  // the two checkerboards at least
        if (longest == 1) CHECK(seen.valid == (balanced && !even ? 0 : 2));
      }
    }
  }
}

TEST_CASE("line runs agree three ways under both runs encodings", "[rules][runs]") {
  std::mt19937 rng(20261129);
  for (GridShape s : shapes()) {
    Groups lines = rows_of(s);
    lines.append(columns_of(s));
    for (int trial = 0; trial < 4; ++trial) {
      // The runs of a random shading (some answer exists), or, every other trial, random lists
      // (often none), a run of the whole line included.
      Grid shading(s.rows, s.cols);
      for (int& v : shading.cells) v = static_cast<int>(rng() % 2);
      std::vector<std::vector<int>> runs;
      for (const std::vector<int>& line : lines.cells) {
        std::vector<int> values;
        for (int cell : line) values.push_back(shading.cells[static_cast<std::size_t>(cell)]);
        runs.push_back(runs_of(values));
        if (trial % 2 == 1 && rng() % 3 == 0)
          runs.back() =
              rng() % 2 ? std::vector<int>{static_cast<int>(line.size())} : std::vector<int>{1, 1};
      }
      for (bool automaton : {false, true}) {
        INFO(s.rows << "x" << s.cols << " trial " << trial << (automaton ? " automaton" : ""));
        const auto seen =
            hold_three_ways(RuleSet(s, {std::make_shared<LineRuns>(s, lines, runs, automaton)}));
        if (trial % 2 == 0) CHECK(seen.valid >= 1);
      }
    }
  }
  CHECK(runs_of({1, 1, 0, 1, 0, 0, 1, 1, 1}) == std::vector<int>{2, 1, 3});
  CHECK(runs_text({}) == "0");
}

namespace {

// The givens as a rule of their own, for the rules whose encoding leaves out what the givens
// settle (a declared puzzle adds them as units beside its rules).
class Fixed final : public ShadingRule {
 public:
  explicit Fixed(Grid givens) : givens_(std::move(givens)) {}
  std::string describe() const override { return "the givens"; }
  std::optional<Violation> evaluate(const Grid& s) const override {
    for (std::size_t i = 0; i < s.cells.size(); ++i)
      if (givens_.cells[i] != kUnknown && givens_.cells[i] != s.cells[i])
        return Violation{"not the given"};
    return std::nullopt;
  }
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions&) const override {
    for (int cell = 0; cell < static_cast<int>(givens_.cells.size()); ++cell) {
      const int v = givens_.cells[static_cast<std::size_t>(cell)];
      if (v != kUnknown) cnf.add({v == 1 ? vars.shaded(cell) : -vars.shaded(cell)});
    }
  }
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override {
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (givens_.cells[i] != kUnknown &&
          !remove(cells[i], givens_.cells[i] == 1 ? kUnshaded : kShaded, changed))
        return false;
    return true;
  }

 private:
  Grid givens_;
};

// n * (n - 1) * ... * (n - k + 1)
long long falling(long long n, int k) {
  long long out = 1;
  for (int i = 0; i < k; ++i) out *= n - i;
  return out;
}

}  // namespace

TEST_CASE("distinct lines agree three ways, alone, with givens and on balanced lines",
          "[rules][distinct]") {
  std::mt19937 rng(20261128);
  for (GridShape s : shapes()) {
    for (bool columns : {false, true}) {
      INFO(s.rows << "x" << s.cols << (columns ? " columns" : " rows"));
      const Groups lines = columns ? columns_of(s) : rows_of(s);
      const int length = columns ? s.rows : s.cols;
      const auto seen = hold_three_ways(RuleSet(s, {std::make_shared<DistinctLines>(s, lines)}));
      CHECK(seen.valid == falling(1LL << length, lines.size()));
      // Givens, some alike in two lines, some apart: the encoding leaves out what they settle.
      for (int trial = 0; trial < 6; ++trial) {
        Grid givens(s.rows, s.cols);
        for (int& v : givens.cells)
          if (rng() % 3 == 0) v = static_cast<int>(rng() % 2);
        if (trial % 2 == 0)  // the first two lines given alike in full
          for (std::size_t i = 0; i < lines.cells[0].size(); ++i)
            givens.cells[static_cast<std::size_t>(lines.cells[0][i])] =
                givens.cells[static_cast<std::size_t>(lines.cells[1][i])] = static_cast<int>(i % 2);
        INFO("trial " << trial);
        hold_three_ways(RuleSet(s, {std::make_shared<Fixed>(givens),
                                    std::make_shared<DistinctLines>(s, lines, givens)}));
      }
    }
    // Balanced lines (binairo's rules): the two-open-cells completion relies on the balance.
    Groups all = rows_of(s);
    all.append(columns_of(s));
    const RuleSet balanced(s, {std::make_shared<ShortRuns>(s, all, 2, true),
                               std::make_shared<DistinctLines>(s, rows_of(s), Grid{}, true),
                               std::make_shared<DistinctLines>(s, columns_of(s), Grid{}, true)});
    const auto seen = hold_three_ways(balanced);
    if (s == GridShape{4, 4}) CHECK(seen.valid == 72);
  }
  CHECK_THROWS_AS(RuleSet(GridShape{2, 2}, {std::make_shared<DistinctLines>(
                                               GridShape{2, 2}, rows_of({2, 2}), Grid{}, true)}),
                  std::logic_error);
}

// The evaluator flood-fills each area and compares it with its bounding box; the CNF and the
// propagation look at 2 x 2 blocks only: their agreement on every shading is the proof that the
// two readings are one rule on these grids.
TEST_CASE("rectangles, of either colour, agree three ways", "[rules][rectangles]") {
  for (GridShape s : shapes()) {
    for (int colour : {0, 1}) {
      INFO(s.rows << "x" << s.cols << " colour " << colour);
      const RuleSet set(s, {std::make_shared<Rectangles>(s, colour, "cells")});
      const auto seen = hold_three_ways(set);
      // On 2 x 2, the four shadings with exactly three cells of the colour break it.
      if (s == GridShape{2, 2}) CHECK(seen.valid == 12);
      CHECK(seen.valid < seen.shadings);
    }
  }
}

TEST_CASE("squares, of either colour, agree three ways", "[rules][rectangles]") {
  for (GridShape s : shapes()) {
    for (int colour : {0, 1}) {
      INFO(s.rows << "x" << s.cols << " colour " << colour);
      const RuleSet rectangles(s, {std::make_shared<Rectangles>(s, colour, "cells")});
      const RuleSet squares(s, {std::make_shared<Squares>(s, colour, "cells")});
      const auto all = hold_three_ways(rectangles), square = hold_three_ways(squares);
      CHECK(square.valid > 0);
      CHECK(square.valid < all.valid);  // a domino is a rectangle, not a square
    }
  }
}

// Clues in a corner, on an edge and inside (where the grid has one), each target from 0 to one
// more than the cells it can see, for both colours.
TEST_CASE("sight lines, of either colour, agree three ways", "[rules][sight]") {
  for (GridShape s : shapes()) {
    const int inside = s.cols + 1, edge = 1, far = s.cells() - 1;
    for (int colour : {0, 1}) {
      for (int target = 0; target <= s.rows + s.cols - 1; ++target) {
        INFO(s.rows << "x" << s.cols << " colour " << colour << " target " << target);
        const RuleSet one(
            s, {std::make_shared<Sight>(s, colour, std::vector<SightClue>{{inside, target}})});
        const auto seen = hold_three_ways(one, 300);
        if (target <= s.rows + s.cols - 2)
          CHECK(seen.valid > 0);
        else
          CHECK(seen.valid == 0);  // more than the clue can see
      }
      // Three clues at once, their targets what they see in a shading of the colour in the
      // first row and the first column.
      Grid g(s.rows, s.cols, 1 - colour);
      for (int cell = 0; cell < s.cells(); ++cell)
        if (cell < s.cols || cell % s.cols == 0) g.cells[static_cast<std::size_t>(cell)] = colour;
      std::vector<SightClue> clues;
      for (int cell : {0, edge, far}) clues.push_back({cell, Sight::seen(g, s, cell, colour)});
      const RuleSet three(s, {std::make_shared<Sight>(s, colour, clues)});
      CHECK(hold_three_ways(three).valid > 0);
    }
  }
}

TEST_CASE("reaching the edge, of either colour, agrees three ways, its cuts included",
          "[rules][connected]") {
  for (GridShape s : shapes()) {
    for (int colour : {0, 1}) {
      INFO(s.rows << "x" << s.cols << " colour " << colour);
      const RuleSet set(s, {std::make_shared<ReachesEdge>(s, colour, "cells")});
      const auto seen = hold_three_ways(set);
      // Grids up to 2 rows or columns have no cell off the border.
      if (s.rows <= 2 || s.cols <= 2)
        CHECK(seen.valid == seen.shadings);
      else
        CHECK(seen.valid < seen.shadings);
    }
  }
}

TEST_CASE("connected within groups, of either colour, agrees three ways, its cuts included",
          "[rules][connected]") {
  for (GridShape s : shapes()) {
    for (int colour : {0, 1}) {
      INFO(s.rows << "x" << s.cols << " colour " << colour);
      // The three rooms of lines_and_rooms: the left half, and the right half cut by rows.
      const Groups rooms = [&] {
        Groups all = lines_and_rooms(s), out;
        for (int g = all.size() - 3; g < all.size(); ++g)
          out.add(all.names[static_cast<std::size_t>(g)], all.cells[static_cast<std::size_t>(g)]);
        return out;
      }();
      const RuleSet set(s, {std::make_shared<ConnectedWithin>(s, rooms, colour, "cells")});
      const auto seen = hold_three_ways(set);
      CHECK(seen.valid > 1);
      if (s != GridShape{2, 2}) CHECK(seen.valid < seen.shadings);  // 2x2: rooms of 1 and 2 cells
    }
  }
}

// Every row against the next and every column against the next: the counts of neighbouring
// lines differ.
TEST_CASE("different counts agree three ways", "[rules][count]") {
  for (GridShape s : shapes()) {
    INFO(s.rows << "x" << s.cols);
    Groups lines = rows_of(s);
    lines.append(columns_of(s));
    std::vector<std::pair<int, int>> pairs;
    for (int r = 0; r + 1 < s.rows; ++r) pairs.emplace_back(r, r + 1);
    for (int c = 0; c + 1 < s.cols; ++c) pairs.emplace_back(s.rows + c, s.rows + c + 1);
    const RuleSet set(s, {std::make_shared<DifferentCounts>(s, lines, pairs)});
    const auto seen = hold_three_ways(set);
    CHECK(seen.valid > 0);
    CHECK(seen.valid < seen.shadings);
  }
  CHECK_THROWS_AS(DifferentCounts({2, 2}, rows_of({2, 2}), {{0, 0}}), std::logic_error);
}

TEST_CASE("same neighbours, every range and either colour, agree three ways", "[rules][touch]") {
  for (GridShape s : shapes()) {
    for (int colour : {0, 1})
      for (auto [least, most] :
           {std::pair{1, 1}, std::pair{0, 1}, std::pair{2, 4}, std::pair{1, 3}}) {
        INFO(s.rows << "x" << s.cols << " colour " << colour << " " << least << " to " << most);
        const RuleSet set(s, {std::make_shared<SameNeighbours>(s, colour, least, most)});
        const auto seen = hold_three_ways(set);
        CHECK(seen.valid > 0);
        CHECK(seen.valid < seen.shadings);
      }
  }
  CHECK_THROWS_AS(SameNeighbours({2, 2}, 1, 2, 1), std::logic_error);
}

// Switches in a corner counting the rest of their row and inside counting the cells below, on
// either colour, with every target from 0 to one past the group's size (a switch that must stay
// off), and two groups over the same cells with different targets (at most one switch on).
TEST_CASE("switched counts, on either colour, agree three ways", "[rules][count]") {
  for (GridShape s : shapes()) {
    const int inside = s.cols + 1;
    std::vector<int> right, below;
    for (int c = 1; c < s.cols; ++c) right.push_back(c);
    for (int cell = inside + s.cols; cell < s.cells(); cell += s.cols) below.push_back(cell);
    for (int on : {0, 1})
      for (int k = 0; k <= s.cols; ++k) {
        INFO(s.rows << "x" << s.cols << " on " << on << " k " << k);
        Groups groups;
        groups.add("right of r1c1", right);
        groups.add("below r2c2", below);
        const RuleSet set(s, {std::make_shared<SwitchedCount>(s, groups, std::vector<int>{k, k % 2},
                                                              std::vector<int>{0, inside}, on)});
        const auto seen = hold_three_ways(set);
        CHECK(seen.valid > 0);  // both switches off keeps it
        CHECK(seen.valid < seen.shadings);
        Groups twice;
        twice.add("right of r1c1", right);
        twice.add("the same cells", right);
        const RuleSet both(s, {std::make_shared<SwitchedCount>(s, twice, std::vector<int>{k, k + 1},
                                                               std::vector<int>{0, inside}, on)});
        CHECK(hold_three_ways(both).valid > 0);
        // Kept apart along its lines, as yajisan-kazusan declares it.
        const RuleSet apart(
            s, {std::make_shared<NeverTouch>(s, Touch::Side),
                std::make_shared<SwitchedCount>(s, groups, std::vector<int>{k, k % 2},
                                                std::vector<int>{0, inside}, on, Noun{}, true)});
        CHECK(hold_three_ways(apart).valid > 0);
      }
    Groups own;
    own.add("row 1", right);
    CHECK_THROWS_AS(SwitchedCount(s, own, {1}, {1}, 0), std::logic_error);
    Groups scattered;
    scattered.add("two corners", {0, s.cells() - 1});
    CHECK_THROWS_AS(SwitchedCount(s, scattered, {1}, {1}, 0, Noun{}, true), std::logic_error);
    // Kept apart, it needs a rule that keeps shaded cells from touching.
    Groups line;
    line.add("right of r1c1", right);
    const RulePtr alone = std::make_shared<SwitchedCount>(s, line, std::vector<int>{1},
                                                          std::vector<int>{0}, 0, Noun{}, true);
    CHECK_THROWS_AS(RuleSet(s, {alone}), std::logic_error);
  }
}

// Two rooms side by side and three rooms (the right half cut in two), pieces of 2, 3 and 4 cells:
// shapes apart alone, polyominoes against a count with a connection within, and both as LITS
// declares them.
TEST_CASE("shapes apart and polyominoes agree three ways", "[rules][shapes]") {
  for (GridShape s : shapes()) {
    for (int rooms : {2, 3}) {
      std::vector<int> label(static_cast<std::size_t>(s.cells()));
      for (int cell = 0; cell < s.cells(); ++cell) {
        const int r = cell / s.cols, c = cell % s.cols;
        label[static_cast<std::size_t>(cell)] = c < (s.cols + 1) / 2           ? 0
                                                : rooms == 2 || r < s.rows / 2 ? 1
                                                                               : 2;
      }
      const Groups groups = rooms_of(label, rooms, "room");
      for (int size = 2; size <= 4; ++size) {
        INFO(s.rows << "x" << s.cols << " rooms " << rooms << " size " << size);
        const RuleSet alone(s, {std::make_shared<ShapesApart>(s, groups, size)});
        const auto seen = hold_three_ways(alone);
        // Two upright dominoes side by side; on 4x4, two Os.
        if ((rooms == 2 && size == 2) || (s == GridShape{4, 4} && size == 4))
          CHECK(seen.valid < seen.shadings);
        // Polyominoes keep exactly the shadings that a count and a connection within keep.
        const RuleSet pieces(s, {std::make_shared<Polyominoes>(s, groups, size)});
        const RuleSet counted(
            s, {std::make_shared<Count>(s, groups, Relation::Exactly, std::vector<int>{size}),
                std::make_shared<ConnectedWithin>(s, groups, 1, "shaded cells")});
        CHECK(hold_three_ways(pieces).valid == hold_three_ways(counted).valid);
        const RuleSet lits(s, {std::make_shared<NoBlock>(s, 1, "shaded cells"),
                               std::make_shared<ShapesApart>(s, groups, size),
                               std::make_shared<Polyominoes>(s, groups, size),
                               std::make_shared<Connected>(s, 1, "shaded cells")});
        hold_three_ways(lits);
      }
    }
    Groups twice;
    twice.add("one", {0, 1});
    twice.add("two", {1, 2 % s.cells()});
    CHECK_THROWS_AS(ShapesApart(s, twice, 2), std::logic_error);
  }
}

TEST_CASE("free shapes: the eight images of a piece are one shape, tetrominoes are named",
          "[rules][shapes]") {
  const int cols = 5;
  auto cells = [&](std::vector<std::pair<int, int>> points) {
    std::vector<int> out;
    for (auto [r, c] : points) out.push_back(r * cols + c);
    return out;
  };
  // L in four turns and mirrored; its shape is the same, J's too.
  const auto l = free_shape(cells({{0, 0}, {1, 0}, {2, 0}, {2, 1}}), cols);
  CHECK(free_shape(cells({{0, 1}, {1, 1}, {2, 1}, {2, 0}}), cols) == l);
  CHECK(free_shape(cells({{1, 0}, {1, 1}, {1, 2}, {0, 2}}), cols) == l);
  CHECK(free_shape(cells({{3, 3}, {3, 4}, {2, 3}, {1, 3}}), cols) == l);
  CHECK(tetromino_name(l) == "L");
  CHECK(tetromino_name(free_shape(cells({{0, 0}, {0, 1}, {0, 2}, {0, 3}}), cols)) == "I");
  CHECK(tetromino_name(free_shape(cells({{2, 1}, {1, 1}, {0, 1}, {1, 0}}), cols)) == "T");
  CHECK(tetromino_name(free_shape(cells({{0, 0}, {1, 0}, {1, 1}, {2, 1}}), cols)) == "S");
  CHECK(tetromino_name(free_shape(cells({{0, 1}, {0, 2}, {1, 0}, {1, 1}}), cols)) == "S");
  CHECK(tetromino_name(free_shape(cells({{3, 3}, {3, 4}, {4, 3}, {4, 4}}), cols)) == "O");
  CHECK(free_shape(cells({{0, 0}, {0, 1}, {0, 2}, {1, 1}}), cols) != l);
  CHECK(tetromino_name(free_shape(cells({{0, 0}, {0, 1}, {1, 1}}), cols)).empty());
}

// Marks in a corner, on an edge and inside, none, and every cell marked, for both colours; and
// as nurimisaki declares it, with the cells of the colour connected.
TEST_CASE("dead ends, of either colour, agree three ways", "[rules][touch]") {
  for (GridShape s : shapes()) {
    const int n = s.cells();
    std::vector<std::vector<char>> layouts(4, std::vector<char>(static_cast<std::size_t>(n), 0));
    layouts[1][0] = 1;                                                // a corner
    layouts[2][1] = layouts[2][static_cast<std::size_t>(n - 1)] = 1;  // an edge, the far corner
    layouts[2][static_cast<std::size_t>(s.cols + 1)] = 1;             // inside, on 3x3 and up
    layouts[3].assign(static_cast<std::size_t>(n), 1);
    for (int colour : {0, 1})
      for (std::size_t k = 0; k < layouts.size(); ++k) {
        INFO(s.rows << "x" << s.cols << " colour " << colour << " layout " << k);
        const RuleSet alone(s, {std::make_shared<DeadEnds>(s, colour, layouts[k])});
        const auto seen = hold_three_ways(alone);
        CHECK(seen.valid > 0);  // every cell of the other colour keeps it
        CHECK(seen.valid < seen.shadings);
        const RuleSet paths(s, {std::make_shared<Connected>(s, colour, "cells"),
                                std::make_shared<DeadEnds>(s, colour, layouts[k])});
        CHECK(hold_three_ways(paths).valid > 0);
      }
  }
}

TEST_CASE("runs around a cell agree three ways", "[rules][ring]") {
  const int q = kAnyRun;
  const std::vector<std::vector<int>> lists = {
      {0}, {q}, {1}, {3}, {1, 1}, {1, q}, {q, q}, {2, 1}, {1, 1, 1}, {1, 1, 1, 1}, {8}, {5}};
  for (GridShape s : shapes()) {
    long long valid = 0;
    for (std::size_t k = 0; k < lists.size(); ++k) {
      INFO(s.rows << "x" << s.cols << " list " << k);
      // At a corner, at the middle cell (a full ring on 3x3 and larger), and two clues at once.
      const int middle = (s.rows / 2) * s.cols + s.cols / 2;
      for (const std::vector<RingClue>& clues :
           {std::vector<RingClue>{{0, lists[k]}}, std::vector<RingClue>{{middle, lists[k]}},
            std::vector<RingClue>{{0, lists[k]}, {s.cells() - 1, lists[(k + 3) % lists.size()]}}}) {
        const RuleSet set(s, {std::make_shared<RingRuns>(s, clues)});
        valid += hold_three_ways(set).valid;
      }
    }
    CHECK(valid > 0);
  }
  // A full ring: a lone `?` needs a run, 0 none; the runs join across the ring's start.
  const GridShape s{3, 3};
  const RuleSet any(s, {std::make_shared<RingRuns>(s, std::vector<RingClue>{{4, {q}}})});
  Grid g(3, 3, 0);
  CHECK(describe(*any.evaluate(g)) == "r2c2: the runs of shaded cells around r2c2 are not ?");
  g.cells = {1, 0, 0, 1, 0, 0, 1, 0, 0};  // one run of three, across the start (upper left)
  CHECK_FALSE(any.evaluate(g).has_value());
  const RuleSet three(s, {std::make_shared<RingRuns>(s, std::vector<RingClue>{{4, {3}}})});
  CHECK_FALSE(three.evaluate(g).has_value());
  g.cells = {1, 0, 1, 0, 0, 0, 1, 0, 0};
  CHECK(describe(*three.evaluate(g)) == "r2c2: the runs of shaded cells around r2c2 are not 3");
}

TEST_CASE("connected through corners, of either colour, agrees three ways, its cuts included",
          "[rules][connected]") {
  for (GridShape s : shapes()) {
    for (int colour : {0, 1}) {
      INFO(s.rows << "x" << s.cols << " colour " << colour);
      const RuleSet sides(s, {std::make_shared<Connected>(s, colour, "cells")});
      const RuleSet corners(s, {std::make_shared<Connected>(s, colour, "cells", false, true)});
      const auto by_sides = hold_three_ways(sides), by_corners = hold_three_ways(corners);
      // A diagonal pair alone is connected through its corner only.
      CHECK(by_corners.valid > by_sides.valid);
      if (s != GridShape{2, 2}) CHECK(by_corners.valid < by_corners.shadings);  // 2x2: all touch
    }
  }
}

// Marks: none, a corner, two side by side, a diagonal pattern and every cell. Alone, the valid
// shadings are counted by hand where that is easy; as tents declares the rule, with never touching
// (king) and the row counts of a valid answer, the other rules leave the cells the pairing keeps
// unshaded out of their clauses (ShadingVars::kept_unshaded), which the agreement holds too.
TEST_CASE("pairs beside marked cells agree three ways, alone and as tents declare them",
          "[rules][paired]") {
  for (GridShape s : shapes()) {
    const auto n = static_cast<std::size_t>(s.cells());
    std::vector<std::vector<char>> layouts(5, std::vector<char>(n, 0));
    layouts[1][0] = 1;
    layouts[2][0] = layouts[2][1] = 1;
    for (int cell = 0; cell < s.cells(); ++cell)
      layouts[3][static_cast<std::size_t>(cell)] = (cell / s.cols + cell % s.cols) % 3 == 0;
    layouts[4].assign(n, 1);
    for (std::size_t k = 0; k < layouts.size(); ++k) {
      INFO(s.rows << "x" << s.cols << " layout " << k);
      const auto paired =
          std::make_shared<Paired>(s, layouts[k], Noun{"tent", "tents"}, Noun{"tree", "trees"});
      const auto alone = hold_three_ways(RuleSet(s, {paired}));
      if (k == 0) CHECK(alone.valid == 1);                     // nothing shaded
      if (k == 1) CHECK(alone.valid == 2);                     // right of the corner, or below it
      if (k == 2) CHECK(alone.valid == (s.cols > 2 ? 2 : 1));  // below the first; below or right
      if (k == 4) CHECK(alone.valid == 0);                     // no cell left for a pair
      const auto touch = std::make_shared<NeverTouch>(s, Touch::King);
      const RuleSet untouched(s, {touch, paired});
      std::optional<Grid> answer;
      for (long long code = 0; code < (1LL << n) && !answer; ++code) {
        Grid g(s.rows, s.cols, 0);
        for (std::size_t cell = 0; cell < n; ++cell) g.cells[cell] = (code >> cell) & 1;
        if (!untouched.evaluate(g)) answer = g;
      }
      if (!answer) continue;
      std::vector<int> targets;
      for (int r = 0; r < s.rows; ++r)
        targets.push_back(static_cast<int>(std::count(
            answer->cells.begin() + r * s.cols, answer->cells.begin() + (r + 1) * s.cols, 1)));
      const RuleSet tents(s, {touch, paired,
                              std::make_shared<Count>(s, rows_of(s), Relation::Exactly, targets,
                                                      Noun{}, CountOptions{.block_bound = true})});
      CHECK(hold_three_ways(tents).valid >= 1);
    }
  }
}

namespace {

// The numbers of the areas' tests: one inside the grid of each size from 1 to 5 and `?`; two of
// size 2 in opposite corners; `other`; a `?` and a number; none.
std::vector<std::vector<AreaNumber>> number_sets(GridShape s, std::vector<AreaNumber> other) {
  const int inside = s.cols + 1, far = s.cells() - 1;
  std::vector<std::vector<AreaNumber>> sets;
  sets.push_back({{inside, kAnySize}});
  for (int size = 1; size <= std::min(5, s.cells()); ++size) sets.push_back({{inside, size}});
  sets.push_back({{0, 2}, {far, 2}});
  sets.push_back(std::move(other));
  sets.push_back({{0, kAnySize}, {far, 1}});
  sets.push_back({});
  return sets;
}

}  // namespace

// The numbers above, the fourth set two that must not share an area; for either colour, with
// and without "every area holds a number".
TEST_CASE("numbered areas, of either colour, agree three ways", "[rules][areas]") {
  for (GridShape s : shapes()) {
    const auto sets = number_sets(s, {{0, 3}, {s.cells() - 1, 2}});
    for (int colour : {0, 1})
      for (bool every : {false, true})
        for (const std::vector<AreaNumber>& numbers : sets) {
          INFO(s.rows << "x" << s.cols << " colour " << colour << " every " << every << " numbers "
                      << numbers.size() << " first size "
                      << (numbers.empty() ? -1 : numbers[0].size));
          const RuleSet set(s, {std::make_shared<NumberedAreas>(s, colour, numbers, every,
                                                                Noun{"cell", "cells"})});
          const auto seen = hold_three_ways(set, 300);
          // Up to 2x3, two numbers in opposite corners leave no room for two areas apart.
          if (s.cells() > 6 || numbers.size() != 2) CHECK(seen.valid > 0);
          if (numbers.empty() && !every)
            CHECK(seen.valid == seen.shadings);
          else
            CHECK(seen.valid < seen.shadings);
        }
  }
  CHECK_THROWS_AS(NumberedAreas({2, 2}, 0, {{0, 1}, {0, 2}}, false), std::logic_error);
  CHECK_THROWS_AS(NumberedAreas({2, 2}, 0, {{4, 1}}, false), std::logic_error);
  CHECK_THROWS_AS(NumberedAreas({2, 2}, 0, {{0, 0}}, false), std::logic_error);
}

// The islands style of numbered areas (every area holds a number), alone and with the other
// colour connected in the wall style from what the islands fix of it, for either colour: the
// numbers above (the fourth set two side by side), each with areas connected by layers and (a layer
// limit of 0) by spanning trees. Hand counts on 2 x 2 with a 1 in a corner (the other three cells
// take the other colour: one answer, connected) and on 1 x 3 with a 1 in the middle (one answer,
// whose other two cells are apart).
TEST_CASE("numbered areas as islands, and the wall they fix, agree three ways", "[rules][areas]") {
  for (GridShape s : shapes()) {
    const auto sets = number_sets(s, {{0, 1}, {1, 1}});  // side by side: no answer
    for (int colour : {0, 1})
      for (long long limit : {kMaxIslandLayers, 0LL})
        for (const std::vector<AreaNumber>& numbers : sets) {
          INFO(s.rows << "x" << s.cols << " colour " << colour << " limit " << limit << " numbers "
                      << numbers.size() << " first size "
                      << (numbers.empty() ? -1 : numbers[0].size));
          const auto islands = std::make_shared<NumberedAreas>(
              s, colour, numbers, IslandOptions{false, limit}, Noun{"cell", "cells"});
          const auto alone = hold_three_ways(RuleSet(s, {islands}), 300);
          const auto wall = std::make_shared<Connected>(s, 1 - colour, "walls",
                                                        WallOptions{islands->known_other()});
          const auto walled = hold_three_ways(RuleSet(s, {islands, wall}), 300);
          CHECK(walled.valid <= alone.valid);
          if (numbers.size() == 1) CHECK(walled.valid > 0);
          if (numbers.size() == 2 && numbers[1].cell == 1) CHECK(alone.valid == 0);
          if (numbers.empty()) CHECK(alone.valid == 1);  // all of the other colour
        }
  }
  for (auto [shape, cell, valid] : {std::tuple{GridShape{2, 2}, 0, 1}, {GridShape{1, 3}, 1, 0}}) {
    const auto islands = std::make_shared<NumberedAreas>(
        shape, 0, std::vector<AreaNumber>{{cell, 1}}, IslandOptions{}, Noun{});
    CHECK(hold_three_ways(RuleSet(shape, {islands})).valid == 1);
    const auto wall =
        std::make_shared<Connected>(shape, 1, "walls", WallOptions{islands->known_other()});
    CHECK(hold_three_ways(RuleSet(shape, {islands, wall})).valid == valid);
  }
  // The wall style relies on what a rule of its set fixes.
  const GridShape s{2, 2};
  CHECK_THROWS_AS(RuleSet(s, {std::make_shared<Connected>(s, 1, "walls", WallOptions{})}),
                  std::logic_error);
}

// A number inside the grid of each size from 0 to 6 and `?`; two numbers in opposite corners
// whose areas may be the same; a number and a `?`; for either colour.
TEST_CASE("areas around a number, of either colour, agree three ways", "[rules][areas]") {
  for (GridShape s : shapes()) {
    const int inside = s.cols + 1, far = s.cells() - 1;
    std::vector<std::vector<AreaNumber>> sets;
    sets.push_back({{inside, kAnySize}});
    for (int size = 0; size <= std::min(6, s.cells() - 1); ++size) sets.push_back({{inside, size}});
    sets.push_back({{0, 2}, {far, 2}});
    sets.push_back({{0, 1}, {far, kAnySize}});
    for (int colour : {0, 1})
      for (const std::vector<AreaNumber>& numbers : sets) {
        INFO(s.rows << "x" << s.cols << " colour " << colour << " numbers " << numbers.size()
                    << " first size " << numbers[0].size);
        const RuleSet set(
            s, {std::make_shared<AreasAround>(s, colour, numbers, Noun{"cell", "cells"})});
        const auto seen = hold_three_ways(set, 300);
        CHECK(seen.valid > 0);
        CHECK(seen.valid < seen.shadings);
      }
  }
  CHECK_THROWS_AS(AreasAround({2, 2}, 1, {{0, -2}}), std::logic_error);
}

TEST_CASE("declared combinations agree three ways: star battle's, hitori's and nurikabe's shapes",
          "[rules][sets]") {
  for (GridShape s : shapes()) {
    INFO(s.rows << "x" << s.cols);
    Groups units = lines_and_rooms(s);
    // Star battle: one star per row, column and room, never touching; with the block bound and
    // the branching (which needs the king's fact), and without.
    for (bool tuned : {false, true}) {
      const RuleSet stars(
          s, {std::make_shared<Count>(s, units, Relation::Exactly, std::vector<int>{1}, Noun{},
                                      CountOptions{tuned, tuned}),
              std::make_shared<NeverTouch>(s, Touch::King)});
      hold_three_ways(stars);
    }
    // Hitori's and kurodoko's shading: never touching by side, the unshaded cells connected;
    // with the enclosures of areas up to 3 cells, which must be implied: the CNF's models stay
    // exactly the shadings the evaluator keeps.
    for (int enclosures : {0, 1, 2, 3}) {
      INFO("enclosures " << enclosures);
      const RuleSet hitori(
          s, {std::make_shared<NeverTouch>(s, Touch::Side),
              std::make_shared<Connected>(s, 0, "unshaded cells", false, false, enclosures)});
      CHECK(hold_three_ways(hitori).valid > 1);
    }
    // A nurikabe wall: connected, no 2 x 2 pool, at least two cells shaded per row... of rows.
    const RuleSet wall(
        s, {std::make_shared<Connected>(s, 1, "shaded cells"),
            std::make_shared<NoBlock>(s, 1, "shaded cells"),
            std::make_shared<Count>(s, rows_of(s), Relation::AtLeast, std::vector<int>{1})});
    CHECK(hold_three_ways(wall).valid > 0);
  }
}

// Hitori's pairs (of every two cells of a line with the same number, one is shaded) with its
// other rules, and the units of pairs apart, which must be implied: numbers all different but
// for two equal side by side with a third in their row, two with one between them in the first
// row and column, and both at once.
TEST_CASE("hitori's pairs apart agree three ways", "[rules][sets]") {
  long long valid = 0, added = 0;
  for (GridShape s : shapes()) {
    for (int numbering = 0; numbering < 3; ++numbering) {
      std::vector<int> number(static_cast<std::size_t>(s.cells()));
      std::iota(number.begin(), number.end(), 10);
      auto same = [&](int a, int b) {
        if (a < s.cells() && b < s.cells())
          number[static_cast<std::size_t>(b)] = number[static_cast<std::size_t>(a)];
      };
      if (numbering != 1) {
        same(0, 1);
        if (s.cols >= 4) same(0, 3);
      }
      if (numbering != 0 && s.cols >= 4) same(2 * s.cols, 2 * s.cols + 2);
      if (numbering != 0 && s.rows >= 3) same(s.cols - 1, 3 * s.cols - 1);
      Groups pairs;
      for (int a = 0; a < s.cells(); ++a)
        for (int b = a + 1; b < s.cells(); ++b)
          if (number[static_cast<std::size_t>(a)] == number[static_cast<std::size_t>(b)] &&
              (a / s.cols == b / s.cols || a % s.cols == b % s.cols))
            pairs.add("pair", {a, b});
      for (bool apart : {false, true}) {
        INFO(s.rows << "x" << s.cols << " numbering " << numbering << " apart " << apart);
        const RuleSet set(
            s, {std::make_shared<NeverTouch>(s, Touch::Side),
                std::make_shared<Connected>(s, 0, "unshaded cells", false, false, 3),
                std::make_shared<Count>(s, pairs, Relation::AtLeast, std::vector<int>{1}, Noun{},
                                        CountOptions{.branch = true, .pairs_apart = apart})});
        valid += hold_three_ways(set).valid;
        Cnf cnf;
        set.encode(cnf, EncodeOptions{});
        added += (apart ? 1 : -1) * static_cast<long long>(cnf.num_clauses());
      }
    }
  }
  CHECK(valid > 0);
  CHECK(added > 0);
}

TEST_CASE("enclosures: the areas' borders, and the options that cannot be implied refused",
          "[rules][connected]") {
  const GridShape s{3, 4};
  // Every cell alone (12), every domino (17), every tromino (10 straight, 24 bent) whose area
  // and border leave a cell out: on 3 x 4 all of them (the largest, a middle tromino with its
  // border, covers 3 + 7 = 10 cells), less the borders two areas share.
  const auto single = enclosure_borders(s, 1);
  REQUIRE(single.size() == 12);
  auto has = [&](const std::vector<int>& border) {
    return std::find(single.begin(), single.end(), border) != single.end();
  };
  CHECK(has({1, 4}));        // r1c1's: r1c2 and r2c1
  CHECK(has({1, 4, 6, 9}));  // r2c2's
  CHECK(has({7, 10}));       // r3c4's
  CHECK(enclosure_borders(s, 2).size() == 12 + 17);
  // Areas with one border count once: both ends of 1 x 3 are enclosed by the middle cell, the
  // two corners of a 2 x 2 diagonal by the other two; a domino of 2 x 2 and its border fill it.
  CHECK(enclosure_borders({1, 3}, 1) == std::vector<std::vector<int>>{{1}});
  CHECK(enclosure_borders({2, 2}, 2) == std::vector<std::vector<int>>{{0, 3}, {1, 2}});
  // Enclosure clauses make the CNF larger, by a clause per border.
  Cnf plain, enclosed;
  RuleSet(
      s, {std::make_shared<NeverTouch>(s, Touch::Side), std::make_shared<Connected>(s, 0, "cells")})
      .encode(plain, {});
  RuleSet(s, {std::make_shared<NeverTouch>(s, Touch::Side),
              std::make_shared<Connected>(s, 0, "cells", false, false, 2)})
      .encode(enclosed, {});
  CHECK(enclosed.num_clauses() == plain.num_clauses() + 29);
  // Implied only where shaded cells never touch, of unshaded cells joined by their sides.
  CHECK_THROWS_AS(RuleSet(s, {std::make_shared<Connected>(s, 0, "cells", false, false, 1)}),
                  std::logic_error);
  CHECK_THROWS_AS(Connected(s, 1, "cells", false, false, 1), std::logic_error);
  CHECK_THROWS_AS(Connected(s, 0, "cells", false, true, 1), std::logic_error);
  CHECK_THROWS_AS(Connected(s, 0, "cells", false, false, 4), std::logic_error);
}

TEST_CASE("a declaration whose rule needs a fact that no rule gives is refused", "[rules][sets]") {
  const GridShape s{3, 3};
  auto bound = std::make_shared<Count>(s, rows_of(s), Relation::Exactly, std::vector<int>{1},
                                       Noun{}, CountOptions{true, false});
  CHECK_THROWS_AS(RuleSet(s, {bound}), std::logic_error);
  CHECK_THROWS_AS(RuleSet(s, {bound, std::make_shared<NeverTouch>(s, Touch::Side)}),
                  std::logic_error);
  CHECK_NOTHROW(RuleSet(s, {bound, std::make_shared<NeverTouch>(s, Touch::King)}));
  CHECK_THROWS_AS(Count(s, rows_of(s), Relation::Exactly, std::vector<int>{1, 1}),
                  std::logic_error);
}

TEST_CASE("the evaluators name the broken rule and a cell where it shows", "[rules][messages]") {
  const GridShape s{3, 3};
  const Noun star{"star", "stars"};
  Grid g(3, 3, 0);
  g.at(0, 0) = 1;
  g.at(1, 1) = 1;
  const auto touching = NeverTouch(s, Touch::King, star).evaluate(g);
  REQUIRE(touching);
  CHECK(touching->message == "stars r1c1 and r2c2 touch");
  CHECK(!NeverTouch(s, Touch::Side, star).evaluate(g));
  const auto count = Count(s, columns_of(s), Relation::Exactly, {1}, star).evaluate(g);
  REQUIRE(count);
  CHECK(count->message == "column 3 holds 0 stars, not 1");
  CHECK((count->row == 0 && count->col == 2));
  const auto split = Connected(s, 1, "shaded cells").evaluate(g);
  REQUIRE(split);
  CHECK(split->message == "the shaded cells are not connected: r2c2 is cut off from r1c1");
  g.at(0, 1) = 1;
  g.at(1, 0) = 1;
  const auto block = NoBlock(s, 1, "shaded cells").evaluate(g);
  REQUIRE(block);
  CHECK(block->message == "a 2 x 2 block of shaded cells at r1c1");
  CHECK(!Rectangles(s, 1, "shaded cells").evaluate(g));  // a 2 x 2 square
  g.at(1, 1) = 0;
  const auto rectangle = Rectangles(s, 1, "shaded cells").evaluate(g);
  REQUIRE(rectangle);
  CHECK(rectangle->message == "the area of shaded cells at r1c1 is not a rectangle");
  const auto many = Count(s, rows_of(s), Relation::AtMost, {1}).evaluate(g);
  REQUIRE(many);
  CHECK(many->message == "row 1 holds 2 shaded cells, more than 1");
  // Shaded r1c1 r1c2 r2c1: r2c2 sees r1c2 up and r2c1 left.
  const auto view = Sight(s, 1, {{4, 3}}).evaluate(g);
  REQUIRE(view);
  CHECK(view->message == "r2c2 sees 2 shaded cells, not 3");
  CHECK((view->row == 1 && view->col == 1));
  CHECK(!Sight(s, 1, {{4, 2}}).evaluate(g));
  g.at(0, 0) = 0;
  g.at(0, 1) = 0;
  g.at(1, 0) = 0;
  g.at(1, 1) = 1;  // a shaded cell walled in by unshaded ones
  const auto hole = ReachesEdge(s, 1, "shaded cells").evaluate(g);
  REQUIRE(hole);
  CHECK(hole->message == "the shaded cells around r2c2 do not reach the edge of the grid");
  CHECK(!ReachesEdge(s, 0, "unshaded cells").evaluate(g));
  g.at(0, 0) = 1;  // r1c1 and r2c2 shaded: one row holds 1, the next 1 too
  const auto same = DifferentCounts(s, rows_of(s), {{0, 1}}).evaluate(g);
  REQUIRE(same);
  CHECK(same->message == "row 1 and row 2 both hold 1 shaded cell");
  const auto apart = ConnectedWithin(s, columns_of(s), 1, "shaded cells").evaluate(g);
  CHECK(!apart);  // each column's shaded cells are one cell
  const auto alone = SameNeighbours(s, 1, 1, 1).evaluate(g);
  REQUIRE(alone);
  CHECK(alone->message == "r1c1 has 0 shaded cells beside it, not 1");
  const auto divided = ConnectedWithin(s, whole_grid(s), 1, "shaded cells").evaluate(g);
  REQUIRE(divided);
  CHECK(divided->message ==
        "the shaded cells of the grid are not connected: r2c2 is cut off from r1c1");
}

// Tanks where water can rest at two levels in one tank (an arch over a column), must rest at one
// (a U), one tank, the rooms of lines_and_rooms, and random walls; pools and per tank.
TEST_CASE("water in tanks, level per pool or per tank, agrees three ways", "[rules][water]") {
  std::mt19937 rng(20261130);
  for (GridShape s : shapes()) {
    std::vector<std::vector<int>> layouts;
    auto layout = [&](auto label_of) {
      std::vector<int> label;
      for (int cell = 0; cell < s.cells(); ++cell)
        label.push_back(label_of(cell / s.cols, cell % s.cols));
      layouts.push_back(std::move(label));
    };
    const int last_row = s.rows - 1, last_col = s.cols - 1;
    layout([](int, int) { return 0; });
    layout([&](int r, int c) { return r == 0 || c == 0 || c == last_col ? 0 : 1; });         // arch
    layout([&](int r, int c) { return r == last_row || c == 0 || c == last_col ? 0 : 1; });  // U
    layout([&](int r, int c) { return c < (s.cols + 1) / 2 ? 0 : r < s.rows / 2 ? 1 : 2; });
    for (int k = 0; k < 2; ++k) {
      Borders walls;
      for (int i = 0; i < s.rows * (s.cols - 1); ++i) walls.side.push_back(rng() % 3 == 0);
      for (int i = 0; i < (s.rows - 1) * s.cols; ++i) walls.below.push_back(rng() % 3 == 0);
      int count = 0;
      layouts.push_back(pieces_of(walls, s.rows, s.cols, count));
    }
    for (std::size_t k = 0; k < layouts.size(); ++k)
      for (bool per_tank : {false, true}) {
        INFO(s.rows << "x" << s.cols << " layout " << k << (per_tank ? " per tank" : " per pool"));
        const RuleSet set(s, {std::make_shared<Water>(s, layouts[k], per_tank)});
        const auto seen = hold_three_ways(set);
        CHECK(seen.valid > 1);
        CHECK(seen.valid < seen.shadings);
      }
  }
}

// The pool rule and the tank rule differ where a tank holds two pools: on the arch, water in
// the left leg only (one pool) is level per pool and not per tank; on the U it is neither.
TEST_CASE("water: two pools of one tank may stand at two levels only per pool", "[rules][water]") {
  const GridShape s{3, 3};
  const std::vector<int> arch = {0, 0, 0, 0, 1, 0, 0, 1, 0};
  const std::vector<int> u = {0, 1, 0, 0, 1, 0, 0, 0, 0};
  Grid left_leg(3, 3, 0);
  left_leg.at(1, 0) = left_leg.at(2, 0) = 1;
  CHECK(!Water(s, arch, false).evaluate(left_leg));
  CHECK(Water(s, arch, true).evaluate(left_leg));
  CHECK(Water(s, u, false).evaluate(left_leg));
  CHECK(Water(s, u, true).evaluate(left_leg));
  Grid both_legs = left_leg;  // the U's water level on both legs, joined below
  both_legs.at(1, 2) = both_legs.at(2, 2) = both_legs.at(2, 1) = 1;
  CHECK(!Water(s, u, false).evaluate(both_legs));
  CHECK(!Water(s, u, true).evaluate(both_legs));
  Grid unheld(3, 3, 0);  // water beside an empty cell of its tank
  unheld.at(2, 0) = 1;
  const auto broken = Water(s, u, false).evaluate(unheld);
  REQUIRE(broken);
  CHECK(broken->message == "the water at r3c1 runs into the empty cell r3c2 of its tank");
}
