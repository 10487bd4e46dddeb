// The native backtracker's rules held against brute force. DistinctGroups::propagate may only
// remove a candidate that no solution uses and may only report a contradiction when there is
// no solution; its two entry points (from scratch, from narrowed cells) must reach the same
// fixpoint; choose() must cover every solution. Checked on random candidate states of small
// shapes whose solutions can all be listed: sudokus with 2x2 and 2x3 boxes, a Latin square, a
// jigsaw, and a Latin square with extra groups smaller than a row (no "each value once").
#include <catch2/catch.hpp>
#include <random>

#include "propagators/all_different.hpp"
#include "puzzles/native_rules.hpp"

using namespace gridsat;

namespace {

struct Shape {
  const char* name;
  int cells;
  int values;
  std::vector<std::vector<int>> groups;
};

std::vector<std::vector<int>> boxes(int n, int box_rows, int box_cols) {
  std::vector<std::vector<int>> out;
  for (int br = 0; br < n; br += box_rows)
    for (int bc = 0; bc < n; bc += box_cols) {
      std::vector<int> box;
      for (int r = br; r < br + box_rows; ++r)
        for (int c = bc; c < bc + box_cols; ++c) box.push_back(r * n + c);
      out.push_back(box);
    }
  return out;
}

std::vector<std::vector<int>> lines(int n) {
  std::vector<std::vector<int>> out;
  for (int r = 0; r < n; ++r) {
    std::vector<int> row, col;
    for (int i = 0; i < n; ++i) {
      row.push_back(r * n + i);
      col.push_back(i * n + r);
    }
    out.push_back(row);
    out.push_back(col);
  }
  return out;
}

Shape sudoku(int n, int box_rows, int box_cols, const char* name) {
  Shape s{name, n * n, n, lines(n)};
  for (auto& b : boxes(n, box_rows, box_cols)) s.groups.push_back(b);
  return s;
}

Shape jigsaw5() {
  // Regions with irregular overlaps of two and three cells with the rows.
  const char* layout[] = {"AAABB", "AABBB", "CCDDD", "CCEDD", "CEEEE"};
  Shape s{"jigsaw 5x5", 25, 5, lines(5)};
  for (char region = 'A'; region <= 'E'; ++region) {
    std::vector<int> g;
    for (int cell = 0; cell < 25; ++cell)
      if (layout[cell / 5][cell % 5] == region) g.push_back(cell);
    s.groups.push_back(g);
  }
  return s;
}

Shape latin_with_small_groups() {
  Shape s{"latin 5x5 + small groups", 25, 5, lines(5)};
  s.groups.push_back({0, 1, 6});         // two cells of row 1, one of row 2
  s.groups.push_back({12, 13, 17, 18});  // a 2x2 square
  s.groups.push_back({4, 8, 16});
  return s;
}

std::vector<Shape> shapes() {
  return {sudoku(4, 2, 2, "sudoku 4x4"), sudoku(6, 2, 3, "sudoku 6x6"),
          Shape{"latin 5x5", 25, 5, lines(5)}, jigsaw5(), latin_with_small_groups()};
}

DistinctGroups indexed(const Shape& shape) {
  DistinctGroups d;
  d.groups = shape.groups;
  d.num_values = shape.values;
  d.index(shape.cells);
  return d;
}

// Every solution of `cells` (value index per cell), by plain enumeration: each group's cells
// distinct. Stops after `cap` solutions.
class BruteForce {
 public:
  BruteForce(const Shape& shape, const std::vector<Candidates>& cells, std::size_t cap)
      : shape_(shape), cells_(cells), cap_(cap), value_(cells.size(), -1) {
    groups_of_.resize(cells.size());
    for (std::size_t g = 0; g < shape.groups.size(); ++g)
      for (int cell : shape.groups[g]) groups_of_[static_cast<std::size_t>(cell)].push_back(g);
    used_.assign(shape.groups.size(), 0);
    walk(0);
  }
  const std::vector<std::vector<int>>& solutions() const { return solutions_; }
  bool complete() const { return solutions_.size() < cap_; }

