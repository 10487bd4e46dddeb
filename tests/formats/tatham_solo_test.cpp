// Solo game IDs: the examples of foreign-ids.md with their stated solutions, every puzzle of the
// Tatham data sets (unique from both backends, the file's solution, and the ID written back byte
// for byte), the killer sets against the rules check, round trips of the generated sudokus, and
// bad IDs with their messages and columns.
#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>

#include "format_helpers.hpp"
#include "formats/tatham_codes.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// Solo's side from the ID, without reading it: 3x4 -> 12, 9j -> 9.
int solo_side(const std::string& id) {
  std::string params = id.substr(id.find(':') + 1);
  params = params.substr(0, params.find(':'));
  int c = std::stoi(params);
  std::size_t x = params.find('x');
  bool has_r = x != std::string::npos && x + 1 < params.size() && std::isdigit(params[x + 1]);
  return has_r ? c * std::stoi(params.substr(x + 1)) : c;
}

// Both backends decide every Solo puzzle, the 25x25 ones included (the native rules solve those
// at the root, without search). On the large grids the product AMO keeps the CNF small: pairwise
// would spend most of the test's time writing 750,000 clauses per 25x25 puzzle.
void require_unique_with(const Puzzle& puzzle, const Grid& solution, int side) {
  RunOptions sat;
  if (side >= 12) sat.encode.amo = Amo::Product;
  require_verdict(puzzle, Verdict::Unique, &solution, sat);
}

}  // namespace

TEST_CASE("Solo examples of foreign-ids.md solve to their stated solutions",
          "[formats][tatham][solo]") {
  SECTION("2x3: boxes 2 rows tall and 3 columns wide") {
    auto p = parse("solo:2x3:a1a4c4d5d6_6d3d6c2a1a");
    const Sudoku& s = as_sudoku(*p);
    CHECK(s.n == 6);
    CHECK(s.box_rows == 2);
    CHECK(s.box_cols == 3);
    CHECK(s.grid == grid_of(". 1 . 4 . . / . 4 . . . . / 5 . . . . 6 / 6 . . . . 3 / "
                            ". . . . 6 . / . . 2 . 1 ."));
    Grid solution = grid_of(
        "3 1 6 4 5 2 / 2 4 5 6 3 1 / 5 3 4 1 2 6 / 6 2 1 5 4 3 / "
        "1 5 3 2 6 4 / 4 6 2 3 1 5");
    require_verdict(*p, Verdict::Unique, &solution);
  }
  SECTION("4j: a jigsaw") {
    auto p = parse("solo:4j:b3b2d1b3b,ba__a_a_b_bd");
    const Sudoku& s = as_sudoku(*p);
    CHECK(s.regions == std::vector<int>{0, 0, 0, 1, 2, 2, 0, 1, 2, 3, 3, 1, 2, 3, 3, 1});
    Grid solution = grid_of("2 1 3 4 / 1 2 4 3 / 3 4 1 2 / 4 3 2 1");
    require_verdict(*p, Verdict::Unique, &solution);
  }
  SECTION("2x2k: a killer (cages and sums; the sums are not encoded yet)") {
    auto p = parse("solo:2x2k:p,_a__aaabaa___aa,4_5a9a6b9b7d");
    const Sudoku& s = as_sudoku(*p);
    CHECK(s.grid == Grid(4, 4));
    const std::vector<std::pair<std::vector<int>, int>> expected = {
        {{0, 4}, 4},     {{1, 2}, 5},      {{3, 6, 7}, 9},
        {{5, 9, 10}, 6}, {{8, 12, 13}, 9}, {{11, 14, 15}, 7}};
    REQUIRE(s.cages.size() == expected.size());
    for (std::size_t k = 0; k < expected.size(); ++k) {
      CHECK(s.cages[k].cells == expected[k].first);
      CHECK(s.cages[k].sum == expected[k].second);
    }
    Grid solution = grid_of("3 4 1 2 / 1 2 4 3 / 2 1 3 4 / 4 3 2 1");
    CHECK_FALSE(check_solution(*p, solution).has_value());
    // Swapping the digits 1 and 4 keeps every row, column and box, but not the cage sums.
    for (int& v : solution.cells) v = v == 1 ? 4 : v == 4 ? 1 : v;
    auto broken = check_solution(*p, solution);
    REQUIRE(broken.has_value());
    CHECK(broken->message.find("killer cage") != std::string::npos);
  }
  SECTION("params alone with --type, upper-case game name, ignored difficulty and symmetry") {
    require_same_sudoku(as_sudoku(*parse("2x3:a1a4c4d5d6_6d3d6c2a1a", "", "sudoku")),
                        as_sudoku(*parse("SOLO:2x3dum4:a1a4c4d5d6_6d3d6c2a1a")));
    require_same_sudoku(as_sudoku(*parse("solo:2x3ar2:a1a4c4d5d6_6d3d6c2a1a")),
                        as_sudoku(*parse("solo:2x3md4di:a1a4c4d5d6_6d3d6c2a1a")));
  }
}

