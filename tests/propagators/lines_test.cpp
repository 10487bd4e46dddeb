// propagators/lines.hpp against brute force.
// Skylines: the exact pass over a whole line of 1-3 cells, every candidate state and every pair
// of clues (count and sum), and of 4-5 cells on random states: exactly the heights some
// arrangement of distinct heights meeting the clues uses, a contradiction exactly when there is
// none, and nothing touched when it gives up over its budget. The pass per clue, on lines of
// 1-3 cells (every state) and 4-5 (random): exactly the heights some sequence with repeats (n
// among them) meeting the clue uses. On complete lines both accept exactly what their rule
// accepts. run() with no budget for the exact pass (the pass per clue alone) and a small one:
// sound. The count-clue deductions: never a height some arrangement uses.
// First letter seen: lines of 1-4 cells with blanks and 1-3 letters, every state (random for 5):
// exactly the values some line meeting the clue uses; on complete lines, exactly the right ones.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "propagators/brute_force.hpp"
#include "propagators/lines.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// What is seen along `heights` (value indices, height = index + 1), nearest first.
int seen(std::span<const int> indices, Seen what) {
  int total = 0, tallest = 0;
  for (int i : indices) {
    const int h = i + 1;
    if (h <= tallest) continue;
    tallest = h;
    total += what == Seen::Count ? 1 : h;
  }
  return total;
}

bool meets(std::span<const int> line, Seen what, int front, int back) {
  std::vector<int> reversed(line.rbegin(), line.rend());
  return (front == 0 || seen(line, what) == front) && (back == 0 || seen(reversed, what) == back);
}

int max_clue(int n, Seen what) {
  return what == Seen::Count ? n : n * (n + 1) / 2;
}

// Supported heights over the permutations of 0..n-1 that the candidates allow and that meet the
// clues.
std::vector<Candidates> skyline_supports(const std::vector<Candidates>& cand, Seen what, int front,
                                         int back) {
  const int n = static_cast<int>(cand.size());
  std::vector<int> perm(static_cast<std::size_t>(n));
  std::iota(perm.begin(), perm.end(), 0);
  std::vector<Candidates> support(cand.size(), 0);
  do {
    bool allowed = true;
    for (std::size_t i = 0; i < cand.size(); ++i) allowed = allowed && (cand[i] >> perm[i] & 1);
    if (!allowed || !meets(perm, what, front, back)) continue;
    for (std::size_t i = 0; i < cand.size(); ++i) support[i] |= Candidates{1} << perm[i];
  } while (std::next_permutation(perm.begin(), perm.end()));
  return support;
}

// The line's cells scattered over a longer vector (every other cell), as in a grid.
struct Scattered {
  std::vector<int> cells;
  std::vector<Candidates> cand;
  explicit Scattered(const std::vector<Candidates>& line) : cand(2 * line.size() + 1, 1) {
    for (std::size_t i = 0; i < line.size(); ++i) {
      cells.push_back(static_cast<int>(2 * i + 1));
      cand[2 * i + 1] = line[i];
    }
  }
  std::vector<Candidates> line() const {
    std::vector<Candidates> out;
    for (int cell : cells) out.push_back(cand[static_cast<std::size_t>(cell)]);
    return out;
  }
  bool outside_untouched() const {
    for (std::size_t i = 0; i < cand.size(); i += 2)
      if (cand[i] != 1) return false;
    return true;
  }
};

// The exact pass on one state, judged.
std::string judge_search(SkylinePropagator& prop, const std::vector<Candidates>& before, Seen what,
                         int front, int back) {
  Scattered s(before);
  const SkylineLine line(s.cells, front, back);
  bool changed = false;
  const SkylineResult result = prop.search(line, s.cand, changed);
  const std::string clues = "clues " + std::to_string(front) + "/" + std::to_string(back) + ": ";
  if (result == SkylineResult::TooLarge) return clues + "gave up";
  const std::string verdict = judge(before, s.line(), result == SkylineResult::Done,
                                    skyline_supports(before, what, front, back), true);
  if (!verdict.empty()) return clues + verdict;
  if (!s.outside_untouched()) return clues + "a cell outside the line changed";
  if (result == SkylineResult::Done && changed != (s.line() != before))
    return clues + "`changed` is wrong";
  return "";
}

}  // namespace

