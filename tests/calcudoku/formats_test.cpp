// Calcudoku's formats: the native one (the spec's example, aliases, operation spellings, writing
// back), calcudoku-cages and Keen IDs, and what each says about bad cages.
#include <catch2/catch.hpp>

#include "genres/calcudoku/calcudoku.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

const char* const kSpecExample =
    "calcudoku 4\n"
    "cages:\n"
    "a b b c\n"
    "d d e c\n"
    "f f e g\n"
    "h f i g\n"
    "targets: a 3 b 4* c 2/ d 2/ e 1- f 5+ g 12* h 2 i 4\n";

const Calcudoku& as_calcudoku(const Puzzle& p) {
  return dynamic_cast<const Calcudoku&>(p);
}

// The reader's error for `text`, as "line:col: message".
std::string error_of(const std::string& text, const std::string& from = "") {
  ReadResult r = read_puzzle(text, from, "");
  if (!r.error) return "no error";
  return std::to_string(r.error->line) + ":" + std::to_string(r.error->col) + ": " +
         r.error->message;
}

}  // namespace

TEST_CASE("the spec's calcudoku example reads, and has exactly one solution",
          "[calcudoku][formats]") {
  auto puzzle = parse(kSpecExample);
  const Calcudoku& c = as_calcudoku(*puzzle);
  REQUIRE(c.n == 4);
  REQUIRE(c.cages.size() == 9);
  CHECK(c.cages[0].cells == std::vector<int>{0});
  CHECK(c.cages[0].op == CageOp::None);
  CHECK(c.cages[2].cells == std::vector<int>{3, 7});
  CHECK(c.cages[2].op == CageOp::Div);
  CHECK(c.cages[5].cells == std::vector<int>{8, 9, 13});
  // One-cell cages are givens.
  CHECK(c.givens().at(0, 0) == 3);
  CHECK(c.givens().at(3, 0) == 2);
  CHECK(c.givens().at(1, 1) == kUnknown);
  require_verdict(*puzzle, Verdict::Unique);
}

TEST_CASE("calcudoku aliases and every spelling of an operation read the same",
          "[calcudoku][formats]") {
  const std::string spelled =
      "KenKen 4   # upper case type, alias\n"
      "cages:\n"
      "abbc\n"
      "ddec\n"
      "ffeg\n"
      "hfig\n"
      "targets: a 3 b 4x c 2: d 2÷\n"
      "  e 1− f 5+ g 12× h 2 i 4+\n";
  auto a = parse(kSpecExample);
  auto b = parse(spelled);
  const auto& x = as_calcudoku(*a);
  const auto& y = as_calcudoku(*b);
  REQUIRE(x.cages.size() == y.cages.size());
  for (std::size_t k = 0; k < x.cages.size(); ++k) {
    INFO("cage " << k);
    CHECK(x.cages[k].cells == y.cages[k].cells);
    CHECK(x.cages[k].target == y.cages[k].target);
  }
  CHECK(y.cages[1].op == CageOp::Mul);
  CHECK(y.cages[2].op == CageOp::Div);
  CHECK(y.cages[3].op == CageOp::Div);
  CHECK(y.cages[4].op == CageOp::Sub);
  CHECK(y.cages[8].op == CageOp::Add);  // `4+` on one cell: the value 4
  CHECK(y.givens().at(3, 2) == 4);
  CHECK(parse("keen 1\ncages:\na\ntargets: a 1\n")->type() == "calcudoku");
}

TEST_CASE("calcudoku written natively reads back as the same puzzle", "[calcudoku][formats]") {
  auto puzzle = parse(std::string(kSpecExample) + "grid:\n. . . .\n. 1 . .\n. . . .\n. . . .\n");
  std::string error;
  auto text = write_puzzle(*puzzle, "native", error);
  REQUIRE(text.has_value());
  auto again = parse(*text);
  auto text2 = write_puzzle(*again, "native", error);
  REQUIRE(text2.has_value());
  CHECK(*text == *text2);
  CHECK(again->givens() == puzzle->givens());
  CHECK(again->givens().at(1, 1) == 1);
  CHECK(text->find("targets: a 3 b 4* c 2/ d 2/ e 1- f 5+ g 12* h 2 i 4\n") != std::string::npos);
  // Keen writes it as an ID only without the grid's given (Keen has no givens).
  CHECK_FALSE(write_puzzle(*puzzle, "tatham", error).has_value());
  CHECK(error == "Keen IDs hold no givens outside the cages");
}

