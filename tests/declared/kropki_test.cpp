// Kropki, the declared values genre with dots, with an answer that does not come from gridsat:
// pzprjs's own example (test/script/kropki.js in pzprjs), its URL and the answer its check
// accepts, unique by both backends, and complete answers breaking each of pzprjs's failcheck
// rules (nmDupRow, nmSubNe1, nmSubEq1, nmDivNe2; ceNoNum, an empty cell, has no counterpart).
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("pzprjs's kropki example: unique, with the answer its check accepts",
          "[declared][kropki]") {
  const auto p =
      require_values_example("https://puzz.link/p?kropki/4/4/aa7fioco", "kropki",
                             numbers({{4, 3, 1, 2}, {2, 1, 3, 4}, {1, 4, 2, 3}, {3, 2, 4, 1}}));
  CHECK(write(*p, "native") ==
        "kropki 4x4\nacross:\nw . w\nw . w\n. b w\nw b .\ndown:\nb . . b\nb . w w\n. b b .\n");
  // nmDupRow.
  CHECK(broken_values(*p, {{4, 4, 1, 2}, {2, 1, 3, 4}, {1, 4, 2, 3}, {3, 2, 4, 1}}) ==
        "r1c2: row 1 holds 4 twice (r1c1 and r1c2)");
  // nmSubNe1: 1 and 3 swapped throughout (still a Latin square).
  CHECK(broken_values(*p, {{4, 1, 3, 2}, {2, 3, 1, 4}, {3, 4, 2, 1}, {1, 2, 4, 3}}) ==
        "r1c2: r1c1 and r1c2 (4 and 1) do not differ by 1");
  // nmSubEq1: the first two columns swapped.
  CHECK(broken_values(*p, {{3, 4, 1, 2}, {1, 2, 3, 4}, {4, 1, 2, 3}, {2, 3, 4, 1}}) ==
        "r2c3: r2c2 and r2c3 (2 and 3) are consecutive or one twice the other, without a dot");
  // nmDivNe2: the first two rows swapped.
  CHECK(broken_values(*p, {{2, 1, 3, 4}, {4, 3, 1, 2}, {1, 4, 2, 3}, {3, 2, 4, 1}}) ==
        "r3c1: r2c1 and r3c1 (4 and 1): neither is twice the other");
}

TEST_CASE("kropki: bad input is one error at its line and column", "[declared][kropki][errors]") {
  require_read_error("kropki 2x2\ndown:\n. .\n", 4, 1, "needs its across: section");
  require_read_error("kropki 2x2\nacross:\n.\nx\ndown:\n. .\n", 4, 1, "not 'x'");
  require_read_error("kropki 2x2\nacross:\n.\n.\ndown:\n. .\ngivens:\n3 .\n. .\n", 8, 1,
                     "can be 1 to 2");
  require_read_error("kropki/4/4/aa7fio", 1, 18, "");
  require_read_error("kropki/4/4/aa7fiocoz", 1, 20, "unexpected text after the dots");
  // Two neighbours of a 2x2 Latin square are always 1 and 2: without a dot, no solution; with
  // white dots everywhere, both squares.
  require_verdict(*parse("kropki 2x2\nacross:\n.\n.\ndown:\n. .\n"), Verdict::None);
  require_verdict(*parse("kropki 2x2\nacross:\nw\nw\ndown:\nw w\n"), Verdict::Multiple);
  const auto given = parse("kropki 2x2\nacross:\nw\nw\ndown:\nw w\ngivens:\n2 .\n. .\n");
  const Grid answer = numbers({{2, 1}, {1, 2}});
  require_verdict(*given, Verdict::Unique, &answer);
  // puzz.link's kropki holds only the dots.
  const CliRun run = run_cli({"convert", "--to", "puzzlink", "-"},
                             "kropki 2x2\nacross:\nw\nw\ndown:\nw w\ngivens:\n2 .\n. .\n");
  CHECK(run.status != 0);
  CHECK(run.err.find("cannot hold given numbers") != std::string::npos);
}
