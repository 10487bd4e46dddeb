// The codes inside puzz.link (pzprjs) URLs that several genres share (spec/foreign-ids.md): the
// cell-number code and the exterior clues read with it. Decoders throw ParseFailure pointing at
// the offending character; encoders write what pzprjs writes, so decode and encode invert.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "formats/tatham_codes.hpp"  // IdText

namespace gridsat {

// `.` in the number code: a cell or clue that holds a number not shown (pzprjs's "?").
inline constexpr int kHiddenNumber = -2;

struct NumberCode {
  std::vector<int> values;   // kUnknown = empty, kHiddenNumber for `.`, otherwise 0..4095
  std::vector<int> columns;  // the input column of each value (0 for empty positions)
};

// Reads `count` positions from code[pos..] and advances pos just past them: `0`-`9`,`a`-`f` a
// value 0..15, `-` + two hex digits 16..255, `+` + three hex digits 256..4095, `.` hidden,
// `g`..`z` skip 1..20 positions. `what` names a position in messages ("cell", "exterior clue").
// A skip past the last position, or a code that ends before it, is an error.
NumberCode decode_numbers(const IdText& code, std::size_t& pos, int count, std::string_view what);
// The code of `values` (kUnknown = empty, kHiddenNumber = `.`, others 0..4095).
std::string encode_numbers(const std::vector<int>& values);

// Clues outside the grid, each list read left to right (top, bottom) or top to bottom (left,
// right). In the URL they stand in the order top, bottom, left, right, as one number code.
struct ExteriorClues {
  NumberCode top, bottom, left, right;
};
ExteriorClues decode_exterior(const IdText& code, std::size_t& pos, int cols, int rows);
std::string encode_exterior(const std::vector<int>& top, const std::vector<int>& bottom,
                            const std::vector<int>& left, const std::vector<int>& right);

}  // namespace gridsat