 private:
  void walk(std::size_t cell) {
    if (solutions_.size() >= cap_) return;
    if (cell == cells_.size()) {
      solutions_.push_back(value_);
      return;
    }
    Candidates taken = 0;
    for (std::size_t g : groups_of_[cell]) taken |= used_[g];
    for (Candidates rest = cells_[cell] & ~taken; rest; rest &= rest - 1) {
      const Candidates bit = rest & (~rest + 1);
      value_[cell] = lowest_index(bit);
      for (std::size_t g : groups_of_[cell]) used_[g] |= bit;
      walk(cell + 1);
      for (std::size_t g : groups_of_[cell]) used_[g] &= ~bit;
    }
  }

  const Shape& shape_;
  const std::vector<Candidates>& cells_;
  std::size_t cap_;
  std::vector<int> value_;
  std::vector<std::vector<std::size_t>> groups_of_;
  std::vector<Candidates> used_;
  std::vector<std::vector<int>> solutions_;
};

Candidates all_of(int values) {
  return (Candidates{1} << values) - 1;
}

// A random candidate state: around one of the shape's solutions (so that it usually stays
// solvable), some cells fixed, the others random subsets; sometimes without that solution.
std::vector<Candidates> random_state(const Shape& shape, const std::vector<int>& around,
                                     std::mt19937& rng) {
  std::uniform_int_distribution<int> percent(0, 99);
  const int fixed_share = 15 + percent(rng) / 2;
  const bool keep_solution = percent(rng) < 75;
  std::vector<Candidates> cells(static_cast<std::size_t>(shape.cells));
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const Candidates mine = Candidates{1} << around[i];
    if (percent(rng) < fixed_share) {
      cells[i] = keep_solution ? mine : Candidates{1} << (percent(rng) % shape.values);
    } else {
      Candidates c = 0;
      while (c == 0) c = static_cast<Candidates>(rng()) & all_of(shape.values);
      cells[i] = keep_solution ? (c | mine) : c;
    }
  }
  return cells;
}

// Per cell, the values some solution gives it.
std::vector<Candidates> support(const std::vector<std::vector<int>>& solutions, std::size_t cells) {
  std::vector<Candidates> s(cells, 0);
  for (const auto& solution : solutions)
    for (std::size_t i = 0; i < cells; ++i) s[i] |= Candidates{1} << solution[i];
  return s;
}

bool satisfies(const std::vector<int>& solution, const Alternative& a) {
  return (Candidates{1} << solution[static_cast<std::size_t>(a.cell)]) == a.value;
}

}  // namespace

