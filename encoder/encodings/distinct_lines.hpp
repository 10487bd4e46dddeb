// Pairwise-distinct lines: boolean lines of equal length (rows, columns) of which no two are equal.
//
// Two lines a, b of length L differ when some position has a_i != b_i. Per pair, one difference
// literal d_i per position with only the direction d_i -> (a_i xor b_i) (two ternary clauses),
// and one clause (d_1 or ... or d_L). The other direction is not needed: the clause can only be
// satisfied by a true d_i, and a true d_i is only possible where the lines differ; conversely,
// where they differ at j, d_j = 1 and every other d_i = 0 satisfy all the clauses. So the
// models projected on a, b are exactly the pairs of different lines. Cost per pair: L auxiliaries,
// 2L + 1 clauses. Unit propagation still does the useful work: a position known equal forces
// d_i false; when one d_j is left, it is forced true and makes b_j the opposite of a_j.
#pragma once

#include <span>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

// The lines `a` and `b` (same length, at least 1) are not equal.
void lines_differ(Cnf& cnf, std::span<const Lit> a, std::span<const Lit> b);

// No two of `lines` are equal (all of the same length): lines_differ for every pair.
void pairwise_distinct_lines(Cnf& cnf, const std::vector<std::vector<Lit>>& lines);

}  // namespace gridsat
