// Light Up (Akari; Nikoli; Tatham: Light Up): an H x W grid of white cells and black walls, some
// walls numbered 0..4. Put bulbs on white cells so that every white cell is lit (a bulb lights
// its own cell and its row and column up to a wall or the edge), no bulb lights another, and a
// numbered wall has exactly that many bulbs orthogonally next to it (GENRES.md).
//
// A declaration (rules/declared.hpp, lightup.cpp) whose numbers stand on walls: a wall is a
// number cell (kLightupWall, the declaration's `?`, for one without a number), a given cell with
// no bulb; the wall numbers are the removable clues (taking one away leaves its wall). The answer
// is a shading: 1 = a bulb. A white cell may also be given (a bulb or no bulb), which only the
// generator does, where the numbers alone leave a layout ambiguous.
//
// Its formats keep their own readers: the native `lightup HxW` with a `grid:`
// (native_lightup.cpp), Tatham's Light Up IDs (tatham_lightup.cpp) and puzz.link `akari` URLs
// (puzzlink_akari.cpp); its generator draws wall layouts (lightup_genre.cpp). docs/lightup.md
// says how the rules become clauses and why.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "rules/declared.hpp"

namespace gridsat {

extern const rules::ShadingDeclaration kLightup;

// The largest side gridsat reads.
inline constexpr int kMaxLightupSide = 100;
// A cell of the layout (DeclaredShading::number): white, a wall without a number, or a wall
// numbered 0..4 (the value).
inline constexpr int kLightupWhite = kUnknown;
inline constexpr int kLightupWall = rules::kQuestionNumber;

// What is wrong with an H x W light up size (sides 1 to kMaxLightupSide), or nothing.
std::optional<std::string> lightup_size_error(int height, int width);
// An H x W light up, every cell white.
std::unique_ptr<rules::DeclaredShading> make_lightup(int height, int width);
// The white cells orthogonally next to `cell`.
std::vector<int> white_neighbours(const rules::DeclaredShading& p, int cell);

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct TathamGame;
struct PuzzlinkGenre;
struct Genre;
NativeFormat lightup_native();
TathamGame lightup_game();
PuzzlinkGenre akari_puzzlink();
Genre lightup_unit();

}  // namespace gridsat
