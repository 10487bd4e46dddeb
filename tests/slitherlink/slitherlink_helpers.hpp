// What the slitherlink tests share: reading a Loopy ID from one string, reading any text the way
// the cli does, the committed Loopy IDs, and loops as bit patterns over a grid's edges.
#pragma once

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "genres/slitherlink/slitherlink.hpp"
#include "support/support.hpp"

namespace gridsat::test {

// A Loopy ID `params:desc` (or `loopy:params:desc`) read with read_loopy, the columns of its
// errors counted from the start of `id`. Throws ParseFailure.
std::unique_ptr<Slitherlink> read_loopy_id(const std::string& id);

// Any text read_puzzle reads (native, tatham, puzzlink), as a slitherlink; fails the test when it
// does not parse or is another type.
std::unique_ptr<Slitherlink> read_slitherlink(const std::string& text,
                                              const std::string& from = "");

// The cases of tests/slitherlink/data/loopy-ids.txt: `loopy:ID SOLUTION`, the solution as Loopy's
// own solver draws it, in the loop answer grid's layout.
std::vector<TathamCase> loopy_cases();

// The answer-grid cells of the puzzle's edges, in answer-grid order (the h rows, then the v rows).
std::vector<std::pair<int, int>> edge_cells(const Slitherlink& puzzle);
// The answer grid whose edge k (edge_cells order) is on the loop exactly when bit k of `bits` is.
Grid loop_from_bits(const Slitherlink& puzzle, unsigned long long bits);

// A random single loop on an h x w grid: the boundary of a random set of cells grown from one
// cell, each added cell keeping the set connected, the rest connected to the outside and no two
// cells of the set touching at a corner only. Its answer grid.
Grid random_loop(int h, int w, std::mt19937& rng);

// The clues a loop gives every cell (its count of borders on the loop).
Grid clues_of(const Slitherlink& puzzle, const Grid& loop);

}  // namespace gridsat::test