TEST_CASE("Solo shapes and flags", "[formats][tatham][solo]") {
  auto shape = [](const std::string& id) { return as_sudoku(*parse(id)); };
  const std::string empty81 = "zzzc";
  CHECK(shape("solo:3:" + empty81).box_rows == 3);  // N alone is NxN
  CHECK(shape("solo:3x3x:" + empty81).diagonal);
  CHECK(shape("solo:3x:" + empty81).diagonal);  // no R after the x: the diagonal flag
  CHECK(shape("solo:3x:" + empty81).n == 9);
  const Sudoku tall = shape("solo:3x2:" + std::string("zj"));
  CHECK((tall.box_rows == 3 && tall.box_cols == 2));
  // R = 1 and CxRj are jigsaws, as in Solo: 4x1 is 4j, 2x2j is a jigsaw of side 4.
  const std::string regions = "ba__a_a_b_bd";
  CHECK(shape("solo:4x1:p," + regions).regions.size() == 16);
  CHECK(shape("solo:2x2j:p," + regions).n == 4);
  CHECK(shape("solo:4jx:p," + regions).diagonal);
}

TEST_CASE("every puzzle of the Tatham Solo sets: unique, the file's solution, the same ID back",
          "[formats][tatham][solo][data]") {
  auto files = files_in(shared_data() / "sudoku" / "tatham", ".txt");
  REQUIRE(files.size() >= 30);
  int puzzles = 0;
  for (const auto& path : files) {
    for (const TathamCase& c : read_tatham_set(path)) {
      INFO(path.filename().string() << " line " << c.line << ": " << c.id);
      auto puzzle = parse(c.id);
      const Sudoku& s = as_sudoku(*puzzle);
      const int side = solo_side(c.id);
      CHECK(s.n == side);
      const std::string params = c.id.substr(5, c.id.find(':', 5) - 5);
      CHECK(s.diagonal == params.ends_with("x"));
      CHECK(s.regions.empty() == (params.find('j') == std::string::npos));
      auto started = std::chrono::steady_clock::now();
      require_unique_with(*puzzle, tatham_solution(*puzzle, c), side);
      INFO("took "
           << std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count()
           << " s");
      CHECK(write_as(*puzzle, "tatham") == c.id + "\n");
      ++puzzles;
    }
  }
  CHECK(puzzles >= 300);
}

