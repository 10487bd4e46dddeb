// Kakuro puzzles whose answers are known without gridsat: pzprjs's own test puzzle with the answer
// its test script accepts, a published kakuro with its published solution, and small puzzles
// solved or counted by hand (the reasoning is in the comments). Each is decided by both backends
// and both cage encodings.
#include <catch2/catch.hpp>

#include "kakuro/kakuro_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

void require_unique(const Puzzle& p, const Grid& solution) {
  CHECK_FALSE(check_solution(p, solution).has_value());
  for (CageEncoding cages : {CageEncoding::Tuples, CageEncoding::Dd, CageEncoding::Auto}) {
    INFO(cage_encoding_name(cages));
    RunOptions options;
    options.encode.cages = cages;
    require_verdict(p, Verdict::Unique, &solution, options);
  }
}

// pzprjs test/script/kakuro.js: the URL, and the board its check passes (the last `failcheck`
// entry, no failcode), its 5 x 5 board inside gridsat's 6 x 6 grid (row 0 and column 0 are the
// clue cells pzprjs keeps outside the board).
const char* kPzprjsUrl = "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3";
const std::vector<std::string> kPzprjsAnswer = {
    "0 0 0 0 0 0",  //
    "0 0 5 3 0 0",  // pzprjs: . 5 3 . .
    "0 3 4 1 2 0",  //         3 4 1 2 .
    "0 1 2 0 1 2",  //         1 2 . 1 2
    "0 0 1 9 3 8",  //         . 1 9 3 8
    "0 0 0 8 4 0",  //         . . 8 4 .
};

}  // namespace

TEST_CASE("pzprjs's kakuro test puzzle has the answer pzprjs accepts", "[kakuro][examples]") {
  const auto p = parse(kPzprjsUrl);
  REQUIRE(p->rows() == 6);
  REQUIRE(p->cols() == 6);
  // The same puzzle in the native format, read off pzprjs's file form of it (its `8,4` is
  // across,down; gridsat writes down\across).
  const Kakuro native = kakuro_from_rows({
      "\\   \\    12\\  4\\   \\    \\",
      "\\   4\\8  .    .    10\\  \\",
      "\\10 .    .    .    .    10\\",
      "\\3  .    .    17\\3 .    .",
      "\\   \\21  .    .    .    .",
      "\\   \\    \\12  .    .    \\",
  });
  const auto& read = dynamic_cast<const Kakuro&>(*p);
  CHECK(read.black == native.black);
  CHECK(read.across == native.across);
  CHECK(read.down == native.down);
  require_unique(*p, digits(kPzprjsAnswer));
}

TEST_CASE("a published kakuro with its published solution", "[kakuro][examples]") {
  // The J wiki's "Essays/Kakuro" (code.jsoftware.com/wiki/Essays/Kakuro): its example puzzle
  // (`x` a blank block, "6 0" a down sum 6, "0 10" an across sum 10) and the solution printed
  // under it. By hand too: 3 in two cells is 1 + 2 (row 4, columns 3 and 5, r2's across); the
  // down 4 over {1,2} in r4c2 forces r3c2 = 3, r4c2 = 1, so r4c3 = 2, r3c3 = 1; row 3 then needs
  // 6 from r3c4 + r3c5 with r3c5 in {1,2} but not 1: 4 + 2; r2c5 = 1, r2c4 = 2.
  const Kakuro p = kakuro_from_rows({
      "\\   \\   \\   6\\ 3\\",
      "\\   4\\  3\\3 .   .",
      "\\10 .   .   .   .",
      "\\3  .   .   \\   \\",
  });
  require_unique(p, digits({"0 0 0 0 0", "0 0 0 2 1", "0 3 1 4 2", "0 1 2 0 0"}));
}

TEST_CASE("small kakuro solved and counted by hand", "[kakuro][examples]") {
  // Across 3 = 1 + 2, across 4 = 1 + 3; down 4 = 1 + 3 in column 2, so r2c2 = 1 (in both sets)
  // and r3c2 = 3, then r2c3 = 2, r3c3 = 1 (down 3 = 2 + 1).
  const Kakuro one = kakuro_from_rows({"\\ 4\\ 3\\", "\\3 . .", "\\4 . ."});
  require_unique(one, digits({"0 0 0", "0 1 2", "0 3 1"}));

  // Every run is 3 = 1 + 2: the 2 x 2 block is a Latin square of 1 and 2, two of them.
  const Kakuro two = kakuro_from_rows({"\\ 3\\ 3\\", "\\3 . .", "\\3 . ."});
  CHECK(valid_answers(two) ==
        std::set<std::vector<int>>{digits({"0 0 0", "0 1 2", "0 2 1"}).cells,
                                   digits({"0 0 0", "0 2 1", "0 1 2"}).cells});
  require_verdict(two, Verdict::Multiple);
  // A given 2 at r2c2 leaves the second one.
  const Kakuro given = kakuro_from_rows({"\\ 3\\ 3\\", "\\3 2 .", "\\3 . ."});
  require_unique(given, digits({"0 0 0", "0 2 1", "0 1 2"}));

  // One cell, across 3 and down 4: no digit is both.
  const Kakuro none = kakuro_from_rows({"\\ 4\\", "\\3 ."});
  CHECK(valid_answers(none).empty());
  require_verdict(none, Verdict::None);

  // Runs without sums (from the grid's edge) only differ: a 1 x 2 grid of white cells has 9 * 8
  // answers.
  const Kakuro free = kakuro_from_rows({". ."});
  RunOptions count;
  CHECK(run(free, Mode::Count, count).count == 72);
  count.backend = Backend::Native;
  CHECK(run(free, Mode::Count, count).count == 72);
}
