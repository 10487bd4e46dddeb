// Every format gridsat reads and writes, behind one entry point per direction. Readers report
// bad input as a ParseError value; they never print, exit or throw past read_puzzle().
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/text.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat {

struct ReadResult {
  std::unique_ptr<Puzzle> puzzle;  // null when error is set
  std::string format;              // the format that was read (detected or asked for)
  std::optional<ParseError> error;
};

// `from`: a format name, or empty to detect it. `type`: a type name or alias from --type, or empty.
ReadResult read_puzzle(std::string_view text, std::string_view from, std::string_view type);

// Writes the puzzle in format `to`. On failure returns nullopt and sets `error` (the format does
// not exist, or cannot express this puzzle).
std::optional<std::string> write_puzzle(const Puzzle& puzzle, std::string_view to,
                                        std::string& error);

// The canonical type name of a type name or alias ("kenken" -> "calcudoku"), or nothing.
std::optional<std::string> canonical_type(std::string_view name);

struct FormatInfo {
  std::string_view name;
  std::string_view summary;
  bool readable;
  bool writable;
  bool detected;
};
std::vector<FormatInfo> list_formats();

// A solution grid as plain text: one row per line, cells separated by one space.
std::string write_plain(const Puzzle& puzzle, const Grid& grid);
// Reads such a grid (tokens or run-together characters per row, rulers and `|` skipped; or on one
// line, rows by `/` and cells by `,` as Tatham's data sets write them, or every cell run
// together); nullopt and `error` if bad. A loop reads as its drawing or JSON.
std::optional<Grid> read_plain(const Puzzle& puzzle, std::string_view text, ParseError& error);
// The same for a grid filled in part (a player's progress): `?` is an empty cell, and so is `.`
// where it is not a value (it is an unshaded cell of a shading, a blank of abc); a loop's
// drawing marks an edge not decided yet with `?` (as plain output writes it).
std::optional<Grid> read_partial(const Puzzle& puzzle, std::string_view text, ParseError& error);
// The token of each cell of a plain solution as read_plain reads it, row by row (for messages
// that point at a cell; nothing for a loop).
std::vector<std::vector<Token>> plain_cell_tokens(const Puzzle& puzzle, std::string_view text);

}  // namespace gridsat
