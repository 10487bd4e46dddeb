#include <catch2/catch.hpp>

#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("every generated sudoku gets its labelled verdict from both backends", "[sudoku][data]") {
  auto files = files_in(shared_data() / "sudoku" / "generated", ".gsp");
  REQUIRE(files.size() >= 50);
  for (const auto& path : files) {
    INFO(path.filename().string());
    std::string text = read_text(path);
    auto puzzle = parse(text);
    Verdict expected = expected_verdict(gsp_status(text));
    if (expected == Verdict::Unique) {
      auto solution_path = path;
      solution_path.replace_extension(".solution");
      ParseError error;
      auto solution = read_plain(*puzzle, read_text(solution_path), error);
      REQUIRE(solution.has_value());
      require_verdict(*puzzle, expected, &*solution);
    } else {
      require_verdict(*puzzle, expected);
    }
  }
}
