// Nonogram from the command line, as a user runs it: Pattern IDs decided unique with
// --cross-check; a puzzle with two solutions (a given taken away), counted by both backends as
// brute force over check counts it, and analyzed in agreement; the CNF through an external
// CaDiCaL and decoded; certificates written and verified; generated puzzles unique; bad input one
// error line with exit 65; the picture's clue lists.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <numeric>

#include "nonogram/nonogram_helpers.hpp"
#include "support/scratch_dir.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Every shading of a small puzzle that check accepts.
std::vector<Grid> all_solutions(const Nonogram& p) {
  std::vector<Grid> out;
  const int n = p.height * p.width;
  for (long code = 0; code < (1L << n); ++code) {
    Grid g(p.height, p.width);
    for (int i = 0; i < n; ++i) g.cells[at(i)] = static_cast<int>(code >> i & 1);
    if (!check_solution(p, g)) out.push_back(g);
  }
  return out;
}

}  // namespace

TEST_CASE("Pattern IDs: unique --cross-check, and the answer passes check", "[nonogram][cli]") {
  int done = 0;
  for (const auto& [line, id] : pattern_ids()) {
    if (line % 3 != 0) continue;
    INFO(id);
    CliRun run = run_cli({"unique", "--cross-check", "--from", "tatham", "-"}, id + "\n");
    CHECK(run.status == 0);
    CHECK(run.err.empty());
    CliRun json = run_cli({"unique", "--format", "json", "-"}, id + "\n");
    REQUIRE(json.status == 0);
    const auto j = nlohmann::json::parse(json.out);
    const auto p = read_nonogram(id);
    Grid g(p->height, p->width);
    for (int r = 0; r < p->height; ++r)
      for (int c = 0; c < p->width; ++c)
        g.at(r, c) = j["solutions"][at(0)][at(r)][at(c)].get<int>();
    CHECK_FALSE(check_solution(*p, g).has_value());
    ++done;
  }
  CHECK(done >= 8);
}

TEST_CASE("two solutions: count and analyze agree with brute force", "[nonogram][cli]") {
  // By hand: row 1 and column 1 are empty, every other line holds one filled cell, so the
  // filled cells are r2c2 and r3c3 or r2c3 and r3c2: two solutions, five cells forced empty.
  const std::string text = "nonogram 3\ntop:\n0\n1\n1\nleft:\n0\n1\n1\n";
  const auto p = read_nonogram(text);
  const std::vector<Grid> solutions = all_solutions(*p);
  REQUIRE(solutions.size() == 2);
  for (const std::vector<std::string>& extra :
       {std::vector<std::string>{}, {"--backend", "native"}}) {
    std::vector<std::string> args = {"count", "--format", "json"};
    args.insert(args.end(), extra.begin(), extra.end());
    args.push_back("-");
    const CliRun run = run_cli(args, text);
    CHECK(run.status == 0);
    CHECK(nlohmann::json::parse(run.out)["count"] == 2);
  }
  CHECK(run_cli({"unique", "-"}, text).status == 2);
  const CliRun analyzed = run_cli({"analyze", "--format", "json", "-"}, text);
  REQUIRE(analyzed.status == 0);
  const auto j = nlohmann::json::parse(analyzed.out);
  CHECK(j["status"] == "multiple");
  int forced = 0;
  for (const auto& f : j["forced"]) {
    const int r = f[0].get<int>() - 1, c = f[1].get<int>() - 1;
    CHECK(solutions[0].at(r, c) == solutions[1].at(r, c));
    CHECK(f[2].get<int>() == solutions[0].at(r, c));
    ++forced;
  }
  int differ = 0;
  for (std::size_t i = 0; i < solutions[0].cells.size(); ++i)
    differ += solutions[0].cells[i] != solutions[1].cells[i];
  CHECK(differ == 4);
  CHECK(forced == 5);
  // With the given r2c3 filled, unique.
  const CliRun given = run_cli({"unique", "--cross-check", "-"}, text + "grid:\n...\n..1\n...\n");
  CHECK(given.status == 0);
  CHECK(given.out == ". . .\n. . #\n. # .\n");
}

