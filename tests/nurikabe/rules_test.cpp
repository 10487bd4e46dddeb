// Nurikabe's statements of its rules held against each other, on every shading of small grids:
// for number patterns of every kind (islands of 1 to 6 cells, `?`, numbers that touch, numbers
// too large, no number; and numbered shadings drawn from valid walls, so that most patterns have
// solutions), the shadings check accepts (brute force) are exactly
//  - the models of the static encoding, and of the lazy one with the cuts loop (both ways of
//    leaving the islands to cuts), projected on the cells;
//  - the shadings the native rules accept as complete assignments, and those the native
//    backtracker finds;
// and the CNF with a shading's literals assumed is satisfiable exactly when check accepts it.
// Also: what check reports, and that the cuts of a broken answer are clauses it breaks.
#include <catch2/catch.hpp>
#include <random>

#include "nurikabe/nurikabe_helpers.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

std::string pattern_text(const Nurikabe& p) {
  std::string out;
  for (int r = 0; r < p.height; ++r) {
    for (int c = 0; c < p.width; ++c) {
      const int v = p.numbers.at(r, c);
      out += (c ? " " : "") + (v == kUnknown ? std::string(".")
                               : v == 0      ? std::string("?")
                                             : std::to_string(v));
    }
    out += "\n";
  }
  return out;
}

// The encodings compared: static, and lazy with each way of leaving the islands to cuts; and
// with the limits that large puzzles reach set so that these small ones reach them too: every
// island "too large for layers" (static: spanning trees; lazy: cuts), and the wall encoded in
// the lazy CNF as well.
struct Variant {
  const char* name;
  Connectivity connectivity;
  Nurikabe::LazyIslands islands;
  long long island_layer_limit = kMaxIslandLayers;
  long long lazy_wall_limit = kMaxLazyWallLayers;
  long long lazy_wall_share = kLazyWallShare;
};
constexpr Variant kVariants[] = {
    {"static", Connectivity::Static, Nurikabe::LazyIslands::Static},
    {"lazy (static islands)", Connectivity::Lazy, Nurikabe::LazyIslands::Static},
    {"lazy (island cuts)", Connectivity::Lazy, Nurikabe::LazyIslands::Cuts},
    {"static, islands by spanning trees", Connectivity::Static, Nurikabe::LazyIslands::Static, 0},
    {"lazy, islands too large for layers", Connectivity::Lazy, Nurikabe::LazyIslands::Static, 0, 0},
    {"lazy, the wall in the CNF", Connectivity::Lazy, Nurikabe::LazyIslands::Static,
     kMaxIslandLayers, 1'000'000, 1},
};

Nurikabe with_variant(Nurikabe p, const Variant& v) {
  p.lazy_islands = v.islands;
  p.island_layer_limit = v.island_layer_limit;
  p.lazy_wall_limit = v.lazy_wall_limit;
  p.lazy_wall_share = v.lazy_wall_share;
  return p;
}

EncodeOptions options_of(const Variant& v) {
  EncodeOptions options;
  options.connectivity = v.connectivity;
  return options;
}

bool black_block(const Grid& g) {
  for (int r = 0; r + 1 < g.rows; ++r)
    for (int c = 0; c + 1 < g.cols; ++c)
      if (g.at(r, c) && g.at(r, c + 1) && g.at(r + 1, c) && g.at(r + 1, c + 1)) return true;
  return false;
}

bool native_accepts(const NativeRules& rules, const Grid& g) {
  std::vector<Candidates> cells = rules.initial();
  for (std::size_t i = 0; i < cells.size(); ++i) cells[i] &= Candidates{1} << g.cells[i];
  return rules.propagate(cells);
}

// The shadings of an h x w grid whose black cells are connected with no 2 x 2 black block (the
// wall rules alone), for numbering.
std::vector<Grid> walls(int h, int w) {
  std::vector<Grid> out;
  const Graph grid = grid_graph(h, w);
  for (long long code = 0; code < (1LL << (h * w)); ++code) {
    Grid g(h, w);
    std::vector<char> black(at(h * w));
    for (int i = 0; i < h * w; ++i) black[at(i)] = g.cells[at(i)] = (code >> i) & 1;
    bool pool = false;
    for (int r = 0; r + 1 < h; ++r)
      for (int c = 0; c + 1 < w; ++c)
        pool = pool || (g.at(r, c) && g.at(r, c + 1) && g.at(r + 1, c) && g.at(r + 1, c + 1));
    if (!pool && components(grid, black).count <= 1) out.push_back(g);
  }
  return out;
}

