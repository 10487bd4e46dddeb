// Tents from the command line, as a user runs it: Tents IDs decided unique with Tents' own
// solution (--cross-check, both cardinality encodings); a puzzle made ambiguous by taking counts
// away, counted by every backend as a brute force over check counts it, and analyzed in
// agreement; the CNF through an external CaDiCaL and decoded; certificates written and verified;
// generated puzzles unique; bad input one error line; the picture; the MiniZinc model.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "support/scratch_dir.hpp"
#include "tents/tents_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// A few IDs of every size for the slower commands.
std::vector<TentsCase> some_cases() {
  std::vector<TentsCase> out;
  const auto cases = tents_cases();
  for (std::size_t i = 0; i < cases.size(); i += 6) out.push_back(cases[i]);
  return out;
}

}  // namespace

TEST_CASE("Tents IDs: unique --cross-check prints Tents' solution", "[tents][cli]") {
  int done = 0;
  for (const TentsCase& c : tents_cases()) {
    if (c.solution.rows < 15 && c.line % 2 == 0) continue;
    INFO(c.id);
    CliRun run = run_cli({"unique", "--cross-check", "--from", "tatham", "-"}, c.id + "\n");
    CHECK(run.status == 0);
    CHECK(run.out == plain_shading(c.solution));
    CHECK(run.err.empty());
    ++done;
  }
  CHECK(done >= 20);
  for (const TentsCase& c : some_cases()) {
    INFO(c.id);
    CliRun run = run_cli({"unique", "--card", "totalizer", "-"}, c.id + "\n");
    CHECK(run.status == 0);
    CHECK(run.out == plain_shading(c.solution));
  }
}

TEST_CASE("counts taken away: count and analyze agree", "[tents][cli]") {
  // A 4x4 ID of Tents with its counts taken away one by one, in order, until a brute force over
  // check finds two solutions or more.
  const auto cases = tents_cases();
  const auto base = std::find_if(cases.begin(), cases.end(),
                                 [](const TentsCase& c) { return c.id.starts_with("tents:4x4:"); });
  REQUIRE(base != cases.end());
  auto p = read_tents(base->id);
  std::vector<Grid> solutions;
  for (int k = 0; k < p->height + p->width && solutions.size() < 2; ++k) {
    if (k < p->height)
      p->row_counts[static_cast<std::size_t>(k)] = kUnknown;
    else
      p->col_counts[static_cast<std::size_t>(k - p->height)] = kUnknown;
    solutions = all_solutions(*p);
  }
  std::string error;
  const std::string text = *write_puzzle(*p, "native", error);
  INFO(text);
  REQUIRE(solutions.size() >= 2);
  CHECK(std::find(solutions.begin(), solutions.end(), base->solution) != solutions.end());
  const auto expected = static_cast<long long>(solutions.size());
  for (const std::vector<std::string>& extra :
       {std::vector<std::string>{}, {"--card", "totalizer"}, {"--backend", "native"}}) {
    std::vector<std::string> args = {"count", "--format", "json"};
    args.insert(args.end(), extra.begin(), extra.end());
    args.push_back("-");
    const CliRun run = run_cli(args, text);
    CHECK(run.status == 0);
    CHECK(nlohmann::json::parse(run.out)["count"] == expected);
  }
  CHECK(run_cli({"unique", "-"}, text).status == 2);

  // analyze: a cell is forced exactly when every solution agrees on it.
  const CliRun analyzed = run_cli({"analyze", "--format", "json", "-"}, text);
  REQUIRE(analyzed.status == 0);
  const auto j = nlohmann::json::parse(analyzed.out);
  CHECK(j["status"] == "multiple");
  std::set<std::pair<int, int>> forced;
  for (const auto& f : j["forced"]) {
    const int r = f[0].get<int>() - 1, c = f[1].get<int>() - 1;
    forced.insert({r, c});
    CHECK(f[2].get<int>() == solutions.front().at(r, c));
  }
  for (int r = 0; r < p->height; ++r)
    for (int c = 0; c < p->width; ++c) {
      bool same = true;
      for (const Grid& g : solutions) same = same && g.at(r, c) == solutions.front().at(r, c);
      INFO("r" << r + 1 << "c" << c + 1);
      CHECK(forced.count({r, c}) == (same ? 1u : 0u));
    }
}

