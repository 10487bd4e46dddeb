// puzz.link URLs: the test vectors of foreign-ids.md (sudoku cells, skyscrapers and easyasabc
// exterior clues), every accepted spelling of the URL, a hand-encoded 6x6 solved to its known
// solution, round trips of the generated sudokus, and bad URLs with their messages and columns.
#include <catch2/catch.hpp>
#include <random>

#include "format_helpers.hpp"
#include "formats/puzzlink.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

constexpr int U = kUnknown;

IdText at1(std::string_view text) {
  return {text, 1, 1};
}

}  // namespace

TEST_CASE("puzz.link sudoku test vector, in every spelling of the URL", "[formats][puzzlink]") {
  const Grid expected = grid_of(". 1 . . / . . . 2 / 3 . . . / . . 3 .");
  for (std::string url :
       {"https://puzz.link/p?sudoku/4/4/g1k23k3g", "http://pzv.jp/p.html?sudoku/4/4/g1k23k3g",
        "https://pzprxs.vercel.app/p?sudoku/4/4/g1k23k3g", "puzz.link/p?sudoku/4/4/g1k23k3g",
        "pzv.jp/p.html?sudoku/4/4/g1k23k3g", "p?sudoku/4/4/g1k23k3g", "sudoku/4/4/g1k23k3g",
        "  sudoku/4/4/g1k23k3g\n"}) {
    INFO(url);
    ReadResult r = read_puzzle(url, "", "");
    REQUIRE(r.puzzle);
    CHECK(r.format == "puzzlink");
    const Sudoku& s = as_sudoku(*r.puzzle);
    CHECK((s.n == 4 && s.box_rows == 2 && s.box_cols == 2));
    CHECK(s.grid == expected);
  }
  auto p = parse("sudoku 4\ngrid:\n.1..\n...2\n3...\n..3.\n");
  CHECK(write_as(*p, "puzzlink") == "https://puzz.link/p?sudoku/4/4/g1k23k3g\n");
}

TEST_CASE("puzz.link 6x6 sudoku has boxes 2 rows tall and 3 wide", "[formats][puzzlink]") {
  // The 2x3 Solo example of foreign-ids.md, encoded by hand.
  auto p = parse("https://puzz.link/p?sudoku/6/6/g1g4i4j5j66j3j6i2g1g");
  const Sudoku& s = as_sudoku(*p);
  CHECK((s.box_rows == 2 && s.box_cols == 3));
  CHECK(s.grid == grid_of(". 1 . 4 . . / . 4 . . . . / 5 . . . . 6 / 6 . . . . 3 / "
                          ". . . . 6 . / . . 2 . 1 ."));
  Grid solution = grid_of(
      "3 1 6 4 5 2 / 2 4 5 6 3 1 / 5 3 4 1 2 6 / 6 2 1 5 4 3 / "
      "1 5 3 2 6 4 / 4 6 2 3 1 5");
  require_verdict(*p, Verdict::Unique, &solution);
}

TEST_CASE("puzz.link number code: every form of a number, skips, and random round trips",
          "[formats][puzzlink]") {
  std::size_t pos = 0;
  IdText code = at1("-1a+12f.g5!");
  NumberCode n = decode_numbers(code, pos, 5, "cell");
  CHECK(n.values == std::vector<int>{26, 303, kHiddenNumber, U, 5});
  CHECK(n.columns == std::vector<int>{1, 4, 8, 0, 10});
  CHECK(pos == 10);  // stops after the fifth position, before '!'
  CHECK(encode_numbers(n.values) == "-1a+12f.g5");
  CHECK(encode_numbers(std::vector<int>(20, U)) == "z");
  CHECK(encode_numbers(std::vector<int>(21, U)) == "zg");
  CHECK(encode_numbers({0, 15, 16, 255, 256, 4095}) == "0f-10-ff+100+fff");
  std::mt19937 rng(99);
  for (int round = 0; round < 500; ++round) {
    std::vector<int> values(1 + rng() % 80);
    for (int& v : values) {
      int kind = static_cast<int>(rng() % 6);
      v = kind < 3    ? U
          : kind == 3 ? kHiddenNumber
          : kind == 4 ? static_cast<int>(rng() % 16)
                      : static_cast<int>(rng() % 4096);
    }
    std::string text = encode_numbers(values);
    INFO(text);
    std::size_t at = 0;
    CHECK(decode_numbers(at1(text), at, static_cast<int>(values.size()), "cell").values == values);
    CHECK(at == text.size());
  }
}

