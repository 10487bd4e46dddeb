// batch on a terminal: standard output and standard error both on one pseudo-terminal (made by
// script(1)), as when a user runs batch without -o. The progress bar must not be left in front
// of a result line.
#include <catch2/catch.hpp>
#include <sstream>

#include "cli_support.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("batch on a terminal: no result line starts after the progress bar", "[cli][batch]") {
  ScratchDir dir;
  std::string lines;
  std::istringstream set(read_text(shared_data() / "sudoku" / "17-clue.txt"));
  int taken = 0;
  for (std::string line; taken < 40 && std::getline(set, line);)
    if (!line.empty() && line[0] != '#') {
      lines += line + "\n";
      ++taken;
    }
  const fs::path file = dir.write("forty.txt", lines);
  const std::string command =
      std::string("'") + GRIDSAT_BINARY + "' batch -j 2 '" + file.string() + "'";
  ProgramRun run = run_program({"script", "-qec", command, "/dev/null"}, "", 60);
  REQUIRE(run.status == 0);
  std::istringstream out(run.out);
  int results = 0;
  for (std::string line; std::getline(out, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();  // the terminal's CR LF
    const std::size_t json = line.find("{\"");
    if (json == std::string::npos) continue;
    ++results;
    // What shows on the terminal: the text after the last carriage return.
    const std::size_t cr = line.rfind('\r', json);
    const std::size_t shown = cr == std::string::npos ? 0 : cr + 1;
    INFO(line);
    CHECK(line.substr(shown, json - shown).find("ETA") == std::string::npos);  // no bar before
  }
  CHECK(results == 40);
}
