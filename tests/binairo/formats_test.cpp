// Binairo in every format that holds it: the native format (sizes, aliases, `.`/`-`/`0`,
// compact rows, unique-lines), binairo-table, Tatham's Unruly IDs (the spec's example, every ID
// of the shared sets written back byte for byte); their errors (odd sizes, unknown characters,
// rows of the wrong length) with line and column; and plain 0/1 output from the command line.
#include <catch2/catch.hpp>

#include "genres/binairo/binairo.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

using Binairo = rules::DeclaredShading;

// A copy, so that it outlives a temporary unique_ptr.
Binairo binairo_of(const std::unique_ptr<Puzzle>& p) {
  REQUIRE(p);
  REQUIRE(p->type() == "binairo");
  const Binairo* b = as_binairo(*p);
  REQUIRE(b);
  return *b;
}

const char* kExample6x6 =
    "binairo 6x6\n"
    "grid:\n"
    "1 . . 0 . .\n"
    ". . 0 0 . 1\n"
    ". 0 0 . . 1\n"
    ". . . . . .\n"
    "0 0 . 1 . .\n"
    ". 1 . . 0 0\n";

}  // namespace

TEST_CASE("native binairo: sizes, aliases, empty cells and options", "[binairo][formats]") {
  const Binairo& b = binairo_of(parse(kExample6x6));
  REQUIRE(b.rows() == 6);
  REQUIRE(b.cols() == 6);
  REQUIRE(unique_lines(b));
  REQUIRE(b.givens().at(0, 0) == 1);
  REQUIRE(b.givens().at(0, 3) == 0);  // 0 is a value in binairo, never an empty cell
  REQUIRE(b.givens().at(0, 1) == kUnknown);
  // The example of docs/binairo.md has exactly one solution.
  REQUIRE(run(b, Mode::Unique, {}).verdict == Verdict::Unique);

  // `N` is N x N; `-` is empty like `.`; compact rows; aliases and upper case.
  auto square = parse("TAKUZU 4\nGRID:\n1-0.\n----\n....\n.--0\n");
  const Binairo& s = binairo_of(square);
  REQUIRE((s.rows() == 4 && s.cols() == 4));
  REQUIRE(s.givens().at(0, 0) == 1);
  REQUIRE(s.givens().at(0, 2) == 0);
  REQUIRE(s.givens().at(3, 3) == 0);
  REQUIRE(std::count(s.givens().cells.begin(), s.givens().cells.end(), kUnknown) == 13);

  const Binairo& wide = binairo_of(parse("unruly 4x6 unique-lines=NO\n"));
  REQUIRE((wide.rows() == 4 && wide.cols() == 6));
  REQUIRE_FALSE(unique_lines(wide));
  REQUIRE(wide.givens() == Grid(4, 6));
  REQUIRE(unique_lines(binairo_of(parse("binairo 2x2 unique-lines=yes\n"))));

  // Written back and read again: the same puzzle.
  for (const char* text : {kExample6x6,
                           "binairo 4x6 unique-lines=no\ngrid:\n1-0..0\n"
                           "------\n"
                           "......\n.1...0\n"}) {
    auto p = parse(text);
    std::string native = write(*p, "native");
    const Binairo& again = binairo_of(parse(native));
    REQUIRE(again.givens() == binairo_of(p).givens());
    REQUIRE(unique_lines(again) == unique_lines(binairo_of(p)));
    REQUIRE(again.header_options() == binairo_of(p).header_options());
  }
  REQUIRE(write(*parse("binairo 4x6 unique-lines=no\n"), "native")
              .starts_with("binairo 4x6 unique-lines=no\ngrid:\n. . . . . .\n"));
}

