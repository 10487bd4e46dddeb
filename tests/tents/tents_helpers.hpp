// What tents' tests share: Tatham's own Tents IDs with Tatham's own solutions, reading a tents
// puzzle from any of its formats, a brute force over check, and random puzzles for the
// exhaustive tests.
#pragma once

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "genres/tents/tents.hpp"
#include "support/support.hpp"

namespace gridsat::test {

// One line of tests/tents/data/tents-ids.txt: `tents:PARAMS:DESC TENTS`, the rows of TENTS
// separated by '/', '#' a tent and '.' none.
struct TentsCase {
  std::string id;
  Grid solution;
  int line = 0;
};
std::vector<TentsCase> tents_cases();

// The puzzle of a text in format `from` ("" detects it); fails the test when it does not parse
// or is not a tents puzzle.
std::unique_ptr<Tents> read_tents(const std::string& text, const std::string& from = "");

// The message "LINE:COL: message" of the error reading `text`, or "no error".
std::string read_error(const std::string& text, const std::string& from = "");

// A grid as plain output writes a shading ('#' a tent, '.' none, cells apart).
std::string plain_shading(const Grid& grid);

// Every grid check accepts, by brute force: cells in reading order, a tent only where none
// touches one placed before it and next to a tree.
std::vector<Grid> all_solutions(const Tents& p);

// A rows x cols puzzle with trees at random (each cell with probability `density`), no counts.
Tents random_trees(int rows, int cols, double density, std::mt19937& rng);

}  // namespace gridsat::test