TEST_CASE("the exact skyline pass keeps exactly the heights of some arrangement meeting the clues",
          "[propagators][lines]") {
  long long states = 0;
  for (Seen what : {Seen::Count, Seen::Sum}) {
    for (int n = 1; n <= 3; ++n) {
      SkylinePropagator prop(n, what, 100000);
      for (int front = 0; front <= max_clue(n, what) + 1; ++front)
        for (int back = 0; back <= max_clue(n, what) + 1; ++back)
          for_each_candidate_set(n, n, true, [&](const std::vector<Candidates>& c) {
            const std::string verdict = judge_search(prop, c, what, front, back);
            INFO(verdict);
            REQUIRE(verdict.empty());
            ++states;
          });
    }
  }
  std::mt19937 rng(3);
  for (int trial = 0; trial < 20000; ++trial) {
    const Seen what = trial % 2 ? Seen::Sum : Seen::Count;
    const int n = 4 + trial % 3 / 2;  // 4 or 5
    SkylinePropagator prop(n, what, 100000);
    std::vector<Candidates> c(static_cast<std::size_t>(n));
    for (Candidates& x : c) x = random_candidates(rng, n);
    const int front = std::uniform_int_distribution<int>(0, max_clue(n, what))(rng);
    const int back = std::uniform_int_distribution<int>(0, max_clue(n, what))(rng);
    const std::string verdict = judge_search(prop, c, what, front, back);
    INFO("trial " << trial << ": " << verdict);
    REQUIRE(verdict.empty());
    ++states;
  }
  INFO(states << " states");
  CHECK(states > 50000);
}

TEST_CASE("the exact skyline pass accepts exactly the complete lines that meet the clues",
          "[propagators][lines]") {
  for (Seen what : {Seen::Count, Seen::Sum}) {
    for (int n = 1; n <= 4; ++n) {
      SkylinePropagator prop(n, what, 100000);
      std::vector<Candidates> all(static_cast<std::size_t>(n), (Candidates{1} << n) - 1);
      for (int front = 0; front <= max_clue(n, what); ++front)
        for (int back = 0; back <= max_clue(n, what); ++back)
          for_each_assignment(all, [&](std::span<const int> values) {
            std::vector<int> sorted(values.begin(), values.end());
            std::sort(sorted.begin(), sorted.end());
            const bool permutation =
                std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end();
            std::vector<Candidates> cand = as_singles(values);
            std::vector<int> cells(static_cast<std::size_t>(n));
            std::iota(cells.begin(), cells.end(), 0);
            bool changed = false;
            INFO(describe(cand) << " clues " << front << "/" << back);
            REQUIRE((prop.search(SkylineLine(cells, front, back), cand, changed) ==
                     SkylineResult::Done) == (permutation && meets(values, what, front, back)));
            REQUIRE(!changed);
          });
    }
  }
}

namespace {

// The pass per clue's own rule: a sequence of heights 1..n (repeats allowed) whose tallest is n
// and that shows `clue`.
bool pass_rule(std::span<const int> values, Seen what, int clue) {
  const int n = static_cast<int>(values.size());
  return std::find(values.begin(), values.end(), n - 1) != values.end() &&
         seen(values, what) == clue;
}

std::string judge_pass(SkylinePropagator& prop, const std::vector<Candidates>& before, Seen what,
                       int clue) {
  Scattered s(before);
  bool changed = false;
  const bool ok = prop.pass(SeenClue{s.cells, clue}, s.cand, changed);
  auto holds = [&](std::span<const int> v) { return pass_rule(v, what, clue); };
  const std::string verdict = judge(before, s.line(), ok, holds, true);
  const std::string head = "clue " + std::to_string(clue) + ": ";
  if (!verdict.empty()) return head + verdict;
  if (!s.outside_untouched()) return head + "a cell outside the line changed";
  if (ok && changed != (s.line() != before)) return head + "`changed` is wrong";
  return "";
}

}  // namespace

