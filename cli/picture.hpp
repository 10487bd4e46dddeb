// What the renderers share: the picture of a puzzle (puzzles/picture.hpp, filled by its genre),
// how a value is shown, and how wide text is on a terminal.
#pragma once

#include <string>

#include "puzzles/picture.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat::cli {

using gridsat::Mark;
using gridsat::Picture;
using gridsat::Wall;

// A value as the pictures show it (Puzzle::shown_value), "" for kUnknown.
std::string shown_value(const Puzzle& puzzle, int value);

// Terminal columns taken by UTF-8 text of narrow characters (code points, not bytes).
std::size_t display_width(const std::string& text);

}  // namespace gridsat::cli
