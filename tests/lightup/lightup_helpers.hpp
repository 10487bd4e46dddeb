// What the light up tests share: reading a puzzle through the format registry (as the cli does),
// the error a reader reports, the committed Light Up IDs with Tatham's own solutions, bulbs as
// text, and brute force over every placement of a small grid.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "formats/formats.hpp"
#include "genres/lightup/lightup.hpp"
#include "support/support.hpp"

namespace gridsat::test {

// A light up: the declared puzzle of kLightup (genres/lightup/lightup.hpp).
using Lightup = rules::DeclaredShading;
// An H x W light up, every cell white.
Lightup lightup(int height, int width);
// Makes (row, col) white (kLightupWhite), a wall (kLightupWall) or a numbered wall.
void set_cell(Lightup& p, int row, int col, int value);
bool is_wall(const Lightup& p, int cell);

// Reads a light up (`from` a format name or empty to detect; --type lightup) and fails the test
// when it does not parse.
std::unique_ptr<Lightup> read_lightup(const std::string& text, const std::string& from = "");

// The error of reading `text` (line 0 and "no error" when it parses).
ParseError read_error(const std::string& text, const std::string& from = "",
                      const std::string& type = "");

// One line of tests/lightup/data/lightup-ids.txt: `lightup:ID SOLUTION`, SOLUTION's rows split
// by '/', '#' a bulb and '.' none (Tatham's own solver's solution).
struct LightupCase {
  std::string id;
  Grid solution;
  int line = 0;
};
std::vector<LightupCase> lightup_cases();

// Bulbs from rows of `#` (1) and `.` (0), one row per string.
Grid bulbs(const std::vector<std::string>& rows);
// Bulbs as gridsat's plain output writes them: `#` and `.` separated by spaces.
std::string plain_bulbs(const Grid& g);

// Every placement of `puzzle`'s grid (2^(rows*cols) of them) that check_solution accepts.
std::vector<Grid> brute_force_solutions(const Lightup& puzzle);

// The native text of a puzzle (for messages and comparisons).
std::string native_text(const Puzzle& puzzle);

}  // namespace gridsat::test
