// Reading and writing skyscrapers: the native format (spellings, the `sum` variant, bad clues with
// their place), the Pyramids clue lists (four lines or a Python literal), Tatham's Towers IDs and
// puzz.link URLs (the examples of foreign-ids.md with their known answers), and every writer read
// back to the same puzzle.
#include <catch2/catch.hpp>

#include "formats/format_helpers.hpp"
#include "genres/skyscrapers/skyscrapers.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

const Skyscrapers& as_sky(const Puzzle& p) {
  const auto* s = dynamic_cast<const Skyscrapers*>(&p);
  REQUIRE(s != nullptr);
  return *s;
}

void require_same(const Puzzle& a, const Puzzle& b) {
  const Skyscrapers& x = as_sky(a);
  const Skyscrapers& y = as_sky(b);
  CHECK(x.n == y.n);
  CHECK(x.sum == y.sum);
  CHECK(x.clues == y.clues);
  CHECK(x.grid == y.grid);
}

Grid solve_unique(const Puzzle& p) {
  RunResult r = run(p, Mode::Unique, {});
  REQUIRE(r.verdict == Verdict::Unique);
  return r.solutions.front();
}

const char* kSpecExample =
    "skyscrapers 5\n"
    "top:    1 . . 2 .\n"
    "bottom: . . . 2 .\n"
    "left:   . 4 . . .\n"
    "right:  . . 2 4 2\n";

}  // namespace

TEST_CASE("native skyscrapers: the spec's example, spellings and the sum variant",
          "[skyscrapers][formats]") {
  auto p = parse(kSpecExample);
  const Skyscrapers& s = as_sky(*p);
  CHECK(s.n == 5);
  CHECK_FALSE(s.sum);
  CHECK(s.side(Side::Top) == std::vector<int>{1, 0, 0, 2, 0});
  CHECK(s.side(Side::Right) == std::vector<int>{0, 0, 2, 4, 2});
  CHECK(run(*p, Mode::Unique, {}).verdict == Verdict::Unique);

  // Aliases, upper case, run-together clues, `0` for no clue, a compact grid of givens.
  auto q = parse(
      "TOWERS 5\nGRID:\n00000\n00000\n00000\n00000\n00000\nTop: 1002.\nbottom: 0 0 0 2 0\n"
      "LEFT: .4...\nright: ..242\n");
  require_same(*p, *q);
  auto r = parse("pyramids 4 SUM\ngrid:\n. . . 4\n. . . .\n. . . .\n. . . .\nleft: 10 . . .\n");
  CHECK(as_sky(*r).sum);
  CHECK(as_sky(*r).side(Side::Left)[0] == 10);
  CHECK(as_sky(*r).grid.at(0, 3) == 4);

  // The writer's text reads back to the same puzzle.
  for (const Puzzle* x : {p.get(), r.get()}) require_same(*x, *parse(write_as(*x, "native")));
  CHECK(write_as(*p, "native") ==
        "skyscrapers 5\ntop: 1 . . 2 .\nbottom: . . . 2 .\nleft: . 4 . . .\nright: . . 2 4 2\n");
}