TEST_CASE("calcudoku sizes from 1 to 12 solve", "[calcudoku][formats]") {
  // Cages are dominoes along each row (and one cell at the end of an odd row), targets from the
  // cyclic Latin square v(r, c) = (r + c) mod N + 1, alternating + and *.
  for (int n = 1; n <= 12; ++n) {
    std::string text = "calcudoku " + std::to_string(n) + "\ncages:\n";
    std::string targets = "targets:";
    int label = 0;
    auto value = [n](int r, int c) { return (r + c) % n + 1; };
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; c += 2) {
        std::string name = "k" + std::to_string(label);
        text += name + " ";
        if (c + 1 < n) text += name + " ";
        const int a = value(r, c), b = c + 1 < n ? value(r, c + 1) : 0;
        targets += " " + name + " " +
                   (b == 0      ? std::to_string(a)
                    : label % 2 ? std::to_string(a * b) + "*"
                                : std::to_string(a + b) + "+");
        ++label;
      }
      text += "\n";
    }
    INFO(text + targets);
    auto puzzle = parse(text + targets + "\n");
    for (Backend backend : {Backend::Sat, Backend::Native}) {
      RunOptions options;
      options.backend = backend;
      RunResult r = run(*puzzle, Mode::Solve, options);
      REQUIRE(r.verdict == Verdict::Solved);
      CHECK_FALSE(check_solution(*puzzle, r.solutions.front()).has_value());
    }
  }
}

TEST_CASE("bad calcudoku cages are refused with the place and the reason", "[calcudoku][formats]") {
  const std::string four = "calcudoku 4\ncages:\na a b b\nc c d d\ne e f f\ng g h h\n";
  const std::string rest = " c 3- d 7+ e 3 f 5 g 2/ h 7+\n";
  CHECK(error_of(four + "targets: a 3+ b 1-" + rest) == "no error");
  // `-` and `/` need two cells.
  CHECK(error_of("calcudoku 4\ncages:\na a a b\nc c d b\ne e f f\ng g h h\n"
                 "targets: a 3- b 1- c 3- d 7+ e 3 f 5 g 2/ h 7+\n") ==
        "7:12: cage 'a': '-' (a difference) needs a cage of exactly 2 cells; this one has 3");
  CHECK(error_of(four + "targets: a 3+ b 1/" + rest) ==
        "7:17: cage 'b': no values 1..4 in a cage of 2 cells make 1/");
  CHECK(error_of(four + "targets: a 0 b 1-" + rest) ==
        "7:12: a cage target must be positive, found 0");
  CHECK(error_of(four + "targets: a -3 b 1-" + rest) ==
        "7:12: a cage target must be positive, found -3");
  CHECK(error_of(four + "targets: a 9* b 1-" + rest) ==
        "7:12: cage 'a': no values 1..4 in a cage of 2 cells make 9*");
  CHECK(error_of("calcudoku 2\ncages:\na .\nb b\ntargets: a 1 b 3\n") ==
        "3:3: r1c2 is in no cage (every calcudoku cell needs one)");
  CHECK(error_of("calcudoku 2\ncages:\na b\nb a\ntargets: a 3 b 3\n") ==
        "3:3: cage 'b' is not connected");
  CHECK(error_of("calcudoku 3x3\ncages:\na\n") ==
        "1:11: a calcudoku is square: give its size as N");
  CHECK(error_of("calcudoku 2 box=1x2\n") == "1:13: unknown option 'box=1x2' for calcudoku");
  CHECK(error_of("calcudoku 2\ngrid:\n1 .\n. .\n") ==
        "1:1: a calcudoku needs 'cages:' and 'targets:' sections");
  CHECK(error_of("calcudoku 65\ncages:\n") == "1:11: calcudoku size 65 is too large (at most 64)");
}

