// README's "First steps" as a user types them: every line of its first shell block runs, in a
// scratch directory beside a copy of examples/, with the built gridsat first on PATH; each must
// succeed (cadical: 10, satisfiable) and print what the line promises. The second block (install
// and the C++ consumer) is run by tests/install/install_test.sh; here only its files are checked.
#include <catch2/catch.hpp>
#include <sstream>

#include "cli/cli_support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

fs::path repo() {
  return fs::path(GRIDSAT_TEST_DATA_DIR).parent_path().parent_path();
}

// The lines of each ```sh block of the "## First steps" section.
std::vector<std::vector<std::string>> first_steps() {
  std::string readme = read_text(repo() / "README.md");
  auto start = readme.find("## First steps");
  REQUIRE(start != std::string::npos);
  auto end = readme.find("\n## ", start + 1);
  std::istringstream in(readme.substr(start, end - start));
  std::vector<std::vector<std::string>> blocks;
  bool inside = false;
  for (std::string line; std::getline(in, line);) {
    if (line == "```sh") {
      blocks.emplace_back();
      inside = true;
    } else if (line == "```") {
      inside = false;
    } else if (inside && !line.empty()) {
      blocks.back().push_back(line);
    }
  }
  return blocks;
}

}  // namespace

TEST_CASE("README first steps: every command runs and prints what it promises", "[cli][readme]") {
  auto blocks = first_steps();
  REQUIRE(blocks.size() == 2);
  ScratchDir dir;
  fs::copy(repo() / "examples", dir.path() / "examples", fs::copy_options::recursive);
  const std::string path =
      fs::path(GRIDSAT_BINARY).parent_path().string() + ":" + std::getenv("PATH");
  const std::string solve_prefix = "gridsat solve examples/";
  int solves = 0;
  for (const std::string& line : blocks[0]) {
    INFO(line);
    std::string script = "cd '" + dir.path().string() + "' && PATH='" + path + "' && " + line;
    ProgramRun run = run_program({"sh", "-c", script});
    INFO(run.err);
    const bool cadical = line.starts_with("cadical ");
    CHECK(run.status == (cadical ? 10 : 0));
    CHECK((line.starts_with("gridsat ") || cadical));
    if (line.starts_with(solve_prefix)) {  // the plain grid, as the .solution file has it
      ++solves;
      const std::size_t start = solve_prefix.size() - 9;  // from "examples/"
      const std::string example = line.substr(start, line.find(".gsp") - start);
      CHECK(run.out == read_text(dir.path() / (example + ".solution")));
    }
    if (line.starts_with("gridsat solve --format pretty --color always"))
      CHECK(run.out.find("\033[1m") != std::string::npos);
    if (line.starts_with("gridsat decode examples/sudoku-9x9.gsp"))
      CHECK(run.out == read_text(dir.path() / "examples/sudoku-9x9.solution"));
  }
  CHECK(solves == 6);  // one per type: sudoku, killer, calcudoku, skyscrapers, abc, binairo
  std::string svg = read_text(dir.path() / "killer.svg");
  CHECK(svg.starts_with("<?xml"));
  CHECK(svg.find("stroke-dasharray") != std::string::npos);
  CHECK(read_text(dir.path() / "sudoku.cnf").find("c cell r1c1 ") != std::string::npos);

  // The install block names what install_test.sh builds and runs.
  std::string joined;
  for (const std::string& line : blocks[1]) joined += line + "\n";
  CHECK(joined.find("cmake --install build") != std::string::npos);
  CHECK(joined.find("-S examples/consumer") != std::string::npos);
  CHECK(fs::exists(repo() / "examples/consumer/CMakeLists.txt"));
  std::string script = read_text(repo() / "tests/install/install_test.sh");
  CHECK(script.find("examples/consumer") != std::string::npos);
  CHECK(script.find("solve_puzzle") != std::string::npos);
}
