// Masyu from the command line, as a user runs it: Pearl IDs decided unique with Pearl's own loop
// by both backends (--cross-check), count and analyze on a puzzle made ambiguous by taking a pearl
// away, the CNF through an external CaDiCaL and decoded, certificates written and verified, and
// generated puzzles unique.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "masyu/masyu_helpers.hpp"
#include "support/scratch_dir.hpp"

using namespace gridsat;
using namespace gridsat::test;
using nlohmann::json;

namespace {

// A Pearl case's solution as JSON writes a loop: {"h": H rows of W-1, "v": H-1 rows of W}.
json loop_json(const TathamCase& c) {
  const int rows = static_cast<int>(c.solution.size() + 1) / 2;
  json h = json::array(), v = json::array();
  for (int r = 0; r < static_cast<int>(c.solution.size()); ++r) {
    json row = json::array();
    const auto& cells = c.solution[static_cast<std::size_t>(r)];
    const std::size_t width = r < rows ? cells.size() - 1 : cells.size();
    for (std::size_t k = 0; k < width; ++k) row.push_back(std::stoi(cells[k]));
    (r < rows ? h : v).push_back(row);
  }
  return {{"h", h}, {"v", v}};
}

// Some cases of every size, the 12x12 ones among them.
std::vector<TathamCase> some_cases() {
  std::vector<TathamCase> out;
  const auto cases = pearl_cases();
  for (std::size_t i = 0; i < cases.size(); i += 5) out.push_back(cases[i]);
  out.push_back(cases.back());
  return out;
}

}  // namespace

TEST_CASE("Pearl IDs: unique --cross-check prints Pearl's loop", "[masyu][cli]") {
  for (const TathamCase& c : some_cases()) {
    INFO(c.id);
    CliRun run =
        run_cli({"unique", "--cross-check", "--format", "json", "--from", "tatham", "-"}, c.id);
    CHECK(run.status == 0);
    const json out = json::parse(run.out);
    CHECK(out["type"] == "masyu");
    CHECK(out["status"] == "unique");
    CHECK(out["solutions"][0] == loop_json(c));
    // The plain output is the drawing with the pearls at their points.
    CliRun plain = run_cli({"solve", "-"}, c.id);
    CHECK(plain.status == 0);
    CHECK((plain.out.find('B') != std::string::npos || plain.out.find('W') != std::string::npos));
  }
}

TEST_CASE("a pearl taken away: count and analyze agree", "[masyu][cli]") {
  ScratchDir dir;
  const TathamCase c = pearl_cases().front();
  const auto p = read_masyu(c.id);
  int ambiguous = 0, redundant = 0;
  for (int cell = 0; cell < p->height * p->width; ++cell) {
    if (p->pearls.cells[static_cast<std::size_t>(cell)] == kUnknown) continue;
    Masyu less = *p;
    less.pearls.cells[static_cast<std::size_t>(cell)] = kUnknown;
    const fs::path file = dir.write("less.gsp", native_text(less));
    INFO(native_text(less));
    CliRun count = run_cli({"count", "--format", "json", file.string()});
    REQUIRE(count.status == 0);
    const long long n = json::parse(count.out)["count"];
    CHECK(json::parse(run_cli({"count", "--backend", "native", "--format", "json", file.string()})
                          .out)["count"] == n);
    const json analysis = json::parse(run_cli({"analyze", "--format", "json", file.string()}).out);
    CliRun unique = run_cli({"unique", file.string()});
    if (n >= 2) {
      ++ambiguous;
      CHECK(analysis["status"] == "multiple");
      CHECK(unique.status == 2);
    } else {
      ++redundant;
      CHECK(n == 1);
      CHECK(analysis["status"] == "unique");
      CHECK(unique.status == 0);
    }
  }
  CHECK(ambiguous >= 1);
}

