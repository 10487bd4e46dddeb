// Heyawake and aqre, the first declared genres (rules/declared.hpp), with answers that do not
// come from gridsat:
//  - pzprjs's own examples (test/script/heyawake.js and aqre.js in pzprjs): the URL and the
//    answer its check accepts (the entry of its `failcheck` list with no error), decided unique
//    with that answer by both backends;
//  - the 56 aqres of janko.at as their authors published them on puzz.link, with janko.at's
//    solutions;
//  - the ten largest published puzzles of each on janko.at (benchmarks/instances/*/published-
//    large, with the published solutions) are held by tests/data_sets' published test.
// Then their formats (pzprjs's URLs back byte for byte, the native format back unchanged), bad
// inputs (one error with its line and column), a puzzle without a solution, and generate.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

constexpr const char* kHeyawakeUrl = "https://puzz.link/p?heyawake/6/6/lll155007rs12222j";
constexpr const char* kAqreUrl = "https://puzz.link/p?aqre/6/6/444400vvo3u0012345g";

}  // namespace

TEST_CASE("pzprjs's heyawake and aqre examples: unique, with the answers its check accepts",
          "[declared][examples]") {
  require_example(kHeyawakeUrl, "heyawake",
                  {"#.#..#", "...#..", "#.#.#.", "......", ".#.#.#", "..#..."});
  require_example(kAqreUrl, "aqre", {"...#..", "##.###", ".##.##", "##.###", "#.##..", "###..."});
}

TEST_CASE("heyawake's and aqre's rules check names the rule an answer breaks",
          "[declared][rules]") {
  const auto heyawake = parse(kHeyawakeUrl);
  // pzprjs's failcheck boards, completed: two shaded cells side by side; the unshaded cells cut
  // in two; a room with the wrong count; a run of unshaded cells across three rooms.
  CHECK(broken_rule(*heyawake, {"#.#..#", "...#..", "#.#.#.", "......", ".#.#.#", ".##..."})
            .find("touch") != std::string::npos);
  CHECK(broken_rule(*heyawake, {"#.#..#", "...#..", "#.#.#.", "......", "#..#.#", ".#...."})
            .find("unshaded cells") != std::string::npos);
  CHECK(broken_rule(*heyawake, {"..#..#", "...#..", "#.#.#.", "......", ".#.#.#", "..#..."})
            .find("room 1") != std::string::npos);
  CHECK(broken_rule(*heyawake, {"#.#..#", "...#..", "#.#.#.", "......", ".#.#.#", "......"})
            .find("three rooms") != std::string::npos);
  CHECK(broken_rule(*heyawake, {"......", "......", "......", "......", "......", "......"})
            .find("the grid holds 0") != std::string::npos);
  const auto aqre = parse(kAqreUrl);
  CHECK(broken_rule(*aqre, {"...#..", "##.###", ".##.##", "##.###", "#.##..", "####.."})
            .find("more than 3") != std::string::npos);
  CHECK(broken_rule(*aqre, {"......", "##.###", ".##.##", "##.###", "#.##..", "###..."})
            .find("fewer than 1") != std::string::npos);
}

TEST_CASE(
    "heyawake and aqre URLs: pzprjs's read and written back byte for byte, the native "
    "format read back unchanged",
    "[declared][formats]") {
  for (const char* url : {kHeyawakeUrl, kAqreUrl}) {
    INFO(url);
    const auto p = parse(url);
    CHECK(write(*p, "puzzlink") == url + std::string("\n"));
    const std::string native = write(*p, "native");
    const auto back = parse(native);
    CHECK(write(*back, "native") == native);
    CHECK(write(*back, "puzzlink") == url + std::string("\n"));
  }
  // A room number in any cell of its room (the native format keeps the cell; the URL has a
  // number per room); `?` for a number not given, `.` in the URL.
  const auto q = parse("heyawake 2x3\nrooms:\naab\nccb\nnumbers:\n. 1 .\n. . ?\n");
  // Walls: 0101 right of cells ('a'), 110 under them ('o'); rooms a, b, c: 1, ?, none.
  CHECK(write(*q, "puzzlink") == "https://puzz.link/p?heyawake/3/2/ao1.g\n");
  const auto native = write(*q, "native");
  CHECK(native.find("numbers:\n. 1 .\n. . ?\n") != std::string::npos);
}

