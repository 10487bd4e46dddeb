// The visibility encodings (encodings/visibility.hpp) against brute force: for every line length
// up to 6, every clue (possible or not) and both formulations, the lines the CNF admits are
// exactly the lines whose visible count / sum is the clue — over all permutations (counted by
// enumerating models projected on the cell literals) and, for short lines, over every
// assignment of heights, repeats included (one solve per assignment under assumptions). Over
// permutations both with and without the promise that lines are permutations (the extra units
// the promise adds must not cut off any permutation).
#include <algorithm>
#include <catch2/catch.hpp>
#include <numeric>
#include <set>

#include "encodings/amo.hpp"
#include "encodings/visibility.hpp"
#include "sat/sat_solver.hpp"

using namespace gridsat;

namespace {

using Line = std::vector<int>;  // heights 1..H, nearest the viewer first

int seen_total(const Line& line, Seen what) {
  int total = 0, highest = 0;
  for (int h : line) {
    if (h <= highest) continue;
    highest = h;
    total += what == Seen::Count ? 1 : h;
  }
  return total;
}

Line reversed(Line line) {
  std::reverse(line.begin(), line.end());
  return line;
}

// n cells with heights 1..heights: cell i, height h is variable i*heights + h.
struct LineCnf {
  Cnf cnf;
  std::vector<std::vector<Lit>> cells;

  LineCnf(int n, int heights, bool permutation) {
    int first = cnf.new_vars(n * heights);
    for (int i = 0; i < n; ++i) {
      cells.emplace_back();
      for (int h = 0; h < heights; ++h) cells.back().push_back(first + i * heights + h);
      exactly_one(cnf, cells.back(), Amo::Pairwise);
    }
    if (!permutation) return;
    for (int h = 0; h < heights; ++h) {
      std::vector<Lit> column;
      for (int i = 0; i < n; ++i)
        column.push_back(cells[static_cast<std::size_t>(i)][static_cast<std::size_t>(h)]);
      exactly_one(cnf, column, Amo::Pairwise);
    }
  }
};

// Every line the CNF admits, projected on the cell literals.
std::set<Line> models(const LineCnf& lc) {
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(lc.cnf);
  std::set<Line> out;
  while (solver->solve() == SatResult::Sat) {
    Line line;
    std::vector<Lit> block;
    for (const auto& cell : lc.cells) {
      int value = 0;
      for (std::size_t h = 0; h < cell.size(); ++h)
        if (solver->value(cell[h])) {
          value = static_cast<int>(h) + 1;
          block.push_back(-cell[h]);
        }
      line.push_back(value);
    }
    REQUIRE(out.insert(line).second);
    solver->add_clause(block);
  }
  return out;
}

std::vector<Line> permutations(int n) {
  Line line(static_cast<std::size_t>(n));
  std::iota(line.begin(), line.end(), 1);
  std::vector<Line> all;
  do all.push_back(line);
  while (std::next_permutation(line.begin(), line.end()));
  return all;
}

std::vector<Line> all_lines(int n, int heights) {
  std::vector<Line> all{Line{}};
  for (int i = 0; i < n; ++i) {
    std::vector<Line> longer;
    for (const Line& l : all)
      for (int h = 1; h <= heights; ++h) {
        longer.push_back(l);
        longer.back().push_back(h);
      }
    all = std::move(longer);
  }
  return all;
}

// Clues to try: every value the line can produce, and one impossible value on either side.
std::vector<int> clue_range(int n, Seen what) {
  int lo = what == Seen::Count ? 1 : n, hi = what == Seen::Count ? n : n * (n + 1) / 2;
  std::vector<int> clues;
  for (int c = lo - 1; c <= hi + 1; ++c) clues.push_back(c);
  return clues;
}

std::vector<int> whole_line(int n) {
  std::vector<int> line(static_cast<std::size_t>(n));
  std::iota(line.begin(), line.end(), 0);
  return line;
}

struct Setup {
  Visibility encoding;
  Card card;
};

// The count of the order formulation goes through each cardinality encoding; the sum and the
// automaton use none.
std::vector<Setup> setups(Seen what) {
  std::vector<Setup> out;
  for (Card card : kAllCard)
    if (what == Seen::Count || card == Card::Sequential) out.push_back({Visibility::Order, card});
  out.push_back({Visibility::Automaton, Card::Sequential});
  return out;
}

}  // namespace

