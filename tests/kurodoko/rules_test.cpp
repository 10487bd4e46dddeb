// Kurodoko's rules on puzzles and answers from outside gridsat: pzprjs's test of its kurodoko,
// range.c's own example, small ones worked out by hand (counted by check, by the CNF, static and
// lazy, and by both backends), and what check says is wrong. The three readings of the rules
// agree on every shading of small grids in the generic harness of the declared genres
// (tests/rules/declared_test.cpp).
#include <catch2/catch.hpp>
#include <set>

#include "driver/cuts.hpp"
#include "driver/engine.hpp"
#include "kurodoko/kurodoko_helpers.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

using Shadings = std::set<std::vector<int>>;

Shadings as_set(const std::vector<Grid>& grids) {
  Shadings out;
  for (const Grid& g : grids) out.insert(g.cells);
  return out;
}

// Every model of the puzzle's encoding, projected on the answer; with Lazy connectivity the cuts
// are added as the embedded solver adds them (driver/cuts.hpp).
Shadings sat_models(const Kurodoko& puzzle, const EncodeOptions& options) {
  Cnf cnf;
  puzzle.encode(cnf, options);
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  Shadings out;
  while (solve_with_cuts(puzzle, cnf.answer(), *solver) == SatResult::Sat) {
    const Grid g = decode_grid(cnf.answer(), puzzle.rows(), puzzle.cols(),
                               [&](int var) { return solver->value(var); });
    REQUIRE(out.insert(g.cells).second);
    solver->add_clause(blocking_clause(cnf.answer(), g));
  }
  return out;
}

long long engine_count(const Kurodoko& puzzle, Backend backend, Connectivity connectivity) {
  RunOptions options;
  options.backend = backend;
  options.encode.connectivity = connectivity;
  options.count_limit = 1 << 20;
  const RunResult r = run(puzzle, Mode::Count, options);
  CHECK_FALSE(r.internal_error.has_value());
  CHECK(r.count_complete);
  return r.count;
}

std::string native_text(const Kurodoko& k) {
  std::string out = "kurodoko " + k.header_options() + "\ngrid:\n";
  for (int r = 0; r < k.rows(); ++r) {
    for (int c = 0; c < k.cols(); ++c) {
      const int n = number_at(k, r, c);
      out += std::string(c ? " " : "") + (n == kUnknown                 ? "."
                                          : n == rules::kQuestionNumber ? "?"
                                                                        : std::to_string(n));
    }
    out += "\n";
  }
  return out;
}

}  // namespace

TEST_CASE("small puzzles counted by hand", "[kurodoko][rules]") {
  // A 5 in the middle of 3 x 3 sees its four neighbours, so they are white; each corner is then
  // free (its neighbours are white, and a black corner cuts nothing off): 2^4 shadings.
  Kurodoko five = kurodoko(3, 3);
  set(five, 1, 1, 5);
  CHECK(brute_force_solutions(five).size() == 16);
  CHECK(engine_count(five, Backend::Sat, Connectivity::Static) == 16);
  CHECK(engine_count(five, Backend::Sat, Connectivity::Lazy) == 16);
  CHECK(engine_count(five, Backend::Native, Connectivity::Auto) == 16);

  // A 2 in the corner of 2 x 2 sees exactly one of its two neighbours; the other is black and
  // the far corner white: two shadings.
  Kurodoko two = kurodoko(2, 2);
  set(two, 0, 0, 2);
  const Shadings expected = {shading({".#", ".."}).cells, shading({"..", "#."}).cells};
  CHECK(as_set(brute_force_solutions(two)) == expected);
  EncodeOptions lazy;
  lazy.connectivity = Connectivity::Lazy;
  CHECK(sat_models(two, lazy) == expected);

  // A 1 between two cells: both are black.
  Kurodoko one = kurodoko(1, 3);
  set(one, 0, 1, 1);
  require_verdict(one, Verdict::Unique, nullptr);
  CHECK(run(one, Mode::Unique, {}).solutions.front() == shading({"#.#"}));

  // A 3 at one end of a row of three makes the whole row white, and then the 2 at the other end
  // sees 3: no solution.
  Kurodoko four = kurodoko(1, 3);
  set(four, 0, 0, 3);
  set(four, 0, 2, 2);
  require_verdict(four, Verdict::None);
}

