// Certificates of the connected-area and loop genres: lazy solving adds cuts that are not in any
// CNF, so a certificate must be the complete (static) encoding and nothing else. For a puzzle of
// each genre, verify accepts the certificate as written and rejects it with one clause of the
// encoding taken away, or with one clause added that the rules do not imply (a "cut" excluding
// shadings or loops the rules allow), the header's count mended each time so that only the
// clauses differ.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "support/scratch_dir.hpp"
#include "support/support.hpp"

using namespace gridsat::test;

namespace {

// The CNF with its header's clause count changed by `delta`.
std::string with_count(const std::string& cnf, int delta) {
  const std::size_t p = cnf.find("\np cnf ");
  REQUIRE(p != std::string::npos);
  const std::size_t end = cnf.find('\n', p + 1);
  std::istringstream header(cnf.substr(p + 1, end - p - 1));
  std::string word;
  long long vars = 0, clauses = 0;
  header >> word >> word >> vars >> clauses;
  return cnf.substr(0, p + 1) + "p cnf " + std::to_string(vars) + " " +
         std::to_string(clauses + delta) + cnf.substr(end);
}

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

const char* kNotTheEncoding =
    "invalid: puzzle.cnf is not the encoding of puzzle.gsp with solution.txt excluded\n";

}  // namespace

TEST_CASE("connected-area and loop certificates: a clause removed or a cut added is rejected",
          "[certify][connectivity]") {
  for (const char* genre : {"hitori", "kurodoko", "nurikabe", "slitherlink", "masyu"}) {
    INFO(genre);
    ScratchDir dir;
    CliRun made = run_cli({"generate", "--type", genre, "--size", "5", "--seed", "3"});
    REQUIRE(made.status == 0);
    const fs::path puzzle = dir.write("p.gsp", made.out);
    const fs::path cert = dir.path() / "cert";
    REQUIRE(run_cli({"unique", "--certify", cert.string(), puzzle.string()}).status == 0);
    CHECK(run_cli({"verify", cert.string()}).status == 0);
    const std::string cnf = read_text(cert / "puzzle.cnf");

    // The first clause after the header, taken away.
    const std::size_t header = cnf.find("\np cnf ");
    REQUIRE(header != std::string::npos);
    const std::size_t first = cnf.find('\n', header + 1) + 1;
    const std::size_t next = cnf.find('\n', first) + 1;
    REQUIRE(next > first);
    write_text(cert / "puzzle.cnf", with_count(cnf.substr(0, first) + cnf.substr(next), -1));
    CliRun removed = run_cli({"verify", cert.string()});
    CHECK(removed.status == 1);
    CHECK(removed.out == kNotTheEncoding);

    // A cut that the rules do not imply: "the first two answer variables are not both false"
    // excludes every answer with both false, which a certificate must not take for granted.
    write_text(cert / "puzzle.cnf", with_count(cnf + "1 2 0\n", +1));
    CliRun added = run_cli({"verify", cert.string()});
    CHECK(added.status == 1);
    CHECK(added.out == kNotTheEncoding);
  }
}
