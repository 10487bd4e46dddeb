// The judge every variant constraint's test uses: the constraint's three readings of its rule
// (check, encode, propagate) held against each other by brute force on a small grid.
#pragma once

#include <span>
#include <string>

#include "formats/text.hpp"
#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat::test {

// Over every assignment of 1..n to `cells` (the cells the constraint reads; every other cell
// keeps its value in `background`, an n x n grid of values 1..n):
//  - the CNF of one value per cell plus the constraint's clauses is satisfiable with every cell
//    fixed exactly when `check` accepts the grid (CaDiCaL under assumptions);
//  - `propagate` on the complete assignment fails exactly when `check` rejects it;
//  - from partial assignments (each cell of `cells` fixed or open), `propagate` never removes a
//    value that some accepted completion gives its cell, and fails only when none exists.
// Partial assignments are all of them up to 200,000, else a fixed random sample of that many.
// Returns "" when all hold, else the first disagreement with the grid it happened on.
std::string judge_constraint(const SudokuConstraint& constraint, std::span<const int> cells,
                             const Grid& background);

// The implied clauses (SudokuConstraint::encode_implied) against the rule on a sudoku group:
// over every permutation of 1..n on `group` (a row or column the constraint reads; the other
// cells keep their `background` values), the one-hot CNF with the constraint's clauses and its
// implied ones is satisfiable with every cell fixed exactly when `check` accepts. "" when so.
std::string judge_implied(const SudokuConstraint& constraint, std::span<const int> group,
                          const Grid& background);

// A Latin square ((r + c) mod n + 1): a background on which no rule outside the constraint under
// test is broken (row r reads r+1, r+2, ... mod n).
Grid latin_background(int n);
// n^k, the number of assignments of k cells.
long long assignments(int n, std::size_t k);
// The one error of a 4x4 sudoku whose `section` lists `lines` (fails the test when it reads).
ParseError bad_line(const std::string& section, const std::string& lines);

// How many assignments of `cells` the check accepts (to assert the judge saw both answers).
long long accepted_assignments(const SudokuConstraint& constraint, std::span<const int> cells,
                               const Grid& background);

}  // namespace gridsat::test
