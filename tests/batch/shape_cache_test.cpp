// The batch fast path: run_cached (shape cache, every strategy) against run() and the sets'
// labels on every generated puzzle of every type and on sudoku lines; and the unit reducer that
// the Reduce strategy relies on, exhaustively on small random formulas.
#include <catch2/catch.hpp>
#include <random>
#include <sstream>

#include "driver/cuts.hpp"
#include "driver/shape_cache.hpp"
#include "sat/unit_reducer.hpp"
#include "support/support.hpp"

namespace gridsat::test {
namespace {

struct Labelled {
  std::string id;
  std::unique_ptr<Puzzle> puzzle;
  std::string status;  // unique | multiple | none
};

// Every generated .gsp of every type, in a fixed order that mixes the shapes; the skyscrapers
// from 10 x 10 up are left out, they take seconds each and add no new kind of shape.
std::vector<Labelled> generated_puzzles() {
  std::vector<Labelled> all;
  for (const fs::path& dir :
       {shared_data() / "sudoku" / "generated", shared_data() / "killer" / "generated",
        shared_data() / "skyscrapers" / "generated", shared_data() / "abc" / "generated",
        shared_data() / "binairo" / "generated", shared_data() / "calcudoku" / "generated"}) {
    if (!fs::exists(dir)) continue;
    for (const fs::path& p : files_in(dir, ".gsp")) {
      if (p.filename().string().rfind("skyscrapers-n1", 0) == 0) continue;
      std::string text = read_text(p);
      ReadResult r = read_puzzle(text, "", "");
      if (r.error) continue;  // a type still being written by another part of the project
      all.push_back({p.filename().string(), std::move(r.puzzle), gsp_status(text)});
    }
  }
  return all;
}

std::vector<Labelled> sudoku_lines(const std::string& file, std::size_t skip, std::size_t count,
                                   const std::string& status) {
  std::vector<Labelled> out;
  std::istringstream in(read_text(shared_data() / "sudoku" / file));
  std::size_t seen = 0;
  for (std::string line; std::getline(in, line) && out.size() < count;)
    if (!line.empty() && line[0] != '#' && seen++ >= skip)
      out.push_back({file + ":" + std::to_string(seen), parse(line, "sudoku-line"), status});
  return out;
}

void require_same_as_run(const std::vector<Labelled>& puzzles, CacheStrategy strategy,
                         std::size_t max_shapes, ShapeCacheCounters* counters = nullptr) {
  ShapeCache cache(strategy, max_shapes);
  RunOptions options;
  options.count_limit = 3;
  for (Mode mode : {Mode::Unique, Mode::Count}) {
    for (const Labelled& p : puzzles) {
      INFO(p.id << " mode " << static_cast<int>(mode));
      RunResult cached = run_cached(*p.puzzle, mode, options, cache);
      REQUIRE_FALSE(cached.internal_error);
      if (mode == Mode::Unique) REQUIRE(cached.verdict == expected_verdict(p.status));
      if (mode == Mode::Count) {
        RunResult plain = run(*p.puzzle, mode, options);
        REQUIRE(cached.count == plain.count);
        REQUIRE(cached.count_complete == plain.count_complete);
        // run() shrinks a sudoku before encoding it (driver/shrink.hpp) and needs no CNF when
        // the propagation decides it; the cache keeps the whole encoding of the shape.
        const Cnf whole = encode_puzzle(*p.puzzle, embedded_options(options.encode));
        if (cached.stats.vars > 0) {
          REQUIRE(cached.stats.vars == whole.num_vars());
          REQUIRE(cached.stats.clauses == static_cast<long long>(whole.num_clauses()));
        }
      }
      if (!cached.solutions.empty()) REQUIRE(cached.solutions.size() <= 2);
    }
  }
  if (counters) *counters = cache.counters();
}

}  // namespace

TEST_CASE("run_cached agrees with run and the labels on every generated puzzle") {
  auto puzzles = generated_puzzles();
  REQUIRE(puzzles.size() > 100);
  // One shape kept at a time (every change of shape evicts), and four.
  const std::pair<CacheStrategy, std::size_t> configs[] = {
      {CacheStrategy::Reduce, 1}, {CacheStrategy::Assumptions, 4}, {CacheStrategy::Auto, 4}};
  for (auto [strategy, max_shapes] : configs) {
    DYNAMIC_SECTION("strategy " << static_cast<int>(strategy) << ", " << max_shapes << " shapes") {
      ShapeCacheCounters counters;
      require_same_as_run(puzzles, strategy, max_shapes, &counters);
      REQUIRE(counters.read_key > 0);     // plain sudokus: found without encoding
      REQUIRE(counters.encoded_key > 0);  // killer and the other types: by their clauses
    }
  }
}

// The first `count` Tatham IDs (each with one solution) of a genre's test data file.
std::vector<Labelled> tatham_ids(const std::string& genre, const std::string& file,
                                 std::size_t count) {
  std::vector<Labelled> out;
  const fs::path path = fs::path(GRIDSAT_TEST_DATA_DIR) / ".." / genre / "data" / file;
  if (!fs::exists(path)) return out;
  std::istringstream in(read_text(path));
  for (std::string line; std::getline(in, line) && out.size() < count;)
    if (!line.empty() && line[0] != '#') {
      const std::string id = line.substr(0, line.find(' '));
      out.push_back({id, parse(id, "tatham"), "unique"});
    }
  return out;
}

TEST_CASE("run_cached on the connected-area and loop genres: lazy cuts and edge answers") {
  // The reduced solver renumbers variables (the cuts must follow), and a loop's answer grid is
  // its edge layout (the shape's copy of the answer map must keep it).
  std::vector<Labelled> puzzles;
  for (auto [genre, file] : {std::pair{"hitori", "singles-ids.txt"},
                             {"kurodoko", "range-ids.txt"},
                             {"slitherlink", "loopy-ids.txt"},
                             {"masyu", "pearl-ids.txt"}})
    for (auto& p : tatham_ids(genre, file, 6)) puzzles.push_back(std::move(p));
  REQUIRE(puzzles.size() >= 18);
  for (auto strategy : {CacheStrategy::Reduce, CacheStrategy::Assumptions})
    require_same_as_run(puzzles, strategy, 4);
}

TEST_CASE("run_cached on sudoku lines: many puzzles of one shape share it") {
  std::vector<Labelled> puzzles = sudoku_lines("17-clue.txt", 0, 40, "unique");
  for (auto& p : sudoku_lines("forum-hardest-1106.txt", 0, 20, "unique"))
    puzzles.push_back(std::move(p));
  std::istringstream status(read_text(shared_data() / "sudoku" / "serg-benchmark.status"));
  auto serg = sudoku_lines("serg-benchmark.txt", 0, 40, "");
  for (auto& p : serg) std::getline(status, p.status);
  for (auto& p : serg) puzzles.push_back(std::move(p));
  for (CacheStrategy strategy :
       {CacheStrategy::Reduce, CacheStrategy::Assumptions, CacheStrategy::Auto}) {
    ShapeCacheCounters counters;
    require_same_as_run(puzzles, strategy, 2, &counters);
    // Puzzles that the native propagation decides never reach the cache (driver/shrink.hpp):
    // most of the 17-clue ones; the forum's hardest all do, once per mode.
    REQUIRE(counters.read_key < static_cast<long long>(2 * puzzles.size()));
    REQUIRE(counters.read_key >= 2 * 20);
    REQUIRE(counters.shapes_built == 1);
  }
}

TEST_CASE("run_cached gives unknown, not a wrong verdict, when a limit stops it") {
  auto puzzles = sudoku_lines("forum-hardest-1106.txt", 0, 5, "unique");
  for (CacheStrategy strategy : {CacheStrategy::Reduce, CacheStrategy::Assumptions}) {
    ShapeCache cache(strategy);
    RunOptions options;
    options.limits.max_conflicts = 0;
    int unknown = 0;
    for (const Labelled& p : puzzles) {
      RunResult r = run_cached(*p.puzzle, Mode::Unique, options, cache);
      REQUIRE_FALSE(r.internal_error);
      REQUIRE((r.verdict == Verdict::Unique || r.verdict == Verdict::Unknown));
      unknown += r.verdict == Verdict::Unknown;
    }
    REQUIRE(unknown > 0);
    // The same cache goes on to give the right verdicts once the limit is lifted.
    options.limits.max_conflicts = -1;
    for (const Labelled& p : puzzles)
      REQUIRE(run_cached(*p.puzzle, Mode::Unique, options, cache).verdict == Verdict::Unique);
  }
}

// Brute force: the models of clauses + units, against the models of the reduced formula (each
// extended by the fixed values) times the free choices of open variables left out of it.
TEST_CASE("the unit reducer keeps exactly the models of clauses plus units") {
  std::mt19937 random(12345);
  for (int round = 0; round < 400; ++round) {
    const int vars = 1 + static_cast<int>(random() % 9);
    const int clauses = static_cast<int>(random() % 14);
    std::vector<Lit> flat;
    for (int c = 0; c < clauses; ++c) {
      const int size = 1 + static_cast<int>(random() % 4);
      for (int k = 0; k < size; ++k) {
        const Lit v = 1 + static_cast<int>(random() % static_cast<unsigned>(vars));
        flat.push_back(random() % 2 ? v : -v);
      }
      flat.push_back(0);
    }
    std::vector<Lit> units;
    for (int u = static_cast<int>(random() % 3); u > 0; --u) {
      const Lit v = 1 + static_cast<int>(random() % static_cast<unsigned>(vars));
      units.push_back(random() % 2 ? v : -v);
    }
    std::vector<int> keep;
    for (int v = 1; v <= vars; ++v)
      if (random() % 3 == 0) keep.push_back(v);

    auto satisfies = [](const std::vector<Lit>& f, auto value) {
      bool clause_true = false;
      for (Lit l : f) {
        if (l == 0) {
          if (!clause_true) return false;
          clause_true = false;
        } else if (value(l)) {
          clause_true = true;
        }
      }
      return true;
    };
    // Models of the whole, projected on the kept variables (with the rest counted in full).
    long long whole = 0;
    for (unsigned a = 0; a < (1u << vars); ++a) {
      auto value = [&](Lit l) {
        bool v = (a >> (std::abs(l) - 1)) & 1;
        return l > 0 ? v : !v;
      };
      bool ok = satisfies(flat, value);
      for (Lit u : units) ok = ok && value(u);
      whole += ok;
    }
    UnitReducer reducer(flat, vars);
    std::vector<Lit> out;
    INFO("round " << round);
    if (!reducer.reduce(units, keep, out)) {
      REQUIRE(whole == 0);
      REQUIRE(out.empty());
      continue;
    }
    const int dense = reducer.dense_vars();
    int open_left_out = 0;
    for (int v = 1; v <= vars; ++v) {
      if (reducer.value(v) == 0 && reducer.dense(v) == 0) ++open_left_out;
      if (reducer.value(v) != 0) REQUIRE(reducer.dense(v) == 0);
    }
    for (int v : keep)
      if (reducer.value(v) == 0) REQUIRE(reducer.dense(v) != 0);
    for (Lit l : out) REQUIRE(std::abs(l) <= dense);
    long long reduced = 0;
    for (unsigned a = 0; a < (1u << dense); ++a)
      reduced += satisfies(out, [&](Lit l) {
        bool v = (a >> (std::abs(l) - 1)) & 1;
        return l > 0 ? v : !v;
      });
    REQUIRE(whole == reduced * (1LL << open_left_out));
    // And every model of the reduced formula, extended, is a model of the whole.
    for (unsigned a = 0; a < (1u << dense); ++a) {
      auto reduced_value = [&](Lit l) {
        bool v = (a >> (std::abs(l) - 1)) & 1;
        return l > 0 ? v : !v;
      };
      if (!satisfies(out, reduced_value)) continue;
      auto value = [&](Lit l) {
        const int var = std::abs(l);
        bool v = reducer.value(var) != 0   ? reducer.value(var) > 0
                 : reducer.dense(var) != 0 ? reduced_value(reducer.dense(var))
                                           : false;
        return l > 0 ? v : !v;
      };
      // Open variables in no clause are free: false is as good as any value.
      REQUIRE(satisfies(flat, value));
      for (Lit u : units) REQUIRE(value(u));
    }
  }
}

}  // namespace gridsat::test
