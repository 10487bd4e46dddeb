// gridsat list puzzlink / tatham: the foreign genres and games read, each with the type it
// becomes, and docs/formats.md's two tables held to them, so the docs cannot fall behind the
// registry.
#include <catch2/catch.hpp>
#include <map>
#include <sstream>

#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// NAME -> "TYPE ALIAS..." from `gridsat list WHAT`.
std::map<std::string, std::string> listed(const std::string& what) {
  const CliRun run = run_cli({"list", what});
  REQUIRE(run.status == 0);
  std::map<std::string, std::string> out;
  std::istringstream lines(run.out);
  std::string line;
  while (std::getline(lines, line)) {
    const auto space = line.find(' ');
    REQUIRE(space != std::string::npos);
    out[line.substr(0, space)] = line.substr(space + 1);
  }
  return out;
}

// The rows of the docs/formats.md table whose header starts with `header`: the backquoted
// names of its first column -> the second column and the backquoted names of the third.
std::map<std::string, std::string> documented(const std::string& header) {
  std::istringstream lines(read_text(test_data().parent_path().parent_path() / "docs/formats.md"));
  std::map<std::string, std::string> out;
  std::string line;
  bool in = false;
  auto unquote = [](std::string cell) {
    std::string words, word;
    std::istringstream in(cell);
    while (in >> word) {
      std::erase(word, '`');
      std::erase(word, ',');
      if (!word.empty()) words += (words.empty() ? "" : " ") + word;
    }
    return words;
  };
  while (std::getline(lines, line)) {
    if (line.starts_with("| " + header)) {
      in = true;
      continue;
    }
    if (!in || line.starts_with("|---")) continue;
    if (!line.starts_with("| `")) {
      in = false;
      continue;
    }
    std::vector<std::string> cells;
    std::istringstream row(line.substr(1));
    std::string cell;
    while (std::getline(row, cell, '|')) cells.push_back(cell);
    REQUIRE(cells.size() >= 2);
    std::string rest = unquote(cells[1]);
    if (cells.size() >= 3 && !unquote(cells[2]).empty()) rest += " " + unquote(cells[2]);
    out[unquote(cells[0])] = rest;
  }
  return out;
}

}  // namespace

TEST_CASE("gridsat list puzzlink and tatham match docs/formats.md's tables", "[cli][list]") {
  const auto puzzlink = listed("puzzlink");
  CHECK(puzzlink.size() >= 13);
  CHECK(puzzlink.at("slither") == "slitherlink");
  CHECK(puzzlink.at("skyscrapers") == "skyscrapers building");
  CHECK(documented("puzz.link genre") == puzzlink);
  const auto tatham = listed("tatham");
  CHECK(tatham.size() >= 12);
  CHECK(tatham.at("keen") == "calcudoku");
  CHECK(documented("Tatham game") == tatham);
  const CliRun bad = run_cli({"list", "games"});
  CHECK(bad.status == 64);
  CHECK(bad.err.find("puzzlink, tatham") != std::string::npos);
}