TEST_CASE("native skyscrapers: bad clues and shapes are errors at their place",
          "[skyscrapers][formats][bad]") {
  require_read_error("skyscrapers 5\ntop: 1 6 . . .\n", 2, 8,
                     "clue 6 is impossible: a line of 5 heights shows 1 to 5 buildings");
  require_read_error("skyscrapers 4 sum\nleft: . 3 . .\n", 2, 9,
                     "clue 3 is impossible: a line of 4 heights shows a sum of 4 to 10");
  require_read_error("skyscrapers 4 sum\nleft: . 11 . .\n", 2, 9, "clue 11 is impossible");
  require_read_error("skyscrapers 4\ntop: 1 2 3\n", 2, 6, "'top:' has 3 clues, expected 4");
  require_read_error("skyscrapers 4\ntop: 1 2 3 4 1\n", 2, 6, "'top:' has 5 clues, expected 4");
  require_read_error("skyscrapers 4\nright: 1 x 3 4\n", 2, 10,
                     "expected a clue (a number, or '.' for none), found 'x'");
  require_read_error("skyscrapers 4\nleft: -1 . . .\n", 2, 7, "clue -1 is impossible");
  require_read_error("skyscrapers 4 sum=yes\n", 1, 15, "'sum' takes no value");
  require_read_error("skyscrapers 4 letters=3\n", 1, 15, "unknown option 'letters=3'");
  require_read_error("skyscrapers 4x5\n", 1, 13, "a skyscrapers grid is square");
  require_read_error("skyscrapers 64\n", 1, 13, "skyscrapers size 64 is too large (at most 63)");
  require_read_error("skyscrapers 3\ngrid:\n1 . .\n. 4 .\n. . .\n", 4, 3,
                     "value 4 is out of range");
  require_read_error("skyscrapers 3\ncages:\na a a\nb b b\nc c c\n", 2, 1,
                     "section 'cages:' does not apply to skyscrapers");
}

TEST_CASE("clues that each make sense but contradict each other have no solution",
          "[skyscrapers][bad]") {
  // Both ends of a row claim to see only the tallest building.
  auto p = parse("skyscrapers 4\nleft: 1 . . .\nright: 1 . . .\n");
  CHECK(run(*p, Mode::Unique, {}).verdict == Verdict::None);
  RunOptions native;
  native.backend = Backend::Native;
  CHECK(run(*p, Mode::Unique, native).verdict == Verdict::None);
  auto s = parse("skyscrapers 3 sum\ntop: 6 6 . \n");  // two columns that both start 1 2 3
  CHECK(run(*s, Mode::Unique, {}).verdict == Verdict::None);
  CHECK(run(*s, Mode::Unique, native).verdict == Verdict::None);
}

TEST_CASE("pyramids: four lines or a Python literal of clue lists", "[skyscrapers][formats]") {
  auto p = parse(kSpecExample);
  const std::string lines = "1 0 0 2 0\n0 0 0 2 0\n0 4 0 0 0\n0 0 2 4 2\n";
  auto q = parse(lines);  // detected
  require_same(*p, *q);
  auto r = parse("[[1,0,0,2,0],\n [0,0,0,2,0], [0,4,0,0,0], [0,0,2,4,2]]");
  require_same(*p, *r);
  require_same(*p, *parse("1,0,0,2,0\n0,0,0,2,0\n0 4 0 0 0\n0 0 2 4 2\n", "pyramids"));
  CHECK(write_as(*p, "pyramids") == lines);
  require_same(*p, *parse(write_as(*p, "pyramids")));

  require_read_error("1 0 0 2 0\n0 0 0 2 0\n0 4 0 0\n0 0 2 4 2\n", 3, 1,
                     "the left list has 4 clues, the top list 5", "pyramids");
  require_read_error("1 0 0 2 0\n0 0 0 2 0\n0 4 0 0 0\n", 4, 1, "expected four lines of clues",
                     "pyramids");
  require_read_error("1 0 0 2 0\n0 0 0 2 0\n0 4 0 0 0\n0 0 2 6 2\n", 4, 7,
                     "clue 6 is impossible: a line of 5 heights shows 1 to 5 buildings",
                     "pyramids");
  require_read_error("[[1,0],[0,0],[0,0]]", 1, 15, "expected four clue lists", "pyramids");
  require_read_error("[[1,0],[0,x],[0,0],[0,0]]", 1, 11, "expected a clue (an integer)",
                     "pyramids");

  require_write_error(*parse("skyscrapers 4 sum\ntop: 4 . . .\n"), "pyramids", "sum variant");
  require_write_error(*parse("skyscrapers 2\ngrid:\n1 .\n. .\n"), "pyramids", "givens");
}

