// The seed programs' outputs (cli/seed_output.hpp): each --format named after a seed program's
// input format prints a solved grid the way that program prints it. The seeds' documents give no
// example output except the Calcudoku course, whose example.out (data/calcudoku/course/)
// is used as it stands; every other expected text here is written by hand from the description of
// the program's output (docs/output.md, "The seed programs' outputs"), each puzzle read in its
// seed's own input format where one fits.
// test_cli compiles cli/output.cpp in (variant_picture_test.cpp), and output.cpp calls this unit.
#include "../../cli/seed_output.cpp"
// (first, as variant_picture_test.cpp has its renderers: it opens no namespace of the tests')
#include <algorithm>
#include <catch2/catch.hpp>

#include "cli/cli_support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// The 5x5 Easy-as-ABC of examples/abc-5x5.gsp in the tutorial's input: size, letters, then the
// top, bottom, left and right clues.
const char* kAbcLines =
    "5\n"
    "4\n"
    "...C.\n"
    "..D.D\n"
    ".B...\n"
    "BC.A.\n";

// The 6x6 binairo of examples/binairo-6x6.gsp as a binary puzzle table.
const char* kBinairoTable =
    "6 6\n"
    "- - - 0 - 0\n"
    "- - 0 - - -\n"
    "- - - 0 1 -\n"
    "- 1 - - - -\n"
    "- - - - - 0\n"
    "- - 1 - 1 -\n";

// The 5x5 skyscrapers of examples/skyscrapers-5x5.gsp as the Pyramids guide's four clue lists.
const char* kPyramids =
    "1 0 0 2 0\n"
    "0 0 0 2 0\n"
    "0 4 0 0 0\n"
    "0 0 2 4 2\n";

// A 4x4 sudoku of 2x2 boxes, one blank per row: its solution is the grid with the blanks filled.
const char* kSudoku4 =
    "2 2\n"
    "2 2\n"
    "0 2 3 4\n"
    "3 4 0 2\n"
    "2 0 4 3\n"
    "4 3 2 0\n";

// A 16x16 sudoku of 4x4 boxes, one blank per row; solved, row r holds (4 * (r % 4) + r / 4 + c)
// % 16 + 1 in column c (0-based).
const char* kSudoku16 =
    "4 4\n"
    "4 4\n"
    "0 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n"
    "5 6 7 8 9 0 11 12 13 14 15 16 1 2 3 4\n"
    "9 10 11 12 13 14 15 16 1 2 0 4 5 6 7 8\n"
    "13 14 15 16 1 2 3 4 5 6 7 8 9 10 11 0\n"
    "2 3 4 5 0 7 8 9 10 11 12 13 14 15 16 1\n"
    "6 7 8 9 10 11 12 13 14 0 16 1 2 3 4 5\n"
    "10 11 12 13 14 15 16 1 2 3 4 5 6 7 0 9\n"
    "14 15 16 0 2 3 4 5 6 7 8 9 10 11 12 13\n"
    "3 4 5 6 7 8 9 10 0 12 13 14 15 16 1 2\n"
    "7 8 9 10 11 12 13 14 15 16 1 2 3 0 5 6\n"
    "11 12 0 14 15 16 1 2 3 4 5 6 7 8 9 10\n"
    "15 16 1 2 3 4 5 0 7 8 9 10 11 12 13 14\n"
    "4 5 6 7 8 9 10 11 12 13 14 15 0 1 2 3\n"
    "8 0 10 11 12 13 14 15 16 1 2 3 4 5 6 7\n"
    "12 13 14 15 16 1 0 3 4 5 6 7 8 9 10 11\n"
    "16 1 2 3 4 5 6 7 8 9 10 0 12 13 14 15\n";

CliRun solve_as(const std::string& format, const std::string& from, const std::string& input) {
  return run_cli({"solve", "--from", from, "--format", format}, input);
}

}  // namespace

