// Star battle from the command line, as a user runs it: the published puzzles decided unique
// with their published answers (--cross-check, both --card encodings); a puzzle made ambiguous by
// merging two regions' walls, counted by every backend as the brute force counts it and analyzed
// in agreement; the CNF through an external CaDiCaL and decoded; certificates written and
// verified; generated puzzles unique and read back from puzz.link; bad input.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <set>

#include "starbattle/starbattle_helpers.hpp"
#include "support/scratch_dir.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// Kattis' Star Battles II, sample 1, and its published solution.
const char* kKattis =
    "starbattle 10 stars=2\nregions:\n0001111223\n0001221223\n0001222223\n0000224433\n"
    "5544444433\n5555466663\n5575566663\n8877666663\n8997777663\n8999976666\n";
const std::vector<std::string> kKattisAnswer = {
    "......*.*.", ".*.*......", ".....*...*", "...*...*..", ".*...*....",
    ".......*.*", "..*.*.....", "*.......*.", "..*...*...", "*...*....."};
// pzprjs's example and the answer its check accepts.
const char* kPzprjs = "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou";
const std::vector<std::string> kPzprjsAnswer = {".*....", "...*..", ".....*",
                                                "..*...", "....*.", "*....."};

}  // namespace

TEST_CASE("unique --cross-check prints the published answers", "[starbattle][cli]") {
  for (const auto& [text, answer] : {std::pair{std::string(kKattis), kKattisAnswer},
                                     std::pair{std::string(kPzprjs) + "\n", kPzprjsAnswer}})
    for (const char* card : {"sequential", "totalizer"}) {
      INFO(text << card);
      CliRun run = run_cli({"unique", "--cross-check", "--card", card, "-"}, text);
      CHECK(run.status == 0);
      CHECK(run.out == plain_shading(stars_from_rows(answer)));
      CHECK(run.err.empty());
    }
}

TEST_CASE("a star battle with several solutions: count and analyze agree with brute force",
          "[starbattle][cli]") {
  // The pzprjs example with r5c2 moved from region e to region f: three solutions (counted by
  // hand over the 6x6 placements of one star per row and column that never touch).
  const StarBattle p =
      starbattle_from_rows(1, {"aaabbb", "abbbcc", "addeec", "ffddec", "ffeeec", "fccccc"});
  const std::vector<Grid> solutions = brute_force(p);
  REQUIRE(solutions.size() == 3);
  std::string error;
  const std::string text = *write_puzzle(p, "native", error);
  INFO(text);
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
  for (int r = 0; r < 6; ++r)
    for (int c = 0; c < 6; ++c) {
      bool same = true;
      for (const Grid& g : solutions) same = same && g.at(r, c) == solutions.front().at(r, c);
      INFO("r" << r + 1 << "c" << c + 1);
      CHECK(forced.count({r, c}) == (same ? 1u : 0u));
    }
}

TEST_CASE("star battle certificates, and the CNF through an external CaDiCaL",
          "[starbattle][cli]") {
  ScratchDir dir;
  int done = 0;
  for (const auto& [text, answer] : {std::pair{std::string(kKattis), kKattisAnswer},
                                     std::pair{std::string(kPzprjs) + "\n", kPzprjsAnswer}}) {
    INFO(text);
    const std::string plain = plain_shading(stars_from_rows(answer));
    const fs::path puzzle = dir.write("p" + std::to_string(done) + ".txt", text);
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
    CHECK(decoded.out == plain);
    // With the answer excluded the CNF has no model: unique.
    const fs::path solution = dir.write("s.txt", plain);
    const fs::path blocked = dir.path() / "blocked.cnf";
    REQUIRE(
        run_cli({"encode", "--exclude", solution.string(), puzzle.string(), "-o", blocked.string()})
            .status == 0);
    const std::string unsat = "cadical -q '" + blocked.string() + "' > /dev/null";
    CHECK(WEXITSTATUS(std::system(unsat.c_str())) == 20);
    ++done;
  }
  CHECK(done == 2);
}

TEST_CASE("generate --type starbattle: unique puzzles that read back from puzz.link",
          "[starbattle][cli][generate]") {
  for (const std::vector<std::string>& size : {std::vector<std::string>{"--size", "5"},
                                               {"--size", "8"},
                                               {"--size", "10"},
                                               {"--size", "10", "--stars", "1"}}) {
    std::vector<std::string> args = {"generate", "--type", "starbattle", "--seed", "16"};
    args.insert(args.end(), size.begin(), size.end());
    CliRun made = run_cli(args);
    REQUIRE(made.status == 0);
    INFO(made.out);
    CHECK(made.out.find("\nstarbattle ") != std::string::npos);
    CHECK(run_cli({"unique", "--cross-check", "-"}, made.out).status == 0);
    const auto p = read_starbattle(made.out);
    // The brute force is most of the test's time; the sanitizer pass runs it on 5x5 only.
    if (p->rows() <= sample_size(8, 5)) CHECK(brute_force(*p).size() == 1);
    CliRun url = run_cli({"convert", "--to", "puzzlink", "-"}, made.out);
    REQUIRE(url.status == 0);
    CHECK(url.out.starts_with("https://puzz.link/p?starbattle/"));
    CHECK(run_cli({"convert", "--to", "native", "-"}, url.out).out ==
          run_cli({"convert", "--to", "native", "-"}, made.out).out);
  }
  CHECK(run_cli({"generate", "--type", "starbattle", "--size", "6", "--seed", "3"}).out ==
        run_cli({"generate", "--type", "starbattle", "--size", "6", "--seed", "3"}).out);
  CHECK(run_cli({"generate", "--type", "star-battle", "--size", "10"})
            .out.find("starbattle 10 stars=2") != std::string::npos);
  CHECK(run_cli({"generate", "--type", "starbattle", "--size", "3"}).status == 64);
  CHECK(run_cli({"generate", "--type", "starbattle", "--size", "6x7"}).status == 64);
  CHECK(run_cli({"generate", "--type", "starbattle", "--size", "8", "--stars", "3"}).status == 64);
  CHECK(run_cli({"generate", "--type", "starbattle", "--size", "8", "--stars", "x"}).status == 64);
}

TEST_CASE("bad star battle input is one error line with the exit status of bad input",
          "[starbattle][cli]") {
  CliRun open = run_cli({"solve", "-"}, "https://puzz.link/p?starbattle/4/4/1/000000\n");
  CHECK(open.status == 65);
  CHECK(open.out.empty());
  CHECK(open.err ==
        "gridsat: <stdin>:1:38: the walls cut the grid into 1 regions; a star battle of size 4 "
        "has 4\n");
  CliRun label = run_cli({"solve", "-"}, "starbattle 4\nregions:\naabb\ncabb\nccde\nccdd\n");
  CHECK(label.status == 65);
  CHECK(label.err.rfind("gridsat: <stdin>:5:4: more than 4 regions", 0) == 0);
  CHECK(std::count(label.err.begin(), label.err.end(), '\n') == 1);
}
