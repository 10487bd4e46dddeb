// What the renderers share: the picture of a puzzle (puzzles/picture.hpp, filled by its genre),
// how a value is shown, and how wide text is on a terminal.
#pragma once

#include <string>
#include <vector>

#include "puzzles/picture.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat::cli {

using gridsat::Mark;
using gridsat::Picture;
using gridsat::Wall;

// A value as the pictures show it (Puzzle::shown_value), "" for kUnknown.
std::string shown_value(const Puzzle& puzzle, int value);

// The items of a clue (Picture::clues): a list "3 1 2" split at its spaces, else the clue alone;
// none for "".
std::vector<std::string> clue_items(const std::string& clue);

// The most items a clue of `side` has (0 when the side has no clue).
std::size_t clue_depth(const Picture& picture, int side);

// A kakuro clue cell's text (Picture::sums, {across, down}) as players write it, down\across:
// "16\23", "\7", "12\"; "" for a cell without sums.
std::string sums_text(const Picture& picture, int cell);

// Terminal columns taken by UTF-8 text of narrow characters (code points, not bytes).
std::size_t display_width(const std::string& text);

}  // namespace gridsat::cli
