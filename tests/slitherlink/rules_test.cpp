// Slitherlink's statements of its rules held against each other and against brute force.
//  - On every grid of up to 3 x 2 cells (and 1 x 3, 3 x 1), for clue patterns of every kind: the
//    loops check accepts, among all 2^edges edge sets, are exactly the models of the static CNF,
//    the models of the lazy CNF with its cuts, the native backtracker's solutions, and the counts
//    the engine reports with each; on grids of up to 12 edges also edge set by edge set (CaDiCaL
//    under the edge literals; the native rules on the complete assignment).
//  - On 3 x 3 and 4 x 4 grids, against loops made independently of gridsat: every single loop is
//    the boundary of a set of cells that is connected, whose complement reaches the border, with
//    no two of its cells touching at a corner only; so enumerating the 2^cells sets gives every
//    loop, and a clue pattern's solutions are the loops that keep its clues. Both backends and
//    both encodings find exactly those, and the native propagation never removes an edge value
//    of a solution from a partial assignment that solution extends.
//  - check's messages, and a puzzle solved by hand.
#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <tuple>

#include "driver/cuts.hpp"
#include "driver/engine.hpp"
#include "native/backtrack.hpp"
#include "puzzles/answer.hpp"
#include "puzzles/answer_kind.hpp"
#include "sat/sat_solver.hpp"
#include "slitherlink/slitherlink_helpers.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

EncodeOptions with(Connectivity c) {
  EncodeOptions o;
  o.connectivity = c;
  return o;
}

// The clue patterns of a grid: none, a single clue of each value in the first cell, the full
// clues of random loops, those thinned at random, and random clues.
std::vector<Grid> patterns(int h, int w, std::mt19937& rng) {
  std::vector<Grid> out;
  out.emplace_back(h, w);
  for (int v = 0; v <= 4; ++v) {
    Grid g(h, w);
    g.at(0, 0) = v;
    out.push_back(g);
  }
  Slitherlink frame(h, w);
  std::uniform_int_distribution<int> coin(0, 2), value(0, 3);
  for (int round = 0; round < 4; ++round) {
    const Grid loop = random_loop(h, w, rng);
    Grid clues = clues_of(frame, loop);
    out.push_back(clues);
    for (int& c : clues.cells)
      if (coin(rng) != 0) c = kUnknown;
    out.push_back(clues);
    Grid random(h, w);
    for (int& c : random.cells)
      if (coin(rng) == 0) c = value(rng);
    out.push_back(random);
  }
  return out;
}

// Whether the CNF with every edge's literal assumed as the answer grid says is satisfiable.
class SatJudge {
 public:
  explicit SatJudge(const Cnf& cnf) : solver_(make_cadical_solver(Limits{})) {
    solver_->add_cnf(cnf);
    for (const CellVar& e : cnf.answer().entries()) vars_.push_back(e);
  }
  bool satisfiable_with(const Grid& g) {
    std::vector<Lit> assumptions;
    for (const CellVar& e : vars_) assumptions.push_back(g.at(e.row, e.col) == 1 ? e.var : -e.var);
    return solver_->solve(assumptions) == SatResult::Sat;
  }

 private:
  std::unique_ptr<SatSolver> solver_;
  std::vector<CellVar> vars_;
};

// Every model of the puzzle's CNF encoded with `c`, each an answer grid; with Lazy the puzzle's
// cuts are added after each model, as the embedded solver does.
std::set<std::vector<int>> sat_models(const Slitherlink& p, Connectivity c) {
  Cnf cnf;
  p.encode(cnf, with(c));
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  const auto [rows, cols] = answer_size(p);
  std::set<std::vector<int>> out;
  while (solve_with_cuts(p, cnf.answer(), *solver) == SatResult::Sat) {
    Grid g = decode_grid(cnf.answer(), rows, cols, [&](int var) { return solver->value(var); });
    REQUIRE(out.insert(g.cells).second);
    const std::vector<Lit> block = blocking_clause(cnf.answer(), g);
    solver->add_clause(block);
  }
  return out;
}