TEST_CASE("native binairo: bad sizes, characters and rows are reported where they are",
          "[binairo][formats]") {
  require_read_error("binairo 5x6\n", 1, 9, "both sides must be even");
  require_read_error("binairo 6x7\n", 1, 9, "both sides must be even");
  require_read_error("binairo 3\n", 1, 9, "both sides must be even");
  require_read_error("binairo 130x130\n", 1, 9, "out of range");
  require_read_error("binairo 4\ngrid:\n0 1 . x\n....\n....\n....\n", 3, 7, "unexpected 'x'");
  require_read_error("binairo 4\ngrid:\n0 1 . 2\n....\n....\n....\n", 3, 7, "unexpected '2'");
  require_read_error("binairo 4\ngrid:\n01.\n....\n....\n....\n", 3, 1, "has 3 cells, expected 4");
  require_read_error("binairo 4\ngrid:\n0 1 . . .\n....\n....\n....\n", 3, 1,
                     "has 5 cells, expected 4");
  require_read_error("binairo 4\ngrid:\n....\n....\n....\n", 6, 1, "has 3 rows, expected 4");
  require_read_error("binairo 4 unique-lines=maybe\n", 1, 11, "unique-lines=no");
  require_read_error("binairo 4 box=2x2\n", 1, 11, "unknown option");
  require_read_error("binairo 4\ntop: 1 . . .\n", 2, 1, "does not apply to binairo");
}

TEST_CASE("binairo-table: read, detected, written", "[binairo][formats]") {
  const std::string table = "4 6\n1 - 0 - - 0\n- - - - - -\n- 1 - - - 0\n- - - - - -\n";
  ReadResult r = read_puzzle(table, "", "");
  REQUIRE_FALSE(r.error.has_value());
  REQUIRE(r.format == "binairo-table");
  const Binairo& b = binairo_of(r.puzzle);
  REQUIRE((b.rows() == 4 && b.cols() == 6));
  REQUIRE(unique_lines(b));
  REQUIRE(b.givens().at(0, 0) == 1);
  REQUIRE(b.givens().at(0, 2) == 0);
  REQUIRE(b.givens().at(2, 1) == 1);
  REQUIRE(write(b, "binairo-table") == table);
  // Run-together rows are read too; with --type the reader is still found.
  const Binairo& compact = binairo_of(parse("2 2\n1-\n-1\n", "binairo-table"));
  REQUIRE(compact.givens().at(1, 1) == 1);
  REQUIRE(read_puzzle("2 2\n1-\n-1\n", "", "takuzu").format == "binairo-table");
  // Native and table describe the same puzzle.
  REQUIRE(binairo_of(parse(write(b, "native"))).givens() == b.givens());

  std::string error;
  auto no_unique = parse("binairo 4 unique-lines=no\n");
  REQUIRE_FALSE(write_puzzle(*no_unique, "binairo-table", error).has_value());
  REQUIRE(error.find("unique-lines=no") != std::string::npos);
}

TEST_CASE("binairo-table: bad sizes, characters and rows", "[binairo][formats]") {
  const std::string from = "binairo-table";
  require_read_error("3 4\n- - - -\n- - - -\n- - - -\n", 1, 1, "both sides must be even", from);
  require_read_error("4 5\n", 1, 1, "both sides must be even", from);
  require_read_error("4\n", 1, 1, "expected the size 'H W'", from);
  require_read_error("4 x\n", 1, 3, "expected the number of columns", from);
  require_read_error("2 2\n1 .\n- -\n", 2, 3, "unexpected '.'", from);
  require_read_error("2 2\n1 - 0\n- -\n", 2, 1, "has 3 cells, expected 2", from);
  require_read_error("2 2\n1-\n", 3, 1, "has 1 rows, expected 2", from);
  require_read_error("2 2\n1-\n--\n--\n", 4, 1, "more than 2 rows", from);
  require_read_error("2 2\n1-\n--\n", 0, 0, "not sudoku", from, "sudoku");
  // Detected by shape, so an odd size or an unknown character still gets its own message rather
  // than "cannot tell the input format".
  require_read_error("3 2\n1-\n--\n--\n", 1, 1, "both sides must be even");
  require_read_error("2 2\n1 x\n- -\n", 2, 3, "unexpected 'x'");
  require_read_error("2 4\n1 - - -\n- - -\n", 3, 1, "has 3 cells, expected 4");
}

