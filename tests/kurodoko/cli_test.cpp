// Kurodoko from the command line, as a user runs it: Range IDs decided unique with Range's own
// solution by both backends (--cross-check); a puzzle made ambiguous by taking a number away
// counted the same by every backend and connectivity encoding, and analyzed in agreement with
// the count; certificates written and verified; the CNF through an external CaDiCaL and decoded;
// generated puzzles unique; bad input one error line with exit status 65.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "driver/engine.hpp"
#include "kurodoko/kurodoko_helpers.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"
#include "support/scratch_dir.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// Range's solution as gridsat's plain output writes a shading.
std::string plain(const Puzzle& p, const TathamCase& c) {
  return plain_shading(tatham_solution(p, c));
}

// A few committed IDs: the first of every size.
std::vector<TathamCase> some_cases() {
  std::vector<TathamCase> out;
  std::set<std::string> sizes;
  for (const TathamCase& c : range_cases())
    if (sizes.insert(c.id.substr(0, c.id.rfind(':'))).second) out.push_back(c);
  return out;
}

// Every solution, from the static encoding (CaDiCaL, each model blocked).
std::vector<Grid> all_solutions(const Puzzle& p) {
  EncodeOptions options;
  options.connectivity = Connectivity::Static;
  Cnf cnf;
  p.encode(cnf, options);
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

TEST_CASE("Range IDs: unique --cross-check prints Range's solution", "[kurodoko][cli]") {
  const auto cases = some_cases();
  REQUIRE(cases.size() >= 7);
  for (const TathamCase& c : cases) {
    INFO(c.id);
    const auto k = read_kurodoko(c.id);
    CliRun run = run_cli({"unique", "--cross-check", "--from", "tatham", "-"}, c.id + "\n");
    CHECK(run.status == 0);
    CHECK(run.out == plain(*k, c));
    CHECK(run.err.empty());
    // The static encoding says the same.
    run = run_cli({"unique", "--connectivity", "static", "-"}, c.id + "\n");
    CHECK(run.status == 0);
    CHECK(run.out == plain(*k, c));
  }
}

TEST_CASE("a number taken away: count and analyze agree", "[kurodoko][cli]") {
  // The first 9x6 ID with its numbers taken away one at a time, in reading order, until the
  // puzzle has more than one solution.
  const TathamCase* base = nullptr;
  const auto cases = range_cases();
  for (const TathamCase& c : cases)
    if (c.id.starts_with("range:9x6:")) {
      base = &c;
      break;
    }
  REQUIRE(base);
  auto k = read_kurodoko(base->id);
  std::vector<Clue> clues = k->removable_clues();
  std::unique_ptr<Puzzle> ambiguous;
  for (std::size_t i = 0; i < clues.size() && !ambiguous; ++i) {
    std::vector<Clue> fewer = clues;
    fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
    auto p = with_clues(*k, fewer);
    if (run(*p, Mode::Unique, {}).verdict == Verdict::Multiple) ambiguous = std::move(p);
  }
  REQUIRE(ambiguous);
  std::string error;
  const std::string text = *write_puzzle(*ambiguous, "native", error);
  INFO(text);

  const std::vector<Grid> solutions = all_solutions(*ambiguous);
  REQUIRE(solutions.size() >= 2);
  REQUIRE(solutions.size() < 5000);
  for (const Grid& g : solutions) CHECK_FALSE(check_solution(*ambiguous, g).has_value());
  const auto expected = static_cast<long long>(solutions.size());
  for (const std::vector<std::string>& extra : {std::vector<std::string>{},
                                                {"--connectivity", "static"},
                                                {"--connectivity", "lazy"},
                                                {"--backend", "native"}}) {
    std::vector<std::string> args = {"count", "--limit", "100000", "--format", "json"};
    args.insert(args.end(), extra.begin(), extra.end());
    args.push_back("-");
    const CliRun run = run_cli(args, text);
    CHECK(run.status == 0);
    CHECK(nlohmann::json::parse(run.out)["count"] == expected);
  }
  CHECK(run_cli({"unique", "-"}, text).status == 2);

  // analyze: a cell is forced exactly when every solution agrees on it (numbered cells, the
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
      const bool numbered = ambiguous->givens().at(r, c) != kUnknown;
      INFO("r" << r + 1 << "c" << c + 1);
      CHECK(forced.count({r, c}) == (!numbered && same ? 1u : 0u));
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

TEST_CASE("kurodoko certificates, and the CNF through an external CaDiCaL", "[kurodoko][cli]") {
  ScratchDir dir;
  int done = 0;
  for (const TathamCase& c : some_cases()) {
    INFO(c.id);
    const auto k = read_kurodoko(c.id);
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
    CHECK(decoded.out == plain(*k, c));
    ++done;
  }
  CHECK(done >= 7);
}

TEST_CASE("generate --type kurodoko: unique puzzles", "[kurodoko][cli][generate]") {
  for (const char* size : {"5", "6x8", "9x6"}) {
    INFO("size " << size);
    const std::vector<std::string> args = {"generate", "--type", "kurodoko", "--size",
                                           size,       "--seed", "3"};
    const CliRun made = run_cli(args);
    REQUIRE(made.status == 0);
    CHECK(made.out.find("kurodoko ") != std::string::npos);
    const CliRun unique = run_cli({"unique", "--cross-check", "-"}, made.out);
    CHECK(unique.status == 0);
    // Its Range ID and its URL read back as the same puzzle.
    for (const char* to : {"tatham", "puzzlink"}) {
      std::vector<std::string> again = args;
      again.insert(again.end(), {"--to", to});
      const CliRun id = run_cli(again);
      REQUIRE(id.status == 0);
      CHECK(run_cli({"convert", "--to", "native", "-"}, id.out).out ==
            run_cli({"convert", "--to", "native", "-"}, made.out).out);
    }
  }
  const CliRun minimal =
      run_cli({"generate", "--type", "kurodoko", "--size", "7", "--seed", "5", "--minimal"});
  REQUIRE(minimal.status == 0);
  const auto analysis =
      nlohmann::json::parse(run_cli({"analyze", "--format", "json", "-"}, minimal.out).out);
  CHECK(analysis["status"] == "unique");
  CHECK(analysis["redundant"].empty());  // minimal: every number is needed
  CHECK(run_cli({"generate", "--type", "kurodoko", "--size", "1"}).status == 64);
  CHECK(run_cli({"generate", "--type", "kurodoko", "--size", "101"}).status == 64);
}

TEST_CASE("kurodoko output and bad input from the command line", "[kurodoko][cli]") {
  ScratchDir dir;
  const std::string id = "range:5x5:c3b7c7c8c4b8c";  // the first committed ID
  const CliRun json = run_cli({"solve", "--format", "json", "-"}, id + "\n");
  CHECK(json.status == 0);
  const auto j = nlohmann::json::parse(json.out);
  CHECK(j["type"] == "kurodoko");
  CHECK(j["solutions"][0] ==
        nlohmann::json::parse("[[1,0,0,0,1],[0,0,0,1,0],[0,0,0,0,0],[0,0,1,0,0],[1,0,0,0,0]]"));
  const CliRun svg = run_cli({"solve", "--format", "svg", "-"}, id + "\n");
  CHECK(svg.status == 0);
  CHECK(svg.out.find("<svg") != std::string::npos);
  const fs::path answer =
      dir.write("a.txt", "# . . . #\n. . . # .\n. . . . .\n. . # . .\n# . . . .\n");
  const fs::path puzzle = dir.write("p.txt", id + "\n");
  CHECK(run_cli({"check", puzzle.string(), answer.string()}).status == 0);
  const fs::path wrong =
      dir.write("w.txt", "# . . . #\n. . . # .\n. . . . .\n. . # . .\n. . . . #\n");
  const CliRun bad_answer = run_cli({"check", puzzle.string(), wrong.string()});
  CHECK(bad_answer.status == 65);
  // r5c5 black rather than r5c1: the 7 at r3c1 sees r5c1 too.
  CHECK((bad_answer.out + bad_answer.err)
            .find("r3c1: r3c1 sees 8 white cells (itself included), not 7") != std::string::npos);

  const fs::path bad = dir.write("bad.gsp", "kurodoko 3x4\ngrid:\n. 2 . .\n. . 7 .\n. . . .\n");
  const CliRun run = run_cli({"solve", bad.string()});
  CHECK(run.status == 65);
  CHECK(run.out.empty());
  CHECK(run.err ==
        "gridsat: " + bad.string() + ":4:5: the number in r2c3 is 7; it can be 1 to 6\n");
  const fs::path bad_id = dir.write("bad.txt", "range:3x2:a9d\n");
  const CliRun id_run = run_cli({"solve", bad_id.string()});
  CHECK(id_run.status == 65);
  CHECK(id_run.err == "gridsat: " + bad_id.string() + ":1:12: number 9 is out of range 1..4\n");
}

TEST_CASE("the MiniZinc model finds the same solutions", "[kurodoko][minizinc]") {
  if (std::system("command -v minizinc > /dev/null 2>&1") != 0) {
    WARN("minizinc is not installed: the model is not checked");
    return;
  }
  ScratchDir dir;
  const fs::path model = fs::path(GRIDSAT_TEST_DATA_DIR).parent_path().parent_path() /
                         "encoder/genres/kurodoko/kurodoko.mzn";
  REQUIRE(fs::exists(model));
  // pzprjs's example (one solution, known), a 3 x 3 with a 5 in the middle (16, counted by hand
  // in rules_test.cpp), and an empty 3 x 4 (every shading check accepts).
  Kurodoko five = kurodoko(3, 3);
  set(five, 1, 1, 5);
  const auto pzprjs = read_kurodoko("https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i");
  const Kurodoko empty = kurodoko(3, 4);
  const std::vector<Grid> pzprjs_answer = {shading({".#...", "..#..", ".#..#", "..#..", "#...#"})};
  const std::pair<const Kurodoko*, std::vector<Grid>> cases[] = {
      {pzprjs.get(), pzprjs_answer},
      {&five, brute_force_solutions(five)},
      {&empty, brute_force_solutions(empty)}};
  for (const auto& [k, solutions] : cases) {
    const fs::path data = dir.write("k.dzn", k->minizinc_data());
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
