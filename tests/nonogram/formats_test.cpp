// Nonogram's readers and writers: Tatham's own Pattern IDs decided unique by both backends with
// an answer check accepts; Pattern's given squares; puzz.link's example URL (pzprjs
// test/script/nonogram.js) with its published answer; the native format and round trips through
// every writer; and each reader's errors at their line and column.
#include <catch2/catch.hpp>

#include "nonogram/nonogram_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

void decide(const std::pair<int, std::string>& c) {
  INFO("line " << c.first << ": " << c.second);
  const auto p = read_nonogram(c.second);
  require_verdict(*p, Verdict::Unique);
}

std::string written(const Puzzle& p, const std::string& format) {
  std::string error;
  auto text = write_puzzle(p, format, error);
  INFO(error);
  REQUIRE(text.has_value());
  return *text;
}

}  // namespace

TEST_CASE("Pattern's own IDs are unique by both backends", "[nonogram][tatham]") {
  const auto ids = pattern_ids();
  REQUIRE(ids.size() >= 30);
  int largest = 0;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    const bool big = ids[i].second.find(":30x30:") != std::string::npos ||
                     ids[i].second.find(":40x40:") != std::string::npos;
    if (big && i % 2 == 1) continue;
    decide(ids[i]);
    largest += big;
  }
  CHECK(largest >= 4);
}

TEST_CASE("every Pattern ID, by both backends", "[nonogram][tatham][.full]") {
  for (const auto& c : pattern_ids()) decide(c);
}

TEST_CASE("Pattern IDs: the clue lists and given squares as Pattern reads them",
          "[nonogram][tatham]") {
  // Columns first (top to bottom), then rows (left to right); an empty list is a line without
  // runs.
  auto p = read_nonogram("pattern:3x3:2/1/1.1/1/1/3");
  CHECK(p->col_runs == std::vector<std::vector<int>>{{2}, {1}, {1, 1}});
  CHECK(p->row_runs == std::vector<std::vector<int>>{{1}, {1}, {3}});
  require_verdict(*p, Verdict::Unique);
  CHECK(written(*p, "tatham") == "pattern:3x3:2/1/1.1/1/1/3\n");
  // Given squares: 'a' gives cell 0 empty, 'A' cell 1 filled, 'a' cell 2 empty, 'c' skips the
  // last 2 cells; 'z' skips 25 and gives nothing.
  auto g = read_nonogram("pattern:5x1:/1////1,aAac");
  CHECK(g->grid.cells == std::vector<int>{0, 1, 0, kUnknown, kUnknown});
  CHECK(written(*g, "tatham") == "pattern:5x1:/1////1,aAac\n");
  auto z = read_nonogram("pattern:30x1:" + std::string(30, '/') + ",zdA");
  CHECK(z->grid.cells[28] == 0);
  CHECK(z->grid.cells[29] == 1);
  CHECK(written(*z, "tatham") == "pattern:30x1:" + std::string(30, '/') + ",zdA\n");
}

// pzprjs's own example (test/script/nonogram.js): the URL and the answer its test marks correct
// (the pzprv3 file with no failure code), rows 110100 100010 010110 000000 100010 011100.
TEST_CASE("puzz.link nonogram: pzprjs's example and its answer", "[nonogram][puzzlink]") {
  const std::string url = "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h";
  auto p = read_nonogram(url);
  CHECK(p->col_runs ==
        std::vector<std::vector<int>>{{2, 1}, {1, 1, 1}, {1}, {1, 1, 1}, {2, 1}, {}});
  CHECK(p->row_runs == std::vector<std::vector<int>>{{2, 1}, {1, 1}, {1, 2}, {}, {1, 1}, {3}});
  const Grid answer = shading("##.#../#...#./.#.##./....../#...#./.###..");
  require_verdict(*p, Verdict::Unique, &answer);
  // The writer writes what pzprjs writes (the clues flushed next to the grid).
  CHECK(written(*p, "puzzlink") == url + "\n");
  CHECK(read_nonogram(written(*p, "puzzlink"))->row_runs == p->row_runs);
}

