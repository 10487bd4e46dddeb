// What hitori's tests share: Tatham's own Singles IDs with Tatham's own solutions, reading a
// hitori from any of its formats, and random hitoris for the exhaustive tests.
#pragma once

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "genres/hitori/hitori.hpp"
#include "support/support.hpp"

namespace gridsat::test {

// A hitori: the declared puzzle of kHitori (genres/hitori/hitori.hpp).
using Hitori = rules::DeclaredShading;
// Every cell of `h` numbered `value`; the first cells numbered `numbers`; cell (row-major) given.
void fill_numbers(Hitori& h, int value);
void set_numbers(Hitori& h, const std::vector<int>& numbers);
void set_given_at(Hitori& h, int cell, int value);

// One line of tests/hitori/data/singles-ids.txt: `singles:PARAMS:DESC SHADING`, the shading's
// rows separated by '/', '#' shaded and '.' unshaded.
struct SinglesCase {
  std::string id;
  Grid solution;
  int line = 0;
};
std::vector<SinglesCase> singles_cases();

// The puzzle of a text in format `from` ("" detects it); fails the test when it does not parse
// or is not a hitori.
std::unique_ptr<Hitori> read_hitori(const std::string& text, const std::string& from = "");

// The message "LINE:COL: message" of the error reading `text`, or "no error".
std::string read_error(const std::string& text, const std::string& from = "");

// A grid as plain output writes a shading ('#' shaded, '.' unshaded, cells apart).
std::string plain_shading(const Grid& grid);

// A hitori of rows x cols whose numbers are drawn from 1..top, each cell blank (no number) with
// probability `blank`.
Hitori random_hitori(int rows, int cols, int top, double blank, std::mt19937& rng);

}  // namespace gridsat::test
