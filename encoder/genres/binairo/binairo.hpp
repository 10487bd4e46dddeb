// Binairo (Takuzu, Unruly): an H x W grid of 0s and 1s, H and W even. No three equal values
// adjacent in a row or column; every row and column holds as many 0s as 1s; unless unique lines
// are off (Unruly without its `u` flag), no two rows and no two columns are equal.
//
// A declaration (rules/declared.hpp, binairo.cpp): no numbers, its given cells the clues, its
// rules short runs (rules/short_runs: the windows of three and the balance, `--card`) and, with
// unique lines, distinct lines (rules/distinct_lines) over the rows and over the columns. The
// answer is a shading: 1 = a shaded cell (a 1, drawn as a black circle). Unique lines on or off
// are two declarations of one genre (kBinairo, kBinairoRepeats), whose header says which.
//
// Its formats keep their own readers: the native `binairo HxW [unique-lines=no]` with a `grid:`
// (native_binairo.cpp), the binairo table (binairo_table.cpp) and Tatham's Unruly IDs
// (tatham_unruly.cpp); its generator is in binairo_genre.cpp.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "rules/declared.hpp"

namespace gridsat {

extern const rules::ShadingDeclaration kBinairo;         // no two rows or columns equal
extern const rules::ShadingDeclaration kBinairoRepeats;  // unique-lines=no

// The largest side gridsat accepts: the distinct-lines block grows as L^3 (L^2/2 pairs of lines,
// L difference literals each), about 2 million auxiliaries at 128 x 128.
inline constexpr int kMaxBinairoSide = 128;

// What is wrong with an H x W binairo size (sides must be even, 2 to kMaxBinairoSide), or nothing.
std::optional<std::string> binairo_size_error(int height, int width);
// An H x W binairo with these givens (0, 1 or kUnknown per cell; an empty grid: none).
std::unique_ptr<rules::DeclaredShading> make_binairo(int height, int width, bool unique_lines,
                                                     const Grid& givens = {});
// The puzzle as a binairo (of either declaration), or null.
const rules::DeclaredShading* as_binairo(const Puzzle& puzzle);
// Whether no two rows and no two columns may be equal.
bool unique_lines(const rules::DeclaredShading& binairo);

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct FormatEntry;
struct TathamGame;
struct Genre;
NativeFormat binairo_native();
FormatEntry binairo_table_format();
TathamGame unruly_game();
Genre binairo_unit();

}  // namespace gridsat
