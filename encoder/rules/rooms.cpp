#include "rules/rooms.hpp"

#include <algorithm>

#include "puzzles/labels.hpp"

namespace gridsat::rules {

std::optional<int> number_rooms(const std::vector<int>& labels, int rows, int cols,
                                std::vector<int>& rooms, int& count) {
  if (auto broken = disconnected_label(labels, rows, cols)) return broken;
  // Each label is one piece: the rooms are the labels numbered by first cell in reading order.
  std::vector<int> number, room;
  for (int label : labels) {
    auto it = std::find(number.begin(), number.end(), label);
    if (it == number.end()) it = number.insert(number.end(), label);
    room.push_back(static_cast<int>(it - number.begin()));
  }
  rooms = std::move(room);
  count = static_cast<int>(number.size());
  return std::nullopt;
}

std::vector<int> cells_of_room(const std::vector<int>& rooms, int cell) {
  std::vector<int> out;
  for (std::size_t other = 0; other < rooms.size(); ++other)
    if (rooms[other] == rooms[static_cast<std::size_t>(cell)])
      out.push_back(static_cast<int>(other));
  return out;
}

int first_cell_of_room(const std::vector<int>& rooms, int room) {
  return static_cast<int>(std::find(rooms.begin(), rooms.end(), room) - rooms.begin());
}

}  // namespace gridsat::rules
