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

// The decimal cell code (pzprjs's decodeNumber10; sukoro's): `0`-`9` a value 0..9, `.` hidden,
// `a`..`z` skip 1..26 positions.
NumberCode decode_digits(const IdText& code, std::size_t& pos, int count, std::string_view what);
// The decimal code of `values` (kUnknown = empty, kHiddenNumber = `.`, others 0..9; a larger one
// throws std::invalid_argument).
std::string encode_digits(const std::vector<int>& values);

// Numbers with arrows, one per cell (pzprjs's decodeArrowNumber16), each position's direction
// 0 none, 1 up, 2 down, 3 left, 4 right: `D` then one hex digit (0..15) or `.` (hidden), `D+5`
// then two hex digits (16..255), `-D` then three (256..4095); `a`..`z` skip 1..26 cells.
struct ArrowNumberCode {
  NumberCode numbers;
  std::vector<int> arrows;  // per position, 0..4 (0 for empty positions)
};
ArrowNumberCode decode_arrow_numbers(const IdText& code, std::size_t& pos, int count);
// The code of `values` (as encode_numbers') with their `arrows` (0..4).
std::string encode_arrow_numbers(const std::vector<int>& values, const std::vector<int>& arrows);

// Lists of up to four numbers per cell (pzprjs's decodeNumber_tapa; tapa's clues): `0`-`8` a list
// of one, `9` the list 1 1 1 1, `.` one `?`; two characters in base 36 from `a0` a list of two
// (360 + 6a + b), three (396 + 16a + 4b + c) or four (460 + 8a + 4b + 2c + d, each 1 or `?`),
// an entry 0 standing for `?`; `g`..`z` skip 1..20 cells. A list holds numbers and kHiddenNumber
// (`?`); an empty list is a cell without a clue.
struct NumberListCode {
  std::vector<std::vector<int>> lists;
  std::vector<int> columns;  // the input column of each list (0 for empty positions)
};
NumberListCode decode_number_lists(const IdText& code, std::size_t& pos, int count);
// The code of `lists` as pzprjs writes it (a list it cannot write throws std::invalid_argument).
std::string encode_number_lists(const std::vector<std::vector<int>>& lists);

// Clues outside the grid, each list read left to right (top, bottom) or top to bottom (left,
// right). In the URL they stand in the order top, bottom, left, right, as one number code.
struct ExteriorClues {
  NumberCode top, bottom, left, right;
};
ExteriorClues decode_exterior(const IdText& code, std::size_t& pos, int cols, int rows);
std::string encode_exterior(const std::vector<int>& top, const std::vector<int>& bottom,
                            const std::vector<int>& left, const std::vector<int>& right);

// Values 0..2 per position, three to a character (pzprjs's genericDecodeThree: the first times
// 9, the second times 3, plus the third, in base 27: `0`-`9`, `a`-`q`): yin-yang's circles (1
// white, 2 black). Reads ceil(count / 3) characters from code[pos..] and advances pos past them.
std::vector<int> decode_ternary(const IdText& code, std::size_t& pos, int count,
                                std::string_view what);
std::string encode_ternary(const std::vector<int>& values);

// A bit per cell, five to a character, most significant first, in base 32 (pzprjs's
// genericDecodeBinary: magnets' cells outside the puzzle). Reads ceil(count / 5) characters.
std::vector<char> decode_bits(const IdText& code, std::size_t& pos, int count,
                              std::string_view what);
std::string encode_bits(const std::vector<char>& bits);

// The walls between cells of an H x W grid (pzprjs's decodeBorder): five per character, most
// significant bit first, in base 32 (`0`-`9`, `a`-`v`); first the (W-1) x H walls between side
// neighbours, row by row (wall (r, c) between cells (r, c) and (r, c+1)), then the W x (H-1)
// walls between cells above each other ((r, c) between (r, c) and (r+1, c)); the last
// character of each part is padded with zero bits.
struct Borders {
  std::vector<char> side;   // (W-1) x H
  std::vector<char> below;  // W x (H-1)
};
Borders decode_borders(const IdText& code, std::size_t& pos, int rows, int cols);
std::string encode_borders(const Borders& borders);
// The walls between cells of different labels (one per cell, row-major).
Borders borders_between(const std::vector<int>& labels, int rows, int cols);
// The pieces the walls cut the grid into, numbered in reading order of their first cell (one
// label per cell, row-major), and how many there are.
std::vector<int> pieces_of(const Borders& borders, int rows, int cols, int& count);

}  // namespace gridsat
