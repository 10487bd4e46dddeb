// Simon Tatham's Unequal game IDs, `N[a][dX]:DESC`, for futoshiki (tatham_unequal.cpp says what
// the description holds).
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "formats/tatham.hpp"
#include "formats/tatham_codes.hpp"
#include "genres/futoshiki/futoshiki.hpp"

namespace gridsat {

// Builds the puzzle from an Unequal ID's PARAMS and DESC (each with its place in the input).
// Throws ParseFailure pointing at the offending character.
std::unique_ptr<Futoshiki> read_unequal(const IdText& params, const IdText& desc);

// `params:desc` as Unequal writes it (without the difficulty), or nullopt when Unequal cannot
// express the puzzle (unequal_limitation says why).
std::optional<std::string> write_unequal(const Futoshiki& puzzle);

// Why Unequal cannot express the puzzle: its size is outside 3..32, a bar in plain mode, or a
// sign in adjacent mode. Nothing when it can.
std::optional<std::string> unequal_limitation(const Futoshiki& puzzle);

// The entry for the registry's Tatham games: game "unequal", type "futoshiki"; its writer throws
// ParseFailure (line 0) with unequal_limitation's reason.
TathamGame unequal_game();

}  // namespace gridsat
