// Hitori from the command line, as a user runs it: Singles IDs decided unique with Singles' own
// solution (--cross-check, and with each connection encoding); a puzzle made ambiguous by taking
// a number away, counted by every backend as a brute force over check counts it, and analyzed in
// agreement; the CNF through an external CaDiCaL and decoded; certificates written and verified;
// generated puzzles unique.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "hitori/hitori_helpers.hpp"
#include "support/scratch_dir.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Every valid shading, by brute force: each cell shaded or not in reading order (never next to
// a shaded cell above or to the left), every complete shading held against check.
std::vector<Grid> all_solutions(const Hitori& p) {
  std::vector<Grid> out;
  Grid g(p.rows(), p.cols(), 0);
  const int n = p.rows() * p.cols();
  auto walk = [&](auto&& self, int cell) -> void {
    if (cell == n) {
      if (!check_solution(p, g)) out.push_back(g);
      return;
    }
    const int r = cell / p.cols(), c = cell % p.cols();
    g.cells[at(cell)] = 0;
    self(self, cell + 1);
    if ((r > 0 && g.at(r - 1, c) == 1) || (c > 0 && g.at(r, c - 1) == 1)) return;
    g.cells[at(cell)] = 1;
    self(self, cell + 1);
    g.cells[at(cell)] = 0;
  };
  walk(walk, 0);
  return out;
}

// A few IDs of every size for the slower commands.
std::vector<SinglesCase> some_cases() {
  std::vector<SinglesCase> out;
  const auto cases = singles_cases();
  for (std::size_t i = 0; i < cases.size(); i += 7) out.push_back(cases[i]);
  return out;
}

}  // namespace

TEST_CASE("Singles IDs: unique --cross-check prints Singles' solution", "[hitori][cli]") {
  int done = 0;
  for (const SinglesCase& c : singles_cases()) {
    if (c.solution.rows < 10 && c.line % 2 == 0) continue;
    INFO(c.id);
    CliRun run = run_cli({"unique", "--cross-check", "--from", "tatham", "-"}, c.id + "\n");
    CHECK(run.status == 0);
    CHECK(run.out == plain_shading(c.solution));
    CHECK(run.err.empty());
    ++done;
  }
  CHECK(done >= 30);
  for (const SinglesCase& c : some_cases())
    for (const char* connectivity : {"static", "lazy"}) {
      INFO(c.id << " " << connectivity);
      CliRun run = run_cli({"unique", "--connectivity", connectivity, "-"}, c.id + "\n");
      CHECK(run.status == 0);
      CHECK(run.out == plain_shading(c.solution));
    }
}

