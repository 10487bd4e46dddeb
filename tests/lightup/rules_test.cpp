// Light Up's statements of its rules held against each other. On small grids (1 x 1 to 4 x 4) with
// random walls (no numbers; numbers of a random valid placement; one number made too large;
// given cells), every placement is judged by check: the models CaDiCaL enumerates of the
// encoding (every at-most-one and both cardinality encodings) are exactly the placements check
// accepts, the native rules accept a complete placement exactly when check does, and the engine
// counts the same with both backends. Also: small puzzles worked out by hand, pzprjs's example
// with the answer its test script accepts, what check reports, and the removable clues.
#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "driver/cuts.hpp"
#include "driver/engine.hpp"
#include "lightup/lightup_helpers.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

using Placements = std::set<std::vector<int>>;

Placements as_set(const std::vector<Grid>& grids) {
  Placements out;
  for (const Grid& g : grids) out.insert(g.cells);
  return out;
}

Placements sat_models(const Lightup& puzzle, const EncodeOptions& options) {
  Cnf cnf;
  puzzle.encode(cnf, options);
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  Placements out;
  while (solve_with_cuts(puzzle, cnf.answer(), *solver) == SatResult::Sat) {
    const Grid g = decode_grid(cnf.answer(), puzzle.rows(), puzzle.cols(),
                               [&](int var) { return solver->value(var); });
    REQUIRE(out.insert(g.cells).second);
    solver->add_clause(blocking_clause(cnf.answer(), g));
  }
  return out;
}

bool native_accepts(const NativeRules& rules, const Grid& g) {
  std::vector<Candidates> cells = rules.initial();
  for (std::size_t i = 0; i < cells.size(); ++i) cells[i] &= Candidates{1} << g.cells[i];
  return rules.propagate(cells);
}

long long engine_count(const Lightup& puzzle, Backend backend) {
  RunOptions options;
  options.backend = backend;
  options.count_limit = 1 << 20;
  const RunResult r = run(puzzle, Mode::Count, options);
  CHECK_FALSE(r.internal_error.has_value());
  CHECK(r.count_complete);
  return r.count;
}

int bulbs_around(const Lightup& p, const Grid& g, int cell) {
  int n = 0;
  for (int next : white_neighbours(p, cell)) n += g.cells[at(next)];
  return n;
}

// The puzzles of the exhaustive test on an h x w grid: random walls (about one cell in four),
// then per round: no numbers; the numbers of a random valid placement on some walls; one number
// made one larger (often no solution); a given cell or two taken from the valid placement or
// flipped.
std::vector<Lightup> patterns(int h, int w, int count, std::mt19937& rng) {
  std::vector<Lightup> out;
  for (int round = 0; round < count; ++round) {
    Lightup p = lightup(h, w);
    std::bernoulli_distribution wall(0.25);
    for (int r = 0; r < h; ++r)
      for (int c = 0; c < w; ++c)
        if (wall(rng)) set_cell(p, r, c, kLightupWall);
    const std::vector<Grid> valid = brute_force_solutions(p);
    REQUIRE_FALSE(valid.empty());  // a light up without numbers always has a solution
    const Grid& truth = valid[std::uniform_int_distribution<std::size_t>(0, valid.size() - 1)(rng)];
    if (round % 4 != 0) {
      std::bernoulli_distribution pick(0.7);
      for (int cell = 0; cell < h * w; ++cell)
        if (is_wall(p, cell) && pick(rng))
          set_cell(p, cell / w, cell % w, bulbs_around(p, truth, cell));
    }
    if (round % 4 == 2)
      for (int cell = 0; cell < h * w; ++cell)
        if (const int n = p.numbers().cells[at(cell)];
            n >= 0 && n < static_cast<int>(white_neighbours(p, cell).size())) {
          set_cell(p, cell / w, cell % w, n + 1);
          break;
        }
    if (round % 4 == 3)
      for (int cell = 0, given = 0; cell < h * w && given < 2; ++cell)
        if (!is_wall(p, cell) && std::bernoulli_distribution(0.3)(rng)) {
          const int v = truth.cells[at(cell)];
          p.set_given(cell / w, cell % w, given == 1 ? 1 - v : v);
          ++given;
        }
    out.push_back(p);
  }
  return out;
}