TEST_CASE("the skyline pass per clue keeps exactly the heights of some sequence meeting it",
          "[propagators][lines]") {
  for (Seen what : {Seen::Count, Seen::Sum}) {
    for (int n = 1; n <= 3; ++n) {
      SkylinePropagator prop(n, what, 0);
      for (int clue = 1; clue <= max_clue(n, what) + 1; ++clue)
        for_each_candidate_set(n, n, true, [&](const std::vector<Candidates>& c) {
          const std::string verdict = judge_pass(prop, c, what, clue);
          INFO(verdict);
          REQUIRE(verdict.empty());
        });
    }
  }
  std::mt19937 rng(4);
  for (int trial = 0; trial < 20000; ++trial) {
    const Seen what = trial % 2 ? Seen::Sum : Seen::Count;
    const int n = 4 + trial % 3 / 2;
    SkylinePropagator prop(n, what, 0);
    std::vector<Candidates> c(static_cast<std::size_t>(n));
    for (Candidates& x : c) x = random_candidates(rng, n);
    const int clue = std::uniform_int_distribution<int>(1, max_clue(n, what))(rng);
    const std::string verdict = judge_pass(prop, c, what, clue);
    INFO("trial " << trial << ": " << verdict);
    REQUIRE(verdict.empty());
  }
  // Complete lines.
  for (Seen what : {Seen::Count, Seen::Sum})
    for (int n = 1; n <= 4; ++n) {
      SkylinePropagator prop(n, what, 0);
      std::vector<Candidates> all(static_cast<std::size_t>(n), (Candidates{1} << n) - 1);
      std::vector<int> cells(static_cast<std::size_t>(n));
      std::iota(cells.begin(), cells.end(), 0);
      for (int clue = 1; clue <= max_clue(n, what); ++clue)
        for_each_assignment(all, [&](std::span<const int> values) {
          std::vector<Candidates> cand = as_singles(values);
          bool changed = false;
          INFO(describe(cand) << " clue " << clue);
          REQUIRE(prop.pass(SeenClue{cells, clue}, cand, changed) == pass_rule(values, what, clue));
        });
    }
}

TEST_CASE("a skyline line without the exact pass, or over its budget, is still sound",
          "[propagators][lines]") {
  std::mt19937 rng(6);
  int gave_up = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    const Seen what = trial % 2 ? Seen::Sum : Seen::Count;
    const int n = 2 + trial % 4;
    const std::size_t budget = static_cast<std::size_t>(trial % 3 == 0 ? 0 : trial % 7);
    SkylinePropagator prop(n, what, budget);
    std::vector<Candidates> before(static_cast<std::size_t>(n));
    for (Candidates& x : before) x = random_candidates(rng, n);
    const int front = std::uniform_int_distribution<int>(0, max_clue(n, what))(rng);
    const int back = std::uniform_int_distribution<int>(front == 0, max_clue(n, what))(rng);
    Scattered s(before);
    const SkylineLine line(s.cells, front, back);
    // Over its budget the exact pass gives up without touching anything.
    {
      Scattered copy = s;
      bool changed = false;
      if (prop.search(line, copy.cand, changed) == SkylineResult::TooLarge) {
        ++gave_up;
        REQUIRE(copy.cand == s.cand);
        REQUIRE(!changed);
      }
    }
    bool changed = false;
    const bool ok = prop.run(line, s.cand, changed);
    const std::string verdict =
        judge(before, s.line(), ok, skyline_supports(before, what, front, back), false);
    INFO("trial " << trial << ", budget " << budget << ": clues " << front << "/" << back << ": "
                  << verdict);
    REQUIRE(verdict.empty());
    REQUIRE(s.outside_untouched());
  }
  CHECK(gave_up > 1000);
}