TEST_CASE("puzz.link lists of numbers: pzprjs's tapa vectors, and every list it writes",
          "[formats][puzzlink]") {
  const int q = kHiddenNumber;
  std::size_t pos = 0;
  // pzprjs's test URL tapa/5/5/3n5hchhajn2: 3, 5, 3 1 1, 3 1, 2.
  NumberListCode n = decode_number_lists(at1("3n5hchhajn2"), pos, 25);
  CHECK(n.lists[0] == std::vector<int>{3});
  CHECK(n.lists[9] == std::vector<int>{5});
  CHECK(n.lists[12] == std::vector<int>{3, 1, 1});
  CHECK(n.lists[15] == std::vector<int>{3, 1});
  CHECK(n.lists[24] == std::vector<int>{2});
  CHECK(encode_number_lists(n.lists) == "3n5hchhajn2");
  CHECK(encode_number_lists({{q}, {1, 1, 1, 1}, {q, q}, {1, q, 1, q}, {8}}) == ".9a0d28");
  // Every list of one to four entries that pzprjs writes round-trips.
  int lists = 0;
  for (int size = 1; size <= 4; ++size) {
    const int most = size == 1 ? 8 : size == 2 ? 5 : size == 3 ? 3 : 1;
    std::vector<int> entry(static_cast<std::size_t>(size), 0);
    for (int k = 0;; ++k) {
      std::vector<int> list;
      for (int e : entry) list.push_back(e == 0 && size > 1 ? q : e);
      const std::string text = encode_number_lists({list});
      std::size_t at = 0;
      INFO(text);
      CHECK(decode_number_lists(at1(text), at, 1).lists[0] == list);
      ++lists;
      std::size_t i = 0;
      while (i < entry.size() && ++entry[i] > most) entry[i++] = 0;
      if (i == entry.size()) break;
    }
  }
  CHECK(lists == 9 + 36 + 64 + 16);
}

TEST_CASE("puzz.link exterior clues: the skyscrapers and easyasabc test vectors",
          "[formats][puzzlink]") {
  std::size_t pos = 0;
  ExteriorClues sky = decode_exterior(at1("k13h4j3g"), pos, 4, 4);
  CHECK(sky.top.values == std::vector<int>{U, U, U, U});
  CHECK(sky.bottom.values == std::vector<int>{U, 1, 3, U});
  CHECK(sky.left.values == std::vector<int>{U, 4, U, U});
  CHECK(sky.right.values == std::vector<int>{U, U, 3, U});
  CHECK(sky.right.columns[2] == 7);
  CHECK(pos == 8);
  CHECK(encode_exterior(sky.top.values, sky.bottom.values, sky.left.values, sky.right.values) ==
        "k13h4j3g");

  // easyasabc/4/4/3/1m2h3g3h: the body starts with K = 3 and '/'.
  PuzzlinkUrl url = parse_puzzlink_url(at1("https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h"));
  CHECK(url.genre.text == "easyasabc");
  CHECK((url.cols == 4 && url.rows == 4));
  CHECK(url.body.text == "3/1m2h3g3h");
  CHECK(url.body.col == 35);
  pos = 2;
  ExteriorClues abc = decode_exterior(url.body, pos, 4, 4);
  CHECK(abc.top.values == std::vector<int>{1, U, U, U});
  CHECK(abc.bottom.values == std::vector<int>{U, U, U, U});
  CHECK(abc.left.values == std::vector<int>{2, U, U, 3});
  CHECK(abc.right.values == std::vector<int>{U, 3, U, U});
  CHECK(abc.left.columns[3] == 41);
}

TEST_CASE("puzz.link URLs: the optional flag field and the body", "[formats][puzzlink]") {
  PuzzlinkUrl u = parse_puzzlink_url(at1("pzv.jp/p.html?skyscrapers/v:/5/4/k13"));
  CHECK(u.flags.text == "v:");
  CHECK((u.cols == 5 && u.rows == 4));
  CHECK(u.body.text == "k13");
  u = parse_puzzlink_url(at1("sudoku/9/9"));
  CHECK(u.body.empty());
  CHECK(u.body.col == 11);
}

