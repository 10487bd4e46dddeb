// Kurodoko (Kuromasu; Tatham: Range): shade cells of an H x W grid black. A numbered cell is
// white; its number counts the white cells it sees along its row and column, itself included, up
// to a black cell or the grid's edge; black cells never touch orthogonally; all white cells are
// orthogonally connected (GENRES.md).
//
// A declaration (rules/declared.hpp, kurodoko.cpp); its Tatham reader is Range's
// (tatham_range.cpp). docs/kurodoko.md says how the rules become clauses and why.
#pragma once

#include "rules/declared.hpp"

namespace gridsat {

extern const rules::ShadingDeclaration kKurodoko;

struct TathamGame;
TathamGame range_game();

}  // namespace gridsat