TEST_CASE("calcudoku-cages: reading, writing and its errors", "[calcudoku][formats]") {
  auto puzzle = parse("3\n3 2 0 1\n2 1 2\n1 1 3\n", "calcudoku-cages");
  const auto& c = as_calcudoku(*puzzle);
  CHECK(c.n == 2);
  CHECK(c.cages[0].op == CageOp::Add);
  CHECK(c.givens().at(1, 0) == 2);  // one-cell cages are givens
  require_verdict(*puzzle, Verdict::Unique);
  CHECK(error_of("3\n3 2 0 1\n4 1 2\n3 1 3\n", "calcudoku-cages") ==
        "3:1: cage 2: no values 1..2 in a cage of 1 cell make 4+");
  CHECK(error_of("2\n3 2 0 1\n3 2 1 3\n", "calcudoku-cages") ==
        "3:5: cell 1 (r1c2) is in two cages (1 and 2)");
  CHECK(error_of("2\n3 2 0 0\n7 2 2 3\n", "calcudoku-cages") ==
        "2:7: cell 0 (r1c1) is listed twice in cage 1");
  CHECK(error_of("2\n3 2 0 3\n3 2 1 2\n", "calcudoku-cages") == "3:1: cage 2 is not connected");
  CHECK(error_of("2\n3 2 0 1\n3 1 2\n", "calcudoku-cages") ==
        "1:1: the cages hold 3 cells, which is no N x N grid");
  CHECK(error_of("2\n3 2 0 1\n3 2 2 4\n", "calcudoku-cages") ==
        "3:7: cell 4 is outside the grid (cells 0 to 3)");
  CHECK(error_of("2\n3 2 0 1\n-3 2 2 3\n", "calcudoku-cages") ==
        "3:1: cage 2: a sum must be positive, found -3");
  CHECK(error_of("2\n3 2 0 1\n3 2 2\n", "calcudoku-cages") ==
        "4:1: the input ends before cell 2 of cage 2");
  CHECK(error_of("1\n10 4 0 1 2 3 7\n", "calcudoku-cages") ==
        "2:14: unexpected '7' after the 1 cage announced");
  CHECK(error_of("1\n10 x\n", "calcudoku-cages") ==
        "2:4: expected the number of cells of cage 1, found 'x'");
  CHECK(error_of("", "calcudoku-cages") == "1:1: empty input: expected the number of cages");
  // Never detected: without --from the course's numbers are no known format.
  CHECK(error_of("1\n1 1 0\n") == "1:1: cannot tell the input format; name it with --from");
  // Only sums can be written.
  std::string error;
  auto spec = parse(kSpecExample);
  CHECK_FALSE(write_puzzle(*spec, "calcudoku-cages", error).has_value());
  CHECK(error == "calcudoku-cages holds only sum cages; cage 4* is not one");
}

TEST_CASE("Keen IDs: the spec's example, and bad IDs", "[calcudoku][formats]") {
  auto puzzle = parse("keen:4:_aa_6ba_a4,a9m4s1s2d2m12a7");
  const auto& c = as_calcudoku(*puzzle);
  REQUIRE(c.cages.size() == 7);
  CHECK(c.cages[0].cells == std::vector<int>{0, 4, 5});
  CHECK(c.cages[5].cells == std::vector<int>{9, 13});
  CHECK(c.cages[5].op == CageOp::Mul);
  CHECK(c.cages[5].target == 12);
  Grid solution(4, 4);
  solution.cells = {3, 1, 4, 2, 4, 2, 1, 3, 2, 4, 3, 1, 1, 3, 2, 4};
  require_verdict(*puzzle, Verdict::Unique, &solution);
  CHECK(parse("4:_aa_6ba_a4,a9m4s1s2d2m12a7", "", "keen")->type() == "calcudoku");
  CHECK(parse("keen:4dum:_aa_6ba_a4,a9m4s1s2d2m12a7")->type() == "calcudoku");
  CHECK(error_of("keen:4q:_aa_6ba_a4,a9m4s1s2d2m12a7") == "1:7: unknown Keen parameter 'q'");
  CHECK(error_of("keen:4:_aa_6ba_a4,a9m4s1s2d2m12x7") ==
        "1:32: expected a Keen clue letter (a, m, s or d), found 'x'");
  CHECK(error_of("keen:4:_aa_6ba_a4,a9m4s1s2d2m12") ==
        "1:32: the cage code makes 7 cages and there are 6 clues");
  CHECK(error_of("keen:4:_aa_6ba_a4,s9m4s1s2d2m12a7") ==
        "1:19: the cage with r1c1: '-' (a difference) needs a cage of exactly 2 cells; this one "
        "has 3");
  CHECK(error_of("keen:4:_aa_6ba_a4,a9m4s1s2d2m12a7,") == "1:34: unexpected ',' after the clues");
  CHECK(error_of("keen:4:_aa_6ba_a4") == "1:18: expected ',' and the clues after the cages");
}