TEST_CASE("heyawake and aqre: bad input is one error at its line and column",
          "[declared][formats][errors]") {
  require_read_error("heyawake 61x5\nrooms:\n", 1, 10, "sides are 1 to 60");
  require_read_error("heyawake 2x2\nrooms:\nab\nba\n", 4, 1, "not one connected piece");
  require_read_error("heyawake 2x2\nrooms:\naa\nbb\nnumbers:\n3 .\n. .\n", 6, 1, "can be 0 to 2");
  require_read_error("heyawake 2x2\nrooms:\naa\nbb\nnumbers:\n1 1\n. .\n", 6, 3, "already has");
  require_read_error("aqre 2x2\nrooms:\naa\nbb\nnumbers:\nx .\n. .\n", 6, 1, "expected a number");
  require_read_error("aqre 2x2\nnumbers:\n. .\n. .\n", 5, 1, "rooms: section");
  // The URL cut short, a number too large for its room, pzprjs's aqre variant flag.
  const std::string cut = "heyawake/6/6/lll155007r";
  require_read_error(cut, 1, static_cast<int>(cut.size()) + 1, "end early");
  require_read_error("aqre/2/2/0o3g", 1, 12, "can be 0 to 2");
  require_read_error("aqre/b/6/6/444400vvo3u0012345g", 1, 6, "takes no flag 'b'");
  // A wall inside one room (right of r1c1 in a 2x2 whose cells are all joined below): pzprjs
  // would count it where a rule looks at walls.
  require_read_error("heyawake/2/2/g0g", 1, 14,
                     "the wall right of r1c1 has one room on both sides");
}

TEST_CASE("a heyawake without a solution is 'none' by both backends", "[declared][none]") {
  // One room of two cells side by side that must both be shaded.
  const auto p = parse("heyawake 1x2\nrooms:\naa\nnumbers:\n2 .\n");
  require_verdict(*p, Verdict::None);
}

// Every declared genre's generator: puzzles that are unique by both backends (a room cut in two
// once broke the rule of heyawake's runs for the solution the numbers were measured from, and
// the puzzle had no solution), and that its formats hold.
TEST_CASE("generate makes unique puzzles of every declared genre", "[declared][generate]") {
  for (const char* type : {"heyawake", "aqre", "mines", "mosaic", "yinyang", "chocona", "canal",
                           "cave", "shimaguni", "norinori", "mochikoro", "kurotto", "norinuri"}) {
    for (const char* size : {"5", "6"}) {
      for (const char* seed : {"1", "2", "3"}) {
        INFO(type << " " << size << " seed " << seed);
        const CliRun run = run_cli({"generate", "--type", type, "--size", size, "--seed", seed});
        INFO(run.err);
        REQUIRE(run.status == 0);
        const auto p = parse(run.out);
        CHECK(p->type() == type);
        require_verdict(*p, Verdict::Unique);
        const std::string to = std::string(type) == "mosaic" ? "tatham" : "puzzlink";
        CHECK(write(*parse(write(*p, to)), to) == write(*p, to));
      }
    }
  }
}

// Shimaguni and norinori at sizes where the layouts drawn are seldom unique as they stand: no cut
// of a room keeps their solution (an island, two cells per room), so the generator moves cells
// between rooms (ShadingDeclaration::refine_moves_cells).
TEST_CASE("generate makes unique shimaguni and norinori puzzles, moving cells between rooms",
          "[declared][generate]") {
  for (const auto& [type, size] : {std::pair{"shimaguni", "10"}, std::pair{"norinori", "8"}}) {
    INFO(type);
    const CliRun run = run_cli({"generate", "--type", type, "--size", size, "--seed", "2"});
    INFO(run.err);
    REQUIRE(run.status == 0);
    const auto p = parse(run.out);
    require_verdict(*p, Verdict::Unique);
    CHECK(write(*parse(write(*p, "puzzlink")), "puzzlink") == write(*p, "puzzlink"));
  }
}

TEST_CASE("aqre as its authors published it on puzz.link: janko.at's solutions, unique",
          "[declared][published]") {
  std::istringstream lines(read_text(test_data() / "declared" / "aqre-janko-urls.txt"));
  std::vector<std::pair<std::string, std::string>> cases;
  for (std::string line; std::getline(lines, line);)
    if (!line.empty() && line[0] != '#')
      cases.emplace_back(line.substr(0, line.find(' ')), line.substr(line.find(' ') + 1));
  REQUIRE(cases.size() == 56);
  for (const auto& [url, rows] : sample_of(cases, 8)) {
    INFO(url);
    const auto p = parse(url);
    Grid published(p->rows(), p->cols());
    REQUIRE(rows.size() == static_cast<std::size_t>(p->rows() * (p->cols() + 1) - 1));
    for (int r = 0; r < p->rows(); ++r)
      for (int c = 0; c < p->cols(); ++c)
        published.at(r, c) = rows[static_cast<std::size_t>(r * (p->cols() + 1) + c)] == '1';
    CHECK_FALSE(check_solution(*p, published).has_value());
    const RunResult result = run(*p, Mode::Unique, RunOptions{});
    CHECK(result.verdict == Verdict::Unique);
    REQUIRE(result.solutions.size() == 1);
    CHECK(result.solutions[0] == published);
  }
}