bool native_accepts(const NativeRules& rules, const Grid& g) {
  std::vector<Candidates> cells = rules.initial();
  for (std::size_t i = 0; i < cells.size(); ++i) cells[i] &= Candidates{1} << g.cells[i];
  return rules.propagate(cells);
}

std::set<std::vector<int>> native_solutions(const Slitherlink& p) {
  const auto rules = p.native_rules();
  const auto [rows, cols] = answer_size(p);
  SearchOutcome out = backtrack(*rules, rows, cols, 100000, Limits{});
  REQUIRE(out.status == SatResult::Unsat);  // searched to the end
  std::set<std::vector<int>> found;
  for (const Grid& g : out.solutions) REQUIRE(found.insert(g.cells).second);
  return found;
}

long long engine_count(const Slitherlink& p, Backend backend, Connectivity c) {
  RunOptions o;
  o.backend = backend;
  o.encode.connectivity = c;
  o.count_limit = 100000;
  RunResult r = run(p, Mode::Count, o);
  REQUIRE_FALSE(r.internal_error.has_value());
  REQUIRE(r.count_complete);
  return r.count;
}

// Every single loop of an h x w grid, as the boundaries of the cell sets described at the top.
std::vector<Grid> all_loops(int h, int w) {
  std::vector<Grid> out;
  const int cells = h * w;
  for (long long set = 1; set < (1LL << cells); ++set) {
    auto in = [&](int r, int c) {
      return r >= 0 && c >= 0 && r < h && c < w && ((set >> (r * w + c)) & 1);
    };
    // Connected: a flood from its lowest cell reaches all of it.
    std::vector<int> stack, seen(at(cells), 0);
    auto flood = [&](bool value, std::vector<int> starts) {
      for (int v : starts) seen[at(v)] = 1;
      stack = starts;
      while (!stack.empty()) {
        const int v = stack.back();
        stack.pop_back();
        const int r = v / w, c = v % w;
        const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
        for (int k = 0; k < 4; ++k) {
          const int nr = r + dr[k], nc = c + dc[k];
          if (nr < 0 || nc < 0 || nr >= h || nc >= w || in(nr, nc) != value ||
              seen[at(nr * w + nc)])
            continue;
          seen[at(nr * w + nc)] = 1;
          stack.push_back(nr * w + nc);
        }
      }
    };
    int first = 0;
    while (!((set >> first) & 1)) ++first;
    flood(true, {first});
    std::vector<int> border;
    for (int v = 0; v < cells; ++v) {
      const int r = v / w, c = v % w;
      if (!in(r, c) && (r == 0 || c == 0 || r == h - 1 || c == w - 1)) border.push_back(v);
    }
    flood(false, border);
    bool ok = true;
    for (int v = 0; v < cells; ++v) ok &= seen[at(v)] == 1;
    for (int r = 0; r <= h && ok; ++r)
      for (int c = 0; c <= w && ok; ++c) {
        const bool a = in(r - 1, c - 1), b = in(r - 1, c), d = in(r, c - 1), e = in(r, c);
        ok = !((a && e && !b && !d) || (b && d && !a && !e));
      }
    if (!ok) continue;
    Grid g(2 * h + 1, w + 1, 0);
    for (int i = 0; i <= h; ++i)
      for (int j = 0; j < w; ++j) g.at(i, j) = in(i - 1, j) != in(i, j);
    for (int i = 0; i < h; ++i)
      for (int j = 0; j <= w; ++j) g.at(h + 1 + i, j) = in(i, j - 1) != in(i, j);
    out.push_back(g);
  }
  return out;
}

}  // namespace

