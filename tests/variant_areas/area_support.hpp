// Shared by the area kinds' tests: a 4x4 puzzle with exactly two completions, and every 4x4
// sudoku enumerated by plain loops (an answer key outside gridsat).
#pragma once

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "support/constraint_judge.hpp"
#include "support/support.hpp"

namespace gridsat::test {

inline Grid grid_of(int n, std::vector<int> values) {
  Grid g(n, n);
  g.cells = std::move(values);
  return g;
}

// Two 4x4 sudokus that differ only in the rectangle r1c1 r1c2 r3c1 r3c2 (a "deadly pattern":
// 1 2 / 2 1 swapped to 2 1 / 1 2; rows 1 and 3, columns 1 and 2 and boxes 1 and 3 each keep
// their digits). `kTwoWays` gives every other cell: the open cells can only take 1 or 2 (rows 1
// and 3 lack exactly those), and r1c1 decides the other three, so kSudokuA and kSudokuB are its
// only two completions. A constraint that keeps one of them and breaks the other makes the
// puzzle unique with that answer.
inline const std::vector<int> kSudokuA = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
inline const std::vector<int> kSudokuB = {2, 1, 3, 4, 3, 4, 1, 2, 1, 2, 4, 3, 4, 3, 2, 1};
inline const std::string kTwoWays = "sudoku 4\ngrid:\n..34\n3412\n..43\n4321\n";

// Every 4x4 sudoku (2x2 boxes), by trying every row permutation: 288 of them.
inline std::vector<std::vector<int>> all_4x4_sudokus() {
  std::vector<std::array<int, 4>> perms;
  std::array<int, 4> p = {1, 2, 3, 4};
  do perms.push_back(p);
  while (std::next_permutation(p.begin(), p.end()));
  std::vector<std::vector<int>> out;
  for (const auto& a : perms)
    for (const auto& b : perms)
      for (const auto& c : perms)
        for (const auto& d : perms) {
          const std::array<const std::array<int, 4>*, 4> rows = {&a, &b, &c, &d};
          bool ok = true;
          for (int col = 0; col < 4 && ok; ++col)
            for (int r = 0; r < 4 && ok; ++r)
              for (int q = 0; q < r && ok; ++q) ok = (*rows[r])[col] != (*rows[q])[col];
          for (int box = 0; box < 4 && ok; ++box) {
            const int r0 = box / 2 * 2, c0 = box % 2 * 2;
            ok = (*rows[r0])[c0] + (*rows[r0])[c0 + 1] + (*rows[r0 + 1])[c0] +
                         (*rows[r0 + 1])[c0 + 1] ==
                     10 &&
                 (*rows[r0])[c0] != (*rows[r0 + 1])[c0 + 1] &&
                 (*rows[r0])[c0 + 1] != (*rows[r0 + 1])[c0];
          }
          if (!ok) continue;
          std::vector<int> g;
          for (const auto* row : rows) g.insert(g.end(), row->begin(), row->end());
          out.push_back(std::move(g));
        }
  return out;
}

// The number of solutions each backend counts (complete counts only).
inline long long counted(const Puzzle& puzzle, Backend backend) {
  RunOptions options;
  options.backend = backend;
  options.count_limit = 100000;
  const RunResult result = run(puzzle, Mode::Count, options);
  REQUIRE(result.count_complete);
  return result.count;
}

}  // namespace gridsat::test
