// Star battle: an N x N grid cut into N outlined regions. Place stars so that every row, every
// column and every region holds exactly K of them, and no two stars touch, not even diagonally
// (GENRES.md).
//
// A declaration (rules/declared.hpp, starbattle.cpp): a square grid whose rooms are the regions,
// its parameter K (`stars`), no numbers. The answer is a shading: 1 = a star. The regions and K
// are the puzzle, not removable clues (a region taken away is not a puzzle with less information
// but another puzzle), so there are none; explanations switch each region's count as a part
// (Puzzle::fixed_clues), and the generator finishes its puzzles itself (starbattle_genre.cpp).
//
// Its formats keep their own readers: the native `starbattle N stars=K` with a `regions:`
// section (native_starbattle.cpp) and puzz.link `starbattle` URLs (puzzlink_starbattle.cpp).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "rules/declared.hpp"

namespace gridsat {

extern const rules::ShadingDeclaration kStarBattle;

// The largest side gridsat accepts (a star battle's encoding is linear in its cells, but its
// regions are written one label per cell).
inline constexpr int kMaxStarBattleSide = 100;

// What is wrong with a star battle of side n and k stars per unit (side 1 to
// kMaxStarBattleSide, k from 1 to n), or nothing.
std::optional<std::string> starbattle_size_error(int n, int k);
// What is wrong with a region layout of an n x n grid (n labels 0..n-1, each used, each one
// 4-connected piece), or nothing.
std::optional<std::string> starbattle_regions_error(int n, const std::vector<int>& region);
// A star battle of side n with k stars per unit and these regions (labels 0..n-1 per cell,
// row-major, each one piece; starbattle_regions_error says nothing), or, without regions, every
// row its own region.
std::unique_ptr<rules::DeclaredShading> make_starbattle(int n, int k,
                                                        const std::vector<int>& region = {});

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct PuzzlinkGenre;
struct Genre;
NativeFormat starbattle_native();
PuzzlinkGenre starbattle_puzzlink();
Genre starbattle_unit();

}  // namespace gridsat
