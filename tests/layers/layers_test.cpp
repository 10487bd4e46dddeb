// The layers look only down (DESIGN.md, README "Layout"): every #include "..." of the sources is
// held against the table of what each folder may use. CNF-only code (encoder/cnf, backends/sat)
// never sees a puzzle, and only a genre's own unit (and the registry) names a genre's files.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

fs::path source_root() {
  return fs::path(GRIDSAT_TEST_DATA_DIR).parent_path().parent_path();
}

// The folder of a source file or an include path, as the table names it: "encoder/cnf",
// "backends/sat", "cli", ...; an include path is relative to encoder/ or backends/ ("cnf/...").
std::string folder_of_include(const std::string& include) {
  const auto slash = include.find('/');
  if (slash == std::string::npos) return "";  // same folder
  const std::string top = include.substr(0, slash);
  if (top == "sat" || top == "native" || top == "driver" || top == "setter")
    return "backends/" + top;
  return "encoder/" + top;
}

// What each folder may include besides itself.
const std::map<std::string, std::set<std::string>>& allowed() {
  static const std::map<std::string, std::set<std::string>> table = {
      {"encoder/cnf", {}},
      {"encoder/encodings", {"encoder/cnf"}},
      {"encoder/puzzles", {"encoder/cnf", "encoder/encodings"}},
      {"encoder/propagators", {"encoder/cnf", "encoder/encodings", "encoder/puzzles"}},
      {"encoder/rules",
       {"encoder/cnf", "encoder/encodings", "encoder/puzzles", "encoder/propagators"}},
      {"encoder/formats", {"encoder/cnf", "encoder/encodings", "encoder/puzzles"}},
      {"encoder/genres",
       {"encoder/cnf", "encoder/encodings", "encoder/puzzles", "encoder/propagators",
        "encoder/formats", "encoder/rules"}},
      {"backends/sat", {"encoder/cnf"}},  // and formats/text.hpp, the text scanner (below)
      {"backends/native", {"backends/sat", "encoder/puzzles"}},
      {"backends/driver",
       {"backends/sat", "backends/native", "encoder/cnf", "encoder/encodings", "encoder/puzzles",
        "encoder/formats"}},
      {"backends/setter",
       {"backends/sat", "backends/native", "backends/driver", "encoder/cnf", "encoder/encodings",
        "encoder/puzzles", "encoder/formats", "encoder/genres"}},
  };
  return table;
}

struct Include {
  fs::path file;
  std::string path;
};

std::vector<Include> includes_in(const fs::path& dir) {
  std::vector<Include> out;
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    const auto ext = entry.path().extension();
    if (ext != ".cpp" && ext != ".hpp") continue;
    std::ifstream in(entry.path());
    for (std::string line; std::getline(in, line);)
      if (line.rfind("#include \"", 0) == 0)
        out.push_back({entry.path(), line.substr(10, line.find('"', 10) - 10)});
  }
  return out;
}

// encoder/genres/sudoku/x.cpp -> "sudoku"; "" for files outside a unit.
std::string unit_of(const fs::path& relative) {
  auto it = relative.begin();
  if (it == relative.end() || *it != "encoder") return "";
  if (++it == relative.end() || *it != "genres") return "";
  if (++it == relative.end() || std::next(it) == relative.end()) return "";
  return it->string();
}

}  // namespace

TEST_CASE("every include looks down, never up", "[layers]") {
  const fs::path root = source_root();
  int checked = 0;
  for (const char* top : {"encoder", "backends"}) {
    for (const Include& inc : includes_in(root / top)) {
      const fs::path relative = fs::relative(inc.file, root);
      std::string folder = relative.parent_path().string();
      if (folder.rfind("encoder/genres", 0) == 0) folder = "encoder/genres";
      if (folder == "backends") continue;  // gridsat.hpp: the library in one include
      const std::string target = folder_of_include(inc.path);
      if (target.empty() || target == folder) continue;
      // The model reader scans text as the puzzle readers do; the scanner knows no puzzle.
      if (folder == "backends/sat" && inc.path == "formats/text.hpp") continue;
      INFO(relative.string() << " includes " << inc.path);
      REQUIRE(allowed().count(folder) == 1);
      CHECK(allowed().at(folder).count(target) == 1);
      ++checked;
    }
  }
  CHECK(checked > 100);
}

TEST_CASE("a genre's files are included only by its own unit and the registry", "[layers]") {
  const fs::path root = source_root();
  for (const char* top : {"encoder", "backends", "cli"}) {
    for (const Include& inc : includes_in(root / top)) {
      // genres/genre.hpp and the other headers beside the units (genres/declared.hpp) are shared.
      if (inc.path.rfind("genres/", 0) != 0 || fs::path(inc.path).parent_path() == "genres")
        continue;
      const fs::path relative = fs::relative(inc.file, root);
      const std::string genre = fs::path(inc.path).begin()->string() == "genres"
                                    ? std::next(fs::path(inc.path).begin())->string()
                                    : "";
      INFO(relative.string() << " includes " << inc.path);
      CHECK(unit_of(relative) == genre);
    }
  }
}

// The rules check is an opinion independent of the clauses and of the native search: a rule's
// evaluator (encoder/rules/*_eval.cpp) includes nothing of encodings/ or propagators/, neither
// directly nor through the rules' headers.
TEST_CASE("the rules' evaluators include neither encodings nor propagators", "[layers]") {
  const fs::path root = source_root();
  std::set<std::string> evaluators;
  for (const Include& inc : includes_in(root / "encoder" / "rules")) {
    const std::string name = inc.file.filename().string();
    if (!name.ends_with("_eval.cpp")) continue;
    evaluators.insert(name);
    INFO(fs::relative(inc.file, root).string() << " includes " << inc.path);
    CHECK(inc.path.rfind("encodings/", 0) != 0);
    CHECK(inc.path.rfind("propagators/", 0) != 0);
    // Its own declaration, and the rules' common headers.
    if (inc.path.rfind("rules/", 0) == 0)
      CHECK((inc.path == "rules/" + name.substr(0, name.size() - 9) + ".hpp" ||
             inc.path == "rules/rule.hpp" || inc.path == "rules/shading.hpp" ||
             inc.path == "rules/groups.hpp" || inc.path == "rules/loop.hpp"));
  }
  CHECK(evaluators.size() >= 4);
  // Nor do the rules' headers, which every evaluator reads.
  for (const Include& inc : includes_in(root / "encoder" / "rules")) {
    if (inc.file.extension() != ".hpp") continue;
    INFO(fs::relative(inc.file, root).string() << " includes " << inc.path);
    CHECK(inc.path.rfind("encodings/", 0) != 0);
    CHECK(inc.path.rfind("propagators/", 0) != 0);
  }
}

// ctest learns the test names from `--list-test-names-only` as a CMake list, which splits at ';':
// a test whose name holds one is registered as its first half, which matches no test, and Catch2
// counts a run of no test as passed. Twenty tests went unrun that way.
TEST_CASE("no test's name holds a semicolon (ctest would never run it)", "[layers]") {
  int tests = 0;
  for (const auto& entry : fs::recursive_directory_iterator(source_root() / "tests")) {
    if (entry.path().extension() != ".cpp") continue;
    std::ifstream in(entry.path());
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
      const auto at = line.find("TEST_CASE(\"");
      if (at == std::string::npos) continue;
      ++tests;
      const auto end = line.find('"', at + 11);
      INFO(entry.path().string() << ":" << number << ": " << line);
      CHECK(line.substr(at + 11, end - at - 11).find(';') == std::string::npos);
    }
  }
  CHECK(tests > 500);
}
