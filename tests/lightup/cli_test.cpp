// Light Up from the command line, as a user runs it: Tatham's IDs decided unique with Tatham's
// own solution by both backends (--cross-check); a puzzle made ambiguous by taking a number away
// counted the same by both backends, and analyzed in agreement with the count; certificates
// written and verified; the CNF through an external CaDiCaL and decoded; generated puzzles unique
// and read back; bad input one error line with exit status 65; the MiniZinc model.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "driver/engine.hpp"
#include "lightup/lightup_helpers.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"
#include "support/scratch_dir.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// A few committed IDs: the first of every size.
std::vector<LightupCase> some_cases() {
  std::vector<LightupCase> out;
  std::set<std::string> sizes;
  for (const LightupCase& c : lightup_cases())
    if (sizes.insert(c.id.substr(0, c.id.rfind(':'))).second) out.push_back(c);
  return out;
}

// Every solution (CaDiCaL, each model blocked).
std::vector<Grid> all_solutions(const Puzzle& p) {
  Cnf cnf;
  p.encode(cnf, {});
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  std::vector<Grid> out;
  while (solver->solve() == SatResult::Sat && out.size() < 5000) {
    out.push_back(
        decode_grid(cnf.answer(), p.rows(), p.cols(), [&](int var) { return solver->value(var); }));
    solver->add_clause(blocking_clause(cnf.answer(), out.back()));
  }
  return out;
}

}  // namespace

TEST_CASE("Light Up IDs: unique --cross-check prints Tatham's solution", "[lightup][cli]") {
  const auto cases = some_cases();
  REQUIRE(cases.size() >= 4);
  for (const LightupCase& c : cases) {
    INFO(c.id);
    for (const char* amo : {"pairwise", "product"}) {
      const CliRun run =
          run_cli({"unique", "--cross-check", "--amo", amo, "--from", "tatham", "-"}, c.id + "\n");
      CHECK(run.status == 0);
      CHECK(run.out == plain_bulbs(c.solution));
      CHECK(run.err.empty());
    }
  }
}

TEST_CASE("a number taken away: count and analyze agree", "[lightup][cli]") {
  // The first 10x10 ID with its numbers taken away one at a time, in reading order, until the
  // puzzle has more than one solution.
  const LightupCase* base = nullptr;
  const auto cases = lightup_cases();
  for (const LightupCase& c : cases)
    if (c.id.starts_with("lightup:10x10:")) {
      base = &c;
      break;
    }
  REQUIRE(base);
  auto p = read_lightup(base->id);
  std::vector<Clue> clues = p->removable_clues();
  std::unique_ptr<Puzzle> ambiguous;
  for (std::size_t i = 0; i < clues.size() && !ambiguous; ++i) {
    std::vector<Clue> fewer = clues;
    fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
    auto q = with_clues(*p, fewer);
    if (run(*q, Mode::Unique, {}).verdict == Verdict::Multiple) ambiguous = std::move(q);
  }
  REQUIRE(ambiguous);
  const std::string text = native_text(*ambiguous);
  INFO(text);

  const std::vector<Grid> solutions = all_solutions(*ambiguous);
  REQUIRE(solutions.size() >= 2);
  REQUIRE(solutions.size() < 5000);
  for (const Grid& g : solutions) CHECK_FALSE(check_solution(*ambiguous, g).has_value());
  const auto expected = static_cast<long long>(solutions.size());
  for (const std::vector<std::string>& extra :
       {std::vector<std::string>{}, {"--card", "totalizer"}, {"--backend", "native"}}) {
    std::vector<std::string> args = {"count", "--limit", "100000", "--format", "json"};
    args.insert(args.end(), extra.begin(), extra.end());
    args.push_back("-");
    const CliRun run = run_cli(args, text);
    CHECK(run.status == 0);
    CHECK(nlohmann::json::parse(run.out)["count"] == expected);
  }
  CHECK(run_cli({"unique", "-"}, text).status == 2);

  // analyze: a white cell is forced exactly when every solution agrees on it (walls, the
  // givens, are neither forced nor undecided), and its suggested cells make the puzzle unique.
  const CliRun analyzed = run_cli({"analyze", "--format", "json", "-"}, text);
  REQUIRE(analyzed.status == 0);
  const auto j = nlohmann::json::parse(analyzed.out);
  CHECK(j["status"] == "multiple");
  std::set<std::pair<int, int>> forced, undecided;
  for (const auto& f : j["forced"]) {
    const int r = f[0].get<int>() - 1, c = f[1].get<int>() - 1;
    forced.insert({r, c});
    CHECK(f[2].get<int>() == solutions.front().at(r, c));
  }
  for (const auto& u : j["undecided"]) undecided.insert({u[0].get<int>() - 1, u[1].get<int>() - 1});
  for (int r = 0; r < ambiguous->rows(); ++r)
    for (int c = 0; c < ambiguous->cols(); ++c) {
      bool same = true;
      for (const Grid& g : solutions) same = same && g.at(r, c) == solutions.front().at(r, c);
      const bool wall = ambiguous->givens().at(r, c) != kUnknown;
      INFO("r" << r + 1 << "c" << c + 1);
      CHECK(forced.count({r, c}) == (!wall && same ? 1u : 0u));
      CHECK(undecided.count({r, c}) == (same ? 0u : 1u));
    }
  REQUIRE_FALSE(j["suggest"].empty());
  std::size_t fitting = 0;
  for (const Grid& g : solutions) {
    bool fits = true;
    for (const auto& s : j["suggest"])
      fits = fits && g.at(s[0].get<int>() - 1, s[1].get<int>() - 1) == s[2].get<int>();
    fitting += fits;
  }
  CHECK(fitting == 1);
}