// A pattern from a wall: each white area numbered at a random cell with its size (sometimes a
// `?`, sometimes one off).
Nurikabe numbered_wall(const Grid& wall, std::mt19937& rng) {
  Nurikabe p(wall.rows, wall.cols);
  Grid numbers(wall.rows, wall.cols);
  std::vector<char> white(wall.cells.size());
  for (std::size_t i = 0; i < white.size(); ++i) white[i] = wall.cells[i] == 0;
  const Components areas = components(grid_graph(wall.rows, wall.cols), white);
  for (int a = 0; a < areas.count; ++a) {
    std::vector<int> members;
    for (std::size_t i = 0; i < white.size(); ++i)
      if (areas.of[i] == a) members.push_back(static_cast<int>(i));
    const int cell =
        members[std::uniform_int_distribution<std::size_t>(0, members.size() - 1)(rng)];
    int number = static_cast<int>(members.size());
    const int roll = std::uniform_int_distribution<int>(0, 9)(rng);
    if (roll == 0) number = kAnyIslandSize;
    if (roll == 1) number += 1;
    if (roll == 2 && number > 1) number -= 1;
    numbers.cells[at(cell)] = number;
  }
  p.set_numbers(numbers);
  return p;
}

std::vector<Nurikabe> patterns(int h, int w, int from_walls, std::mt19937& rng) {
  std::vector<Nurikabe> out;
  out.emplace_back(h, w);  // no number: no solution unless the grid is one black cell wide
  const std::vector<Grid> all = walls(h, w);
  for (int i = 0; i < from_walls; ++i)
    out.push_back(numbered_wall(
        all[std::uniform_int_distribution<std::size_t>(0, all.size() - 1)(rng)], rng));
  // Random numbers: 1 to 3 of them, values 1..5 or `?`, anywhere (touching too).
  for (int i = 0; i < 6; ++i) {
    Grid numbers(h, w);
    const int count = std::uniform_int_distribution<int>(1, 3)(rng);
    for (int k = 0; k < count; ++k) {
      const int cell = std::uniform_int_distribution<int>(0, h * w - 1)(rng);
      numbers.cells[at(cell)] = std::uniform_int_distribution<int>(0, 5)(rng);
    }
    Nurikabe p(h, w);
    p.set_numbers(numbers);
    out.push_back(p);
  }
  return out;
}

void compare_all(const Nurikabe& p, bool per_shading) {
  INFO("numbers:\n" << pattern_text(p));
  const std::set<std::vector<int>> valid = valid_shadings(p);
  for (const Variant& v : kVariants) {
    INFO(v.name);
    CHECK(sat_shadings(with_variant(p, v), options_of(v)) == valid);
  }
  CHECK(native_shadings(p) == valid);
  if (!per_shading) return;
  const auto rules = p.native_rules();
  Cnf cnf;
  EncodeOptions options;
  options.connectivity = Connectivity::Static;
  p.encode(cnf, options);
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  const int cells = p.height * p.width;
  Grid g(p.height, p.width);
  for (long long code = 0; code < (1LL << cells); ++code) {
    for (int i = 0; i < cells; ++i) g.cells[at(i)] = (code >> i) & 1;
    const bool ok = valid.count(g.cells) > 0;
    std::vector<Lit> assumptions;
    for (int i = 0; i < cells; ++i)
      assumptions.push_back(g.cells[at(i)] ? 1 + i : -(1 + i));  // black[cell] is variable cell+1
    if ((solver->solve(assumptions) == SatResult::Sat) != ok)
      FAIL_CHECK("static CNF under the shading\n" << shading_text(g));
    if (native_accepts(*rules, g) != ok) FAIL_CHECK("native rules on\n" << shading_text(g));
    // The cuts of a broken answer are clauses it breaks; a valid one has none. Every encoding
    // has the 2 x 2 blocks' clauses: a broken answer without a black block has a cut.
    const std::vector<Cut> cuts = p.cuts(g);
    if (ok) CHECK(cuts.empty());
    if (!ok && !black_block(g)) CHECK_FALSE(cuts.empty());
    for (const Cut& cut : cuts)
      for (const AnswerLiteral& l : cut) CHECK(g.at(l.row, l.col) != l.value);
  }
}

}  // namespace

