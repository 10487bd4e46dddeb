// Pearl game IDs. The IDs Tatham's own generator printed (tests/masyu/data/pearl-ids.txt: 5x5 to
// 12x12, easy and tricky) each have exactly one solution by both backends, the loop Pearl's own
// solver draws, and check accepts it; a handful here (the largest among them), all of them in the
// hidden [.full] test. Reading an ID and writing it back gives Pearl's text; a bad ID is reported
// at the character that is wrong.
#include <catch2/catch.hpp>
#include <chrono>

#include "formats/formats.hpp"
#include "masyu/masyu_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

void decide(const TathamCase& c) {
  INFO("line " << c.line << ": " << c.id);
  const auto p = read_masyu(c.id);
  const Grid solution = tatham_solution(*p, c);
  CHECK_FALSE(check_solution(*p, solution).has_value());
  require_verdict(*p, Verdict::Unique, &solution);
}

std::string written(const Puzzle& p, const std::string& to) {
  std::string error;
  const auto text = write_puzzle(p, to, error);
  INFO(error);
  REQUIRE(text.has_value());
  return *text;
}

}  // namespace

TEST_CASE("Pearl's own IDs: Pearl's solution, and only it, by both backends (a few)",
          "[masyu][tatham]") {
  const auto cases = pearl_cases();
  REQUIRE(cases.size() >= 30);
  int big = 0;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const bool largest = cases[i].id.rfind("pearl:12x12:", 0) == 0;
    if (i % 8 != 0 && !largest) continue;
    decide(cases[i]);
    big += largest;
  }
  CHECK(big >= 6);
}

TEST_CASE("every Pearl ID: Pearl's solution, and only it, by both backends", "[.full][masyu]") {
  for (const TathamCase& c : pearl_cases()) decide(c);
}

TEST_CASE("Pearl 12x12 tricky: each decided in well under a second by either backend",
          "[masyu][tatham]") {
  for (const TathamCase& c : pearl_cases()) {
    if (c.id.rfind("pearl:12x12:", 0) != 0) continue;
    const auto p = read_masyu(c.id);
    for (Backend backend : {Backend::Sat, Backend::Native}) {
      RunOptions options;
      options.backend = backend;
      const auto start = std::chrono::steady_clock::now();
      const RunResult r = run(*p, Mode::Unique, options);
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      INFO(c.id << (backend == Backend::Sat ? " sat" : " native"));
      CHECK(r.verdict == Verdict::Unique);
      CHECK(seconds < 5.0);  // a loose bound for a loaded machine; typically milliseconds
    }
  }
}

TEST_CASE("a Pearl ID read and written back is Pearl's own text", "[masyu][tatham]") {
  for (const TathamCase& c : pearl_cases()) {
    INFO("line " << c.line);
    const auto p = read_masyu(c.id);
    CHECK(written(*p, "tatham") == c.id + "\n");
    // Through the native format and puzz.link, and back.
    CHECK(*read_masyu(written(*p, "native")) == *p);
    CHECK(*read_masyu(written(*p, "puzzlink")) == *p);
  }
  // The difficulty and Pearl's `n` flag are read and ignored; `N` alone is N x N; long runs of
  // empty cells are written 26 at a time.
  CHECK(written(*read_masyu("pearl:5x5dtn:dBbBlBcB"), "tatham") == "pearl:5x5:dBbBlBcB\n");
  CHECK(written(*read_masyu("pearl:5:dBbBlBcB"), "tatham") == "pearl:5x5:dBbBlBcB\n");
  const auto wide = read_masyu("pearl:30x5:zzzzzsB");
  CHECK(wide->width == 30);
  CHECK(wide->height == 5);
  CHECK(wide->pearls.at(4, 29) == Masyu::kBlack);
  CHECK(written(*wide, "tatham") == "pearl:30x5:zzzzzsB\n");
  CHECK(written(*read_masyu("pearl:5x5:aabBbBlBcB"), "tatham") == "pearl:5x5:dBbBlBcB\n");
}

TEST_CASE("what Pearl cannot load is not written", "[masyu][tatham]") {
  const Masyu small(4, 6);
  std::string error;
  CHECK_FALSE(write_puzzle(small, "tatham", error).has_value());
  CHECK(error.find("Pearl grids are at least 5x5, this one 6x4") != std::string::npos);
  // gridsat reads it all the same.
  CHECK(read_masyu("pearl:4x3:aWj")->pearls.at(0, 1) == Masyu::kWhite);
}

TEST_CASE("a bad Pearl ID is reported where it goes wrong", "[masyu][tatham]") {
  auto error = [](const std::string& id) {
    const ReadError e = read_error(id);
    return std::to_string(e.col) + ": " + e.message;
  };
  // PARAMS
  CHECK(error("pearl:1x5:e") ==
        "7: no loop fits in a masyu grid 5x1: it needs at least two rows and two columns");
  CHECK(error("pearl:6x1:f") ==
        "7: no loop fits in a masyu grid 1x6: it needs at least two rows and two columns");
  CHECK(error("pearl:5x5q:y") == "10: unknown Pearl parameter 'q'");
  CHECK(error("pearl:x5:y") == "7: expected Pearl width (a number)");
  CHECK(error("pearl:500x5:y") == "7: Pearl width 500 is too large (at most 100)");
  // DESC
  CHECK(error("pearl:5x5:dBbBlBcb") == "18: the description runs past the 25 cells of a 5x5 grid");
  CHECK(error("pearl:5x5:dBbBlBc") == "18: the description ends after 24 of the 25 cells");
  CHECK(error("pearl:5x5:dBbBlBc1") ==
        "18: unexpected '1' in a Pearl description (B a black pearl, W a white one, a-z 1-26 "
        "cells without one)");
  // Pearls no loop can satisfy: a black one in the middle of a 3-wide grid, a white one in a
  // corner.
  CHECK(error("pearl:3x5:aBm") ==
        "12: the black pearl at r1c2 has no room to turn: the loop leaves a black pearl for two "
        "cells straight on, one way across and one way up or down, and this grid has no two cells "
        "left or right of it");
  CHECK(error("pearl:5x5:xW") ==
        "12: the white pearl at r5c5 is in a corner of the grid, where the loop cannot go "
        "straight through it");
  const ReadError e = read_error("pearl:2x2:Wc");
  CHECK(e.line == 1);
  CHECK(e.col == 11);
}
