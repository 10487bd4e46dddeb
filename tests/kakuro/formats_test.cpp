// Kakuro in the formats that hold it: the native format (down\across sums, blank blocks, white
// cells and givens, rows run together, the writer's layout read back unchanged) and puzz.link URLs
// as pzprjs writes them (pzprjs's own test URL written back byte for byte, the clue row and
// column outside pzprjs's board becoming row 0 and column 0, the long sums A..Z); their errors
// with line and column.
#include <catch2/catch.hpp>

#include "kakuro/kakuro_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

const char* kPzprjsUrl = "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3";

}  // namespace

TEST_CASE("native kakuro: sums, blank blocks, white cells, givens", "[kakuro][formats]") {
  const Kakuro p = kakuro_from_rows({"\\ 23\\ 4\\", "\\16 . .", "\\9 5 ."});
  CHECK(p.height == 3);
  CHECK(p.width == 3);
  CHECK(p.black == std::vector<char>{1, 1, 1, 1, 0, 0, 1, 0, 0});
  CHECK(p.down == std::vector<int>{0, 23, 4, 0, 0, 0, 0, 0, 0});
  CHECK(p.across == std::vector<int>{0, 0, 0, 16, 0, 0, 9, 0, 0});
  CHECK(p.givens().at(2, 1) == 5);
  CHECK(p.givens().at(1, 1) == kUnknown);
  CHECK(p.givens().at(0, 0) == kUnknown);  // black cells are structure, not givens
  REQUIRE(p.runs().size() == 4);
  CHECK(p.runs()[0].cells == std::vector<int>{4, 5});
  CHECK(p.runs()[0].sum == 16);
  CHECK(p.runs()[2].cells == std::vector<int>{4, 7});
  CHECK(p.runs()[2].sum == 23);
  // One-character cells may run together.
  const auto q = parse("kakuro 2x3\ngrid:\n\\..\n...\n");
  const auto& k = dynamic_cast<const Kakuro&>(*q);
  CHECK(k.black == std::vector<char>{1, 0, 0, 0, 0, 0});
  // The writer's text reads back to the same puzzle.
  const std::string text = write(p, "native");
  CHECK(text == "kakuro 3x3\ngrid:\n\\   23\\ 4\\\n\\16 .   .\n\\9  5   .\n");
  CHECK(write(*parse(text), "native") == text);
}

TEST_CASE("puzz.link kakuro: pzprjs's URL read and written back", "[kakuro][formats]") {
  const auto p = parse(kPzprjsUrl);
  const auto& k = dynamic_cast<const Kakuro&>(*p);
  // Row 0 and column 0 are the clue cells outside pzprjs's board.
  for (int i = 0; i < 6; ++i) {
    CHECK(k.is_black(i));
    CHECK(k.is_black(i * 6));
  }
  CHECK(k.down[2] == 12);
  CHECK(k.down[3] == 4);
  CHECK(k.across[at(2 * 6)] == 10);
  CHECK(k.across[at(3 * 6)] == 3);
  CHECK(k.down[at(1 * 6 + 1)] == 4);  // `48`: down 4, across 8
  CHECK(k.across[at(1 * 6 + 1)] == 8);
  CHECK(k.across[at(4 * 6 + 1)] == 21);  // `0B`: B = 21
  CHECK(k.down[at(3 * 6 + 3)] == 17);    // `h3`: h = 17
  CHECK(write(*p, "puzzlink") == std::string(kPzprjsUrl) + "\n");
  // Native and back: the native format has no sum shown as 0, so the missing sums come back as
  // pzprjs writes them today, `-`.
  CHECK(write(*parse(write(*p, "native")), "puzzlink") ==
        "https://puzz.link/p?kakuro/5/5/48la-.na-lh3l-Bn.-cl.c4a3\n");
  // 16 white cells are one `z`; sums 10..19 are `a`..`j`, 20..45 `A`..`Z`.
  const std::string wide = "https://puzz.link/p?kakuro/8/2/z3456789aAj";
  const auto w = parse(wide);
  const auto& b = dynamic_cast<const Kakuro&>(*w);
  CHECK(b.down == std::vector<int>{0, 3, 4, 5, 6, 7, 8, 9, 10, 0, 0, 0, 0, 0,
                                   0, 0, 0, 0, 0, 0, 0, 0, 0,  0, 0, 0, 0});
  CHECK(b.across[9] == 20);
  CHECK(b.across[18] == 19);
  CHECK(write(*w, "puzzlink") == wide + "\n");
  // One row of nine: across 45 (`Z`) is 1..9, each column's down sum its digit.
  const auto row = parse("https://puzz.link/p?kakuro/9/1/s918273645Z");
  const Grid answer = digits({"0 0 0 0 0 0 0 0 0 0", "0 9 1 8 2 7 3 6 4 5"});
  require_verdict(*row, Verdict::Unique, &answer);
}

