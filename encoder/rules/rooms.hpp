// Rooms given by borders, as the declared genres hold them: a room number per cell (row-major),
// the rooms numbered 0, 1, ... by their first cell in reading order, each one 4-connected piece.
#pragma once

#include <optional>
#include <vector>

namespace gridsat::rules {

// Numbers the rooms of `labels` (any integers, one per cell of a rows x cols grid) into `rooms`
// and `count`. A label in two pieces leaves both as they were and returns the first cell of its
// second piece.
std::optional<int> number_rooms(const std::vector<int>& labels, int rows, int cols,
                                std::vector<int>& rooms, int& count);
// The cells of the room of `cell`, row-major.
std::vector<int> cells_of_room(const std::vector<int>& rooms, int cell);
// The room's first cell in reading order, where a number of the room is written.
int first_cell_of_room(const std::vector<int>& rooms, int room);

}  // namespace gridsat::rules
