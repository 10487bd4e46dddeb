// Magnets, the declared values genre with symbols, four sides of clues and cells outside the
// puzzle, with answers that do not come from gridsat:
//  - pzprjs's own example (test/script/magnets.js in pzprjs): its URL, with a cell outside the
//    puzzle, and the answer its check accepts; its failcheck boards' breaks (nmAdjacent,
//    bkNumLt2, exPlusNe, exMinusNe);
//  - every janko.at Magnete (tests/data/magnets/janko.txt, made by scripts/make-janko-magnets)
//    with its published solution, unique by both backends;
//  - Tatham's Magnets: puzzles from 3x3 to 20x16 made by sgt-magnets, each with the solution
//    Tatham's own solver saves (tests/data/declared/magnets-tatham.txt, made by
//    scripts/make-magnets-set), unique with that solution by both backends, IDs written back;
//  - the rules written out plainly here, counted over every filling of small grids against both
//    backends' counts (which also shows that the neutral counts the declaration adds are implied).
// Then the formats and bad inputs.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"
#include "genres/genre.hpp"
#include "rules/declared_values.hpp"

using namespace gridsat;
using namespace gridsat::test;
using gridsat::rules::GridShape;

namespace {

constexpr int P = 1, M = 2;  // a + pole and a - pole, as the puzzle holds them

const char* const kExample =
    "https://puzz.link/p?magnets/5/5/g222j2h2g22g0g32fubmo3or00000000000400";

}  // namespace

TEST_CASE("pzprjs's magnets example: unique, with the answer its check accepts",
          "[declared][magnets]") {
  const auto p = require_values_example(
      kExample, "magnets",
      numbers(
          {{P, M, P, M, 0}, {M, P, M, P, 0}, {P, M, 0, 0, M}, {0, 0, P, 0, P}, {M, P, M, P, M}}));
  CHECK(write(*p, "native") ==
        "magnets 5x5\nrooms:\na a b c d\ne f b c d\ne f g h i\nj j k h i\nl l k m m\n"
        "top: 2 2 . . .\nbottom: . 2 . . 2\nleft: 2 2 . . 2\nright: . . 2 0 3\n"
        "givens:\n. . . . .\n. . . . .\n. . x . .\n. . . . .\n. . . . .\n");
  // nmAdjacent: two - poles side by side in row 5.
  CHECK(
      broken_values(
          *p,
          {{0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}, {0, 0, P, 0, 0}, {P, M, M, P, M}}) ==
      "r5c3: r5c2 and r5c3 both hold -");
  // bkNumLt2: a + pole whose domino's other end is neutral.
  CHECK(
      broken_values(
          *p, {{0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}, {P, 0, 0, 0, 0}})
          .find("r5c1 and r5c2 (+ and 0)") != std::string::npos);
  // exPlusNe: row 5 holds one + pole where its left clue says 2.
  const std::string plus = broken_values(
      *p, {{P, M, P, M, 0}, {M, P, M, P, 0}, {P, M, 0, 0, 0}, {0, 0, 0, 0, 0}, {M, P, 0, 0, 0}});
  CHECK(plus == "r5c1: row 5 holds + once, not twice");
  // exMinusNe: every + count kept; column 5 holds one - pole where its bottom clue says 2.
  const std::string minus = broken_values(
      *p, {{P, M, P, M, 0}, {M, P, M, P, 0}, {P, M, 0, 0, 0}, {0, 0, P, 0, 0}, {M, P, M, P, M}});
  CHECK(minus == "r5c5: column 5 holds - once, not twice");
  // The JSON answer writes a - pole as -1, plain text as -.
  const CliRun json = run_cli({"solve", "--format", "json", "-"}, write(*p, "native"));
  CHECK(json.out.find("[[1,-1,1,-1,0],[-1,1,-1,1,0],[1,-1,0,0,-1]") != std::string::npos);
  const CliRun plain = run_cli({"solve", "--format", "plain", "-"}, write(*p, "native"));
  CHECK(plain.out.rfind("+ - + - 0\n- + - + 0\n", 0) == 0);
}

