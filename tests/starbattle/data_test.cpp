// The generated benchmark puzzles (benchmarks/instances/starbattle/): each is labelled unique by
// the generator; both backends agree, with an answer check accepts, with both --card encodings.
// A 10x10 and a 14x14 in the normal tests; every one in the hidden [.full] test.
#include <catch2/catch.hpp>

#include "starbattle/starbattle_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::vector<fs::path> bench_files(const std::string& set) {
  const fs::path dir =
      test_data().parent_path().parent_path() / "benchmarks" / "instances" / "starbattle" / set;
  return files_in(dir, ".gsp");
}

void decide(const fs::path& file) {
  INFO(file.filename().string());
  const std::string text = read_text(file);
  REQUIRE(gsp_status(text) == "unique");
  const auto p = parse(text);
  for (Card card : kAllCard) {
    INFO(card_name(card));
    RunOptions options;
    options.encode.card = card;
    require_verdict(*p, Verdict::Unique, nullptr, options);
  }
}

}  // namespace

TEST_CASE("generated 10x10 and 14x14 star battles: unique by both backends", "[starbattle][data]") {
  for (const char* set : {"generated-10x10", "generated-14x14"}) {
    const auto files = bench_files(set);
    REQUIRE(files.size() >= 5);
    decide(files.front());
  }
}

TEST_CASE("every generated star battle: unique by both backends", "[starbattle][data][.full]") {
  for (const char* set : {"generated-10x10", "generated-14x14"})
    for (const fs::path& file : bench_files(set)) decide(file);
}
