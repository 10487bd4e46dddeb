// The generated benchmark puzzles (benchmarks/instances/kakuro/generated/): each is labelled
// unique by the generator; both backends agree with an answer check accepts, with both cage
// encodings of the sat backend. A few in the normal tests; every one in the hidden [.full] test.
#include <catch2/catch.hpp>

#include "kakuro/kakuro_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::vector<fs::path> bench_files() {
  const fs::path dir =
      test_data().parent_path().parent_path() / "benchmarks" / "instances" / "kakuro" / "generated";
  return files_in(dir, ".gsp");
}

void decide(const fs::path& file) {
  INFO(file.filename().string());
  const std::string text = read_text(file);
  REQUIRE(gsp_status(text) == "unique");
  const auto p = parse(text);
  for (CageEncoding cages : {CageEncoding::Tuples, CageEncoding::Dd}) {
    INFO(cage_encoding_name(cages));
    RunOptions options;
    options.encode.cages = cages;
    require_verdict(*p, Verdict::Unique, nullptr, options);
  }
}

}  // namespace

TEST_CASE("generated kakuro: unique by both backends and both cage encodings", "[kakuro][data]") {
  const auto files = bench_files();
  REQUIRE(files.size() >= 6);
  decide(files.front());
  decide(files.back());
}

TEST_CASE("every generated kakuro: unique by both backends and both cage encodings",
          "[kakuro][data][.full]") {
  for (const fs::path& file : bench_files()) decide(file);
}
