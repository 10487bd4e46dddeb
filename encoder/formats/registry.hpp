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
};

// In detection order.
const std::vector<FormatEntry>& format_table();

struct TypeEntry {
  std::string_view name;
  std::vector<std::string_view> aliases;
  std::unique_ptr<Puzzle> (*build)(NativeDoc& doc);  // from a parsed native document
  std::string (*write)(const Puzzle& puzzle);        // the native text
};

const std::vector<TypeEntry>& type_table();

}  // namespace gridsat

namespace gridsat {
// The native builders, one per puzzle type (formats/native_<type>.cpp).
TypeEntry sudoku_type_entry();
TypeEntry calcudoku_type_entry();
TypeEntry binairo_type_entry();
TypeEntry skyscrapers_type_entry();
TypeEntry abc_type_entry();

// The foreign formats, one unit each (formats/<format>.cpp).
FormatEntry sudoku_line_format();
FormatEntry sudoku_boxes_format();
FormatEntry tatham_format();
FormatEntry puzzlink_format();
FormatEntry calcudoku_cages_format();
FormatEntry binairo_table_format();
FormatEntry abc_lines_format();
FormatEntry pyramids_format();
}  // namespace gridsat