void hold_rules_together(const Lightup& p) {
  const std::vector<Grid> solutions = brute_force_solutions(p);
  const Placements truth = as_set(solutions);
  for (Amo amo : {Amo::Pairwise, Amo::Sequential, Amo::Product})
    for (Card card : kAllCard) {
      EncodeOptions options;
      options.amo = amo;
      options.card = card;
      CHECK(sat_models(p, options) == truth);
    }
  const auto rules = p.native_rules();
  const int cells = p.rows() * p.cols();
  for (long code = 0; code < (1L << cells); ++code) {
    Grid g(p.rows(), p.cols());
    for (int i = 0; i < cells; ++i) g.cells[at(i)] = (code >> i) & 1;
    const bool valid = truth.count(g.cells) > 0;
    if (native_accepts(*rules, g) != valid) {
      FAIL_CHECK("native rules " << (valid ? "reject" : "accept") << "\n" << plain_bulbs(g));
      break;
    }
  }
  const auto expected = static_cast<long long>(solutions.size());
  CHECK(engine_count(p, Backend::Sat) == expected);
  CHECK(engine_count(p, Backend::Native) == expected);
}

}  // namespace

TEST_CASE("check, encode and the native rules agree on every small placement", "[lightup][rules]") {
  std::mt19937 rng(20261123);
  int with_solutions = 0, without = 0, several = 0;
  const std::pair<int, int> sizes[] = {{1, 1}, {1, 4}, {4, 1}, {2, 2}, {2, 3},
                                       {3, 3}, {3, 4}, {4, 3}, {4, 4}};
  for (auto [h, w] : sizes) {
    const int rounds = h * w <= 4 ? 4 : h * w >= 16 ? 8 : 12;
    for (const Lightup& p : patterns(h, w, rounds, rng)) {
      INFO(native_text(p));
      hold_rules_together(p);
      const auto n = brute_force_solutions(p).size();
      with_solutions += n > 0;
      without += n == 0;
      several += n > 1;
    }
  }
  // The patterns reach every verdict.
  CHECK(with_solutions >= 20);
  CHECK(without >= 3);
  CHECK(several >= 10);
}

TEST_CASE("small puzzles counted by hand", "[lightup][rules]") {
  // An empty 2 x 2: a bulb lights its row and column, so two bulbs on a diagonal light all four
  // cells without seeing each other; two on a row or column would: 2 placements.
  Lightup empty = lightup(2, 2);
  const Placements diagonals = {bulbs({"#.", ".#"}).cells, bulbs({".#", "#."}).cells};
  CHECK(as_set(brute_force_solutions(empty)) == diagonals);
  CHECK(sat_models(empty, {}) == diagonals);
  CHECK(engine_count(empty, Backend::Native) == 2);

  // A 4 in the middle of 3 x 3: its four neighbours hold bulbs (the wall keeps opposite ones
  // apart), and each corner shares a row with one of them: exactly one placement.
  Lightup four = lightup(3, 3);
  set_cell(four, 1, 1, 4);
  const Grid cross = bulbs({".#.", "#.#", ".#."});
  require_verdict(four, Verdict::Unique, &cross);

  // A 0 in the middle of 3 x 3: the bulbs must go to the corners; two opposite corners light
  // everything: 2 placements.
  Lightup zero = lightup(3, 3);
  set_cell(zero, 1, 1, 0);
  CHECK(as_set(brute_force_solutions(zero)) ==
        Placements{bulbs({"#..", "...", "..#"}).cells, bulbs({"..#", "...", "#.."}).cells});
  CHECK(engine_count(zero, Backend::Sat) == 2);
  CHECK(engine_count(zero, Backend::Native) == 2);

  // A row `. 1 .`: each white cell sees only itself, so both hold bulbs: a 1 leaves no
  // placement, a 2 exactly one, a 3 none.
  Lightup one = lightup(1, 3);
  set_cell(one, 0, 1, 1);
  CHECK(brute_force_solutions(one).empty());
  CHECK(engine_count(one, Backend::Native) == 0);
  set_cell(one, 0, 1, 2);
  require_verdict(one, Verdict::Unique, nullptr);
  CHECK(run(one, Mode::Unique, {}).solutions.front() == bulbs({"#.#"}));
  set_cell(one, 0, 1, 3);
  require_verdict(one, Verdict::None);
}

