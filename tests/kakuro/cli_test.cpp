// Kakuro from the command line, as a user runs it: pzprjs's puzzle decided unique with its known
// answer by both backends (--cross-check) with each cage encoding; a puzzle made ambiguous by
// taking its given away counted and analyzed; certificates written and verified; the CNF through
// an external CaDiCaL and decoded; generated puzzles unique and written back as puzz.link URLs;
// bad input as one error line with the right exit status.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <sstream>

#include "kakuro/kakuro_helpers.hpp"
#include "support/scratch_dir.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

const char* kPzprjs = "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3\n";
// The answer pzprjs's test script accepts (examples_test.cpp), as plain output: 0 on clue cells.
const char* kPzprjsAnswer =
    "0 0 0 0 0 0\n"
    "0 0 5 3 0 0\n"
    "0 3 4 1 2 0\n"
    "0 1 2 0 1 2\n"
    "0 0 1 9 3 8\n"
    "0 0 0 8 4 0\n";

}  // namespace

TEST_CASE("unique --cross-check prints pzprjs's answer, with each cage encoding", "[kakuro][cli]") {
  for (const char* c : {"auto", "tuples", "dd"}) {
    INFO(c);
    CliRun run = run_cli({"unique", "--cross-check", "--cage-encoding", c, "-"}, kPzprjs);
    CHECK(run.status == 0);
    CHECK(run.out == kPzprjsAnswer);
    CHECK(run.err.empty());
  }
}

TEST_CASE("a kakuro without its given: count and analyze agree", "[kakuro][cli]") {
  // examples_test.cpp: every run 3 = 1 + 2, two answers; the given 2 at r2c2 picks one.
  const std::string with_given = "kakuro 3x3\ngrid:\n\\ 3\\ 3\\\n\\3 2 .\n\\3 . .\n";
  const std::string without = "kakuro 3x3\ngrid:\n\\ 3\\ 3\\\n\\3 . .\n\\3 . .\n";
  CHECK(run_cli({"count", "-"}, with_given).out == "1\n");
  CliRun count = run_cli({"count", "-"}, without);
  CHECK(count.status == 0);
  CHECK(count.out == "2\n");
  CliRun analyze = run_cli({"analyze", "--format", "json", "-"}, without);
  REQUIRE(analyze.status == 0);
  const auto a = nlohmann::json::parse(analyze.out);
  CHECK(a["status"] == "multiple");
  CHECK(a["undecided"] == nlohmann::json::parse("[[2,2],[2,3],[3,2],[3,3]]"));
  REQUIRE(a["suggest"].size() == 1);
}

TEST_CASE("kakuro certificates, and the CNF through an external CaDiCaL", "[kakuro][cli]") {
  ScratchDir dir;
  const fs::path puzzle = dir.write("p.txt", kPzprjs);
  const fs::path cert = dir.path() / "cert";
  CHECK(run_cli({"unique", "--certify", cert.string(), puzzle.string()}).status == 0);
  CliRun verify = run_cli({"verify", cert.string()});
  CHECK(verify.status == 0);
  CHECK(verify.out.rfind("valid:", 0) == 0);

  const fs::path cnf = dir.path() / "p.cnf", model = dir.path() / "model.txt";
  REQUIRE(run_cli({"encode", puzzle.string(), "-o", cnf.string()}).status == 0);
  if (std::system("command -v cadical > /dev/null 2>&1") != 0) {
    WARN("no cadical binary: the external round trip is skipped");
    return;
  }
  const std::string command = "cadical -q '" + cnf.string() + "' > '" + model.string() + "'";
  CHECK(WEXITSTATUS(std::system(command.c_str())) == 10);
  CliRun decoded = run_cli({"decode", puzzle.string(), model.string()});
  CHECK(decoded.status == 0);
  CHECK(decoded.out == kPzprjsAnswer);
}

TEST_CASE("generate --type kakuro: unique puzzles that read back from puzz.link",
          "[kakuro][cli][generate]") {
  for (const char* size : {"4", "6x8", "10"}) {
    INFO("size " << size);
    std::vector<std::string> args = {"generate", "--type", "kakuro", "--size", size, "--seed", "3"};
    CliRun made = run_cli(args);
    REQUIRE(made.status == 0);
    CHECK(made.out.find("\nkakuro ") != std::string::npos);
    CliRun unique = run_cli({"unique", "--cross-check", "-"}, made.out);
    CHECK(unique.status == 0);
    args.insert(args.end(), {"--to", "puzzlink"});
    CliRun url = run_cli(args);
    if (made.out.find_first_of("123456789", made.out.find("grid:")) != std::string::npos &&
        url.status != 0)
      continue;  // a puzzle that needed givens has no URL (puzz.link holds none)
    REQUIRE(url.status == 0);
    CHECK(url.out.rfind("https://puzz.link/p?kakuro/", 0) == 0);
    CHECK(run_cli({"convert", "--to", "native", "-"}, url.out).out ==
          run_cli({"convert", "--to", "native", "-"}, made.out).out);
  }
  CHECK(run_cli({"generate", "--type", "kakuro", "--size", "2x6"}).status == 64);
}

TEST_CASE("bad kakuro input is one error line with the exit status of bad input", "[kakuro][cli]") {
  CliRun bad = run_cli({"solve", "-"}, "kakuro 2x2\ngrid:\n\\ 4\\\n\\3 x\n");
  CHECK(bad.status == 65);
  CHECK(bad.out.empty());
  CHECK(bad.err.rfind("gridsat: <stdin>:4:4: unexpected 'x'", 0) == 0);
  CHECK(std::count(bad.err.begin(), bad.err.end(), '\n') == 1);
  CliRun url = run_cli({"solve", "-"}, "https://puzz.link/p?kakuro/2/2/4!kk34\n");
  CHECK(url.status == 65);
  CHECK(url.err.rfind("gridsat: <stdin>:1:33: unexpected '!'", 0) == 0);
}

TEST_CASE("the MiniZinc model finds the same solutions", "[kakuro][minizinc]") {
  if (std::system("minizinc --version > /dev/null 2>&1") != 0) {
    WARN("minizinc is not installed: skipped");
    return;
  }
  const fs::path model =
      test_data().parent_path().parent_path() / "encoder/genres/kakuro/kakuro.mzn";
  ScratchDir dir;
  // Every solution (-a): each printed as the answer row by row, then a line of dashes.
  auto solutions = [&](const Puzzle& p) {
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
  CHECK(solutions(*parse(kPzprjs)) == std::set<std::vector<int>>{digits({
                                                                            "0 0 0 0 0 0",
                                                                            "0 0 5 3 0 0",
                                                                            "0 3 4 1 2 0",
                                                                            "0 1 2 0 1 2",
                                                                            "0 0 1 9 3 8",
                                                                            "0 0 0 8 4 0",
                                                                        })
                                                                     .cells});
  // Two answers counted by hand (examples_test.cpp), and the given that picks one.
  CHECK(solutions(kakuro_from_rows({"\\ 3\\ 3\\", "\\3 . .", "\\3 . ."})).size() == 2);
  CHECK(solutions(kakuro_from_rows({"\\ 3\\ 3\\", "\\3 2 .", "\\3 . ."})).size() == 1);
  // Runs without sums only differ: 9 * 8 answers.
  CHECK(solutions(kakuro_from_rows({". ."})).size() == 72);
}
