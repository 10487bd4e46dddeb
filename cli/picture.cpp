#include "picture.hpp"

namespace gridsat::cli {

std::string shown_value(const Puzzle& puzzle, int value) {
  return value == kUnknown ? "" : puzzle.shown_value(value);
}

std::size_t display_width(const std::string& text) {
  std::size_t width = 0;
  for (unsigned char ch : text)
    if ((ch & 0xC0) != 0x80) ++width;
  return width;
}

}  // namespace gridsat::cli
