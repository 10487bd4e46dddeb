// What the kurodoko tests share: reading a puzzle through the format registry (as the cli does),
// the error a reader reports, the committed Range IDs with Range's own solutions, shadings as
// text, and brute force over every shading of a small grid.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "formats/formats.hpp"
#include "genres/kurodoko/kurodoko.hpp"
#include "support/support.hpp"

namespace gridsat::test {

// A kurodoko is a declared shading puzzle (genres/kurodoko/kurodoko.hpp).
using Kurodoko = rules::DeclaredShading;
// An H x W kurodoko without numbers.
Kurodoko kurodoko(int rows, int cols);
// The number at (row, col), and setting it (kUnknown removes it, rules::kQuestionNumber is `?`).
int number_at(const Kurodoko& k, int row, int col);
void set(Kurodoko& k, int row, int col, int value);
// Two kurodokos of one size with the same numbers.
bool same(const Kurodoko& a, const Kurodoko& b);

// Reads a kurodoko (`from` a format name or empty to detect; --type kurodoko) and fails the test
// when it does not parse.
std::unique_ptr<Kurodoko> read_kurodoko(const std::string& text, const std::string& from = "");

// The error of reading `text` (line 0 and "no error" when it parses).
ParseError read_error(const std::string& text, const std::string& from = "",
                      const std::string& type = "");

// tests/kurodoko/data/range-ids.txt: `range:ID SOLUTION` (1 = black), Range's own solutions.
std::vector<TathamCase> range_cases();

// A shading from rows of `#` (1) and `.` (0), one row per string.
Grid shading(const std::vector<std::string>& rows);
// A shading as gridsat's plain output writes it: `#` and `.` separated by spaces.
std::string plain_shading(const Grid& g);

// Every shading of `puzzle`'s grid (2^(rows*cols) of them) that check_solution accepts.
std::vector<Grid> brute_force_solutions(const Kurodoko& puzzle);

}  // namespace gridsat::test