TEST_CASE("every puzzle of the Tatham killer sets: cages, sums and the rules check",
          "[formats][tatham][solo][killer][data]") {
  auto files = files_in(shared_data() / "killer" / "tatham", ".txt");
  REQUIRE(files.size() >= 2);
  int puzzles = 0;
  for (const auto& path : files) {
    for (const TathamCase& c : read_tatham_set(path)) {
      INFO(path.filename().string() << " line " << c.line << ": " << c.id);
      auto puzzle = parse(c.id);
      const Sudoku& s = as_sudoku(*puzzle);
      REQUIRE_FALSE(s.cages.empty());
      // The cages cover every cell once, each connected to its first cell's cage.
      std::vector<int> covered(static_cast<std::size_t>(s.n * s.n), 0);
      for (const KillerCage& cage : s.cages)
        for (int cell : cage.cells) ++covered[static_cast<std::size_t>(cell)];
      CHECK(std::count(covered.begin(), covered.end(), 1) == s.n * s.n);
      Grid solution = tatham_solution(*puzzle, c);
      for (const KillerCage& cage : s.cages) {
        int sum = 0;
        for (int cell : cage.cells) sum += solution.cells[static_cast<std::size_t>(cell)];
        CHECK(sum == cage.sum);
      }
      CHECK_FALSE(check_solution(*puzzle, solution).has_value());
      Grid swapped = solution;  // digits 1 and 2 exchanged: a valid sudoku, wrong sums
      for (int& v : swapped.cells) v = v == 1 ? 2 : v == 2 ? 1 : v;
      auto broken = check_solution(*puzzle, swapped);
      REQUIRE(broken.has_value());
      CHECK(broken->message.find("killer cage") != std::string::npos);
      CHECK(write_as(*puzzle, "tatham") == c.id + "\n");
      ++puzzles;
    }
  }
  CHECK(puzzles >= 20);
}

TEST_CASE("generated sudokus of every variant round-trip through Solo IDs",
          "[formats][tatham][solo]") {
  std::vector<fs::path> files = files_in(shared_data() / "sudoku" / "generated", ".gsp");
  for (const auto& path : files_in(shared_data() / "killer" / "generated", ".gsp"))
    files.push_back(path);
  REQUIRE(files.size() >= 60);
  int written = 0, refused = 0;
  for (const auto& path : files) {
    INFO(path.filename().string());
    auto puzzle = parse(read_text(path));
    const Sudoku& s = as_sudoku(*puzzle);
    bool uncaged = false;
    if (!s.cages.empty()) {
      std::size_t caged = 0;
      for (const KillerCage& cage : s.cages) caged += cage.cells.size();
      uncaged = caged < static_cast<std::size_t>(s.n * s.n);
    }
    if (uncaged) {
      require_write_error(*puzzle, "tatham", "puts every cell in a cage");
      ++refused;
      continue;
    }
    std::string id = write_as(*puzzle, "tatham");
    INFO(id);
    ReadResult back = read_puzzle(id, "", "");
    REQUIRE(back.puzzle);
    CHECK(back.format == "tatham");
    require_same_sudoku(as_sudoku(*back.puzzle), s);
    ++written;
  }
  CHECK(written >= 60);
  INFO("refused (killers with uncaged cells): " << refused);
}

TEST_CASE("Solo: boxes one column wide are written as a jigsaw of columns",
          "[formats][tatham][solo]") {
  auto p = parse("sudoku 3 box=3x1\ngrid:\n1 . .\n. . .\n. . .\n");
  std::string id = write_as(*p, "tatham");
  CHECK(id.starts_with("solo:3j:"));
  auto read_back = parse(id);
  const Sudoku& back = as_sudoku(*read_back);
  CHECK(back.regions == std::vector<int>{0, 1, 2, 0, 1, 2, 0, 1, 2});
  CHECK(back.grid == as_sudoku(*p).grid);
}

