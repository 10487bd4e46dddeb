// What the native builders of the puzzle types share: value grids, labels, cages and targets.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "encodings/cages.hpp"
#include "formats/native.hpp"
#include "formats/registry.hpp"
#include "puzzles/grid.hpp"
#include "puzzles/labels.hpp"

namespace gridsat {

// Reads cell tokens as integers lo..hi; `.` is empty (and `0` when `zero_is_empty`).
Grid read_value_grid(const std::vector<std::vector<Token>>& rows, int lo, int hi,
                     bool zero_is_empty);
// Writes a grid of givens, `.` for empty; `compact` runs one-character values together.
std::string write_value_grid(const Grid& grid, bool compact);

// "a".."z", "aa", "ab", ... for label index 0, 1, ...
std::string region_label(int index);
// The label tokens of a `regions:`-like section (rows of read_rows) as numbers 0, 1, ... in the
// order each label first appears, reading row by row; one per cell, row-major.
std::vector<int> label_numbers(const std::vector<std::vector<Token>>& rows);
// A cell of a label of an n x n grid that does not form one 4-connected piece (labels < 0 are
// ignored), or nothing (puzzles/labels.hpp).
inline std::optional<int> disconnected_label(const std::vector<int>& labels, int n) {
  return disconnected_label(labels, n, n);
}

struct RawCage {
  std::string label;
  Token first;             // where the label first appears in `cages:`
  std::vector<int> cells;  // row-major
  bool has_target = false;
  long long target = 0;
  CageOp op = CageOp::None;
  Token target_token;
};

// The `cages:` rows and the `targets:` pairs, joined. `dot_is_none`: a `.` label means "in no
// cage" (killer). Every cage needs exactly one target and every target a cage.
std::vector<RawCage> read_cages(const NativeDoc& doc, int n, bool dot_is_none);
std::string cage_op_text(CageOp op);  // "+", "-", "*", "/" or ""

}  // namespace gridsat
