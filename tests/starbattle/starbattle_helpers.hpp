// What star battle's tests share: reading a star battle, random region layouts, a brute force
// over star placements that judges with check alone, and the plain text of a shading.
#pragma once

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "genres/starbattle/starbattle.hpp"
#include "support/support.hpp"

namespace gridsat::test {

// A star battle: the declared puzzle of kStarBattle (genres/starbattle/starbattle.hpp).
using StarBattle = rules::DeclaredShading;

// The puzzle of a text in format `from` ("" detects it); fails the test when it does not parse
// or is not a star battle.
std::unique_ptr<StarBattle> read_starbattle(const std::string& text, const std::string& from = "");

// A star battle of side n, k stars, with regions given as n strings of n one-character labels.
StarBattle starbattle_from_rows(int k, const std::vector<std::string>& rows);

// A grid of 0/1 from rows of '*' or '#' (a star) and '.' (no star).
Grid stars_from_rows(const std::vector<std::string>& rows);

// Random connected regions of an n x n grid: n random seeds grown in random order.
std::vector<int> random_regions(int n, std::mt19937& rng);

// Every valid answer, by brute force: rows filled top to bottom with k stars each (no two of a
// row side by side, none next to a star of the row above, no column above k), every complete
// grid held against check.
std::vector<Grid> brute_force(const StarBattle& p);

// A grid as plain output writes a shading ('#' a star, '.' none, cells apart).
std::string plain_shading(const Grid& grid);

// The message "LINE:COL: message" of the error reading `text`, or "no error".
std::string read_error(const std::string& text, const std::string& from = "");

}  // namespace gridsat::test
