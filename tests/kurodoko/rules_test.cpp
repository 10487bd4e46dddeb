// Kurodoko's statements of its rules held against each other. On small grids (1 x 1 to 4 x 4;
// no numbers, numbers of a random valid shading, numbers not shown, numbers that fit no
// shading), every shading is judged by check: the models CaDiCaL enumerates of the static
// encoding (with either cardinality encoding) and of the lazy one (cuts added as the engine adds
// them) are exactly the shadings check accepts, the native rules accept a complete shading
// exactly when check does, and the engine counts the same with all three. Also: puzzles and
// answers from outside gridsat (pzprjs's test of its kurodoko, range.c's own example, small ones
// worked out by hand), and what check says is wrong.
#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "driver/cuts.hpp"
#include "driver/engine.hpp"
#include "kurodoko/kurodoko_helpers.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

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

bool native_accepts(const NativeRules& rules, const Grid& g) {
  std::vector<Candidates> cells = rules.initial();
  for (std::size_t i = 0; i < cells.size(); ++i) cells[i] &= Candidates{1} << g.cells[i];
  return rules.propagate(cells);
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

// The puzzles of the exhaustive test on an h x w grid: no numbers, and random ones: numbers of
// a random valid shading at some of its white cells (so at least that shading solves it), now and
// then a number not shown, or a number made one too large (often no solution at all).
std::vector<Kurodoko> patterns(int h, int w, int count, std::mt19937& rng) {
  std::vector<Kurodoko> out;
  out.emplace_back(h, w);
  const std::vector<Grid> valid = brute_force_solutions(out.front());
  REQUIRE_FALSE(valid.empty());
  for (int round = 0; round < count; ++round) {
    const Grid& truth = valid[std::uniform_int_distribution<std::size_t>(0, valid.size() - 1)(rng)];
    Kurodoko k(h, w);
    std::bernoulli_distribution pick(round % 3 == 0 ? 0.2 : 0.45);
    for (int r = 0; r < h; ++r)
      for (int c = 0; c < w; ++c) {
        if (truth.at(r, c) != 0 || !pick(rng)) continue;
        const int seen = k.seen(truth, r, c);
        k.set_number(
            r, c,
            round % 5 == 1 && std::bernoulli_distribution(0.3)(rng) ? kHiddenKurodokoNumber : seen);
      }
    if (round % 4 == 3) {  // one number one too large, where there is room for it
      for (int cell = 0; cell < h * w; ++cell) {
        const int n = k.number(cell / w, cell % w);
        if (n > 0 && n < k.max_number()) {
          k.set_number(cell / w, cell % w, n + 1);
          break;
        }
      }
    }
    out.push_back(k);
  }
  return out;
}

void hold_rules_together(const Kurodoko& k) {
  const std::vector<Grid> solutions = brute_force_solutions(k);
  const Shadings truth = as_set(solutions);
  EncodeOptions static_seq, static_tot, lazy;
  static_seq.connectivity = Connectivity::Static;
  static_tot.connectivity = Connectivity::Static;
  static_tot.card = Card::Totalizer;
  lazy.connectivity = Connectivity::Lazy;
  CHECK(sat_models(k, static_seq) == truth);
  CHECK(sat_models(k, static_tot) == truth);
  CHECK(sat_models(k, lazy) == truth);
  const auto rules = k.native_rules();
  const int cells = k.rows() * k.cols();
  for (long code = 0; code < (1L << cells); ++code) {
    Grid g(k.rows(), k.cols());
    for (int i = 0; i < cells; ++i) g.cells[at(i)] = (code >> i) & 1;
    const bool valid = truth.count(g.cells) > 0;
    if (native_accepts(*rules, g) != valid) {
      FAIL_CHECK("native rules " << (valid ? "reject" : "accept") << "\n" << plain_shading(g));
      break;
    }
  }
  const auto expected = static_cast<long long>(solutions.size());
  CHECK(engine_count(k, Backend::Sat, Connectivity::Static) == expected);
  CHECK(engine_count(k, Backend::Sat, Connectivity::Lazy) == expected);
  CHECK(engine_count(k, Backend::Native, Connectivity::Auto) == expected);
}

std::string native_text(const Kurodoko& k) {
  std::string out = "kurodoko " + k.header_options() + "\ngrid:\n";
  for (int r = 0; r < k.rows(); ++r) {
    for (int c = 0; c < k.cols(); ++c) {
      const int n = k.number(r, c);
      out += std::string(c ? " " : "") + (n == kUnknown                ? "."
                                          : n == kHiddenKurodokoNumber ? "?"
                                                                       : std::to_string(n));
    }
    out += "\n";
  }
  return out;
}

}  // namespace

