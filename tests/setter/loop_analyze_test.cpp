// analyze on a loop genre: its answer is edges, so forced and undecided places are edges (never
// the padding cell that ends each row of h edges in the answer grid), judged against every
// solution the native backtracker enumerates; the suggested edges leave exactly one of them.
#include <catch2/catch.hpp>
#include <set>

#include "native/backtrack.hpp"
#include "puzzles/answer_kind.hpp"
#include "setter/setter.hpp"
#include "support/support.hpp"

namespace gridsat {

TEST_CASE("analyze names a slitherlink's forced and undecided edges, as every solution has them",
          "[setter][analyze]") {
  // A 3 x 3 slitherlink with two clues: 32 loops (the count is also gridsat count's).
  auto puzzle = test::parse("loopy:3x3t0:b2a1d", "tatham");
  const LoopShape shape = puzzle->loop_shape();
  const auto [rows, cols] = answer_size(*puzzle);
  const SearchOutcome all = backtrack(*puzzle->native_rules(), rows, cols, 1000, Limits{});
  REQUIRE(all.solutions.size() == 32);

  const Analysis a = analyze(*puzzle, AnalyzeOptions{});
  REQUIRE(a.status == Verdict::Multiple);
  std::set<std::pair<int, int>> forced, undecided, expect_forced, expect_undecided;
  for (const CellValue& c : a.forced) {
    REQUIRE(edge_at(shape, c.row, c.col));
    forced.insert({c.row, c.col});
  }
  for (auto place : a.undecided) {
    REQUIRE(edge_at(shape, place.first, place.second));
    undecided.insert(place);
  }
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (!edge_at(shape, r, c)) continue;
      bool same = true;
      for (const Grid& s : all.solutions) same = same && s.at(r, c) == all.solutions[0].at(r, c);
      (same ? expect_forced : expect_undecided).insert({r, c});
    }
  CHECK(forced == expect_forced);
  CHECK(undecided == expect_undecided);
  REQUIRE_FALSE(a.suggest.empty());
  int left = 0;
  for (const Grid& s : all.solutions) {
    bool fits = true;
    for (const CellValue& c : a.suggest) fits = fits && s.at(c.row, c.col) == c.value;
    left += fits;
  }
  CHECK(left == 1);
}

}  // namespace gridsat
