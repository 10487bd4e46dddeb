// Slitherlink from the command line, as a user runs it: Loopy IDs decided unique with Loopy's own
// solution by both backends (--cross-check), with either connectivity encoding; a puzzle made
// ambiguous by taking a clue away counted and analyzed; certificates written and verified; the
// CNF through an external CaDiCaL and decoded; generated puzzles unique and readable back.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "slitherlink/slitherlink_helpers.hpp"
#include "support/scratch_dir.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// Loopy's solution as the JSON `h` and `v` rows.
nlohmann::json edges_json(const Slitherlink& p, const Grid& loop) {
  nlohmann::json h = nlohmann::json::array(), v = nlohmann::json::array();
  for (int i = 0; i <= p.height; ++i) {
    nlohmann::json row = nlohmann::json::array();
    for (int j = 0; j < p.width; ++j) row.push_back(loop.at(i, j));
    h.push_back(row);
  }
  for (int i = 0; i < p.height; ++i) {
    nlohmann::json row = nlohmann::json::array();
    for (int j = 0; j <= p.width; ++j) row.push_back(loop.at(p.height + 1 + i, j));
    v.push_back(row);
  }
  return {{"h", h}, {"v", v}};
}

// The cases up to 10x10.
std::vector<TathamCase> small_cases() {
  std::vector<TathamCase> out;
  for (const TathamCase& c : loopy_cases())
    if (read_loopy_id(c.id)->height * read_loopy_id(c.id)->width <= 100) out.push_back(c);
  return out;
}

}  // namespace

TEST_CASE("Loopy IDs: unique --cross-check prints Loopy's solution", "[slitherlink][cli]") {
  const auto cases = small_cases();
  REQUIRE(cases.size() >= 36);
  int i = 0;
  for (const TathamCase& c : cases) {
    INFO(c.id);
    const auto p = read_loopy_id(c.id);
    const nlohmann::json expected = edges_json(*p, tatham_solution(*p, c));
    // Both encodings of the single loop, in turn.
    const std::string connectivity = i++ % 2 == 0 ? "static" : "lazy";
    CliRun run = run_cli({"unique", "--cross-check", "--connectivity", connectivity, "--format",
                          "json", "--from", "tatham", "-"},
                         c.id + "\n");
    CHECK(run.status == 0);
    CHECK(run.err.empty());
    const auto out = nlohmann::json::parse(run.out);
    CHECK(out["type"] == "slitherlink");
    CHECK(out["status"] == "unique");
    REQUIRE(out["solutions"].size() == 1);
    CHECK(out["solutions"][0] == expected);
  }
  // The plain answer is the drawing of the loop with the clues in it (docs/output.md).
  CliRun plain = run_cli({"solve", "-"}, "loopy:5x5t0:a123b00b21a33b3c2a3a\n");
  CHECK(plain.status == 0);
  CHECK(plain.out ==
        "+---+---+---+   +---+\n"
        "|     1   2 | 3 |   |\n"
        "+   +   +   +---+   +\n"
        "|     0   0         |\n"
        "+---+   +   +---+   +\n"
        "  2 | 1     | 3 | 3 |\n"
        "+   +   +---+   +---+\n"
        "    |   | 3\n"
        "+   +   +---+---+   +\n"
        "    | 2       3 |\n"
        "+   +---+---+---+   +\n");
  // check reads that drawing back and accepts it.
  ScratchDir dir;
  const fs::path puzzle = dir.write("p.txt", "loopy:5x5t0:a123b00b21a33b3c2a3a\n");
  const fs::path answer = dir.write("a.txt", plain.out);
  CliRun checked = run_cli({"check", puzzle.string(), answer.string()});
  CHECK(checked.status == 0);
}

