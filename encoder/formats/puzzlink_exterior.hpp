// puzz.link's square grids with clues outside (skyscrapers, easyasabc): the size check, the four
// exterior clue lists and the givens after them, shared by the genres that read such URLs.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "formats/puzzlink.hpp"
#include "puzzles/grid.hpp"

namespace gridsat {

// The side of a square URL (COLS = ROWS, no flag field, at most 63).
int puzzlink_square_size(const PuzzlinkUrl& url, std::string_view genre);
// The four clue lists (top, bottom, left, right), each checked against lo..hi (0 and hidden
// clues are no clue); `what` explains an impossible clue.
std::array<std::vector<int>, 4> read_exterior_clues(const IdText& body, std::size_t& pos, int n,
                                                    int lo, int hi, std::string_view what);
// The givens after the clues, if any, each within 1..hi.
Grid read_exterior_givens(const IdText& body, std::size_t& pos, int n, int hi);
// The clues (0 = none) and, when there are any, the givens, as the body of a URL.
std::string write_exterior_body(const std::array<std::vector<int>, 4>& clues, const Grid& givens);

}  // namespace gridsat