TEST_CASE("masyu CNFs through an external CaDiCaL, and certificates", "[masyu][cli]") {
  ScratchDir dir;
  int done = 0;
  for (const TathamCase& c : some_cases()) {
    INFO(c.id);
    const fs::path puzzle = dir.write("p.txt", c.id + "\n");
    const fs::path cnf = dir.path() / "p.cnf", model = dir.path() / "model.txt";
    REQUIRE(run_cli({"encode", puzzle.string(), "-o", cnf.string()}).status == 0);
    CHECK(read_text(cnf).find("c edge h 0 0 ") != std::string::npos);
    const std::string command = "cadical -q '" + cnf.string() + "' > '" + model.string() + "'";
    CHECK(WEXITSTATUS(std::system(command.c_str())) == 10);
    CliRun decoded = run_cli({"decode", "--format", "json", puzzle.string(), model.string()});
    CHECK(decoded.status == 0);
    CHECK(json::parse(decoded.out)["solutions"][0] == loop_json(c));

    if (done++ % 3 != 0) continue;
    const fs::path cert = dir.path() / ("cert" + std::to_string(done));
    CHECK(run_cli({"unique", "--certify", cert.string(), puzzle.string()}).status == 0);
    CliRun verify = run_cli({"verify", cert.string()});
    CHECK(verify.status == 0);
    CHECK(verify.out.rfind("valid:", 0) == 0);
  }
  CHECK(done >= 8);
}

TEST_CASE("generate --type masyu: unique puzzles", "[masyu][cli][generate]") {
  for (const char* size : {"5", "6", "8x6"}) {
    INFO("size " << size);
    CliRun made = run_cli({"generate", "--type", "masyu", "--size", size, "--seed", "5"});
    REQUIRE(made.status == 0);
    CHECK(made.out.find("\nmasyu ") != std::string::npos);
    CHECK(run_cli({"unique", "--cross-check", "-"}, made.out).status == 0);
    // The same puzzle again from the same seed, and through Pearl's ID.
    CHECK(run_cli({"generate", "--type", "masyu", "--size", size, "--seed", "5"}).out == made.out);
    CliRun id = run_cli({"convert", "--to", "tatham", "-"}, made.out);
    REQUIRE(id.status == 0);
    CHECK(run_cli({"convert", "--to", "native", "-"}, id.out).out ==
          run_cli({"convert", "--to", "native", "-"}, made.out).out);
  }
  CHECK(run_cli({"generate", "--type", "masyu", "--size", "1x6"}).status == 64);
}

TEST_CASE("bad masyu input: one error line, exit 65", "[masyu][cli]") {
  struct Case {
    std::string input, error;
  };
  const Case cases[] = {
      {"masyu 1x5\n",
       "gridsat: <stdin>:1:7: no loop fits in a masyu grid 1x5: it needs at least two rows and "
       "two columns\n"},
      {"pearl:5x1:e\n",
       "gridsat: <stdin>:1:7: no loop fits in a masyu grid 1x5: it needs at least two rows and "
       "two columns\n"},
      {"masyu 3x3\ngrid:\n...\n.B.\n...\n",
       "gridsat: <stdin>:4:2: the black pearl at r2c2 has no room to turn: the loop leaves a "
       "black pearl for two cells straight on, one way across and one way up or down, and this "
       "grid has no two cells left or right of it\n"},
      {"https://puzz.link/p?mashu/4/4/90000\n",
       "gridsat: <stdin>:1:31: the white pearl at r1c1 is in a corner of the grid, where the loop "
       "cannot go straight through it\n"},
  };
  for (const Case& c : cases) {
    INFO(c.input);
    CliRun run = run_cli({"solve", "-"}, c.input);
    CHECK(run.status == 65);
    CHECK(run.out.empty());
    CHECK(run.err == c.error);
  }
  // Pearls each possible but not together: no solution.
  CHECK(run_cli({"unique", "-"}, "pearl:6x6:bBdBbWjBcWj\n").status == 1);
  // A puzzle Pearl cannot load is not written as a Pearl ID.
  CliRun small = run_cli({"convert", "--to", "tatham", "-"}, "masyu 4x4\n");
  CHECK(small.status != 0);
  CHECK(small.err.find("Pearl grids are at least 5x5, this one 4x4") != std::string::npos);
}
