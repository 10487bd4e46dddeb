// The shared skyscrapers sets: every generated puzzle (plain and `sum`, 4x4 to 12x12, aliases and
// spellings as generated) gets its labelled verdict and its known solution from the sat backend
// with each visibility encoding and from the native backtracker.
#include <catch2/catch.hpp>
#include <optional>

#include "genres/skyscrapers/skyscrapers.hpp"
#include "native/backtrack.hpp"
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

std::vector<Labelled> generated_set(const std::string& type) {
  std::vector<Labelled> out;
  for (const auto& path : files_in(shared_data() / type / "generated", ".gsp")) {
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

// The sat backend alone, with the given encoding options.
void require_sat_verdict(const Labelled& l, const RunOptions& options) {
  RunResult r = run(*l.puzzle, Mode::Unique, options);
  CHECK_FALSE(r.internal_error.has_value());
  REQUIRE(verdict_name(r.verdict) == verdict_name(l.expected));
  for (const Grid& g : r.solutions) CHECK_FALSE(check_solution(*l.puzzle, g).has_value());
  if (l.solution) CHECK(r.solutions.front() == *l.solution);
}

}  // namespace

TEST_CASE("every generated skyscrapers puzzle gets its verdict from both backends",
          "[skyscrapers][data]") {
  auto set = generated_set("skyscrapers");
  REQUIRE(set.size() >= 70);
  int sums = 0, large = 0;
  for (const Labelled& l : set) {
    INFO(l.name);
    const auto& s = dynamic_cast<const Skyscrapers&>(*l.puzzle);
    sums += s.sum;
    large += s.n > 9;
    require_verdict(*l.puzzle, l.expected, l.solution ? &*l.solution : nullptr);
  }
  CHECK(sums >= 20);
  CHECK(large >= 15);
}

TEST_CASE("the automaton visibility encoding agrees on every generated skyscrapers puzzle",
          "[skyscrapers][data]") {
  RunOptions options;
  options.encode.visibility = Visibility::Automaton;
  for (const Labelled& l : generated_set("skyscrapers")) {
    INFO(l.name);
    require_sat_verdict(l, options);
  }
}

TEST_CASE("the order encoding with the totalizer agrees on the generated puzzles up to 8x8",
          "[skyscrapers][data]") {
  RunOptions options;
  options.encode.card = Card::Totalizer;
  for (const Labelled& l : generated_set("skyscrapers")) {
    if (l.puzzle->rows() > 8) continue;
    INFO(l.name);
    require_sat_verdict(l, options);
  }
}

TEST_CASE("every Tatham Towers ID, every size and difficulty, gets its one solution",
          "[skyscrapers][data][tatham]") {
  auto sets = files_in(shared_data() / "skyscrapers" / "tatham", ".txt");
  REQUIRE(sets.size() >= 24);
  RunOptions automaton;
  automaton.encode.visibility = Visibility::Automaton;
  int puzzles = 0, with_givens = 0;
  for (const auto& path : sets) {
    for (const TathamCase& c : read_tatham_set(path)) {
      INFO(path.filename().string() << ":" << c.line << " " << c.id);
      auto puzzle = parse(c.id);
      REQUIRE(puzzle->type() == "skyscrapers");
      Grid solution = tatham_solution(*puzzle, c);
      require_verdict(*puzzle, Verdict::Unique, &solution);
      require_sat_verdict({c.id, std::move(puzzle), Verdict::Unique, solution}, automaton);
      ++puzzles;
      with_givens += c.id.find(',') != std::string::npos;
    }
  }
  CHECK(puzzles >= 240);
  CHECK(with_givens >= 10);
}

TEST_CASE("the native fallback line pass alone agrees on the generated puzzles up to 6x6",
          "[skyscrapers][data][native]") {
  for (const Labelled& l : generated_set("skyscrapers")) {
    const auto& s = dynamic_cast<const Skyscrapers&>(*l.puzzle);
    if (s.n > 6) continue;
    INFO(l.name);
    SearchOutcome out = backtrack(*skyscrapers_rules(s, 0), s.n, s.n, 2, Limits{});
    const std::size_t want = l.expected == Verdict::None     ? 0
                             : l.expected == Verdict::Unique ? 1
                                                             : 2;
    CHECK(out.solutions.size() == want);
    if (l.solution && !out.solutions.empty()) CHECK(out.solutions.front() == *l.solution);
  }
}