TEST_CASE("the native format and round trips", "[nonogram][formats]") {
  const std::string text = "nonogram 2x3\ntop:\n1\n0\n1 \nleft: 1 1\n-\ngrid:\n1..\n...\n";
  auto p = read_nonogram(text);
  CHECK(p->height == 2);
  CHECK(p->width == 3);
  CHECK(p->col_runs == std::vector<std::vector<int>>{{1}, {}, {1}});
  CHECK(p->row_runs == std::vector<std::vector<int>>{{1, 1}, {}});
  CHECK(p->grid.at(0, 0) == 1);
  const std::string native = written(*p, "native");
  CHECK(native == "nonogram 2x3\ntop:\n1\n0\n1\nleft:\n1 1\n0\ngrid:\n1..\n...\n");
  CHECK(written(*read_nonogram(native), "native") == native);
  // Through Tatham's ID and back.
  const std::string id = written(*p, "tatham");
  CHECK(id == "pattern:3x2:1//1/1.1/,Af\n");
  CHECK(written(*read_nonogram(id), "native") == native);
  // puzz.link has no givens.
  std::string error;
  CHECK_FALSE(write_puzzle(*p, "puzzlink", error).has_value());
  p->grid = Grid(2, 3);
  const std::string url = written(*p, "puzzlink");
  CHECK(written(*read_nonogram(url), "native") == written(*p, "native"));
}

TEST_CASE("reader errors name their line and column", "[nonogram][formats]") {
  CHECK(nonogram_read_error("pattern:2x2:1/1/1") ==
        "1:18: too few row/column specifications: 3 of the 4 (2 columns, then 2 rows)");
  CHECK(nonogram_read_error("pattern:2x2:1/1/1/1/1").starts_with("1:20: too many"));
  CHECK(nonogram_read_error("pattern:2x2:1/0/1/1").starts_with("1:15: all clues must be"));
  CHECK(nonogram_read_error("pattern:2x2:1/1.1/1/1").starts_with("1:17: the runs of column 2"));
  CHECK(nonogram_read_error("pattern:2x2:1/1/1/1x").starts_with("1:20: unexpected 'x'"));
  CHECK(nonogram_read_error("pattern:2x2:1/1/1/1,A").starts_with("1:22: too little data"));
  CHECK(nonogram_read_error("pattern:2x2:1/1/1/1,AdA").starts_with("1:23: too much data"));
  CHECK(nonogram_read_error("pattern:2x2:1/1/1/1,A3").starts_with("1:22: unrecognised"));
  CHECK(nonogram_read_error("pattern:1:1").starts_with("1:9: Pattern grids have at least two"));
  CHECK(nonogram_read_error("https://puzz.link/p?nonogram/2/2/1g1g1g1gg")
            .starts_with("1:38: the body goes on"));
  CHECK(
      nonogram_read_error("https://puzz.link/p?nonogram/2/2/0").starts_with("1:34: nonogram runs"));
  CHECK(nonogram_read_error("https://puzz.link/p?nonogram/2/2/.").starts_with("1:34: a clue with"));
  CHECK(nonogram_read_error("https://puzz.link/p?nonogram/2/2/3").starts_with("1:34: the runs 3"));
  CHECK(nonogram_read_error("nonogram 2\ntop:\n1\n1\nleft:\n1\n") ==
        "7:1: 'left:' has 1 lines, expected 2 (one per row)");
  CHECK(nonogram_read_error("nonogram 2\ntop:\n1\n3\nleft:\n1\n1\n")
            .starts_with("4:1: the runs 3 of column 2 do not fit"));
  CHECK(nonogram_read_error("nonogram 2\ntop:\n1\nx\nleft:\n1\n1\n")
            .starts_with("4:1: expected a run length"));
  CHECK(
      nonogram_read_error("nonogram 2\ntop:\n1\n1\n").starts_with("5:1: a nonogram needs a left:"));
  CHECK(nonogram_read_error("nonogram 2\ntop:\n1\n1\nleft:\n1\n1\ngrid:\n1.\n.2\n")
            .starts_with("10:2: a nonogram given is"));
}

TEST_CASE("MiniZinc data for nonogram.mzn", "[nonogram][formats]") {
  const auto p = read_nonogram("pattern:3x3:2/1/1.1/1/1/3");
  CHECK(p->minizinc_data() ==
        "h = 3;\nw = 3;\nmax_row_runs = 1;\nrow_runs_count = [1, 1, 1];\n"
        "row_runs = [| 1 | 1 | 3 |];\nmax_col_runs = 2;\ncol_runs_count = [1, 1, 2];\n"
        "col_runs = [| 2, 0 | 1, 0 | 1, 1 |];\n"
        "given = [| -1, -1, -1 | -1, -1, -1 | -1, -1, -1 |];\n");
}
