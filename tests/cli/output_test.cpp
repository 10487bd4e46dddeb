// What users see: `--format pretty` for every type (thick box and cage walls, cage targets in the
// corner of a cage's first cell, clues around the grid, binairo as circles), colours (givens bold,
// differing cells red, --color and NO_COLOR, pretty by default on a terminal: run under script(1)
// for a pseudo-terminal), and `--format svg` rendered to PNG by rsvg-convert at the size the grid
// asks for.
#include <catch2/catch.hpp>
#include <fstream>

#include "cli/cli_support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

fs::path repo() {
  return fs::path(GRIDSAT_TEST_DATA_DIR).parent_path().parent_path();
}
std::string example(const std::string& name) {
  return (repo() / "examples" / name).string();
}

std::size_t count_of(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size()))
    ++n;
  return n;
}

CliRun pretty(const std::vector<std::string>& args) {
  std::vector<std::string> all = {args.front(), "--format", "pretty", "--color", "never"};
  all.insert(all.end(), args.begin() + 1, args.end());
  return run_cli(all);
}

// gridsat on a pseudo-terminal (script(1)), so that isatty(stdout) holds; `env` is prefixed.
ProgramRun on_terminal(const std::string& env, const std::string& args) {
  std::string command = env + " " + GRIDSAT_BINARY + " " + args;
  return run_program({"script", "-qec", command, "/dev/null"});
}

// The geometry docs/output.md promises: 48-pixel cells, 16 pixels of margin, a one-cell band on
// each side for clues, one panel per grid shown.
int panel_side(int cells, bool clues) {
  return 2 * 16 + (cells + (clues ? 2 : 0)) * 48;
}

}  // namespace

TEST_CASE("pretty calcudoku: thick cage walls, targets in each cage's first cell",
          "[cli][output][pretty]") {
  CliRun run = pretty({"solve", example("calcudoku-4x4.gsp")});
  CHECK(run.status == 0);
  CHECK(run.out ==
        "┏━━━━┳━━━━┯━━━━┳━━━━┓\n"
        "┃3   ┃4*  │    ┃2/  ┃\n"
        "┃  3 ┃  4 │  1 ┃  2 ┃\n"
        "┣━━━━╇━━━━╈━━━━╉────┨\n"
        "┃2/  │    ┃1-  ┃    ┃\n"
        "┃  4 │  2 ┃  3 ┃  1 ┃\n"
        "┣━━━━┿━━━━╉────╊━━━━┫\n"
        "┃5+  │    ┃    ┃12* ┃\n"
        "┃  1 │  3 ┃  2 ┃  4 ┃\n"
        "┣━━━━╅────╊━━━━╉────┨\n"
        "┃2   ┃    ┃4   ┃    ┃\n"
        "┃  2 ┃  1 ┃  4 ┃  3 ┃\n"
        "┗━━━━┻━━━━┻━━━━┻━━━━┛\n");
}

TEST_CASE("pretty skyscrapers and abc: clues around the grid", "[cli][output][pretty]") {
  CliRun sky = pretty({"solve", example("skyscrapers-5x5.gsp")});
  CHECK(sky.status == 0);
  CHECK(sky.out ==
        "    1           2\n"
        "  ┏━━━┯━━━┯━━━┯━━━┯━━━┓\n"
        "  ┃ 5 │ 1 │ 2 │ 4 │ 3 ┃\n"
        "  ┠───┼───┼───┼───┼───┨\n"
        "4 ┃ 2 │ 3 │ 4 │ 1 │ 5 ┃\n"
        "  ┠───┼───┼───┼───┼───┨\n"
        "  ┃ 3 │ 4 │ 1 │ 5 │ 2 ┃ 2\n"
        "  ┠───┼───┼───┼───┼───┨\n"
        "  ┃ 4 │ 5 │ 3 │ 2 │ 1 ┃ 4\n"
        "  ┠───┼───┼───┼───┼───┨\n"
        "  ┃ 1 │ 2 │ 5 │ 3 │ 4 ┃ 2\n"
        "  ┗━━━┷━━━┷━━━┷━━━┷━━━┛\n"
        "                2\n");

  CliRun abc = pretty({"solve", example("abc-5x5.gsp")});
  CHECK(abc.status == 0);
  auto lines = std::vector<std::string>{};
  std::istringstream in(abc.out);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  REQUIRE(lines.size() == 13);
  CHECK(lines[0] == "                C");          // top clue over column 4
  CHECK(lines[2] == "  ┃ D │ A │ C │ · │ B ┃ B");  // a blank is ·, right clue B
  CHECK(lines[4] == "B ┃ B │ D │ A │ C │ · ┃ C");  // left clue B
  CHECK(lines[12] == "            D       D");     // bottom clues
}