TEST_CASE("check, both encodings and the native rules agree on every edge set of small grids",
          "[slitherlink][rules]") {
  std::mt19937 rng(20250415);
  const std::pair<int, int> sizes[] = {{1, 1}, {1, 2}, {2, 1}, {1, 3},
                                       {3, 1}, {2, 2}, {2, 3}, {3, 2}};
  int solvable = 0, multiple = 0;
  // The sanitizer pass stops before 2x3 and 3x2, the nine tenths of the edge sets.
  for (auto [h, w] : sample_of(sizes, 6)) {
    for (const Grid& clues : patterns(h, w, rng)) {
      Slitherlink p(h, w);
      p.grid = clues;
      INFO(write_slitherlink_native(p));
      const int edges = static_cast<int>(edge_cells(p).size());
      std::set<std::vector<int>> valid;
      std::vector<Grid> all;
      for (unsigned long long bits = 0; bits < (1ULL << edges); ++bits) {
        Grid g = loop_from_bits(p, bits);
        if (!check_solution(p, g)) valid.insert(g.cells);
        if (edges <= 12) all.push_back(std::move(g));
      }
      solvable += !valid.empty();
      multiple += valid.size() > 1;
      if (!all.empty()) {  // edge set by edge set
        Cnf cnf;
        p.encode(cnf, with(Connectivity::Static));
        SatJudge judge(cnf);
        const auto rules = p.native_rules();
        for (const Grid& g : all) {
          const bool ok = valid.count(g.cells) > 0;
          if (judge.satisfiable_with(g) != ok) FAIL_CHECK("static CNF on\n" << write_plain(p, g));
          if (native_accepts(*rules, g) != ok) FAIL_CHECK("native rules on\n" << write_plain(p, g));
        }
      }
      CHECK(sat_models(p, Connectivity::Static) == valid);
      CHECK(sat_models(p, Connectivity::Lazy) == valid);
      CHECK(native_solutions(p) == valid);
      const auto count = static_cast<long long>(valid.size());
      CHECK(engine_count(p, Backend::Sat, Connectivity::Static) == count);
      CHECK(engine_count(p, Backend::Sat, Connectivity::Lazy) == count);
      CHECK(engine_count(p, Backend::Sat, Connectivity::Auto) == count);
      CHECK(engine_count(p, Backend::Native, Connectivity::Auto) == count);
    }
  }
  CHECK(solvable >= sample_size(40, 30));
  CHECK(multiple >= sample_size(10, 5));
}

TEST_CASE("a full loop (pzprjs's 'f' flag): check, the CNF and the native rules agree",
          "[slitherlink][rules]") {
  std::mt19937 rng(20261127);
  for (auto [h, w] : {std::pair{1, 1}, {1, 2}, {2, 1}, {1, 3}, {3, 1}, {2, 2}}) {
    for (const Grid& clues : patterns(h, w, rng)) {
      Slitherlink p(h, w);
      p.grid = clues;
      p.full = true;
      INFO(write_slitherlink_native(p));
      const int edges = static_cast<int>(edge_cells(p).size());
      std::set<std::vector<int>> valid;
      Cnf cnf;
      p.encode(cnf, with(Connectivity::Static));
      SatJudge judge(cnf);
      const auto rules = p.native_rules();
      for (unsigned long long bits = 0; bits < (1ULL << edges); ++bits) {
        const Grid g = loop_from_bits(p, bits);
        const bool ok = !check_solution(p, g).has_value();
        if (ok) valid.insert(g.cells);
        if (judge.satisfiable_with(g) != ok) FAIL_CHECK("static CNF on\n" << write_plain(p, g));
        if (native_accepts(*rules, g) != ok) FAIL_CHECK("native rules on\n" << write_plain(p, g));
      }
      CHECK(sat_models(p, Connectivity::Lazy) == valid);
      CHECK(native_solutions(p) == valid);
    }
  }
  // Without clues a full loop is a Hamiltonian cycle of the (H+1) x (W+1) grid points: 1 on
  // 2 x 2 points, none with an odd number of points, 2 on 3 x 4 (a 3 x 2n grid has 2^(n-1)) and 6
  // on 4 x 4 (OEIS A003763).
  for (auto [h, w, cycles] : {std::tuple{1, 1, 1}, {2, 2, 0}, {2, 3, 2}, {3, 3, 6}}) {
    Slitherlink p(h, w);
    p.full = true;
    INFO(h << "x" << w);
    CHECK(engine_count(p, Backend::Sat, Connectivity::Static) == cycles);
    CHECK(engine_count(p, Backend::Sat, Connectivity::Lazy) == cycles);
    CHECK(engine_count(p, Backend::Native, Connectivity::Auto) == cycles);
  }
}