TEST_CASE("a number taken away: count and analyze agree", "[hitori][cli]") {
  // The first 5x5 tricky ID with the number of its first shaded cell taken away: that cell may
  // now stay unshaded as well, so there are two solutions or more.
  const auto cases = singles_cases();
  const SinglesCase& base = cases.at(4);
  REQUIRE(base.id.starts_with("singles:5x5:"));
  auto p = read_hitori(base.id);
  const auto first = std::find(base.solution.cells.begin(), base.solution.cells.end(), 1);
  REQUIRE(first != base.solution.cells.end());
  p->set_number(static_cast<int>(first - base.solution.cells.begin()), kUnknown);
  std::string error;
  const std::string text = *write_puzzle(*p, "native", error);
  INFO(text);

  const std::vector<Grid> solutions = all_solutions(*p);
  REQUIRE(solutions.size() >= 2);
  CHECK(std::find(solutions.begin(), solutions.end(), base.solution) != solutions.end());
  const auto expected = static_cast<long long>(solutions.size());
  for (const std::vector<std::string>& extra : {std::vector<std::string>{},
                                                {"--connectivity", "static"},
                                                {"--connectivity", "lazy"},
                                                {"--backend", "native"}}) {
    std::vector<std::string> args = {"count", "--format", "json"};
    args.insert(args.end(), extra.begin(), extra.end());
    args.push_back("-");
    const CliRun run = run_cli(args, text);
    CHECK(run.status == 0);
    CHECK(nlohmann::json::parse(run.out)["count"] == expected);
  }
  CHECK(run_cli({"unique", "-"}, text).status == 2);

  // analyze: a cell is forced exactly when every solution agrees on it, undecided otherwise, and
  // its suggested givens leave exactly one of the solutions.
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
  for (int r = 0; r < p->rows(); ++r)
    for (int c = 0; c < p->cols(); ++c) {
      bool same = true;
      for (const Grid& g : solutions) same = same && g.at(r, c) == solutions.front().at(r, c);
      INFO("r" << r + 1 << "c" << c + 1);
      CHECK(forced.count({r, c}) == (same ? 1u : 0u));
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

TEST_CASE("hitori certificates, and the CNF through an external CaDiCaL", "[hitori][cli]") {
  ScratchDir dir;
  int done = 0;
  for (const SinglesCase& c : some_cases()) {
    INFO(c.id);
    const fs::path puzzle = dir.write("p" + std::to_string(done) + ".txt", c.id + "\n");
    const fs::path cert = dir.path() / ("cert" + std::to_string(done));
    CHECK(run_cli({"unique", "--certify", cert.string(), puzzle.string()}).status == 0);
    CliRun verify = run_cli({"verify", cert.string()});
    CHECK(verify.status == 0);
    CHECK(verify.out.rfind("valid:", 0) == 0);

    const fs::path cnf = dir.path() / "p.cnf", model = dir.path() / "model.txt";
    REQUIRE(run_cli({"encode", puzzle.string(), "-o", cnf.string()}).status == 0);
    const std::string command = "cadical -q '" + cnf.string() + "' > '" + model.string() + "'";
    CHECK(WEXITSTATUS(std::system(command.c_str())) == 10);
    CliRun decoded = run_cli({"decode", puzzle.string(), model.string()});
    CHECK(decoded.status == 0);
    CHECK(decoded.out == plain_shading(c.solution));
    // With the solution excluded, the (static, complete) CNF has no model: unique.
    const fs::path solution = dir.write("s.txt", plain_shading(c.solution));
    const fs::path blocked = dir.path() / "blocked.cnf";
    REQUIRE(
        run_cli({"encode", "--exclude", solution.string(), puzzle.string(), "-o", blocked.string()})
            .status == 0);
    const std::string unsat = "cadical -q '" + blocked.string() + "' > /dev/null";
    CHECK(WEXITSTATUS(std::system(unsat.c_str())) == 20);
    ++done;
  }
  CHECK(done >= 5);
}

TEST_CASE("generate --type hitori: unique puzzles, square and not", "[hitori][cli][generate]") {
  for (const char* size : {"4", "5x7", "8", "10"}) {
    INFO("size " << size);
    CliRun made = run_cli({"generate", "--type", "hitori", "--size", size, "--seed", "15"});
    REQUIRE(made.status == 0);
    CHECK(made.out.find("\nhitori ") != std::string::npos);
    CliRun unique = run_cli({"unique", "--cross-check", "-"}, made.out);
    CHECK(unique.status == 0);
    // Singles can hold it (numbers 1..max(H, W)) and reads back the same puzzle.
    CliRun id = run_cli({"convert", "--to", "tatham", "-"}, made.out);
    REQUIRE(id.status == 0);
    CHECK(id.out.starts_with("singles:"));
    CHECK(run_cli({"convert", "--to", "native", "-"}, id.out).out ==
          run_cli({"convert", "--to", "native", "-"}, made.out).out);
  }
  // The same seed gives the same puzzle; several in a row are all unique.
  CHECK(run_cli({"generate", "--type", "hitori", "--size", "6", "--seed", "3"}).out ==
        run_cli({"generate", "--type", "hitori", "--size", "6", "--seed", "3"}).out);
  ScratchDir dir;
  REQUIRE(run_cli({"generate", "--type", "hitori", "--size", "7", "--seed", "5", "--count", "4",
                   "-o", dir.path().string()})
              .status == 0);
  const auto files = files_in(dir.path(), ".gsp");
  CHECK(files.size() == 4);
  for (const fs::path& f : files) CHECK(run_cli({"unique", f.string()}).status == 0);
  CHECK(run_cli({"generate", "--type", "hitori", "--size", "1"}).status == 64);
  CHECK(run_cli({"generate", "--type", "hitori", "--size", "31"}).status == 64);
}

TEST_CASE("the MiniZinc model finds the same solutions", "[hitori][minizinc]") {
  if (std::system("minizinc --version > /dev/null 2>&1") != 0) {
    WARN("minizinc is not installed: skipped");
    return;
  }
  const fs::path model =
      test_data().parent_path().parent_path() / "encoder/genres/hitori/hitori.mzn";
  ScratchDir dir;
  // Every solution (-a): each printed as the shading row by row, then a line of dashes.
  auto solutions = [&](const Hitori& p) {
    const fs::path data = dir.write("p.dzn", p.minizinc_data());
    const fs::path out = dir.path() / "out.txt";
    const std::string command = "minizinc --solver gecode -a '" + model.string() + "' '" +
                                data.string() + "' > '" + out.string() + "' 2> /dev/null";
    REQUIRE(std::system(command.c_str()) == 0);
    std::set<std::vector<int>> found;
    std::istringstream in(read_text(out));
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '-' || line[0] == '=') continue;
      std::istringstream cells(line);
      std::vector<int> g;
      for (int v; cells >> v;) g.push_back(v);
      found.insert(g);
    }
    return found;
  };
  const auto cases = singles_cases();
  for (std::size_t i : {std::size_t{0}, std::size_t{21}, cases.size() - 5}) {
    INFO(cases[i].id);
    CHECK(solutions(*read_hitori(cases[i].id)) ==
          std::set<std::vector<int>>{cases[i].solution.cells});
  }
  // No number repeats: no shading, or any one cell (counted by hand, rules_test.cpp).
  CHECK(solutions(*read_hitori("hitori 2\ngrid:\n12\n34\n")).size() == 5);
  // Blanks and two-digit numbers, counted by hand in formats_test.cpp.
  CHECK(solutions(*read_hitori("https://puzz.link/p?hitori/3/2/-10-10.5.-10")).size() == 4);
}
