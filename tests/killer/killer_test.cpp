// Killer sudoku: every shared instance (generated files and Tatham Solo killer IDs) through both
// backends and both cage encodings; check() held against encode() and the native backtracker on
// small random killers of every 4 x 4 box shape, with and without diagonals; a killer with a
// diagonal; and a 9 x 9 killer of large cages, decided in well under a second.
#include <catch2/catch.hpp>
#include <chrono>
#include <functional>
#include <random>

#include "genres/sudoku/sudoku.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

const char* const kSums[] = {"tuples", "dd"};

RunOptions with_sum(const std::string& sum) {
  RunOptions options;
  options.encode.cages = *parse_cage_encoding(sum);
  return options;
}

#if defined(__SANITIZE_ADDRESS__)
constexpr double kSlowdown = 10;  // sanitized builds
#else
constexpr double kSlowdown = 1;
#endif

}  // namespace

TEST_CASE("every generated killer sudoku gets its labelled verdict from both backends",
          "[killer][data]") {
  auto files = files_in(shared_data() / "killer" / "generated", ".gsp");
  REQUIRE(files.size() >= 6);
  for (const auto& path : files) {
    INFO(path.filename().string());
    std::string text = read_text(path);
    auto puzzle = parse(text);
    REQUIRE_FALSE(dynamic_cast<const Sudoku&>(*puzzle).cages.empty());
    Verdict expected = expected_verdict(gsp_status(text));
    std::optional<Grid> solution;
    if (expected == Verdict::Unique) {
      auto solution_path = path;
      solution_path.replace_extension(".solution");
      ParseError error;
      solution = read_plain(*puzzle, read_text(solution_path), error);
      REQUIRE(solution.has_value());
    }
    for (const char* sum : kSums) {
      INFO("--sum " << sum);
      require_verdict(*puzzle, expected, solution ? &*solution : nullptr, with_sum(sum));
    }
  }
}

TEST_CASE("every Tatham Solo killer is solved, unique, with its known solution", "[killer][data]") {
  auto files = files_in(shared_data() / "killer" / "tatham", ".txt");
  REQUIRE(files.size() >= 2);
  std::size_t cases = 0;
  for (const auto& path : files) {
    for (const TathamCase& c : read_tatham_set(path)) {
      INFO(path.filename().string() << ":" << c.line << ": " << c.id);
      auto puzzle = parse(c.id);
      REQUIRE_FALSE(dynamic_cast<const Sudoku&>(*puzzle).cages.empty());
      Grid solution = tatham_solution(*puzzle, c);
      for (const char* sum : kSums) {
        INFO("--sum " << sum);
        require_verdict(*puzzle, Verdict::Unique, &solution, with_sum(sum));
      }
      ++cases;
    }
  }
  CHECK(cases >= 20);
}

TEST_CASE("a 9x9 killer of cages of 6 to 9 cells, without givens, is decided in under a second",
          "[killer]") {
  auto puzzle = parse(read_text(test_data() / ".." / "killer" / "data" / "large-cages-9x9.gsp"));
  const auto& s = dynamic_cast<const Sudoku&>(*puzzle);
  REQUIRE(s.cages.size() == 11);
  for (const KillerCage& cage : s.cages) CHECK(cage.cells.size() >= 6);
  for (const char* sum : {"auto", "dd"}) {
    INFO("--sum " << sum);
    RunOptions options = with_sum(sum);
    auto start = std::chrono::steady_clock::now();
    RunResult r = run(*puzzle, Mode::Unique, options);
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    CHECK(r.verdict == Verdict::Multiple);
    CHECK(seconds < 1.0 * kSlowdown);
    CHECK(r.stats.clauses < 30000);  // the decision diagrams keep the 9-cell cages small
    for (const Grid& g : r.solutions) CHECK_FALSE(check_solution(*puzzle, g).has_value());
  }
}

TEST_CASE("killer cages combine with diagonals and any box shape", "[killer]") {
  for (const std::string header :
       {"sudoku 9 diagonal", "sudoku 6 box=3x2", "sudoku 6 box=2x3", "sudoku 8 box=2x4 diagonal"}) {
    INFO(header);
    // A solution of the empty variant, then cut into dominoes along the rows (and a single cell
    // at the end of an odd row): a killer whose answer we know.
    auto empty = parse(header + "\n");
    RunResult first = run(*empty, Mode::Solve, {});
    REQUIRE(first.verdict == Verdict::Solved);
    const Grid& known = first.solutions.front();
    const int n = known.rows;
    std::string cages = "cages:\n", targets = "targets:";
    int label = 0;
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; c += 2) {
        std::string name = "c" + std::to_string(label++);
        int sum = known.at(r, c) + (c + 1 < n ? known.at(r, c + 1) : 0);
        cages += name + " " + (c + 1 < n ? name + " " : "");
        targets += " " + name + " " + std::to_string(sum);
      }
      cages += "\n";
    }
    auto puzzle = parse(header + "\n" + cages + targets + "\n");
    CHECK_FALSE(check_solution(*puzzle, known).has_value());
    std::optional<Verdict> agreed;
    for (const char* sum : kSums) {
      for (Backend backend : {Backend::Sat, Backend::Native}) {
        RunOptions options = with_sum(sum);
        options.backend = backend;
        RunResult r = run(*puzzle, Mode::Unique, options);
        INFO(sum << (backend == Backend::Native ? " native" : " sat"));
        REQUIRE((r.verdict == Verdict::Unique || r.verdict == Verdict::Multiple));
        if (!agreed) agreed = r.verdict;
        CHECK(r.verdict == *agreed);
        for (const Grid& g : r.solutions) CHECK_FALSE(check_solution(*puzzle, g).has_value());
        if (r.verdict == Verdict::Unique) CHECK(r.solutions.front() == known);
      }
    }
  }
}