TEST_CASE("Tatham's Magnets: its own solutions, unique by both backends, IDs written back",
          "[declared][magnets]") {
  const auto cases = read_tatham_set(test_data() / "declared" / "magnets-tatham.txt");
  REQUIRE(cases.size() == 28);
  for (const TathamCase& c : sample_of(cases, 10)) {
    INFO(c.id);
    const auto p = parse(c.id);
    CHECK(p->type() == "magnets");
    const Grid solution = tatham_solution(*p, c);
    CHECK_FALSE(check_solution(*p, solution).has_value());
    require_verdict(*p, Verdict::Unique, &solution);
    // The difficulty in the parameters is read and not written.
    const std::string params = c.id.substr(0, c.id.find(':', 8));
    CHECK(write(*p, "tatham") ==
          params.substr(0, params.find('d')) + c.id.substr(params.size()) + "\n");
  }
}

TEST_CASE("magnets: every janko.at Magnete has its published solution, uniquely",
          "[declared][magnets][data]") {
  const auto lines = data_set_lines("magnets/janko.txt", 3);
  REQUIRE(lines.size() == 388);
  for (const auto& field : sample_of(lines, 10)) {  // sanitized: Magnete 1 to 12
    INFO("janko.at Magnete " << field[0]);
    const auto p = parse(field[1]);
    ParseError error;
    const auto answer = read_plain(*p, field[2], error);
    REQUIRE(answer.has_value());
    require_verdict(*p, Verdict::Unique, &*answer);
  }
}

TEST_CASE("magnets' rules as written out by hand: every filling of small grids, counted",
          "[declared][magnets]") {
  const Genre* genre = find_genre("magnets");
  REQUIRE(genre);
  const GridShape shapes[] = {{2, 3}, {3, 3}, {2, 4}, {3, 2}};
  int puzzles = 0;
  for (GridShape s : shapes)
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      INFO(s.rows << "x" << s.cols << " seed " << seed);
      Random rng(seed);
      GenerateParams params;
      params.rows = s.rows;
      params.cols = s.cols;
      auto frame = genre->generator->frame(params, rng);
      auto& p = dynamic_cast<rules::DeclaredValues&>(*frame);
      const std::vector<int>& room = p.rooms();
      // The rules: a domino holds + and -, or two neutral ends; like poles never touch.
      auto keeps_poles = [&](const std::vector<int>& v) {
        for (int a = 0; a < s.cells(); ++a)
          for (int b : {a % s.cols + 1 < s.cols ? a + 1 : -1, a + s.cols}) {
            if (b < 0 || b >= s.cells()) continue;
            const int x = v[static_cast<std::size_t>(a)], y = v[static_cast<std::size_t>(b)];
            if (room[static_cast<std::size_t>(a)] == room[static_cast<std::size_t>(b)]
                    ? (x == 0) != (y == 0) || (x != 0 && x == y)
                    : x != 0 && x == y)
              return false;
          }
        return true;
      };
      auto pole_count = [&](const std::vector<int>& v, std::size_t side, int i) {
        int n = 0;
        for (int cell : p.side_line(side, i))
          n += v[static_cast<std::size_t>(cell)] == (side % 2 == 0 ? P : M);
        return n;
      };
      // Every filling, the first that keeps the poles' rules giving the side clues (each kept
      // one time in two).
      std::vector<std::vector<int>> fillings;
      std::vector<int> v(static_cast<std::size_t>(s.cells()), 0);
      for (long long code = 0, total = 1; code < total; ++code) {
        long long rest = code;
        total = 1;
        for (int& x : v) {
          x = static_cast<int>(rest % 3);
          rest /= 3;
          total *= 3;
        }
        if (keeps_poles(v)) fillings.push_back(v);
      }
      const std::vector<int>& chosen =
          fillings[static_cast<std::size_t>(rng.below(static_cast<int>(fillings.size())))];
      for (std::size_t side = 0; side < 4; ++side)
        for (int i = 0; i < static_cast<int>(p.side_clues()[side].size()); ++i)
          if (rng.below(2) == 0) p.set_side_clue(side, i, pole_count(chosen, side, i));
      long long expected = 0;
      for (const std::vector<int>& f : fillings) {
        bool keeps = true;
        for (std::size_t side = 0; side < 4; ++side)
          for (int i = 0; i < static_cast<int>(p.side_clues()[side].size()); ++i) {
            const int clue = p.side_clues()[side][static_cast<std::size_t>(i)];
            keeps = keeps && (clue == kUnknown || pole_count(f, side, i) == clue);
          }
        expected += keeps;
      }
      require_count(p, expected);
      CHECK(expected >= 1);  // the filling the clues were measured on, at least
      ++puzzles;
    }
  CHECK(puzzles == 16);
}

