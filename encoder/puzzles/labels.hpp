// Cell labellings (regions, cages, rooms: one label per cell, row-major) and their pieces.
#pragma once

#include <optional>
#include <vector>

namespace gridsat {

// A label of a rows x cols grid that does not form one 4-connected piece: the first cell, in
// reading order, of its second piece (labels < 0 are ignored), or nothing.
std::optional<int> disconnected_label(const std::vector<int>& labels, int rows, int cols);

}  // namespace gridsat
