// Tents IDs that Tatham's own generator printed (tests/tents/data/tents-ids.txt: every preset
// from 8x8 easy to 15x15 tricky, and grids that are smaller or not square) each have exactly
// one solution by both backends, with both cardinality encodings, and it is the placement Tents'
// own solver prints; check accepts it. The normal run takes a few of each size; the hidden
// [.full] test takes them all.
#include <catch2/catch.hpp>

#include "tents/tents_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

void decide(const TentsCase& c) {
  INFO("line " << c.line << ": " << c.id);
  const auto p = read_tents(c.id);
  CHECK_FALSE(check_solution(*p, c.solution).has_value());
  RunOptions options;
  for (Card card : kAllCard) {
    INFO(card_name(card));
    options.encode.card = card;
    require_verdict(*p, Verdict::Unique, &c.solution, options);
  }
}

}  // namespace

TEST_CASE("Tents' own IDs have Tents' solution, and only it, by both backends", "[tents][tatham]") {
  const auto cases = tents_cases();
  REQUIRE(cases.size() >= 40);
  int largest = 0;
  // Half of every preset's six, and every other one.
  for (std::size_t i = 0; i < cases.size(); ++i) {
    if (i % 2 == 1 && cases[i].solution.rows != 4) continue;
    decide(cases[i]);
    largest += cases[i].solution.rows == 15;
  }
  CHECK(largest >= 6);
}

TEST_CASE("every Tents ID, by both backends", "[tents][tatham][.full]") {
  for (const TentsCase& c : tents_cases()) decide(c);
}