TEST_CASE("Tatham Towers: the foreign-ids example and its known answer", "[skyscrapers][tatham]") {
  auto p = parse("towers:4:/2///2//////////1/,g2h");
  const Skyscrapers& s = as_sky(*p);
  CHECK(s.side(Side::Top) == std::vector<int>{0, 2, 0, 0});
  CHECK(s.side(Side::Bottom) == std::vector<int>{2, 0, 0, 0});
  CHECK(s.side(Side::Left) == std::vector<int>{0, 0, 0, 0});
  CHECK(s.side(Side::Right) == std::vector<int>{0, 0, 1, 0});
  CHECK(s.grid.at(1, 3) == 2);
  CHECK(solve_unique(*p) == grid_of("4 1 2 3 / 1 4 3 2 / 2 3 1 4 / 3 2 4 1"));
  // The same ID without the game name, with --type, and with a difficulty.
  require_same(*p, *parse("4:/2///2//////////1/,g2h", "", "towers"));
  require_same(*p, *parse("towers:4dx:/2///2//////////1/,g2h"));
  CHECK(write_as(*p, "tatham") == "towers:4:/2///2//////////1/,g2h\n");
}

TEST_CASE("Tatham Towers: every ID of the data sets writes back as it was read",
          "[skyscrapers][tatham][data]") {
  int ids = 0;
  for (const auto& path : files_in(shared_data() / "skyscrapers" / "tatham", ".txt")) {
    for (const TathamCase& c : read_tatham_set(path)) {
      INFO(c.id);
      auto p = parse(c.id);
      CHECK(write_as(*p, "tatham") == c.id + "\n");
      ++ids;
    }
  }
  CHECK(ids >= 240);
}

TEST_CASE("Tatham Towers: bad IDs are errors at their place", "[skyscrapers][tatham][bad]") {
  require_error_at("towers:4:/2///2//////////1", 27, "expected 16 clue fields", "tatham");
  require_error_at("towers:4:/2///5//////////1/", 15,
                   "clue 5 is impossible: a line of 4 heights shows 1 to 4 buildings");
  require_error_at("towers:4:/2///x//////////1/", 15, "unexpected 'x' in a Towers clue");
  require_error_at("towers:4q:/2///2//////////1/", 9, "unknown Towers parameter 'q'");
  require_error_at("towers:4:/2///2//////////1/,g5h", 30, "given 5 is out of range");
  require_error_at("towers:4:/2///2//////////1/,g2", 31, "");
}

TEST_CASE("puzz.link skyscrapers: the foreign-ids vector and round trips",
          "[skyscrapers][puzzlink]") {
  auto p = parse("https://puzz.link/p?skyscrapers/4/4/k13h4j3g");
  const Skyscrapers& s = as_sky(*p);
  CHECK(s.side(Side::Top) == std::vector<int>{0, 0, 0, 0});
  CHECK(s.side(Side::Bottom) == std::vector<int>{0, 1, 3, 0});
  CHECK(s.side(Side::Left) == std::vector<int>{0, 4, 0, 0});
  CHECK(s.side(Side::Right) == std::vector<int>{0, 0, 3, 0});
  CHECK(write_as(*p, "puzzlink") == "https://puzz.link/p?skyscrapers/4/4/k13h4j3g\n");
  require_same(*p, *parse("pzv.jp/p.html?building/4/4/k13h4j3g"));
  // Givens after the clues, through every writer that takes them.
  auto q = parse("skyscrapers 5\ngrid:\n. . . . 5\n. . . . .\n3 . . . .\n. . . . .\n. . . . .\n" +
                 std::string("top: 1 . . 2 .\nright: . . 2 4 2\n"));
  require_same(*q, *parse(write_as(*q, "puzzlink")));
  require_same(*q, *parse(write_as(*q, "tatham")));
  require_same(*q, *parse(write_as(*q, "native")));

  require_error_at("https://puzz.link/p?skyscrapers/4/4/5u", 37,
                   "top clue 5 is impossible: a line of 4 heights shows 1 to 4 buildings");
  require_error_at("https://puzz.link/p?skyscrapers/4/5/k13h4j3g", 35,
                   "a skyscrapers grid is square");
  require_write_error(*parse("skyscrapers 4 sum\ntop: 4 . . .\n"), "puzzlink", "no sum variant");
}