TEST_CASE("magnets: formats and bad input", "[declared][magnets][errors]") {
  // A native puzzle with givens: + and - poles and a cell outside the puzzle; the URL holds them
  // as pzprjs's circles and empty cells, the walls beside the empty cell left out.
  const std::string text =
      "magnets 2x3\nrooms:\na a b\nc c d\ntop: 1 . .\nbottom: . . .\nleft: . .\nright: . .\n"
      "givens:\n+ . x\n. . .\n";
  const auto p = parse(text);
  const std::string url = write(*p, "puzzlink");
  CHECK(url == "https://puzz.link/p?magnets/3/2/g1n2o9040\n");
  CHECK(write(*parse(url.substr(0, url.size() - 1)), "native") == text);
  require_read_error("magnets 2x3\nrooms:\na a a\nb b b\n", 2, 1, "holds at most 2");
  require_read_error("magnets 2x2\nrooms:\na a\nb b\ntop: 2 .\n", 5, 6, "can be 0 to 1");
  require_read_error("magnets 2x2\nrooms:\na a\nb b\ngivens:\n+ y\n. .\n", 6, 3,
                     "expected '0', '+', '-', 'x' or '.'");
  require_read_error("https://puzz.link/p?magnets/5/5/g922j2h2g22g0g32fubmo3or", 1, 34,
                     "the top clue of column 1 is 9; it can be 0 to 3");
  require_read_error("https://puzz.link/p?magnets/5/5/g222j2h2g22g0g32fubmo3o", 1, 56, "end early");
  require_read_error("https://puzz.link/p?magnets/5/5/g222j2h2g22g0g32fubmo3or00000000000400z", 1,
                     71, "unexpected text after");
  require_read_error("https://puzz.link/p?magnets/a/5/5/g222j2h2g22g0g32fubmo3or", 1, 29,
                     "takes no flag 'a'");
  require_read_error("magnets:3x3:121,121,202,202,TLRB*TLRR", 1, 34, "no other end");
  require_read_error("magnets:3x3:121,121,202,202,TLRB*TLR", 1, 37, "end early");
  require_read_error("magnets:3x3:121,121,202,902,TLRB*TLRB", 1, 25, "can be 0 to 2");
  require_read_error("magnets:1x3:1,1,1,1,T*B", 1, 9, "at least 2x2");
  // Counts that no answer keeps: no solution; no counts at all: many.
  require_verdict(*parse("magnets 2x2\nrooms:\na a\nb b\ntop: 1 1\nbottom: 1 0\n"), Verdict::None);
  require_verdict(*parse("magnets 2x2\nrooms:\na a\nb b\n"), Verdict::Multiple);
  // Tatham's Magnets holds no given pole.
  const CliRun run = run_cli({"convert", "--to", "tatham", "-"}, text);
  CHECK(run.status != 0);
  CHECK(run.err.find("no given pole") != std::string::npos);
}
