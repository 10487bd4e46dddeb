// What nonogram's tests share: Tatham's own Pattern IDs, reading a nonogram, shadings as text,
// and the clue lists of a shading.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "genres/nonogram/nonogram.hpp"
#include "support/support.hpp"

namespace gridsat::test {

// The `pattern:...` lines of tests/nonogram/data/pattern-ids.txt, with their line numbers.
std::vector<std::pair<int, std::string>> pattern_ids();

// The puzzle of a text in format `from` ("" detects it); fails the test when it does not parse
// or is not a nonogram.
std::unique_ptr<Nonogram> read_nonogram(const std::string& text, const std::string& from = "");

// The message "LINE:COL: message" of the error reading `text`, or "no error".
std::string nonogram_read_error(const std::string& text, const std::string& from = "");

// A grid as plain output writes a shading ('#' filled, '.' empty, cells apart).
std::string shading_text(const Grid& grid);
// A shading from rows of '#' and '.' separated by '/'.
Grid shading(const std::string& rows);

// The nonogram whose clue lists are those of `g` (no givens).
Nonogram clued_by(const Grid& g);

}  // namespace gridsat::test
