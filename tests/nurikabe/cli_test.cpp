// Nurikabe from the command line, as a user runs it: pzprjs's puzzle decided unique with its
// known answer by both backends (--cross-check) with either connectivity encoding; a puzzle with
// four solutions counted, analyzed and made unique; certificates written and verified; the CNF
// through an external CaDiCaL and decoded; generated puzzles unique and written back as
// puzz.link URLs; bad input as one error line with the right exit status.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "nurikabe/nurikabe_helpers.hpp"
#include "support/scratch_dir.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

const char* kPzprjs = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\n";
// The answer pzprjs's test script accepts (examples_test.cpp), as plain output.
const char* kPzprjsAnswer =
    ". . # # #\n"
    ". # . . #\n"
    ". # # # #\n"
    ". # . # .\n"
    "# # # . .\n";

}  // namespace

TEST_CASE("unique --cross-check prints pzprjs's answer, with either connectivity encoding",
          "[nurikabe][cli]") {
  for (const char* c : {"auto", "static", "lazy"}) {
    INFO(c);
    CliRun run = run_cli({"unique", "--cross-check", "--connectivity", c, "-"}, kPzprjs);
    CHECK(run.status == 0);
    CHECK(run.out == kPzprjsAnswer);
    CHECK(run.err.empty());
  }
}

TEST_CASE("a nurikabe with four solutions: count, analyze and its suggested given agree",
          "[nurikabe][cli]") {
  // examples_test.cpp counts them by hand: r1c2, r2c1 and r2c2 differ between them; every other
  // cell is the same in all four.
  const std::string puzzle = "nurikabe 2x4\ngrid:\n? . . 1\n. . . .\n";
  CliRun count = run_cli({"count", "-"}, puzzle);
  CHECK(count.status == 0);
  CHECK(count.out == "4\n");
  CliRun analyze = run_cli({"analyze", "--format", "json", "-"}, puzzle);
  REQUIRE(analyze.status == 0);
  const auto a = nlohmann::json::parse(analyze.out);
  CHECK(a["status"] == "multiple");
  CHECK(a["undecided"] == nlohmann::json::parse("[[1,2],[2,1],[2,2]]"));
  CHECK(a["forced"] == nlohmann::json::parse("[[1,1,0],[1,3,1],[1,4,0],[2,3,1],[2,4,1]]"));
  // One given is enough: only one of the four has both r2c1 and r2c2 black, one has r2c1 black.
  REQUIRE(a["suggest"].size() == 1);
}

TEST_CASE("nurikabe certificates, and the CNF through an external CaDiCaL", "[nurikabe][cli]") {
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

TEST_CASE("generate --type nurikabe: unique puzzles that read back from puzz.link",
          "[nurikabe][cli][generate]") {
  for (const char* size : {"5", "8", "10x7", "12"}) {
    INFO("size " << size);
    std::vector<std::string> args = {"generate", "--type", "nurikabe", "--size",
                                     size,       "--seed", "4"};
    CliRun made = run_cli(args);
    REQUIRE(made.status == 0);
    CHECK(made.out.find("nurikabe ") != std::string::npos);
    CliRun unique = run_cli({"unique", "--cross-check", "-"}, made.out);
    CHECK(unique.status == 0);
    args.insert(args.end(), {"--to", "puzzlink"});
    CliRun url = run_cli(args);
    REQUIRE(url.status == 0);
    CHECK(url.out.rfind("https://puzz.link/p?nurikabe/", 0) == 0);
    CHECK(run_cli({"convert", "--to", "native", "-"}, url.out).out ==
          run_cli({"convert", "--to", "native", "-"}, made.out).out);
  }
  CliRun small = run_cli({"generate", "--type", "nurikabe", "--size", "6", "--max-island", "3"});
  CHECK(small.status == 0);
  CHECK(run_cli({"generate", "--type", "nurikabe", "--size", "6", "--max-island", "0"}).status ==
        64);
  CHECK(run_cli({"generate", "--type", "nurikabe", "--size", "1x6"}).status == 64);
}

TEST_CASE("bad nurikabe input is one error line with the exit status of bad input",
          "[nurikabe][cli]") {
  CliRun zero = run_cli({"solve", "-"}, "https://puzz.link/p?nurikabe/5/5/g5k0o1k3g\n");
  CHECK(zero.status == 65);
  CHECK(zero.out.empty());
  CHECK(zero.err ==
        "gridsat: <stdin>:1:37: number 0 is out of range (1 to 25, the cells of the "
        "grid)\n");
  CliRun letter = run_cli({"solve", "-"}, "nurikabe 3\ngrid:\n. . .\n. x .\n. . .\n");
  CHECK(letter.status == 65);
  CHECK(letter.err.rfind("gridsat: <stdin>:4:3: unexpected 'x'", 0) == 0);
  CHECK(std::count(letter.err.begin(), letter.err.end(), '\n') == 1);
}

TEST_CASE("janko.at's 32 x 32 nurikabe 1030 (a 994 and a 20) is unique with its published answer",
          "[nurikabe][cli]") {
  // janko.at/Raetsel/Nurikabe/1030.a.htm (@simasima_71; puzz.link
  // p?nurikabe/32/32/zzy+3e2zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzj-14zzy): the 994 in
  // row 1, column 28, the 20 in row 30, column 5. The published answer: ten black cells, row 28
  // from column 1 to 6 and column 6 from row 29 to 32. With a million layer variables for the
  // 994 and the wall to cuts, this took minutes; the conflict limit holds the encoding (the wall's
  // size and extent, docs/nurikabe.md) to its measured few thousand.
  std::string puzzle = "nurikabe 32x32\ngrid:\n";
  std::string answer;
  for (int r = 0; r < 32; ++r) {
    for (int c = 0; c < 32; ++c) {
      puzzle += c ? " " : "";
      puzzle += r == 0 && c == 27 ? "994" : r == 29 && c == 4 ? "20" : ".";
      answer += c ? " " : "";
      answer += (r == 27 && c <= 5) || (r >= 28 && c == 5) ? "#" : ".";
    }
    puzzle += "\n";
    answer += "\n";
  }
  // Lazy (the default): the 994's connectivity to cuts. Static (certificates) connects it by a
  // spanning tree and takes far longer (docs/nurikabe.md).
  CliRun run = run_cli({"unique", "--max-conflicts", "200000", "-j", "1", "-"}, puzzle);
  CHECK(run.status == 0);
  CHECK(run.out == answer);
}