TEST_CASE("pretty killer: boxes thick, cages blank inside with their sums",
          "[cli][output][pretty]") {
  CliRun run = pretty({"solve", example("killer-9x9.gsp")});
  CHECK(run.status == 0);
  std::istringstream in(run.out);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  REQUIRE(lines.size() == 1 + 9 * 3);  // a wall line and two text lines per row, the bottom wall
  CHECK(lines[0] == "┏━━━━━━━┯━━━┳━━━┯━━━━━━━┳━━━━━━━━━━━┓");
  CHECK(lines[1] == "┃23     │10 ┃   │13     ┃20         ┃");
  CHECK(lines[2] == "┃ 2   4 │ 9 ┃ 1 │ 5   8 ┃ 7   3   6 ┃");
  CHECK(lines[3] == "┃       ├───╂───┼───────╂───────┐   ┃");  // cage aa goes on down
  // Every row of boxes ends on a thick line.
  CHECK(lines[9].starts_with("┣━━━"));
  CHECK(lines[18].starts_with("┣━━━"));
}

TEST_CASE("pretty binairo: circles for 0 and 1", "[cli][output][pretty]") {
  CliRun run = pretty({"solve", example("binairo-6x6.gsp")});
  CHECK(run.status == 0);
  CHECK(count_of(run.out, "○") == 18);
  CHECK(count_of(run.out, "●") == 18);
  CHECK(run.out.find('0') == std::string::npos);
  CHECK(run.out.find('1') == std::string::npos);
}

// The three puzzles below are solved by hand in their comments; the pictures are what the
// renderers promise (docs/output.md) for clue lists, sums on black cells and placed symbols.
TEST_CASE("pretty nonogram, kakuro and light up: clue lists, sums, walls and bulbs",
          "[cli][output][pretty]") {
  ScratchDir dir;
  // Rows 3 / 1 / 1 1, columns 1 1 / 2 / 1 1: the first row is full, the last is #.#, and the
  // middle column's 2 fills the centre.
  CliRun nonogram = pretty(
      {"solve", dir.write("n.gsp", "nonogram 3\ntop:\n1 1\n2\n1 1\nleft:\n3\n1\n1 1\n").string()});
  CHECK(nonogram.status == 0);
  CHECK(nonogram.out ==
        "      1       1\n"
        "      1   2   1\n"
        "    ┏━━━┯━━━┯━━━┓\n"
        "  3 ┃███│███│███┃\n"
        "    ┠───┼───┼───┨\n"
        "  1 ┃   │███│   ┃\n"
        "    ┠───┼───┼───┨\n"
        "1 1 ┃███│   │███┃\n"
        "    ┗━━━┷━━━┷━━━┛\n");
  // Across 3 and 4, down 4 and 3: the top left cell is 1 or 2 and 4 minus it is 1 or 3 below it,
  // so 1 over 3; then 2 beside the 1 and 1 beside the 3.
  CliRun kakuro = pretty(
      {"solve", dir.write("k.gsp", "kakuro 3x3\ngrid:\n\\ 4\\ 3\\\n\\3 . .\n\\4 . .\n").string()});
  CHECK(kakuro.status == 0);
  CHECK(kakuro.out ==
        "┏━━━━┯━━━━┯━━━━┓\n"
        "┃████│█4\\█│█3\\█┃\n"
        "┠────┼────┼────┨\n"
        "┃█\\3█│  1 │  2 ┃\n"
        "┠────┼────┼────┨\n"
        "┃█\\4█│  3 │  1 ┃\n"
        "┗━━━━┷━━━━┷━━━━┛\n");
  // A 4 in the centre takes a bulb on each side of it, which light every other cell.
  CliRun lightup =
      pretty({"solve", dir.write("l.gsp", "lightup 3x3\ngrid:\n...\n.4.\n...\n").string()});
  CHECK(lightup.status == 0);
  CHECK(lightup.out ==
        "┏━━━┯━━━┯━━━┓\n"
        "┃   │ ● │   ┃\n"
        "┠───┼───┼───┨\n"
        "┃ ● │█4█│ ● ┃\n"
        "┠───┼───┼───┨\n"
        "┃   │ ● │   ┃\n"
        "┗━━━┷━━━┷━━━┛\n");
  // SVG: a band per item of the longest list, on the sides that have clues (top and left).
  CliRun svg = run_cli({"solve", "--format", "svg", (dir.path() / "n.gsp").string()});
  CHECK(svg.out.find("width=\"272\" height=\"272\"") != std::string::npos);  // 16 + 5 * 48 + 16
  CliRun sums = run_cli({"solve", "--format", "svg", (dir.path() / "k.gsp").string()});
  CHECK(sums.out.find("width=\"176\" height=\"176\"") != std::string::npos);  // no clue band
  CHECK(count_of(sums.out, "stroke=\"#ffffff\"") == 4);                       // four diagonals
}