TEST_CASE("tents certificates, and the CNF through an external CaDiCaL", "[tents][cli]") {
  ScratchDir dir;
  int done = 0;
  for (const TentsCase& c : some_cases()) {
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

TEST_CASE("generate --type tents: unique puzzles, square and not", "[tents][cli][generate]") {
  for (const char* size : {"4", "6x9", "10", "15"}) {
    INFO("size " << size);
    CliRun made = run_cli({"generate", "--type", "tents", "--size", size, "--seed", "16"});
    REQUIRE(made.status == 0);
    CHECK(made.out.find("\ntents ") != std::string::npos);
    CliRun unique = run_cli({"unique", "--cross-check", "-"}, made.out);
    CHECK(unique.status == 0);
    // puzz.link holds it when it has no givens; the native form reads back the same.
    CliRun url = run_cli({"convert", "--to", "puzzlink", "-"}, made.out);
    const auto puzzle = read_tents(made.out);
    if (puzzle->grid == Grid(puzzle->height, puzzle->width)) {
      REQUIRE(url.status == 0);
      CHECK(run_cli({"convert", "--to", "native", "-"}, url.out).out ==
            run_cli({"convert", "--to", "native", "-"}, made.out).out);
    }
  }
  CHECK(run_cli({"generate", "--type", "tents", "--size", "6", "--seed", "3"}).out ==
        run_cli({"generate", "--type", "tents", "--size", "6", "--seed", "3"}).out);
  ScratchDir dir;
  REQUIRE(run_cli({"generate", "--type", "tents", "--size", "8", "--seed", "5", "--count", "4",
                   "-o", dir.path().string()})
              .status == 0);
  const auto files = files_in(dir.path(), ".gsp");
  CHECK(files.size() == 4);
  for (const fs::path& f : files) CHECK(run_cli({"unique", f.string()}).status == 0);
  CHECK(run_cli({"generate", "--type", "tents", "--size", "1"}).status == 64);
  CHECK(run_cli({"generate", "--type", "tents", "--size", "51"}).status == 64);
}

TEST_CASE("bad tents input: one error line and status 65", "[tents][cli]") {
  for (const std::string& text :
       {std::string("tents:4x4:al,1,0,0,1,1,0,0,1\n"), std::string("tents 2\ngrid:\nT.\n.x\n"),
        std::string("https://puzz.link/p?tents/5/5/2g0h1i1j8232\n")}) {
    INFO(text);
    CliRun bad = run_cli({"solve", "-"}, text);
    CHECK(bad.status == 65);
    CHECK(bad.out.empty());
    CHECK(std::count(bad.err.begin(), bad.err.end(), '\n') == 1);
  }
}

TEST_CASE("the picture shows the trees, the tents and the counts", "[tents][cli]") {
  const std::string id = "tents:4x4:ala,1,0,0,1,1,0,0,1\n";
  CliRun pretty = run_cli({"solve", "--format", "pretty", "-"}, id);
  REQUIRE(pretty.status == 0);
  CHECK(pretty.out.find("\u2663") != std::string::npos);  // ♣
  CliRun svg = run_cli({"solve", "--format", "svg", "-"}, id);
  REQUIRE(svg.status == 0);
  CHECK(svg.out.find("<svg") != std::string::npos);
  CHECK(svg.out.find("\u2663") != std::string::npos);
}

TEST_CASE("the MiniZinc model finds the same solutions", "[tents][minizinc]") {
  if (std::system("minizinc --version > /dev/null 2>&1") != 0) {
    WARN("minizinc is not installed: skipped");
    return;
  }
  const fs::path model = test_data().parent_path().parent_path() / "encoder/genres/tents/tents.mzn";
  ScratchDir dir;
  auto solutions = [&](const Tents& p) {
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
  const auto cases = tents_cases();
  for (std::size_t i : {std::size_t{0}, std::size_t{20}, cases.size() - 4}) {
    INFO(cases[i].id);
    CHECK(solutions(*read_tents(cases[i].id)) ==
          std::set<std::vector<int>>{cases[i].solution.cells});
  }
  // Without counts: every placement check accepts (brute force), and the matching matters.
  for (const std::string& text :
       {std::string("tents 1x5\ngrid:\n.T..T\n"), std::string("tents 3\ngrid:\n.T.\nT.T\n.T.\n")}) {
    const auto p = read_tents(text);
    std::set<std::vector<int>> brute;
    for (const Grid& g : all_solutions(*p)) brute.insert(g.cells);
    CHECK(solutions(*p) == brute);
  }
}
