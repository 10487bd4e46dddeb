// Singles IDs that Tatham's own generator printed (tests/hitori/data/singles-ids.txt: every
// preset from 5x5 easy to 12x12 tricky, and grids that are not square) each have exactly one
// solution by both backends, with the static and the lazy connection, and it is the shading
// Singles' own solver prints; check accepts it. The normal run takes a few of each size; the
// hidden [.full] test takes them all.
#include <catch2/catch.hpp>

#include "hitori/hitori_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

void decide(const SinglesCase& c) {
  INFO("line " << c.line << ": " << c.id);
  const auto p = read_hitori(c.id);
  CHECK_FALSE(check_solution(*p, c.solution).has_value());
  RunOptions options;
  for (Connectivity connectivity : {Connectivity::Auto, Connectivity::Static, Connectivity::Lazy}) {
    INFO(connectivity_name(connectivity));
    options.encode.connectivity = connectivity;
    require_verdict(*p, Verdict::Unique, &c.solution, options);
  }
}

}  // namespace

TEST_CASE("Singles' own IDs have Singles' solution, and only it, by both backends",
          "[hitori][tatham]") {
  const auto cases = singles_cases();
  REQUIRE(cases.size() >= 40);
  int largest = 0;
  // Two of every four (the presets come in fours), and every non-square one.
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const bool square = cases[i].solution.rows == cases[i].solution.cols;
    if (square && i % 4 >= 2) continue;
    decide(cases[i]);
    largest += cases[i].solution.rows == 12;
  }
  CHECK(largest >= 4);
}

TEST_CASE("every Singles ID, by both backends", "[hitori][tatham][.full]") {
  for (const SinglesCase& c : singles_cases()) decide(c);
}