TEST_CASE("3x3 and 4x4 puzzles: the loops both backends find are those of brute force",
          "[slitherlink][rules]") {
  std::mt19937 rng(99);
  for (auto [h, w] : {std::pair{3, 3}, std::pair{4, 4}, std::pair{3, 4}}) {
    const std::vector<Grid> loops = all_loops(h, w);
    // Known counts of single loops (cycles of the grid graph of (h+1) x (w+1) points, OEIS
    // A140517 for squares: 1, 13, 213, 9349; 3 x 4 cells: 1049, by a depth-first count).
    if (h == 3 && w == 3) CHECK(loops.size() == 213);
    if (h == 4 && w == 4) CHECK(loops.size() == 9349);
    if (h == 3 && w == 4) CHECK(loops.size() == 1049);
    Slitherlink frame(h, w);
    for (int round = 0; round < 12; ++round) {
      const Grid& truth =
          loops[std::uniform_int_distribution<std::size_t>(0, loops.size() - 1)(rng)];
      Slitherlink p = frame;
      p.grid = clues_of(frame, truth);
      std::uniform_int_distribution<int> coin(0, 9);
      const int keep = round % 3 == 0 ? 10 : 4 + round % 4;  // some full, most thinned
      for (int& c : p.grid.cells)
        if (coin(rng) >= keep) c = kUnknown;
      INFO(write_slitherlink_native(p));
      std::set<std::vector<int>> expected;
      for (const Grid& loop : loops) {
        const Grid counts = clues_of(frame, loop);
        bool keeps = true;
        for (std::size_t k = 0; k < counts.cells.size(); ++k)
          keeps &= p.grid.cells[k] == kUnknown || p.grid.cells[k] == counts.cells[k];
        if (keeps) expected.insert(loop.cells);
      }
      REQUIRE(expected.count(truth.cells) == 1);
      for (const auto& cells : expected) {
        Grid g(2 * h + 1, w + 1);
        g.cells = cells;
        CHECK_FALSE(check_solution(p, g).has_value());
      }
      CHECK(native_solutions(p) == expected);
      CHECK(sat_models(p, Connectivity::Static) == expected);
      CHECK(sat_models(p, Connectivity::Lazy) == expected);

      // Partial assignments that the true loop extends: propagation keeps the loop's values.
      const auto rules = p.native_rules();
      const auto cells = edge_cells(p);
      for (int trial = 0; trial < 30; ++trial) {
        std::vector<Candidates> state = rules->initial();
        for (auto [r, c] : cells)
          if (coin(rng) < trial % 6)
            state[at(r * truth.cols + c)] = Candidates{1} << truth.at(r, c);
        REQUIRE(rules->propagate(state));
        for (auto [r, c] : cells) CHECK((state[at(r * truth.cols + c)] >> truth.at(r, c)) & 1);
      }
    }
  }
}