TEST_CASE("abc-lines prints compact rows with a space for a blank", "[cli][output][seed]") {
  CliRun run = solve_as("abc-lines", "abc-lines", kAbcLines);
  CHECK(run.status == 0);
  CHECK(run.err.empty());
  CHECK(run.out ==
        "DAC B\n"
        "BDAC \n"
        "A BDC\n"
        " CDBA\n"
        "CB AD\n");
}

TEST_CASE("binairo-table prints each row's digits run together", "[cli][output][seed]") {
  CliRun run = solve_as("binairo-table", "binairo-table", kBinairoTable);
  CHECK(run.status == 0);
  CHECK(run.out ==
        "110010\n"
        "100101\n"
        "011010\n"
        "010101\n"
        "101100\n"
        "001011\n");
}

TEST_CASE("pyramids prints the heights table run together", "[cli][output][seed]") {
  CliRun run = solve_as("pyramids", "pyramids", kPyramids);
  CHECK(run.status == 0);
  CHECK(run.out ==
        "51243\n"
        "23415\n"
        "34152\n"
        "45321\n"
        "12534\n");
}

TEST_CASE("pyramids separates the heights by a space past 9", "[cli][output][seed]") {
  // A 10x10 skyscrapers with no clues but a full grid of givens: the cyclic Latin square.
  std::string input = "skyscrapers 10\ngrid:\n";
  const char* rows[] = {"1 2 3 4 5 6 7 8 9 10", "2 3 4 5 6 7 8 9 10 1", "3 4 5 6 7 8 9 10 1 2",
                        "4 5 6 7 8 9 10 1 2 3", "5 6 7 8 9 10 1 2 3 4", "6 7 8 9 10 1 2 3 4 5",
                        "7 8 9 10 1 2 3 4 5 6", "8 9 10 1 2 3 4 5 6 7", "9 10 1 2 3 4 5 6 7 8",
                        "10 1 2 3 4 5 6 7 8 9"};
  std::string expected;
  for (const char* row : rows) {
    input += std::string(row) + "\n";
    expected += std::string(row) + "\n";
  }
  CliRun run = run_cli({"solve", "--format", "pyramids"}, input);
  CHECK(run.status == 0);
  CHECK(run.out == expected);
}

TEST_CASE("calcudoku-cages prints the course's example output byte for byte",
          "[cli][output][seed]") {
  const auto dir = shared_data() / "calcudoku" / "course";
  CliRun run = solve_as("calcudoku-cages", "calcudoku-cages", read_text(dir / "example.in"));
  CHECK(run.status == 0);
  CHECK(run.out == read_text(dir / "example.out"));
}

TEST_CASE("sudoku-boxes draws numbered rows and columns with heavy box lines",
          "[cli][output][seed]") {
  CliRun run = solve_as("sudoku-boxes", "sudoku-boxes", kSudoku4);
  CHECK(run.status == 0);
  CHECK(run.out ==
        "    1   2   3   4\n"
        "  ┏━━━┯━━━┳━━━┯━━━┓\n"
        "1 ┃ 1 │ 2 ┃ 3 │ 4 ┃\n"
        "  ┠───┼───╂───┼───┨\n"
        "2 ┃ 3 │ 4 ┃ 1 │ 2 ┃\n"
        "  ┣━━━┿━━━╋━━━┿━━━┫\n"
        "3 ┃ 2 │ 1 ┃ 4 │ 3 ┃\n"
        "  ┠───┼───╂───┼───┨\n"
        "4 ┃ 4 │ 3 ┃ 2 │ 1 ┃\n"
        "  ┗━━━┷━━━┻━━━┷━━━┛\n");
}