TEST_CASE("puzz.link URLs with the tails puzz.link opens", "[formats][puzzlink]") {
  // A trailing slash, a #fragment, & parameters after the body or NAME=VALUE& before the genre,
  // and GENRE_edit / GENRE_play: each opens in pzprjs as the plain URL does.
  const Grid expected = grid_of(". 1 . . / . . . 2 / 3 . . . / . . 3 .");
  for (std::string url :
       {"https://puzz.link/p?sudoku/4/4/g1k23k3g/", "https://puzz.link/p?sudoku/4/4/g1k23k3g//",
        "https://puzz.link/p?sudoku/4/4/g1k23k3g#top", "https://puzz.link/p?sudoku/4/4/g1k23k3g/#x",
        "https://puzz.link/p?sudoku/4/4/g1k23k3g&utm_source=x",
        "https://puzz.link/p?type=player&sudoku/4/4/g1k23k3g",
        "https://puzz.link/p?type=editor&lang=en&sudoku/4/4/g1k23k3g",
        "https://puzz.link/p?sudoku_edit/4/4/g1k23k3g",
        "https://puzz.link/p?sudoku_play/4/4/g1k23k3g"}) {
    INFO(url);
    ReadResult r = read_puzzle(url, "", "");
    REQUIRE(r.puzzle);
    CHECK(r.format == "puzzlink");
    CHECK(as_sudoku(*r.puzzle).grid == expected);
  }
  // Slashes past a body's own fields: star battle's `K/walls` keeps its own (a 1x1 has no walls).
  for (std::string url :
       {"https://puzz.link/p?starbattle/1/1/1/", "https://puzz.link/p?starbattle/1/1/1//",
        "https://puzz.link/p?starbattle/1/1/1/#x"}) {
    INFO(url);
    ReadResult r = read_puzzle(url, "", "");
    CHECK(r.puzzle);
  }
  // Errors still point into the URL as written.
  require_error_at("https://puzz.link/p?type=player&sudoku/4/4/g1k2!3k3g#x", 48, "unexpected '!'");
}

TEST_CASE("generated sudokus round-trip through puzz.link where it can hold them",
          "[formats][puzzlink]") {
  int written = 0, refused = 0;
  for (const auto& path : files_in(shared_data() / "sudoku" / "generated", ".gsp")) {
    INFO(path.filename().string());
    auto puzzle = parse(read_text(path));
    const Sudoku& s = as_sudoku(*puzzle);
    const bool fits = (s.n == 4 || s.n == 6 || s.n == 9 || s.n == 16 || s.n == 25) &&
                      std::pair(s.box_rows, s.box_cols) == Sudoku::default_box(s.n) &&
                      !s.diagonal && s.regions.empty() && s.cages.empty();
    if (!fits) {
      std::string error;
      CHECK_FALSE(write_puzzle(*puzzle, "puzzlink", error).has_value());
      CHECK(error.find("puzz.link sudoku") != std::string::npos);
      ++refused;
      continue;
    }
    std::string url = write_as(*puzzle, "puzzlink");
    CHECK(url.starts_with("https://puzz.link/p?sudoku/"));
    require_same_sudoku(as_sudoku(*parse(url)), s);
    ++written;
  }
  CHECK(written >= 24);  // 4x4, 6x6, 9x9, 16x16: 6 files each
  CHECK(refused >= 30);  // 8x8, 12x12, 6x6 with 3x2 boxes, diagonal, jigsaw
}

TEST_CASE("bad puzz.link URLs are rejected with what is wrong and where", "[formats][puzzlink]") {
  require_error_at("https://puzz.link/p?herugolf/4/4/abc", 21,
                   "unknown puzz.link genre 'herugolf'");
  require_error_at("sudoku/4/5/g1k23k3g", 10, "a sudoku is square");
  require_error_at("sudoku/8/8/zzzd", 8, "sizes 4, 6, 9, 16 and 25, not 8");
  require_error_at("sudoku/4/4/g1k23k3", 19, "ends after 15 of the 16 cells");
  require_error_at("sudoku/4/4/g1k23k3gg", 20, "unexpected text after the 16 cells");
  require_error_at("sudoku/4/4/g1k23k3h", 19, "'h' skips past the 16 cells");
  require_error_at("sudoku/4/4/5u", 12, "value 5 is out of range 1..4");
  require_error_at("sudoku/4/4/0u", 12, "value 0 is out of range 1..4");
  require_error_at("sudoku/4/4/-1gu", 14, "expected 2 hex digits after '-'");
  require_error_at("sudoku/4/4/g1k2!3k3g", 16, "unexpected '!'");
  require_error_at("sudoku/4", 9, "expected '/' and the number of rows");
  require_error_at("sudoku", 7, "expected '/' and the size", "puzzlink");
  require_error_at("sudoku/x/4/4/v", 8, "takes no flag 'x'");
  require_error_at("sudoku/0/0/", 8, "must be positive");
  require_error_at("https://puzz.link/sudoku/4/4/v", 1, "expected '?'");
  require_error_at("https://puzz.link/p?/4/4/v", 21, "expected the puzz.link genre");
}

TEST_CASE("puzz.link writer refuses what it cannot hold", "[formats][puzzlink]") {
  require_write_error(*parse("sudoku 6 box=3x2\n"), "puzzlink", "has boxes 2x3, not 3x2");
  require_write_error(*parse("sudoku 4 diagonal\n"), "puzzlink", "no diagonal");
  require_write_error(*parse("sudoku 8\n"), "puzzlink", "not 8");
}