TEST_CASE("nonogram certificates, and the CNF through an external CaDiCaL", "[nonogram][cli]") {
  ScratchDir dir;
  int done = 0;
  const auto ids = pattern_ids();
  for (std::size_t i = 0; i < ids.size(); i += 8) {
    const std::string& id = ids[i].second;
    INFO(id);
    const fs::path puzzle = dir.write("p" + std::to_string(done) + ".txt", id + "\n");
    const fs::path cert = dir.path() / ("cert" + std::to_string(done));
    CHECK(run_cli({"unique", "--certify", cert.string(), puzzle.string()}).status == 0);
    CliRun verify = run_cli({"verify", cert.string()});
    CHECK(verify.status == 0);
    CHECK(verify.out.rfind("valid:", 0) == 0);
    const CliRun solved = run_cli({"solve", puzzle.string()});
    REQUIRE(solved.status == 0);
    const fs::path cnf = dir.path() / "p.cnf", model = dir.path() / "model.txt";
    REQUIRE(run_cli({"encode", puzzle.string(), "-o", cnf.string()}).status == 0);
    const std::string command = "cadical -q '" + cnf.string() + "' > '" + model.string() + "'";
    CHECK(WEXITSTATUS(std::system(command.c_str())) == 10);
    CliRun decoded = run_cli({"decode", puzzle.string(), model.string()});
    CHECK(decoded.status == 0);
    CHECK(decoded.out == solved.out);
    const fs::path solution = dir.write("s.txt", solved.out);
    const fs::path blocked = dir.path() / "blocked.cnf";
    REQUIRE(
        run_cli({"encode", "--exclude", solution.string(), puzzle.string(), "-o", blocked.string()})
            .status == 0);
    const std::string unsat = "cadical -q '" + blocked.string() + "' > /dev/null";
    CHECK(WEXITSTATUS(std::system(unsat.c_str())) == 20);
    ++done;
  }
  CHECK(done >= 3);
}

TEST_CASE("generate --type nonogram: unique puzzles that read back", "[nonogram][cli][generate]") {
  for (const char* size : {"4", "5x8", "10", "20"}) {
    INFO("size " << size);
    CliRun made = run_cli({"generate", "--type", "nonogram", "--size", size, "--seed", "16"});
    REQUIRE(made.status == 0);
    CHECK(made.out.find("nonogram ") != std::string::npos);
    CHECK(run_cli({"unique", "--cross-check", "-"}, made.out).status == 0);
    CliRun id = run_cli({"convert", "--to", "tatham", "-"}, made.out);
    REQUIRE(id.status == 0);
    CHECK(id.out.starts_with("pattern:"));
    CHECK(run_cli({"convert", "--to", "native", "-"}, id.out).out ==
          run_cli({"convert", "--to", "native", "-"}, made.out).out);
  }
  CHECK(run_cli({"generate", "--type", "nonogram", "--size", "6", "--seed", "3"}).out ==
        run_cli({"generate", "--type", "nonogram", "--size", "6", "--seed", "3"}).out);
  CHECK(run_cli({"generate", "--type", "nonogram", "--size", "1"}).status == 64);
  // --density: every row of the fill holds that share of filled cells, so each row's runs add up
  // to it (3 of 10 at 30%).
  CliRun sparse =
      run_cli({"generate", "--type", "nonogram", "--size", "10", "--density", "30", "--seed", "2"});
  REQUIRE(sparse.status == 0);
  const auto p = read_nonogram(sparse.out);
  for (const auto& runs : p->row_runs) CHECK(std::accumulate(runs.begin(), runs.end(), 0) == 3);
  CHECK(run_cli({"unique", "--cross-check", "-"}, sparse.out).status == 0);
  CHECK(run_cli({"generate", "--type", "nonogram", "--size", "5", "--density", "0"}).status == 64);
  CHECK(run_cli({"generate", "--type", "nonogram", "--size", "5", "--density", "x"}).status == 64);
}

TEST_CASE("bad nonogram input: one error line, exit 65", "[nonogram][cli]") {
  for (const std::string& text :
       {std::string("pattern:2x2:1/1/1\n"), std::string("https://puzz.link/p?nonogram/2/2/3\n"),
        std::string("nonogram 2\ntop:\n1\n1\n")}) {
    INFO(text);
    CliRun run = run_cli({"solve", "-"}, text);
    CHECK(run.status == 65);
    CHECK(run.out.empty());
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
  }
}

TEST_CASE("the picture: clue lists above and left, filled cells", "[nonogram][cli]") {
  const std::string id = "pattern:3x3:2/1/1.1/1/1/3\n";
  const CliRun pretty = run_cli({"solve", "--format", "pretty", "--color", "never", "-"}, id);
  REQUIRE(pretty.status == 0);
  CHECK(pretty.out.find("1 1") == std::string::npos);  // a column's list is stacked, not in a row
  CHECK(pretty.out.find("3") != std::string::npos);
  CHECK(pretty.out.find("█") != std::string::npos);
  const CliRun svg = run_cli({"solve", "--format", "svg", "-"}, id);
  REQUIRE(svg.status == 0);
  CHECK(svg.out.find("<svg") != std::string::npos);
  const auto p = read_nonogram(id);
  Picture picture = picture_of(*p);
  CHECK(picture.clues[0] == std::vector<std::string>{"2", "1", "1 1"});
  CHECK(picture.clues[2] == std::vector<std::string>{"1", "1", "3"});
  CHECK(picture.shade_symbol.empty());
}
