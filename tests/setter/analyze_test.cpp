// analyze against brute force: every solution of the small `multiple` instances is enumerated by
// the native backtracker (which never sees the CNF), and the forced / undecided cells must be
// exactly what those solutions agree and disagree on; the suggested givens must make the puzzle
// unique; every redundancy claim (and every clue not claimed) is checked by solving the puzzle
// without that clue from scratch.
#include <catch2/catch.hpp>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

#include "genres/abc/abc.hpp"
#include "genres/skyscrapers/skyscrapers.hpp"
#include "native/backtrack.hpp"
#include "setter/setter.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// Every solution, or nothing when there are more than `limit`.
std::optional<std::vector<Grid>> all_solutions(const Puzzle& puzzle, long long limit) {
  auto rules = puzzle.native_rules();
  SearchOutcome out = backtrack(*rules, puzzle.rows(), puzzle.cols(), limit + 1, Limits{});
  if (out.status != SatResult::Unsat) return std::nullopt;
  return out.solutions;
}

Verdict verdict_from_scratch(const Puzzle& puzzle) {
  RunResult r = run(puzzle, Mode::Unique, RunOptions{});
  REQUIRE(!r.internal_error);
  return r.verdict;
}

// The small multiple-solution instances of every type.
std::vector<fs::path> small_multiple_instances() {
  std::vector<fs::path> out;
  for (const char* type : {"sudoku", "killer", "skyscrapers", "abc", "calcudoku", "binairo"}) {
    for (const auto& path : files_in(shared_data() / type / "generated", ".gsp")) {
      const std::string name = path.filename().string();
      if (name.find("multiple") == std::string::npos) continue;
      auto puzzle = parse(read_text(path));
      if (puzzle->rows() * puzzle->cols() > 100) continue;
      out.push_back(path);
    }
  }
  return out;
}

void require_analysis_matches(const Puzzle& puzzle, const std::vector<Grid>& solutions) {
  Analysis a = analyze(puzzle, AnalyzeOptions{});
  REQUIRE(a.status == Verdict::Multiple);
  std::set<std::pair<int, int>> forced, undecided, expect_forced, expect_undecided;
  for (const CellValue& c : a.forced) {
    forced.insert({c.row, c.col});
    for (const Grid& s : solutions) REQUIRE(s.at(c.row, c.col) == c.value);
  }
  for (auto cell : a.undecided) undecided.insert(cell);
  for (int r = 0; r < puzzle.rows(); ++r)
    for (int c = 0; c < puzzle.cols(); ++c) {
      if (puzzle.givens().at(r, c) != kUnknown) continue;
      bool same = true;
      for (const Grid& s : solutions) same = same && s.at(r, c) == solutions.front().at(r, c);
      (same ? expect_forced : expect_undecided).insert({r, c});
    }
  CHECK(forced == expect_forced);
  CHECK(undecided == expect_undecided);

  // The suggested givens are undecided cells; together they leave exactly one of the solutions.
  REQUIRE(!a.suggest.empty());
  std::vector<Clue> clues = removable_clues(puzzle);
  for (const CellValue& c : a.suggest) {
    CHECK(undecided.count({c.row, c.col}) == 1);
    clues.push_back({Clue::Kind::Given, c.row, c.col, Side::Top, 0, c.value});
  }
  auto completed = with_clues(puzzle, clues);
  CHECK(verdict_from_scratch(*completed) == Verdict::Unique);
  int left = 0;
  for (const Grid& s : solutions) {
    bool fits = true;
    for (const CellValue& c : a.suggest) fits = fits && s.at(c.row, c.col) == c.value;
    left += fits;
  }
  CHECK(left == 1);
  // Irredundant: without any one of them it is ambiguous again.
  for (std::size_t i = 0; i < a.suggest.size(); ++i) {
    std::vector<Clue> fewer = removable_clues(puzzle);
    for (std::size_t j = 0; j < a.suggest.size(); ++j)
      if (j != i)
        fewer.push_back({Clue::Kind::Given, a.suggest[j].row, a.suggest[j].col, Side::Top, 0,
                         a.suggest[j].value});
    CHECK(verdict_from_scratch(*with_clues(puzzle, fewer)) == Verdict::Multiple);
  }
}