TEST_CASE("visibility names parse back", "[visibility]") {
  for (Visibility v : kAllVisibility) CHECK(parse_visibility(visibility_name(v)) == v);
  CHECK_FALSE(parse_visibility("orders").has_value());
}

TEST_CASE("lines from each side list the cells nearest first", "[visibility]") {
  CHECK(line_from_side(3, Side::Top, 1) == std::vector<int>{1, 4, 7});
  CHECK(line_from_side(3, Side::Bottom, 1) == std::vector<int>{7, 4, 1});
  CHECK(line_from_side(3, Side::Left, 2) == std::vector<int>{6, 7, 8});
  CHECK(line_from_side(3, Side::Right, 0) == std::vector<int>{2, 1, 0});
}

TEST_CASE("one visibility clue admits exactly the permutations that meet it", "[visibility]") {
  for (Seen what : {Seen::Count, Seen::Sum}) {
    for (const Setup& setup : setups(what)) {
      for (bool promised : {false, true}) {
        for (int n = 1; n <= 6; ++n) {
          for (int clue : clue_range(n, what)) {
            INFO("n " << n << (what == Seen::Count ? " count " : " sum ") << clue << " "
                      << visibility_name(setup.encoding) << " " << card_name(setup.card)
                      << (promised ? " permutations promised" : ""));
            LineCnf lc(n, n, true);
            HeightLines lines(lc.cnf, lc.cells, setup.encoding, setup.card, promised);
            lines.require(whole_line(n), what, clue);
            std::set<Line> expected;
            for (const Line& p : permutations(n))
              if (seen_total(p, what) == clue) expected.insert(p);
            CHECK(models(lc) == expected);
          }
        }
      }
    }
  }
}

TEST_CASE("clues at both ends of a line share its cells", "[visibility]") {
  for (Seen what : {Seen::Count, Seen::Sum}) {
    for (const Setup& setup : setups(what)) {
      for (bool promised : {false, true}) {
        for (int n = 1; n <= 5; ++n) {
          const auto perms = permutations(n);
          for (int front : clue_range(n, what)) {
            for (int back : clue_range(n, what)) {
              INFO("n " << n << " clues " << front << " / " << back << " "
                        << visibility_name(setup.encoding) << (promised ? " promised" : ""));
              LineCnf lc(n, n, true);
              HeightLines lines(lc.cnf, lc.cells, setup.encoding, setup.card, promised);
              std::vector<int> cells = whole_line(n);
              lines.require(cells, what, front);
              std::reverse(cells.begin(), cells.end());
              lines.require(cells, what, back);
              std::set<Line> expected;
              for (const Line& p : perms)
                if (seen_total(p, what) == front && seen_total(reversed(p), what) == back)
                  expected.insert(p);
              CHECK(models(lc) == expected);
            }
          }
        }
      }
    }
  }
}

TEST_CASE("every assignment of heights, repeats included, is judged right", "[visibility]") {
  for (Seen what : {Seen::Count, Seen::Sum}) {
    for (const Setup& setup : setups(what)) {
      for (int n = 1; n <= 4; ++n) {
        for (int heights = 1; heights <= n + 1; ++heights) {
          const auto lines_to_try = all_lines(n, heights);
          for (int clue = 0; clue <= (what == Seen::Count ? n + 1 : heights * n + 1); ++clue) {
            INFO("n " << n << " heights " << heights << " clue " << clue << " "
                      << visibility_name(setup.encoding));
            LineCnf lc(n, heights, false);
            HeightLines lines(lc.cnf, lc.cells, setup.encoding, setup.card);
            lines.require(whole_line(n), what, clue);
            auto solver = make_cadical_solver(Limits{});
            solver->add_cnf(lc.cnf);
            for (const Line& line : lines_to_try) {
              std::vector<Lit> units;
              for (int i = 0; i < n; ++i)
                units.push_back(lc.cells[static_cast<std::size_t>(i)][static_cast<std::size_t>(
                    line[static_cast<std::size_t>(i)] - 1)]);
              bool sat = solver->solve(units) == SatResult::Sat;
              INFO("line " << ::Catch::Detail::stringify(line));
              CHECK(sat == (seen_total(line, what) == clue));
            }
          }
        }
      }
    }
  }
}
