// "A clue sees exactly t cells": along each of its ways (lists of literals, nearest cell first,
// each true when its cell counts as seen), the clue sees the run of true literals that starts
// next to it, and the runs of all ways add up to t (kurodoko's and cave's white cells, canal
// view's shaded ones). Puzzle-agnostic.
//
// On a way a_1, a_2, ... the literal v_k = "a_1 .. a_k all true" says "at least k seen this way":
// v_1 is a_1 itself, each further v_k a new variable defined as v_{k-1} AND a_k by three clauses,
// made only up to k = t (seeing t + 1 one way is already too many: "a_1 .. a_{t+1} are not all
// true" is one clause, (not v_t) or (not a_{t+1})). The clue sees as many cells as its true v_k,
// so exactly t of them are true (exactly_k, `card`). Counting prefix conjunctions is the unary
// "order" view of a run's length; Tatham's Range checks a finished grid along the same lines.
#pragma once

#include <vector>

#include "cnf/cnf.hpp"
#include "encodings/cardinality.hpp"

namespace gridsat {

void encode_sight(Cnf& cnf, const std::vector<std::vector<Lit>>& ways, int target, Card card);

}  // namespace gridsat
