// Tents' readers and writers: Tatham IDs (read, written back as Tents writes them, givens `!`
// and `-`, errors at the character that is wrong), puzz.link URLs (pzprjs's own example written
// back unchanged, errors), and the native format (round trips through every format, errors at
// line and column).
#include <catch2/catch.hpp>

#include "tents/tents_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::string written(const Puzzle& p, const std::string& to) {
  std::string error;
  auto text = write_puzzle(p, to, error);
  if (!text) return "error: " + error;
  if (to != "native" && text->ends_with("\n")) text->pop_back();
  return *text;
}

bool same(const Tents& a, const Tents& b) {
  return a.height == b.height && a.width == b.width && a.trees == b.trees &&
         a.row_counts == b.row_counts && a.col_counts == b.col_counts && a.grid == b.grid;
}

Grid placement(int rows, int cols, std::initializer_list<int> tents) {
  Grid g(rows, cols, 0);
  for (int cell : tents) g.cells[static_cast<std::size_t>(cell)] = 1;
  return g;
}

}  // namespace

TEST_CASE("a Tents ID is read as Tents defines it, and written back unchanged",
          "[tents][formats]") {
  // `a`: one empty cell and a tree (cell 1); `l`: twelve empty cells and a tree (cell 14); `a`:
  // one empty cell and the tree one past the grid. Columns 1 0 0 1, rows 1 0 0 1.
  const auto p = read_tents("tents:4x4dt:ala,1,0,0,1,1,0,0,1");
  CHECK(p->width == 4);
  CHECK(p->height == 4);
  std::vector<char> trees(16, 0);
  trees[1] = trees[14] = 1;
  CHECK(p->trees == trees);
  CHECK(p->col_counts == std::vector<int>{1, 0, 0, 1});
  CHECK(p->row_counts == std::vector<int>{1, 0, 0, 1});
  CHECK(p->grid == Grid(4, 4));
  CHECK(written(*p, "tatham") == "tents:4x4:ala,1,0,0,1,1,0,0,1");
  // By hand: the tree r1c2's tent cannot be in columns 2 or 3 (counts 0): r1c1. The tree r4c3's
  // likewise: r4c4.
  const Grid corners = placement(4, 4, {0, 15});
  require_verdict(*p, Verdict::Unique, &corners);
  // Runs of more than 25 empty cells: `z` is 25 of them without a tree, then `b` two more and
  // a tree (cell 27), `l` twelve more and the end.
  const auto wide = read_tents("tents:10x4:zbl,0,0,0,0,0,0,0,0,0,0,0,0,0,0");
  CHECK(wide->tree_count() == 1);
  CHECK(wide->trees[27]);
  CHECK(written(*wide, "tatham") == "tents:10x4:zbl,0,0,0,0,0,0,0,0,0,0,0,0,0,0");
  for (const TentsCase& c : tents_cases()) {
    INFO("line " << c.line);
    const auto t = read_tents(c.id);
    CHECK(written(*t, "tatham") == c.id);
    CHECK(same(*read_tents(written(*t, "native")), *t));
    CHECK(same(*read_tents(written(*t, "puzzlink")), *t));
  }
}

TEST_CASE("Tents' givens: `!` a tent, `-` an empty cell, in place of the cell just placed",
          "[tents][formats]") {
  // `_-`: a tree at cell 0, made an empty given; `_`: a tree at 1; `l`: a tree at 14; `_!`: a
  // tree at 15 made a given tent; `_`: the end. By hand: the tree r1c2 cannot take r1c1 (given
  // empty) nor r2c2 (column 2 holds none): r1c3. The tree r4c3 has the given tent r4c4.
  const auto p = read_tents("tents:4x4:_-_l_!_,0,0,1,1,1,0,0,1");
  CHECK(p->tree_count() == 2);
  CHECK(p->grid.cells[0] == 0);
  CHECK(p->grid.cells[15] == 1);
  CHECK(written(*p, "tatham") == "tents:4x4:_-_l_!_,0,0,1,1,1,0,0,1");
  const Grid solution = placement(4, 4, {2, 15});
  require_verdict(*p, Verdict::Unique, &solution);
  CHECK(same(*read_tents(written(*p, "native")), *p));
  CHECK(written(*p, "puzzlink").find("puzz.link tents URLs hold no given tents") !=
        std::string::npos);
}

TEST_CASE("what Tents cannot hold is refused with the reason", "[tents][formats]") {
  Tents small(3, 3);
  small.row_counts = {0, 0, 0};
  small.col_counts = {0, 0, 0};
  CHECK(written(small, "tatham").find("Tents grids are at least 4 cells wide and high") !=
        std::string::npos);
  Tents partial(4, 4);
  partial.col_counts = {0, 0, 0, 0};
  CHECK(written(partial, "tatham").find("Tents gives every row's count") != std::string::npos);
}