TEST_CASE("light up certificates, and the CNF through an external CaDiCaL", "[lightup][cli]") {
  ScratchDir dir;
  int done = 0;
  for (const LightupCase& c : some_cases()) {
    INFO(c.id);
    const fs::path puzzle = dir.write("p" + std::to_string(done) + ".txt", c.id + "\n");
    const fs::path cert = dir.path() / ("cert" + std::to_string(done));
    CHECK(run_cli({"unique", "--certify", cert.string(), puzzle.string()}).status == 0);
    const CliRun verify = run_cli({"verify", cert.string()});
    CHECK(verify.status == 0);
    CHECK(verify.out.rfind("valid:", 0) == 0);

    const fs::path cnf = dir.path() / "p.cnf", model = dir.path() / "model.txt";
    REQUIRE(run_cli({"encode", puzzle.string(), "-o", cnf.string()}).status == 0);
    const std::string command = "cadical -q '" + cnf.string() + "' > '" + model.string() + "'";
    CHECK(WEXITSTATUS(std::system(command.c_str())) == 10);
    const CliRun decoded = run_cli({"decode", puzzle.string(), model.string()});
    CHECK(decoded.status == 0);
    CHECK(decoded.out == plain_bulbs(c.solution));
    ++done;
  }
  CHECK(done >= 4);
}

TEST_CASE("generate --type lightup: unique puzzles that read back", "[lightup][cli][generate]") {
  for (const char* size : {"5", "7x9", "10"}) {
    INFO("size " << size);
    const std::vector<std::string> args = {"generate", "--type", "lightup", "--size",
                                           size,       "--seed", "3"};
    const CliRun made = run_cli(args);
    REQUIRE(made.status == 0);
    CHECK(made.out.find("lightup ") != std::string::npos);
    const CliRun unique = run_cli({"unique", "--cross-check", "-"}, made.out);
    CHECK(unique.status == 0);
    const auto p = read_lightup(made.out);
    // The generator adds walls rather than given cells (at these sizes it always finds them), so
    // the puzzle is Tatham's ID and a URL too, each reading back as the same puzzle.
    bool given = false;
    for (int r = 0; r < p->rows(); ++r)
      for (int c = 0; c < p->cols(); ++c)
        given =
            given || (p->numbers().at(r, c) == kLightupWhite && p->givens().at(r, c) != kUnknown);
    CHECK_FALSE(given);
    for (const char* to : {"tatham", "puzzlink"}) {
      const CliRun id = run_cli({"convert", "--to", to, "-"}, made.out);
      REQUIRE(id.status == 0);
      CHECK(native_text(*read_lightup(id.out)) == native_text(*p));
    }
  }
  // Larger grids may keep a few given cells (docs/lightup.md); unique all the same, and read back.
  const CliRun large = run_cli({"generate", "--type", "lightup", "--size", "25", "--seed", "4"});
  REQUIRE(large.status == 0);
  CHECK(run_cli({"unique", "--cross-check", "-"}, large.out).status == 0);
  CHECK(native_text(*read_lightup(large.out)) ==
        run_cli({"convert", "--to", "native", "-"}, large.out).out);
  const CliRun minimal = run_cli({"generate", "--type", "lightup", "--size", "7", "--seed", "5",
                                  "--minimal", "--black", "25"});
  REQUIRE(minimal.status == 0);
  const auto analysis =
      nlohmann::json::parse(run_cli({"analyze", "--format", "json", "-"}, minimal.out).out);
  CHECK(analysis["status"] == "unique");
  CHECK(analysis["redundant"].empty());  // minimal: every number is needed
  CHECK(run_cli({"generate", "--type", "lightup", "--size", "101"}).status == 64);
  CHECK(run_cli({"generate", "--type", "lightup", "--size", "5", "--black", "95"}).status == 64);
}

