// Hitori (Nikoli; Tatham: Singles): an H x W grid of numbers. Shade cells so that no number
// repeats among the unshaded cells of a row or column; shaded cells never touch orthogonally;
// all unshaded cells are orthogonally connected (GENRES.md).
//
// A declaration (rules/declared.hpp, hitori.cpp): the answer is a shading (1 = shaded); the
// numbers are the puzzle, not removable clues (`numbers_fixed`); a cell may also hold no number
// (a blank of a puzz.link grid), which no rule of repetition touches. What the numbers say is "of
// these two cells one is shaded" for every equal pair of a line: explanations switch the pairs
// one by one (parts, Puzzle::fixed_clues). The answer's givens exist only for the setter's tools
// (analyze's suggestions); no reader makes them.
//
// Its formats keep their own readers: the native `hitori N` / `hitori HxW` with a `grid:` of
// numbers (native_hitori.cpp), Tatham's Singles IDs (tatham_singles.cpp) and puzz.link `hitori`
// URLs (puzzlink_hitori.cpp); its generator finishes its puzzles itself (hitori_genre.cpp).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "rules/declared.hpp"

namespace gridsat {

extern const rules::ShadingDeclaration kHitori;

// The largest side gridsat accepts; the largest number a cell may hold.
inline constexpr int kMaxHitoriSide = 100;
inline constexpr int kMaxHitoriNumber = 9999;
// The largest areas whose enclosure the encoding rules out in clauses of their own.
inline constexpr int kEnclosureSize = 3;

// What is wrong with an H x W hitori size (sides 1 to kMaxHitoriSide), or nothing.
std::optional<std::string> hitori_size_error(int height, int width);
// An H x W hitori with these numbers (per cell 1 to kMaxHitoriNumber, or kUnknown for none;
// an empty grid: no number anywhere).
std::unique_ptr<rules::DeclaredShading> make_hitori(int height, int width,
                                                    const Grid& numbers = Grid{});
// Every two cells (row-major, first < second) of one row or one column that hold the same
// number, rows first, then columns: the parts, whether switched on or not.
std::vector<std::pair<int, int>> equal_pairs(const rules::DeclaredShading& p);

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct TathamGame;
struct PuzzlinkGenre;
struct Genre;
NativeFormat hitori_native();
TathamGame singles_game();
PuzzlinkGenre hitori_puzzlink();
Genre hitori_unit();

}  // namespace gridsat
