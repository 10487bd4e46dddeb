// The generated benchmark puzzles (benchmarks/instances/nurikabe/): each is labelled unique by the
// generator; both backends agree, with an answer check accepts, and both connectivity encodings
// of the sat backend. A few in the normal tests; every one in the hidden [.full] test.
#include <catch2/catch.hpp>

#include "nurikabe/nurikabe_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::vector<fs::path> bench_files() {
  const fs::path dir = test_data().parent_path().parent_path() / "benchmarks" / "instances" /
                       "nurikabe" / "large-30x30";
  return files_in(dir, ".gsp");
}

void decide(const fs::path& file) {
  INFO(file.filename().string());
  const std::string text = read_text(file);
  REQUIRE(gsp_status(text) == "unique");
  const auto p = parse(text);
  for (Connectivity c : {Connectivity::Static, Connectivity::Lazy}) {
    INFO(connectivity_name(c));
    RunOptions options;
    options.encode.connectivity = c;
    require_verdict(*p, Verdict::Unique, nullptr, options);
  }
}

}  // namespace

TEST_CASE("generated 30x30 nurikabe: unique by both backends and both encodings",
          "[nurikabe][data]") {
  const auto files = bench_files();
  REQUIRE(files.size() >= 5);
  decide(files.front());
}

TEST_CASE("every generated large nurikabe: unique by both backends and both encodings",
          "[nurikabe][data][.full]") {
  for (const fs::path& file : bench_files()) decide(file);
}