TEST_CASE("a clue taken away: count and analyze agree", "[slitherlink][cli]") {
  // Without its first clue (r1c2, a 1) Loopy's 5x5 example has more than one solution.
  ScratchDir dir;
  const auto p = read_loopy_id("loopy:5x5t0:a123b00b21a33b3c2a3a");
  Slitherlink fewer = *p;
  fewer.grid.at(0, 1) = kUnknown;
  const fs::path file = dir.write("fewer.gsp", write_slitherlink_native(fewer));
  CliRun count = run_cli({"count", "--format", "json", file.string()});
  CHECK(count.status == 0);
  const auto counted = nlohmann::json::parse(count.out);
  const long long n = counted["count"].get<long long>();
  CHECK(n >= 2);
  const auto native = nlohmann::json::parse(
      run_cli({"count", "--backend", "native", "--format", "json", file.string()}).out);
  CHECK(native["count"].get<long long>() == n);
  CliRun unique = run_cli({"unique", "--format", "json", file.string()});
  CHECK(unique.status == 2);
  CHECK(nlohmann::json::parse(unique.out)["differ"].size() >= 4);  // two loops differ in 4+ edges
  CliRun analyze = run_cli({"analyze", "--format", "json", file.string()});
  CHECK(analyze.status == 0);
  const auto analysis = nlohmann::json::parse(analyze.out);
  CHECK(analysis["status"] == "multiple");
  // The full puzzle is unique; Loopy makes its puzzles for a level of deduction, not minimal, so
  // some clues can go: analyze names as many as the native backend finds, taking each away alone.
  const fs::path full = dir.write("full.gsp", write_slitherlink_native(*p));
  const auto whole =
      nlohmann::json::parse(run_cli({"analyze", "--format", "json", full.string()}).out);
  CHECK(whole["status"] == "unique");
  std::size_t spare = 0;
  for (int cell = 0; cell < 25; ++cell) {
    if (p->grid.cells[static_cast<std::size_t>(cell)] == kUnknown) continue;
    Slitherlink without = *p;
    without.grid.cells[static_cast<std::size_t>(cell)] = kUnknown;
    const fs::path f = dir.write("without.gsp", write_slitherlink_native(without));
    const auto counted = nlohmann::json::parse(
        run_cli({"count", "--backend", "native", "--format", "json", f.string()}).out);
    spare += counted["count"] == 1;
  }
  CHECK(spare >= 1);
  CHECK(whole["redundant"].size() == spare);
}

TEST_CASE("slitherlink certificates, and the CNF through an external CaDiCaL",
          "[slitherlink][cli]") {
  const auto cases = small_cases();
  ScratchDir dir;
  int done = 0;
  for (std::size_t i = 0; i < cases.size(); i += 9) {
    const TathamCase& c = cases[i];
    INFO(c.id);
    const auto p = read_loopy_id(c.id);
    const fs::path puzzle = dir.write("p" + std::to_string(i) + ".txt", c.id + "\n");
    const fs::path cert = dir.path() / ("cert" + std::to_string(i));
    CHECK(run_cli({"unique", "--certify", cert.string(), puzzle.string()}).status == 0);
    CliRun verify = run_cli({"verify", cert.string()});
    CHECK(verify.status == 0);
    CHECK(verify.out.rfind("valid:", 0) == 0);

    const fs::path cnf = dir.path() / "p.cnf", model = dir.path() / "model.txt";
    REQUIRE(run_cli({"encode", puzzle.string(), "-o", cnf.string()}).status == 0);
    // The DIMACS names every edge.
    const std::string text = read_text(cnf);
    const std::size_t edges =
        static_cast<std::size_t>((p->height + 1) * p->width + p->height * (p->width + 1));
    std::size_t named = 0;
    for (std::size_t at = text.find("c edge "); at != std::string::npos;
         at = text.find("c edge ", at + 1))
      ++named;
    CHECK(named == edges);
    const std::string command = "cadical -q '" + cnf.string() + "' > '" + model.string() + "'";
    CHECK(WEXITSTATUS(std::system(command.c_str())) == 10);
    CliRun decoded = run_cli({"decode", "--format", "json", puzzle.string(), model.string()});
    CHECK(decoded.status == 0);
    const auto out = nlohmann::json::parse(decoded.out);
    CHECK(out["solutions"][0] == edges_json(*p, tatham_solution(*p, c)));
    ++done;
  }
  CHECK(done >= 4);
}

TEST_CASE("generate --type slitherlink: unique puzzles, readable back",
          "[slitherlink][cli][generate]") {
  for (const char* size : {"4", "6", "5x8", "10"}) {
    INFO("size " << size);
    std::vector<std::string> args = {"generate", "--type", "slitherlink", "--size", size,
                                     "--seed",   "5"};
    CliRun made = run_cli(args);
    REQUIRE(made.status == 0);
    CHECK(made.out.find("\nslitherlink ") != std::string::npos);
    CliRun unique = run_cli({"unique", "--cross-check", "-"}, made.out);
    CHECK(unique.status == 0);
    // Loopy's ID and the puzz.link URL of it read back as the same puzzle.
    const std::string native = run_cli({"convert", "--to", "native", "-"}, made.out).out;
    for (const char* to : {"tatham", "puzzlink"}) {
      CliRun id = run_cli({"convert", "--to", to, "-"}, made.out);
      REQUIRE(id.status == 0);
      CHECK(run_cli({"convert", "--to", "native", "-"}, id.out).out == native);
    }
  }
  CHECK(run_cli({"generate", "--type", "slitherlink", "--size", "0"}).status == 64);
}