TEST_CASE("check, encode (static and lazy) and the native rules agree on every small shading",
          "[kurodoko][rules]") {
  std::mt19937 rng(20250415);
  int with_solutions = 0, without = 0, several = 0;
  const std::pair<int, int> sizes[] = {{1, 1}, {1, 4}, {2, 2}, {2, 3},
                                       {3, 3}, {3, 4}, {4, 3}, {4, 4}};
  for (auto [h, w] : sizes) {
    const int rounds = h * w <= 4 ? 4 : h * w >= 16 ? 4 : 10;
    for (const Kurodoko& k : patterns(h, w, rounds, rng)) {
      INFO(native_text(k));
      hold_rules_together(k);
      const auto n = brute_force_solutions(k).size();
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

TEST_CASE("small puzzles counted by hand", "[kurodoko][rules]") {
  // A 5 in the middle of 3 x 3 sees its four neighbours, so they are white; each corner is then
  // free (its neighbours are white, and a black corner cuts nothing off): 2^4 shadings.
  Kurodoko five(3, 3);
  five.set_number(1, 1, 5);
  CHECK(brute_force_solutions(five).size() == 16);
  CHECK(engine_count(five, Backend::Sat, Connectivity::Static) == 16);
  CHECK(engine_count(five, Backend::Sat, Connectivity::Lazy) == 16);
  CHECK(engine_count(five, Backend::Native, Connectivity::Auto) == 16);

  // A 2 in the corner of 2 x 2 sees exactly one of its two neighbours; the other is black and
  // the far corner white: two shadings.
  Kurodoko two(2, 2);
  two.set_number(0, 0, 2);
  const Shadings expected = {shading({".#", ".."}).cells, shading({"..", "#."}).cells};
  CHECK(as_set(brute_force_solutions(two)) == expected);
  EncodeOptions lazy;
  lazy.connectivity = Connectivity::Lazy;
  CHECK(sat_models(two, lazy) == expected);

  // A 1 between two cells: both are black.
  Kurodoko one(1, 3);
  one.set_number(0, 1, 1);
  require_verdict(one, Verdict::Unique, nullptr);
  CHECK(run(one, Mode::Unique, {}).solutions.front() == shading({"#.#"}));

  // A 3 at one end of a row of three makes the whole row white, and then the 2 at the other end
  // sees 3: no solution.
  Kurodoko four(1, 3);
  four.set_number(0, 0, 3);
  four.set_number(0, 2, 2);
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
  CHECK(adjacent->message.find("two black cells") != std::string::npos);
  CHECK(describe(*adjacent).starts_with("r4c3: "));

  const auto divided = check_solution(*k, shading({".#...", "..#..", ".#...", "..#..", "...#."}));
  REQUIRE(divided.has_value());
  CHECK(divided->message.find("not all connected") != std::string::npos);

  const auto view = check_solution(*k, shading({"#....", "..#..", ".#..#", "..#..", "#...#"}));
  REQUIRE(view.has_value());
  // r1c1 black rather than r1c2: the 7 sees one cell too many and the 5 one too few; check
  // names the first in reading order.
  CHECK(describe(*view) == "r1c4: the 7 sees 8 white cells (itself included)");
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
  CHECK(*read_kurodoko("range:7x7:d7b3e8e5c7a7c13e4e8b4d") == *k);
  CHECK(read_error("range:7x7:d7b3e8e5c7a7c13e4d8b4d").message ==
        "the grid code covers 48 of the 49 cells");
  const Grid solution =
      shading({".......", "..#.#..", "#..#...", ".....#.", ".......", "..#.#..", "#....#."});
  CHECK_FALSE(check_solution(*k, solution).has_value());
  require_verdict(*k, Verdict::Unique, &solution);
}

TEST_CASE("what check reports", "[kurodoko][rules]") {
  Kurodoko k(2, 3);
  k.set_number(0, 0, 3);
  k.set_number(1, 2, kHiddenKurodokoNumber);
  CHECK_FALSE(k.check(shading({"..#", "..."})).has_value());
  CHECK(describe(*k.check(shading({"#..", "..."}))) == "r1c1: a numbered cell is black");
  CHECK(describe(*k.check(shading({"...", "..#"}))) == "r2c3: a numbered cell is black");
  CHECK(describe(*k.check(shading({".##", "..."}))) ==
        "r1c2: two black cells side by side (this one and the one on its right)");
  CHECK(describe(*k.check(shading({"..#", "..#"}))) ==
        "r1c3: two black cells one above the other (this one and the one below)");
  CHECK(describe(*k.check(shading({".#.", "#.."}))) ==
        "r1c3: the white cells are not all connected: this one is cut off from r1c1");
  CHECK(describe(*k.check(shading({"...", "..."}))) ==
        "r1c1: the 3 sees 4 white cells (itself included)");
  Grid two = shading({"...", "..."});
  two.at(0, 1) = 2;
  CHECK(describe(*k.check(two)) == "r1c2: value 2 is not 0 (white) or 1 (black)");
}

TEST_CASE("the numbers are the removable clues", "[kurodoko][rules]") {
  Kurodoko k(2, 3);
  k.set_number(0, 2, 4);
  k.set_number(1, 0, kHiddenKurodokoNumber);
  const std::vector<Clue> clues = k.removable_clues();
  REQUIRE(clues.size() == 2);
  CHECK(clues[0] == Clue{Clue::Kind::Mark, 0, 0, Side::Top, 2, 4});
  CHECK(clues[1] == Clue{Clue::Kind::Mark, 0, 0, Side::Top, 3, kHiddenKurodokoNumber});
  CHECK(k.describe_clue(clues[0]) == "number r1c3 = 4");
  CHECK(k.describe_clue(clues[1]) == "number r2c1 (not shown)");
  const auto fewer = with_clues(k, std::span<const Clue>(clues).subspan(1));
  const auto& f = dynamic_cast<const Kurodoko&>(*fewer);
  CHECK(f.number(0, 2) == kUnknown);
  CHECK(f.number(1, 0) == kHiddenKurodokoNumber);
  CHECK(f.givens().at(1, 0) == 0);
  CHECK(f.givens().at(0, 2) == kUnknown);
  const Clue given{Clue::Kind::Given, 0, 0, Side::Top, 0, 1};
  CHECK_THROWS_AS(with_clues(k, std::span<const Clue>(&given, 1)), std::invalid_argument);

  // The encoding with one number is the encoding without it plus clauses of its own (what the
  // setter relies on).
  Cnf bare, one;
  with_clues(k, {})->encode(bare, {});
  with_clues(k, std::span<const Clue>(clues).first(1))->encode(one, {});
  REQUIRE(one.literals().size() > bare.literals().size());
  CHECK(std::equal(bare.literals().begin(), bare.literals().end(), one.literals().begin()));
}
