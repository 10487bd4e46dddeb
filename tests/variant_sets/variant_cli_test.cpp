// Variant sudoku through the gridsat program, as a user runs it: certificates, external solvers,
// batch over f-puzzles links, count and analyze on a puzzle with a constraint taken away, bad
// input, and the MiniZinc model of the bench against both backends.
#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "support/scratch_dir.hpp"
#include "support/support.hpp"

namespace gridsat::test {
namespace {

fs::path bench_set(const std::string& name) {
  return test_data().parent_path().parent_path() / "benchmarks/instances/variants" / name;
}

std::string plain(const Grid& g) {
  std::string out;
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      out += std::to_string(g.at(r, c)) + (c + 1 < g.cols ? " " : "\n");
  return out;
}

}  // namespace

TEST_CASE("variant puzzles: certificate, external solver, batch over links", "[variant_sets]") {
  ScratchDir dir;
  for (const char* set : {"lines-9x9", "neighbours-9x9", "areas-9x9", "mixed-9x9"}) {
    const fs::path puzzle = bench_set(set) / "01.gsp";
    INFO(puzzle);
    const fs::path cert = dir.path() / (std::string(set) + "-cert");
    CHECK(run_cli({"unique", "--certify", cert.string(), puzzle.string()}).status == 0);
    const CliRun verify = run_cli({"verify", cert.string()});
    CHECK(verify.status == 0);
    CHECK(verify.out.rfind("valid:", 0) == 0);

    const CliRun solved = run_cli({"solve", "--format", "plain", puzzle.string()});
    REQUIRE(solved.status == 0);
    const fs::path cnf = dir.path() / "p.cnf", model = dir.path() / "model.txt";
    REQUIRE(run_cli({"encode", puzzle.string(), "-o", cnf.string()}).status == 0);
    const std::string command = "cadical -q '" + cnf.string() + "' > '" + model.string() + "'";
    CHECK(WEXITSTATUS(std::system(command.c_str())) == 10);
    const CliRun decoded =
        run_cli({"decode", "--format", "plain", puzzle.string(), model.string()});
    CHECK(decoded.status == 0);
    CHECK(decoded.out == solved.out);  // the puzzle is unique: any model is its solution
  }
  // batch over a file of f-puzzles links: every line unique.
  const fs::path links = test_data() / "variants" / "arrow-9.txt";
  const CliRun batch = run_cli({"batch", "--mode", "unique", "--no-progress", links.string()});
  REQUIRE(batch.status == 0);
  std::istringstream lines(batch.out);
  int unique = 0;
  for (std::string line; std::getline(lines, line);)
    if (nlohmann::json::parse(line)["status"] == "unique") ++unique;
  CHECK(unique == 20);
}

TEST_CASE("a minimal variant puzzle less one constraint: count and analyze agree",
          "[variant_sets]") {
  // A --minimal puzzle loses its last constraint line: no clue of a minimal puzzle can go, so
  // there are now several solutions.
  std::string text = read_text(bench_set("mixed-9x9") / "02.gsp");
  while (text.back() == '\n') text.pop_back();
  text = text.substr(0, text.rfind('\n') + 1);
  const CliRun count = run_cli({"count", "--limit", "5", "--format", "json", "-"}, text);
  REQUIRE(count.status == 0);
  const int solutions = nlohmann::json::parse(count.out)["count"];
  CHECK(solutions >= 2);
  CHECK(run_cli({"unique", "-"}, text).status == 2);
  const CliRun analyzed = run_cli({"analyze", "--format", "json", "-"}, text);
  REQUIRE(analyzed.status == 0);
  CHECK(nlohmann::json::parse(analyzed.out)["status"] == "multiple");
}

TEST_CASE("bad variant input is one error line", "[variant_sets]") {
  auto error_of = [](const std::string& text) {
    const CliRun run = run_cli({"solve", "-"}, text);
    CHECK(run.status == 65);
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
    return run.err;
  };
  CHECK(error_of("sudoku 9\narrow:\n> r1c2 r1c3\n").find("3:1:") != std::string::npos);
  CHECK(error_of("sudoku 9\nthermo:\nr1c1 r1c2 r1c1\n").find("listed twice") != std::string::npos);
  CHECK(error_of("{\"size\": 4, \"grid\": [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], "
                 "[{}, {}, {}, {}]], \"spiral\": []}")
            .find("spiral") != std::string::npos);
  CHECK(error_of("sudoku 4 anti-bishop\n").find("anti-bishop") != std::string::npos);
}

TEST_CASE("the MiniZinc model of variant sudoku finds the puzzles' solutions",
          "[variant_sets][minizinc]") {
  if (std::system("minizinc --version > /dev/null 2>&1") != 0) {
    WARN("minizinc is not installed: skipped");
    return;
  }
  const fs::path model =
      test_data().parent_path().parent_path() / "encoder/genres/sudoku/sudoku.mzn";
  ScratchDir dir;
  // Every set of the bench, and a 6 x 6 puzzle of each whole-grid and negative kind.
  std::vector<std::string> texts;
  for (const char* set : {"lines-9x9", "neighbours-9x9", "areas-9x9", "mixed-9x9"})
    texts.push_back(read_text(bench_set(set) / "03.gsp"));
  for (const char* kind : {"white-negative", "black-negative", "xv-negative", "nonconsecutive",
                           "anti-king", "disjoint", "extra-region"}) {
    std::istringstream in(read_text(test_data() / "variants" / (std::string(kind) + "-6.txt")));
    std::string line;
    while (std::getline(in, line) && line[0] == '#') {
    }
    texts.push_back(line);
  }
  for (const std::string& text : texts) {
    INFO(text);
    auto puzzle = parse(text);
    const CliRun solved = run_cli({"unique", "--format", "plain", "-"}, text);
    REQUIRE(solved.status == 0);
    const fs::path data = dir.write("p.dzn", puzzle->minizinc_data());
    const fs::path out = dir.path() / "out.txt";
    const std::string command = "minizinc --solver gecode -a '" + model.string() + "' '" +
                                data.string() + "' > '" + out.string() + "' 2> /dev/null";
    REQUIRE(std::system(command.c_str()) == 0);
    std::set<std::string> found;
    std::istringstream in(read_text(out));
    for (std::string line; std::getline(in, line);) {
      if (line.empty() || line[0] == '-' || line[0] == '=') continue;
      std::istringstream cells(line);
      Grid g(puzzle->rows(), puzzle->cols());
      for (int& v : g.cells) cells >> v;
      found.insert(plain(g));
    }
    CHECK(found == std::set<std::string>{solved.out});
  }
}

}  // namespace gridsat::test
