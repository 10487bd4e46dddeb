// The loop layer's primitives, each held three ways (loop_agreement.cpp) on every assignment of
// small lattices: the evaluator, the CNF (static and lazy) and the native rules agree.
#include <catch2/catch.hpp>
#include <random>

#include "rules/agreement.hpp"
#include "rules/border_count.hpp"
#include "rules/pearls.hpp"
#include "rules/single_loop.hpp"

namespace gridsat::test {
namespace {

using rules::LoopGeometry;
using rules::LoopRulePtr;
using rules::LoopRuleSet;

std::shared_ptr<const LoopGeometry> lattice(const LoopShape& shape) {
  return std::make_shared<const LoopGeometry>(shape);
}

LoopRuleSet one_loop(const LoopShape& shape, LoopPoints points, bool every_point = false) {
  auto geo = lattice(shape);
  return LoopRuleSet(geo, {std::make_shared<rules::SingleLoop>(
                              geo, points, rules::SingleLoop::Options{every_point})});
}

LoopRuleSet numbered(int rows, int cols, std::vector<int> numbers) {
  auto geo = lattice(border_loop(rows, cols));
  return LoopRuleSet(geo, {std::make_shared<rules::SingleLoop>(geo, LoopPoints::Vertices),
                           std::make_shared<rules::BorderCount>(geo, std::move(numbers))});
}

LoopRuleSet pearls(int rows, int cols, std::vector<int> pearls) {
  auto geo = lattice(centre_loop(rows, cols));
  return LoopRuleSet(geo, {std::make_shared<rules::SingleLoop>(geo, LoopPoints::Centres),
                           std::make_shared<rules::Pearls>(geo, std::move(pearls))});
}

}  // namespace

TEST_CASE("single loop: three ways on every lattice up to 3 x 4 points", "[rules][loop]") {
  // The cycles of the grid graph of 3 x 3 points, counted by hand: the boundaries of the 4 unit
  // squares, the 4 dominoes, the 4 L trominoes and the whole 2 x 2 square.
  CHECK(hold_loop_three_ways(one_loop(border_loop(2, 2), LoopPoints::Vertices)).valid == 13);
  CHECK(hold_loop_three_ways(one_loop(centre_loop(3, 3), LoopPoints::Centres)).valid == 13);
  // One square; two squares side by side (each, and both together).
  CHECK(hold_loop_three_ways(one_loop(border_loop(1, 1), LoopPoints::Vertices)).valid == 1);
  CHECK(hold_loop_three_ways(one_loop(border_loop(1, 2), LoopPoints::Vertices)).valid == 3);
  CHECK(hold_loop_three_ways(one_loop(centre_loop(2, 3), LoopPoints::Centres)).valid == 3);
  // 3 x 4 points: the 40 cycles of that grid graph (6 squares, 7 dominoes, ...), both layouts.
  CHECK(hold_loop_three_ways(one_loop(border_loop(2, 3), LoopPoints::Vertices), 2000).valid == 40);
  CHECK(hold_loop_three_ways(one_loop(centre_loop(4, 3), LoopPoints::Centres), 2000).valid == 40);
}

TEST_CASE("single loop through every point: three ways", "[rules][loop]") {
  // 9 points: a cycle of the grid graph has an even length (it is bipartite), so none.
  CHECK(hold_loop_three_ways(one_loop(border_loop(2, 2), LoopPoints::Vertices, true)).valid == 0);
  // 2 x 2 points: the square; 2 x 3: the rim.
  CHECK(hold_loop_three_ways(one_loop(centre_loop(2, 2), LoopPoints::Centres, true)).valid == 1);
  CHECK(hold_loop_three_ways(one_loop(border_loop(1, 2), LoopPoints::Vertices, true)).valid == 1);
  CHECK(hold_loop_three_ways(one_loop(border_loop(2, 3), LoopPoints::Vertices, true), 2000).valid >
        0);
}

TEST_CASE("border counts: three ways", "[rules][loop]") {
  const int u = kUnknown;
  // A 3 in the top left of 2 x 2 cells: the loops around the top left cell and one of its two
  // neighbours, or around an L tromino that holds it and a neighbour but not the other (4).
  CHECK(hold_loop_three_ways(numbered(2, 2, {3, u, u, u})).valid == 4);
  // A 0 there: the loops that leave it out and touch none of its borders: the bottom right cell.
  CHECK(hold_loop_three_ways(numbered(2, 2, {0, u, u, u})).valid == 1);
  // A number no cell can show.
  CHECK(hold_loop_three_ways(numbered(1, 2, {5, u})).valid == 0);
  // Random numbers on 2 x 3 cells.
  std::mt19937 rng(5);
  long long valid = 0;
  for (int k = 0; k < 6; ++k) {
    std::vector<int> numbers(6, u);
    for (int& n : numbers)
      if (rng() % 3 == 0) n = static_cast<int>(rng() % 5);
    valid += hold_loop_three_ways(numbered(2, 3, numbers), 1500).valid;
  }
  CHECK(valid > 0);
}

TEST_CASE("pearls: three ways", "[rules][loop]") {
  const int u = kUnknown, w = rules::Pearls::kWhite, b = rules::Pearls::kBlack;
  // 3 x 3 cells. A black pearl in a corner: both arms run two cells straight, to the two far
  // corners, closed along the rim or through the middle.
  CHECK(hold_loop_three_ways(pearls(3, 3, {b, u, u, u, u, u, u, u, u})).valid == 2);
  // A white pearl in the middle: straight across or down, closed above or below (beside) it;
  // its neighbours on the rim always turn.
  CHECK(hold_loop_three_ways(pearls(3, 3, {u, u, u, u, w, u, u, u, u})).valid == 4);
  // A white pearl in a corner: never straight.
  CHECK(hold_loop_three_ways(pearls(3, 3, {w, u, u, u, u, u, u, u, u})).valid == 0);
  // Random pearls on 3 x 4 and 4 x 3 cells.
  std::mt19937 rng(3);
  long long valid = 0;
  for (int k = 0; k < 8; ++k) {
    std::vector<int> cells(12, u);
    for (int& c : cells)
      if (rng() % 8 == 0) c = rng() % 2 ? w : b;
    valid += hold_loop_three_ways(k % 2 ? pearls(3, 4, cells) : pearls(4, 3, cells), 1500).valid;
  }
  CHECK(valid > 0);
}

TEST_CASE("single loop: the words of a broken loop", "[rules][loop]") {
  auto words = [](const LoopRuleSet& set, const Grid& g) {
    const auto broken = set.evaluate(g);
    return broken ? describe(*broken) : std::string("kept");
  };
  // Centres of 2 x 3 cells: h rows 0..1 (2 edges and a padding cell), v row 2 (3 edges).
  const LoopRuleSet centres = one_loop(centre_loop(2, 3), LoopPoints::Centres);
  Grid g = loop_grid(centre_loop(2, 3));
  CHECK(words(centres, g) == "there is no loop");
  g.at(0, 0) = 1;
  CHECK(words(centres, g) == "r1c1: the loop ends here");
  g.at(1, 0) = g.at(2, 0) = g.at(2, 1) = 1;
  CHECK(words(centres, g) == "kept");
  g.at(0, 1) = g.at(1, 1) = g.at(2, 2) = 1;
  CHECK(words(centres, g) == "r1c2: the loop branches here");
  const LoopRuleSet full = one_loop(centre_loop(2, 3), LoopPoints::Centres, true);
  g = loop_grid(centre_loop(2, 3));
  g.at(0, 0) = g.at(1, 0) = g.at(2, 0) = g.at(2, 1) = 1;
  CHECK(words(full, g) ==
        "r1c3: the loop does not pass through this cell (a full loop passes "
        "every cell)");
  // Vertices of 1 x 3 cells, around the first and the last cell.
  const LoopRuleSet row = one_loop(border_loop(1, 3), LoopPoints::Vertices);
  Grid two = loop_grid(border_loop(1, 3));
  for (int j : {0, 2}) two.at(0, j) = two.at(1, j) = 1;
  for (int j : {0, 1, 2, 3}) two.at(2, j) = 1;
  CHECK(words(row, two) == "the edges form 2 separate loops, not one");
  two.at(2, 1) = 0;
  CHECK(words(row, two) == "the loop ends at point (0, 1)");
}

}  // namespace gridsat::test
