// Nurikabe in the formats that hold it: the native format (numbers of one and more digits, `?`,
// rows run together, the writer's layout, read back unchanged) and puzz.link URLs as pzprjs
// writes them (pzprjs's own test URL, `.` for `?`, the long number codes, written back byte for
// byte); their errors with line and column; plain `#`/`.` output.
#include <catch2/catch.hpp>
#include <random>

#include "nurikabe/nurikabe_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

Nurikabe as_nurikabe(const std::unique_ptr<Puzzle>& p) {
  REQUIRE(p);
  REQUIRE(p->type() == "nurikabe");
  return dynamic_cast<const Nurikabe&>(*p);
}

// pzprjs's own test puzzle for nurikabe (test/script/nurikabe.js in pzprjs).
const char* kPzprjsUrl = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g";

}  // namespace

TEST_CASE("native nurikabe: numbers, `?`, empty cells, rows run together", "[nurikabe][formats]") {
  const Nurikabe p = as_nurikabe(parse("nurikabe 3x4\ngrid:\n. 12 . ?\n. . . .\n1 . . .\n"));
  CHECK(p.height == 3);
  CHECK(p.width == 4);
  CHECK(p.numbers.at(0, 1) == 12);
  CHECK(p.numbers.at(0, 3) == kAnyIslandSize);
  CHECK(p.numbers.at(2, 0) == 1);
  CHECK(p.numbers.at(0, 0) == kUnknown);
  CHECK(p.clue_cells() == std::vector<int>{1, 3, 8});
  // One-character cells may run together; `nurikabe N` is N x N.
  const Nurikabe q = as_nurikabe(parse("nurikabe 3\ngrid:\n2..\n...\n.?1\n"));
  CHECK(q.height == 3);
  CHECK(q.width == 3);
  CHECK(q.numbers.at(0, 0) == 2);
  CHECK(q.numbers.at(2, 1) == kAnyIslandSize);
  CHECK(q.numbers.at(2, 2) == 1);
  // No grid: no numbers.
  const Nurikabe e = as_nurikabe(parse("nurikabe 2x5\n"));
  CHECK(e.clue_cells().empty());
}

TEST_CASE("native nurikabe: the writer's layout, read back unchanged", "[nurikabe][formats]") {
  const Nurikabe p = as_nurikabe(parse("nurikabe 3x4\ngrid:\n. 12 . ?\n. . . .\n1 . . .\n"));
  CHECK(write(p, "native") ==
        "nurikabe 3x4\n"
        "grid:\n"
        " . 12  .  ?\n"
        " .  .  .  .\n"
        " 1  .  .  .\n");
  std::mt19937 rng(3);
  for (int round = 0; round < 60; ++round) {
    const int h = 1 + round % 9, w = 1 + (round * 7) % 11;
    Grid numbers(h, w);
    for (int& v : numbers.cells) {
      const int roll = std::uniform_int_distribution<int>(0, 9)(rng);
      v = roll < 6    ? kUnknown
          : roll == 6 ? kAnyIslandSize
                      : std::uniform_int_distribution<int>(1, h * w)(rng);
    }
    Nurikabe n(h, w);
    n.set_numbers(numbers);
    const std::string text = write(n, "native");
    INFO(text);
    const Nurikabe back = as_nurikabe(parse(text));
    CHECK(back.numbers == n.numbers);
    CHECK(write(back, "native") == text);
    // and through puzz.link
    const Nurikabe link = as_nurikabe(parse(write(n, "puzzlink")));
    CHECK(link.numbers == n.numbers);
  }
}

