// Mosaic (Tatham: Mosaic; also Fill-a-Pix): some cells hold a number. Shade cells so that every
// number counts the shaded cells of the 3 x 3 block around it, its own cell included
// (docs/mosaic.md). A declaration (rules/declared.hpp) with a Tatham reader of its own.
#pragma once

#include "rules/declared.hpp"

namespace gridsat {

extern const rules::ShadingDeclaration kMosaic;

struct TathamGame;
TathamGame mosaic_game();

}  // namespace gridsat