TEST_CASE("the answer variables are the cells, black = true, in reading order",
          "[nurikabe][rules]") {
  const Nurikabe p = nurikabe_from_rows({"2 . .", ". . .", ". . 1"});
  Cnf cnf;
  p.encode(cnf, EncodeOptions{});
  const auto& entries = cnf.answer().entries();
  REQUIRE(entries.size() == 9);
  for (int i = 0; i < 9; ++i) {
    CHECK(entries[at(i)].row == i / 3);
    CHECK(entries[at(i)].col == i % 3);
    CHECK(entries[at(i)].value == 1);
    CHECK(entries[at(i)].var == i + 1);
  }
}

TEST_CASE("check, encode (static and lazy) and the native rules agree on every 3x3 shading",
          "[nurikabe][rules]") {
  std::mt19937 rng(151);
  for (const Nurikabe& p : patterns(3, 3, 24, rng)) compare_all(p, true);
}

TEST_CASE("check, encode (static and lazy) and the native rules agree on every 3x4 and 4x3 shading",
          "[nurikabe][rules]") {
  std::mt19937 rng(152);
  for (auto [h, w] : {std::pair{3, 4}, std::pair{4, 3}})
    for (const Nurikabe& p : patterns(h, w, 12, rng)) compare_all(p, true);
}

TEST_CASE("encode and the native search agree with brute force on 4x4 and 2x6",
          "[nurikabe][rules]") {
  std::mt19937 rng(153);
  for (auto [h, w] : {std::pair{4, 4}, std::pair{2, 6}})
    for (const Nurikabe& p : patterns(h, w, 8, rng)) compare_all(p, false);
}

TEST_CASE("check names the broken rule and where", "[nurikabe][rules]") {
  const Nurikabe p = nurikabe_from_rows({". 3 . .", ". . . .", "1 . . 2", ". . . ."});
  auto broken = [](const Nurikabe& puzzle, const std::vector<std::string>& rows) {
    auto v = check_solution(puzzle, shading(rows));
    return v ? describe(*v) : std::string("valid");
  };
  // Worked out by hand: the 3 takes the rest of row 1, the 2 the right half of row 3.
  CHECK(broken(p, {"#...", "####", ".#..", "####"}) == "valid");
  CHECK(broken(p, {"##..", "#...", ".#..", "####"}) ==
        "r1c2: the number at r1c2 stands on a shaded cell");
  CHECK(broken(p, {"#.##", "#.##", ".#..", "####"}) ==
        "r1c3: a 2 x 2 block of black cells at r1c3");
  CHECK(broken(p, {"....", "####", ".#..", "####"}) ==
        "r1c2: the area at r1c2 holds 4 white cells, not 3");
  CHECK(broken(p, {"#..#", "..##", ".#..", "####"}) ==
        "r3c1: the area of white cells at r1c2 holds two numbers");
  CHECK(broken(p, {"#...", "####", "....", "####"}) ==
        "r3c4: the area of white cells at r3c1 holds two numbers");
  CHECK(broken(p, {"#...", "####", ".#..", "#.##"}) ==
        "r4c2: the area of white cells at r4c2 holds no number");
  const Nurikabe q = nurikabe_from_rows({". 3 .", ". . .", ". . ."});
  CHECK(broken(q, {"#.#", "#.#", "#.#"}) ==
        "r1c3: the black cells are not connected: r1c3 is cut off from r1c1");
  CHECK(broken(q, {"#.#", "#.#", "..#"}) == "r1c2: the area at r1c2 holds 4 white cells, not 3");
}