TEST_CASE("Unruly IDs: the spec's example, flags, and every shared ID written back",
          "[binairo][formats][tatham]") {
  auto p = parse("unruly:6x6:ABeeCEgCcc");
  const Binairo& b = binairo_of(p);
  REQUIRE_FALSE(unique_lines(b));
  RunResult r = run(b, Mode::Unique, {});
  REQUIRE(r.verdict == Verdict::Unique);
  REQUIRE(write_plain(b, r.solutions.front()) ==
          "1 0 1 1 0 0\n0 0 1 0 1 1\n0 1 0 1 0 1\n1 0 1 1 0 0\n0 1 0 0 1 1\n1 1 0 0 1 0\n");

  // W columns by H rows; `u`; a difficulty is ignored; `N` alone is square; --type without game.
  const Binairo& tall = binairo_of(parse("unruly:4x6udx:y"));
  REQUIRE((tall.rows() == 6 && tall.cols() == 4));
  REQUIRE(unique_lines(tall));
  REQUIRE(tall.givens() == Grid(6, 4));
  const Binairo& square = binairo_of(parse("4:Dm", "", "binairo"));
  REQUIRE((square.rows() == 4 && square.cols() == 4));
  REQUIRE(square.givens().at(0, 3) == 1);
  REQUIRE(std::count(square.givens().cells.begin(), square.givens().cells.end(), kUnknown) == 15);

  int ids = 0;
  for (const auto& path : files_in(shared_data() / "binairo" / "tatham", ".txt")) {
    for (const TathamCase& c : read_tatham_set(path)) {
      INFO(c.id);
      REQUIRE(write(*parse(c.id), "tatham") == c.id + "\n");
      ++ids;
    }
  }
  REQUIRE(ids >= 300);
  // Long gaps are written with z, and read back.
  auto empty = parse("binairo 8x8\n");
  REQUIRE(write(*empty, "tatham") == "unruly:8x8u:zzo\n");
  REQUIRE(binairo_of(parse("unruly:8x8u:zzo")).givens() == Grid(8, 8));
}

TEST_CASE("Unruly IDs: bad sizes, characters and lengths", "[binairo][formats][tatham]") {
  require_read_error("unruly:5x6:zf", 1, 8, "both sides must be even");
  require_read_error("unruly:6x6:ABee!EgCcc", 1, 16, "unexpected '!'");
  require_read_error("unruly:6x6:ABeeCEgCc", 1, 21, "ends after");
  require_read_error("unruly:6x6:ABeeCEgCccA", 1, 22, "runs past");
  require_read_error("unruly:6x6q:ABeeCEgCcc", 1, 11, "unknown Unruly parameter 'q'");
  require_read_error("unruly:x6:ABeeCEgCcc", 1, 8, "expected Unruly's grid size", "tatham");
}

TEST_CASE("gridsat solves binairo and writes plain 0/1 rows", "[binairo][formats][cli]") {
  CliRun solved = run_cli({"unique", "--format", "plain", "-"}, "unruly:6x6:ABeeCEgCcc\n");
  REQUIRE(solved.status == 0);
  REQUIRE(solved.out ==
          "1 0 1 1 0 0\n0 0 1 0 1 1\n0 1 0 1 0 1\n1 0 1 1 0 0\n0 1 0 0 1 1\n1 1 0 0 1 0\n");
  for (const char* card : {"sequential", "totalizer"}) {
    CliRun table = run_cli({"solve", "--card", card, "--format", "plain", "-"}, "2 2\n1-\n--\n");
    INFO(table.err);
    REQUIRE(table.status == 0);
    REQUIRE(table.out == "1 0\n0 1\n");
  }
  CliRun bad = run_cli({"solve", "-"}, "binairo 4x5\n");
  REQUIRE(bad.status == 65);
  REQUIRE(bad.err.find("<stdin>:1:9: binairo size 4x5: both sides must be even") !=
          std::string::npos);
}