TEST_CASE("pzprjs's akari example and the answer its test script accepts", "[lightup][rules]") {
  // pzprjs test/script/lightup.js: the URL `6/6/nekcakbl` and its failcheck list, whose last
  // answer is accepted (null) and whose others break a rule each.
  const auto p = read_lightup("https://puzz.link/p?akari/6/6/nekcakbl");
  CHECK(native_text(*p) ==
        "lightup 6x6\ngrid:\n. . . . . .\n. . 4 . . .\n. . . . 2 .\n. 0 . . . .\n"
        ". . . 1 . .\n. . . . . .\n");
  const Grid answer = bulbs({"..#...", ".#.#..", "..#..#", "....#.", "#.....", "...#.."});
  CHECK_FALSE(check_solution(*p, answer).has_value());
  require_verdict(*p, Verdict::Unique, &answer);
  // "ceDark": the same without the bulb at r5c1: r5c1 and r6c1 are dark.
  const auto dark =
      check_solution(*p, bulbs({"..#...", ".#.#..", "..#..#", "....#.", "......", "...#.."}));
  REQUIRE(dark.has_value());
  CHECK(describe(*dark) == "r4c1: the cells that light r4c1 holds 0 bulbs, fewer than 1");
  // "akariDup": bulbs r1c3 and r1c6 in one row.
  const auto dup =
      check_solution(*p, bulbs({"..#..#", ".#.#..", "..#...", "....#.", "......", "......"}));
  REQUIRE(dup.has_value());
  CHECK(dup->message == "the white cells r1c1 to r1c6 holds 2 bulbs, more than 1");
}

TEST_CASE("what check reports", "[lightup][rules]") {
  // . 1 .
  // B . .     r1c1 sees only itself, so it holds a bulb; the 1 is then full, and r2c3 lights
  //           the rest: one solution.
  Lightup p = lightup(2, 3);
  set_cell(p, 0, 1, 1);
  set_cell(p, 1, 0, kLightupWall);
  const Grid answer = bulbs({"#..", "..#"});
  CHECK_FALSE(p.check(answer).has_value());
  require_verdict(p, Verdict::Unique, &answer);
  CHECK(describe(*check_solution(p, bulbs({"##.", "..."}))) ==
        "r1c2: cell differs from its given 0");
  CHECK(describe(*p.check(bulbs({"#.#", "..#"}))) ==
        "r1c3: the white cells r1c3 to r2c3 holds 2 bulbs, more than 1");
  CHECK(describe(*p.check(bulbs({"#..", "..."}))) ==
        "r1c3: the cells that light r1c3 holds 0 bulbs, fewer than 1");
  CHECK(describe(*p.check(bulbs({"#.#", ".#."}))) ==
        "r1c1: the cells around r1c2 holds 3 bulbs, not 1");
  Grid two = answer;
  two.at(0, 2) = 2;
  CHECK(describe(*check_solution(p, two)) == "r1c3: value 2 is not 0 or 1");
}

TEST_CASE("the wall numbers and given cells are the removable clues", "[lightup][rules]") {
  Lightup p = lightup(2, 3);
  set_cell(p, 0, 2, 2);
  set_cell(p, 1, 0, kLightupWall);
  p.set_given(0, 0, 1);
  const std::vector<Clue> clues = p.removable_clues();
  REQUIRE(clues.size() == 2);
  CHECK(clues[0] == Clue{Clue::Kind::Given, 0, 0, Side::Top, 0, 1});
  CHECK(clues[1] == Clue{Clue::Kind::Mark, 0, 0, Side::Top, 2, 2});
  CHECK(p.describe_clue(clues[0]) == "given r1c1 = 1");
  CHECK(p.describe_clue(clues[1]) == "number r1c3 = 2");
  // Without its number the wall stays, plain.
  const auto fewer = with_clues(p, std::span<const Clue>(clues).first(1));
  const auto& f = dynamic_cast<const Lightup&>(*fewer);
  CHECK(f.numbers().at(0, 2) == kLightupWall);
  CHECK(f.numbers().at(1, 0) == kLightupWall);
  CHECK(f.givens().at(0, 0) == 1);
  CHECK(f.givens().at(0, 2) == 0);
  const Clue on_white{Clue::Kind::Mark, 0, 0, Side::Top, 1, 1};
  CHECK_THROWS_AS(with_clues(p, std::span<const Clue>(&on_white, 1)), std::invalid_argument);

  // The encoding with one clue is the encoding without it with clauses of its own inserted,
  // the others in their order (what the setter's clue solver relies on).
  auto clauses = [](const Cnf& cnf) {
    std::vector<std::vector<Lit>> out;
    cnf.for_each_clause([&](std::span<const Lit> c) { out.emplace_back(c.begin(), c.end()); });
    return out;
  };
  for (std::size_t i = 0; i < clues.size(); ++i) {
    Cnf bare, one;
    with_clues(p, {})->encode(bare, {});
    with_clues(p, std::span<const Clue>(clues).subspan(i, 1))->encode(one, {});
    const auto b = clauses(bare), o = clauses(one);
    REQUIRE(o.size() > b.size());
    std::size_t found = 0;
    for (const auto& clause : o) found += found < b.size() && clause == b[found];
    CHECK(found == b.size());
  }
}