TEST_CASE("distinct-group propagation keeps every solution and finds the same fixpoint twice",
          "[native]") {
  std::mt19937 rng(20240611);
  for (const Shape& shape : shapes()) {
    INFO(shape.name);
    const DistinctGroups rules = indexed(shape);
    const std::vector<Candidates> open(static_cast<std::size_t>(shape.cells), all_of(shape.values));
    BruteForce some(shape, open, 2000);
    REQUIRE(some.solutions().size() >= 2);
    int solvable = 0, contradictions = 0, removals = 0;
    for (int round = 0; round < 400; ++round) {
      const auto& around = some.solutions()[rng() % some.solutions().size()];
      const std::vector<Candidates> input = random_state(shape, around, rng);
      BruteForce all(shape, input, 100000);
      REQUIRE(all.complete());
      std::vector<Candidates> cells = input;
      bool changed = false;
      const bool ok = rules.propagate(cells, changed);
      INFO("round " << round << ", " << all.solutions().size() << " solutions");
      if (!all.solutions().empty()) {
        ++solvable;
        REQUIRE(ok);
        const std::vector<Candidates> needed = support(all.solutions(), cells.size());
        for (std::size_t i = 0; i < cells.size(); ++i) {
          INFO("cell " << i);
          REQUIRE((cells[i] & needed[i]) == needed[i]);  // nothing a solution uses is gone
          REQUIRE((cells[i] & ~input[i]) == 0);          // nothing was added
        }
      }
      contradictions += !ok;
      if (!ok) continue;
      removals += cells != input;
      REQUIRE(changed == (cells != input));

      // A fixpoint: a second call finds nothing.
      std::vector<Candidates> again = cells;
      bool changed_again = false;
      REQUIRE(rules.propagate(again, changed_again));
      REQUIRE_FALSE(changed_again);
      REQUIRE(again == cells);

      // Narrowing one open cell: starting from it reaches what a fresh start reaches.
      std::vector<std::size_t> undecided;
      for (std::size_t i = 0; i < cells.size(); ++i)
        if (popcount(cells[i]) > 1) undecided.push_back(i);
      if (undecided.empty()) continue;
      const std::size_t pick = undecided[rng() % undecided.size()];
      std::vector<Candidates> narrowed = cells;
      Candidates keep = 0;
      while (keep == 0) keep = cells[pick] & static_cast<Candidates>(rng());
      narrowed[pick] = keep;
      std::vector<Candidates> fresh = narrowed;
      bool c1 = false, c2 = false;
      const int pick_cell = static_cast<int>(pick);
      const bool from_cell = rules.propagate(narrowed, c1, std::span(&pick_cell, 1));
      const bool from_scratch = rules.propagate(fresh, c2);
      REQUIRE(from_cell == from_scratch);
      if (from_cell) REQUIRE(narrowed == fresh);

      // Branching covers every solution, on open cells and their candidates.
      std::vector<Alternative> alternatives;
      rules.choose(cells, alternatives);
      REQUIRE(alternatives.size() >= 2);
      for (const Alternative& a : alternatives) {
        REQUIRE(popcount(cells[static_cast<std::size_t>(a.cell)]) > 1);
        REQUIRE(popcount(a.value) == 1);
        REQUIRE((cells[static_cast<std::size_t>(a.cell)] & a.value) == a.value);
      }
      for (const auto& solution : all.solutions()) {
        bool covered = false;
        for (const Alternative& a : alternatives) covered = covered || satisfies(solution, a);
        REQUIRE(covered);
      }
    }
    // The random states exercised all three outcomes.
    CHECK(solvable > 50);
    CHECK(contradictions > 10);
    CHECK(removals > 50);
  }
}

TEST_CASE(
    "distinct-group propagation accepts exactly the complete assignments that keep the "
    "rules",
    "[native]") {
  std::mt19937 rng(7);
  for (const Shape& shape : shapes()) {
    INFO(shape.name);
    const DistinctGroups rules = indexed(shape);
    const std::vector<Candidates> open(static_cast<std::size_t>(shape.cells), all_of(shape.values));
    BruteForce some(shape, open, 500);
    int accepted = 0, rejected = 0;
    for (int round = 0; round < 300; ++round) {
      std::vector<int> values = some.solutions()[rng() % some.solutions().size()];
      if (round % 2) values[rng() % values.size()] = static_cast<int>(rng() % shape.values);
      bool valid = true;
      for (const auto& group : shape.groups)
        for (std::size_t a = 0; a < group.size(); ++a)
          for (std::size_t b = a + 1; b < group.size(); ++b)
            valid = valid && values[static_cast<std::size_t>(group[a])] !=
                                 values[static_cast<std::size_t>(group[b])];
      std::vector<Candidates> cells;
      for (int v : values) cells.push_back(Candidates{1} << v);
      bool changed = false;
      REQUIRE(rules.propagate(cells, changed) == valid);
      (valid ? accepted : rejected) += 1;
    }
    CHECK(accepted > 100);
    CHECK(rejected > 50);
  }
}

TEST_CASE("without index() the groups still propagate singles soundly", "[native]") {
  const Shape shape = sudoku(4, 2, 2, "sudoku 4x4");
  DistinctGroups rules;
  rules.groups = shape.groups;
  rules.num_values = 4;
  // Row 1 holds 1, 2, 3: the last cell is 4, and column 4 loses 4 elsewhere.
  std::vector<Candidates> cells(16, 0xF);
  cells[0] = 1;
  cells[1] = 2;
  cells[2] = 4;
  bool changed = false;
  REQUIRE(rules.propagate(cells, changed));
  CHECK(changed);
  CHECK(cells[3] == 8);
  CHECK((cells[7] & 8) == 0);
  cells[7] = 8;  // a second 4 in column 4
  REQUIRE_FALSE(rules.propagate(cells, changed));
}