TEST_CASE("colour: givens bold, differing cells red, --color and NO_COLOR",
          "[cli][output][color]") {
  const std::string multiple = generated_sudoku("sudoku-4x4-multiple-001.gsp");
  CliRun two = run_cli({"unique", "--format", "pretty", "--color", "always", multiple});
  CHECK(two.status == 2);
  std::string differ = two.out.substr(two.out.rfind("differ:"));
  std::size_t cells = count_of(differ, " r");
  REQUIRE(cells >= 2);
  CHECK(count_of(two.out, "\033[1;31m") == 2 * cells);  // each differing cell, in both grids
  CHECK(count_of(two.out, "\033[1m") > 0);              // the givens
  CliRun plain_colour = run_cli({"unique", "--format", "pretty", "--color", "never", multiple});
  CHECK(plain_colour.out.find('\033') == std::string::npos);

  // A terminal gets pretty output in colour by default; NO_COLOR or --color never turn colour off;
  // a pipe gets plain output.
  const std::string puzzle = example("calcudoku-4x4.gsp");
  ProgramRun terminal = on_terminal("env -u NO_COLOR", "solve " + puzzle);
  CHECK(terminal.status == 0);
  CHECK(terminal.out.find("┏") != std::string::npos);
  CHECK(terminal.out.find("\033[1m3\033[0m") != std::string::npos);  // the given 3 of cage "3"
  ProgramRun no_color = on_terminal("env NO_COLOR=1", "solve " + puzzle);
  CHECK(no_color.out.find("┏") != std::string::npos);
  CHECK(no_color.out.find('\033') == std::string::npos);
  ProgramRun never = on_terminal("env -u NO_COLOR", "solve --color never " + puzzle);
  CHECK(never.out.find('\033') == std::string::npos);
  CHECK(run_cli({"solve", puzzle}).out == read_text(repo() / "examples/calcudoku-4x4.solution"));
}