void require_redundancy_claims(const Puzzle& puzzle) {
  Analysis a = analyze(puzzle, AnalyzeOptions{});
  REQUIRE(a.status == Verdict::Unique);
  const std::vector<Clue> clues = removable_clues(puzzle);
  CHECK(a.clue_count == clues.size());
  for (std::size_t i = 0; i < clues.size(); ++i) {
    INFO(describe_clue(puzzle, clues[i]));
    std::vector<Clue> without = clues;
    without.erase(without.begin() + static_cast<std::ptrdiff_t>(i));
    const bool claimed =
        std::find(a.redundant.begin(), a.redundant.end(), clues[i]) != a.redundant.end();
    CHECK(claimed == (verdict_from_scratch(*with_clues(puzzle, without)) == Verdict::Unique));
  }
  CHECK(a.decisions >= 0);
  CHECK(a.conflicts >= 0);
}

// The puzzle with every cell given, from its known solution.
std::unique_ptr<Puzzle> fully_given(const Puzzle& puzzle, const Grid& solution) {
  std::vector<Clue> clues = removable_clues(puzzle);
  for (int r = 0; r < solution.rows; ++r)
    for (int c = 0; c < solution.cols; ++c)
      if (puzzle.givens().at(r, c) == kUnknown)
        clues.push_back({Clue::Kind::Given, r, c, Side::Top, 0, solution.at(r, c)});
  return with_clues(puzzle, clues);
}

Grid known_solution(const fs::path& gsp, const Puzzle& puzzle) {
  auto path = gsp;
  path.replace_extension(".solution");
  ParseError error;
  auto solution = read_plain(puzzle, read_text(path), error);
  REQUIRE(solution.has_value());
  return *solution;
}

}  // namespace

TEST_CASE("analyze: forced and undecided cells are what brute force finds", "[setter][analyze]") {
  const auto paths = small_multiple_instances();
  REQUIRE(paths.size() >= 10);
  int checked = 0;
  for (const auto& path : paths) {
    INFO(path.filename().string());
    auto puzzle = parse(read_text(path));
    auto solutions = all_solutions(*puzzle, 500);
    if (!solutions) continue;  // too many to enumerate
    REQUIRE(solutions->size() >= 2);
    require_analysis_matches(*puzzle, *solutions);
    ++checked;
  }
  CHECK(checked >= 10);
}

TEST_CASE("analyze: with both line encodings and the sum variant", "[setter][analyze]") {
  // Border clues are split off the clue-free encoding (clue_solver.hpp); every line encoding must
  // allow that.
  for (const char* encoding : {"order", "automaton"}) {
    INFO(encoding);
    for (const char* file : {"skyscrapers/generated/skyscrapers-n4-multiple-001.gsp",
                             "skyscrapers/generated/skyscrapers-sum-n4-multiple-001.gsp",
                             "abc/generated/abc-n5-multiple-001.gsp"}) {
      INFO(file);
      auto puzzle = parse(read_text(shared_data() / file));
      auto solutions = all_solutions(*puzzle, 5000);
      REQUIRE(solutions);
      AnalyzeOptions options;
      options.encode.visibility = *parse_visibility(encoding);
      Analysis a = analyze(*puzzle, options);
      REQUIRE(a.status == Verdict::Multiple);
      std::size_t undecided = 0;
      for (int cell = 0; cell < puzzle->rows() * puzzle->cols(); ++cell) {
        const int r = cell / puzzle->cols(), c = cell % puzzle->cols();
        bool same = true;
        for (const Grid& s : *solutions) same = same && s.at(r, c) == solutions->front().at(r, c);
        undecided += puzzle->givens().at(r, c) == kUnknown && !same;
      }
      CHECK(a.undecided.size() == undecided);
    }
  }
}

