// The native text of a futoshiki: the header `futoshiki N [adjacent]` and a `grid:` section that
// draws the cells with the signs and bars between them (native_futoshiki.cpp gives the layout).
#pragma once

#include <memory>
#include <string>

#include "formats/native.hpp"
#include "genres/futoshiki/futoshiki.hpp"

namespace gridsat {

inline constexpr int kMaxFutoshiki = 63;  // the backtracker holds a cell's values in 64 bits

// Builds the puzzle from a parsed native document of type futoshiki (option `adjacent`, section
// `grid:`). Throws ParseFailure at the offending token.
std::unique_ptr<Futoshiki> build_futoshiki(NativeDoc& doc);

// The native text, header line included: the grid drawn with every relation.
std::string write_futoshiki_native(const Futoshiki& puzzle);

// NativeFormat futoshiki_native() (futoshiki.hpp) wraps the two for the registry.

}  // namespace gridsat