TEST_CASE("a bad Tents ID is reported where it goes wrong", "[tents][formats]") {
  CHECK(read_error("tents:4x4:ala,1,0,0,1,1,0,0,1") == "no error");
  CHECK(read_error("tents:4x4:ala,1,0,0,1,1,0,0") ==
        "1:28: expected 8 counts (4 columns, then 4 rows), found 7");
  CHECK(read_error("tents:4x4:al,1,0,0,1,1,0,0,1") ==
        "1:13: the grid ends after 15 of the 16 cells (its last symbol places a tree one past "
        "the last cell)");
  CHECK(read_error("tents:4x4:alaa,1,0,0,1,1,0,0,1") ==
        "1:14: the grid goes on after its end (the tree one past the last cell)");
  CHECK(read_error("tents:4x4:alc,1,0,0,1,1,0,0,1") ==
        "1:13: the grid has more than the 16 cells of a 4x4 grid");
  CHECK(read_error("tents:4x4:ala,1,0,0,3,1,0,0,1") ==
        "1:21: tent count 3 is impossible: a line of 4 cells holds at most 2 tents that do not "
        "touch");
  CHECK(read_error("tents:4x4:ala,1,0,0,1,1,0,0,1,2") ==
        "1:30: unexpected ',' after the last count");
  CHECK(read_error("tents:4x4:al;a,1,0,0,1,1,0,0,1")
            .starts_with("1:13: unexpected ';' in a Tents grid"));
  CHECK(read_error("tents:4x4:!ala,1,0,0,1,1,0,0,1") == "1:11: '!' before any cell");
  CHECK(read_error("tents:3x3:_h_,0,0,0,0,0,0") ==
        "1:7: Tents grids are at least 4 cells wide and high");
  CHECK(read_error("tents:4q:ala,1,0,0,1,1,0,0,1").starts_with("1:8: "));
}

TEST_CASE("pzprjs's own tents example reads and writes back as pzprjs writes it",
          "[tents][formats]") {
  // test/script/tents.js: column counts 2 . 0 . . (first in the URL), row counts 1 . . . 1.
  const auto p = read_tents("https://puzz.link/p?tents/5/5/2g0h1i1j82323");
  CHECK(p->col_counts == std::vector<int>{2, kUnknown, 0, kUnknown, kUnknown});
  CHECK(p->row_counts == std::vector<int>{1, kUnknown, kUnknown, kUnknown, 1});
  std::vector<char> trees(25, 0);
  for (int cell : {2, 11, 14, 18, 21}) trees[static_cast<std::size_t>(cell)] = 1;
  CHECK(p->trees == trees);
  CHECK(written(*p, "puzzlink") == "https://puzz.link/p?tents/5/5/2g0h1i1j82323");
  // Long runs: `z` 18 empty cells without a tree, `h` a tree and 17 empty cells.
  const auto runs = read_tents("https://puzz.link/p?tents/6/6/rzh");
  CHECK(runs->tree_count() == 1);
  CHECK(runs->trees[18]);
  CHECK(written(*runs, "puzzlink") == "https://puzz.link/p?tents/6/6/rzh");
  const std::string url = "https://puzz.link/p?tents/5/5/";
  CHECK(read_error(url + "2g0h1i1j8232") == "1:43: the trees end after 21 of the 25 cells");
  CHECK(read_error(url + "2g0h1i1j823234") ==
        "1:44: the body goes on after the last of the 25 cells");
  CHECK(read_error(url + "4g0h1i1j82323") ==
        "1:31: tent count 4 is impossible: a line of 5 cells holds at most 3 tents that do not "
        "touch");
  CHECK(read_error(url + "2g0h1i1jA").starts_with("1:39: unexpected 'A' in the trees"));
}

TEST_CASE("the native format reads what it writes, and reports errors where they are",
          "[tents][formats]") {
  const std::string text = "tents 3x4\ngrid:\n.T..\n...T\nT-.^\nright: 1 1 1\nbottom: . . . 1\n";
  const auto p = read_tents(text);
  CHECK(p->tree_count() == 3);
  CHECK(p->grid.cells[9] == 0);
  CHECK(p->grid.cells[11] == 1);
  CHECK(p->row_counts == std::vector<int>{1, 1, 1});
  CHECK(p->col_counts == std::vector<int>{kUnknown, kUnknown, kUnknown, 1});
  CHECK(written(*p, "native") == text);
  CHECK(read_error("tents 2\ngrid:\nT.\n.x\n") ==
        "4:2: expected a tents cell ('T' a tree, '.' empty, '^' a given tent, '-' a given empty "
        "cell), found 'x'");
  CHECK(read_error("tents 2\ngrid:\nT.\n..\nright: 1 2\n") ==
        "5:10: tent count 2 is impossible: a line of 2 cells holds 0 to 1 tents that do not "
        "touch");
  CHECK(read_error("tents 2\ngrid:\nT.\n..\nbottom: 1 x\n") ==
        "5:11: expected a tent count (a number, or '.' for none), found 'x'");
  CHECK(read_error("tents 2\nright: 1 0\n").starts_with("3:1: a tents puzzle needs a grid:"));
  CHECK(read_error("tents 2\ngrid:\nT.\n..\ntop: 1 0\n").starts_with("5:1: "));
  CHECK(read_error("tents 101\ngrid:\n").starts_with("1:7: tents size 101x101 is out of range"));
}