TEST_CASE("pretty check, decode, count, and no solution", "[cli][output][pretty]") {
  const std::string puzzle = example("sudoku-9x9.gsp");
  CliRun check = pretty({"check", puzzle, example("sudoku-9x9.solution")});
  CHECK(check.status == 0);
  CHECK(check.out.starts_with("┏━━━┯"));
  CHECK(check.out.ends_with("┛\nvalid\n"));
  CHECK(run_cli({"check", puzzle, example("sudoku-9x9.solution")}).out == "valid\n");

  ScratchDir dir;
  CliRun cnf = run_cli({"encode", puzzle, "-o", (dir.path() / "p.cnf").string()});
  REQUIRE(cnf.status == 0);
  ProgramRun model = run_program({"cadical", "-q", (dir.path() / "p.cnf").string()});
  REQUIRE(model.status == 10);
  fs::path model_file = dir.write("model.txt", model.out);
  CliRun decoded = pretty({"decode", puzzle, model_file.string()});
  CHECK(decoded.status == 0);
  CHECK(decoded.out == check.out.substr(0, check.out.size() - 6));  // the same grid, no "valid"

  CliRun count = pretty({"count", generated_sudoku("sudoku-4x4-multiple-001.gsp")});
  CHECK(count.status == 0);
  const std::size_t digits = count.out.find_first_not_of("0123456789");
  CHECK(digits > 0);
  CHECK(count.out.substr(digits) == " solutions\n");
  // A limit of one: one solution found, more not looked for.
  CliRun limited =
      pretty({"count", "--limit", "1", generated_sudoku("sudoku-4x4-multiple-001.gsp")});
  CHECK(limited.status == 0);
  CHECK(limited.out == "at least 1 solution\n");

  // unique says its verdict in words under the grid; plain output is the grid alone.
  CliRun unique = pretty({"unique", generated_sudoku("sudoku-4x4-unique-001.gsp")});
  CHECK(unique.status == 0);
  CHECK(unique.out.ends_with("┛\nexactly one solution\n"));

  CliRun none = pretty({"solve", generated_sudoku("sudoku-4x4-none-001.gsp")});
  CHECK(none.status == 1);
  CHECK(none.out.starts_with("┏"));  // the puzzle as read, then the verdict
  CHECK(none.out.ends_with("┛\nno solution\n"));
}

TEST_CASE("svg of every type renders to a PNG of the grid's size", "[cli][output][svg]") {
  struct Case {
    std::string file;
    int rows, cols;
    bool clues;
    std::string mark;  // something the picture must hold
  };
  const Case cases[] = {
      {"sudoku-9x9.gsp", 9, 9, false, "font-weight=\"bold\""},
      {"killer-9x9.gsp", 9, 9, false, "stroke-dasharray"},
      {"calcudoku-4x4.gsp", 4, 4, false, ">12*</text>"},
      {"skyscrapers-5x5.gsp", 5, 5, true, "text-anchor=\"middle\""},
      {"abc-5x5.gsp", 5, 5, true, ">C</text>"},
      {"binairo-6x6.gsp", 6, 6, false, "<circle"},
  };
  ScratchDir dir;
  for (const Case& c : cases) {
    INFO(c.file);
    CliRun run = run_cli({"solve", "--format", "svg", example(c.file)});
    REQUIRE(run.status == 0);
    CHECK(run.out.starts_with("<?xml"));
    CHECK(run.out.find(c.mark) != std::string::npos);
    CHECK(run.out.ends_with("</svg>\n"));
    fs::path svg = dir.write("p.svg", run.out), png = dir.path() / "p.png";
    ProgramRun convert = run_program({"rsvg-convert", "-o", png.string(), svg.string()});
    INFO("rsvg-convert (Debian: librsvg2-bin, scripts/setup) said: " << convert.err);
    REQUIRE(convert.status == 0);
    std::string bytes = read_text(png);
    CHECK(bytes.size() > 1000);  // a picture, not an empty image
    CHECK(png_size(bytes) == std::pair(panel_side(c.cols, c.clues), panel_side(c.rows, c.clues)));
  }
  // Two solutions side by side, the differing cells shaded, a 28-pixel caption band under them.
  CliRun two =
      run_cli({"unique", "--format", "svg", generated_sudoku("sudoku-4x4-multiple-001.gsp")});
  CHECK(two.status == 2);
  fs::path svg = dir.write("two.svg", two.out), png = dir.path() / "two.png";
  REQUIRE(run_program({"rsvg-convert", "-o", png.string(), svg.string()}).status == 0);
  CHECK(png_size(read_text(png)) == std::pair(2 * panel_side(4, false), panel_side(4, false) + 28));
  CHECK(two.out.find(">more than one solution: the shaded cells differ</text>") !=
        std::string::npos);
  CHECK(count_of(two.out, "fill=\"#ffd8d0\"") >= 4);  // at least two cells in each panel
}

