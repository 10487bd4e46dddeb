// The shared Easy-as-ABC set: every generated puzzle (5x5 to 8x8, 3 to 7 letters, givens, upper
// case and compact spellings) gets its labelled verdict and its known solution from the sat
// backend with each visibility encoding and from the native backtracker.
#include <catch2/catch.hpp>
#include <optional>

#include "genres/abc/abc.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

struct Labelled {
  std::string name;
  std::unique_ptr<Puzzle> puzzle;
  Verdict expected;
  std::optional<Grid> solution;
};

std::vector<Labelled> generated_set() {
  std::vector<Labelled> out;
  for (const auto& path : files_in(shared_data() / "abc" / "generated", ".gsp")) {
    std::string text = read_text(path);
    Labelled l{path.filename().string(), parse(text), expected_verdict(gsp_status(text)), {}};
    if (l.expected == Verdict::Unique) {
      auto solution_path = path;
      solution_path.replace_extension(".solution");
      ParseError error;
      l.solution = read_plain(*l.puzzle, read_text(solution_path), error);
      REQUIRE(l.solution.has_value());
    }
    out.push_back(std::move(l));
  }
  return out;
}

}  // namespace

TEST_CASE("every generated abc puzzle gets its verdict from both backends", "[abc][data]") {
  auto set = generated_set();
  REQUIRE(set.size() >= 20);
  for (const Labelled& l : set) {
    INFO(l.name);
    require_verdict(*l.puzzle, l.expected, l.solution ? &*l.solution : nullptr);
  }
}

TEST_CASE("the automaton first-seen encoding and the totalizer agree on every generated abc",
          "[abc][data]") {
  RunOptions automaton;
  automaton.encode.visibility = Visibility::Automaton;
  RunOptions totalizer;
  totalizer.encode.card = Card::Totalizer;
  for (const Labelled& l : generated_set()) {
    for (const RunOptions* options : {&automaton, &totalizer}) {
      INFO(l.name << " " << visibility_name(options->encode.visibility) << " "
                  << card_name(options->encode.card));
      RunResult r = run(*l.puzzle, Mode::Unique, *options);
      CHECK_FALSE(r.internal_error.has_value());
      REQUIRE(verdict_name(r.verdict) == verdict_name(l.expected));
      for (const Grid& g : r.solutions) CHECK_FALSE(check_solution(*l.puzzle, g).has_value());
      if (l.solution) CHECK(r.solutions.front() == *l.solution);
    }
  }
}
