// The largest published puzzles of every genre (benchmarks/instances/*/published-large/, from
// janko.at with their published solutions; docs/speed.md): `check` accepts every published
// solution, and `unique` gives each puzzle the answer its `# status:` line states. A unique
// puzzle has one solution and the published one passes the rules check, so the two are the
// same: the answers come from outside gridsat. Nurikabe's giants take seconds to minutes (issue
// 38), so the normal run decides the nurikabes of up to 720 cells and the hidden [.full] test
// every one.
#include <algorithm>
#include <catch2/catch.hpp>

#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

fs::path published_root() {
  return test_data().parent_path().parent_path() / "benchmarks" / "instances";
}

// The puzzles of every genre's published-large folder, with their cell counts, by path.
std::vector<std::pair<fs::path, int>> published(bool giants) {
  std::vector<std::pair<fs::path, int>> out;
  for (const auto& genre : fs::directory_iterator(published_root())) {
    const fs::path dir = genre.path() / "published-large";
    if (!fs::is_directory(dir)) continue;
    for (const fs::path& file : files_in(dir, ".gsp")) {
      const auto p = parse(read_text(file));
      const int cells = p->rows() * p->cols();
      if (!giants && p->type() == "nurikabe" && cells > 720) continue;
      out.emplace_back(file, cells);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

// `limit`: the seconds `unique` may take ("" for none).
void decide(const fs::path& file, const std::string& limit = "") {
  INFO(file.string());
  const std::string text = read_text(file);
  fs::path solution = file;
  solution.replace_extension(".solution");
  const CliRun check = run_cli({"check", file.string(), solution.string()});
  CHECK(check.status == 0);
  const std::string status = gsp_status(text);
  std::vector<std::string> args = {"unique", "--format", "json", file.string()};
  if (!limit.empty()) args.insert(args.end(), {"--timeout", limit});
  const CliRun unique = run_cli(args);
  INFO(unique.err);
  if (status == "unique") CHECK(unique.status == 0);
  if (status == "multiple") CHECK(unique.status == 2);
  CHECK((status == "unique" || status == "multiple"));
}

}  // namespace

TEST_CASE("published puzzles: the published solutions pass check, the statuses hold",
          "[data][published]") {
  const auto files = published(false);
  CHECK(files.size() >= 160);
  for (const auto& [file, cells] : sample_of(files, 40)) decide(file);
}

// Issue 38's target: every one decided, the nurikabe giants too, within a minute each.
TEST_CASE("published puzzles, every one (the nurikabe giants too)", "[.full][published-full]") {
  for (const auto& [file, cells] : published(true)) decide(file, "60");
}
