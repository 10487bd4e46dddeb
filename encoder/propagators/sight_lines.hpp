// "A clue sees exactly `need` cells" on partial answers (the native twin of
// encodings/sight_lines.hpp, written from the rule): along each of four ways (cells, nearest
// first; a way may stop after its (need+1)-th cell), the clue sees the run of cells that have
// the colour `mine`, up to a cell of `other` or the way's end.
//
// Per way, the counts k it may still see (its first k cells may all be `mine`, and the (k+1)-th
// may be `other` or is the end), kept where the other three ways can make up the rest of `need`;
// of a way's kept counts the smallest gives its cells `mine`, and a single one gives the cell
// after it `other`. That is all one clue implies: each kept count belongs to some whole view.
// `remove(cell, bits)` takes candidates out of a cell (false when none is left).
#pragma once

#include <functional>
#include <vector>

#include "puzzles/native_rules.hpp"

namespace gridsat {

// The largest `need` + 1 the count sets hold (rows + cols of the largest grid a view crosses).
inline constexpr int kLargestSight = 256;

// Where a search should branch for one clue: its first open cell (the cells before it on its way
// `mine`), or -1 when it looks at none; `slack` the cells whose colour could still change its
// view (open cells, and `mine` cells beyond one, up to an `other` cell or the end).
int sight_frontier(const std::vector<std::vector<int>>& ways, const std::vector<Candidates>& cells,
                   Candidates mine, Candidates other, int& slack);

bool propagate_sight(const std::vector<std::vector<int>>& ways, int need,
                     const std::vector<Candidates>& cells, Candidates mine, Candidates other,
                     const std::function<bool(int cell, Candidates bits)>& remove);

}  // namespace gridsat
