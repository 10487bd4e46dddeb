// Magnets (Tatham: Magnets; puzz.link `magnets`): a grid cut into dominoes. Each domino is a
// magnet, a + pole and a - pole, or neutral; two like poles never share a side; the numbers at
// the top and left count each column's and row's + poles, those at the bottom and right its -
// poles (docs/magnets.md). A declaration (rules/declared_values.hpp) with a Tatham reader of its
// own.
#pragma once

#include "rules/declared_values.hpp"

namespace gridsat {

extern const rules::ValuesDeclaration kMagnets;

struct TathamGame;
TathamGame magnets_game();

}  // namespace gridsat
