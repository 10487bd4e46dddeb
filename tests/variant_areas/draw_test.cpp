// What the area kinds add to a picture (puzzles/picture.hpp), checked field by field.
#include "genres/sudoku/constraints/disjoint_groups.hpp"
#include "genres/sudoku/constraints/extra_region.hpp"
#include "genres/sudoku/constraints/extreme.hpp"
#include "genres/sudoku/constraints/little_killer.hpp"
#include "genres/sudoku/constraints/parity.hpp"
#include "genres/sudoku/constraints/quadruple.hpp"
#include "genres/sudoku/constraints/sandwich.hpp"
#include "variant_areas/area_support.hpp"

namespace gridsat::test {

TEST_CASE("the area kinds draw where f-puzzles draws them", "[variants][draw]") {
  Picture p(4, 4);
  LittleKiller k;
  k.cells = {1, 6, 11};  // r1c2 r2c3 r3c4, running down-right: the clue sits above-left of r1c2
  k.sum = 6;
  k.draw(p);
  LittleKiller up;
  up.cells = {12, 9, 6, 3};  // from r4c1 up-right: the clue sits below-left of r4c1
  up.sum = 10;
  up.draw(p);
  REQUIRE(p.diagonal_clues.size() == 2);
  CHECK(p.diagonal_clues[0].row == -1);
  CHECK(p.diagonal_clues[0].col == 0);
  CHECK(p.diagonal_clues[0].dr == 1);
  CHECK(p.diagonal_clues[0].dc == 1);
  CHECK(p.diagonal_clues[0].text == "6");
  CHECK(p.diagonal_clues[1].row == 4);
  CHECK(p.diagonal_clues[1].col == -1);
  CHECK(p.diagonal_clues[1].dr == -1);
  CHECK(p.diagonal_clues[1].dc == 1);

  Sandwich row, column;
  row.line = 2;
  row.sum = 5;
  column.column = true;
  column.line = 0;
  column.sum = 0;
  row.draw(p);
  column.draw(p);
  CHECK(p.clues[2] == std::vector<std::string>{"", "", "5", ""});  // left of row 3
  CHECK(p.clues[0] == std::vector<std::string>{"0", "", "", ""});  // above column 1
  CHECK(p.clues[1].empty());
  CHECK(p.clues[3].empty());

  Quadruple q;
  q.corner = 5;  // r2c2: the corner between r2c2 r2c3 r3c2 r3c3, top left of r3c3
  q.digits = {1, 1, 3};
  q.draw(p);
  REQUIRE(p.corner_clues.size() == 1);
  CHECK(p.corner_clues[0].row == 2);
  CHECK(p.corner_clues[0].col == 2);
  CHECK(p.corner_clues[0].text == "1 1 3");

  Parity odd, even;
  odd.cells = {0};
  even.cells = {1};
  even.even = true;
  Extreme lo, hi;
  lo.cells = {2};
  hi.cells = {3};
  hi.maximum = true;
  for (const SudokuConstraint* c : std::vector<const SudokuConstraint*>{&odd, &even, &lo, &hi})
    c->draw(p);
  REQUIRE(p.shapes.size() == 16);
  CHECK(p.shapes[0] == CellShape::Circle);
  CHECK(p.shapes[1] == CellShape::Square);
  CHECK(p.shapes[2] == CellShape::Min);
  CHECK(p.shapes[3] == CellShape::Max);
  CHECK(p.shapes[4] == CellShape::None);

  ExtraRegion a, b;
  a.cells = {0, 5};
  b.cells = {10, 15};
  a.draw(p);
  b.draw(p);
  REQUIRE(p.tint.size() == 16);
  CHECK(p.tint[0] == 0);
  CHECK(p.tint[5] == 0);
  CHECK(p.tint[10] == 1);
  CHECK(p.tint[15] == 1);
  CHECK(p.tint[1] == -1);

  DisjointGroups d;
  d.draw(p);
  CHECK(p.rules == std::vector<std::string>{"disjoint groups"});
}

TEST_CASE("the area kinds are registered under their native names", "[variants]") {
  for (const char* name :
       {"little-killer", "sandwich", "quadruple", "odd", "even", "min", "max", "extra-region"}) {
    const ConstraintKind* kind = find_constraint_kind(name);
    REQUIRE(kind);
    CHECK_FALSE(kind->flag);
    CHECK(kind->read);
    CHECK(kind->sample);
  }
  const ConstraintKind* disjoint = find_constraint_kind("disjoint");
  REQUIRE(disjoint);
  CHECK(disjoint->flag);
  CHECK(disjoint->make);
}

TEST_CASE("the samples are constraints the solution keeps", "[variants]") {
  // A 9x9 sudoku (the pattern (3r + r/3 + c) mod 9 + 1, valid by construction).
  Grid s(9, 9);
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) s.at(r, c) = (3 * r + r / 3 + c) % 9 + 1;
  Random rng(7);
  for (const char* name :
       {"little-killer", "sandwich", "quadruple", "odd", "even", "min", "max", "extra-region"}) {
    const auto sample = find_constraint_kind(name)->sample(s, rng);
    INFO(name);
    CHECK_FALSE(sample.empty());
    for (const ConstraintPtr& c : sample) {
      CHECK(c->kind() == name);
      CHECK_FALSE(c->check(s));
      // Each is written in a line its own reader takes back to the same line.
      const std::string text = "sudoku 9\n" + std::string(name) + ":\n" + c->native_line(9) + "\n";
      ReadResult read = read_puzzle(text, "", "");
      REQUIRE_FALSE(read.error);
      std::string error;
      CHECK(write_puzzle(*read.puzzle, "native", error).value_or("").find(c->native_line(9)) !=
            std::string::npos);
    }
  }
}

}  // namespace gridsat::test