TEST_CASE("sudoku-boxes draws boxes wider than they are tall", "[cli][output][seed]") {
  CliRun run = run_cli({"solve", "--format", "sudoku-boxes"},
                       "sudoku 6 box=2x3\n"
                       "grid:\n"
                       ". 2 3 4 5 6\n"
                       "4 5 6 . 2 3\n"
                       "2 3 1 5 . 4\n"
                       "5 6 4 2 3 .\n"
                       "3 . 2 6 4 5\n"
                       "6 4 5 3 1 .\n");
  CHECK(run.status == 0);
  CHECK(run.out ==
        "    1   2   3   4   5   6\n"
        "  ┏━━━┯━━━┯━━━┳━━━┯━━━┯━━━┓\n"
        "1 ┃ 1 │ 2 │ 3 ┃ 4 │ 5 │ 6 ┃\n"
        "  ┠───┼───┼───╂───┼───┼───┨\n"
        "2 ┃ 4 │ 5 │ 6 ┃ 1 │ 2 │ 3 ┃\n"
        "  ┣━━━┿━━━┿━━━╋━━━┿━━━┿━━━┫\n"
        "3 ┃ 2 │ 3 │ 1 ┃ 5 │ 6 │ 4 ┃\n"
        "  ┠───┼───┼───╂───┼───┼───┨\n"
        "4 ┃ 5 │ 6 │ 4 ┃ 2 │ 3 │ 1 ┃\n"
        "  ┣━━━┿━━━┿━━━╋━━━┿━━━┿━━━┫\n"
        "5 ┃ 3 │ 1 │ 2 ┃ 6 │ 4 │ 5 ┃\n"
        "  ┠───┼───┼───╂───┼───┼───┨\n"
        "6 ┃ 6 │ 4 │ 5 ┃ 3 │ 1 │ 2 ┃\n"
        "  ┗━━━┷━━━┷━━━┻━━━┷━━━┷━━━┛\n");
}

