// What the genre units give the readers and writers of this layer: per genre its type name and
// aliases, its native format, and the foreign formats that read it (its own line formats, Tatham
// games, puzz.link types). The layer above defines genre_formats() from its registry
// (genres/registry.cpp), so that the format tables reach every genre while formats/ includes
// nothing of genres/: the arrows look down, the registry is the one place that names the genres.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "formats/native.hpp"
#include "formats/puzzlink.hpp"
#include "formats/registry.hpp"
#include "formats/tatham.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat {

// The native format of a genre: the puzzle from a parsed document, and the document back.
struct NativeFormat {
  std::unique_ptr<Puzzle> (*build)(NativeDoc& doc) = nullptr;
  std::string (*write)(const Puzzle& puzzle) = nullptr;
};

struct GenreFormats {
  std::string_view name;                  // canonical: "sudoku"
  std::vector<std::string_view> aliases;  // other names, for --type and the native header
  NativeFormat native;
  std::vector<FormatEntry> formats;  // line formats that read only this genre (sudoku-line, ...)
  std::vector<TathamGame> tatham;
  std::vector<PuzzlinkGenre> puzzlink;
};

// Every genre's formats, in the registry's order (defined by the genres' registry).
const std::vector<GenreFormats>& genre_formats();
// The formats of the genre of a canonical type name, or null.
const GenreFormats* find_genre_formats(std::string_view name);

}  // namespace gridsat