TEST_CASE("native nurikabe: errors where they are", "[nurikabe][formats]") {
  require_read_error("nurikabe 3\ngrid:\n. . .\n. x .\n. . .\n", 4, 3, "unexpected 'x'");
  require_read_error("nurikabe 3\ngrid:\n. . .\n. 0 .\n. . .\n", 4, 3, "out of range (1 to 9");
  require_read_error("nurikabe 3\ngrid:\n. . .\n. . 10\n. . .\n", 4, 5, "out of range (1 to 9");
  require_read_error("nurikabe 3\ngrid:\n. . .\n. . .\n", 5, 1, "");
  require_read_error("nurikabe 3x0\n", 1, 10, "");
  require_read_error("nurikabe 3x201\ngrid:\n", 1, 10, "out of range (sides 1 to 200)");
  require_read_error("nurikabe 3 diagonal\n", 1, 12, "");
  require_read_error("nurikabe 3\ncages:\n", 2, 1, "does not apply");
}

TEST_CASE("puzz.link nurikabe: pzprjs's example, `?`, long numbers", "[nurikabe][formats]") {
  const Nurikabe p = as_nurikabe(parse(kPzprjsUrl));
  const Nurikabe expected =
      nurikabe_from_rows({". 5 . . .", ". . 2 . .", ". . . . .", ". . 1 . .", ". . . 3 ."});
  CHECK(p.numbers == expected.numbers);
  CHECK(write(p, "puzzlink") == std::string(kPzprjsUrl) + "\n");
  // Without scheme and host, from the pzv.jp address too.
  CHECK(as_nurikabe(parse("nurikabe/5/5/g5k2o1k3g", "puzzlink")).numbers == expected.numbers);
  CHECK(as_nurikabe(parse("http://pzv.jp/p.html?nurikabe/5/5/g5k2o1k3g")).numbers ==
        expected.numbers);
  // `.` is pzprjs's `?`; `-` and two hex digits; g..z skip 1..20 cells. Width 6, height 5.
  const Nurikabe q = as_nurikabe(parse("https://puzz.link/p?nurikabe/6/5/.-1agczl"));
  CHECK(q.width == 6);
  CHECK(q.height == 5);
  Grid numbers(5, 6);
  numbers.at(0, 0) = kAnyIslandSize;
  numbers.at(0, 1) = 26;
  numbers.at(0, 3) = 12;
  CHECK(q.numbers == numbers);
  CHECK(write(q, "puzzlink") == "https://puzz.link/p?nurikabe/6/5/.-1agczl\n");
  // A longer code than needed reads the same (pzprjs writes the shortest).
  CHECK(as_nurikabe(parse("https://puzz.link/p?nurikabe/6/5/.-1ag+00czl")).numbers == numbers);
  // `+` and three hex digits: 0x12c = 300 on a 20 x 20 grid, then 399 cells skipped.
  const std::string body = "+12c" + std::string(19, 'z') + "y";
  const Nurikabe big = as_nurikabe(parse("https://puzz.link/p?nurikabe/20/20/" + body));
  CHECK(big.numbers.at(0, 0) == 300);
  CHECK(big.clue_cells().size() == 1);
  CHECK(write(big, "puzzlink") == "https://puzz.link/p?nurikabe/20/20/" + body + "\n");
}

TEST_CASE("puzz.link nurikabe: errors where they are", "[nurikabe][formats]") {
  // The body starts at column 34 of https://puzz.link/p?nurikabe/5/5/.
  require_read_error("https://puzz.link/p?nurikabe/5/5/g5k0o1k3g", 1, 37, "out of range (1 to 25");
  require_read_error("https://puzz.link/p?nurikabe/5/5/g5k2o1k3gg", 1, 43, "");
  require_read_error("https://puzz.link/p?nurikabe/5/5/g5k2o1k3", 1, 42, "");
  require_read_error("https://puzz.link/p?nurikabe/2/2/-1ai", 1, 34, "out of range (1 to 4");
}

TEST_CASE("plain output is rows of # and .", "[nurikabe][formats]") {
  const Nurikabe p = nurikabe_from_rows({"2 . .", ". . .", ". . 1"});
  CHECK(write_plain(p, shading({".##", ".#.", "##."})) == ". # #\n. # .\n# # .\n");
}