TEST_CASE("sudoku-boxes writes values above 9 as letters A = 10 and numbers two-digit rows",
          "[cli][output][seed]") {
  CliRun run = solve_as("sudoku-boxes", "sudoku-boxes", kSudoku16);
  CHECK(run.status == 0);
  CHECK(run.out ==
        "     1   2   3   4   5   6   7   8   9  10  11  12  13  14  15  16\n"
        "   ┏━━━┯━━━┯━━━┯━━━┳━━━┯━━━┯━━━┯━━━┳━━━┯━━━┯━━━┯━━━┳━━━┯━━━┯━━━┯━━━┓\n"
        " 1 ┃ 1 │ 2 │ 3 │ 4 ┃ 5 │ 6 │ 7 │ 8 ┃ 9 │ A │ B │ C ┃ D │ E │ F │ G ┃\n"
        "   ┠───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───┨\n"
        " 2 ┃ 5 │ 6 │ 7 │ 8 ┃ 9 │ A │ B │ C ┃ D │ E │ F │ G ┃ 1 │ 2 │ 3 │ 4 ┃\n"
        "   ┠───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───┨\n"
        " 3 ┃ 9 │ A │ B │ C ┃ D │ E │ F │ G ┃ 1 │ 2 │ 3 │ 4 ┃ 5 │ 6 │ 7 │ 8 ┃\n"
        "   ┠───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───┨\n"
        " 4 ┃ D │ E │ F │ G ┃ 1 │ 2 │ 3 │ 4 ┃ 5 │ 6 │ 7 │ 8 ┃ 9 │ A │ B │ C ┃\n"
        "   ┣━━━┿━━━┿━━━┿━━━╋━━━┿━━━┿━━━┿━━━╋━━━┿━━━┿━━━┿━━━╋━━━┿━━━┿━━━┿━━━┫\n"
        " 5 ┃ 2 │ 3 │ 4 │ 5 ┃ 6 │ 7 │ 8 │ 9 ┃ A │ B │ C │ D ┃ E │ F │ G │ 1 ┃\n"
        "   ┠───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───┨\n"
        " 6 ┃ 6 │ 7 │ 8 │ 9 ┃ A │ B │ C │ D ┃ E │ F │ G │ 1 ┃ 2 │ 3 │ 4 │ 5 ┃\n"
        "   ┠───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───┨\n"
        " 7 ┃ A │ B │ C │ D ┃ E │ F │ G │ 1 ┃ 2 │ 3 │ 4 │ 5 ┃ 6 │ 7 │ 8 │ 9 ┃\n"
        "   ┠───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───┨\n"
        " 8 ┃ E │ F │ G │ 1 ┃ 2 │ 3 │ 4 │ 5 ┃ 6 │ 7 │ 8 │ 9 ┃ A │ B │ C │ D ┃\n"
        "   ┣━━━┿━━━┿━━━┿━━━╋━━━┿━━━┿━━━┿━━━╋━━━┿━━━┿━━━┿━━━╋━━━┿━━━┿━━━┿━━━┫\n"
        " 9 ┃ 3 │ 4 │ 5 │ 6 ┃ 7 │ 8 │ 9 │ A ┃ B │ C │ D │ E ┃ F │ G │ 1 │ 2 ┃\n"
        "   ┠───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───┨\n"
        "10 ┃ 7 │ 8 │ 9 │ A ┃ B │ C │ D │ E ┃ F │ G │ 1 │ 2 ┃ 3 │ 4 │ 5 │ 6 ┃\n"
        "   ┠───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───┨\n"
        "11 ┃ B │ C │ D │ E ┃ F │ G │ 1 │ 2 ┃ 3 │ 4 │ 5 │ 6 ┃ 7 │ 8 │ 9 │ A ┃\n"
        "   ┠───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───┨\n"
        "12 ┃ F │ G │ 1 │ 2 ┃ 3 │ 4 │ 5 │ 6 ┃ 7 │ 8 │ 9 │ A ┃ B │ C │ D │ E ┃\n"
        "   ┣━━━┿━━━┿━━━┿━━━╋━━━┿━━━┿━━━┿━━━╋━━━┿━━━┿━━━┿━━━╋━━━┿━━━┿━━━┿━━━┫\n"
        "13 ┃ 4 │ 5 │ 6 │ 7 ┃ 8 │ 9 │ A │ B ┃ C │ D │ E │ F ┃ G │ 1 │ 2 │ 3 ┃\n"
        "   ┠───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───┨\n"
        "14 ┃ 8 │ 9 │ A │ B ┃ C │ D │ E │ F ┃ G │ 1 │ 2 │ 3 ┃ 4 │ 5 │ 6 │ 7 ┃\n"
        "   ┠───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───┨\n"
        "15 ┃ C │ D │ E │ F ┃ G │ 1 │ 2 │ 3 ┃ 4 │ 5 │ 6 │ 7 ┃ 8 │ 9 │ A │ B ┃\n"
        "   ┠───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───╂───┼───┼───┼───┨\n"
        "16 ┃ G │ 1 │ 2 │ 3 ┃ 4 │ 5 │ 6 │ 7 ┃ 8 │ 9 │ A │ B ┃ C │ D │ E │ F ┃\n"
        "   ┗━━━┷━━━┷━━━┷━━━┻━━━┷━━━┷━━━┷━━━┻━━━┷━━━┷━━━┷━━━┻━━━┷━━━┷━━━┷━━━┛\n");
}