TEST_CASE("the count-clue deductions keep every height some arrangement uses",
          "[propagators][lines]") {
  std::mt19937 rng(8);
  for (int n = 1; n <= 7; ++n) {
    for (int clue = 1; clue <= n; ++clue) {
      for (int trial = 0; trial < (n <= 5 ? 50 : 5); ++trial) {
        std::vector<Candidates> before(static_cast<std::size_t>(n), (Candidates{1} << n) - 1);
        if (trial > 0)
          for (Candidates& x : before) x = random_candidates(rng, n);
        Scattered s(before);
        apply_count_clue_bounds(SeenClue{s.cells, clue}, s.cand);
        const std::vector<Candidates> support = skyline_supports(before, Seen::Count, clue, 0);
        const std::vector<Candidates> after = s.line();
        INFO(n << " cells, clue " << clue << ": " << describe(before) << " -> " << describe(after)
               << ", supported " << describe(support));
        for (std::size_t i = 0; i < after.size(); ++i) {
          REQUIRE((after[i] & support[i]) == support[i]);
          REQUIRE((after[i] & ~before[i]) == 0);
        }
        REQUIRE(s.outside_untouched());
        // From full candidates the bounds are what they claim: clue 1 and clue n decide the
        // cells they name.
        if (trial == 0 && clue == 1) REQUIRE(after[0] == Candidates{1} << (n - 1));
        if (trial == 0 && clue == n)
          for (int p = 0; p < n; ++p)
            REQUIRE(after[static_cast<std::size_t>(p)] == Candidates{1} << p);
      }
    }
  }
}

namespace {

// The first non-blank value (0 is the blank) is the letter `clue`.
bool first_seen(std::span<const int> values, int clue) {
  for (int v : values)
    if (v != 0) return v == clue;
  return false;
}

std::string judge_first_seen(const std::vector<Candidates>& before, int clue) {
  Scattered s(before);
  bool changed = false;
  const bool ok = propagate_first_seen(s.cells, clue, s.cand, changed);
  auto holds = [clue](std::span<const int> v) { return first_seen(v, clue); };
  const std::string head = "clue " + std::to_string(clue) + ": ";
  const std::string verdict = judge(before, s.line(), ok, holds, true);
  if (!verdict.empty()) return head + verdict;
  if (!s.outside_untouched()) return head + "a cell outside the line changed";
  if (ok && changed != (s.line() != before)) return head + "`changed` is wrong";
  return "";
}

}  // namespace

TEST_CASE("the first-seen pass keeps exactly the values of some line meeting the clue",
          "[propagators][lines]") {
  struct Size {
    int cells, letters;
  };
  long long states = 0;
  for (Size size : {Size{1, 1}, Size{1, 3}, Size{2, 2}, Size{3, 2}, Size{3, 3}, Size{4, 1},
                    Size{4, 2}, Size{4, 3}}) {
    for (int clue = 1; clue <= size.letters; ++clue)
      for_each_candidate_set(size.cells, size.letters + 1, size.cells <= 3,
                             [&](const std::vector<Candidates>& c) {
                               const std::string verdict = judge_first_seen(c, clue);
                               INFO(verdict);
                               REQUIRE(verdict.empty());
                               ++states;
                             });
  }
  std::mt19937 rng(9);
  for (int trial = 0; trial < 5000; ++trial) {
    const int n = 5 + trial % 2, letters = 1 + trial % 3;
    std::vector<Candidates> c(static_cast<std::size_t>(n));
    for (Candidates& x : c) x = random_candidates(rng, letters + 1);
    const int clue = std::uniform_int_distribution<int>(1, letters)(rng);
    const std::string verdict = judge_first_seen(c, clue);
    INFO("trial " << trial << ": " << verdict);
    REQUIRE(verdict.empty());
  }
  // Complete lines.
  for (int n = 1; n <= 4; ++n)
    for (int letters = 1; letters <= 3; ++letters) {
      std::vector<Candidates> all(static_cast<std::size_t>(n),
                                  (Candidates{1} << (letters + 1)) - 1);
      std::vector<int> cells(static_cast<std::size_t>(n));
      std::iota(cells.begin(), cells.end(), 0);
      for (int clue = 1; clue <= letters; ++clue)
        for_each_assignment(all, [&](std::span<const int> values) {
          std::vector<Candidates> cand = as_singles(values);
          bool changed = false;
          INFO(describe(cand) << " clue " << clue);
          const bool ok = propagate_first_seen(cells, clue, cand, changed);
          REQUIRE(ok == first_seen(values, clue));
          if (ok) REQUIRE(!changed);
        });
    }
  CHECK(states > 50000);
}
