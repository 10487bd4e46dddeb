#include <catch2/catch.hpp>

#include "encodings/cages.hpp"
#include "genres/sudoku/constraints/arrow.hpp"
#include "support/constraint_judge.hpp"
#include "support/support.hpp"

namespace gridsat::test {
namespace {

Arrow arrow(std::vector<int> circle, std::vector<int> cells) {
  Arrow a;
  a.circle = std::move(circle);
  a.arrow = std::move(cells);
  return a;
}

// The same arrow, always encoded with the given cage encoding (the judge encodes with the
// default options, which pick tuples for these small arrows).
class EncodedAs final : public SudokuConstraint {
 public:
  EncodedAs(Arrow arrow, CageEncoding how) : arrow_(std::move(arrow)), how_(how) {}
  std::string_view kind() const override { return arrow_.kind(); }
  std::string describe(int n) const override { return arrow_.describe(n); }
  std::optional<Violation> check(const Grid& s) const override { return arrow_.check(s); }
  void encode(SudokuVars& vars, const EncodeOptions& options) const override {
    EncodeOptions o = options;
    o.cages = how_;
    arrow_.encode(vars, o);
  }
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override {
    return arrow_.propagate(cells, n, changed);
  }
  void draw(Picture& picture) const override { arrow_.draw(picture); }
  std::string native_line(int n) const override { return arrow_.native_line(n); }

 private:
  Arrow arrow_;
  CageEncoding how_;
};

}  // namespace

TEST_CASE("an arrow's check, clauses and propagation agree on every assignment",
          "[variants][arrow]") {
  for (int n : {4, 5}) {
    const std::vector<std::pair<std::vector<int>, std::vector<int>>> shapes{
        {{0}, {1}},
        {{0}, {1, 2}},
        {{n - 1}, {2 * n - 2, 3 * n - 3, 3 * n - 2}},
        {{0, 1}, {n, n + 1, n + 2}},  // a two-digit circle: 11 .. 15 from three cells
    };
    for (const auto& shape : shapes) {
      const Arrow a = arrow(shape.first, shape.second);
      std::vector<int> cells = a.circle;
      cells.insert(cells.end(), a.arrow.begin(), a.arrow.end());
      INFO("n = " << n << ", " << a.describe(n));
      CHECK(judge_constraint(a, cells, latin_background(n)) == "");
      for (CageEncoding how : kAllCageEncodings) {
        INFO("encoded as " << cage_encoding_name(how));
        CHECK(judge_constraint(EncodedAs(a, how), cells, latin_background(n)) == "");
      }
      const long long accepted = accepted_assignments(a, cells, latin_background(n));
      CHECK(accepted > 0);
      CHECK(accepted < assignments(n, cells.size()));
    }
  }
}

TEST_CASE("an arrow's check on hand-made grids", "[variants][arrow]") {
  const Grid g = latin_background(4);              // 1 2 3 4 / 2 3 4 1 / 3 4 1 2 / 4 1 2 3
  CHECK_FALSE(arrow({2}, {0, 1}).check(g));        // 3 = 1 + 2
  const auto wrong = arrow({3}, {0, 1}).check(g);  // 4 is not 1 + 2
  REQUIRE(wrong);
  CHECK(wrong->row == 0);
  CHECK(wrong->col == 3);
  CHECK(wrong->message.find("sums to 3, not 4") != std::string::npos);
  // The circle r1c1 r1c2 reads 12; r2c2 r2c3 r3c2 r3c3 hold 3 + 4 + 4 + 1 = 12.
  CHECK_FALSE(arrow({0, 1}, {5, 6, 9, 10}).check(g));
  // Listed the other way round the circle reads 21.
  const auto reversed = arrow({1, 0}, {5, 6, 9, 10}).check(g);
  REQUIRE(reversed);
  CHECK(reversed->message.find("sums to 12, not 21") != std::string::npos);
  // A one-cell arrow repeats its circle: 4 of the 16 pairs; a two-cell arrow from 1..4 into a
  // circle 1..4: 1+1, 1+2, 2+1, 1+3, 2+2, 3+1 = 6 of 64.
  CHECK(accepted_assignments(arrow({0}, {1}), std::vector<int>{0, 1}, g) == 4);
  CHECK(accepted_assignments(arrow({0}, {1, 2}), std::vector<int>{0, 1, 2}, g) == 6);
}

TEST_CASE("arrows in the native format: read, solved by both backends, written back",
          "[variants][arrow]") {
  const std::string text =
      "sudoku 4\ngrid:\n....\n....\n....\n....\narrow:\nr1c1 r1c2 > r2c2 r3c2 r4c2 r4c3\n"
      "r1c4 > r2c4 r3c4\n";
  auto puzzle = parse(text);
  // Solved by hand. With b = r1c2, the rest of column 2 adds up to 10 - b, so the two-cell circle
  // 10a + b equals 10 - b + r4c3 <= 14: a = 1 and 2b = r4c3, so r1c1 = 1, r1c2 = 2, r4c3 = 4.
  // r1c4 is 3 or 4; 3 would need r2c4 + r3c4 = 1 + 2 and leave r4c4 = 4 beside r4c3 = 4, so
  // r1c4 = 4, r1c3 = 3, r2c4 r3c4 = {1, 3}, r4c4 = 2; box 2 makes r2c4 = 1, r3c4 = 3, r2c3 = 2,
  // then r3c3 = 1, r3c2 = 4 (column 2), and the rest follows by singles.
  Grid expected(4, 4);
  expected.cells = {1, 2, 3, 4, 4, 3, 2, 1, 2, 4, 1, 3, 3, 1, 4, 2};
  require_verdict(*puzzle, Verdict::Unique, &expected);
  std::string error;
  CHECK(write_puzzle(*puzzle, "native", error) == text);
}

TEST_CASE("a bad arrow is one error at its place", "[variants][arrow]") {
  auto bad = [](const std::string& line) { return bad_line("arrow", line); };
  const ParseError no_circle = bad("r1c1 r1c2");
  CHECK(no_circle.message.find("needs its circle") != std::string::npos);
  CHECK(no_circle.col == 1);
  CHECK(bad("> r1c2").message.find("no circle") != std::string::npos);
  const ParseError empty = bad("r1c1 >");
  CHECK(empty.message.find("no cells after") != std::string::npos);
  CHECK(empty.col == 6);
  const ParseError wide = bad("r1c1 r1c2 r1c3 r1c4 > r2c1");
  CHECK(wide.message.find("1 to 3 cells") != std::string::npos);
  CHECK(wide.col == 16);
  const ParseError away = bad("r1c1 > r1c3");
  CHECK(away.message.find("does not touch the circle") != std::string::npos);
  CHECK(away.col == 8);
  const ParseError gap = bad("r1c1 > r1c2 r1c4");
  CHECK(gap.message.find("do not touch") != std::string::npos);
  CHECK(gap.col == 13);
  CHECK(bad("r1c1 > r1c1").message.find("in the circle and on the arrow") != std::string::npos);
  CHECK(bad("r1c1 r3c3 > r1c2").message.find("do not touch") != std::string::npos);
  CHECK(bad("r1c1 > r5c1").message.find("outside") != std::string::npos);
}

}  // namespace gridsat::test
