// The bash completion (cli/completion/gridsat.bash) against the program: run in bash with the
// built gridsat, it offers every subcommand `gridsat --help` lists, every option of each command's
// --help, and for --type, --from, --to and --format every name the program accepts (the lists its
// usage errors give), and nothing it rejects.
#include <catch2/catch.hpp>
#include <cctype>
#include <set>
#include <sstream>

#include "cli/cli_support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

fs::path completion_file() {
  return fs::path(GRIDSAT_TEST_DATA_DIR).parent_path().parent_path() /
         "cli/completion/gridsat.bash";
}

// What _gridsat offers for the command line `words` (the last one is being completed).
std::set<std::string> complete(const std::vector<std::string>& words) {
  std::string array;
  for (const auto& w : words) array += " '" + w + "'";
  std::string script = "source '" + completion_file().string() + "'; COMP_WORDS=('" +
                       std::string(GRIDSAT_BINARY) + "'" + array +
                       "); COMP_CWORD=" + std::to_string(words.size()) +
                       "; _gridsat; printf '%s\\n' \"${COMPREPLY[@]}\"";
  ProgramRun run = run_program({"bash", "-c", script});
  INFO(run.err);
  REQUIRE(run.status == 0);
  std::set<std::string> out;
  std::istringstream in(run.out);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) out.insert(line);
  return out;
}

// The names in "(a, b, c)" at the end of a usage error.
std::vector<std::string> listed(const std::string& message) {
  auto open = message.rfind('('), close = message.rfind(')');
  REQUIRE(open != std::string::npos);
  std::vector<std::string> names;
  std::istringstream in(message.substr(open + 1, close - open - 1));
  for (std::string name; std::getline(in, name, ',');) names.push_back(name.substr(name[0] == ' '));
  return names;
}

bool is_name_char(char c) {
  return std::islower(static_cast<unsigned char>(c)) || c == '-';
}

// The help's command lines: two spaces, a lower-case name, two spaces, the description.
std::vector<std::string> commands_in_help() {
  std::vector<std::string> commands;
  std::istringstream in(run_cli({"--help"}).out);
  for (std::string line; std::getline(in, line);) {
    if (line.size() < 3 || line.compare(0, 2, "  ") != 0 || !std::islower(line[2])) continue;
    std::size_t end = 2;
    while (end < line.size() && is_name_char(line[end])) ++end;
    if (line.compare(end, 2, "  ") == 0) commands.push_back(line.substr(2, end - 2));
  }
  return commands;
}

// Every "--name" in a help text.
std::vector<std::string> options_in(const std::string& help) {
  std::vector<std::string> options;
  for (std::size_t at = help.find("--"); at != std::string::npos; at = help.find("--", at + 2)) {
    std::size_t end = at + 2;
    if (end >= help.size() || !std::islower(static_cast<unsigned char>(help[end]))) continue;
    while (end < help.size() && is_name_char(help[end])) ++end;
    options.push_back(help.substr(at, end - at));
  }
  return options;
}

}  // namespace

TEST_CASE("completion offers every subcommand and every option of each", "[cli][completion]") {
  auto commands = commands_in_help();
  REQUIRE(commands.size() >= 9);
  auto offered = complete({""});
  for (const auto& command : commands) {
    INFO(command);
    CHECK(offered.count(command) == 1);
    std::string help = run_cli({command, "--help"}).out;
    auto options = complete({command, "--"});
    for (const std::string& option : options_in(help)) {
      INFO(option);
      CHECK(options.count(option) == 1);
    }
  }
  CHECK(complete({"sol"}) == std::set<std::string>{"solve"});
}

TEST_CASE("completion of --type, --from, --to and --format matches the program",
          "[cli][completion]") {
  const std::string puzzle = generated_sudoku("sudoku-4x4-unique-001.gsp");
  auto check_values = [&](const std::string& option, const std::vector<std::string>& names,
                          const std::string& command) {
    auto offered = complete({command, option, ""});
    for (const auto& name : names) {
      INFO(option << " " << name);
      CHECK(offered.count(name) == 1);
    }
    for (const auto& name : offered) {  // everything offered is accepted
      INFO(option << " " << name);
      std::vector<std::string> args = {command, option, name, puzzle};
      if (command == "convert") args.insert(args.end(), {"-o", "/dev/null"});
      CliRun run = run_cli(args);
      // Accepted: it works, or it is a seed program's format for another genre than this sudoku.
      CHECK((run.status != 64 || run.err.find(" puzzles; this is a") != std::string::npos));
    }
  };
  check_values("--format", listed(run_cli({"solve", "--format", "x", puzzle}).err), "solve");
  check_values("--from", listed(run_cli({"solve", "--from", "x", puzzle}).err), "solve");
  check_values("--to", listed(run_cli({"convert", "--to", "x", puzzle}).err), "convert");
  // Types: the canonical names of the help text's "types:" lines; the aliases are held by --type
  // being accepted (exit 65 or 0, never 64).
  check_values("--type", {"sudoku", "calcudoku", "skyscrapers", "abc", "binairo"}, "solve");
  CHECK(run_cli({"--help"}).out.find("types:") != std::string::npos);
}

TEST_CASE("completion of generate --difficulty offers the grades rate gives", "[cli][completion]") {
  const std::vector<std::string> names =
      listed(run_cli({"generate", "--type", "sudoku", "--size", "4", "--difficulty", "x"}).err);
  std::set<std::string> grades(names.begin(), names.end());
  REQUIRE(grades.count("easy") == 1);
  CHECK(complete({"generate", "--difficulty", ""}) == grades);
}