TEST_CASE("numbers that touch, or that add up to more than the grid, have no solution",
          "[nurikabe][rules]") {
  // Two touching numbers are one white area with two numbers; 10 white cells do not fit in 9;
  // 5 + 5 do not either. (A 9 alone fills the grid: one solution, all white.)
  for (const Nurikabe& p : {nurikabe_from_rows({"1 1 .", ". . .", ". . ."}),
                            nurikabe_from_rows({"? 2 .", ". . .", ". . ."}),
                            nurikabe_from_rows({"10 . .", ". . .", ". . ."}),
                            nurikabe_from_rows({"5 . .", ". . .", ". . 5"})}) {
    INFO(pattern_text(p));
    CHECK(valid_shadings(p).empty());
    for (const Variant& v : kVariants)
      CHECK(sat_shadings(with_variant(p, v), options_of(v)).empty());
    CHECK(native_shadings(p).empty());
  }
  const Nurikabe full = nurikabe_from_rows({"9 . .", ". . .", ". . ."});
  CHECK(valid_shadings(full) == std::set<std::vector<int>>{std::vector<int>(9, 0)});
  CHECK(native_shadings(full) == valid_shadings(full));
}

TEST_CASE("the exhaustive patterns use every way of connecting the wall", "[nurikabe][rules]") {
  // Unary layers from a cell no island reaches (the root); without one, unary layers from the
  // first black cell (no `?`), or the spanning tree (a `?`).
  std::mt19937 rng(151);
  int rooted = 0, rootless = 0, tree = 0;
  for (const Nurikabe& p : patterns(3, 3, 24, rng)) {
    const auto& islands = dynamic_cast<const rules::NumberedAreas&>(*p.rules().rules()[1]);
    const rules::WallPlan plan = rules::plan_wall({p.height, p.width}, islands.known_other());
    (plan.unary ? (plan.root ? rooted : rootless) : tree) += 1;
  }
  CHECK(rooted >= 5);
  CHECK(rootless >= 5);
  CHECK(tree >= 1);
}

TEST_CASE("the encoding size estimate bounds the real encoding", "[nurikabe][rules]") {
  std::vector<Nurikabe> puzzles = {
      nurikabe_from_rows({". 5 . . .", ". . 2 . .", ". . . . .", ". . 1 . .", ". . . 3 ."}),
      nurikabe_from_rows({"2 . . 4", ". . . .", "1 . . .", ". . . ."}),
      nurikabe_from_rows({"? . . 1", ". . . ."}),
      nurikabe_from_rows({". . . . . .", ". 7 . . ? .", ". . . . . .", "3 . . . . 2"})};
  for (const fs::path& file : files_in(test_data().parent_path().parent_path() / "benchmarks" /
                                           "instances" / "nurikabe" / "large-30x30",
                                       ".gsp"))
    if (puzzles.size() < 6)
      puzzles.push_back(dynamic_cast<const Nurikabe&>(*parse(read_text(file))));
  // And with the limits of large puzzles reached: every island too large for layers, the wall
  // in the lazy CNF.
  for (std::size_t i = 0, n = puzzles.size(); i < n; ++i) {
    Nurikabe limited = puzzles[i];
    limited.island_layer_limit = 0;
    limited.lazy_wall_share = 1;
    limited.lazy_wall_limit = 1'000'000;
    puzzles.push_back(limited);
  }
  for (const Nurikabe& p : puzzles)
    for (Connectivity c : {Connectivity::Static, Connectivity::Lazy})
      for (Card card : kAllCard)
        for (Amo amo : kAllAmo) {
          INFO(pattern_text(p) << connectivity_name(c) << " " << card_name(card) << " "
                               << amo_name(amo));
          EncodeOptions options;
          options.connectivity = c;
          options.card = card;
          options.amo = amo;
          Cnf cnf;
          p.encode(cnf, options);
          const EncodingSize estimate = p.encoding_size(options);
          CHECK(estimate.vars >= cnf.num_vars());
          CHECK(estimate.clauses >= static_cast<double>(cnf.num_clauses()));
          CHECK(estimate.literals >=
                static_cast<double>(cnf.literals().size() - cnf.num_clauses()));
          CHECK(estimate.clauses < 6.0 * static_cast<double>(cnf.num_clauses()));
        }
}