TEST_CASE("light up output and bad input from the command line", "[lightup][cli]") {
  ScratchDir dir;
  const LightupCase c = lightup_cases().front();
  const CliRun json = run_cli({"solve", "--format", "json", "-"}, c.id + "\n");
  CHECK(json.status == 0);
  const auto j = nlohmann::json::parse(json.out);
  CHECK(j["type"] == "lightup");
  std::vector<std::vector<int>> rows;
  for (int r = 0; r < c.solution.rows; ++r) {
    rows.emplace_back();
    for (int col = 0; col < c.solution.cols; ++col) rows.back().push_back(c.solution.at(r, col));
  }
  CHECK(j["solutions"][0] == nlohmann::json(rows));
  const CliRun svg = run_cli({"solve", "--format", "svg", "-"}, c.id + "\n");
  CHECK(svg.status == 0);
  CHECK(svg.out.find("<svg") != std::string::npos);
  const fs::path puzzle = dir.write("p.txt", c.id + "\n");
  const fs::path answer = dir.write("a.txt", plain_bulbs(c.solution));
  CHECK(run_cli({"check", puzzle.string(), answer.string()}).status == 0);
  // No bulb at all: the first white cell is dark.
  const fs::path dark = dir.write("w.txt", plain_bulbs(Grid(c.solution.rows, c.solution.cols, 0)));
  const CliRun bad_answer = run_cli({"check", puzzle.string(), dark.string()});
  CHECK(bad_answer.status == 65);
  CHECK((bad_answer.out + bad_answer.err).find("holds 0 bulbs, fewer than 1") != std::string::npos);

  const fs::path bad = dir.write("bad.gsp", "lightup 3x4\ngrid:\n. B . .\n. . 7 .\n. . . .\n");
  const CliRun run = run_cli({"solve", bad.string()});
  CHECK(run.status == 65);
  CHECK(run.out.empty());
  CHECK(run.err == "gridsat: " + bad.string() +
                       ":4:5: unexpected '7' in a lightup grid (expected '.', 'B', a wall number 0 "
                       "to 4, '*' or '+')\n");
  const fs::path bad_id = dir.write("bad.txt", "lightup:3x2:a5d\n");
  const CliRun id_run = run_cli({"solve", bad_id.string()});
  CHECK(id_run.status == 65);
  CHECK(id_run.err == "gridsat: " + bad_id.string() +
                          ":1:14: unexpected '5' in a Light Up grid (expected a-z, B or a number "
                          "0 to 4)\n");
}

TEST_CASE("the MiniZinc model finds the same solutions", "[lightup][minizinc]") {
  if (std::system("command -v minizinc > /dev/null 2>&1") != 0) {
    WARN("minizinc is not installed: the model is not checked");
    return;
  }
  ScratchDir dir;
  const fs::path model = fs::path(GRIDSAT_TEST_DATA_DIR).parent_path().parent_path() /
                         "encoder/genres/lightup/lightup.mzn";
  REQUIRE(fs::exists(model));
  // pzprjs's example (its accepted answer), a 3 x 3 with a 0 in the middle (2, by hand in
  // rules_test.cpp), an empty 3 x 3 with a given, and the first Tatham ID.
  const auto pzprjs = read_lightup("https://puzz.link/p?akari/6/6/nekcakbl");
  Lightup zero = lightup(3, 3);
  set_cell(zero, 1, 1, 0);
  Lightup given = lightup(3, 3);
  set_cell(given, 0, 2, kLightupWall);
  given.set_given(1, 1, 1);
  const auto tatham = read_lightup(lightup_cases().front().id);
  const std::pair<const Lightup*, std::vector<Grid>> cases[] = {
      {pzprjs.get(), {bulbs({"..#...", ".#.#..", "..#..#", "....#.", "#.....", "...#.."})}},
      {&zero, brute_force_solutions(zero)},
      {&given, brute_force_solutions(given)},
      {tatham.get(), {lightup_cases().front().solution}}};
  for (const auto& [p, solutions] : cases) {
    const fs::path data = dir.write("p.dzn", p->minizinc_data());
    const fs::path out = dir.path() / "out.txt";
    const std::string command = "minizinc --solver gecode -a '" + model.string() + "' '" +
                                data.string() + "' > '" + out.string() + "' 2> /dev/null";
    REQUIRE(std::system(command.c_str()) == 0);
    std::set<std::vector<int>> found;
    std::istringstream in(read_text(out));
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '-' || line[0] == '=') continue;
      std::istringstream values(line);
      std::vector<int> cells;
      for (int v; values >> v;) cells.push_back(v);
      found.insert(cells);
    }
    std::set<std::vector<int>> expected;
    for (const Grid& g : solutions) expected.insert(g.cells);
    CHECK(found == expected);
  }
}
