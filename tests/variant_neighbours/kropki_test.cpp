#include <catch2/catch.hpp>

#include "genres/sudoku/constraints/kropki.hpp"
#include "support/constraint_judge.hpp"
#include "support/support.hpp"
#include "variant_neighbours/neighbour_support.hpp"

namespace gridsat::test {
namespace {

Kropki dot(int a, int b, bool black) {
  Kropki k;
  k.a = a;
  k.b = b;
  k.black = black;
  return k;
}

KropkiNegative negative(bool black, std::vector<std::pair<int, int>> dotted) {
  KropkiNegative k;
  k.black = black;
  k.dotted = std::move(dotted);
  return k;
}

long long power(int n, std::size_t k) {
  long long p = 1;
  while (k--) p *= n;
  return p;
}

}  // namespace

TEST_CASE("a kropki dot's check, clauses and propagation agree on every assignment",
          "[variants][kropki]") {
  for (int n : {4, 5, 6}) {
    for (bool black : {false, true}) {
      for (const auto& pair : std::vector<std::pair<int, int>>{{0, 1}, {n + 2, 2 * n + 2}}) {
        const Kropki k = dot(pair.first, pair.second, black);
        INFO("n = " << n << ", " << k.describe(n));
        // A third cell the sign does not read, beside the pair: it multiplies the count only.
        const int free = pair.second == pair.first + 1 ? pair.first + n : pair.first + 1;
        const std::vector<int> cells{pair.first, pair.second, free};
        CHECK(judge_constraint(k, cells, latin_background(n)) == "");
        const long long accepted = accepted_assignments(k, cells, latin_background(n));
        CHECK(accepted > 0);
        CHECK(accepted < power(n, cells.size()));
      }
    }
  }
}

TEST_CASE("a kropki dot admits exactly the pairs counted by hand", "[variants][kropki]") {
  const std::vector<int> pair{0, 1};
  // White: (v, v+1) and (v+1, v), 2(n-1) pairs. Black on 4: 1-2, 2-4 both ways; on 6 also 3-6.
  CHECK(accepted_assignments(dot(0, 1, false), pair, latin_background(4)) == 6);
  CHECK(accepted_assignments(dot(0, 1, true), pair, latin_background(4)) == 4);
  CHECK(accepted_assignments(dot(0, 1, true), pair, latin_background(6)) == 6);
  CHECK(accepted_assignments(dot(0, 1, false), pair, latin_background(9)) == 16);
}

TEST_CASE("a kropki dot's check on hand-made grids", "[variants][kropki]") {
  const Grid g = latin_background(4);         // 1 2 3 4 / 2 3 4 1 / 3 4 1 2 / 4 1 2 3
  CHECK_FALSE(dot(0, 1, false).check(g));     // 1 2 consecutive
  CHECK_FALSE(dot(0, 1, true).check(g));      // 2 = 2 x 1
  const auto odd = dot(1, 5, true).check(g);  // r1c2 = 2 over r2c2 = 3
  REQUIRE(odd);
  CHECK(odd->row == 1);
  CHECK(odd->col == 1);
  CHECK(odd->message.find("neither is double") != std::string::npos);
  const auto far = dot(3, 7, false).check(g);  // r1c4 = 4 over r2c4 = 1
  REQUIRE(far);
  CHECK(far->message.find("4 and 1 are not consecutive") != std::string::npos);
  CHECK(dot(6, 7, true).check(g));          // r2c3 = 4 beside r2c4 = 1: a ratio of 4
  CHECK_FALSE(dot(10, 11, true).check(g));  // r3c3 = 1 beside r3c4 = 2
}

TEST_CASE("a kropki negative constraint agrees with brute force over a window",
          "[variants][kropki]") {
  // The window is a 2x3 block at the top left of a 4x4 and the middle 2x2 of a 5x5; the
  // checkerboard of 1 and 3 keeps the rule on every pair outside it. Dots on two of the
  // window's pairs (one across, one down) take them out of the rule.
  for (bool black : {false, true}) {
    const std::vector<int> corner{0, 1, 2, 4, 5, 6};
    const KropkiNegative four = negative(black, {{0, 1}, {2, 6}});
    INFO(four.describe(4));
    CHECK(judge_constraint(four, corner, one_three(4)) == "");
    const long long accepted = accepted_assignments(four, corner, one_three(4));
    CHECK(accepted > 0);
    CHECK(accepted < power(4, corner.size()));
    // The same without dots admits fewer.
    CHECK(accepted_assignments(negative(black, {}), corner, one_three(4)) < accepted);

    const std::vector<int> middle{6, 7, 11, 12};
    const KropkiNegative five = negative(black, {{7, 12}});
    CHECK(judge_constraint(five, middle, one_three(5)) == "");
    const long long five_accepted = accepted_assignments(five, middle, one_three(5));
    CHECK(five_accepted > 0);
    CHECK(five_accepted < power(5, middle.size()));
  }
}

TEST_CASE("a kropki negative constraint's check on hand-made grids", "[variants][kropki]") {
  const Grid g = latin_background(4);  // 1 2 3 4 / 2 3 4 1 / ...
  // Undotted r1c1-r1c2 holds 1 and 2: consecutive and in ratio 2.
  const auto white = negative(false, {}).check(g);
  REQUIRE(white);
  CHECK(white->row == 0);
  CHECK(white->col == 1);
  CHECK(white->message.find("white-negative") != std::string::npos);
  // With that pair dotted, the next undotted pair in reading order is r1c1-r2c1 (1 over 2).
  const auto next = negative(true, {{0, 1}}).check(g);
  REQUIRE(next);
  CHECK(next->row == 1);
  CHECK(next->col == 0);
  CHECK(!negative(false, {}).check(one_three(4)));
  CHECK(!negative(true, {}).check(one_three(4)));
}

TEST_CASE("kropki dots in the native format: read, solved by both backends, written back",
          "[variants][kropki]") {
  // Row 1 is 1 2 3 4. The box leaves r2c2 in {3, 4} and the black dot under the 2 takes 4; so
  // r2c1 = 3. r2c4 in {1, 2} under the 4 by a black dot: 2, so r2c3 = 1. Rows 3 and 4 then hold
  // r3c1, r3c3 in {2, 4} and r3c2, r3c4 in {1, 3}; of the pairs r3c1-r3c2 only 2 and 1 are in
  // ratio 2, which fixes row 3 as 2 1 4 3 and row 4 as 4 3 2 1 (the white dot 3-2 agrees).
  const std::string text =
      "sudoku 4\ngrid:\n1234\n....\n....\n....\nkropki:\nblack r1c2 r2c2\nblack r1c4 r2c4\n"
      "black r3c1 r3c2\nwhite r4c2 r4c3\n";
  auto puzzle = parse(text);
  Grid expected(4, 4);
  expected.cells = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
  require_verdict(*puzzle, Verdict::Unique, &expected);
  std::string error;
  CHECK(write_puzzle(*puzzle, "native", error) == text);

  // Every pair of that answer in ratio 2 dotted (white for the 1-2 pairs, black for 2-4 in
  // column 1 and 3): black-negative holds on it, and it removes solutions only, so the answer
  // stays the only one.
  const std::string negative_text =
      "sudoku 4 black-negative\ngrid:\n1234\n....\n....\n....\nkropki:\nwhite r1c1 r1c2\n"
      "black r1c2 r2c2\nblack r1c4 r2c4\nwhite r2c3 r2c4\nblack r3c1 r3c2\nblack r3c1 r4c1\n"
      "black r3c3 r4c3\nwhite r4c2 r4c3\nwhite r4c3 r4c4\n";
  auto with_negative = parse(negative_text);
  require_verdict(*with_negative, Verdict::Unique, &expected);
  CHECK(write_puzzle(*with_negative, "native", error) == negative_text);

  // White-negative: the given 2 and 3 of row 1 have no dot between them, so nothing solves it.
  const std::string white_text =
      "sudoku 4 white-negative\ngrid:\n1234\n....\n....\n....\nkropki:\nwhite r1c1 r1c2\n"
      "white r1c3 r1c4\n";
  auto none = parse(white_text);
  require_verdict(*none, Verdict::None);
  CHECK(write_puzzle(*none, "native", error) == white_text);
}

TEST_CASE("kropki dots are drawn as dots and negative flags as rules", "[variants][kropki]") {
  Picture picture(4, 4);
  dot(1, 5, true).draw(picture);
  negative(false, {}).draw(picture);
  REQUIRE(picture.marks.size() == 1);
  CHECK(picture.marks[0].style == MarkStyle::BlackDot);
  CHECK(picture.mark(1, 5) == "");  // a dot has no text
  REQUIRE(picture.rules.size() == 1);
  CHECK(picture.rules[0].find("never consecutive") != std::string::npos);
}

TEST_CASE("a bad kropki line is one error at its place", "[variants][kropki]") {
  auto bad = [](const std::string& lines) {
    ReadResult read = read_puzzle("sudoku 4\nkropki:\n" + lines + "\n", "", "");
    REQUIRE(read.error);
    return *read.error;
  };
  CHECK(bad("grey r1c1 r1c2").message.find("'white' or 'black'") != std::string::npos);
  CHECK(bad("grey r1c1 r1c2").col == 1);
  CHECK(bad("white r1c1").message.find("expected two cells") != std::string::npos);
  const auto apart = bad("white r1c1 r2c2");
  CHECK(apart.message.find("do not share a side") != std::string::npos);
  CHECK(apart.col == 12);
  const auto extra = bad("black r1c1 r1c2 r1c3");
  CHECK(extra.message.find("joins two cells") != std::string::npos);
  CHECK(extra.col == 17);
  CHECK(bad("black r1c1 r1c1").message.find("listed twice") != std::string::npos);
  CHECK(bad("white r1c1 r5c1").message.find("outside") != std::string::npos);
  CHECK(bad("white r1c1 q").col == 12);
}

}  // namespace gridsat::test

namespace gridsat::test {

TEST_CASE("a negative flag's sample dots every pair it would forbid, and the solution keeps it",
          "[variants][kropki]") {
  // A 9x9 sudoku (the pattern (3r + r/3 + c) mod 9 + 1, valid by construction).
  Grid s(9, 9);
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) s.at(r, c) = (3 * r + r / 3 + c) % 9 + 1;
  for (const char* name : {"white-negative", "black-negative", "xv-negative"}) {
    INFO(name);
    Random rng(3);
    const auto sample = find_constraint_kind(name)->sample(s, rng);
    REQUIRE(sample.size() >= 2);
    CHECK(sample.back()->kind() == name);  // the flag, over the dots before it
    CHECK_FALSE(sample.back()->removable());
    for (const ConstraintPtr& c : sample) CHECK_FALSE(c->check(s));
    // Without any dot the flag alone forbids a pair the solution has.
    const ConstraintKind* kind = find_constraint_kind(name);
    CHECK(kind->make({9, 3, 3, false, {}})->check(s));
  }
}

}  // namespace gridsat::test