TEST_CASE("sudoku-boxes pads the values to two digits past 35", "[cli][output][seed]") {
  // A 36x36 of 6x6 boxes given in full: row r holds (6 * (r % 6) + r / 6 + c) % 36 + 1.
  auto value = [](int r, int c) { return (6 * (r % 6) + r / 6 + c) % 36 + 1; };
  std::string input = "sudoku 36 box=6x6\ngrid:\n";
  for (int r = 0; r < 36; ++r)
    for (int c = 0; c < 36; ++c) input += std::to_string(value(r, c)) + (c == 35 ? "\n" : " ");
  // Row 1 as the description has it: its number right-aligned in two columns, then each value
  // right-aligned in two columns with a space either side, a heavy bar before every sixth cell.
  std::string row1 = " 1 ";
  for (int c = 0; c < 36; ++c) {
    const std::string v = std::to_string(value(0, c));
    row1 += std::string(c % 6 == 0 ? "┃" : "│") + " " + (v.size() == 1 ? " " : "") + v + " ";
  }
  row1 += "┃";
  CliRun run = run_cli({"solve", "--format", "sudoku-boxes"}, input);
  CHECK(run.status == 0);
  const std::size_t first = run.out.find('\n'), second = run.out.find('\n', first + 1);
  REQUIRE(second != std::string::npos);
  CHECK(run.out.substr(0, 12) == "      1    2");  // column numbers end over their values
  CHECK(run.out.substr(second + 1, run.out.find('\n', second + 1) - second - 1) == row1);
  CHECK(std::count(run.out.begin(), run.out.end(), '\n') == 1 + 2 * 36 + 1);
}

TEST_CASE("unique prints both solutions in the seed format, the verdict lines as plain",
          "[cli][output][seed]") {
  // A 2x2 binairo without givens has exactly two solutions, 01/10 and 10/01.
  CliRun run = run_cli({"unique", "--from", "binairo-table", "--format", "binairo-table"},
                       "2 2\n- -\n- -\n");
  CHECK(run.status == 2);
  const std::string one = "01\n10\n", two = "10\n01\n";
  const std::string tail = "differ: r1c1 r1c2 r2c1 r2c2\n";
  CHECK((run.out == "more than one solution\nsolution 1:\n" + one + "solution 2:\n" + two + tail ||
         run.out == "more than one solution\nsolution 1:\n" + two + "solution 2:\n" + one + tail));
}

TEST_CASE("no solution stays as plain prints it", "[cli][output][seed]") {
  CliRun run =
      run_cli({"solve", "--from", "binairo-table", "--format", "binairo-table"}, "2 2\n0 0\n- -\n");
  CHECK(run.status == 1);
  CHECK(run.out == "no solution\n");
}

TEST_CASE("a seed format on another genre is a usage error naming the format's genre",
          "[cli][output][seed][usage]") {
  CliRun sudoku = solve_as("abc-lines", "sudoku-boxes", kSudoku4);
  CHECK(sudoku.status == 64);
  CHECK(sudoku.out.empty());
  CHECK(sudoku.err == "gridsat: --format abc-lines is for abc puzzles; this is a sudoku\n");
  CliRun abc = solve_as("pyramids", "abc-lines", kAbcLines);
  CHECK(abc.status == 64);
  CHECK(abc.err == "gridsat: --format pyramids is for skyscrapers puzzles; this is an abc\n");
  CliRun binairo = solve_as("calcudoku-cages", "binairo-table", kBinairoTable);
  CHECK(binairo.status == 64);
  CHECK(binairo.err ==
        "gridsat: --format calcudoku-cages is for calcudoku puzzles; this is a binairo\n");
}

TEST_CASE("sudoku-boxes refuses a jigsaw sudoku", "[cli][output][seed][usage]") {
  CliRun run = run_cli({"solve", "--format", "sudoku-boxes"},
                       "sudoku 4\nregions:\naaab\nabbb\nccdd\nccdd\ngrid:\n"
                       ". . . .\n. . . .\n. . . .\n. . . .\n");
  CHECK(run.status == 64);
  CHECK(run.out.empty());
  CHECK(run.err ==
        "gridsat: --format sudoku-boxes draws a sudoku's boxes; this one has jigsaw regions (try "
        "--format pretty)\n");
}

TEST_CASE("the seed formats are named in the unknown --format error", "[cli][output][seed]") {
  CliRun bad = run_cli({"solve", "--format", "xml"}, kSudoku4);
  CHECK(bad.status == 64);
  CHECK(bad.err ==
        "gridsat: unknown --format 'xml' (plain, pretty, json, svg, abc-lines, sudoku-boxes, "
        "binairo-table, pyramids, calcudoku-cages)\n");
}
