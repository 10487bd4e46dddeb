// The first-seen encodings (encodings/visibility.hpp) against brute force: for lines of length
// up to 6 with K letters once each and blanks elsewhere, every clue (and impossible ones) and both
// formulations, the lines the CNF admits are exactly those whose first letter from the near end
// is the clue (models enumerated, projected on the cell literals); clues at both ends together;
// and for short lines every assignment of values, one solve per assignment under assumptions.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "encodings/amo.hpp"
#include "encodings/visibility.hpp"
#include "sat/sat_solver.hpp"

using namespace gridsat;

namespace {

using Line = std::vector<int>;  // 0 = blank, 1..K letters, nearest first

int first_letter(const Line& line) {
  for (int v : line)
    if (v != 0) return v;
  return 0;
}

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// n cells with values 0..letters; with `abc_line`, each letter exactly once in the line.
struct LineCnf {
  Cnf cnf;
  std::vector<std::vector<Lit>> cells;

  LineCnf(int n, int letters, bool abc_line) {
    int first = cnf.new_vars(n * (letters + 1));
    for (int i = 0; i < n; ++i) {
      cells.emplace_back();
      for (int v = 0; v <= letters; ++v) cells.back().push_back(first + i * (letters + 1) + v);
      exactly_one(cnf, cells.back(), Amo::Pairwise);
    }
    if (!abc_line) return;
    for (int v = 1; v <= letters; ++v) {
      std::vector<Lit> places;
      for (int i = 0; i < n; ++i) places.push_back(cells[at(i)][at(v)]);
      exactly_one(cnf, places, Amo::Pairwise);
    }
  }
};

std::set<Line> models(const LineCnf& lc) {
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(lc.cnf);
  std::set<Line> out;
  while (solver->solve() == SatResult::Sat) {
    Line line;
    std::vector<Lit> block;
    for (const auto& cell : lc.cells) {
      for (std::size_t v = 0; v < cell.size(); ++v)
        if (solver->value(cell[v])) {
          line.push_back(static_cast<int>(v));
          block.push_back(-cell[v]);
        }
    }
    REQUIRE(out.insert(line).second);
    solver->add_clause(block);
  }
  return out;
}

// Every line of n cells over values 0..letters; with `abc_line` only those holding each letter
// exactly once.
std::vector<Line> lines_of(int n, int letters, bool abc_line) {
  std::vector<Line> all{Line{}};
  for (int i = 0; i < n; ++i) {
    std::vector<Line> longer;
    for (const Line& l : all)
      for (int v = 0; v <= letters; ++v) {
        longer.push_back(l);
        longer.back().push_back(v);
      }
    all = std::move(longer);
  }
  if (!abc_line) return all;
  std::vector<Line> out;
  for (const Line& l : all) {
    bool ok = true;
    for (int v = 1; v <= letters; ++v) ok = ok && std::count(l.begin(), l.end(), v) == 1;
    if (ok) out.push_back(l);
  }
  return out;
}

void require_first(LineCnf& lc, bool from_back, int letter, Visibility encoding) {
  std::vector<std::vector<Lit>> line = lc.cells;
  if (from_back) std::reverse(line.begin(), line.end());
  first_seen(lc.cnf, line, letter, encoding);
}

}  // namespace

TEST_CASE("a first-seen clue admits exactly the abc lines that meet it", "[first-seen]") {
  for (Visibility encoding : kAllVisibility) {
    for (int n = 1; n <= 6; ++n) {
      for (int letters = 1; letters <= n; ++letters) {
        const auto lines = lines_of(n, letters, true);
        for (int clue = 0; clue <= letters + 1; ++clue) {
          INFO(visibility_name(encoding) << " n " << n << " K " << letters << " clue " << clue);
          LineCnf lc(n, letters, true);
          require_first(lc, false, clue, encoding);
          std::set<Line> expected;
          for (const Line& l : lines)
            if (first_letter(l) == clue) expected.insert(l);
          CHECK(models(lc) == expected);
        }
      }
    }
  }
}

TEST_CASE("first-seen clues at both ends of a line", "[first-seen]") {
  for (Visibility encoding : kAllVisibility) {
    for (int n = 1; n <= 5; ++n) {
      for (int letters = 1; letters <= n; ++letters) {
        const auto lines = lines_of(n, letters, true);
        for (int front = 1; front <= letters; ++front) {
          for (int back = 1; back <= letters; ++back) {
            INFO(visibility_name(encoding)
                 << " n " << n << " K " << letters << " clues " << front << " / " << back);
            LineCnf lc(n, letters, true);
            require_first(lc, false, front, encoding);
            require_first(lc, true, back, encoding);
            std::set<Line> expected;
            for (const Line& l : lines) {
              Line back_view(l.rbegin(), l.rend());
              if (first_letter(l) == front && first_letter(back_view) == back) expected.insert(l);
            }
            CHECK(models(lc) == expected);
          }
        }
      }
    }
  }
}

TEST_CASE("every assignment of blanks and letters is judged right", "[first-seen]") {
  for (Visibility encoding : kAllVisibility) {
    for (int n = 1; n <= 4; ++n) {
      for (int letters = 1; letters <= 3; ++letters) {
        const auto lines = lines_of(n, letters, false);
        for (int clue = 1; clue <= letters; ++clue) {
          INFO(visibility_name(encoding) << " n " << n << " K " << letters << " clue " << clue);
          LineCnf lc(n, letters, false);
          require_first(lc, false, clue, encoding);
          auto solver = make_cadical_solver(Limits{});
          solver->add_cnf(lc.cnf);
          for (const Line& l : lines) {
            std::vector<Lit> units;
            for (int i = 0; i < n; ++i) units.push_back(lc.cells[at(i)][at(l[at(i)])]);
            INFO("line " << ::Catch::Detail::stringify(l));
            CHECK((solver->solve(units) == SatResult::Sat) == (first_letter(l) == clue));
          }
        }
      }
    }
  }
}
