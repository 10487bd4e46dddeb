// The `tatham` format: game IDs of Simon Tatham's Portable Puzzle Collection, `game:params:desc`
// (or `params:desc` with --type). This unit splits the ID and hands it to the game's entry; each
// game lives in the unit of the genre it reads (genres/<name>/tatham_<game>.cpp).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "formats/tatham_codes.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat {

struct TathamGame {
  std::string_view name;  // as in the ID: "solo"
  std::string_view type;  // the canonical puzzle type it reads: "sudoku"
  // Builds the puzzle from PARAMS and DESC (each with its place in the input, for errors).
  // Throws ParseFailure pointing into them.
  std::unique_ptr<Puzzle> (*read)(const IdText& params, const IdText& desc);
  // `params:desc` (without the game name) for a puzzle of this game; nullopt when the puzzle is
  // not of this game's type. Throws ParseFailure (line 0) when it is, but the game cannot express
  // it (say why).
  std::optional<std::string> (*write)(const Puzzle& puzzle);
};

// Every game some genre unit reads (genres/genre.hpp: Genre::tatham).
const std::vector<TathamGame>& tatham_games();

// Helpers for reading PARAMS. `pos` indexes params and is advanced past what was read.
// A decimal number (at least one digit, at most `max`); fails naming `what` otherwise.
int read_param_number(const IdText& params, std::size_t& pos, int max, std::string_view what);
// The grid size that opens PARAMS, `W` or `WxH` (each at most `max`), as {width, height}; `game`
// names the game in the messages, `example` is a size it takes ("8x8").
std::pair<int, int> read_grid_size(const IdText& params, std::size_t& pos, int max,
                                   std::string_view game, std::string_view example);
// Skips a difficulty flag: `d` and one letter. True when there was one.
bool skip_difficulty(const IdText& params, std::size_t& pos);
// The failure for a PARAMS character the game does not know.
ParseFailure unknown_param(const IdText& params, std::size_t pos, std::string_view game);

}  // namespace gridsat
