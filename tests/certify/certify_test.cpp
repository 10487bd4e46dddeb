// Certificates: `unique --certify DIR` writes one that `verify` accepts, of uniqueness for unique
// puzzles of every type and of no solution for every `none` instance; tampered certificates are
// rejected.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <fstream>

#include "support/support.hpp"

using namespace gridsat::test;

namespace {

fs::path fresh_dir(const std::string& name) {
  fs::path dir =
      fs::temp_directory_path() / ("gridsat-cert-" + std::to_string(getpid()) + "-" + name);
  fs::remove_all(dir);
  return dir;
}

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// The first unique instance of each generated set that has one.
std::vector<fs::path> unique_samples() {
  std::vector<fs::path> out;
  for (const auto& group : fs::directory_iterator(shared_data())) {
    fs::path generated = group.path() / "generated";
    if (!fs::exists(generated)) continue;
    for (const auto& f : files_in(generated, "-unique-001.gsp")) out.push_back(f);
  }
  return out;
}

}  // namespace

TEST_CASE("unique --certify writes a certificate that verify accepts", "[certify]") {
  auto samples = unique_samples();
  REQUIRE(samples.size() >= 10);
  for (const auto& puzzle : samples) {
    INFO(puzzle.filename().string());
    fs::path dir = fresh_dir(puzzle.stem().string());
    CliRun u = run_cli({"unique", "--certify", dir.string(), puzzle.string()});
    REQUIRE(u.status == 0);
    for (const char* f : {"puzzle.cnf", "proof.drat", "puzzle.gsp", "solution.txt"})
      CHECK(fs::exists(dir / f));
    CliRun v = run_cli({"verify", dir.string()});
    INFO(v.out << v.err);
    CHECK(v.status == 0);
    CHECK(v.out.rfind("valid: the puzzle has exactly one solution", 0) == 0);
    fs::remove_all(dir);
  }
}

TEST_CASE("tampered certificates are rejected", "[certify]") {
  fs::path a = fresh_dir("a"), b = fresh_dir("b");
  fs::path sudoku = shared_data() / "sudoku" / "generated";
  REQUIRE(
      run_cli({"unique", "--certify", a.string(), (sudoku / "sudoku-9x9-unique-001.gsp").string()})
          .status == 0);
  REQUIRE(
      run_cli({"unique", "--certify", b.string(), (sudoku / "sudoku-9x9-unique-002.gsp").string()})
          .status == 0);
  const std::string proof = read_text(a / "proof.drat");
  const std::string cnf = read_text(a / "puzzle.cnf");

  SECTION("the proof without its empty clause") {
    std::string cut = proof.substr(0, proof.rfind("0\n", proof.size() - 3) + 2);
    REQUIRE(cut.size() < proof.size());
    write_text(a / "proof.drat", cut);
    CliRun v = run_cli({"verify", a.string()});
    CHECK(v.status == 1);
    CHECK(v.out.find("invalid: proof.drat") == 0);
  }
  SECTION("another puzzle's proof") {
    write_text(a / "proof.drat", read_text(b / "proof.drat"));
    CHECK(run_cli({"verify", a.string()}).status == 1);
  }
  SECTION("a CNF without the blocking clause") {
    std::string weaker = cnf.substr(0, cnf.rfind('\n', cnf.size() - 2) + 1);
    write_text(a / "puzzle.cnf", weaker);
    CliRun v = run_cli({"verify", a.string()});
    CHECK(v.status != 0);
  }
  SECTION("another puzzle's CNF") {
    write_text(a / "puzzle.cnf", read_text(b / "puzzle.cnf"));
    CliRun v = run_cli({"verify", a.string()});
    CHECK(v.status == 1);
    CHECK(v.out ==
          "invalid: puzzle.cnf is not the encoding of puzzle.gsp with solution.txt excluded\n");
  }
  SECTION("a solution that breaks the rules") {
    std::string s = read_text(a / "solution.txt");
    std::swap(s[0], s[2]);
    write_text(a / "solution.txt", s);
    CHECK(run_cli({"verify", a.string()}).status == 1);
  }
  fs::remove_all(a);
  fs::remove_all(b);
}

TEST_CASE("certify writes nothing for a puzzle that is not unique, and says why", "[certify]") {
  fs::path dir = fresh_dir("multiple");
  fs::path puzzle = shared_data() / "sudoku" / "generated" / "sudoku-9x9-multiple-001.gsp";
  const CliRun multiple = run_cli({"unique", "--certify", dir.string(), puzzle.string()});
  CHECK(multiple.status == 2);
  CHECK(multiple.err == "gridsat: no certificate written to " + dir.string() +
                            ": the puzzle has more than one solution (a certificate proves that a "
                            "puzzle has exactly one, or none; the two above are the proof that it "
                            "has more)\n");
  CHECK_FALSE(fs::exists(dir / "proof.drat"));
  CHECK(run_cli({"unique", "--backend", "native", "--certify", dir.string(), puzzle.string()})
            .status == 64);
}