TEST_CASE("analyze: redundant clues of unique puzzles, each claim re-solved from scratch",
          "[setter][analyze]") {
  for (const char* file :
       {"sudoku/generated/sudoku-6x6-unique-001.gsp",
        "skyscrapers/generated/skyscrapers-n5-unique-001.gsp",
        "skyscrapers/generated/skyscrapers-sum-n5-unique-001.gsp",
        "abc/generated/abc-n5-unique-001.gsp", "binairo/generated/binairo-6x6-unique-001.gsp",
        "calcudoku/generated/calcudoku-n4-unique-001.gsp"}) {
    INFO(file);
    const fs::path path = shared_data() / file;
    auto puzzle = parse(read_text(path));
    require_redundancy_claims(*puzzle);
    // With extra givens from the solution, some clue is redundant: at least the extra ones.
    const Grid solution = known_solution(path, *puzzle);
    std::vector<Clue> clues = removable_clues(*puzzle);
    int added = 0;
    for (int cell = 0; cell < puzzle->rows() * puzzle->cols() && added < 3; cell += 5) {
      const int r = cell / puzzle->cols(), c = cell % puzzle->cols();
      if (puzzle->givens().at(r, c) != kUnknown) continue;
      clues.push_back({Clue::Kind::Given, r, c, Side::Top, 0, solution.at(r, c)});
      ++added;
    }
    auto more = with_clues(*puzzle, clues);
    Analysis a = analyze(*more, AnalyzeOptions{});
    CHECK(!a.redundant.empty());
    require_redundancy_claims(*more);
  }
}

TEST_CASE("analyze: propagation, effort and no solution", "[setter][analyze]") {
  const fs::path path = shared_data() / "sudoku/generated/sudoku-9x9-unique-001.gsp";
  auto puzzle = parse(read_text(path));
  auto full = fully_given(*puzzle, known_solution(path, *puzzle));
  Analysis a = analyze(*full, AnalyzeOptions{});
  REQUIRE(a.status == Verdict::Unique);
  CHECK(a.propagation_only);
  CHECK(a.decisions == 0);
  CHECK(a.redundant.size() == a.clue_count);  // every single given follows from the others

  // A hard one: propagation alone does not get far, and the solver has to decide.
  auto hard =
      parse("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
  Analysis h = analyze(*hard, AnalyzeOptions{});
  REQUIRE(h.status == Verdict::Unique);
  CHECK(!h.propagation_only);
  CHECK(!solved_by_propagation(*hard, EncodeOptions{}));
  CHECK(h.decisions > 0);
  CHECK(h.conflicts > 0);

  for (const char* file :
       {"abc/generated/abc-n5-none-001.gsp", "binairo/generated/binairo-6x6-none-001.gsp"}) {
    INFO(file);
    Analysis none = analyze(*parse(read_text(shared_data() / file)), AnalyzeOptions{});
    CHECK(none.status == Verdict::None);
  }
}

TEST_CASE("analyze on the command line: the JSON of CLI.md", "[setter][analyze][cli]") {
  const std::string multiple =
      (shared_data() / "sudoku/generated/sudoku-4x4-multiple-001.gsp").string();
  CliRun m = run_cli({"analyze", "--format", "json", multiple});
  REQUIRE(m.status == 0);
  auto j = nlohmann::json::parse(m.out);
  CHECK(j["status"] == "multiple");
  CHECK(j.size() == 4);
  for (const auto& f : j["forced"]) CHECK(f.size() == 3);
  for (const auto& u : j["undecided"]) CHECK(u.size() == 2);
  CHECK(!j["suggest"].empty());

  const std::string unique =
      (shared_data() / "skyscrapers/generated/skyscrapers-n5-unique-001.gsp").string();
  CliRun u = run_cli({"analyze", "--format", "json", unique});
  REQUIRE(u.status == 0);
  auto k = nlohmann::json::parse(u.out);
  CHECK(k["status"] == "unique");
  CHECK(k["redundant"].is_array());
  CHECK(k["propagation_only"].is_boolean());
  CHECK(k["decisions"].is_number_integer());
  CHECK(k["conflicts"].is_number_integer());

  CliRun none =
      run_cli({"analyze", (shared_data() / "abc/generated/abc-n5-none-001.gsp").string()});
  CHECK(none.status == 0);
  CHECK(none.out.find("status: unsat") != std::string::npos);
  CHECK(run_cli({"analyze", "--help"}).status == 0);
}
