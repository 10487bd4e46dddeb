// The two codes inside Simon Tatham's game IDs (spec/foreign-ids.md), shared by every Tatham game
// (Solo, Towers, Keen) and, for IdText, by the puzz.link reader:
//  - the run-length grid code: `a`..`z` = 1..26 empty cells, a decimal = one cell holding it,
//    `_` separates two adjacent numbers;
//  - the edge-run region code: runs of open inner edges, each ended by a wall, over the vertical
//    edges (reading order) then the horizontal ones (column by column), ending on a virtual wall.
// Decoders throw ParseFailure pointing at the offending character of the ID; encoders write what
// Tatham's own games write, so that a decoded ID encodes back to the same text.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "formats/text.hpp"

namespace gridsat {

// A piece of an identifier and where it stands in the input, so that a decoder can point at the
// character it rejects. IDs are ASCII: one character is one column.
struct IdText {
  std::string_view text;
  int line = 1;
  int col = 1;  // the column of text[0]

  std::size_t size() const { return text.size(); }
  bool empty() const { return text.empty(); }
  char operator[](std::size_t i) const { return text[i]; }
  int column(std::size_t index) const { return col + static_cast<int>(index); }
  IdText sub(std::size_t pos, std::size_t count = std::string_view::npos) const;
  // The pieces between the `sep` characters (n separators give n + 1 pieces, some maybe empty).
  std::vector<IdText> split(char sep) const;
  // A failure at text[index]; index == size() points just past the end (for "ends too early").
  ParseFailure error_at(std::size_t index, const std::string& message) const;
};

// The only token of a one-line input (an ID or a URL), or a ParseFailure naming `what` was
// expected. `lines` must outlive the result (it views into them).
IdText single_id(const std::vector<TextLine>& lines, std::string_view what);

// A character for messages that say "unexpected ...": "'x'" when printable, "' ' (a space)",
// otherwise its code ("byte 0xC3 (not ASCII)", "byte 0x09 (a control character)").
std::string quote_char(char c);

// ---- the run-length grid code ----

struct RunLengthGrid {
  std::vector<int> values;   // one per cell, row-major; kUnknown for an empty cell
  std::vector<int> columns;  // the input column of each cell's number (0 for empty cells)
};

// Decodes a run-length code of exactly `cells` cells whose numbers lie in lo..hi. `what` names a
// number in messages ("given", "cage sum"): "given 12 is out of range 1..9".
RunLengthGrid decode_run_length(const IdText& code, int cells, int lo, int hi,
                                std::string_view what);
// The code of `values` (kUnknown = empty; others must be >= 0), as Tatham's games write it.
std::string encode_run_length(const std::vector<int>& values);

// ---- the edge-run region code ----

struct RegionCode {
  // Per cell (row-major): its region, numbered 0.. in the order of each region's smallest cell.
  std::vector<int> labels;
  int count = 0;  // how many regions
};

// Decodes the region code of an n x n grid. `repeat_counts`: a symbol may be followed by a decimal
// repeat count (Keen's extension; Solo has none).
RegionCode decode_edge_runs(const IdText& code, int n, bool repeat_counts);
// The code of a partition of an n x n grid into labelled regions (labels >= 0, each label one
// connected piece; otherwise throws ParseFailure at line 0). With `repeat_counts`, three or more
// equal symbols in a row are written once with their count, as Keen does.
std::string encode_edge_runs(const std::vector<int>& labels, int n, bool repeat_counts);

// Cells of each region, in region order, each list in increasing cell order.
std::vector<std::vector<int>> region_cells(const RegionCode& regions);

}  // namespace gridsat
