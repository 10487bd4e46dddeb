// Every binairo instance of data/binairo through both backends, under both cardinality
// encodings: the generated native files (unique / multiple / none, with and without unique lines)
// and Tatham's Unruly sets (with and without the `u` flag), each with its known solution.
#include <catch2/catch.hpp>

#include "genres/binairo/binairo.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

const rules::DeclaredShading& binairo_of(const std::unique_ptr<Puzzle>& p) {
  REQUIRE(p);
  const rules::DeclaredShading* b = as_binairo(*p);
  REQUIRE(b);
  return *b;
}

RunOptions with_card(Card card) {
  RunOptions options;
  options.encode.card = card;
  return options;
}

}  // namespace

TEST_CASE("every generated binairo gets its labelled verdict from both backends",
          "[binairo][data]") {
  auto files = files_in(shared_data() / "binairo" / "generated", ".gsp");
  REQUIRE(files.size() >= 50);
  int without_unique_lines = 0;
  for (const auto& path : files) {
    INFO(path.filename().string());
    std::string text = read_text(path);
    auto puzzle = parse(text);
    REQUIRE(puzzle->type() == "binairo");
    without_unique_lines += !unique_lines(binairo_of(puzzle));
    Verdict expected = expected_verdict(gsp_status(text));
    std::optional<Grid> solution;
    if (expected == Verdict::Unique) {
      auto solution_path = path;
      solution_path.replace_extension(".solution");
      ParseError error;
      solution = read_plain(*puzzle, read_text(solution_path), error);
      REQUIRE(solution.has_value());
    }
    for (Card card : kAllCard) {
      INFO("card " << card_name(card));
      require_verdict(*puzzle, expected, solution ? &*solution : nullptr, with_card(card));
    }
  }
  REQUIRE(without_unique_lines >= 10);
}

TEST_CASE("every Tatham Unruly puzzle is unique, with its known solution, from both backends",
          "[binairo][data][tatham]") {
  auto files = files_in(shared_data() / "binairo" / "tatham", ".txt");
  REQUIRE(files.size() >= 10);
  int with_u = 0, without_u = 0;
  for (const auto& path : files) {
    for (const TathamCase& c : read_tatham_set(path)) {
      INFO(path.filename().string() << " line " << c.line << ": " << c.id);
      auto puzzle = parse(c.id);
      const auto& b = binairo_of(puzzle);
      // The `u` flag is exactly the distinct-lines rule.
      const std::string params = c.id.substr(c.id.find(':') + 1);
      REQUIRE(unique_lines(b) ==
              (params.substr(0, params.find(':')).find('u') != std::string::npos));
      (unique_lines(b) ? with_u : without_u)++;
      Grid solution = tatham_solution(*puzzle, c);
      for (Card card : kAllCard) {
        INFO("card " << card_name(card));
        require_verdict(*puzzle, Verdict::Unique, &solution, with_card(card));
      }
    }
  }
  REQUIRE(with_u >= 100);
  REQUIRE(without_u >= 100);
}

TEST_CASE("the 30x30 puzzles of tests/binairo/data are unique, with their known solutions",
          "[binairo][data][large]") {
  const fs::path dir = test_data().parent_path() / "binairo" / "data";
  for (const char* name : {"binairo-30x30-minimal", "binairo-30x30-deducible"}) {
    INFO(name);
    std::string text = read_text(dir / (std::string(name) + ".gsp"));
    REQUIRE(gsp_status(text) == "unique");
    auto puzzle = parse(text);
    ParseError error;
    auto solution = read_plain(*puzzle, read_text(dir / (std::string(name) + ".solution")), error);
    REQUIRE(solution.has_value());
    for (Card card : kAllCard) {
      RunResult r = run(*puzzle, Mode::Unique, with_card(card));
      INFO("card " << card_name(card));
      REQUIRE_FALSE(r.internal_error.has_value());
      REQUIRE(r.verdict == Verdict::Unique);
      REQUIRE(r.solutions.front() == *solution);
    }
  }
  // The deducible one needs no search from the native backend: propagation alone fills it.
  auto deducible = parse(read_text(dir / "binairo-30x30-deducible.gsp"));
  RunOptions native;
  native.backend = Backend::Native;
  RunResult r = run(*deducible, Mode::Unique, native);
  REQUIRE(r.verdict == Verdict::Unique);
  REQUIRE(r.stats.nodes == 1);
}