TEST_CASE("binairo is shading written 0 and 1, a solution in `#` and `.` reads too",
          "[cli][output][shading]") {
  const std::string puzzle = example("binairo-6x6.gsp");
  const std::string solution = read_text(repo() / "examples/binairo-6x6.solution");
  CHECK(run_cli({"solve", puzzle}).out == solution);  // 0 and 1, as always
  std::string shaded = solution;
  for (char& ch : shaded) ch = ch == '1' ? '#' : ch == '0' ? '.' : ch;
  ScratchDir dir;
  CliRun check = run_cli({"check", puzzle, dir.write("shaded.txt", shaded).string()});
  CHECK(check.status == 0);
  CHECK(check.out == "valid\n");
  // '#' is a cell, not a comment: a broken rule is named at its place in the file. Row 1 is
  // "# # . . # .": its fourth cell, given 0, made 1.
  std::string wrong = shaded;
  wrong[6] = '#';
  const fs::path wrong_file = dir.write("wrong.txt", wrong);
  CliRun bad = run_cli({"check", puzzle, wrong_file.string()});
  CHECK(bad.status == 65);
  CHECK(bad.err ==
        "gridsat: " + wrong_file.string() + ":1:7: r1c4: cell differs from its given 0\n");
  // encode --exclude takes the same file.
  CHECK(run_cli({"encode", "--exclude", dir.path().string() + "/shaded.txt", puzzle}).status == 0);
}

TEST_CASE("convert --to svg and pretty draw the puzzle alone, no solution is said under it",
          "[cli][output]") {
  const std::string unique = generated_sudoku("sudoku-4x4-unique-001.gsp");
  const std::string none = generated_sudoku("sudoku-4x4-none-001.gsp");
  CliRun svg = run_cli({"convert", "--to", "svg", unique});
  REQUIRE(svg.status == 0);
  CHECK(svg.out.starts_with("<?xml"));
  CHECK(svg.out.find("#1f5fbf") == std::string::npos);  // no solved value, only the givens
  CHECK(svg.out.find(">3</text>") != std::string::npos);
  CHECK(svg.out.find("no solution") == std::string::npos);
  CliRun broken = run_cli({"convert", "--to", "svg", none});
  REQUIRE(broken.status == 0);
  CHECK(broken.out.find(">no solution</text>") != std::string::npos);

  // The givens of sudoku-4x4-unique-001.gsp (". . 3 4 / . . . . / . . . 3 / 1 . . .") drawn by
  // hand in the pretty grid's lines, an empty cell as its dot.
  CliRun pretty = run_cli({"convert", "--to", "pretty", "--color", "never", unique});
  CHECK(pretty.status == 0);
  CHECK(pretty.out ==
        "┏━━━┯━━━┳━━━┯━━━┓\n"
        "┃ . │ . ┃ 3 │ 4 ┃\n"
        "┠───┼───╂───┼───┨\n"
        "┃ . │ . ┃ . │ . ┃\n"
        "┣━━━┿━━━╋━━━┿━━━┫\n"
        "┃ . │ . ┃ . │ 3 ┃\n"
        "┠───┼───╂───┼───┨\n"
        "┃ 1 │ . ┃ . │ . ┃\n"
        "┗━━━┷━━━┻━━━┷━━━┛\n");
  CliRun pretty_none = run_cli({"convert", "--to", "pretty", "--color", "never", none});
  CHECK(pretty_none.out.ends_with("┛\nno solution\n"));

  // solve and unique say it in their SVG too, under the puzzle drawn alone.
  CliRun unsat = run_cli({"unique", "--format", "svg", none});
  CHECK(unsat.status == 1);
  CHECK(unsat.out.find(">no solution</text>") != std::string::npos);
}