TEST_CASE("pzprjs's kurodoko example, its answer and its wrong answers", "[kurodoko][rules]") {
  // pzprjs test/script/kurodoko.js: the URL, the answer it accepts, and three answers it rejects
  // with the rule each breaks (checked by hand against the rules, too).
  const auto k = read_kurodoko("https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i");
  CHECK(native_text(*k) ==
        "kurodoko 5x5\ngrid:\n. . . 7 .\n5 . . . .\n. . 2 . .\n. . . . 2\n. 4 . . .\n");
  const Grid answer = shading({".#...", "..#..", ".#..#", "..#..", "#...#"});
  CHECK_FALSE(check_solution(*k, answer).has_value());
  require_verdict(*k, Verdict::Unique, &answer);

  const auto adjacent = check_solution(*k, shading({".....", ".....", ".....", "..#..", "..#.."}));
  REQUIRE(adjacent.has_value());
  CHECK(describe(*adjacent) == "r4c3: black cells r4c3 and r5c3 touch");

  const auto divided = check_solution(*k, shading({".#...", "..#..", ".#...", "..#..", "...#."}));
  REQUIRE(divided.has_value());
  CHECK(divided->message.find("white cells are not connected") != std::string::npos);

  const auto view = check_solution(*k, shading({"#....", "..#..", ".#..#", "..#..", "#...#"}));
  REQUIRE(view.has_value());
  // r1c1 black rather than r1c2: the 7 sees one cell too many and the 5 one too few; check
  // names the first in reading order.
  CHECK(describe(*view) == "r1c4: r1c4 sees 8 white cells (itself included), not 7");
}

TEST_CASE("range.c's own example has the solution drawn beside it", "[kurodoko][rules]") {
  // The opening comment of Tatham's range.c draws a 7 x 7 puzzle and its solution. (The ID
  // written there, 7x7:d7b3e8e5c7a7c13e4d8b4d, covers 48 cells, one short: the run after the 4
  // is `e`, as the drawing shows; Range itself rejects the ID as written.)
  const auto k = read_kurodoko(R"(kurodoko 7x7
grid:
.  .  .  .  7  .  .
3  .  .  .  .  .  8
.  .  .  .  .  5  .
.  .  7  .  7  .  .
. 13  .  .  .  .  .
4  .  .  .  .  .  8
.  .  4  .  .  .  .
)");
  CHECK(same(*read_kurodoko("range:7x7:d7b3e8e5c7a7c13e4e8b4d"), *k));
  CHECK(read_error("range:7x7:d7b3e8e5c7a7c13e4d8b4d").message ==
        "the grid code covers 48 of the 49 cells");
  const Grid solution =
      shading({".......", "..#.#..", "#..#...", ".....#.", ".......", "..#.#..", "#....#."});
  CHECK_FALSE(check_solution(*k, solution).has_value());
  require_verdict(*k, Verdict::Unique, &solution);
}

TEST_CASE("what check reports", "[kurodoko][rules]") {
  Kurodoko k = kurodoko(2, 3);
  set(k, 0, 0, 3);
  set(k, 1, 2, rules::kQuestionNumber);
  CHECK_FALSE(k.check(shading({"..#", "..."})).has_value());
  CHECK(describe(*k.check(shading({"#..", "..."}))) ==
        "r1c1: numbered cell r1c1 holds 1 black cell, more than 0");
  CHECK(describe(*k.check(shading({"...", "..#"}))) ==
        "r2c3: numbered cell r2c3 holds 1 black cell, more than 0");
  CHECK(describe(*k.check(shading({".##", "..."}))) == "r1c2: black cells r1c2 and r1c3 touch");
  CHECK(describe(*k.check(shading({"..#", "..#"}))) == "r1c3: black cells r1c3 and r2c3 touch");
  CHECK(describe(*k.check(shading({".#.", "#.."}))) ==
        "r1c3: the white cells are not connected: r1c3 is cut off from r1c1");
  CHECK(describe(*k.check(shading({"...", "..."}))) ==
        "r1c1: r1c1 sees 4 white cells (itself included), not 3");
  Grid two = shading({"...", "..."});
  two.at(0, 1) = 2;
  CHECK(describe(*k.check(two)) == "r1c2: value 2 is not 0 or 1");
}

TEST_CASE("the numbers are the removable clues", "[kurodoko][rules]") {
  Kurodoko k = kurodoko(2, 3);
  set(k, 0, 2, 4);
  set(k, 1, 0, rules::kQuestionNumber);
  const std::vector<Clue> clues = k.removable_clues();
  REQUIRE(clues.size() == 2);
  CHECK(clues[0] == Clue{Clue::Kind::Mark, 0, 0, Side::Top, 2, 4});
  CHECK(clues[1] == Clue{Clue::Kind::Mark, 0, 0, Side::Top, 3, rules::kQuestionNumber});
  CHECK(k.describe_clue(clues[0]) == "number r1c3 = 4");
  CHECK(k.describe_clue(clues[1]) == "number r2c1 = ?");
  const auto fewer = with_clues(k, std::span<const Clue>(clues).subspan(1));
  const auto& f = dynamic_cast<const Kurodoko&>(*fewer);
  CHECK(number_at(f, 0, 2) == kUnknown);
  CHECK(number_at(f, 1, 0) == rules::kQuestionNumber);

  // The encoding with one number is the encoding without it plus clauses of its own (what the
  // setter relies on).
  Cnf bare, one;
  with_clues(k, {})->encode(bare, {});
  with_clues(k, std::span<const Clue>(clues).first(1))->encode(one, {});
  REQUIRE(one.literals().size() > bare.literals().size());
  CHECK(std::equal(bare.literals().begin(), bare.literals().end(), one.literals().begin()));
}
