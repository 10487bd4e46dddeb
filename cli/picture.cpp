#include "picture.hpp"

#include <algorithm>

namespace gridsat::cli {

std::string shown_value(const Puzzle& puzzle, int value) {
  return value == kUnknown ? "" : puzzle.shown_value(value);
}

std::vector<std::string> clue_items(const std::string& clue) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < clue.size()) {
    std::size_t end = clue.find(' ', start);
    if (end == std::string::npos) end = clue.size();
    if (end > start) out.push_back(clue.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

std::size_t clue_depth(const Picture& picture, int side) {
  std::size_t depth = 0;
  for (const std::string& clue : picture.clues[static_cast<std::size_t>(side)])
    depth = std::max(depth, clue_items(clue).size());
  return depth;
}

std::string sums_text(const Picture& picture, int cell) {
  if (cell < 0 || static_cast<std::size_t>(cell) >= picture.sums.size()) return "";
  const auto& [across, down] = picture.sums[static_cast<std::size_t>(cell)];
  return across.empty() && down.empty() ? "" : down + "\\" + across;
}

std::size_t display_width(const std::string& text) {
  std::size_t width = 0;
  for (unsigned char ch : text)
    if ((ch & 0xC0) != 0x80) ++width;
  return width;
}

}  // namespace gridsat::cli
