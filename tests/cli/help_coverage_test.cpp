// Every option a command's --help lists is documented in the man page (docs/gridsat.1), so that
// `man gridsat` answers what `--help` only names. Options are taken from the program's own help,
// so a new option without its man page entry fails here.
#include <catch2/catch.hpp>
#include <regex>
#include <set>

#include "cli_support.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("the man page documents every option of every command's --help", "[cli][help]") {
  const std::string man =
      read_text(fs::path(GRIDSAT_TEST_DATA_DIR).parent_path().parent_path() / "docs/gridsat.1");
  // The positional arguments appear in --help as options of these names; the man page writes
  // them as FILE, MODEL, DIR, SOLUTION and WHAT.
  const std::set<std::string> positional{"--file", "--model", "--dir", "--solution", "--what"};
  for (const char* command : {"solve", "unique", "count", "encode", "decode", "check", "convert",
                              "batch", "analyze", "verify", "generate", "list"}) {
    CliRun help = run_cli({command, "--help"});
    REQUIRE(help.status == 0);
    const std::regex option("--[a-z][a-z-]*[a-z]");
    for (auto it = std::sregex_iterator(help.out.begin(), help.out.end(), option);
         it != std::sregex_iterator(); ++it) {
      const std::string name = it->str();
      if (positional.count(name)) continue;
      std::string escaped;  // groff writes each '-' of an option as '\-'
      for (char c : name) escaped += c == '-' ? std::string("\\-") : std::string(1, c);
      INFO(command << " " << name);
      CHECK(man.find(escaped) != std::string::npos);
    }
  }
}
