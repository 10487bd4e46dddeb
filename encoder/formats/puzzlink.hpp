// The `puzzlink` format: puzz.link (pzprjs) URLs, `https://puzz.link/p?GENRE/COLS/ROWS/BODY`
// (also `pzv.jp/p.html?`, the pzprxs host, or no scheme and host at all). This unit takes the
// URL apart and hands it to the genre's entry in a table; each genre lives in its own file,
// puzzlink_<genre>.cpp.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/puzzlink_codes.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat {

struct PuzzlinkUrl {
  IdText genre;  // as written
  IdText flags;  // pzprjs's optional field before the size (empty when there is none)
  IdText cols_text, rows_text;
  int cols = 0;
  int rows = 0;
  IdText body;  // everything after ROWS/ (may itself hold '/'); empty at the end of the URL
};

// Takes a URL apart: the scheme and host are optional; whatever stands before the first '?' is
// taken as the host and path. COLS and ROWS must be positive numbers. What puzz.link opens is read
// as it opens it: a `#fragment` is left out, `NAME=VALUE&` pairs before the genre are skipped,
// GENRE_edit and GENRE_play are GENRE, and the body ends before a `&` (read_puzzlink also drops
// trailing slashes past the genre's own fields).
// Throws ParseFailure.
PuzzlinkUrl parse_puzzlink_url(const IdText& url);

struct PuzzlinkGenre {
  std::string_view name;                  // as gridsat writes it: "sudoku"
  std::vector<std::string_view> aliases;  // other names read: "building"
  std::string_view type;                  // the canonical puzzle type: "sudoku"
  // Builds the puzzle from the URL; throws ParseFailure pointing into it.
  std::unique_ptr<Puzzle> (*read)(const PuzzlinkUrl& url);
  // `GENRE/COLS/ROWS/BODY` for a puzzle of this genre's type; nullopt when the puzzle is of
  // another type. Throws ParseFailure (line 0) when it is, but the genre cannot express it.
  std::optional<std::string> (*write)(const Puzzle& puzzle);
  // How many '/'-separated fields the body has ("K/walls": 2): slashes past them that end the
  // URL are dropped before `read` sees the body.
  int body_fields = 1;
};

// Every puzz.link type some genre unit reads (genres/genre.hpp: Genre::puzzlink).
const std::vector<PuzzlinkGenre>& puzzlink_genres();

// The URL gridsat writes for a path `GENRE/COLS/ROWS/BODY`.
inline constexpr std::string_view kPuzzlinkPrefix = "https://puzz.link/p?";

}  // namespace gridsat
