// Every calcudoku instance of the shared data through both backends and both cage encodings: the
// generated native files (and their calcudoku-cages twins), every Tatham Keen set, and the
// Calcudoku course's worked example, byte for byte through the command line.
#include <catch2/catch.hpp>

#include "genres/calcudoku/calcudoku.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

RunOptions with_sum(const std::string& sum) {
  RunOptions options;
  options.encode.cages = *parse_cage_encoding(sum);
  return options;
}

const char* const kSums[] = {"tuples", "dd"};

}  // namespace

TEST_CASE("every generated calcudoku gets its labelled verdict from both backends",
          "[calcudoku][data]") {
  auto files = files_in(shared_data() / "calcudoku" / "generated", ".gsp");
  REQUIRE(files.size() >= 50);
  for (const auto& path : files) {
    INFO(path.filename().string());
    std::string text = read_text(path);
    auto puzzle = parse(text);
    REQUIRE(puzzle->type() == "calcudoku");
    Verdict expected = expected_verdict(gsp_status(text));
    std::optional<Grid> solution;
    if (expected == Verdict::Unique) {
      auto solution_path = path;
      solution_path.replace_extension(".solution");
      ParseError error;
      solution = read_plain(*puzzle, read_text(solution_path), error);
      REQUIRE(solution.has_value());
    }
    for (const char* sum : kSums) {
      INFO("--sum " << sum);
      require_verdict(*puzzle, expected, solution ? &*solution : nullptr, with_sum(sum));
    }
  }
}

TEST_CASE("every calcudoku-cages twin reads as the same puzzle and gets the same verdict",
          "[calcudoku][data]") {
  auto files = files_in(shared_data() / "calcudoku" / "generated", ".cages");
  REQUIRE(files.size() >= 20);
  for (const auto& path : files) {
    INFO(path.filename().string());
    auto twin_path = path;
    twin_path.replace_extension(".gsp");
    std::string native_text = read_text(twin_path);
    auto native = parse(native_text);
    auto course = parse(read_text(path), "calcudoku-cages");
    const auto& a = dynamic_cast<const Calcudoku&>(*native);
    const auto& b = dynamic_cast<const Calcudoku&>(*course);
    REQUIRE(a.n == b.n);
    REQUIRE(a.cages.size() == b.cages.size());
    for (std::size_t k = 0; k < a.cages.size(); ++k) {
      CHECK(a.cages[k].cells == b.cages[k].cells);
      CHECK(a.cages[k].target == b.cages[k].target);
    }
    require_verdict(*course, expected_verdict(gsp_status(native_text)));
  }
}

TEST_CASE("every Tatham Keen puzzle is solved, unique, with its known solution",
          "[calcudoku][data]") {
  auto files = files_in(shared_data() / "calcudoku" / "tatham", ".txt");
  REQUIRE(files.size() >= 30);
  std::size_t cases = 0;
  for (const auto& path : files) {
    for (const TathamCase& c : read_tatham_set(path)) {
      INFO(path.filename().string() << ":" << c.line << ": " << c.id);
      auto puzzle = parse(c.id);
      REQUIRE(puzzle->type() == "calcudoku");
      Grid solution = tatham_solution(*puzzle, c);
      CHECK_FALSE(check_solution(*puzzle, solution).has_value());
      for (const char* sum : kSums) {
        INFO("--sum " << sum);
        require_verdict(*puzzle, Verdict::Unique, &solution, with_sum(sum));
      }
      // Written back, the ID is the one read (the game name first).
      std::string error;
      auto written = write_puzzle(*puzzle, "tatham", error);
      REQUIRE(written.has_value());
      CHECK(*written == c.id + "\n");
      ++cases;
    }
  }
  CHECK(cases >= 340);
}

TEST_CASE("the course's example prints exactly the course's expected output",
          "[calcudoku][data][cli]") {
  const auto dir = shared_data() / "calcudoku" / "course";
  const std::string input = read_text(dir / "example.in");
  const std::string expected = read_text(dir / "example.out");
  CliRun solve = run_cli({"solve", "--from", "calcudoku-cages"}, input);
  CHECK(solve.status == 0);
  CHECK(solve.err.empty());
  CHECK(solve.out == expected);
  for (const char* backend : {"sat", "native"}) {
    for (const char* sum : kSums) {
      INFO(backend << " --sum " << sum);
      CliRun unique = run_cli(
          {"unique", "--from", "calcudoku-cages", "--backend", backend, "--sum", sum}, input);
      CHECK(unique.status == 0);  // the example has exactly one solution
      CHECK(unique.out == expected);
    }
  }
  // The course's own format written back is the input again.
  auto puzzle = parse(input, "calcudoku-cages");
  std::string error;
  auto written = write_puzzle(*puzzle, "calcudoku-cages", error);
  REQUIRE(written.has_value());
  CHECK(*written == input);
}