TEST_CASE("a certificate left half written keeps no older proof beside the new files",
          "[certify]") {
  // A certificate of one puzzle, then another puzzle certified into the same folder, stopped
  // before its puzzle.cnf is written (a folder in the way): the first proof must be gone, or it
  // would stand beside the second puzzle's files.
  fs::path dir = fresh_dir("overwritten");
  const fs::path generated = shared_data() / "sudoku" / "generated";
  REQUIRE(run_cli({"unique", "--certify", dir.string(),
                   (generated / "sudoku-9x9-unique-001.gsp").string()})
              .status == 0);
  REQUIRE(fs::exists(dir / "proof.drat"));
  fs::remove(dir / "puzzle.cnf");
  fs::create_directory(dir / "puzzle.cnf");
  const CliRun second = run_cli(
      {"unique", "--certify", dir.string(), (generated / "sudoku-9x9-unique-002.gsp").string()});
  INFO(second.err);
  CHECK(second.status == 74);
  CHECK_FALSE(fs::exists(dir / "proof.drat"));
  CHECK(run_cli({"verify", dir.string()}).status != 0);
  fs::remove_all(dir);
}

TEST_CASE("unique --certify proves that every none instance has no solution", "[certify]") {
  int instances = 0;
  for (const auto& group : fs::directory_iterator(shared_data())) {
    fs::path generated = group.path() / "generated";
    if (!fs::exists(generated)) continue;
    for (const auto& puzzle : files_in(generated, ".gsp")) {
      if (gsp_status(read_text(puzzle)) != "none") continue;
      INFO(puzzle.filename().string());
      ++instances;
      fs::path dir = fresh_dir(puzzle.stem().string());
      CliRun u = run_cli({"unique", "--certify", dir.string(), puzzle.string()});
      REQUIRE(u.status == 1);
      for (const char* f : {"puzzle.cnf", "proof.drat", "puzzle.gsp"}) CHECK(fs::exists(dir / f));
      CHECK_FALSE(fs::exists(dir / "solution.txt"));
      CHECK(read_text(dir / "puzzle.cnf").find("\nc claim: no solution\n") != std::string::npos);
      CliRun v = run_cli({"verify", dir.string()});
      INFO(v.out << v.err);
      CHECK(v.status == 0);
      CHECK(v.out.rfind("valid: the puzzle has no solution (", 0) == 0);
      fs::remove_all(dir);
    }
  }
  CHECK(instances >= 40);
}

TEST_CASE("a certificate of no solution says its claim, and is held to it", "[certify]") {
  fs::path dir = fresh_dir("none");
  fs::path none = shared_data() / "sudoku" / "generated" / "sudoku-9x9-none-001.gsp";
  fs::path unique = shared_data() / "sudoku" / "generated" / "sudoku-9x9-unique-001.gsp";
  // A folder that held a certificate of uniqueness loses its solution.txt.
  REQUIRE(run_cli({"unique", "--certify", dir.string(), unique.string()}).status == 0);
  const std::string unique_cnf = read_text(dir / "puzzle.cnf");
  CHECK(unique_cnf.find("\nc claim: unique\n") != std::string::npos);
  // Without its claim line, as certificates were written before there were two claims, it still
  // claims uniqueness and verifies.
  std::string old_style = unique_cnf;
  old_style.erase(old_style.find("c claim: unique\n"), 16);
  write_text(dir / "puzzle.cnf", old_style);
  CHECK(run_cli({"verify", dir.string()}).out.rfind("valid: the puzzle has exactly one", 0) == 0);
  REQUIRE(run_cli({"unique", "--certify", dir.string(), none.string()}).status == 1);
  CHECK_FALSE(fs::exists(dir / "solution.txt"));
  REQUIRE(run_cli({"verify", dir.string()}).status == 0);
  const std::string cnf = read_text(dir / "puzzle.cnf");

  SECTION("a solution next to a claim of none") {
    write_text(dir / "solution.txt", "1 2 3\n");
    CliRun v = run_cli({"verify", dir.string()});
    CHECK(v.status == 1);
    CHECK(v.out.find("invalid: solution.txt is there") == 0);
  }
  SECTION("the claim taken away: it reads as a claim of uniqueness, without its solution") {
    std::string changed = cnf;
    changed.replace(changed.find("c claim: no solution"), 20, "c claim: unknown    ");
    write_text(dir / "puzzle.cnf", changed);
    CHECK(run_cli({"verify", dir.string()}).status != 0);
  }
  SECTION("a uniqueness certificate's CNF under a claim of none") {
    std::string changed = unique_cnf;
    changed.replace(changed.find("c claim: unique"), 15, "c claim: no solution");
    write_text(dir / "puzzle.cnf", changed);
    CliRun v = run_cli({"verify", dir.string()});
    CHECK(v.status == 1);
    CHECK(v.out == "invalid: puzzle.cnf is not the encoding of puzzle.gsp\n");
  }
  fs::remove_all(dir);
}