namespace {

// Every grid of order n whose rows and columns are permutations.
void for_each_latin_square(int n, const std::function<void(const Grid&)>& f) {
  Grid g(n, n, 0);
  std::function<void(int)> fill = [&](int cell) {
    if (cell == n * n) {
      f(g);
      return;
    }
    const int r = cell / n, c = cell % n;
    for (int v = 1; v <= n; ++v) {
      bool clash = false;
      for (int i = 0; i < c; ++i) clash = clash || g.at(r, i) == v;
      for (int i = 0; i < r; ++i) clash = clash || g.at(i, c) == v;
      if (clash) continue;
      g.at(r, c) = v;
      fill(cell + 1);
    }
  };
  fill(0);
}

}  // namespace

TEST_CASE("killer check, both encodings and the native backtracker count the same solutions",
          "[killer]") {
  std::vector<Grid> squares;
  for_each_latin_square(4, [&](const Grid& g) { squares.push_back(g); });
  REQUIRE(squares.size() == 576);
  std::mt19937 rng(11);
  int with_solutions = 0, without = 0, several = 0;
  for (int trial = 0; trial < 60; ++trial) {
    Sudoku s;
    s.n = 4;
    s.box_rows = trial % 3 == 0 ? 1 : 2;  // 1x4 boxes (rows again) or 2x2
    s.box_cols = 4 / s.box_rows;
    s.diagonal = trial % 2 == 1;
    s.grid = Grid(4, 4);
    // Cages grown over a random square that fits the variant, some cells in no cage.
    std::vector<const Grid*> fitting;
    for (const Grid& g : squares)
      if (!check_solution(s, g)) fitting.push_back(&g);
    REQUIRE_FALSE(fitting.empty());
    const Grid& sol =
        *fitting[std::uniform_int_distribution<std::size_t>(0, fitting.size() - 1)(rng)];
    std::vector<bool> used(16, false);
    for (int start = 0; start < 16; ++start) {
      if (used[static_cast<std::size_t>(start)] ||
          std::uniform_int_distribution<int>(0, 4)(rng) == 0)
        continue;
      KillerCage cage{{start}, sol.cells[static_cast<std::size_t>(start)]};
      used[static_cast<std::size_t>(start)] = true;
      const int want = std::uniform_int_distribution<int>(1, 4)(rng);
      for (int grow = 1; grow < want; ++grow) {
        std::vector<int> frontier;
        for (int cell : cage.cells) {
          const int r = cell / 4, c = cell % 4;
          const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
          for (const auto& [nr, nc] : next) {
            if (nr < 0 || nc < 0 || nr >= 4 || nc >= 4 ||
                used[static_cast<std::size_t>(nr * 4 + nc)])
              continue;
            bool repeat = false;
            for (int other : cage.cells)
              repeat = repeat || sol.cells[static_cast<std::size_t>(other)] == sol.at(nr, nc);
            if (!repeat) frontier.push_back(nr * 4 + nc);
          }
        }
        if (frontier.empty()) break;
        const int pick =
            frontier[std::uniform_int_distribution<std::size_t>(0, frontier.size() - 1)(rng)];
        used[static_cast<std::size_t>(pick)] = true;
        cage.cells.push_back(pick);
        cage.sum += sol.cells[static_cast<std::size_t>(pick)];
      }
      if (std::uniform_int_distribution<int>(0, 7)(rng) == 0) cage.sum += 1;  // maybe no solution
      s.cages.push_back(std::move(cage));
    }
    long long brute = 0;
    for (const Grid& g : squares) brute += !check_solution(s, g).has_value();
    INFO("trial " << trial << ": " << s.header_options() << ", " << s.cages.size() << " cages");
    for (const char* sum : kSums) {
      for (Backend backend : {Backend::Sat, Backend::Native}) {
        RunOptions options = with_sum(sum);
        options.backend = backend;
        options.count_limit = 1000;
        RunResult r = run(s, Mode::Count, options);
        INFO(sum << (backend == Backend::Native ? " native" : " sat"));
        CHECK_FALSE(r.internal_error.has_value());
        REQUIRE(r.count_complete);
        REQUIRE(r.count == brute);
      }
    }
    with_solutions += brute > 0;
    without += brute == 0;
    several += brute > 1;
  }
  CHECK(with_solutions > 10);
  CHECK(without > 2);
  CHECK(several > 5);
}
