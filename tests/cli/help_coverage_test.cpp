// Every option a command's --help lists is documented in the man page (docs/gridsat.1), so that
// `man gridsat` answers what `--help` only names. Options are taken from the program's own help,
// so a new option without its man page entry fails here.
#include <catch2/catch.hpp>
#include <set>

#include "cli_support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// The `--name` words of a help text (lowercase letters and inner dashes).
std::set<std::string> option_names(const std::string& text) {
  std::set<std::string> names;
  auto word_char = [](char c) { return (c >= 'a' && c <= 'z') || c == '-'; };
  for (std::size_t at = text.find("--"); at != std::string::npos; at = text.find("--", at + 2)) {
    if (at > 0 && word_char(text[at - 1])) continue;
    std::size_t end = at + 2;
    while (end < text.size() && word_char(text[end])) ++end;
    std::string name = text.substr(at, end - at);
    while (!name.empty() && name.back() == '-') name.pop_back();
    if (name.size() > 3) names.insert(name);
  }
  return names;
}

}  // namespace

TEST_CASE("the man page documents every option of every command's --help", "[cli][help]") {
  const std::string man =
      read_text(fs::path(GRIDSAT_TEST_DATA_DIR).parent_path().parent_path() / "docs/gridsat.1");
  // The positional arguments appear in --help as options of these names; the man page writes
  // them as FILE, MODEL, DIR, SOLUTION and WHAT.
  const std::set<std::string> positional{"--file", "--model", "--dir", "--solution", "--what"};
  for (const char* command :
       {"solve", "unique", "count", "encode", "decode", "check", "convert", "batch", "analyze",
        "hint", "rate", "verify", "generate", "list", "serve"}) {
    CliRun help = run_cli({command, "--help"});
    REQUIRE(help.status == 0);
    for (const std::string& name : option_names(help.out)) {
      if (positional.count(name)) continue;
      std::string escaped;  // groff writes each '-' of an option as '\-'
      for (char c : name) escaped += c == '-' ? std::string("\\-") : std::string(1, c);
      INFO(command << " " << name);
      CHECK(man.find(escaped) != std::string::npos);
    }
  }
}