TEST_CASE("check names the broken rule", "[slitherlink][rules]") {
  // 2 x 2 cells, a 3 in the top left. The lattice:
  //   h rows 0..2 (2 edges and a padding 0 each), v rows 3..4 (3 edges each).
  Slitherlink p(2, 2);
  p.grid.at(0, 0) = 3;
  auto grid = [&](std::vector<int> cells) {
    Grid g(5, 3);
    g.cells = std::move(cells);
    return g;
  };
  auto message = [&](const Grid& g) {
    auto v = check_solution(p, g);
    return v ? describe(*v) : std::string("valid");
  };
  // The loop around the top left cell: its 4 borders (the 3 says 3).
  CHECK(message(grid({1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0})) ==
        "r1c1: the 3 has 4 of its borders on the loop");
  // Around the top row (2 cells): the 3 has top, left and bottom.
  CHECK(message(grid({1, 1, 0, 1, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0})) == "valid");
  // A loose end.
  CHECK(message(grid({1, 1, 0, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0})) ==
        "the loop ends at point (1, 1)");
  // Nothing drawn.
  Slitherlink empty(2, 2);
  CHECK(describe(*check_solution(empty, grid(std::vector<int>(15, 0)))) == "no loop is drawn");
  // Two loops (1 x 3 cells, around the first and the last cell).
  Slitherlink row(1, 3);
  Grid two(3, 4, 0);
  for (int j : {0, 2}) two.at(0, j) = two.at(1, j) = 1;
  for (int j : {0, 1, 2, 3}) two.at(2, j) = 1;
  CHECK(describe(*check_solution(row, two)) == "the edges form 2 separate loops, not one");
  // A point where the loop touches itself (2 x 2, around the top left and bottom right cells).
  Grid touch = grid({1, 0, 0, 1, 1, 0, 0, 1, 0, 1, 1, 0, 0, 1, 1});
  CHECK(describe(*check_solution(empty, touch)) ==
        "the loop crosses or touches itself at point (1, 1)");
  // Edges 0/1 and padding 0 are the answer kind's part, checked before the rules.
  CHECK(describe(*check_solution(empty, grid({1, 1, 1, 0, 0, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1}))) ==
        "the answer grid's padding is not 0");
}

TEST_CASE("a puzzle solved by hand", "[slitherlink][rules]") {
  // 2 x 2 cells, a 3 in the top left and the bottom right cell. A border is on the loop when
  // its two sides differ, inside and outside. A corner cell has two borders on the outside and
  // two neighbour cells: outside, it has at most two borders on the loop; inside, two plus its
  // neighbours outside. So each 3 is inside with exactly one neighbour outside: the inside is
  // the L of three cells without the top right cell, or without the bottom left one.
  Slitherlink p(2, 2);
  p.grid.at(0, 0) = 3;
  p.grid.at(1, 1) = 3;
  // Without the top right cell: h0 = 1 0, h1 = 0 1, h2 = 1 1; v0 = 1 1 0, v1 = 1 0 1.
  const std::vector<int> without_top_right = {1, 0, 0, 0, 1, 0, 1, 1, 0, 1, 1, 0, 1, 0, 1};
  // Without the bottom left cell: h0 = 1 1, h1 = 1 0, h2 = 0 1; v0 = 1 0 1, v1 = 0 1 1.
  const std::vector<int> without_bottom_left = {1, 1, 0, 1, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 1};
  const std::set<std::vector<int>> expected = {without_top_right, without_bottom_left};
  CHECK(native_solutions(p) == expected);
  CHECK(sat_models(p, Connectivity::Static) == expected);
  CHECK(sat_models(p, Connectivity::Lazy) == expected);
  // The top right cell has two borders on either L (outside: left and bottom; inside: top and
  // right), and so has the bottom left one: a 2 there keeps both solutions, a 0 or a 1 none.
  p.grid.at(0, 1) = 2;
  CHECK(native_solutions(p) == expected);
  p.grid.at(0, 1) = 0;
  CHECK(native_solutions(p).empty());
  p.grid.at(0, 1) = 2;
  p.grid.at(1, 0) = 1;
  CHECK(native_solutions(p).empty());
  CHECK(sat_models(p, Connectivity::Static).empty());
}
