// View, the declared values genre whose numbers start at 0 (held one past the blank), with
// answers that do not come from gridsat:
//  - pzprjs's own example (test/script/view.js in pzprjs): its URL and the answer its check
//    accepts, unique; two of its failcheck boards' breaks (nmAdjacent, nmSumViewNe);
//  - every janko.at View (tests/data/view/janko.txt, made by scripts/make-janko-view) with its
//    published solution, unique by both backends.
// Then the formats and bad inputs.
#include <catch2/catch.hpp>

#include "declared/declared_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

constexpr int E = -1;  // an empty cell, in the rows below

// An answer from rows of the numbers shown (E empty) as the puzzle holds it: a number n is the
// value n + 1, an empty cell the blank 0.
Grid view_answer(const std::vector<std::vector<int>>& rows) {
  Grid g = numbers(rows);
  for (int& v : g.cells) v = v == E ? 0 : v + 1;
  return g;
}

std::string broken_view(const Puzzle& p, const std::vector<std::vector<int>>& rows) {
  const auto v = check_solution(p, view_answer(rows));
  REQUIRE(v.has_value());
  return describe(*v);
}

}  // namespace

TEST_CASE("pzprjs's view example: unique, with the answer its check accepts", "[declared][view]") {
  const auto p = require_values_example(
      "https://puzz.link/p?view/5/5/m401g3g2g101m", "view",
      view_answer(
          {{E, E, E, 3, 0}, {E, E, 4, 0, 1}, {2, 3, E, 2, E}, {1, 0, 1, 0, 2}, {E, 1, 0, 1, E}}));
  CHECK(write(*p, "native") ==
        "view 5x5\ngivens:\n. . . . .\n. . 4 0 1\n. 3 . 2 .\n1 0 1 . .\n. . . . .\n");
  // nmAdjacent: a 0 written under the given 0 of r4c2.
  CHECK(
      broken_view(
          *p, {{E, E, E, E, E}, {E, E, 4, 0, 1}, {E, 3, E, 2, E}, {1, 0, 1, E, E}, {E, 0, E, E, E}})
          .find("r4c2 and r5c2 both hold 0") != std::string::npos);
  // nmSumViewNe: the givens alone; the 0 of r2c4 sees the empty r1c4 above it.
  CHECK(
      broken_view(
          *p,
          {{E, E, E, E, E}, {E, E, 4, 0, 1}, {E, 3, E, 2, E}, {1, 0, 1, E, E}, {E, E, E, E, E}}) ==
      "r2c4: the 0 at r2c4 sees 1 empty cell");
  // The answer as JSON (an empty cell null, the numbers as shown) and as plain text.
  const CliRun json = run_cli({"solve", "--format", "json", "-"}, write(*p, "native"));
  CHECK(json.out.find("[[null,null,null,3,0],[null,null,4,0,1]") != std::string::npos);
  const CliRun plain = run_cli({"solve", "--format", "plain", "-"}, write(*p, "native"));
  CHECK(plain.out.rfind("# # # 3 0\n# # 4 0 1\n", 0) == 0);
}

TEST_CASE("view: every janko.at View has its published solution, uniquely",
          "[declared][view][data]") {
  const auto lines = data_set_lines("view/janko.txt", 3);
  REQUIRE(lines.size() == 50);
  for (const auto& field : sample_of(lines, 10)) {
    INFO("janko.at View " << field[0]);
    const auto p = parse(field[1]);
    ParseError error;
    const auto answer = read_plain(*p, field[2], error);
    REQUIRE(answer.has_value());
    require_verdict(*p, Verdict::Unique, &*answer);
  }
}

TEST_CASE("view: formats and bad input", "[declared][view][errors]") {
  require_read_error("view 3x3\ngivens:\n5 . .\n. . .\n. . .\n", 3, 1,
                     "the number in r1c1 is 5; it can be 0 to 4");
  require_read_error("view 3x3\ngivens:\nx . .\n. . .\n. . .\n", 3, 1, "");
  require_read_error("view 3x3\ngivens:\n-1 . .\n. . .\n. . .\n", 3, 1, "");
  require_read_error("https://puzz.link/p?view/3/3/5n", 1, 30, "it can be 0 to 4");
  require_read_error("https://puzz.link/p?view/3/3/.n", 1, 30, "not '?'");
  require_read_error("https://puzz.link/p?view/3/3/0m", 1, 32, "ends after 8 of the 9 cells");
  // Givens that no answer keeps: none; no givens: many.
  require_verdict(*parse("view 2x2\ngivens:\n0 0\n. .\n"), Verdict::None);
  require_verdict(*parse("view 2x2\n"), Verdict::Multiple);
  // An answer's number past the largest, in the numbers it shows.
  const auto p = parse("view 2x2\n");
  CHECK(broken_view(*p, {{3, E}, {E, E}}) == "r1c1: the number in r1c1 is 3; it can be at most 2");
}