TEST_CASE("bad Solo IDs are rejected with what is wrong and where", "[formats][tatham][solo]") {
  // Columns count from 1 at the 's' of "solo".
  require_error_at("solo:2x2:a", 11, "the grid code covers 1 of the 16 cells");
  require_error_at("solo:2x2:pa", 11, "runs past the 16 cells");
  require_error_at("solo:2x2:p12", 11, "runs past the 16 cells");
  require_error_at("solo:2x2:o12", 11, "given 12 is out of range 1..4");
  require_error_at("solo:2x2:5o", 10, "given 5 is out of range 1..4");
  require_error_at("solo:2x2:a?n", 11, "unexpected '?' in the grid code");
  require_error_at("solo:2x2q:p", 9, "unknown Solo parameter 'q'");
  require_error_at("solo:2x2d:p", 10, "expected a difficulty letter after 'd'");
  require_error_at("solo:x2:p", 6, "expected Solo's grid shape");
  require_error_at("solo:0x2:p", 6, "at least 1");
  require_error_at("solo:9x9:p", 6, "Solo of side 81 is too large");
  require_error_at("net:5x5:abc", 1, "unknown Tatham game 'net'");
  require_error_at("solo:2x2:p:q", 11, "unexpected ':'");
  require_error_at("solo:3x3", 9, "expected game:params:desc");
  require_error_at("solo:3x3#12345", 9, "random seed");
  require_error_at("2x2:p", 1, "needs --type", "tatham");
  ParseError two_lines = read_error("solo:2x2:p\nsolo:2x2:p", "tatham");
  CHECK((two_lines.line == 2 && two_lines.col == 1));
  CHECK(two_lines.message.find("second line") != std::string::npos);
  // Missing and extra parts of the description.
  require_error_at("solo:4j:p", 10, "expected ',' and the jigsaw regions after the givens");
  require_error_at("solo:2x2k:p,x", 14, "expected ',' and the cage sums after the killer cages");
  require_error_at("solo:2x2:p,x", 11, "unexpected ',' after the givens");
  // Wrong counts in the region codes.
  require_error_at("solo:4j:p,x", 11, "makes 1 regions; a jigsaw of side 4 needs 4");
  require_error_at("solo:4j:p,_a__aaabaa___aa", 11, "makes 6 regions");
  const std::string uneven =
      encode_edge_runs({0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3}, 4, false);
  require_error_at("solo:4j:p," + uneven, 11, "the jigsaw region with r1c1 has 2 cells");
  require_error_at("solo:4j:p,ab", 13, "ends after 5 of the 24 inner edges");
  require_error_at("solo:5j:y,nz", 13, "ends without its final wall");
  require_error_at("solo:4j:p,xa", 12, "runs past the 24 inner edges");
  require_error_at("solo:4j:p,ba__a_A_b_bd", 17, "unexpected 'A' in the region code");
  // Killer sums: missing, doubled, impossible, and a cage larger than the digits.
  const std::string cages = "_a__aaabaa___aa";
  require_error_at("solo:2x2k:p," + cages + ",4_5a9a6b9b7c1", 41, "a second sum");
  require_error_at("solo:2x2k:p," + cages + ",4_5a9a6b9g", 29, "has no sum");
  require_error_at("solo:2x2k:p," + cages + ",9_5a9a6b9b7d", 29,
                   "no 2 distinct digits 1..4 add up to 9");
  require_error_at("solo:2x2k:p,x,10o", 13, "has 16 cells, more than the 4 digits");
}

TEST_CASE("Tatham IDs are detected, with the game's name or with --type", "[formats][tatham]") {
  ReadResult r = read_puzzle("  solo:2x3:a1a4c4d5d6_6d3d6c2a1a  \n", "", "");
  REQUIRE(r.puzzle);
  CHECK(r.format == "tatham");
  r = read_puzzle("2x3:a1a4c4d5d6_6d3d6c2a1a", "", "solo");
  REQUIRE(r.puzzle);
  CHECK(r.format == "tatham");
  // Without --type, params:desc is almost a Tatham ID: the message says what would help.
  CHECK(read_error("2x3:a1a4c4d5d6_6d3d6c2a1a").message.find("needs --type") != std::string::npos);
  // An unknown game is still taken as a Tatham ID, to say which games there are.
  CHECK(read_error("net:3x3:abc").message.find("gridsat reads solo") != std::string::npos);
}

TEST_CASE("the CLI solves a Solo ID and converts to it", "[formats][tatham][cli]") {
  CliRun solved = run_cli({"solve"}, "solo:4j:b3b2d1b3b,ba__a_a_b_bd\n");
  CHECK(solved.status == 0);
  CHECK(solved.out == "2 1 3 4\n1 2 4 3\n3 4 1 2\n4 3 2 1\n");
  CliRun converted =
      run_cli({"convert", "--to", "tatham"}, "sudoku 4\ngrid:\n.1..\n...2\n3...\n..3.\n");
  CHECK(converted.status == 0);
  CHECK(converted.out == "solo:2x2:a1e2_3e3a\n");
  CliRun bad = run_cli({"solve"}, "solo:2x2:pa\n");
  CHECK(bad.status == 65);
  CHECK(bad.err.find(":1:11:") != std::string::npos);
}
