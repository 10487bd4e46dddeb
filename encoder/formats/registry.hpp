// The tables behind formats.hpp: one entry per foreign format and one per puzzle type of the
// native format. Each reader throws ParseFailure on bad input; read_puzzle() catches it.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "formats/native.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat {

struct FormatEntry {
  std::string_view name;
  std::string_view summary;
  // `type` is the canonical type from --type, or empty.
  std::unique_ptr<Puzzle> (*read)(std::string_view text, std::string_view type);
  // True when the text looks like this format (nullptr: never detected, only --from).
  bool (*detect)(std::string_view text, std::string_view type);
  // nullptr: not writable. Throws ParseFailure (line 0) when the puzzle does not fit the format.
  std::string (*write)(const Puzzle& puzzle);
  // True when the text is almost this format (an 80-character sudoku line, a pyramids guide one
  // list short): when no format is detected and exactly one is a near match, its reader runs, so
  // that its precise error is reported instead of "cannot tell the input format".
  bool (*near)(std::string_view text, std::string_view type) = nullptr;
};

// In detection order: native, puzzlink, tatham, then each genre's own (genres/genre.hpp).
const std::vector<FormatEntry>& format_table();

// The shared foreign formats that read many genres (formats/puzzlink.cpp, formats/tatham.cpp).
FormatEntry puzzlink_format();
FormatEntry tatham_format();

}  // namespace gridsat