TEST_CASE("puzz.link kakuro: `-` for a missing sum, as pzprjs writes it since 2019",
          "[kakuro][formats]") {
  // A puzzle from puzz.link: clue cells with one of their two sums (`3-`, `-p`, `-g`, `-a`).
  const std::string url = "https://puzz.link/p?kakuro/6/5/Dclh4t9fl3-p-gl-alJeC3BgG";
  const auto p = parse(url);
  const auto& k = dynamic_cast<const Kakuro&>(*p);
  CHECK(k.zero_sums.empty());
  // Board cell 17 (the board's row 2, column 5: r3c6 of gridsat's grid) is `3-`: down 3 only;
  // board cell 24 (r5c1) is `-g`: across 16 only.
  CHECK(k.down[at(3 * 7 + 6)] == 3);
  CHECK(k.across[at(3 * 7 + 6)] == 0);
  CHECK(k.down[at(5 * 7 + 1)] == 0);
  CHECK(k.across[at(5 * 7 + 1)] == 16);
  CHECK(write(*p, "puzzlink") == url + "\n");
  CHECK(write(*parse(write(*p, "native")), "puzzlink") == url + "\n");
  // Both backends agree that it has exactly one solution, and the rules check accepts it.
  require_verdict(*p, Verdict::Unique);
  // `0` and `-` mix in one URL (a 0 typed in today's pzprjs): each is written back as it came.
  const std::string mixed = "https://puzz.link/p?kakuro/2/2/-3k0-k4";
  const auto m = parse(mixed);
  CHECK(dynamic_cast<const Kakuro&>(*m).zero_sums.at(2 * 3 + 1) == 1);  // r2c1's down sum
  CHECK(write(*m, "puzzlink") == mixed + "\n");
}

TEST_CASE("puzz.link kakuro that pzprjs cannot hold are refused", "[kakuro][formats]") {
  std::string error;
  const Kakuro white_border = kakuro_from_rows({". .", "\\3 ."});
  CHECK_FALSE(write_puzzle(white_border, "puzzlink", error).has_value());
  CHECK(error.find("first row and first column") != std::string::npos);
  const Kakuro given = kakuro_from_rows({"\\ 4\\ 3\\", "\\3 1 .", "\\4 . ."});
  error.clear();
  CHECK_FALSE(write_puzzle(given, "puzzlink", error).has_value());
  CHECK(error.find("given") != std::string::npos);
}

TEST_CASE("kakuro reader errors point at the cell", "[kakuro][formats]") {
  require_read_error("kakuro 2x2\ngrid:\n\\ 4\\\n\\3 x\n", 4, 4, "unexpected 'x'");
  require_read_error("kakuro 2x2\ngrid:\n\\ 46\\\n\\3 .\n", 3, 3, "down sum");
  require_read_error("kakuro 2x2\ngrid:\n\\ \\5\n\\3 .\n", 3, 3, "has no white cell right of it");
  require_read_error("kakuro 2x2\ngrid:\n\\ 4\\\n\\3 0\n", 4, 4, "unexpected '0'");
  require_read_error("kakuro 1x11\ngrid:\n\\1 . . . . . . . . . .\n", 3, 4,
                     "more than nine digits");
  // puzz.link: a character that is no sum, a board that ends too early, sums outside runs.
  // The body starts at column 32.
  require_read_error("https://puzz.link/p?kakuro/2/2/4!kk34", 1, 33, "unexpected '!'");
  require_read_error("https://puzz.link/p?kakuro/2/2/k", 1, 33, "ends too early");
  require_read_error("https://puzz.link/p?kakuro/2/1/m", 1, 32, "skips past");
  require_read_error("https://puzz.link/p?kakuro/2/1/40k3", 1, 32, "has no white cell below it");
}
